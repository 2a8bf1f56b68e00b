// Objective 4b, the value spread, exactly on small hauls: a branch and bound over every way to share
// the lots (lines, merged when interchangeable) among the bearers under an optimal cap profile, that
// still carries the most (objective 2), honours as many claims and carries as much value as the
// heuristic allocation (which reaches both optima: see assign.ts), and lowers the spread (richest
// participant's share minus the poorest's, funds included). A node budget keeps it bounded: past it,
// the heuristic allocation stands and the split reports a lower bound instead.
import type { Allocation, ResolvedClaim } from './assign'
import { shareValueOf, shareValues, type SplitModel } from './model'
import type { ComponentNet } from './search'
import { shareSumsBound } from './share-sums'

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
  /** Value carried into shares (not by bearers carrying for the party): the more, the better, before the spread. */
  shared: number
  spread: number
}

/** Claimed units honoured, value carried by the bearers and into shares, spread of an allocation. */
export function fairScore(model: SplitModel, a: Allocation, claims: readonly ResolvedClaim[]): FairScore {
  const asked = claimedPerLine(claims)
  let claimed = 0
  let carriedValue = 0
  let shared = 0
  a.given.forEach((per, l) => {
    const lm = model.lines[l]!
    for (const [who, units] of per) {
      if (model.bearers[who]!.fund) continue
      carriedValue += units * lm.unitValue
      if (model.shareOf[who]! >= 0) shared += units * lm.unitValue
      claimed += Math.min(units, asked.get(l)?.get(who) ?? 0)
    }
  })
  return { claimed, carriedValue, shared, spread: spreadOf(model, a.value) }
}

/** Richest share minus the poorest (`value`: what each participant holds; see SplitModel.shares). */
export function spreadOf(model: SplitModel, value: readonly number[]): number {
  const share = shareValues(model, value)
  let lo = Infinity
  let hi = -Infinity
  for (const r of model.shares) {
    if (model.campaign && model.bearers[r]!.fund) continue
    lo = Math.min(lo, share[r]!)
    hi = Math.max(hi, share[r]!)
  }
  return lo === Infinity ? 0 : hi - lo
}

