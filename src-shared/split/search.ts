// Objectives 1–3, exactly. Nobody may end over, so every active bearer is held to a cap tier
// (light / medium / heavy, never below its load before the split). For a cap profile, what the bearers
// can carry is a max flow: loot classes → (bearer, group) nodes whose capacity is the room left in that
// group at the bearer's cap → sink. With every cap at heavy the flow is the most that can be carried
// (objective 2); coins and other items never share a group node, so the maximum number of units and
// the maximum number of coins are reached together. Objective 3 (the loads sorted worst first,
// compared lexicographically) is then: fewest bearers at heavy, then fewest at medium, among the
// profiles that still carry that maximum. Raising a cap never removes a feasible flow, so the profile
// with exactly the set H at heavy and everyone else at medium decides whether H works; the search
// enumerates sets by size and stops at the first size that works.
import { FlowGraph } from './flow'
import type { CapTier, SplitModel } from './model'

/** One component's network, reusable across profiles. */
export interface ComponentNet {
  component: number
  graph: FlowGraph
  /** Sink edge of each of the component's group nodes, with the node index. */
  sinkEdges: { edge: number; group: number }[]
  baseCaps: number[]
  /** Most flow units the component can place (all caps at heavy). */
  maxCarry: number
  /** Total supply of the component. */
  supply: number
  /** Single class: feasibility is a sum of capacities, no flow needed. */
  single: boolean
}

export const SOURCE = 0
export const SINK = 1

/** Builds the network of a component; node ids: 0 source, 1 sink, classes, then group nodes. */
export function buildNet(model: SplitModel, k: number, supply: readonly number[]): ComponentNet {
  const comp = model.components[k]!
  const graph = new FlowGraph(2 + comp.classes.length + comp.groups.length)
  const groupNode = new Map<number, number>()
  comp.groups.forEach((g, i) => groupNode.set(g, 2 + comp.classes.length + i))
  let total = 0
  comp.classes.forEach((c, i) => {
    const cls = model.classes[c]!
    let s = 0
    for (const l of cls.lines) s += supply[l]!
    total += s
    graph.addEdge(SOURCE, 2 + i, s)
    for (const g of cls.groups) graph.addEdge(2 + i, groupNode.get(g)!, Infinity)
  })
  const sinkEdges = comp.groups.map((g) => ({
    edge: graph.addEdge(groupNode.get(g)!, SINK, model.groups[g]!.caps[2]),
    group: g
  }))
  const baseCaps = graph.capacities()
  const net: ComponentNet = {
    component: k,
    graph,
    sinkEdges,
    baseCaps,
    maxCarry: 0,
    supply: total,
    single: comp.classes.length === 1
  }
  net.maxCarry = net.single ? Math.min(total, sumCaps(model, net, null)) : flowAt(model, net, null)
  return net
}

/** Sum of the component's group capacities under a profile (null: all heavy). */
function sumCaps(model: SplitModel, net: ComponentNet, profile: ArrayLike<number> | null): number {
  let s = 0
  for (const { group } of net.sinkEdges) {
    const node = model.groups[group]!
    s += node.caps[profile ? profile[node.bearer]! : 2]!
  }
  return s
}

/** Max flow of a component under a profile (null: all heavy); leaves the flow in the graph. */
export function flowAt(model: SplitModel, net: ComponentNet, profile: ArrayLike<number> | null): number {
  net.graph.reset(net.baseCaps)
  for (const { edge, group } of net.sinkEdges) {
    const node = model.groups[group]!
    net.graph.setCapacity(edge, node.caps[profile ? profile[node.bearer]! : 2]!)
  }
  return net.graph.maxFlow(SOURCE, SINK)
}

function feasibleComponent(model: SplitModel, net: ComponentNet, profile: ArrayLike<number>): boolean {
  if (net.maxCarry === 0) return true
  if (net.single) return sumCaps(model, net, profile) >= net.maxCarry
  return flowAt(model, net, profile) >= net.maxCarry
}

export interface SearchResult {
  /** Every optimal cap profile (per active bearer), in the order found. */
  optimal: Uint8Array[]
  heavy: number
  medium: number
  examined: number
}

