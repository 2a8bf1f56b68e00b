// Consolidation: the fewest coins for the same value. Coins count by number (RULES.md §4), so this
// never raises a load, and usually lowers it tenfold.
import {
  CP_PER_COIN,
  COIN_KINDS,
  checkPurse,
  coinCount,
  emptyPurse,
  purseValueCp,
  type CoinKind,
  type Purse
} from './denominations'

/**
 * The purse with the fewest coins of the same value: greedy from the dearest kind, which is optimal
 * because each rate divides the next.
 */
export function consolidate(purse: Readonly<Purse>): Purse {
  checkPurse(purse)
  let rest = purseValueCp(purse)
  const out = emptyPurse()
  for (const k of COIN_KINDS) {
    out[k] = Math.floor(rest / CP_PER_COIN[k])
    rest -= out[k] * CP_PER_COIN[k]
  }
  return out
}

/** What consolidation changes: coins of each kind before and after, and the coins saved. */
export function consolidation(purse: Readonly<Purse>): {
  after: Purse
  /** Coins fewer (≥ 0). */
  saved: number
  /** Kinds whose count changes, dearest first, with the signed difference (after − before). */
  changes: { kind: CoinKind; delta: number }[]
} {
  const after = consolidate(purse)
  return {
    after,
    saved: coinCount(purse) - coinCount(after),
    changes: COIN_KINDS.filter((k) => after[k] !== purse[k]).map((kind) => ({ kind, delta: after[kind] - purse[kind] }))
  }
}
