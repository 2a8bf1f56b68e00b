// From an optimal cap profile to concrete moves, best effort on objective 4: within each component a
// minimum-cost maximum flow under the profile's capacities honours claims first (cost −1000 a unit),
// then sizes (−10 a unit for a line made for the bearer's size); the classes' shares are then dealt to
// lines, dearest first, to the poorest share (whole lines where they fit: fewer moves); coins come last
// and even out the value.
import { balanceCoins, type CoinLot, type CoinTaker } from './coins'
import { FlowGraph } from './flow'
import { shareValueOf, type SplitModel } from './model'
import { SINK, SOURCE, type ComponentNet } from './search'

export const CLAIM_COST = 1000
export const SIZE_COST = 10
/**
 * A bearer carrying for the party takes what the shares' bearers cannot (its value is in no share):
 * value into shares ranks before sizes, so a unit it takes costs more than a size matched gains.
 */
export const PARTY_COST = 100

/** Per line: flow units given to each participant (index in model.bearers), and units left. */
export interface Allocation {
  given: Map<number, number>[]
  left: number[]
  /** Gp each participant holds from this split (index in model.bearers). */
  value: number[]
}

/** A claim resolved to a participant and a quantity of flow units. */
export interface ResolvedClaim {
  line: number
  who: number
  /** Flow units the claim can still take once earlier claims are served. */
  units: number
  /** Flow units asked for. */
  asked: number
}

interface Portion {
  line: number
  units: number
}

export function newAllocation(model: SplitModel): Allocation {
  return { given: model.lines.map(() => new Map()), left: model.lines.map(() => 0), value: model.bearers.map(() => 0) }
}

export function give(model: SplitModel, a: Allocation, line: number, who: number, units: number): void {
  if (units <= 0) return
  const per = a.given[line]!
  per.set(who, (per.get(who) ?? 0) + units)
  a.value[who]! += units * model.lines[line]!.unitValue
}

/**
 * Fills `a` (which may already hold the funds' shares) for one profile. `supply` is what is left of each
 * line after the funds; `claims` are the active bearers' claims.
 */
export function assignProfile(
  model: SplitModel,
  nets: readonly ComponentNet[],
  profile: Uint8Array,
  supply: readonly number[],
  claims: readonly ResolvedClaim[],
  a: Allocation,
  fair = true
): void {
  const claimsOf = claimsByLine(claims)
  const shares: Share[] = []
  for (const net of nets) {
    const comp = model.components[net.component]!
    if (comp.coins && comp.classes.length === 1) continue
    shares.push(...flowShares(model, net, profile, supply, claimsOf))
  }

  if (fair) dealLevel(model, a, shares)
  else dealWhole(model, a, shares)

  // Unlimited lines: claims, then whole lines to the poorest bearer.
  for (const lm of model.lines) {
    if (!lm.unlimited) continue
    let rest = supply[lm.index]!
    for (const c of claimsOf.get(lm.index) ?? []) {
      const q = Math.min(rest, c.units)
      give(model, a, lm.index, c.who, q)
      rest -= q
    }
    if (rest === 0) continue
    if (model.active.length === 0) {
      a.left[lm.index]! += rest
      continue
    }
    let poorest = model.active[0]!
    for (const b of model.active)
      if (shareValueOf(model, a.value, b) < shareValueOf(model, a.value, poorest)) poorest = b
    give(model, a, lm.index, poorest, rest)
  }

  // Coins last, to even out the value.
  for (const net of nets) {
    const comp = model.components[net.component]!
    if (!(comp.coins && comp.classes.length === 1)) continue
    assignCoins(model, net, profile, supply, claimsOf, a, false)
  }
}

type Share = { portions: Portion[]; takers: Map<number, number>; claimant: number }

/** Portions of every share, dearest first. */
function dealsOf(model: SplitModel, shares: readonly Share[]): { portion: Portion; share: Share }[] {
  const deals: { portion: Portion; share: Share }[] = []
  for (const share of shares) for (const portion of share.portions) deals.push({ portion, share })
  return deals.sort(
    (x, y) =>
      model.lines[y.portion.line]!.unitValue - model.lines[x.portion.line]!.unitValue || x.portion.line - y.portion.line
  )
}

/**
 * Value fairness: each portion in turn to the poorest taker with room, as much as brings it level
 * with the next poorest (whole lines are only a later concern).
 */
