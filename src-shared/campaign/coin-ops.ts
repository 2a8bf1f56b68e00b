// The Ops of coins and selling (RULES.md §14): exchange, consolidation, sale. All sums are in whole copper
// pieces (BigInt where a sale's value can pass 2^53 cp), so no value appears or vanishes but the
// money-changer's fee and the sale's rate.
//
// A holder's purse is its *plain* coin lines: catalog coins (coin-cp…coin-pp), not inside a container,
// without a value of their own (a line of old coins valued by the GM is an item, not money). Coins
// leave those lines from the last one up (a line emptied is removed) and arrive in the first plain line
// of their kind (a line identical but for its quantity), else as a new line `${newLineId}-<kind>`.
import { getCatalogEntry } from '../catalog'
import {
  CoinInputError,
  COIN_KINDS,
  CP_PER_COIN,
  consolidate,
  emptyPurse,
  exchange,
  type CoinKind,
  type Purse
} from '../core/coins'
import type { CampaignDraft, LinesDraft } from './draft'
import { OpError } from './op-error'
import {
  addMerged,
  emptyOut,
  keptPart,
  ledgerBagOf,
  ledgerEntry,
  lineSlot,
  linesOf,
  splitRounds,
  withBags
} from './op-helpers'
import type { Holder, Op, OpPayload } from './ops'
import type { InventoryLine, LedgerEntry } from './schema'
import { resolveRef, type ResolvedItem } from './to-engine'
import { partValueGp } from '../catalog/price'

type CoinOp = Extract<Op, { type: 'coins/exchange' | 'coins/consolidate' | 'line/sell' }>

const OUTSIDE = { type: 'outside' } as const

/** The coin kind of a plain coin line (money the holder can change), else undefined. */
export function plainCoinKind(line: InventoryLine): CoinKind | undefined {
  if (line.ref.source !== 'catalog' || line.valueGp !== undefined || line.in !== undefined) return undefined
  return getCatalogEntry(line.ref.id)?.coin
}

export const coinRef = (kind: CoinKind) => ({ source: 'catalog', id: `coin-${kind}` }) as const

/** The plain coins of a list of lines, by kind. */
export function purseOf(lines: Iterable<InventoryLine>): Purse {
  const purse = emptyPurse()
  for (const l of lines) {
    const k = plainCoinKind(l)
    if (k) purse[k] += l.quantity
  }
  return purse
}

/** Takes `count` coins of `kind` from the holder's plain lines, last line first. */
function takeCoins(lines: LinesDraft, kind: CoinKind, count: number): void {
  const slots = [...lines.live()].filter((l) => plainCoinKind(l) === kind).map((l) => lines.slotOf(l.id))
  let rest = count
  for (const slot of slots.reverse()) {
    if (rest === 0) break
    const line = lines.at(slot)
    const n = Math.min(rest, line.quantity)
    rest -= n
    if (n === line.quantity) lines.remove(slot)
    else lines.set(slot, { ...line, quantity: line.quantity - n })
  }
}

/** Refuses before any write when coins of `kinds` would need a new line whose id is taken. */
function checkNewCoinIds(d: CampaignDraft, lines: LinesDraft, kinds: readonly CoinKind[], newLineId: string): void {
  for (const k of kinds) {
    const id = `${newLineId}-${k}`
    if (lines.firstLike({ id, ref: coinRef(k), quantity: 1 }) < 0 && d.lineIdTaken(id))
      throw new OpError('conflict', `line ${id} already exists`, { why: { reason: 'id-taken', params: { id } } })
  }
}

/** Adds `count` coins of `kind`: into the first plain line of the kind, else as a new line (checked free). */
function giveCoins(lines: LinesDraft, kind: CoinKind, count: number, newLineId: string): void {
  const line: InventoryLine = { id: `${newLineId}-${kind}`, ref: coinRef(kind), quantity: count }
  addMerged(lines, lines.firstLike(line), line)
}

function coinEntry(
  d: CampaignDraft,
  id: string,
  at: string,
  kind: CoinKind,
  quantity: number,
  from: LedgerEntry['from'],
  to: LedgerEntry['to']
): LedgerEntry {
  return ledgerEntry(id, at, d, { id, ref: coinRef(kind), quantity }, quantity, undefined, from, to)
}

/**
 * Turns the holder's purse into `target` (same value, or less by a fee), writing one entry per kind whose
 * count changes (`action`: an exchange or a consolidation): coins given first, then coins received.
 */
