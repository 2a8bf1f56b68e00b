// Issue 25 items 3–4: prices as PF1 sets them (RULES.md §14), through the doors the screens, the sale and
// the split use: the line's value (lineValue: rows, stash, places, split preview), a sale (applyOp
// line/sell) and the split's input. The golden figures are worked out by hand from RULES.md §14's text
// and the PF1 Core Rulebook's base prices, not from the code:
//   studded leather 25 gp; +1 → 25 + 150 + 1,000 × 1² = 1,175          (RULES.md's own example)
//   longsword 15 gp; +2 → 15 + 300 + 2,000 × 2² = 8,315                 (RULES.md's own example)
//   one +1 arrow → 0.05 + 6 + 40 × 1² = 46.05                           (RULES.md's own example)
//   masterwork longsword 15 + 300 = 315; masterwork studded leather 25 + 150 = 175
//   heavy steel shield 20 gp; +1 → 20 + 150 + 1,000 = 1,170; +2 → 20 + 150 + 4,000 = 4,170
//   full plate 1,500 gp; +3 → 1,500 + 150 + 9,000 = 10,650
//   longsword +5 → 15 + 300 + 50,000 = 50,315
//   80 arrows (two quivers) → 80 / 20 = 4 gp; 20 bolts → 20 / 10 = 2 gp; 10 sling bullets → 1 sp = 0.1 gp
//   50 masterwork arrows → 50 × (0.05 + 6) = 302.5 gp; 20 +2 bolts → 20 × (0.1 + 6 + 160) = 3,322 gp
import { describe, expect, it } from 'vitest'
import { applyOp, newCampaign } from '@shared/campaign/apply-op'
import type { Holder } from '@shared/campaign/ops'
import type { Campaign, InventoryLine } from '@shared/campaign/schema'
import { lineName, lineValue } from '@shared/campaign'
import { line } from '../campaign/fixtures/party'

const AT = '2026-12-01T20:00:00Z'
const stash: Holder = { type: 'stash' }

const GOLDEN: [string, string, number, Partial<InventoryLine>, number][] = [
  ['studded leather +1', 'studded-leather', 1, { enhancement: 1 }, 1175],
  ['longsword +2', 'longsword', 1, { enhancement: 2 }, 8315],
  ['masterwork longsword', 'longsword', 1, { masterwork: true }, 315],
  ['masterwork studded leather', 'studded-leather', 1, { masterwork: true }, 175],
  ['heavy steel shield +1', 'heavy-steel-shield', 1, { enhancement: 1 }, 1170],
  ['two heavy steel shields +2', 'heavy-steel-shield', 2, { enhancement: 2 }, 8340],
  ['full plate +3', 'full-plate', 1, { enhancement: 3 }, 10650],
  ['longsword +5', 'longsword', 1, { enhancement: 5 }, 50315],
  ['plain longsword', 'longsword', 3, {}, 45],
  ['one +1 arrow', 'quiver-arrows', 1, { rounds: 1, enhancement: 1 }, 46.05],
  ['80 arrows in two quivers', 'quiver-arrows', 2, { rounds: 80 }, 4],
  ['20 bolts', 'quiver-bolts', 1, { rounds: 20 }, 2],
  ['10 sling bullets', 'bag-sling-bullets', 1, { rounds: 10 }, 0.1],
  ['50 masterwork arrows', 'quiver-arrows', 1, { rounds: 50, masterwork: true }, 302.5],
  ['20 +2 bolts', 'quiver-bolts', 1, { rounds: 20, enhancement: 2 }, 3322],
  // a GM's own value always wins, whatever the bonus
  ['a GM-valued longsword +1', 'longsword', 2, { enhancement: 1, valueGp: 500 }, 1000]
]

describe('a line is worth what RULES.md §14 says', () => {
  for (const [what, ref, quantity, extra, gp] of GOLDEN)
    it(what, () => {
      expect(lineValue(line('l', ref, quantity, extra), [])).toBe(gp)
    })

  it('a bonus on a wand or a ring changes nothing: the catalog’s price', () => {
    expect(lineValue(line('l', 'wand-magic-missile', 1, { enhancement: 1 }), [])).toBe(750)
  })

  it('a custom weapon and a custom quiver price the same way', () => {
    const items = [
      { id: 'x-blade', name: 'Old blade', type: 'weapon' as const, level: 3 as const, priceGp: 10 },
      { id: 'x-quiver', name: 'Elven quiver', type: 'ammo' as const, level: 3 as const, container: 'arrows' as const }
    ]
    expect(lineValue({ id: 'a', ref: { source: 'custom', id: 'x-blade' }, quantity: 1, enhancement: 1 }, items)).toBe(
      2310
    )
    expect(lineValue({ id: 'b', ref: { source: 'custom', id: 'x-quiver' }, quantity: 2, rounds: 60 }, items)).toBe(3)
  })
})

