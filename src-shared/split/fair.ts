// Objective 4b, the value spread, exactly on small hauls: a branch and bound over every way to share
// the lots (lines, merged when interchangeable) among the bearers under an optimal cap profile, that
// still carries the most (objective 2), honours as many claims and carries as much value as the
// heuristic allocation (which reaches both optima: see assign.ts), and lowers the spread (richest
// participant's share minus the poorest's, funds included). A node budget keeps it bounded: past it,
// the heuristic allocation stands and the split reports a lower bound instead.
import type { Allocation, ResolvedClaim } from './assign'
import type { SplitModel } from './model'
import type { ComponentNet } from './search'

const EPS = 1e-6
const MAX_LOTS = 40

interface Lot {
  lines: number[]
  units: number
  value: number
  /** Active bearers (indexes in model.bearers) that may take it, with the group node they use (-1: none). */
  takers: { who: number; node: number }[]
  /** Component (-1: unlimited lines, always carried). */
  comp: number
  /** Claimant → units claimed on this lot's line (only lots of one claimed line). */
  claims: Map<number, number> | null
}

export interface FairScore {
  claimed: number
  carriedValue: number
  spread: number
}

/** Claimed units honoured, value carried by the bearers, spread of an allocation. */
export function fairScore(model: SplitModel, a: Allocation, claims: readonly ResolvedClaim[]): FairScore {
  const asked = claimedPerLine(claims)
  let claimed = 0
  let carriedValue = 0
  a.given.forEach((per, l) => {
    const lm = model.lines[l]!
    for (const [who, units] of per) {
      if (model.bearers[who]!.fund) continue
      carriedValue += units * lm.unitValue
      claimed += Math.min(units, asked.get(l)?.get(who) ?? 0)
    }
  })
  return { claimed, carriedValue, spread: spreadOf(model, a.value) }
}

export function spreadOf(model: SplitModel, value: readonly number[]): number {
  let lo = Infinity
  let hi = -Infinity
  for (const r of model.active) {
    lo = Math.min(lo, value[r]!)
    hi = Math.max(hi, value[r]!)
  }
  for (const r of model.funds) {
    lo = Math.min(lo, value[r]!)
    hi = Math.max(hi, value[r]!)
  }
  return lo === Infinity ? 0 : hi - lo
}

function claimedPerLine(claims: readonly ResolvedClaim[]): Map<number, Map<number, number>> {
  const out = new Map<number, Map<number, number>>()
  for (const c of claims) {
    let per = out.get(c.line)
    if (!per) out.set(c.line, (per = new Map()))
    per.set(c.who, (per.get(c.who) ?? 0) + c.units)
  }
  return out
}

/**
 * The least spread reachable under `profile` with the incumbent's claims and carried value: `better`
 * when it beats the incumbent, `exact` false when the budget ran out first. `base` holds the funds'
 * shares (nothing of the bearers').
 */
