// Exports say what the screens say: a French party sheet and character summary name groups, reasons,
// the next threshold, the effects and the coins with the screens' own words (regressions: the PDF said
// "Armes de niveau 5" where the card names the quarterstaff, "Palier suivant" and "Tests" where the
// app says "Prochain seuil" and "Malus", and "pièces d'or" with a straight apostrophe).
import { describe, expect, it } from 'vitest'
import { CampaignSchema, SCHEMA_VERSION, type Campaign } from '@shared/campaign/schema'
import { characterToEvaluateInput } from '@shared/campaign/to-engine'
import { getCatalogEntry } from '@shared/catalog'
import { renderExport } from '@shared/export'
import { characterSummary } from '@shared/export/summary'
import { describeLoad, groupLines, groupName, wornArmorName } from '@shared/i18n/describe'
import { messages, type Language } from '@shared/i18n'
import { upperFirst } from '@shared/i18n/plural'
import { evaluate } from '@shared/rules'

function campaign(language: Language): Campaign {
  return CampaignSchema.parse({
    schemaVersion: SCHEMA_VERSION,
    name: 'Mots partagés',
    exportLanguage: language,
    options: { strengthRaisesMax: true, rounding: 'floor', coinsPerUnit: 100, customLimits: {} },
    customItems: [],
    characters: [
      {
        id: 'ayla',
        name: 'Ayla',
        player: 'Lou',
        strength: 10,
        size: 'M',
        wornArmor: null,
        notes: '',
        inventory: [
          // A quarterstaff made for a Large bearer: a level-5 weapon, so a medium load on its own.
          { id: 'a1', ref: { source: 'catalog', id: 'quarterstaff' }, quantity: 1, size: 'G' },
          { id: 'a2', ref: { source: 'catalog', id: 'coin-gp' }, quantity: 250 },
          { id: 'a3', ref: { source: 'catalog', id: 'dagger' }, quantity: 3 }
        ]
      }
    ],
    stash: [{ id: 's1', ref: { source: 'catalog', id: 'coin-sp' }, quantity: 40 }],
    ledger: []
  })
}

const text = (html: string): string =>
  html
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')

function screenWords(c: Campaign) {
  const character = c.characters[0]!
  const ev = evaluate(characterToEvaluateInput(c, character, getCatalogEntry))
  const m = messages(c.exportLanguage)
  const speech = { m, lang: c.exportLanguage, customItems: c.customItems, coinsPerUnit: c.options.coinsPerUnit }
  return {
    m,
    ev,
    load: describeLoad(character, ev, speech),
    groupNames: ev.groups.map((g) => upperFirst(groupName(g, groupLines(g, character), speech), c.exportLanguage))
  }
}

describe('exports say what the screens say', () => {
  for (const language of ['fr', 'en'] as const) {
    it(`names groups, reasons and the next threshold as the card and sheet do (${language})`, () => {
      const c = campaign(language)
      const { m, load, groupNames } = screenWords(c)
      const s = characterSummary(c, c.characters[0]!, getCatalogEntry)
      expect(s.groups.map((g) => g.label).sort()).toEqual([...groupNames].sort())
      expect(s.load.reason).toBe(load.reasons.join(m.exports.semicolon))
      expect(s.load.next).toBe(load.nearest)
      expect(s.load.label).toBe(m.tier[s.load.tier])
      for (const format of ['html', 'md'] as const) {
        const out = renderExport(c, { format, character: 'ayla' }, getCatalogEntry).text
        const words = format === 'html' ? text(out) : out
        expect(words).toContain(m.reason.nearestLabel)
        expect(words).toContain(m.effects.check)
        for (const reason of load.reasons) expect(words).toContain(reason)
      }
    })
  }

  it('in French: the quarterstaff named, "Prochain seuil", "Malus", and typographic apostrophes', () => {
    const c = campaign('fr')
    for (const [format, who] of [
      ['html', 'ayla'],
      ['md', 'ayla'],
      ['html', undefined],
      ['md', undefined]
    ] as const) {
      const out = renderExport(c, { format, ...(who ? { character: who } : {}) }, getCatalogEntry).text
      const words = format === 'html' ? text(out) : out
      expect(words).toContain('1 bâton → intermédiaire')
      expect(words).not.toContain('Armes de niveau 5')
      expect(words).not.toContain('Palier suivant')
      expect(words).not.toMatch(/\bTests\b/)
      expect(words).toContain('Malus')
      expect(words).toMatch(/prochain seuil/i)
      expect(words).not.toMatch(/[a-zà-ÿ]'[a-zà-ÿ]/i)
    }
    const summary = text(renderExport(c, { format: 'html', character: 'ayla' }, getCatalogEntry).text)
    expect(summary).toContain('pièces d’or')
  })

  // Regression: the card names worn armour from the catalog in the UI's language ('Cotte de mailles'),
  // while the summaries wrote the name stored when it was put on ('Chainmail').
  for (const language of ['fr', 'en'] as const) {
    it(`names worn armour as the card does (${language})`, () => {
      const c = campaign(language)
      const ayla = c.characters[0]!
      ayla.wornArmor = { name: 'Chainmail', category: 'medium', ref: { source: 'catalog', id: 'chainmail' } }
      const m = messages(language)
      const speech = { m, lang: language, customItems: c.customItems, coinsPerUnit: c.options.coinsPerUnit }
      const card = wornArmorName(ayla, speech)
      expect(card).toBe(language === 'fr' ? 'Cotte de mailles' : 'Chainmail')
      expect(characterSummary(c, ayla, getCatalogEntry).wornArmor?.name).toBe(card)
      for (const format of ['html', 'md'] as const)
        for (const who of ['ayla', undefined]) {
          const out = renderExport(c, { format, ...(who ? { character: who } : {}) }, getCatalogEntry).text
          const words = format === 'html' ? text(out) : out
          expect(words).toContain(card)
          if (language === 'fr') expect(words).not.toContain('Chainmail')
        }
    })
  }
})
