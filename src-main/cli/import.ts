// `import <campaign.json> <actor.json>… [--dry-run]`: Foundry VTT pf1 actor exports into a campaign
// (issue 11). Prints the review as JSON ({ review, ops, applied }); with --dry-run nothing is written.
// The suggestions of the review are taken as they are (the GM edits them in the app's review screen).
// A malformed export: exit 1, each problem as `file:line:column: path: message` on stderr, nothing written.
// The campaign is written like every save of the app: through the campaign store (lock, backup,
// durable atomic write).
import { randomUUID } from 'node:crypto'
import {
  reviewFoundryExports,
  EXPORT_MAX_CHARS,
  importCatalog,
  compareWithCampaign,
  importOps,
  type ImportProblem
} from '@shared/import'
import { CampaignFileError, CampaignStore } from '../store/index'
import type { FlushResult } from '../store/campaign-store'
import { formatProblem } from '@shared/campaign'
import { readRegularFile } from '../store/read-bounded'
import { readCampaignBytesForCli } from './campaign-file-cli'
import { CliInputError, EXIT_FAILURE, EXIT_OK, type CliIO } from './index'

const USAGE = 'usage: npm run -s cli -- import <campaign.json> <actor.json>… [--dry-run]'

export function formatImportProblem(p: ImportProblem): string {
  const at = p.line !== null ? `:${p.line}:${p.column ?? 1}` : ''
  return `${p.file}${at}: ${p.message}`
}

export async function run(args: readonly string[], io: CliIO): Promise<number> {
  const dryRun = args.includes('--dry-run')
  const unknown = args.filter((a) => a.startsWith('--') && a !== '--dry-run')
  if (unknown.length > 0) throw new CliInputError(`unknown option ${unknown.join(' ')}; ${USAGE}`)
  const [campaignPath, ...exports] = args.filter((a) => !a.startsWith('--'))
  if (!campaignPath || exports.length === 0) throw new CliInputError(USAGE)

  const files: { name: string; text: string }[] = []
  const problems: ImportProblem[] = []
  for (const file of exports) {
    try {
      const { bytes } = await readRegularFile(file, EXPORT_MAX_CHARS)
      files.push({ name: file, text: bytes.toString('utf8') })
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code
      problems.push({
        file,
        path: null,
        line: null,
        column: null,
        code: 'not-an-actor',
        message: code === 'ENOENT' ? 'no such file' : (e as Error).message.replace(`${file}: `, '').replace(file, 'it')
      })
    }
  }
  const cat = importCatalog()
  const review = reviewFoundryExports(files, cat)
  problems.push(...review.problems)
  if (problems.length > 0) {
    for (const p of problems) io.stderr(`${formatImportProblem(p)}\n`)
    io.stderr(`import: nothing written (${problems.length} problem${problems.length === 1 ? '' : 's'})\n`)
    return EXIT_FAILURE
  }

  const readable = await readCampaignBytesForCli(campaignPath)
  if (!readable.ok) {
    io.stderr(`${campaignPath}: ${readable.message}\n`)
    return EXIT_FAILURE
  }
  let store: CampaignStore
  try {
    store = await CampaignStore.open(campaignPath, dryRun ? { readOnly: true } : {})
  } catch (e) {
    if (e instanceof CampaignFileError) {
      for (const p of e.problems) io.stderr(`${formatProblem(p)}\n`)
      return EXIT_FAILURE
    }
    throw e
  }
  let output = ''
  let flushed: FlushResult
  try {
    if (!dryRun && store.readOnly) {
      io.stderr(`${campaignPath}: read-only (${store.readOnly}); nothing written\n`)
      return EXIT_FAILURE
    }
    const compared = compareWithCampaign(review, store.campaign, cat)
    const ops = importOps(store.campaign, compared, cat, {
      at: new Date().toISOString(),
      newId: (prefix) => `${prefix}-${randomUUID().slice(0, 8)}`
    })
    const write = !dryRun && ops.length > 0
    if (write) store.applyBatch(ops, 'Import from Foundry VTT')
    output = `${JSON.stringify({ review: compared, ops: ops.length, written: write }, null, 2)}\n`
  } finally {
    flushed = await store.close()
  }
  if (flushed === 'failed' || flushed === 'changed-on-disk') {
    io.stderr(
      `${campaignPath}: ${flushed === 'failed' ? 'the save failed' : 'the file changed on disk meanwhile'}; nothing written\n`
    )
    return EXIT_FAILURE
  }
  io.stdout(output)
  return EXIT_OK
}
