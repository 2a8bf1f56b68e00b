// From an allocation (flow units per line and participant) to the SplitResult: pieces with quantity
// and rounds, final loads by the engine itself, a reason for every line, and the objective-4 figures.
import { evaluate } from '../rules'
import type { EngineItem, Tier } from '../rules'
import type { Allocation, ResolvedClaim } from './assign'
import { binTakes } from './bins'
import { contentsCarried } from './bundles'
import { engineItemOf, givenItem } from './engine-item'
import { binKey, containerCapacity, shareValues, type SplitModel } from './model'
import type { SplitAssignment, SplitCampaign, SplitLeft, SplitLootLine, SplitResult, SplitStats } from './types'
import { spreadOf } from './fair'
import { why, type Why, type WhyParams } from './why'

const TIERS: readonly Tier[] = ['light', 'medium', 'heavy', 'over']

/**
 * A piece of `units` flow units starting at unit `start` of a line. Ammunition with rounds deals its
 * units in order: unit k holds a container when k < quantity and min(capacity, rounds left) rounds, so
 * every piece counts exactly its units.
 */
export function pieceOf(line: SplitLootLine, start: number, units: number): { quantity: number; rounds?: number } {
  if (line.type !== 'ammo' || line.rounds === undefined) return { quantity: units }
  const cap = containerCapacity(line)
  const quantity = Math.max(0, Math.min(start + units, line.quantity) - start)
  const rounds = Math.max(0, Math.min(line.rounds - start * cap, units * cap))
  return { quantity, rounds }
}

/** Figures used to rank candidate allocations (objective 4, in the order). */
export interface Score {
  claimedUnits: number
  /** Gp carried by the bearers: what stays is the least valuable that can stay. */
  carriedValue: number
  /** Gp of it in shares: a bearer carrying for the party takes value only when nobody else can. */
  sharedValue: number
  spread: number
  sizeUnits: number
  moves: number
}

export function scoreOf(model: SplitModel, a: Allocation, claims: readonly ResolvedClaim[]): Score {
  let claimedUnits = 0
  for (const [line, who, units] of claimTotals(claims)) claimedUnits += Math.min(units, a.given[line]!.get(who) ?? 0)
  let sizeUnits = 0
  let moves = 0
  let carriedValue = 0
  let sharedValue = 0
  a.given.forEach((per, l) => {
    const lm = model.lines[l]!
    for (const [who, units] of per) {
      const bm = model.bearers[who]!
      if (bm.fund) continue
      moves++
      carriedValue += units * lm.unitValue
      if (model.shareOf[who]! >= 0) sharedValue += units * lm.unitValue
      if (lm.madeFor && lm.madeFor === bm.size) sizeUnits += units
    }
  })
  return { claimedUnits, carriedValue, sharedValue, spread: spreadOf(model, a.value), sizeUnits, moves }
}

/** Negative when x is better. */
export function compareScores(x: Score, y: Score): number {
  return (
    y.claimedUnits - x.claimedUnits ||
    Math.round((y.carriedValue - x.carriedValue) * 1e4) ||
    Math.round((y.sharedValue - x.sharedValue) * 1e4) ||
    Math.round((x.spread - y.spread) * 1e4) ||
    y.sizeUnits - x.sizeUnits ||
    x.moves - y.moves
  )
}

function claimTotals(claims: readonly ResolvedClaim[]): [number, number, number][] {
  const m = new Map<string, [number, number, number]>()
  for (const c of claims) {
    const key = `${c.line}|${c.who}`
    const t = m.get(key)
    if (t) t[2] += c.units
    else m.set(key, [c.line, c.who, c.units])
  }
  return [...m.values()]
}

/** What one participant gets of one line (flow units, and the line's quantity and rounds for them). */
export interface Piece {
  line: number
  who: number
  units: number
  quantity: number
  rounds?: number
}
export type LeftPiece = Omit<Piece, 'who'>