function dealLevel(model: SplitModel, a: Allocation, shares: readonly Share[]): void {
  for (const { portion, share } of dealsOf(model, shares)) {
    const v = model.lines[portion.line]!.unitValue
    let rest = portion.units
    while (rest > 0 && share.takers.size > 0) {
      // The poorest share's taker, and the next poorest share (a bearer carrying for the party last).
      let pick = -1
      let low = Infinity
      for (const who of share.takers.keys()) {
        const sv = shareValueOf(model, a.value, who)
        if (pick < 0 || sv < low) [pick, low] = [who, sv]
      }
      let next = Infinity
      for (const who of share.takers.keys())
        if (model.shareOf[who] !== model.shareOf[pick]) next = Math.min(next, shareValueOf(model, a.value, who))
      const room = share.takers.get(pick)!
      const level = v > 0 && next < Infinity ? Math.floor((next - low) / v) + 1 : rest
      const q = Math.min(rest, room, Math.max(1, level))
      give(model, a, portion.line, pick, q)
      rest -= q
      if (room === q) share.takers.delete(pick)
      else share.takers.set(pick, room - q)
    }
    a.left[portion.line]! += rest
  }
}

/** Without value fairness (as before issue 14): whole lines where they fit, to the poorest. */
function dealWhole(model: SplitModel, a: Allocation, shares: readonly Share[]): void {
  for (const { portion, share } of dealsOf(model, shares)) {
    let rest = portion.units
    while (rest > 0 && share.takers.size > 0) {
      let pick = -1
      let pickWhole = false
      for (const [who, room] of share.takers) {
        const whole = room >= rest
        if (
          pick < 0 ||
          (whole && !pickWhole) ||
          (whole === pickWhole && (whole ? a.value[who]! < a.value[pick]! : room > share.takers.get(pick)!))
        ) {
          pick = who
          pickWhole = whole
        }
      }
      const room = share.takers.get(pick)!
      const q = Math.min(rest, room)
      give(model, a, portion.line, pick, q)
      rest -= q
      if (room === q) share.takers.delete(pick)
      else share.takers.set(pick, room - q)
    }
    a.left[portion.line]! += rest
  }
}

/** Min-cost max flow of one component under the profile, returned as shares of its sub-classes. */
function flowShares(
  model: SplitModel,
  net: ComponentNet,
  profile: Uint8Array,
  supply: readonly number[],
  claimsOf: ReadonlyMap<number, ResolvedClaim[]>
): { portions: Portion[]; takers: Map<number, number>; claimant: number }[] {
  const comp = model.components[net.component]!
  // When the component cannot carry everything, what stays must be the least valuable: units of
  // different values are then different sub-classes, and the flow prefers the dearest.
  const saturated = net.supply > net.maxCarry
  // Sub-classes: a class's units split by claimant (or none), by the size the line is made for and,
  // in a saturated component, by value.
  const subs = new Map<string, Sub & { size: string }>()
  for (const c of comp.classes) {
    for (const l of model.classes[c]!.lines) {
      const lm = model.lines[l]!
      let rest = supply[l]!
      const add = (claimant: number, units: number) => {
        if (units <= 0) return
        const value = saturated ? lm.unitValue : 0
        const key = `${c}|${claimant}|${lm.madeFor ?? ''}|${value}`
        let sub = subs.get(key)
        if (!sub) subs.set(key, (sub = { cls: c, claimant, size: lm.madeFor ?? '', value, portions: [], units: 0 }))
        sub.portions.push({ line: l, units })
        sub.units += units
      }
      for (const claim of claimsOf.get(l) ?? []) {
        const q = Math.min(rest, claim.units)
        add(claim.who, q)
        rest -= q
      }
      add(-1, rest)
    }
  }
  const list = [...subs.values()]
  if (saturated) return saturatedShares(model, comp.groups, list, profile)
  const groupNode = new Map<number, number>()
  comp.groups.forEach((g, i) => groupNode.set(g, 2 + list.length + i))
  const graph = new FlowGraph(2 + list.length + comp.groups.length)
  const edges: { sub: number; who: number; edge: number }[] = []
  list.forEach((sub, i) => {
    graph.addEdge(SOURCE, 2 + i, sub.units)
    for (const g of model.classes[sub.cls]!.groups) {
      const node = model.groups[g]!
      const who = model.active[node.bearer]!
      const bm = model.bearers[who]!
      const cost =
        (sub.claimant === who ? -CLAIM_COST : 0) +
        (sub.size !== '' && sub.size === bm.size ? -SIZE_COST : 0) +
        (model.shareOf[who]! < 0 ? PARTY_COST : 0)
      edges.push({ sub: i, who, edge: graph.addEdge(2 + i, groupNode.get(g)!, Infinity, cost) })
    }
  })
  for (const g of comp.groups) {
    const node = model.groups[g]!
    graph.addEdge(groupNode.get(g)!, SINK, node.caps[profile[node.bearer]!]!)
  }
  graph.minCostMaxFlow(SOURCE, SINK)
  const takers = list.map(() => new Map<number, number>())
  for (const { sub, who, edge } of edges) {
    const f = graph.flow(edge)
    if (f > 0) takers[sub]!.set(who, (takers[sub]!.get(who) ?? 0) + f)
  }
  return list.map((sub, i) => ({ portions: sub.portions, takers: takers[i]!, claimant: sub.claimant }))
}

