// Bug: "to get lighter" named the tier one below, not the load the drop leaves. Fizzbang carries a full
// plate (level 6, 0/0/1: heavy) and 2 daggers (light); the card and the exports said "−1 full plate →
// medium" / "−1 harnois → intermédiaire", but without the plate he is light (RULES.md §3, §7).
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CampaignSchema, SCHEMA_VERSION } from '@shared/campaign/schema'
import { runCli } from '../cli/run-cli'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lighter-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

const line = (id: string, ref: string, quantity: number) => ({ id, ref: { source: 'catalog', id: ref }, quantity })

function campaign(language: 'en' | 'fr') {
  return CampaignSchema.parse({
    schemaVersion: SCHEMA_VERSION,
    name: 'Lighter',
    exportLanguage: language,
    options: { strengthRaisesMax: true, rounding: 'floor', coinsPerUnit: 100, customLimits: {} },
    customItems: [],
    characters: [
      {
        id: 'fizz',
        name: 'Fizzbang',
        player: '',
        strength: 10,
        size: 'M',
        wornArmor: null,
        notes: '',
        inventory: [line('l1', 'full-plate', 1), line('l2', 'dagger', 2)]
      },
      {
        // 30 potions (16/24/32: heavy) and a chest (0/1/2: medium): dropping 6 potions leaves medium
        id: 'aria',
        name: 'Aria',
        player: '',
        strength: 10,
        size: 'M',
        wornArmor: null,
        notes: '',
        inventory: [line('l3', 'potion', 30), line('l4', 'chest', 1)]
      }
    ],
    stash: [],
    ledger: []
  })
}

const WORDS = {
  en: { fizz: '−1 full plate → light', wrong: '−1 full plate → medium', aria: '−6 potions → medium' },
  fr: { fizz: '−1 harnois → légère', wrong: '−1 harnois → intermédiaire', aria: '−6 potions → intermédiaire' }
}

describe('"to get lighter" says the load the drop leaves (CLI exports)', () => {
  it.each(['en', 'fr'] as const)('party sheet and summary, Markdown (%s)', async (language) => {
    const file = join(dir, `lighter-${language}.json`)
    await writeFile(file, JSON.stringify(campaign(language)))
    const party = join(dir, `party-${language}.md`)
    const fizz = join(dir, `fizz-${language}.md`)
    const [a, b] = await Promise.all([
      runCli(['summary', file, '--format', 'md', '--out', party]),
      runCli(['summary', file, '--character', 'Fizzbang', '--format', 'md', '--out', fizz])
    ])
    expect(a).toMatchObject({ status: 0, stderr: '' })
    expect(b).toMatchObject({ status: 0, stderr: '' })
    const w = WORDS[language]
    const sheet = await readFile(party, 'utf8')
    expect(sheet).toContain(w.fizz)
    expect(sheet).not.toContain(w.wrong)
    expect(sheet).toContain(w.aria)
    const summary = await readFile(fizz, 'utf8')
    expect(summary).toContain(w.fizz)
    expect(summary).not.toContain(w.wrong)
  })
})
