// Issue 24 item 6e: the CLI has no unknown-item check of its own. An item the catalog or the custom
// items do not know is refused by the shared parser (the one the app opens a file with), and `check`
// and `report` print exactly the parser's problem: same message, same path, same line and column,
// in a current file and in an older one (located in the file as written, before migration).
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatProblem, parseCampaignText } from '@shared/campaign'
import { fullCampaign } from '../campaign/fixtures/full-campaign'
import { runCli } from './run-cli'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'enc-cli-unknown-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

/** The shared parser's problems for `text`, as the CLI prints a problem. */
function parserSays(text: string, file: string): string {
  const parsed = parseCampaignText(text, file)
  expect(parsed.ok).toBe(false)
  return parsed.ok ? '' : parsed.problems.map((p) => `${formatProblem(p)}\n`).join('')
}

async function cases(): Promise<Array<[string, string, RegExp]>> {
  const stash = fullCampaign()
  stash.stash[0]!.ref = { source: 'catalog', id: 'coin-zorkmid' }
  const armour = fullCampaign()
  armour.characters[0]!.wornArmor!.ref = { source: 'catalog', id: 'mithral-nothing' }
  const custom = fullCampaign()
  custom.characters[1]!.inventory[0]!.ref = { source: 'custom', id: 'x-ghost' }
  const v1 = (await readFile(new URL('../campaign/fixtures/v1-campaign.json', import.meta.url), 'utf8')).replace(
    '"coin-sp"',
    '"coin-zorkmid"'
  )
  return [
    [
      'stash.json',
      JSON.stringify(stash, null, 2),
      /stash\[0\]\.ref\.id: the built-in catalog has no item 'coin-zorkmid'/
    ],
    [
      'armour.json',
      JSON.stringify(armour, null, 2),
      /characters\[0\]\.wornArmor\.ref\.id: the built-in catalog has no item 'mithral-nothing'/
    ],
    [
      'custom.json',
      JSON.stringify(custom, null, 2),
      /characters\[1\]\.inventory\[0\]\.ref\.id: no custom item has the id 'x-ghost'/
    ],
    ['v1.json', v1, /loot\[0\]\.ref\.id: the built-in catalog has no item 'coin-zorkmid'/]
  ]
}

describe('an unknown item in a campaign file, through the CLI', () => {
  it("check prints the shared parser's problem, located where the parser locates it; report refuses it", async () => {
    for (const [name, text, said] of await cases()) {
      const file = join(dir, name)
      await writeFile(file, text)
      const expected = parserSays(text, file)
      expect(expected, name).toMatch(said)
      expect(expected, name).toMatch(new RegExp(`^${file}:\\d+:\\d+: `))
      expect(await runCli(['check', file]), name).toEqual({ status: 1, stdout: expected, stderr: '' })
      const report = await runCli(['report', file])
      expect(report.status, name).toBe(1)
      expect(report.stdout + report.stderr, name).toContain(expected.trimEnd())
    }
  })
})