export function exactFair(
  model: SplitModel,
  nets: readonly ComponentNet[],
  profile: Uint8Array,
  supply: readonly number[],
  claims: readonly ResolvedClaim[],
  base: Allocation,
  incumbent: FairScore,
  budget: { nodes: number }
): { exact: boolean; better: Allocation | null } {
  const asked = claimedPerLine(claims)
  const lots: Lot[] = []
  const merged = new Map<string, Lot>()
  for (const lm of model.lines) {
    const units = supply[lm.index]!
    if (units <= 0) continue
    const claimed = asked.get(lm.index) ?? null
    const key = `${lm.cls}|${lm.unitValue}|${lm.unlimited ? 1 : 0}`
    if (!claimed) {
      const lot = merged.get(key)
      if (lot) {
        lot.lines.push(lm.index)
        lot.units += units
        continue
      }
    }
    const takers = model.active.map((who) => {
      if (lm.unlimited) return { who, node: -1 }
      const node = model.classes[lm.cls]!.groups[model.bearers[who]!.active]!
      return { who, node }
    })
    const lot: Lot = {
      lines: [lm.index],
      units,
      value: lm.unitValue,
      takers,
      comp: lm.unlimited ? -1 : model.classes[lm.cls]!.component,
      claims: claimed
    }
    if (!claimed) merged.set(key, lot)
    lots.push(lot)
  }
  lots.sort((x, y) => y.value - x.value || y.units - x.units)
  // Past this many lots the search could not finish within any budget (and would recurse too deep).
  if (lots.length > MAX_LOTS) return { exact: false, better: null }

  const room = model.groups.map((g) => g.caps[profile[g.bearer]!]!)
  // Units each component may leave and still carry the most.
  const slack = nets.map((net) => net.supply - net.maxCarry)
  const unlimitedLeft = model.active.length === 0 ? Infinity : 0
  const value = base.value.slice()
  const fundsLo = Math.min(...model.funds.map((f) => value[f]!))
  const fundsHi = Math.max(...model.funds.map((f) => value[f]!))
  // Claimable and carried value still to come, from each lot on (upper bounds).
  const claimableFrom = new Array<number>(lots.length + 1).fill(0)
  const valueFrom = new Array<number>(lots.length + 1).fill(0)
  for (let i = lots.length - 1; i >= 0; i--) {
    const lot = lots[i]!
    let c = 0
    if (lot.claims) for (const u of lot.claims.values()) c += u
    claimableFrom[i] = claimableFrom[i + 1]! + Math.min(c, lot.units)
    valueFrom[i] = valueFrom[i + 1]! + lot.units * lot.value
  }

  const choice: number[][] = lots.map((lot) => lot.takers.map(() => 0))
  let best: number[][] | null = null
  let bestSpread = incumbent.spread
  let nodes = 0
  let out = false

  const spreadBound = (i: number): number => {
    let hi = fundsHi
    let lo = fundsLo
    for (const who of model.active) {
      hi = Math.max(hi, value[who]!)
      lo = Math.min(lo, value[who]! + valueFrom[i]!)
    }
    return hi - lo
  }

  const rec = (i: number, claimed: number, carried: number): void => {
    if (out) return
    if (++nodes > budget.nodes) {
      out = true
      return
    }
    if (claimed + claimableFrom[i]! < incumbent.claimed) return
    if (carried + valueFrom[i]! < incumbent.carriedValue - EPS) return
    if (spreadBound(i) >= bestSpread - EPS) return
    if (i === lots.length) {
      if (carried < incumbent.carriedValue - EPS || claimed < incumbent.claimed) return
      bestSpread = spreadOf(model, value)
      best = choice.map((c) => c.slice())
      return
    }
    const lot = lots[i]!
    const takers = lot.takers
    const q = choice[i]!
    // Poorest first, the most first: good splits come early and tighten the bound.
    const order = takers.map((_, t) => t).sort((x, y) => value[takers[x]!.who]! - value[takers[y]!.who]!)
    const maxLeft = lot.comp < 0 ? unlimitedLeft : slack[lot.comp]!
    const deal = (k: number, rest: number, gotClaims: number): void => {
      if (out) return
      if (k === order.length) {
        if (rest > maxLeft) return
        if (lot.comp >= 0) slack[lot.comp]! -= rest
        rec(i + 1, claimed + gotClaims, carried + (lot.units - rest) * lot.value)
        if (lot.comp >= 0) slack[lot.comp]! += rest
        return
      }
      const t = order[k]!
      const { who, node } = takers[t]!
      const max = node < 0 ? rest : Math.min(rest, Math.floor(room[node]! + EPS))
      const claim = lot.claims?.get(who) ?? 0
      for (let x = max; x >= 0; x--) {
        if (++nodes > budget.nodes) {
          out = true
          break
        }
        q[t] = x
        if (node >= 0) room[node]! -= x
        value[who]! += x * lot.value
        deal(k + 1, rest - x, gotClaims + Math.min(x, claim))
        value[who]! -= x * lot.value
        if (node >= 0) room[node]! += x
        if (out) break
      }
      q[t] = 0
    }
    deal(0, lot.units, 0)
  }
  rec(0, 0, 0)
  budget.nodes -= Math.min(nodes, budget.nodes)
  if (out || !best) return { exact: !out, better: null }

  const a: Allocation = { given: base.given.map((m) => new Map(m)), left: base.left.slice(), value: base.value.slice() }
  const chosen: number[][] = best
  lots.forEach((lot, i) => {
    // Deal the lot's units to its lines in order.
    let li = 0
    let lineRest = supply[lot.lines[0]!]!
    const take = (who: number, units: number) => {
      while (units > 0) {
        const line = lot.lines[li]!
        const x = Math.min(units, lineRest)
        if (x > 0) {
          if (who >= 0) {
            const per = a.given[line]!
            per.set(who, (per.get(who) ?? 0) + x)
            a.value[who]! += x * lot.value
          } else a.left[line]! += x
        }
        units -= x
        lineRest -= x
        if (lineRest === 0 && li + 1 < lot.lines.length) lineRest = supply[lot.lines[++li]!]!
      }
    }
    let given = 0
    lot.takers.forEach(({ who }, t) => {
      take(who, chosen[i]![t]!)
      given += chosen[i]![t]!
    })
    take(-1, lot.units - given)
  })
  return { exact: true, better: a }
}

/**
 * Large hauls: moves of item units from the richest bearer to the poorest (where the poorest has room
 * in that group under the profile) and swaps of units of one class between them (always feasible),
 * each followed by dealing the coins again, while the spread shrinks. Claimed units stay put.
 */