/** An allocation as pieces, in line order: recipients by participant order, then what is left. */
export function piecesOf(model: SplitModel, a: Allocation): { pieces: Piece[]; left: LeftPiece[] } {
  const pieces: Piece[] = []
  const left: LeftPiece[] = []
  for (const lm of model.lines) {
    let start = 0
    const per = a.given[lm.index]!
    for (const bm of model.bearers) {
      const units = per.get(bm.index) ?? 0
      if (units <= 0) continue
      pieces.push({ line: lm.index, who: bm.index, units, ...pieceOf(lm.line, start, units) })
      start += units
    }
    const rest = a.left[lm.index]!
    if (rest > 0) left.push({ line: lm.index, units: rest, ...pieceOf(lm.line, start, rest) })
  }
  return { pieces, left }
}

export interface ResultContext {
  model: SplitModel
  pieces: Piece[]
  left: LeftPiece[]
  /** Claims for active bearers and for funds (units), in input order. */
  claims: ResolvedClaim[]
  /** Claims in the input (those for a participant already over are never honoured). */
  claimCount: number
  /** The equal share of the value each fund was meant to get (gp). */
  fundShare: number
  examined: number
  optimal: number
  /** The optimizer's lower bound on the spread (exact: the spread is the least possible); null for a review. */
  spreadBound: { gp: number; exact: boolean } | null
  /** Balance over the campaign: whether the campaign spread is the least under the split's loads. */
  campaignLeast?: boolean
}

