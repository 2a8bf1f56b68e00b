// What the ledger's note column says for every kind of entry the ledger holds, in French and English
// (the same text on the ledger screen and in its CSV).
import { describe, expect, it } from 'vitest'
import type { LedgerEntry } from '@shared/campaign/schema'
import { messages } from '@shared/i18n/index'
import { ledgerNote } from '@shared/i18n/ledger-note'

const base: LedgerEntry = {
  id: 'e1',
  at: '2026-12-01T20:00:00.000+01:00',
  item: 'potion',
  ref: { source: 'catalog', id: 'potion' },
  quantity: 1,
  from: { type: 'character', id: 'c1' },
  to: { type: 'outside' }
}

const cases: [string, Partial<LedgerEntry>, string, string][] = [
  ['a plain move', {}, '', ''],
  ['drink 1', { action: 'use' }, 'used', 'utilisation'],
  ['−12 arrows', { action: 'use', quantity: 0, rounds: 12 }, '12 rounds spent', '12 projectiles dépensés'],
  ['one arrow', { action: 'use', quantity: 0, rounds: 1 }, '1 round spent', '1 projectile dépensé'],
  [
    'a quiver used up',
    { action: 'use', quantity: 1, rounds: 3 },
    'used · with 3 rounds',
    'utilisation · avec 3 projectiles'
  ],
  ['3 → 2', { action: 'edit' }, 'count corrected', 'quantité corrigée'],
  [
    'rounds corrected',
    { action: 'edit', quantity: 0, rounds: 10 },
    'count corrected · 10 rounds',
    'quantité corrigée · 10 projectiles'
  ],
  ['quivers moved', { quantity: 2, rounds: 1200 }, 'with 1,200 rounds', 'avec 1 200 projectiles'],
  ['rounds into a quiver', { quantity: 0, rounds: 10 }, '10 rounds', '10 projectiles'],
  [
    'a sale',
    { action: 'sell', ratePercent: 50, valueGp: 45, proceedsGp: 22.5 },
    'sold at 50 %: 22.5 gp',
    'vente à 50 % : 22,5 po'
  ],
  ['its proceeds', { action: 'sell' }, 'proceeds of a sale', 'produit d’une vente'],
  ['an exchange', { action: 'exchange', feeGp: 2 }, 'coins exchanged, fee 2 gp', 'change de pièces, commission 2 po'],
  ['a consolidation before it had its own words', { action: 'exchange' }, 'coins exchanged', 'change de pièces'],
  ['a consolidation', { action: 'consolidate' }, 'coins consolidated', 'pièces regroupées'],
  [
    'the GM’s note',
    { action: 'use', note: 'Fight at the bridge' },
    'used · Fight at the bridge',
    'utilisation · Fight at the bridge'
  ]
]

describe('ledger note', () => {
  for (const [what, patch, en, fr] of cases)
    it(`${what}: "${en}" / "${fr}"`, () => {
      const e = { ...base, ...patch } as LedgerEntry
      expect(ledgerNote(e, messages('en'), 'en').replace(/\u202f|\u00a0/g, ' ')).toBe(en)
      expect(ledgerNote(e, messages('fr'), 'fr').replace(/\u202f|\u00a0/g, ' ')).toBe(fr)
    })
})
