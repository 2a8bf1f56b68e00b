// Issue 25 item 8: the party sheet said "La réserve est vide" beside 725,37 po of coins: coins are part of the
// stash. Through the CLI (a real process, a real file), Markdown and HTML (the PDF prints the HTML), French and
// English: a stash of coins only is not "empty"; one with nothing at all still is.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { CampaignSchema, SCHEMA_VERSION, type Campaign } from '@shared/campaign/schema'
import { messages } from '@shared/i18n'
import { runCli } from '../cli/run-cli'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'stash-coins-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

function campaign(lang: 'fr' | 'en', stash: Campaign['stash']): Campaign {
  return CampaignSchema.parse({
    schemaVersion: SCHEMA_VERSION,
    name: 'Pièces',
    exportLanguage: lang,
    options: { strengthRaisesMax: true, rounding: 'floor', coinsPerUnit: 100, customLimits: {} },
    customItems: [],
    characters: [],
    stash,
    ledger: []
  })
}

const COINS: Campaign['stash'] = [
  { id: 'gp', ref: { source: 'catalog', id: 'coin-gp' }, quantity: 725 },
  { id: 'sp', ref: { source: 'catalog', id: 'coin-sp' }, quantity: 3 },
  { id: 'cp', ref: { source: 'catalog', id: 'coin-cp' }, quantity: 7 }
]

async function sheet(lang: 'fr' | 'en', stash: Campaign['stash'], format: 'md' | 'html'): Promise<string> {
  const file = join(dir, `${lang}-${stash.length}.json`)
  const out = join(dir, `${lang}-${stash.length}.${format}`)
  await writeFile(file, JSON.stringify(campaign(lang, stash)))
  const result = await runCli(['summary', file, '--format', format, '--out', out])
  expect(result).toMatchObject({ status: 0, stderr: '' })
  return readFile(out, 'utf8')
}

for (const lang of ['fr', 'en'] as const) {
  const empty = messages(lang).exports.emptyStash
  const total = lang === 'fr' ? '725,37' : '725.37'
  for (const format of ['md', 'html'] as const) {
    it(`${lang} ${format}: a stash of coins only is not empty; it shows the coins and their value`, async () => {
      const text = await sheet(lang, COINS, format)
      expect(text).not.toContain(empty)
      expect(text).toContain(total)
      expect(await sheet(lang, [], format)).toContain(empty)
    })
  }
}