function withStash(lines: InventoryLine[]): Campaign {
  const c = newCampaign('Evening', 'fr')
  c.stash = lines
  return c
}

describe('a sale counts the same value (RULES.md §14: half, or the rate the GM sets)', () => {
  it('20 bolts fetch 1 gp at half value and 2 gp at full value', () => {
    for (const [rate, proceeds] of [
      [undefined, 1],
      [100, 2]
    ] as const) {
      const after = applyOp(withStash([line('l-bolts', 'quiver-bolts', 1, { rounds: 20 })]), {
        type: 'line/sell',
        holder: stash,
        lines: [{ lineId: 'l-bolts', quantity: 1 }],
        newLineId: 'sale',
        ledgerId: 'g',
        at: AT,
        ...(rate !== undefined ? { ratePercent: rate } : {})
      })
      const sold = after.ledger.find((e) => e.action === 'sell')!
      expect([sold.valueGp, sold.proceedsGp]).toEqual([2, proceeds])
    }
  })

  it('studded leather +1 sells for half of 1,175 gp; a masterwork longsword for half of 315', () => {
    const after = applyOp(
      withStash([
        line('l-armour', 'studded-leather', 1, { enhancement: 1, magic: true }),
        line('l-sword', 'longsword', 1, { masterwork: true })
      ]),
      {
        type: 'line/sell',
        holder: stash,
        lines: [
          { lineId: 'l-armour', quantity: 1 },
          { lineId: 'l-sword', quantity: 1 }
        ],
        newLineId: 'sale',
        ledgerId: 'g',
        at: AT
      }
    )
    expect(
      after.ledger
        .filter((e) => e.action === 'sell' && e.proceedsGp !== undefined)
        .map((e) => [e.valueGp, e.proceedsGp])
    ).toEqual([
      [1175, 587.5],
      [315, 157.5]
    ])
  })

  it('one of two quivers sold takes half the arrows and their value', () => {
    const after = applyOp(withStash([line('l-q', 'quiver-arrows', 2, { rounds: 80 })]), {
      type: 'line/sell',
      holder: stash,
      lines: [{ lineId: 'l-q', quantity: 1 }],
      newLineId: 'sale',
      ledgerId: 'g',
      at: AT,
      ratePercent: 100
    })
    expect(after.ledger.find((e) => e.action === 'sell')?.valueGp).toBe(2)
  })
})

describe('the name a line shows says its bonus or masterwork, in the language (RULES.md §14)', () => {
  const cases: [string, Partial<InventoryLine>, string, string][] = [
    ['studded-leather', { enhancement: 1 }, 'Armure de cuir cloutée +1', 'Studded leather +1'],
    ['longsword', { masterwork: true }, 'Épée longue de maître', 'Masterwork longsword'],
    ['longsword', { masterwork: true, enhancement: 2 }, 'Épée longue +2', 'Longsword +2'],
    ['quiver-arrows', { masterwork: true, rounds: 20 }, 'Carquois de flèches de maître', 'Quiver of masterwork arrows'],
    ['heavy-steel-shield', { enhancement: 1 }, 'Écu d’acier +1', 'Heavy steel shield +1'],
    // anything but a weapon, an armour or ammunition keeps its name; the GM's own name always wins
    ['wand-magic-missile', { enhancement: 1 }, 'Baguette de projectile magique', 'Wand of magic missile'],
    ['longsword', { enhancement: 1, name: 'Glamdring', nameFr: 'Glamdring' }, 'Glamdring', 'Glamdring']
  ]
  for (const [ref, extra, fr, en] of cases)
    it(`${ref} ${JSON.stringify(extra)}`, () => {
      expect(lineName(line('l', ref, 1, extra), [], 'fr')).toBe(fr)
      expect(lineName(line('l', ref, 1, extra), [], 'en')).toBe(en)
    })
})