interface Sub {
  cls: number
  claimant: number
  value: number
  portions: Portion[]
  units: number
}

/** The first `units` units of some portions, and the rest. */
function cutPortions(portions: readonly Portion[], units: number): [Portion[], Portion[]] {
  const head: Portion[] = []
  const tail: Portion[] = []
  for (const p of portions) {
    const h = Math.min(p.units, units)
    units -= h
    if (h > 0) head.push({ line: p.line, units: h })
    if (p.units > h) tail.push({ line: p.line, units: p.units - h })
  }
  return [head, tail]
}

/**
 * A component that cannot carry everything: claims first (each claimed portion may only go to its
 * claimant), then the sub-classes by value, dearest first, each adding what it can to the flow. Flow
 * already placed stays placed, so this greedy is exact for the value carried (the units a flow can
 * carry form a matroid) and never takes a claimed unit from its claimant.
 */
function saturatedShares(
  model: SplitModel,
  groups: readonly number[],
  subs: readonly Sub[],
  profile: Uint8Array
): Share[] {
  const n = subs.length * 2
  const graph = new FlowGraph(2 + n + groups.length)
  const groupNode = new Map<number, number>()
  groups.forEach((g, i) => groupNode.set(g, 2 + n + i))
  for (const g of groups) {
    const node = model.groups[g]!
    graph.addEdge(groupNode.get(g)!, SINK, node.caps[profile[node.bearer]!]!)
  }
  const bearerOf = (g: number) => model.active[model.groups[g]!.bearer]!
  // Stage 1: claimed portions to their claimants only.
  const claimEdges = subs.map((sub, i) => {
    if (sub.claimant < 0) return null
    const g = model.classes[sub.cls]!.groups.find((x) => bearerOf(x) === sub.claimant)
    if (g === undefined) return null
    const source = graph.addEdge(SOURCE, 2 + i, sub.units)
    return { source, edge: graph.addEdge(2 + i, groupNode.get(g)!, Infinity) }
  })
  graph.maxFlow(SOURCE, SINK)
  const shares: Share[] = []
  const open: Sub[] = []
  subs.forEach((sub, i) => {
    const ce = claimEdges[i]
    const f = ce ? graph.flow(ce.edge) : 0
    const [head, tail] = cutPortions(sub.portions, f)
    if (f > 0) shares.push({ portions: head, takers: new Map([[sub.claimant, f]]), claimant: sub.claimant })
    if (sub.units > f) open.push({ ...sub, portions: tail, units: sub.units - f })
  })
  // Stage 2: the rest, dearest first.
  open.sort((x, y) => y.value - x.value)
  const edges: { sub: number; who: number; edge: number }[] = []
  const sources: number[] = []
  open.forEach((sub, k) => {
    const node = 2 + subs.length + k
    sources.push(graph.addEdge(SOURCE, node, 0))
    for (const g of model.classes[sub.cls]!.groups)
      edges.push({ sub: k, who: bearerOf(g), edge: graph.addEdge(node, groupNode.get(g)!, Infinity) })
  })
  for (let k = 0; k < open.length;) {
    let j = k
    while (j < open.length && open[j]!.value === open[k]!.value) {
      graph.setCapacity(sources[j]!, open[j]!.units)
      j++
    }
    graph.maxFlow(SOURCE, SINK)
    k = j
  }
  const takers = open.map(() => new Map<number, number>())
  for (const { sub, who, edge } of edges) {
    const f = graph.flow(edge)
    if (f > 0) takers[sub]!.set(who, (takers[sub]!.get(who) ?? 0) + f)
  }
  open.forEach((sub, k) => shares.push({ portions: sub.portions, takers: takers[k]!, claimant: -1 }))
  return shares
}

