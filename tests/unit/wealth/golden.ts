// Golden vectors for RULES.md §15 (issue 28), in the chess.js way: the inputs and the figures they must give,
// worked out by hand from RULES.md §14 (prices) and §15 (wealth, expected wealth, value received) and the PF1
// prices the catalog holds (longsword 15 gp, dagger 2, tent 10, trail rations 0.5, bag of holding type I
// 2,500, potion of cure light wounds 50). Never computed by the code under test.
import type { Character, Campaign } from '@shared/campaign/schema'
import type { Op } from '@shared/campaign/ops'
import { SCHEMA_VERSION } from '@shared/campaign/version'

const cat = (id: string) => ({ source: 'catalog' as const, id })

const character = (
  id: string,
  name: string,
  inventory: Character['inventory'],
  more: Partial<Character> = {}
): Character => ({
  id,
  name,
  player: '',
  strength: 14,
  size: 'M',
  wornArmor: null,
  notes: '',
  inventory,
  ...more
})

// ---- 1. wealth: coins, a +1 weapon, a bag of holding's contents, a mule's load -------------------------

/**
 * Valeros: 120 gp + 35 sp + 3 pp + 40 cp = 120 + 3.5 + 30 + 0.4 = 153.9 gp of coins; a longsword +1 = 15 + 300
 * (masterwork) + 2,000 × 1² = 2,315 gp; a bag of holding (type I) 2,500 gp holding 4 potions of cure light
 * wounds (4 × 50 = 200) and a tent (10): 153.9 + 2,315 + 2,500 + 200 + 10 = 5,178.9 gp of his own.
 * His mule carries 2 tents (20), 10 trail rations (5) and 50 gp (50) = 75 gp. Wealth: 5,178.9 + 75 = 5,253.9 gp.
 * Merisiel: a dagger, 2 gp. The stash: 500 gp and a longsword (15) = 515; the inn: a tent (10). Party fund:
 * 525 gp; two characters (the mule is no character): a share of 262.5 gp each. The cart's unowned pony carries
 * 100 gp that count for nobody.
 */
export function wealthCampaign(): Campaign {
  return {
    schemaVersion: SCHEMA_VERSION,
    name: 'Golden wealth',
    exportLanguage: 'en',
    options: { strengthRaisesMax: true, rounding: 'floor', coinsPerUnit: 100, customLimits: {} },
    characters: [
      character(
        'valeros',
        'Valeros',
        [
          { id: 'v-gp', ref: cat('coin-gp'), quantity: 120 },
          { id: 'v-sp', ref: cat('coin-sp'), quantity: 35 },
          { id: 'v-pp', ref: cat('coin-pp'), quantity: 3 },
          { id: 'v-cp', ref: cat('coin-cp'), quantity: 40 },
          { id: 'v-sword', ref: cat('longsword'), quantity: 1, enhancement: 1, magic: true },
          { id: 'v-bag', ref: cat('bag-of-holding-1'), quantity: 1 },
          { id: 'v-clw', ref: cat('potion-cure-light-wounds'), quantity: 4, in: 'v-bag' },
          { id: 'v-tent', ref: cat('tent'), quantity: 1, in: 'v-bag' }
        ],
        { level: 5 }
      ),
      character('merisiel', 'Merisiel', [{ id: 'm-dagger', ref: cat('dagger'), quantity: 1 }]),
      character(
        'mule',
        'Mule',
        [
          { id: 'u-tents', ref: cat('tent'), quantity: 2 },
          { id: 'u-rations', ref: cat('ration'), quantity: 10 },
          { id: 'u-gp', ref: cat('coin-gp'), quantity: 50 }
        ],
        { bearer: 'pack-animal', owner: 'valeros', size: 'G', quadruped: true }
      ),
      character('pony', 'Cart pony', [{ id: 'p-gp', ref: cat('coin-gp'), quantity: 100 }], {
        bearer: 'pack-animal',
        quadruped: true
      })
    ],
    stash: [
      { id: 's-gp', ref: cat('coin-gp'), quantity: 500 },
      { id: 's-sword', ref: cat('longsword'), quantity: 1 }
    ],
    places: [{ id: 'inn', name: 'The Rusty Dragon', inventory: [{ id: 'i-tent', ref: cat('tent'), quantity: 1 }] }],
    customItems: [],
    ledger: []
  }
}

