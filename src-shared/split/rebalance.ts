// Objective 4b on hauls too large for the exact search: a local search that moves value from rich
// shares to poor ones without touching objectives 1–3, the claims or the value carried. Each step is
// the best of: a move of item units into room the receiver has in that group under the profile (or of
// an unlimited line), or a swap of units of one class between two bearers (same groups, so always
// feasible); with `wide`, also exchanges across classes and of unequal counts (q units of one line
// for q2 ≤ 4 of another) wherever both bearers' groups stay within the profile. Steps are chosen to
// shrink the sum of squared shares, so the search always ends; coins are dealt again between rounds
// (they even out what the items leave).
import type { Allocation, ResolvedClaim } from './assign'
import { shareValueOf, type SplitModel } from './model'

const EPS = 1e-9
/** Held entries (lines × bearers) up to which the search also tries exchanges across classes. */
const WIDE_ENTRIES = 120
/** Most units taken back in one exchange. */
const WIDE_BACK = 4
/** Exchanges the wide search may try in one descent. */
const WIDE_WORK = 60_000

interface Held {
  line: number
  value: number
  free: number
}

export function rebalance(
  model: SplitModel,
  profile: Uint8Array,
  start: Allocation,
  claims: readonly ResolvedClaim[],
  recoin: (a: Allocation) => void,
  spread: (a: Allocation) => number,
  rounds = 3,
  maxSteps = 20_000,
  wide = true
): Allocation {
  let best = start
  let bestSpread = spread(start)
  const current = clone(start)
  for (let round = 0; round < rounds && bestSpread > EPS; round++) {
    const steps = balanceItems(model, profile, current, claims, maxSteps, wide)
    recoin(current)
    const s = spread(current)
    if (s < bestSpread - EPS) {
      best = clone(current)
      bestSpread = s
    }
    if (steps === 0) break
  }
  return best
}

function clone(a: Allocation): Allocation {
  return { given: a.given.map((m) => new Map(m)), left: a.left.slice(), value: a.value.slice() }
}

