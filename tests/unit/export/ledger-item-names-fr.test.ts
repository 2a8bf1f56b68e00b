// Regression: a French ledger named a ruby 'Ruby': a transfer recorded only the line's English name (or a
// custom item's), so the ledger screen and its CSV showed it in English. Transfers now record the French
// name too when it differs, and both read it through one namer (ledger-item.ts).
import { describe, expect, it } from 'vitest'
import { applyBatch, newCampaign } from '@shared/campaign/apply-op'
import type { Holder } from '@shared/campaign/ops'
import type { Campaign } from '@shared/campaign/schema'
import { renderLedgerCsv } from '@shared/export/csv'
import { ledgerDocument } from '@shared/export/summary'
import { getCatalogEntry } from '@shared/catalog'
import { ledgerItemName } from '@shared/i18n/ledger-item'
import type { Language } from '@shared/core/language'
import { parseCsv } from './helpers'

const AT = '2024-06-01T19:00:00Z'
const stash: Holder = { type: 'stash' }

/** A ruby named in both languages, a custom idol with a French name, one named in English only, a longsword. */
function treasure(lang: Language): Campaign {
  return applyBatch(newCampaign('Trésor', lang), [
    {
      type: 'customItem/add',
      item: { id: 'idol', name: 'Golden idol', nameFr: 'Idole d’or', type: 'gear', level: 2 }
    },
    {
      type: 'line/add',
      to: stash,
      line: { id: 'l1', ref: { source: 'catalog', id: 'potion' }, quantity: 1, name: 'Ruby', nameFr: 'Rubis' },
      ledgerId: 'g1',
      at: AT
    },
    {
      type: 'line/add',
      to: stash,
      line: { id: 'l2', ref: { source: 'custom', id: 'idol' }, quantity: 1 },
      ledgerId: 'g2',
      at: AT
    },
    {
      type: 'line/add',
      to: stash,
      line: { id: 'l3', ref: { source: 'catalog', id: 'potion' }, quantity: 1, name: 'Black pearl' },
      ledgerId: 'g3',
      at: AT
    },
    {
      type: 'line/add',
      to: stash,
      line: { id: 'l4', ref: { source: 'catalog', id: 'longsword' }, quantity: 2 },
      ledgerId: 'g4',
      at: AT
    }
  ])
}

const EXPECTED = {
  fr: ['Rubis', 'Idole d’or', 'Black pearl', 'Épée longue'],
  en: ['Ruby', 'Golden idol', 'Black pearl', 'Longsword']
} as const

describe('a French ledger named a ruby "Ruby"', () => {
  for (const lang of ['fr', 'en'] as const) {
    it(`the ledger screen and its CSV name each item in the campaign's language (${lang})`, () => {
      const c = treasure(lang)
      const screen = c.ledger.map((e) =>
        ledgerItemName(e, lang, () => (e.ref.source === 'catalog' ? getCatalogEntry(e.ref.id)?.[lang] : undefined))
      )
      expect(screen).toEqual(EXPECTED[lang])
      const csv = renderLedgerCsv(ledgerDocument(c, { lookup: getCatalogEntry }))
      const [, ...rows] = parseCsv(csv.slice(1), lang === 'fr' ? ';' : ',')
      expect(rows.map((r) => r[1])).toEqual(EXPECTED[lang])
    })
  }

  it('records the French name only where it differs, and an older entry keeps the name it recorded', () => {
    const c = treasure('fr')
    expect(c.ledger.map((e) => [e.item, e.itemFr])).toEqual([
      ['Ruby', 'Rubis'],
      ['Golden idol', 'Idole d’or'],
      ['Black pearl', undefined],
      ['longsword', undefined]
    ])
    const { itemFr: _, ...older } = c.ledger[0]!
    expect(ledgerItemName(older, 'fr', () => 'Potion')).toBe('Ruby')
  })
})