function setPurse(
  d: CampaignDraft,
  holder: Holder,
  lines: LinesDraft,
  target: Purse,
  op: { newLineId: string; ledgerId: string; at: string; note?: string | undefined },
  action: 'exchange' | 'consolidate',
  feeCp = 0
): void {
  const before = purseOf(lines.live())
  const given = COIN_KINDS.filter((k) => target[k] < before[k])
  const received = COIN_KINDS.filter((k) => target[k] > before[k])
  checkNewCoinIds(d, lines, received, op.newLineId)
  const entries: LedgerEntry[] = []
  for (const k of given) {
    takeCoins(lines, k, before[k] - target[k])
    entries.push(coinEntry(d, '', op.at, k, before[k] - target[k], holder, OUTSIDE))
  }
  for (const k of received) {
    giveCoins(lines, k, target[k] - before[k], op.newLineId)
    entries.push(coinEntry(d, '', op.at, k, target[k] - before[k], OUTSIDE, holder))
  }
  entries.forEach((e, i) => {
    e.id = i === 0 ? op.ledgerId : `${op.ledgerId}-${i + 1}`
    e.action = action
    if (op.note !== undefined) e.note = op.note
    if (i === 0 && feeCp > 0) e.feeGp = feeCp / 100
    d.ledger.push(e)
  })
}

function exchangeCoins(d: CampaignDraft, op: OpPayload<'coins/exchange'>): void {
  const lines = linesOf(d, op.holder)
  const purse = purseOf(lines.live())
  if (op.from === op.to)
    throw new OpError('invalid', `cannot exchange ${op.from} for ${op.to}`, { why: { reason: 'same-kind' } })
  if (purse[op.from] === 0)
    throw new OpError('invalid', `no plain ${op.from} coins to exchange`, {
      why: {
        reason: 'no-coins',
        params: { kind: op.from }
      }
    })
  let result
  try {
    result = exchange(purse, {
      from: op.from,
      to: op.to,
      ...(op.quantity !== undefined ? { quantity: op.quantity } : {}),
      ...(op.feePercent !== undefined ? { feePercent: op.feePercent } : {})
    })
  } catch (e) {
    if (e instanceof CoinInputError && e.reason === 'not-enough')
      throw new OpError('invalid', e.message, {
        why: {
          reason: 'not-enough',
          params: { quantity: op.quantity ?? 0, holds: purse[op.from] }
        }
      })
    throw e
  }
  if (result.received === 0)
    throw new OpError(
      'invalid',
      `${op.quantity ?? purse[op.from]} ${op.from} do not make one ${op.to}${op.feePercent ? ` after a ${op.feePercent} % fee` : ''}`,
      { why: { reason: 'exchange-too-small', params: { from: op.from, to: op.to } } }
    )
  setPurse(d, op.holder, lines, result.purse, op, 'exchange', result.feeCp)
}

/** Sale rate of a line in basis points (1/100 %): the sale's own rate, else full or half value. */
function saleRateBp(full: boolean, ratePercent: number | undefined): bigint {
  if (ratePercent !== undefined) return BigInt(Math.round(ratePercent * 100))
  return full ? 10_000n : 5_000n
}

/** Trade goods, gems, art objects and coins sell at full value (RULES.md §14); anything else at half. */
export function sellsAtFullValue(line: Pick<InventoryLine, 'fullValue'>, item: ResolvedItem | undefined): boolean {
  if (line.fullValue) return true
  if (!item) return false
  if (item.type === 'coins') return true
  return item.source === 'catalog' && (FULL_VALUE_IDS.has(item.id) || item.id.startsWith('trade-'))
}
const FULL_VALUE_IDS = new Set(['gem', 'jewel', 'art-object'])

/**
 * What selling `quantity` units of a line fetches, in cp, and its full value in cp (RULES.md §14, the one
 * value function of ../catalog/price: masterwork, +N and the rounds that go with the containers sold);
 * `priced` is false when nothing about it has a value.
 */