/** The local search on item units, in place; returns how many steps it took. */
function balanceItems(
  model: SplitModel,
  profile: Uint8Array,
  a: Allocation,
  claims: readonly ResolvedClaim[],
  maxSteps: number,
  allowWide: boolean
): number {
  const claimed = new Map<string, number>()
  for (const c of claims) claimed.set(`${c.line}|${c.who}`, (claimed.get(`${c.line}|${c.who}`) ?? 0) + c.units)
  const bearers = model.active
  // Per bearer: class → free units held (claimed ones stay put); unlimited lines under class -1.
  const held = new Map<number, Map<number, Held[]>>()
  for (const who of bearers) held.set(who, new Map())
  const used = model.groups.map(() => 0)
  for (const lm of model.lines) {
    if (lm.coins) continue
    for (const [who, q] of a.given[lm.index]!) {
      const b = model.bearers[who]!
      if (b.active < 0) continue
      if (!lm.unlimited) used[model.classes[lm.cls]!.groups[b.active]!]! += q
      const free = q - Math.min(q, claimed.get(`${lm.index}|${who}`) ?? 0)
      if (free <= 0 || (lm.unitValue <= 0 && lm.unlimited)) continue
      const cls = lm.unlimited ? -1 : lm.cls
      const per = held.get(who)!
      let list = per.get(cls)
      if (!list) per.set(cls, (list = []))
      list.push({ line: lm.index, value: lm.unitValue, free })
    }
  }
  const roomAt = (who: number, cls: number): number => {
    if (cls < 0) return Infinity
    const ai = model.bearers[who]!.active
    const node = model.classes[cls]!.groups[ai]!
    return Math.floor(model.groups[node]!.caps[profile[ai]!]! - used[node]! + EPS)
  }
  const entry = (who: number, cls: number, line: number, value: number): Held => {
    const per = held.get(who)!
    let list = per.get(cls)
    if (!list) per.set(cls, (list = []))
    let h = list.find((x) => x.line === line)
    if (!h) list.push((h = { line, value, free: 0 }))
    return h
  }
  const shift = (line: number, from: number, to: number, q: number) => {
    const per = a.given[line]!
    const left = per.get(from)! - q
    if (left === 0) per.delete(from)
    else per.set(from, left)
    per.set(to, (per.get(to) ?? 0) + q)
    const v = model.lines[line]!.unitValue * q
    a.value[from]! -= v
    a.value[to]! += v
  }

  type Step = { gain: number; cls: number; give: Held; q: number; backCls: number; back: Held | null; q2: number }
  const nodeOf = (who: number, cls: number): number =>
    cls < 0 ? -1 : model.classes[cls]!.groups[model.bearers[who]!.active]!
  const capOf = (node: number): number =>
    Math.floor(model.groups[node]!.caps[profile[model.groups[node]!.bearer]!]! + EPS)
  /** Whether r giving q of class gc to p and taking q2 of class bc back keeps both within the profile. */
  const fits = (r: number, p: number, gc: number, q: number, bc: number, q2: number): boolean => {
    const rg = nodeOf(r, gc)
    const rb = nodeOf(r, bc)
    const pg = nodeOf(p, gc)
    const pb = nodeOf(p, bc)
    if (rb >= 0 && q2 > 0 && used[rb]! + q2 - (rb === rg ? q : 0) > capOf(rb)) return false
    if (pg >= 0 && q > 0 && used[pg]! + q - (pg === pb ? q2 : 0) > capOf(pg)) return false
    return true
  }
  // Exchanges across classes and of unequal counts: a wider neighbourhood, affordable on table-sized hauls.
  let entries = 0
  for (const per of held.values()) for (const list of per.values()) entries += list.length
  let wide = allowWide && entries <= WIDE_ENTRIES
  // Exchanges tried, for a bound on the wide search's time whatever the haul.
  let work = 0
  /** The step from rich r to poor p that lowers the sum of squares the most. */
  const bestStep = (r: number, p: number): Step | null => {
    if (model.shareOf[r] === model.shareOf[p]) return null
    const diff = shareValueOf(model, a.value, r) - shareValueOf(model, a.value, p)
    if (diff <= EPS) return null
    const want = diff / 2
    let best: Step | null = null
    const consider = (
      cls: number,
      give: Held,
      q: number,
      backCls: number,
      back: Held | null,
      q2: number,
      d: number
    ) => {
      const gain = d * (diff - d)
      if (d > EPS && gain > EPS && (!best || gain > best.gain)) best = { gain, cls, give, q, backCls, back, q2 }
    }
    const poorHeld = held.get(p)!
    for (const [cls, list] of held.get(r)!) {
      const room = roomAt(p, cls)
      const others = poorHeld.get(cls)
      for (const g of list) {
        if (g.free <= 0 || g.value <= 0) continue
        if (room > 0) {
          const q = clampCount(want / g.value, Math.min(g.free, room))
          consider(cls, g, q, cls, null, 0, q * g.value)
        }
        if (wide) {
          for (const [bc, blist] of poorHeld)
            for (const b of blist) {
              if (b.free <= 0 || (bc === cls && b.line === g.line)) continue
              if ((work += Math.min(b.free, WIDE_BACK)) > WIDE_WORK) wide = false
              for (let q2 = 1; q2 <= Math.min(b.free, WIDE_BACK); q2++) {
                const ideal = (want + q2 * b.value) / g.value
                const lo = Math.floor(ideal)
                for (let q = Math.max(1, lo); q <= Math.min(g.free, lo + 1); q++) {
                  const d = q * g.value - q2 * b.value
                  if (d <= EPS || d >= diff - EPS || !fits(r, p, cls, q, bc, q2)) continue
                  consider(cls, g, q, bc, b, q2, d)
                }
              }
            }
          if (wide) continue
        }
        if (!others) continue
        for (const b of others) {
          const step = g.value - b.value
          if (b.free <= 0 || step <= EPS) continue
          const q = clampCount(want / step, Math.min(g.free, b.free))
          consider(cls, g, q, cls, b, q, q * step)
        }
      }
    }
    return best
  }

  let steps = 0
  // Bearers carrying for the party keep what they were given: value moved to them leaves every share.
  const order = bearers.filter((who) => model.shareOf[who]! >= 0)
  while (steps < maxSteps) {
    order.sort((x, y) => shareValueOf(model, a.value, y) - shareValueOf(model, a.value, x))
    // The richest against the poorer ones, then the poorest against the richer ones.
    let step: Step | null = null
    let from = -1
    let to = -1
    const n = order.length
    for (let k = n - 1; k >= 1 && !step; k--) {
      step = bestStep(order[0]!, order[k]!)
      if (step) [from, to] = [order[0]!, order[k]!]
    }
    for (let k = 1; k < n - 1 && !step; k++) {
      step = bestStep(order[k]!, order[n - 1]!)
      if (step) [from, to] = [order[k]!, order[n - 1]!]
    }
    if (!step) break
    const s: Step = step
    shift(s.give.line, from, to, s.q)
    s.give.free -= s.q
    entry(to, s.cls, s.give.line, s.give.value).free += s.q
    const fg = nodeOf(from, s.cls)
    const tg = nodeOf(to, s.cls)
    if (fg >= 0) used[fg]! -= s.q
    if (tg >= 0) used[tg]! += s.q
    if (s.back) {
      shift(s.back.line, to, from, s.q2)
      s.back.free -= s.q2
      entry(from, s.backCls, s.back.line, s.back.value).free += s.q2
      const fb = nodeOf(from, s.backCls)
      const tb = nodeOf(to, s.backCls)
      if (fb >= 0) used[fb]! += s.q2
      if (tb >= 0) used[tb]! -= s.q2
    }
    steps++
  }
  return steps
}