export function buildResult(ctx: ResultContext): SplitResult {
  const { model, pieces, left: leftPieces } = ctx
  const lootItems = model.lines.map((lm) => engineItemOf(lm.line))

  // Final inventories and loads, by the engine.
  const added = model.bearers.map(() => [] as EngineItem[])
  for (const p of pieces) {
    added[p.who]!.push(givenItem(lootItems[p.line]!, p))
    // a bag of the loot brings what it holds, which counts when the house rule says so (RULES.md §10)
    if (p.quantity > 0) added[p.who]!.push(...contentsCarried(model.lines[p.line]!.line, model.options))
  }
  const loads: Record<string, Tier> = {}
  const before: Record<string, Tier> = {}
  const finalAmount = new Map<number, Map<string, number>>()
  const finalTier = new Map<number, Tier>()
  const binUsed = new Map<number, number>()
  for (const bm of model.bearers) {
    if (bm.fund) continue
    if (bm.bin) {
      // Its contents count for nobody: it has no load, only the room it gave.
      let used = 0
      for (const p of pieces) if (p.who === bm.index) used += p.units
      binUsed.set(bm.index, used)
      loads[bm.id] = before[bm.id] = 'light'
      finalTier.set(bm.index, 'light')
      finalAmount.set(bm.index, new Map([[binKey(bm.bin), used]]))
      continue
    }
    const evaluation = evaluate({
      options: model.options,
      character: bm.bearer,
      items: [...bm.character.items, ...added[bm.index]!]
    })
    loads[bm.id] = evaluation.load
    before[bm.id] = bm.before as Tier
    finalTier.set(bm.index, evaluation.load)
    finalAmount.set(
      bm.index,
      new Map(evaluation.groups.map((g) => [g.key, g.family === 'coins' ? (g.coins as number) : g.units]))
    )
  }

  const claimed = new Map<string, number>()
  for (const [line, who, units] of claimTotals(ctx.claims)) claimed.set(`${line}|${who}`, units)

  const roomFor = (who: number, line: number, tier: Tier): boolean => {
    const lm = model.lines[line]!
    const bm = model.bearers[who]!
    const node = model.groups[model.classes[lm.cls]!.groups[bm.active]!]!
    const amount = finalAmount.get(who)?.get(node.key) ?? 0
    const t = TIERS.indexOf(tier)
    if (t > 2) return false
    return node.placement.limits[t]! * node.placement.quantityPerUnit - amount >= 1
  }

  const assignments: SplitAssignment[] = pieces.map((p) => {
    const lm = model.lines[p.line]!
    const bm = model.bearers[p.who]!
    const moved = { character: bm.name, item: lm.line.name, quantity: p.quantity || p.units }
    let w: Why
    const claimedHere = claimed.has(`${p.line}|${p.who}`)
    if (bm.bin) {
      const into = { ...moved, character: model.bearers[bm.bin.holder]!.name, container: bm.bin.name }
      // the app warns past the GM's capacity or largest level, and still counts nothing (RULES.md §10)
      const fits = binTakes(bm.bin, lootItems[p.line]!, model.bearers[bm.bin.holder]!.bearer, model.options)
      if (!fits) w = why('past-container', { ...into, past: 'level' })
      else if ((binUsed.get(bm.index) ?? 0) > bm.bin.free) w = why('past-container', { ...into, past: 'capacity' })
      else w = why('into-container', into)
    } else if (bm.fund) {
      w = claimedHere ? why('fund-claimed', moved) : why('fund-share', { ...moved, shareGp: round2(ctx.fundShare) })
    } else if (finalTier.get(p.who) === 'over' && !lm.unlimited) {
      w = why('overloads', moved)
    } else if (lm.unlimited) {
      w = why('unlimited', moved)
    } else if (claimedHere) {
      w = why('claimed', moved)
    } else {
      const tier = finalTier.get(p.who) as Tier
      const others = model.active.filter((o) => o !== p.who)
      // Alone (or only with its own containers), a bearer has nobody to compare with: no "nobody else".
      const sole = others.every((o) => model.bearers[o]!.bin?.holder === p.who)
      const from = bm.before as Tier
      const node = model.groups[model.classes[lm.cls]!.groups[bm.active]!]!
      const groupTier = tierOfAmount(
        finalAmount.get(p.who)?.get(node.key) ?? 0,
        node.placement.limits,
        node.placement.quantityPerUnit
      )
      if (!sole && !others.some((o) => roomFor(o, p.line, 'heavy'))) w = why('only-bearer', { ...moved, tier })
      else if (tier !== from && groupTier === tier) w = why('raises', { ...moved, from, to: tier })
      else if (sole) w = why('fits', { ...moved, tier })
      else if (!others.some((o) => roomFor(o, p.line, finalTier.get(o) as Tier)))
        w = why('only-stays', { ...moved, tier })
      else if (lm.madeFor && lm.madeFor === bm.size && others.some((o) => model.bearers[o]!.size !== bm.size)) {
        w = why('made-for-size', { ...moved, size: bm.size, tier })
      } else if (lm.coins) w = why('balances-value', { ...moved, tier })
      else w = why('fits', { ...moved, tier })
    }
    const out: SplitAssignment = { loot: lm.line.id, character: bm.id, quantity: p.quantity, why: w }
    if (p.rounds !== undefined) out.rounds = p.rounds
    return out
  })

  const left: SplitLeft[] = leftPieces.map((p) => {
    const lm = model.lines[p.line]!
    const stays = { item: lm.line.name, quantity: p.quantity || p.units }
    let w: Why
    if (model.active.length === 0) {
      w = why('no-bearer', stays)
    } else if (lm.unlimited) {
      w = why('kept', { ...stays, room: model.active.map((b) => model.bearers[b]!.name) })
    } else {
      const nodes = model.classes[lm.cls]!.groups.map((g) => model.groups[g]!)
      const first = nodes[0]!.placement
      const info: Omit<WhyParams['no-room'], 'item' | 'quantity'> = {
        family: first.family,
        level: first.level,
        group: first.label
      }
      if (first.family === 'kind') info.kind = first.label
      const room = model.active.filter((b) => finalTier.get(b) !== 'over' && roomFor(b, p.line, 'heavy'))
      if (room.length > 0) w = why('kept', { ...stays, room: room.map((b) => model.bearers[b]!.name) })
      else if (nodes.every((n) => n.caps[2] < 1)) w = why('too-heavy', { ...stays, ...info })
      else w = why('no-room', { ...stays, ...info })
    }
    const out: SplitLeft = { loot: lm.line.id, quantity: p.quantity, why: w }
    if (p.rounds !== undefined) out.rounds = p.rounds
    return out
  })

  const stats = statsOf(ctx, pieces, leftPieces)
  return { assignments, left, loads, before, stats }
}

