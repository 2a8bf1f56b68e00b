// Bug: exports named a bag twice and never said its contents count for nobody: "1 × Bag of holding
// (type I) — Contents of Bag of holding (type I) — 30 × Potion" ("Contenu : Bag of holding (type I) —"
// in French). They now say "Inside (counts for nobody): 30 × Potion, …", or, with the house rule
// "contents count as carried" (RULES.md §10), that they count; a bag at the inn counts for nobody anyway.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CampaignSchema, SCHEMA_VERSION } from '@shared/campaign/schema'
import { runCli } from '../cli/run-cli'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bag-words-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

const line = (id: string, ref: string, quantity: number, extra: Record<string, unknown> = {}) => ({
  id,
  ref: { source: 'catalog', id: ref },
  quantity,
  ...extra
})

function campaign(language: 'en' | 'fr', counted: boolean) {
  return CampaignSchema.parse({
    schemaVersion: SCHEMA_VERSION,
    name: 'Bags',
    exportLanguage: language,
    options: {
      strengthRaisesMax: true,
      rounding: 'floor',
      coinsPerUnit: 100,
      customLimits: {},
      extradimensionalContentsCount: counted
    },
    customItems: [],
    characters: [
      {
        id: 'ezren',
        name: 'Ezren',
        player: '',
        strength: 10,
        size: 'M',
        wornArmor: null,
        notes: '',
        inventory: [line('bag', 'bag-of-holding-1', 1), line('pots', 'potion', 30, { in: 'bag' })]
      }
    ],
    stash: [],
    places: [
      {
        id: 'inn',
        name: 'Inn',
        inventory: [line('hole', 'handy-haversack', 1), line('rope', 'rope-hemp', 2, { in: 'hole' })]
      }
    ],
    ledger: []
  })
}

const WORDS = {
  en: {
    nobody: 'Inside (counts for nobody): 30 × Potion',
    carried: 'Inside (counts as carried, house rule): 30 × Potion',
    inn: /Inside \(counts for nobody\): 2 × Hemp rope/
  },
  fr: {
    nobody: 'Dedans (ne compte pour personne)\u00a0: 30 × Potion',
    carried: 'Dedans (compte comme porté, règle maison)\u00a0: 30 × Potion',
    inn: /Dedans \(ne compte pour personne\)\u00a0: 2 × Corde/
  }
}

async function exported(language: 'en' | 'fr', counted: boolean, format: 'md' | 'html', character?: string) {
  const file = join(dir, `bags-${language}-${counted}.json`)
  await writeFile(file, JSON.stringify(campaign(language, counted)))
  const out = join(dir, `${language}-${counted}-${character ?? 'party'}.${format}`)
  const who = character ? ['--character', character] : []
  const result = await runCli(['summary', file, ...who, '--format', format, '--out', out])
  expect(result).toMatchObject({ status: 0, stderr: '' })
  const text = await readFile(out, 'utf8')
  // HTML: the words as a reader sees them
  return format === 'html' ? text.replace(/<[^>]+>/g, '').replace(/&nbsp;/g, '\u00a0') : text
}

describe('a bag of holding’s contents in the exports (CLI, Markdown and HTML)', () => {
  it.each(['en', 'fr'] as const)('%s: inside, counted for nobody or as carried, the bag named once', async (lang) => {
    const w = WORDS[lang]
    for (const format of ['md', 'html'] as const) {
      const nobody = await exported(lang, false, format, 'Ezren')
      expect(nobody, format).toContain(w.nobody)
      expect(nobody, format).not.toMatch(/Contents of|Contenu\u00a0:/)
      const carried = await exported(lang, true, format, 'Ezren')
      expect(carried, format).toContain(w.carried)
      // the party sheet's place: a bag at the inn counts for nobody, whatever the house rule
      expect(await exported(lang, true, format), format).toMatch(w.inn)
    }
  })
})