export const WEALTH_GOLDEN = {
  valeros: 5253.9,
  /** His own lines and bag only (what the mule adds is 75). */
  valerosWithoutMule: 5178.9,
  merisiel: 2,
  mule: 75,
  partyFund: 525,
  fundShare: 262.5
}

// ---- 2. expected wealth by level (RULES.md §15's table) -------------------------------------------------

/** The book's table as RULES.md §15 gives it, typed from RULES.md; level 1 is the GM's starting wealth. */
export const EXPECTED_STANDARD: Record<number, number> = {
  2: 1000,
  3: 3000,
  4: 6000,
  5: 10500,
  6: 16000,
  7: 23500,
  8: 33000,
  9: 46000,
  10: 62000,
  11: 82000,
  12: 108000,
  13: 140000,
  14: 185000,
  15: 240000,
  16: 315000,
  17: 410000,
  18: 530000,
  19: 685000,
  20: 880000
}
/** Low fantasy halves the table: written out by hand. */
export const EXPECTED_LOW: Record<number, number> = {
  2: 500,
  3: 1500,
  4: 3000,
  5: 5250,
  6: 8000,
  7: 11750,
  8: 16500,
  9: 23000,
  10: 31000,
  11: 41000,
  12: 54000,
  13: 70000,
  14: 92500,
  15: 120000,
  16: 157500,
  17: 205000,
  18: 265000,
  19: 342500,
  20: 440000
}
/** High fantasy doubles it: written out by hand. */
export const EXPECTED_HIGH: Record<number, number> = {
  2: 2000,
  3: 6000,
  4: 12000,
  5: 21000,
  6: 32000,
  7: 47000,
  8: 66000,
  9: 92000,
  10: 124000,
  11: 164000,
  12: 216000,
  13: 280000,
  14: 370000,
  15: 480000,
  16: 630000,
  17: 820000,
  18: 1060000,
  19: 1370000,
  20: 1760000
}

// ---- 3. value received over three sessions, with a sale, a use and a give-back --------------------------

const AT = (h: number) => `2026-12-0${1 + Math.floor(h / 24)}T${String(h % 24).padStart(2, '0')}:00:00Z`
const stash = { type: 'stash' } as const
const V = { type: 'character', id: 'valeros' } as const
const M = { type: 'character', id: 'merisiel' } as const
const MULE = { type: 'character', id: 'mule' } as const

/** Valeros (with his mule) and Merisiel, empty-handed, nothing in the stash. */
export function receivedStart(): Campaign {
  const c = wealthCampaign()
  return {
    ...c,
    characters: c.characters.filter((ch) => ch.id !== 'pony').map((ch) => ({ ...ch, inventory: [] })),
    stash: [],
    places: []
  }
}

/**
 * Before any session: Merisiel finds a dagger (2) → Merisiel +2 (outside any session).
 * Session 1: 2 potions (100) and 300 gp into the stash (the party's: nobody received them); 1 potion stash →
 *   Valeros (+50); 150 gp stash → Merisiel (+150); a longsword +1 (2,315) found by Valeros (+2,315).
 *   Valeros 2,365, Merisiel 150; haul 100 + 300 + 2,315 = 2,715.
 * Session 2: Valeros drinks his potion (a use: 0); sells the longsword +1 at half (2,315 → 1,157.5 gp, paid to
 *   him as 115 pp 7 gp 5 sp: +1,157.5, the proceeds); Merisiel gives 50 gp to Valeros's mule (Merisiel −50,
 *   Valeros +50 through his bearer). Valeros 1,207.5 (own 1,157.5, mule 50), Merisiel −50; haul 0.
 * Session 3: Valeros gives 10 pp back to the stash (−100); Merisiel takes the other potion from the stash (+50)
 *   and changes her 100 gp into 10 pp (an exchange: 0). Valeros −100, Merisiel 50.
 * Over the three sessions: Valeros 2,365 + 1,207.5 − 100 = 3,472.5; Merisiel 150 − 50 + 50 = 150.
 * Whole campaign: Valeros 3,472.5, Merisiel 152.
 */