/** Ascending, Infinity (a bearer carrying for the party) last and equal to itself. */
export function byValue(x: number, y: number): number {
  return x === y ? 0 : x - y
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
 * shares (nothing of the bearers'). With `below`, only splits whose spread is under it are looked
 * for: an exact answer with nothing better then proves that none exists.
 */
export function exactFair(
  model: SplitModel,
  nets: readonly ComponentNet[],
  profile: Uint8Array,
  supply: readonly number[],
  claims: readonly ResolvedClaim[],
  base: Allocation,
  incumbent: FairScore,
  budget: { nodes: number },
  below = Infinity
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
  // In the campaign stage a fund's share is out of the spread (see SplitModel.campaign).
  const funds = model.campaign ? [] : model.funds
  const fundsLo = Math.min(...funds.map((f) => value[f]!))
  const fundsHi = Math.max(...funds.map((f) => value[f]!))
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

  // Spreads are multiples of the values' grid: a better split is a whole step better.
  const cut = spreadStep(model) > 0 ? spreadStep(model) - EPS : EPS
  const choice: number[][] = lots.map((lot) => lot.takers.map(() => 0))
  let best: number[][] | null = null
  let bestSpread = Math.min(incumbent.spread, below)
  let bestShared = incumbent.shared
  let nodes = 0
  let out = false

  // Every split this good carries exactly the best value into shares: what is still to come raises the
  // poorest shares at best like water poured over them.
  // The shares that can still receive (a fund's is fixed); with no grouping, the active bearers.
  const receivers = model.shares.filter((h) => !model.bearers[h]!.fund)
  // What the shares hold before anything is dealt (what they received before, in the campaign stage):
  // the value counts below are this split's, the shares' levels include it.
  let priorShared = 0
  for (const h of receivers) priorShared += shareValueOf(model, base.value, h)
  const level = receivers.map(() => 0)
  const spreadBound = (shared: number): number => {
    let hi = fundsHi
    let lo = fundsLo
    const n = receivers.length
    for (let k = 0; k < n; k++) {
      const v = shareValueOf(model, value, receivers[k]!)
      level[k] = v
      hi = Math.max(hi, v)
    }
    if (n > 0) {
      level.sort((x, y) => x - y)
      let rest = Math.max(0, bestShared - shared)
      let water = level[0]!
      let k = 1
      while (k < n && rest > 0) {
        const need = (level[k]! - water) * k
        if (need > rest) break
        rest -= need
        water = level[k]!
        k++
      }
      water += rest / k
      lo = Math.min(lo, water)
      hi = Math.max(hi, water)
    }
    return hi - lo
  }

  // Each share ends between what its bearers hold and that plus the dearest units still to come that
  // fit their rooms; the shares' sum ends between the best value into shares and all that can still
  // come into them. The richest then ends at least at the lowest level those intervals can reach the
  // sum under, the poorest at most at the highest level they can stay under it at. And a lot that
  // cannot all be left goes, one unit at least, to somebody: the richest share ends at least that rich.
  // Bearers carrying for the party are in no share: only their rooms count, never their value.
  const slotOf = new Map(receivers.map((h, k) => [h, k]))
  /** Per active bearer: its share's index among `receivers`, or -1 (it carries for the party). */
  const slotOfActive = model.active.map((who) => slotOf.get(model.shareOf[who]!) ?? -1)
  const lower = receivers.map(() => 0)
  const upper = receivers.map(() => 0)
  const roomLeft = new Float64Array(model.groups.length)
  const roomStamp = new Int32Array(model.groups.length)
  let stamp = 0
  // The poorest's ceiling found on entering each lot (dealing its units never raises it); Infinity
  // where no ceiling was found.
  const poorestCap = new Array<number>(lots.length + 1).fill(Infinity)
  const sumAt = (level: number): number => {
    let s = 0
    for (let k = 0; k < lower.length; k++) s += Math.min(upper[k]!, Math.max(lower[k]!, level))
    return s
  }
  const capBound = (i: number, sharedMost: number): number => {
    const n = model.active.length
    const m = receivers.length
    if (n === 0 || m === 0) return 0
    let hi = fundsHi
    let lo = fundsLo
    lower.fill(0)
    upper.fill(0)
    for (let k = 0; k < n; k++) {
      const slot = slotOfActive[k]!
      if (slot < 0) continue
      const v = value[model.active[k]!]!
      let u = v
      stamp++
      for (let j = i; j < lots.length; j++) {
        const lot = lots[j]!
        if (lot.value <= 0) continue
        const node = lot.takers[k]!.node
        if (node < 0) {
          u += lot.units * lot.value
          continue
        }
        if (roomStamp[node] !== stamp) {
          roomStamp[node] = stamp
          roomLeft[node] = Math.floor(room[node]! + EPS)
        }
        const fit = Math.min(lot.units, roomLeft[node]!)
        if (fit <= 0) continue
        u += fit * lot.value
        roomLeft[node]! -= fit
      }
      lower[slot]! += v
      upper[slot]! += u
    }
    let minLower = Infinity
    let maxUpper = -Infinity
    let sumUpper = 0
    for (let k = 0; k < m; k++) {
      hi = Math.max(hi, lower[k]!)
      lo = Math.min(lo, upper[k]!)
      minLower = Math.min(minLower, lower[k]!)
      maxUpper = Math.max(maxUpper, upper[k]!)
      sumUpper += upper[k]!
    }
    const least = bestShared + priorShared - EPS
    if (sumUpper < least) return Infinity
    const most = Math.min(sumUpper, sharedMost + priorShared)
    // Richest: inf { L : sumAt(L) ≥ least }; poorest: sup { L : sumAt(L) ≤ most }.
    let a = minLower
    let b = maxUpper
    for (let it = 0; it < 40 && b - a > 1e-7; it++) {
      const mid = (a + b) / 2
      if (sumAt(mid) >= least) b = mid
      else a = mid
    }
    hi = Math.max(hi, a)
    a = minLower
    b = maxUpper
    for (let it = 0; it < 40 && b - a > 1e-7; it++) {
      const mid = (a + b) / 2
      if (sumAt(mid) <= most + EPS) a = mid
      else b = mid
    }
    lo = Math.min(lo, b)
    poorestCap[i] = lo
    for (let j = i; j < lots.length; j++) {
      const lot = lots[j]!
      if (lot.value <= 0 || lot.units <= (lot.comp < 0 ? unlimitedLeft : slack[lot.comp]!)) continue
      let must = Infinity
      for (let k = 0; k < n; k++) {
        const node = lot.takers[k]!.node
        if (node >= 0 && room[node]! < 1 - EPS) continue
        const slot = slotOfActive[k]!
        // A bearer carrying for the party may take it: no share need be richer.
        if (slot < 0) {
          must = -Infinity
          break
        }
        must = Math.min(must, lower[slot]! + lot.value)
      }
      if (must < Infinity) hi = Math.max(hi, must)
    }
    return hi - lo
  }

  // The mean share the best splits reach.
  const target = receivers.length > 0 ? (bestShared + priorShared) / receivers.length : 0
  const rec = (i: number, claimed: number, carried: number, shared: number): void => {
    if (out) return
    if (++nodes > budget.nodes) {
      out = true
      return
    }
    if (claimed + claimableFrom[i]! < incumbent.claimed) return
    if (carried + valueFrom[i]! < incumbent.carriedValue - EPS) return
    // More value into shares beats any spread; the spread only decides among splits sharing as much.
    // The shares end with at most the most value carried (the incumbent's) less what the bearers
    // carrying for the party hold already.
    const sharedMost = Math.min(shared + valueFrom[i]!, incumbent.carriedValue - (carried - shared))
    if (sharedMost < bestShared - EPS) return
    const canShareMore = sharedMost > bestShared + EPS
    if (!canShareMore && spreadBound(shared) > bestSpread - cut) return
    poorestCap[i] = Infinity
    if (!canShareMore && capBound(i, sharedMost) > bestSpread - cut) return
    if (i === lots.length) {
      if (carried < incumbent.carriedValue - EPS || claimed < incumbent.claimed) return
      const spread = spreadOf(model, value)
      if (shared < bestShared + EPS && spread >= bestSpread - EPS) return
      bestSpread = spread
      bestShared = shared
      best = choice.map((c) => c.slice())
      return
    }
    const lot = lots[i]!
    const takers = lot.takers
    const q = choice[i]!
    // Poorest first, the most first: good splits come early and tighten the bound.
    const order = takers
      .map((_, t) => t)
      .sort((x, y) => byValue(shareValueOf(model, value, takers[x]!.who), shareValueOf(model, value, takers[y]!.who)))
    const maxLeft = lot.comp < 0 ? unlimitedLeft : slack[lot.comp]!
    const deal = (k: number, rest: number, gotClaims: number, gotShared: number): void => {
      if (out) return
      if (k === order.length) {
        if (rest > maxLeft) return
        if (lot.comp >= 0) slack[lot.comp]! -= rest
        rec(i + 1, claimed + gotClaims, carried + (lot.units - rest) * lot.value, shared + gotShared * lot.value)
        if (lot.comp >= 0) slack[lot.comp]! += rest
        return
      }
      const t = order[k]!
      const { who, node } = takers[t]!
      const max = node < 0 ? rest : Math.min(rest, Math.floor(room[node]! + EPS))
      const claim = lot.claims?.get(who) ?? 0
      // The count that brings the share nearest the mean first, then the counts around it: the first
      // leaves are the level deal's, and near-level splits come before lopsided ones.
      const sv = shareValueOf(model, value, who)
      const ideal =
        lot.value > 0 && sv < Infinity ? Math.max(0, Math.min(max, Math.round((target - sv) / lot.value))) : max
      for (let j = 0; j <= max; j++) {
        const x = countAt(ideal, j, max)
        // Too rich already for the poorest to catch up: fewer units.
        if (
          x > 0 &&
          model.shareOf[who]! >= 0 &&
          shareValueOf(model, value, who) + x * lot.value - poorestCap[i]! > bestSpread - cut
        )
          continue
        if (++nodes > budget.nodes) {
          out = true
          break
        }
        q[t] = x
        if (node >= 0) room[node]! -= x
        value[who]! += x * lot.value
        deal(k + 1, rest - x, gotClaims + Math.min(x, claim), gotShared + (model.shareOf[who]! >= 0 ? x : 0))
        value[who]! -= x * lot.value
        if (node >= 0) room[node]! += x
        if (out) break
      }
      q[t] = 0
    }
    deal(0, lot.units, 0, 0)
  }
  rec(0, 0, 0, 0)
  budget.nodes -= Math.min(nodes, budget.nodes)
  if (!best) return { exact: !out, better: null }

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
  return { exact: !out, better: a }
}

/**
 * The j-th count (0 ≤ j ≤ max) in the order ideal, ideal − 1, ideal + 1, ideal − 2, … within 0..max.
 */
function countAt(ideal: number, j: number, max: number): number {
  if (j === 0) return ideal
  const below = ideal
  const above = max - ideal
  const both = Math.min(below, above)
  if (j <= 2 * both) return j % 2 === 1 ? ideal - (j + 1) / 2 : ideal + j / 2
  const r = j - both
  return below > above ? ideal - r : ideal + r
}

/**
 * A lower bound on the spread of every split as good on objectives 1–3, claims and value carried.
 * The spread is between shares (RULES.md §11): a share holds what its bearers receive (a character and
 * the bearers carrying for it), a fund's is fixed, and bearers carrying for the party hold value in
 * no share. Relaxations, the largest wins:
 * - capacity: bearer b can hold at most U_b (the dearest units that fit its groups at the highest cap
 *   any optimal profile gives it, units being one slot each); share h at most U_h = Σ U_b over its
 *   bearers and at least T − Σ U_b over every other bearer, while the bearers hold T in all and the
 *   shares S, between the incumbent's (the best split puts at least as much into shares) and T less
 *   what the party's bearers must hold. With values free inside those intervals, the least spread is
 *   HI − LO: LO the highest floor the poorest can reach (nobody above its U_h, the floors' sum within
 *   the most S), HI the lowest ceiling that still holds the least S.
 * - whole units: every share is a sum of some units' values (a subset sum, for hauls small enough).
 * - whole units per share: in each component a share holds at least what the others have no room for
 *   and at most what its rooms take, so its value is a sum of such units, the others' mean the rest
 *   (see share-sums.ts).
 * - indivisibility: a unit every such split carries makes its share at least that rich while the
 *   others share the rest.
 * - the grid: shares are multiples of the values' gcd, so a value that does not divide into equal
 *   shares leaves a spread of one step at least.
 */
export function spreadLowerBound(
  model: SplitModel,
  nets: readonly ComponentNet[],
  supply: readonly number[],
  a: Allocation,
  optimal: readonly Uint8Array[],
  complete: boolean
): number {
  const nb = model.active.length
  if (model.shares.length < 2) return 0
  let carried = 0
  for (const who of model.active) carried += a.value[who]!
  const funds = model.funds.map((f) => a.value[f]!)
  const fundsLo = funds.length > 0 ? Math.min(...funds) : Infinity
  const fundsHi = funds.length > 0 ? Math.max(...funds) : -Infinity
  // The bearers' shares, each with its active bearers (indexes among the active), and the bearers
  // carrying for the party.
  const holders = model.shares.filter((h) => !model.bearers[h]!.fund)
  const slot = new Map(holders.map((h, k) => [h, k]))
  const shareOfActive = model.active.map((who) => slot.get(model.shareOf[who]!) ?? -1)
  const party = shareOfActive.some((k) => k < 0)
  const m = holders.length
  let shared = 0
  for (const h of holders) shared += shareValueOf(model, a.value, h)
  let bound = funds.length >= 2 ? fundsHi - fundsLo : 0

  // S, the value in the bearers' shares, ends between these.
  let sharedLo = shared
  let sharedHi = carried
  if (nb > 0 && m > 0) {
    const caps = highestCaps(model, optimal, complete)
    const capacity = capacityValues(model, supply, caps)
    const forced = forcedValues(model, nets, supply, caps)
    let sumCapacity = 0
    for (const u of capacity) sumCapacity += u
    const upper = holders.map(() => 0)
    const least = holders.map(() => 0)
    let partyUpper = 0
    shareOfActive.forEach((k, ai) => {
      if (k < 0) {
        partyUpper += capacity[ai]!
        sharedHi -= forced[ai]!
        return
      }
      upper[k]! += capacity[ai]!
      least[k]! += forced[ai]!
    })
    sharedLo = Math.max(sharedLo, carried - partyUpper)
    sharedHi = Math.min(
      sharedHi,
      upper.reduce((s, u) => s + u, 0)
    )
    const lower = upper.map((u, k) => Math.max(0, carried - (sumCapacity - u), least[k]!))
    // LO: the largest level ≤ every U_h (and the funds) with Σ max(L_h, level) ≤ the most S.
    let hiLo = Math.min(fundsLo, ...upper)
    let loLo = 0
    const floorSum = (level: number) => lower.reduce((s, l) => s + Math.max(l, level), 0)
    if (floorSum(hiLo) <= sharedHi + EPS) loLo = hiLo
    else
      for (let iter = 0; iter < 60; iter++) {
        const mid = (loLo + hiLo) / 2
        if (floorSum(mid) <= sharedHi + EPS) loLo = mid
        else hiLo = mid
      }
    // HI: the smallest level ≥ every L_h (and the funds) with Σ min(U_h, level) ≥ the least S.
    const ceilSum = (level: number) => upper.reduce((s, u) => s + Math.min(u, level), 0)
    let lo = Math.max(fundsHi, ...lower, 0)
    let hi = Math.max(lo, ...upper)
    if (ceilSum(lo) >= sharedLo - EPS) hi = lo
    else
      for (let iter = 0; iter < 60; iter++) {
        const mid = (lo + hi) / 2
        if (ceilSum(mid) >= sharedLo - EPS) hi = mid
        else lo = mid
      }
    bound = Math.max(bound, hi - loLo)
    // Whole units per share, component by component (see share-sums.ts).
    bound = Math.max(
      bound,
      shareSumsBound({ model, nets, supply, caps, shareOfActive, shares: m, sharedLo, sharedHi, fundsLo, fundsHi })
    )
    // Shares are sums of whole units: the richest holds an achievable sum ≥ max(HI, mean), the poorest
    // one ≤ min(LO, mean).
    const sums = subsetSums(model, supply, carried)
    if (sums) {
      const richest = Math.max(fundsHi, sums.atLeast(Math.max(hi, sharedLo / m)))
      const poorest = Math.min(fundsLo, sums.atMost(Math.min(loLo, sharedHi / m)))
      bound = Math.max(bound, richest - poorest)
    }
  }

  // Shares are sums of units, so multiples of the values' grid: unless the bearers' value divides into
  // equal such shares, one is a step above another.
  // With bearers carrying for the party, only where the shares' total is known (the party's bearers
  // hold nothing, or just what they must).
  const sharedKnown = !party || sharedHi - sharedLo <= EPS
  const grid = valueGrid(model, supply)
  if (grid > 0 && m >= 2 && funds.length === 0 && sharedKnown) {
    const steps = Math.round((sharedLo * 100) / grid)
    if (steps % m !== 0) bound = Math.max(bound, grid / 100)
  }

  // The dearest unit that every load-optimal split carries (in a share: the party's bearers hold nothing).
  let top = 0
  if (!party || sharedLo >= carried - EPS)
    for (const lm of model.lines) {
      if (supply[lm.index]! <= 0 || lm.coins) continue
      const always = lm.unlimited
        ? nb > 0
        : nets[model.classes[lm.cls]!.component]!.supply === nets[model.classes[lm.cls]!.component]!.maxCarry
      if (always) top = Math.max(top, lm.unitValue)
    }
  if (top > 0) {
    let poorest = fundsLo
    if (m >= 2) {
      // On the values' grid the poorest is a multiple of it.
      const even = (carried - top) / (m - 1)
      poorest = Math.min(poorest, grid > 0 ? (Math.floor((even * 100) / grid + 1e-6) * grid) / 100 : even)
    }
    if (poorest < Infinity) bound = Math.max(bound, top - poorest)
  }
  // The spread itself is a multiple of the grid of every unit's value (the funds' too).
  const step = spreadStep(model)
  if (step > 0) bound = Math.ceil(bound / step - 1e-6) * step
  // Rounding slack: the bound must never exceed a spread the optimizer proved.
  return Math.max(0, bound - 1e-6)
}

/**
 * The step every spread is a multiple of (gp): the gcd of the loot units' values, funds' lines
 * included (0 when some value is not a whole number of cp).
 */
export function spreadStep(model: SplitModel): number {
  if (model.spreadStep === undefined) {
    let step = 0
    for (const lm of model.lines) {
      if (lm.units <= 0) continue
      const cp = Math.round(lm.unitValue * 100)
      if (Math.abs(cp - lm.unitValue * 100) > 1e-6) {
        step = 0
        break
      }
      if (cp > 0) step = gcd(step, cp)
    }
    model.spreadStep = step / 100
  }
  return model.spreadStep
}

/** Per active bearer, the highest cap tier an optimal profile gives it (all of them when `complete`). */
function highestCaps(model: SplitModel, optimal: readonly Uint8Array[], complete: boolean): number[] {
  const n = model.active.length
  if (complete && optimal.length > 0) return Array.from({ length: n }, (_, i) => Math.max(...optimal.map((p) => p[i]!)))
  // The list was cut short: every profile has as many at heavy and at medium as the first.
  const first = optimal[0]
  const top = first && first.includes(2) ? 2 : first && first.includes(1) ? 1 : 0
  return Array.from({ length: n }, (_, i) => Math.max(top, model.floors[i]!))
}

/**
 * Per active bearer: the least gp it must hold. In a component the others cannot carry to its most
 * (their rooms at their highest caps fall short), it carries the difference, at best its cheapest units.
 */
function forcedValues(
  model: SplitModel,
  nets: readonly ComponentNet[],
  supply: readonly number[],
  caps: readonly number[]
): number[] {
  const out = model.active.map(() => 0)
  for (const net of nets) {
    const comp = model.components[net.component]!
    const roomOf = model.active.map(() => 0)
    for (const g of comp.groups) {
      const node = model.groups[g]!
      roomOf[node.bearer]! += Math.floor(node.caps[caps[node.bearer]!]! + EPS)
    }
    const all = roomOf.reduce((s, r) => s + r, 0)
    let cheapest: { value: number; units: number }[] | null = null
    roomOf.forEach((room, ai) => {
      let must = net.maxCarry - (all - room)
      if (must <= 0) return
      cheapest ??= comp.classes
        .flatMap((c) => model.classes[c]!.lines)
        .map((l) => ({ value: model.lines[l]!.unitValue, units: supply[l]! }))
        .sort((x, y) => x.value - y.value)
      for (const { value, units } of cheapest) {
        if (must <= 0) break
        const q = Math.min(must, units)
        out[ai]! += q * value
        must -= q
      }
    })
  }
  return out
}

/** Per active bearer: the most gp it can hold alone at the given cap tiers (units are one slot each). */
export function capacityValues(model: SplitModel, supply: readonly number[], caps: readonly number[]): number[] {
  let unlimited = 0
  for (const lm of model.lines) if (lm.unlimited) unlimited += supply[lm.index]! * lm.unitValue
  const byValue = model.lines
    .filter((lm) => !lm.unlimited && lm.cls >= 0 && supply[lm.index]! > 0)
    .sort((x, y) => y.unitValue - x.unitValue)
  return model.active.map((_, ai) => {
    const room = new Map<number, number>()
    let total = unlimited
    for (const lm of byValue) {
      const g = model.classes[lm.cls]!.groups[ai]!
      let r = room.get(g)
      if (r === undefined) r = Math.floor(model.groups[g]!.caps[caps[ai]!]! + EPS)
      if (r <= 0) continue
      const q = Math.min(r, supply[lm.index]!)
      total += q * lm.unitValue
      room.set(g, r - q)
    }
    return total
  })
}

/** Most distinct sums (in the units' common step) the subset-sum bound computes. */
const MAX_SUMS = 300_000

/**
 * Sums of any units of the loot (cp, in steps of the values' gcd) up to `total` gp, as a bitset;
 * null when that would be too large.
 */
function subsetSums(
  model: SplitModel,
  supply: readonly number[],
  total: number
): { atLeast(x: number): number; atMost(x: number): number } | null {
  const items: { cp: number; count: number }[] = []
  let step = 0
  for (const lm of model.lines) {
    const q = supply[lm.index]!
    const cp = Math.round(lm.unitValue * 100)
    if (q <= 0 || cp <= 0) continue
    if (Math.abs(cp - lm.unitValue * 100) > 1e-6) return null
    items.push({ cp, count: q })
    step = gcd(step, cp)
  }
  if (step === 0) return null
  const size = Math.floor(Math.round(total * 100) / step) + 1
  if (size > MAX_SUMS) return null
  const words = (size + 31) >>> 5
  const bits = new Uint32Array(words)
  bits[0] = 1
  const shiftOr = (by: number) => {
    const w = by >>> 5
    const b = by & 31
    for (let i = words - 1; i >= w; i--) {
      let v = bits[i - w]! << b
      if (b > 0 && i - w - 1 >= 0) v |= bits[i - w - 1]! >>> (32 - b)
      bits[i] = bits[i]! | v
    }
  }
  for (const { cp, count } of items) {
    const unit = cp / step
    // Binary splitting: bundles of 1, 2, 4, … units make every count up to `count`.
    let rest = count
    for (let k = 1; rest > 0; k *= 2) {
      const take = Math.min(k, rest)
      rest -= take
      if (take * unit < size) shiftOr(take * unit)
    }
  }
  const has = (i: number) => i >= 0 && i < size && (bits[i >>> 5]! & (1 << (i & 31))) !== 0
  const gpOf = (i: number) => (i * step) / 100
  return {
    atLeast(x) {
      for (let i = Math.max(0, Math.ceil((x * 100) / step - 1e-6)); i < size; i++) if (has(i)) return gpOf(i)
      return x
    },
    atMost(x) {
      for (let i = Math.min(size - 1, Math.floor((x * 100) / step + 1e-6)); i >= 0; i--) if (has(i)) return gpOf(i)
      return x
    }
  }
}

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b]
  return a
}

/** The gcd of the units' values in cp (0 when some value is not a whole number of cp, or none is positive). */
function valueGrid(model: SplitModel, supply: readonly number[]): number {
  let step = 0
  for (const lm of model.lines) {
    if (supply[lm.index]! <= 0) continue
    const cp = Math.round(lm.unitValue * 100)
    if (Math.abs(cp - lm.unitValue * 100) > 1e-6) return 0
    if (cp > 0) step = gcd(step, cp)
  }
  return step
}
