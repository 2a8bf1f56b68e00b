// Bug: the French Markdown party sheet from the CLI read "+4 haches d’armes naine": the adjective after a
// plural complement ("d’armes") agrees with the head noun and was left singular.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { CampaignSchema, SCHEMA_VERSION } from '@shared/campaign/schema'
import { runCli } from '../cli/run-cli'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'plural-fr-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

it('French party sheet (CLI, Markdown): "haches d’armes naines", never "haches d’armes naine"', async () => {
  const campaign = CampaignSchema.parse({
    schemaVersion: SCHEMA_VERSION,
    name: 'Nains',
    exportLanguage: 'fr',
    options: { strengthRaisesMax: true, rounding: 'floor', coinsPerUnit: 100, customLimits: {} },
    customItems: [],
    characters: [
      {
        id: 'borin',
        name: 'Borin',
        player: '',
        strength: 10,
        size: 'M',
        wornArmor: null,
        notes: '',
        inventory: [{ id: 'l1', ref: { source: 'catalog', id: 'dwarven-waraxe' }, quantity: 1 }]
      }
    ],
    stash: [],
    ledger: []
  })
  const file = join(dir, 'nains.json')
  const out = join(dir, 'groupe.md')
  await writeFile(file, JSON.stringify(campaign))
  const result = await runCli(['summary', file, '--format', 'md', '--out', out])
  expect(result).toMatchObject({ status: 0, stderr: '' })
  const md = await readFile(out, 'utf8')
  expect(md).toMatch(/\+\d+ haches d’armes naines → /)
  expect(md).not.toMatch(/haches d’armes naine(?!s)/)
})