function tierOfAmount(amount: number, limits: readonly number[], perUnit: number): Tier | 'none' {
  if (amount <= 0) return 'none'
  for (let t = 0; t < 3; t++) if (amount <= limits[t]! * perUnit) return TIERS[t]!
  return 'over'
}

function round2(n: number): number {
  return Math.round(n * 100) / 100
}

/** Each share's campaign total before and after (see SplitStats.campaign), funds apart. */
function campaignOf(model: SplitModel, shares: readonly number[], least: boolean | undefined): SplitCampaign {
  const received = model.received!
  const beforeGp: Record<string, number> = {}
  const afterGp: Record<string, number> = {}
  let lo = Infinity
  let hi = -Infinity
  for (const bm of model.bearers) {
    if (bm.fund || model.shareOf[bm.index] !== bm.index) continue
    const before = model.members[bm.index]!.reduce((sum, m) => sum + received[m]!, 0)
    const after = before + shares[bm.index]!
    beforeGp[bm.id] = round2(before)
    afterGp[bm.id] = round2(after)
    if (!model.shares.includes(bm.index)) continue
    lo = Math.min(lo, after)
    hi = Math.max(hi, after)
  }
  return { beforeGp, afterGp, spreadGp: lo === Infinity ? 0 : round2(hi - lo), ...(least ? { least } : {}) }
}

function statsOf(ctx: ResultContext, pieces: readonly Piece[], leftPieces: readonly LeftPiece[]): SplitStats {
  const { model } = ctx
  const carried = { units: 0, coins: 0 }
  const value = model.bearers.map(() => 0)
  const given = new Map<string, number>()
  let moves = 0
  let matched = 0
  let sized = 0
  for (const p of pieces) {
    const lm = model.lines[p.line]!
    const bm = model.bearers[p.who]!
    value[p.who]! += p.units * lm.unitValue
    given.set(`${p.line}|${p.who}`, (given.get(`${p.line}|${p.who}`) ?? 0) + p.units)
    if (bm.fund) continue
    moves++
    if (lm.coins) carried.coins += p.units
    else carried.units += p.units
    if (lm.madeFor) {
      sized += p.units
      if (lm.madeFor === bm.size) matched += p.units
    }
  }
  const left = { units: 0, coins: 0 }
  for (const p of leftPieces) {
    if (model.lines[p.line]!.coins) left.coins += p.units
    else left.units += p.units
  }
  const valueGp: Record<string, number> = {}
  for (const bm of model.bearers) valueGp[bm.id] = round2(value[bm.index]!)
  const shares = shareValues(model, value)
  const shareGp: Record<string, number> = {}
  for (const bm of model.bearers) if (model.shareOf[bm.index] === bm.index) shareGp[bm.id] = round2(shares[bm.index]!)
  // A claim is honoured when its participant got at least what it and the earlier claims on the line asked.
  let honoured = 0
  const asked = new Map<string, number>()
  for (const c of ctx.claims) {
    const key = `${c.line}|${c.who}`
    const total = (asked.get(key) ?? 0) + c.asked
    asked.set(key, total)
    if ((given.get(key) ?? 0) >= total) honoured++
  }
  return {
    carried,
    left,
    valueGp,
    shareGp,
    valueSpreadGp: round2(spreadOf(model, value)),
    ...(ctx.spreadBound
      ? {
          valueSpreadBound: {
            gp: Math.min(round2(ctx.spreadBound.gp), round2(spreadOf(model, value))),
            exact: ctx.spreadBound.exact
          }
        }
      : {}),
    moves,
    ...(model.received ? { campaign: campaignOf(model, shares, ctx.campaignLeast) } : {}),
    claims: { honoured, total: ctx.claimCount },
    madeForSize: { matched, total: sized },
    alreadyOver: model.bearers.filter((b) => b.alreadyOver).map((b) => b.id),
    profiles: { examined: ctx.examined, optimal: ctx.optimal }
  }
}