function assignCoins(
  model: SplitModel,
  net: ComponentNet,
  profile: Uint8Array,
  supply: readonly number[],
  claimsOf: ReadonlyMap<number, ResolvedClaim[]>,
  a: Allocation,
  spreadMetals: boolean
): void {
  const comp = model.components[net.component]!
  const cls = model.classes[comp.classes[0]!]!
  const room = new Map<number, number>()
  for (const g of cls.groups) {
    const node = model.groups[g]!
    room.set(model.active[node.bearer]!, node.caps[profile[node.bearer]!]!)
  }
  let toPlace = net.maxCarry
  const lots: CoinLot[] = []
  for (const l of cls.lines) {
    let rest = supply[l]!
    for (const c of claimsOf.get(l) ?? []) {
      const q = Math.min(rest, c.units, room.get(c.who) ?? 0, toPlace)
      give(model, a, l, c.who, q)
      room.set(c.who, (room.get(c.who) ?? 0) - q)
      rest -= q
      toPlace -= q
    }
    if (rest > 0) lots.push({ line: l, quantity: rest, value: model.lines[l]!.unitValue })
  }
  if (!model.grouped) {
    const takers: CoinTaker[] = [...room].map(([who, r]) => ({ who, room: r, value: a.value[who]! }))
    const { given, left } = balanceCoins(lots, takers, toPlace, spreadMetals)
    for (const [line, per] of given) for (const [who, q] of per) give(model, a, line, who, q)
    for (const [line, q] of left) a.left[line]! += q
    return
  }
  // Shares, not bearers, are evened out: one taker per share with its members' room (the holder's
  // first), and the bearers carrying for the party take what the shares cannot, the cheapest coins.
  const byShare = new Map<number, number[]>()
  const party: number[] = []
  for (const who of room.keys()) {
    const holder = model.shareOf[who]!
    if (holder < 0) party.push(who)
    else byShare.set(holder, [...(byShare.get(holder) ?? []), who])
  }
  const takers: CoinTaker[] = [...byShare].map(([holder, members]) => ({
    who: holder,
    room: members.reduce((sum, m) => sum + room.get(m)!, 0),
    value: shareValueOf(model, a.value, holder)
  }))
  const toShares = Math.min(
    toPlace,
    takers.reduce((sum, t) => sum + t.room, 0)
  )
  const { given, left } = balanceCoins(lots, takers, toShares, spreadMetals)
  const place = (line: number, members: readonly number[], q: number) => {
    for (const m of members) {
      const x = Math.min(q, room.get(m)!)
      if (x <= 0) continue
      give(model, a, line, m, x)
      room.set(m, room.get(m)! - x)
      q -= x
    }
    return q
  }
  for (const [line, per] of given) for (const [holder, q] of per) place(line, byShare.get(holder)!, q)
  let rest = toPlace - toShares
  const leftLots = [...left].sort((x, y) => model.lines[y[0]]!.unitValue - model.lines[x[0]]!.unitValue || x[0] - y[0])
  for (const [line, q] of leftLots) {
    const x = Math.min(q, rest)
    const unplaced = x > 0 ? place(line, party, x) : 0
    rest -= x - unplaced
    a.left[line]! += q - x + unplaced
  }
}

function claimsByLine(claims: readonly ResolvedClaim[]): Map<number, ResolvedClaim[]> {
  const out = new Map<number, ResolvedClaim[]>()
  for (const c of claims) {
    let list = out.get(c.line)
    if (!list) out.set(c.line, (list = []))
    list.push(c)
  }
  return out
}

/** Takes the bearers' coins back and deals them again (after items moved between shares). */
export function recoin(
  model: SplitModel,
  nets: readonly ComponentNet[],
  profile: Uint8Array,
  supply: readonly number[],
  claims: readonly ResolvedClaim[],
  a: Allocation,
  spreadMetals: boolean
): void {
  const claimsOf = claimsByLine(claims)
  for (const net of nets) {
    const comp = model.components[net.component]!
    if (!(comp.coins && comp.classes.length === 1)) continue
    for (const l of model.classes[comp.classes[0]!]!.lines) {
      const per = a.given[l]!
      for (const [who, q] of per) {
        if (model.bearers[who]!.fund) continue
        a.value[who]! -= q * model.lines[l]!.unitValue
        per.delete(who)
      }
      a.left[l] = 0
    }
    assignCoins(model, net, profile, supply, claimsOf, a, spreadMetals)
  }
}