export const RECEIVED_OPS: Op[] = [
  { type: 'line/add', to: M, line: { id: 'm-dagger', ref: cat('dagger'), quantity: 1 }, ledgerId: 'e-0', at: AT(0) },
  { type: 'session/open', session: { id: 's1', name: 'Session 1', date: '2026-12-01' }, at: AT(1) },
  {
    type: 'line/add',
    to: stash,
    line: { id: 's-clw', ref: cat('potion-cure-light-wounds'), quantity: 2 },
    ledgerId: 'e-1',
    at: AT(2)
  },
  { type: 'line/add', to: stash, line: { id: 's-gp', ref: cat('coin-gp'), quantity: 300 }, ledgerId: 'e-2', at: AT(2) },
  {
    type: 'line/move',
    from: stash,
    to: V,
    lineId: 's-clw',
    quantity: 1,
    newLineId: 'v-clw',
    ledgerId: 'e-3',
    at: AT(3)
  },
  {
    type: 'line/move',
    from: stash,
    to: M,
    lineId: 's-gp',
    quantity: 150,
    newLineId: 'm-gp',
    ledgerId: 'e-4',
    at: AT(3)
  },
  {
    type: 'line/add',
    to: V,
    line: { id: 'v-sword', ref: cat('longsword'), quantity: 1, enhancement: 1, magic: true },
    ledgerId: 'e-5',
    at: AT(4)
  },
  { type: 'session/close', id: 's1', at: AT(5) },
  { type: 'session/open', session: { id: 's2', name: 'Session 2', date: '2026-12-02' }, at: AT(25) },
  { type: 'line/use', holder: V, lineId: 'v-clw', quantity: 1, ledgerId: 'e-6', at: AT(26) },
  {
    type: 'line/sell',
    holder: V,
    lines: [{ lineId: 'v-sword', quantity: 1 }],
    to: V,
    newLineId: 'sale',
    ledgerId: 'e-7',
    at: AT(27)
  },
  {
    type: 'line/move',
    from: M,
    to: MULE,
    lineId: 'm-gp',
    quantity: 50,
    newLineId: 'u-gp',
    ledgerId: 'e-8',
    at: AT(28)
  },
  { type: 'session/close', id: 's2', at: AT(29) },
  { type: 'session/open', session: { id: 's3', name: 'Session 3', date: '2026-12-03' }, at: AT(49) },
  {
    type: 'line/move',
    from: V,
    to: stash,
    lineId: 'sale-pp',
    quantity: 10,
    newLineId: 's-pp',
    ledgerId: 'e-9',
    at: AT(50)
  },
  {
    type: 'line/move',
    from: stash,
    to: M,
    lineId: 's-clw',
    quantity: 1,
    newLineId: 'm-clw',
    ledgerId: 'e-10',
    at: AT(51)
  },
  {
    type: 'coins/exchange',
    holder: M,
    from: 'gp',
    to: 'pp',
    quantity: 100,
    newLineId: 'x',
    ledgerId: 'e-11',
    at: AT(52)
  },
  { type: 'session/close', id: 's3', at: AT(53) }
]

export const RECEIVED_GOLDEN = {
  outsideSessions: { valeros: 0, merisiel: 2 },
  s1: { valeros: 2365, merisiel: 150 },
  s2: { valeros: 1207.5, merisiel: -50 },
  s3: { valeros: -100, merisiel: 50 },
  threeSessions: { valeros: 3472.5, merisiel: 150 },
  wholeCampaign: { valeros: 3472.5, merisiel: 152 },
  /** Session 2's report. */
  report2: {
    haulGp: 0,
    valerosOwn: 1157.5,
    valerosMule: 50,
    sold: [{ ref: 'longsword', valueGp: 2315, proceedsGp: 1157.5 }],
    used: [{ quantity: 1, valueGp: 50 }],
    spent: [] as number[]
  },
  report1HaulGp: 2715
}
