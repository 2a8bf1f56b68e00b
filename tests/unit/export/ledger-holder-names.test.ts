// Regression: the ledger screen named a removed character "?" (a removed place "(removed place)") in From and
// To, while the CSV of the same ledger said "(removed character c-ezren)": neither named them, and they
// disagreed. One namer now serves both, naming a holder that went away by the name its removal recorded.
import { describe, expect, it } from 'vitest'
import { applyBatch, newCampaign } from '@shared/campaign/apply-op'
import type { Holder, Op } from '@shared/campaign/ops'
import type { Campaign } from '@shared/campaign/schema'
import { renderLedgerCsv } from '@shared/export/csv'
import { ledgerDocument } from '@shared/export/summary'
import { messages } from '@shared/i18n/index'
import { ledgerHolderNames } from '@shared/i18n/ledger-holder'
import type { Language } from '@shared/core/language'
import { addCharacter } from '../campaign/fixtures/party'
import { parseCsv } from './helpers'

const AT = '2024-06-01T19:00:00Z'
const ezren: Holder = { type: 'character', id: 'c-ezren' }
const seoni: Holder = { type: 'character', id: 'c-seoni' }
const inn: Holder = { type: 'place', id: 'inn' }

const torches = (to: Holder, id: string): Op => ({
  type: 'line/add',
  to,
  line: { id: `l-${id}`, ref: { source: 'catalog', id: 'torch' }, quantity: 2 },
  ledgerId: id,
  at: AT
})

/** Ezren (renamed once) leaves holding torches; the inn is given up holding some; Seoni uses hers and leaves empty-handed. */
function departures(lang: Language): Campaign {
  return applyBatch(newCampaign('Départs', lang), [
    addCharacter('c-ezren', 'Ezren le jeune'),
    addCharacter('c-seoni', 'Seoni'),
    { type: 'place/add', place: { id: 'inn', name: 'Le Dragon rouillé' } },
    torches(ezren, 'g1'),
    torches(inn, 'g2'),
    torches(seoni, 'g3'),
    { type: 'character/update', id: 'c-ezren', patch: { name: 'Ezren' } },
    { type: 'line/use', holder: seoni, lineId: 'l-g3', quantity: 2, ledgerId: 'u1', at: AT },
    { type: 'character/remove', id: 'c-ezren', ledgerId: 'rc', at: AT },
    { type: 'place/remove', id: 'inn', ledgerId: 'rp', at: AT },
    { type: 'character/remove', id: 'c-seoni' }
  ])
}

const EXPECTED = {
  fr: [
    ['Hors du groupe', 'Ezren (a quitté le groupe)'],
    ['Hors du groupe', 'Le Dragon rouillé (lieu abandonné)'],
    ['Hors du groupe', 'Seoni (a quitté le groupe)'],
    ['Seoni (a quitté le groupe)', 'Hors du groupe'],
    ['Ezren (a quitté le groupe)', 'Réserve'],
    ['Le Dragon rouillé (lieu abandonné)', 'Réserve']
  ],
  en: [
    ['Outside the party', 'Ezren (left the party)'],
    ['Outside the party', 'Le Dragon rouillé (given up)'],
    ['Outside the party', 'Seoni (left the party)'],
    ['Seoni (left the party)', 'Outside the party'],
    ['Ezren (left the party)', 'Stash'],
    ['Le Dragon rouillé (given up)', 'Stash']
  ]
} as const

describe('the ledger screen named a removed character "?"', () => {
  for (const lang of ['fr', 'en'] as const) {
    it(`names a holder that went away by the name its removal recorded, an empty-handed one too (${lang})`, () => {
      const c = departures(lang)
      const name = ledgerHolderNames(c, messages(lang), lang)
      expect(c.ledger.map((e) => [name(e.from), name(e.to)])).toEqual(EXPECTED[lang])
    })

    it(`the CSV names them the same, cell for cell (${lang})`, () => {
      const c = departures(lang)
      const [, ...rows] = parseCsv(renderLedgerCsv(ledgerDocument(c)).slice(1), lang === 'fr' ? ';' : ',')
      expect(rows.map((r) => [r[3], r[4]])).toEqual(EXPECTED[lang])
    })
  }

  it('a holder back (a removal undone, a character re-added) goes by its name today', () => {
    const name = ledgerHolderNames(
      applyBatch(departures('fr'), [addCharacter('c-ezren', 'Ezren l’ancien')]),
      messages('fr'),
      'fr'
    )
    expect(name(ezren)).toBe('Ezren l’ancien')
    expect(name({ type: 'stash' })).toBe('Réserve')
  })

  // Regression: a place emptied to a character before it was removed (Remove… → move them to Aria) was named by
  // its id, "(lieu supprimé inn)", in the ledger and its CSV: its removal moved no line, so recorded no name.
  for (const lang of ['fr', 'en'] as const)
    it(`a place whose lines went to a character before it was removed is named, not "(lieu supprimé inn)" (${lang})`, () => {
      const c = applyBatch(newCampaign('Départs', lang), [
        addCharacter('c-aria', 'Aria'),
        { type: 'place/add', place: { id: 'inn', name: 'Le Dragon rouillé' } },
        torches(inn, 'g1'),
        {
          type: 'line/move',
          from: inn,
          to: { type: 'character', id: 'c-aria' },
          lineId: 'l-g1',
          quantity: 2,
          newLineId: 'l-m1',
          ledgerId: 'm1',
          at: AT
        },
        { type: 'place/remove', id: 'inn' }
      ])
      const gone = lang === 'fr' ? 'Le Dragon rouillé (lieu abandonné)' : 'Le Dragon rouillé (given up)'
      const expected = [
        [lang === 'fr' ? 'Hors du groupe' : 'Outside the party', gone],
        [gone, 'Aria']
      ]
      const name = ledgerHolderNames(c, messages(lang), lang)
      expect(c.ledger.map((e) => [name(e.from), name(e.to)])).toEqual(expected)
      const [, ...rows] = parseCsv(renderLedgerCsv(ledgerDocument(c)).slice(1), lang === 'fr' ? ';' : ',')
      expect(rows.map((r) => [r[3], r[4]])).toEqual(expected)
    })
})