export function rebalance(
  model: SplitModel,
  profile: Uint8Array,
  a: Allocation,
  claims: readonly ResolvedClaim[],
  recoin: (a: Allocation) => void,
  rounds = 24
): Allocation {
  const claimed = claimedPerLine(claims)
  const used = model.groups.map(() => 0)
  for (const lm of model.lines) {
    if (lm.unlimited || lm.coins || lm.cls < 0) continue
    for (const [who, q] of a.given[lm.index]!) {
      const b = model.bearers[who]!
      if (b.active >= 0) used[model.classes[lm.cls]!.groups[b.active]!]! += q
    }
  }
  const roomAt = (who: number, cls: number) => {
    const node = model.classes[cls]!.groups[model.bearers[who]!.active]!
    return model.groups[node]!.caps[profile[model.bearers[who]!.active]!]! - used[node]!
  }
  let current = a
  let spread = spreadOf(model, current.value)
  for (let round = 0; round < rounds && spread > 1e-6; round++) {
    let rich = -1
    let poor = -1
    for (const who of model.active) {
      if (rich < 0 || current.value[who]! > current.value[rich]!) rich = who
      if (poor < 0 || current.value[who]! < current.value[poor]!) poor = who
    }
    if (rich < 0 || rich === poor) break
    const want = (current.value[rich]! - current.value[poor]!) / 2
    // Free units of each line held by rich and by poor (claimed units excluded).
    const free = (who: number, line: number) =>
      (current.given[line]!.get(who) ?? 0) -
      Math.min(current.given[line]!.get(who) ?? 0, claimed.get(line)?.get(who) ?? 0)
    let best: { line: number; q: number; back: number; backQ: number; d: number } | null = null
    const byClassPoor = new Map<number, { line: number; value: number; q: number }[]>()
    for (const lm of model.lines) {
      if (lm.coins || lm.unlimited) continue
      const q = free(poor, lm.index)
      if (q <= 0) continue
      let list = byClassPoor.get(lm.cls)
      if (!list) byClassPoor.set(lm.cls, (list = []))
      list.push({ line: lm.index, value: lm.unitValue, q })
    }
    for (const lm of model.lines) {
      if (lm.coins || lm.unlimited || lm.unitValue <= 0) continue
      const have = free(rich, lm.index)
      if (have <= 0) continue
      const v = lm.unitValue
      const room = Math.floor(roomAt(poor, lm.cls) + 1e-9)
      if (room > 0) {
        const q = Math.max(1, Math.min(have, room, Math.round(want / v)))
        const d = q * v
        if (d < 2 * want && (!best || Math.abs(want - d) < Math.abs(want - best.d)))
          best = { line: lm.index, q, back: -1, backQ: 0, d }
      }
      for (const other of byClassPoor.get(lm.cls) ?? []) {
        const step = v - other.value
        if (step <= 0) continue
        const q = Math.max(1, Math.min(have, other.q, Math.round(want / step)))
        const d = q * step
        if (d < 2 * want && (!best || Math.abs(want - d) < Math.abs(want - best.d)))
          best = { line: lm.index, q, back: other.line, backQ: q, d }
      }
    }
    if (!best) break
    const next: Allocation = {
      given: current.given.map((m) => new Map(m)),
      left: current.left.slice(),
      value: current.value.slice()
    }
    const move = (line: number, from: number, to: number, q: number) => {
      const per = next.given[line]!
      const left = per.get(from)! - q
      if (left === 0) per.delete(from)
      else per.set(from, left)
      per.set(to, (per.get(to) ?? 0) + q)
      const v = model.lines[line]!.unitValue * q
      next.value[from]! -= v
      next.value[to]! += v
    }
    move(best.line, rich, poor, best.q)
    if (best.back >= 0) move(best.back, poor, rich, best.backQ)
    recoin(next)
    const s = spreadOf(model, next.value)
    if (s >= spread - 1e-9) break
    const cls = model.lines[best.line]!.cls
    if (best.back < 0) {
      used[model.classes[cls]!.groups[model.bearers[rich]!.active]!]! -= best.q
      used[model.classes[cls]!.groups[model.bearers[poor]!.active]!]! += best.q
    }
    current = next
    spread = s
  }
  return current
}

/**
 * A lower bound on the spread of any split that carries the same value (claims and objectives 1–3
 * fixed): a unit that is always carried makes its bearer at least that rich while the others share
 * the rest; the funds' shares are fixed while the bearers average their total.
 */
export function spreadLowerBound(
  model: SplitModel,
  nets: readonly ComponentNet[],
  supply: readonly number[],
  a: Allocation
): number {
  const nb = model.active.length
  if (nb + model.funds.length < 2) return 0
  let carried = 0
  for (const who of model.active) carried += a.value[who]!
  const funds = model.funds.map((f) => a.value[f]!)
  let bound = 0
  if (nb > 0 && funds.length > 0) {
    const mean = carried / nb
    bound = Math.max(bound, Math.max(...funds) - mean, mean - Math.min(...funds))
  }
  // The dearest unit that every load-optimal split carries.
  let top = 0
  for (const lm of model.lines) {
    if (supply[lm.index]! <= 0 || lm.coins) continue
    const always = lm.unlimited
      ? nb > 0
      : nets[model.classes[lm.cls]!.component]!.supply === nets[model.classes[lm.cls]!.component]!.maxCarry
    if (always) top = Math.max(top, lm.unitValue)
  }
  if (top > 0) {
    let poorest = Infinity
    if (funds.length > 0) poorest = Math.min(...funds)
    if (nb >= 2) poorest = Math.min(poorest, (carried - top) / (nb - 1))
    if (poorest < Infinity) bound = Math.max(bound, top - poorest)
  }
  return Math.max(0, bound)
}