/** The whole count nearest `ideal`, within 1..max. */
function clampCount(ideal: number, max: number): number {
  return Math.max(1, Math.min(max, Math.round(ideal)))
}

/**
 * Single units moved with the coins dealt again after each (what the item descent cannot see: an
 * item for coins), kept while the spread shrinks; for hauls with coins and few lines.
 */
export function moveWithCoins(
  model: SplitModel,
  profile: Uint8Array,
  start: Allocation,
  claims: readonly ResolvedClaim[],
  recoin: (a: Allocation) => void,
  spread: (a: Allocation) => number,
  passes = 4
): Allocation {
  const claimed = new Map<string, number>()
  for (const c of claims) claimed.set(`${c.line}|${c.who}`, (claimed.get(`${c.line}|${c.who}`) ?? 0) + c.units)
  let best = start
  let bestSpread = spread(start)
  for (let pass = 0; pass < passes && bestSpread > EPS; pass++) {
    const used = model.groups.map(() => 0)
    for (const lm of model.lines) {
      if (lm.coins || lm.unlimited) continue
      for (const [who, q] of best.given[lm.index]!) {
        const ai = model.bearers[who]!.active
        if (ai >= 0) used[model.classes[lm.cls]!.groups[ai]!]! += q
      }
    }
    let found: Allocation | null = null
    for (const lm of model.lines) {
      if (lm.coins || lm.unitValue <= 0) continue
      for (const [from, q] of best.given[lm.index]!) {
        // A bearer carrying for the party neither gives nor takes: value moved there leaves the shares.
        if (model.bearers[from]!.active < 0 || model.shareOf[from]! < 0) continue
        if (q - Math.min(q, claimed.get(`${lm.index}|${from}`) ?? 0) <= 0) continue
        for (const to of model.active) {
          if (to === from || model.shareOf[to]! < 0) continue
          if (!lm.unlimited) {
            const ai = model.bearers[to]!.active
            const node = model.classes[lm.cls]!.groups[ai]!
            if (used[node]! + 1 > Math.floor(model.groups[node]!.caps[profile[ai]!]! + EPS)) continue
          }
          const a = clone(best)
          const per = a.given[lm.index]!
          if (q === 1) per.delete(from)
          else per.set(from, q - 1)
          per.set(to, (per.get(to) ?? 0) + 1)
          a.value[from]! -= lm.unitValue
          a.value[to]! += lm.unitValue
          recoin(a)
          const s = spread(a)
          if (s < bestSpread - EPS) {
            bestSpread = s
            found = a
          }
        }
      }
    }
    if (!found) break
    best = found
  }
  return best
}
