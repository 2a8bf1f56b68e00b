// `check <file>…`: validates campaign files as the app would open them. Exit 0 when every file is
// valid (one summary line each), 1 otherwise with each problem on its own line:
// `file:line:column: path: message`.
import { formatProblem, SCHEMA_VERSION } from '@shared/campaign'
import { loadCampaignForCli } from './campaign-file-cli'
import { CliInputError, EXIT_FAILURE, EXIT_OK, type CliIO } from './index'

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

export async function run(args: readonly string[], io: CliIO): Promise<number> {
  if (args.length === 0) throw new CliInputError('usage: npm run -s cli -- check <campaign.json> [more.json…]')
  let status = EXIT_OK
  for (const file of args) {
    const loaded = await loadCampaignForCli(file)
    if (!loaded.ok) {
      for (const p of loaded.problems) io.stdout(`${formatProblem(p)}\n`)
      status = EXIT_FAILURE
      continue
    }
    const c = loaded.campaign
    const notes = [
      loaded.migratedFrom !== undefined
        ? `schema ${loaded.migratedFrom}, will be saved as schema ${SCHEMA_VERSION}`
        : `schema ${SCHEMA_VERSION}`,
      ...(loaded.readOnly ? [`read-only: ${loaded.readOnly}`] : [])
    ]
    // Other bearers (mounts, pack animals, hirelings, familiars) and places only when the file has any.
    const bearers = c.characters.filter((ch) => ch.bearer !== undefined).length
    const places = c.places?.length ?? 0
    const counts = [
      plural(c.characters.length - bearers, 'character'),
      ...(bearers > 0 ? [plural(bearers, 'other bearer')] : []),
      plural(c.stash.length, 'stash line'),
      ...(places > 0 ? [plural(places, 'place')] : []),
      plural(c.customItems.length, 'custom item'),
      plural(c.ledger.length, 'ledger entry', 'ledger entries')
    ]
    io.stdout(`${file}: valid: "${c.name}" (${notes.join('; ')}): ${counts.join(', ')}\n`)
  }
  return status
}
