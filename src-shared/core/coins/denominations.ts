// PF1 coins (RULES.md §14): 1 pp = 10 gp = 100 sp = 1,000 cp. All arithmetic is in whole copper
// pieces so that no exchange can drift by a rounding error.

export type CoinKind = 'cp' | 'sp' | 'gp' | 'pp'

/** Dearest first. */
export const COIN_KINDS: readonly CoinKind[] = ['pp', 'gp', 'sp', 'cp']

/** Value of one coin in copper pieces. */
export const CP_PER_COIN: Readonly<Record<CoinKind, number>> = { pp: 1000, gp: 100, sp: 10, cp: 1 }

/** Coins by kind: whole, non-negative counts. */
export type Purse = Record<CoinKind, number>

export const emptyPurse = (): Purse => ({ pp: 0, gp: 0, sp: 0, cp: 0 })

/** Gp value of one coin of the kind (pp 10, gp 1, sp 0.1, cp 0.01). */
export const gpPerCoin = (kind: CoinKind): number => CP_PER_COIN[kind] / 100

/** Value of the purse in copper pieces (exact as long as it stays below 2^53 cp). */
export function purseValueCp(purse: Readonly<Purse>): number {
  return COIN_KINDS.reduce((sum, k) => sum + purse[k] * CP_PER_COIN[k], 0)
}

/** Number of coins in the purse: what the coins group of the load counts (RULES.md §4). */
export function coinCount(purse: Readonly<Purse>): number {
  return COIN_KINDS.reduce((sum, k) => sum + purse[k], 0)
}

/** Thrown on a purse or exchange that cannot be (negative or fractional coins, a fee outside 0–100 %…). */
export class CoinInputError extends Error {
  override readonly name = 'CoinInputError'
  readonly field: string
  readonly reason: 'not-a-count' | 'not-enough' | 'bad-fee' | 'same-kind'
  constructor(options: { field: string; reason: CoinInputError['reason']; message: string }) {
    super(options.message)
    this.field = options.field
    this.reason = options.reason
  }
}

export function checkPurse(purse: Readonly<Purse>, field = 'purse'): void {
  for (const k of COIN_KINDS) {
    const n = purse[k]
    if (!Number.isSafeInteger(n) || n < 0)
      throw new CoinInputError({ field: `${field}.${k}`, reason: 'not-a-count', message: `${k}: ${n} is not a count` })
  }
}

/** PF1 coin kind a line's name or kind says (English or French, word or abbreviation). */
const NAMED: readonly [RegExp, CoinKind][] = [
  [/\b(pp|pl|platinum|platine)\b/i, 'pp'],
  [/\b(gp|po|gold|or)\b/i, 'gp'],
  [/\b(sp|pa|silver|argent)\b/i, 'sp'],
  [/\b(cp|pc|copper|cuivre)\b/i, 'cp']
]

export function coinKindNamed(text: string): CoinKind | undefined {
  for (const [re, kind] of NAMED) if (re.test(text)) return kind
  return undefined
}