export function saleOf(
  line: InventoryLine,
  quantity: number,
  item: ResolvedItem | undefined,
  ratePercent: number | undefined
): { valueCp: bigint; proceedsCp: bigint; ratePercent: number; priced: boolean } {
  const rounds = splitRounds(line, quantity).moved ?? 0
  // per unit in BigInt where it can be (a sale's value can pass 2^53 cp); with rounds, the part as a whole
  const value = rounds > 0 ? partValueGp(line, item, quantity, rounds) : partValueGp(line, item, 1, 0)
  const cp = BigInt(Math.round((value ?? 0) * 100))
  const valueCp = rounds > 0 ? cp : cp * BigInt(quantity)
  const bp = saleRateBp(sellsAtFullValue(line, item), ratePercent)
  return { valueCp, proceedsCp: (valueCp * bp) / 10_000n, ratePercent: Number(bp) / 100, priced: value !== null }
}

const gpOf = (cp: bigint): number => Number(cp) / 100

/** The fewest coins worth `cp`. */
export function coinsWorth(cp: bigint): Purse {
  const out = emptyPurse()
  let rest = cp
  for (const k of COIN_KINDS) {
    const rate = BigInt(CP_PER_COIN[k])
    out[k] = Number(rest / rate)
    rest %= rate
  }
  return out
}

function sell(d: CampaignDraft, op: OpPayload<'line/sell'>): void {
  const lines = linesOf(d, op.holder)
  const to = op.to ?? { type: 'stash' as const }
  const toLines = linesOf(d, to)
  const seen = new Set<string>()
  const sold = op.lines.map(({ lineId, quantity }) => {
    if (seen.has(lineId))
      throw new OpError('invalid', `line ${lineId} is sold twice in one sale`, {
        why: {
          reason: 'sold-twice',
          params: { id: lineId }
        }
      })
    seen.add(lineId)
    const line = lines.at(lineSlot(d, lines, op.holder, lineId))
    if (quantity > line.quantity)
      throw new OpError('invalid', `cannot sell ${quantity} of line ${line.id}: it holds ${line.quantity}`, {
        why: {
          reason: 'not-enough',
          params: { quantity, holds: line.quantity }
        }
      })
    const item = resolveRef(line.ref, getCatalogEntry, d.customItems)
    // the bag it sells from (RULES.md §10), named before any write: a bag sold in the same sale empties first
    const fromBag = ledgerBagOf(d, lines, line.in)
    return { line, quantity, fromBag, ...saleOf(line, quantity, item, op.ratePercent) }
  })
  const totalCp = sold.reduce((sum, s) => sum + s.proceedsCp, 0n)
  const proceeds = coinsWorth(totalCp)
  const kinds = COIN_KINDS.filter((k) => proceeds[k] > 0)
  checkNewCoinIds(d, toLines, kinds, op.newLineId)
  // every check done: write
  sold.forEach((s, i) => {
    const slot = lines.slotOf(s.line.id)
    const r = splitRounds(s.line, s.quantity)
    if (s.quantity === s.line.quantity) {
      lines.remove(slot)
      // a bag sold leaves its contents with the holder, loose
      emptyOut(d, lines, s.line)
    } else lines.set(slot, keptPart(lines.at(slot), s.quantity, r.kept)) // as it is now: its bag may have sold before it
    const entry = withBags(
      ledgerEntry(`${op.ledgerId}-s${i + 1}`, op.at, d, s.line, s.quantity, r.moved, op.holder, OUTSIDE, 'sell'),
      { fromBag: s.fromBag }
    )
    entry.ratePercent = s.ratePercent
    entry.valueGp = gpOf(s.valueCp)
    entry.proceedsGp = gpOf(s.proceedsCp)
    if (op.note !== undefined) entry.note = op.note
    d.ledger.push(entry)
  })
  kinds.forEach((k, i) => {
    giveCoins(toLines, k, proceeds[k], op.newLineId)
    const entry = coinEntry(d, `${op.ledgerId}-p${i + 1}`, op.at, k, proceeds[k], OUTSIDE, to)
    entry.action = 'sell'
    if (op.note !== undefined) entry.note = op.note
    d.ledger.push(entry)
  })
}

/** Applies a coin or sale Op to the draft; every check comes before the first write. */
export function applyCoinOp(d: CampaignDraft, op: CoinOp): void {
  switch (op.type) {
    case 'coins/exchange':
      return exchangeCoins(d, op)
    case 'coins/consolidate': {
      const lines = linesOf(d, op.holder)
      setPurse(d, op.holder, lines, consolidate(purseOf(lines.live())), op, 'consolidate')
      return
    }
    case 'line/sell':
      return sell(d, op)
  }
}