/** Calls `visit` with every subset of `pool` of size k (as index arrays), until it returns false. */
function combinations(pool: readonly number[], k: number, visit: (chosen: readonly number[]) => boolean): boolean {
  const chosen: number[] = []
  const rec = (start: number): boolean => {
    if (chosen.length === k) return visit(chosen)
    for (let i = start; i <= pool.length - (k - chosen.length); i++) {
      chosen.push(pool[i]!)
      const go = rec(i + 1)
      chosen.pop()
      if (!go) return false
    }
    return true
  }
  return rec(0)
}

/**
 * Finds every cap profile that is lexicographically best (fewest heavy, then fewest medium) among those
 * carrying each component's maximum. `check` is called now and then (cancellation), `progress` with 0–1.
 */
export function searchProfiles(
  model: SplitModel,
  nets: readonly ComponentNet[],
  check: () => void,
  progress: (fraction: number) => void,
  maxOptimal = 64
): SearchResult {
  const n = model.active.length
  const floors = model.floors
  // Only components that the floor profile cannot satisfy constrain anything.
  const floorProfile = Uint8Array.from(floors)
  const binding = nets.filter((net) => !feasibleComponent(model, net, floorProfile))
  let examined = 0
  const feasible = (profile: Uint8Array): boolean => {
    examined++
    if ((examined & 63) === 0) check()
    for (let i = 0; i < binding.length; i++) {
      if (!feasibleComponent(model, binding[i]!, profile)) {
        if (i > 0) binding.unshift(...binding.splice(i, 1)) // the failing one first next time
        return false
      }
    }
    return true
  }
  if (binding.length === 0)
    return { optimal: [floorProfile], heavy: count(floorProfile, 2), medium: count(floorProfile, 1), examined: 1 }

  const forcedHeavy: number[] = []
  const free: number[] = []
  for (let i = 0; i < n; i++) (floors[i] === 2 ? forcedHeavy : free).push(i)
  // Rough total for progress: all heavy sets, then the medium sets of the first one.
  const estimate = Math.pow(2, free.length) + Math.pow(2, free.length)
  const report = () => progress(Math.min(0.99, examined / estimate))

  // Step 1: the fewest bearers at heavy (others at medium, the most they may carry without heavy).
  let heavySets: number[][] = []
  for (let h = 0; h <= free.length && heavySets.length === 0; h++) {
    combinations(free, h, (chosen) => {
      const profile = new Uint8Array(n).fill(1)
      for (const i of forcedHeavy) profile[i] = 2
      for (const i of chosen) profile[i] = 2
      if (feasible(profile)) heavySets.push([...forcedHeavy, ...chosen])
      if ((examined & 255) === 0) report()
      return true
    })
  }
  if (heavySets.length === 0) heavySets = [[...forcedHeavy, ...free]] // unreachable: all heavy is feasible by definition

  // Step 2: for those heavy sets, the fewest at medium (the rest at light).
  const optimal: Uint8Array[] = []
  let best = -1
  for (let m = 0; m <= n && best < 0; m++) {
    for (const heavy of heavySets) {
      const inHeavy = new Set(heavy)
      const rest: number[] = []
      const forcedMedium: number[] = []
      for (let i = 0; i < n; i++) if (!inHeavy.has(i)) (floors[i] === 1 ? forcedMedium : rest).push(i)
      const k = m - forcedMedium.length
      if (k < 0 || k > rest.length) continue
      combinations(rest, k, (chosen) => {
        const profile = new Uint8Array(n)
        for (const i of heavy) profile[i] = 2
        for (const i of forcedMedium) profile[i] = 1
        for (const i of chosen) profile[i] = 1
        if (feasible(profile)) {
          best = m
          optimal.push(profile)
        }
        if ((examined & 255) === 0) report()
        return optimal.length < maxOptimal
      })
      if (optimal.length >= maxOptimal) break
    }
  }
  progress(1)
  const first = optimal[0]!
  return { optimal, heavy: count(first, 2), medium: count(first, 1), examined }
}

function count(profile: Uint8Array, tier: CapTier): number {
  let c = 0
  for (const t of profile) if (t === tier) c++
  return c
}
