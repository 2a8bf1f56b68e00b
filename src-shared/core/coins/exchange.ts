// Changing money (RULES.md §14): exact, never creating value; a money-changer's fee is the only loss,
// and coins that cannot be changed into whole coins of the other kind stay where they are.
import { CoinInputError, CP_PER_COIN, checkPurse, type CoinKind, type Purse } from './denominations'

export interface ExchangeRequest {
  from: CoinKind
  to: CoinKind
  /** Coins of `from` offered (default: all of them). */
  quantity?: number
  /** Money-changer's fee in percent of the value offered, 0–100, to 1/100 of a percent (default 0). */
  feePercent?: number
}

export interface ExchangeResult {
  purse: Purse
  /** Coins of `from` actually handed over (the rest of the offer stays). */
  given: number
  /** Coins of `to` received. */
  received: number
  /** Value the changer kept, in cp: the fee plus what the fee's rounding left in his hands. */
  feeCp: number
}

/** Fee in basis points (1/100 %), checked. */
export function feeBasisPoints(feePercent: number | undefined, field = 'feePercent'): number {
  const fee = feePercent ?? 0
  if (!Number.isFinite(fee) || fee < 0 || fee > 100)
    throw new CoinInputError({ field, reason: 'bad-fee', message: `fee ${fee} % is not between 0 and 100` })
  return Math.round(fee * 100)
}

/**
 * Exchanges coins of one kind for another. The changer gives the most whole coins of `to` that the
 * offer is worth after the fee, and takes only the fewest coins of `from` that pay for them.
 */
export function exchange(purse: Readonly<Purse>, request: ExchangeRequest): ExchangeResult {
  checkPurse(purse)
  const { from, to } = request
  if (from === to)
    throw new CoinInputError({ field: 'to', reason: 'same-kind', message: `cannot exchange ${from} for ${to}` })
  const offered = request.quantity ?? purse[from]
  if (!Number.isSafeInteger(offered) || offered < 0)
    throw new CoinInputError({ field: 'quantity', reason: 'not-a-count', message: `${offered} is not a count` })
  if (offered > purse[from])
    throw new CoinInputError({
      field: 'quantity',
      reason: 'not-enough',
      message: `${offered} ${from} offered, ${purse[from]} held`
    })
  const keep = BigInt(10_000 - feeBasisPoints(request.feePercent))
  const rateFrom = BigInt(CP_PER_COIN[from])
  const rateTo = BigInt(CP_PER_COIN[to])
  // received = floor(offered × rateFrom × keep / (10,000 × rateTo)); given = the fewest coins worth it.
  const received = (BigInt(offered) * rateFrom * keep) / (10_000n * rateTo)
  const cost = received * rateTo * 10_000n
  const per = rateFrom * keep
  const given = received === 0n ? 0n : (cost + per - 1n) / per
  const out: Purse = { ...purse }
  out[from] -= Number(given)
  out[to] += Number(received)
  return {
    purse: out,
    given: Number(given),
    received: Number(received),
    feeCp: Number(given * rateFrom - received * rateTo)
  }
}
