// A lower bound on the value spread from what each share can hold, unit by unit (issue 14 item 3).
// Every load-optimal split carries each component to its most (components share no group, so the most
// units overall is each one's most). In a component, a share then holds at least the units that the
// other shares' bearers have no room for, and at most what its own bearers' rooms take: its value is a
// sum, component by component, of that many of the component's units. The other shares hold the rest
// of the shares' value, so the richest of them at least their mean and the poorest at most. The least
// spread is then at least, for the share that fares worst, the least over the values it can hold of
// its distance to the others' mean (funds' fixed shares counted as they are).
// Bench haul 127 with a mule: a creature and a large armour only its owner and the mule can take make
// that share 281 gp before anything else; 281 gp plus whole units never comes within 9.8 gp of the
// others' mean, which the capacity relaxation (values free between floors and ceilings) cannot see.
import type { SplitModel } from './model'
import type { ComponentNet } from './search'

const EPS = 1e-6
/** Most distinct sums one share's bitset holds (in the values' common step). */
const MAX_SUMS = 300_000
/** Word operations all shares' sums may take together (past it, the shares left prove nothing). */
const MAX_WORK = 4_000_000
/** Largest denominator of a unit's value in cp (ammunition shares a line's value among its containers). */
const MAX_DENOMINATOR = 64

export interface ShareSumsContext {
  model: SplitModel
  nets: readonly ComponentNet[]
  supply: readonly number[]
  /** Per active bearer, the highest cap tier an optimal profile gives it. */
  caps: readonly number[]
  /** Per active bearer: its share's index among the bearers' shares, or -1 (it carries for the party). */
  shareOfActive: readonly number[]
  /** Number of the bearers' shares (funds apart). */
  shares: number
  /** The bearers' shares' total value ends between these (gp). */
  sharedLo: number
  sharedHi: number
  /** Least and most of the funds' fixed shares (Infinity / −Infinity without funds). */
  fundsLo: number
  fundsHi: number
}

interface Unit {
  /** Value in ticks of the common step. */
  ticks: number
  count: number
}

/** The last bound per model (the split asks twice, before its threshold probes and at the end). */
const last = new WeakMap<SplitModel, { key: string; bound: number }>()

export function shareSumsBound(ctx: ShareSumsContext): number {
  const key = [ctx.sharedLo, ctx.sharedHi, ctx.fundsLo, ctx.fundsHi, ctx.shares, ...ctx.caps, ...ctx.supply].join(',')
  const seen = last.get(ctx.model)
  if (seen?.key === key) return seen.bound
  const bound = sharesBound(ctx)
  last.set(ctx.model, { key, bound })
  return bound
}

function sharesBound(ctx: ShareSumsContext): number {
  const { model, nets, supply, caps, shareOfActive, shares, sharedLo, sharedHi, fundsLo, fundsHi } = ctx
  if (shares === 0 || (shares < 2 && fundsLo === Infinity)) return 0
  const grid = commonStep(model, supply)
  if (!grid) return 0
  const { tick } = grid
  // Past the larger of the shares' mean and the funds, the spread only grows with the share's value:
  // sums up to twice it are looked at, and any larger one spreads at least as much as that.
  const rising = Math.max(sharedHi / shares, fundsHi)
  const size = Math.min(Math.floor(sharedHi / tick + EPS), Math.ceil((rising * 2) / tick) + 1) + 1
  if (size > MAX_SUMS || size <= 1) return 0
  const past = spreadWith((size - 1) * tick, shares, sharedLo, sharedHi, fundsLo, fundsHi)
  const ticksOf = (gp: number) => Math.round(gp / tick)

  // Per component: its units (value in ticks, count), and each share's room in it.
  const comps = nets.map((net) => {
    const comp = model.components[net.component]!
    const units: Unit[] = []
    for (const c of comp.classes)
      for (const l of model.classes[c]!.lines) {
        const q = supply[l]!
        if (q > 0) units.push({ ticks: ticksOf(model.lines[l]!.unitValue), count: q })
      }
    units.sort((x, y) => x.ticks - y.ticks)
    const room = new Array<number>(shares).fill(0)
    let all = 0
    for (const g of comp.groups) {
      const node = model.groups[g]!
      const r = Math.floor(node.caps[caps[node.bearer]!]! + EPS)
      all += r
      const k = shareOfActive[node.bearer]!
      if (k >= 0) room[k]! += r
    }
    return { units, room, all, most: net.maxCarry }
  })
  const free: Unit[] = []
  for (const lm of model.lines)
    if (lm.unlimited && supply[lm.index]! > 0) free.push({ ticks: ticksOf(lm.unitValue), count: supply[lm.index]! })

  const words = (size + 31) >>> 5
  let work = 0
  // Each share's hold on each component: null where it may take any number of its units.
  const holds = comps.map((comp) => {
    const total = comp.units.reduce((sum, u) => sum + u.count, 0)
    return comp.room.map((room) => {
      const least = Math.max(0, comp.most - (comp.all - room))
      const most = Math.min(total, room, comp.most)
      return least === 0 && most >= total ? null : { least, most }
    })
  })
  // A component's subset sums, share by share the same (computed once, when a share is held in it).
  const sumsOf = comps.map(() => null as Uint32Array | null)
  const componentSums = (c: number): Uint32Array => {
    let sums = sumsOf[c]
    if (!sums) {
      sums = sumsOf[c] = new Uint32Array(words)
      sums[0] = 1
      for (const u of comps[c]!.units) work += addUnits(sums, words, size, u)
    }
    return sums
  }
  // The units no share is held in any way: their sums once, for every share.
  const everywhere: Unit[] = [...free]
  comps.forEach((comp, c) => {
    if (holds[c]!.every((hold) => hold === null)) everywhere.push(...comp.units)
  })
  let base: Uint32Array | null = null
  const shifts = (units: readonly Unit[]) => units.reduce((n, u) => n + (u.ticks > 0 ? 32 - Math.clz32(u.count) : 0), 0)

  let bound = 0
  for (let h = 0; h < shares; h++) {
    // The share's possible values: the sums of the components it is held in (between its least and
    // most units), combined, then the units it may take any number of.
    const held: Uint32Array[] = []
    const loose: Unit[] = []
    let feasible = true
    comps.forEach((comp, c) => {
      const hold = holds[c]![h]!
      if (comp.units.length === 0) return
      if (hold === null) {
        if (!holds[c]!.every((x) => x === null)) loose.push(...comp.units)
        return
      }
      if (hold.most < hold.least) feasible = false
      if (!feasible) return
      const sums = componentSums(c).slice()
      keepBetween(sums, size, cheapest(comp.units, hold.least), dearest(comp.units, hold.most))
      held.push(sums)
    })
    if (!feasible) continue
    const counts = held.map((x) => popCount(x, size))
    // From the shared sums (each held component combined in) or from the first held component (the
    // rest combined in, then every loose unit added): whichever shifts less.
    const fromBase = counts.reduce((n, k) => n + k, 0) + shifts(loose)
    const fromHeld = counts.slice(1).reduce((n, k) => n + k, 0) + shifts(loose) + shifts(everywhere)
    let acc: Uint32Array
    let rest: readonly Uint32Array[]
    if (held.length === 0 || fromBase <= fromHeld) {
      if (!base) {
        base = new Uint32Array(words)
        base[0] = 1
        for (const u of everywhere) work += addUnits(base, words, size, u)
      }
      acc = base.slice()
      rest = held
    } else {
      acc = held[0]!
      rest = held.slice(1)
      loose.push(...everywhere)
    }
    for (const sums of rest) {
      const next = new Uint32Array(words)
      const from = acc
      forEachBit(sums, size, (s) => {
        work += words
        shiftOr(next, from, words, s)
      })
      acc = next
      if (work > MAX_WORK) return bound
    }
    for (const u of loose) work += addUnits(acc, words, size, u)
    if (work > MAX_WORK) return bound
    // Past the sums looked at only if the share can hold more.
    let most = 0
    for (const u of free) most += u.ticks * u.count
    comps.forEach((comp, c) => {
      const hold = holds[c]![h]!
      most += hold === null ? comp.units.reduce((sum, u) => sum + u.ticks * u.count, 0) : dearest(comp.units, hold.most)
    })
    let least = most > size - 1 ? past : Infinity
    forEachBit(acc, size, (s) => {
      least = Math.min(least, spreadWith(s * tick, shares, sharedLo, sharedHi, fundsLo, fundsHi))
    })
    if (least < Infinity) bound = Math.max(bound, least)
  }
  return bound
}

/** The least spread when one share holds `v`: the others' mean is within the shares' total less `v`. */
function spreadWith(
  v: number,
  shares: number,
  sharedLo: number,
  sharedHi: number,
  fundsLo: number,
  fundsHi: number
): number {
  const hi = Math.max(v, fundsHi)
  const lo = Math.min(v, fundsLo)
  if (shares < 2) return hi - lo
  const a = (sharedLo - v) / (shares - 1)
  const b = (sharedHi - v) / (shares - 1)
  const mean = Math.min(Math.max(lo, a), b)
  return Math.max(hi, mean) - Math.min(lo, mean)
}

/**
 * The step every unit's value is a whole number of (gp per tick), values in cp with a small
 * denominator allowed (ammunition shares a line's value among its containers); null when there is none.
 */
function commonStep(model: SplitModel, supply: readonly number[]): { tick: number } | null {
  let den = 1
  const cps: number[] = []
  for (const lm of model.lines) {
    if (supply[lm.index]! <= 0 || lm.unitValue <= 0) continue
    const cp = lm.unitValue * 100
    let d = 1
    while (d <= MAX_DENOMINATOR && Math.abs(cp * d - Math.round(cp * d)) > 1e-6 * d) d++
    if (d > MAX_DENOMINATOR) return null
    den = (den / gcd(den, d)) * d
    if (den > 100_000) return null
    cps.push(cp)
  }
  if (cps.length === 0) return null
  let g = 0
  for (const cp of cps) g = gcd(g, Math.round(cp * den))
  return g > 0 ? { tick: g / (100 * den) } : null
}

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b]
  return a
}

/** Ticks of the `n` cheapest units (`units` ascending). */
function cheapest(units: readonly Unit[], n: number): number {
  let s = 0
  for (const u of units) {
    if (n <= 0) break
    const q = Math.min(n, u.count)
    s += q * u.ticks
    n -= q
  }
  return s
}

/** Ticks of the `n` dearest units (`units` ascending). */
function dearest(units: readonly Unit[], n: number): number {
  let s = 0
  for (let i = units.length - 1; i >= 0 && n > 0; i--) {
    const q = Math.min(n, units[i]!.count)
    s += q * units[i]!.ticks
    n -= q
  }
  return s
}

/** Any number of the units added to the sums (binary bundles of 1, 2, 4, …); returns the work done. */
function addUnits(bits: Uint32Array, words: number, size: number, u: Unit): number {
  if (u.ticks <= 0) return 0
  let work = 0
  let rest = u.count
  for (let k = 1; rest > 0; k *= 2) {
    const take = Math.min(k, rest)
    rest -= take
    if (take * u.ticks >= size) break
    shiftOr(bits, bits, words, take * u.ticks)
    work += words
  }
  return work
}

/** dst |= src << by (bits); dst may be src. */
function shiftOr(dst: Uint32Array, src: Uint32Array, words: number, by: number): void {
  const w = by >>> 5
  const b = by & 31
  for (let i = words - 1; i >= w; i--) {
    let v = src[i - w]! << b
    if (b > 0 && i - w - 1 >= 0) v |= src[i - w - 1]! >>> (32 - b)
    dst[i] = dst[i]! | v
  }
}

function keepBetween(bits: Uint32Array, size: number, lo: number, hi: number): void {
  const top = Math.min(hi, size - 1)
  for (let w = 0; w < bits.length; w++) {
    const first = w << 5
    const last = first + 31
    if (last < lo || first > top) bits[w] = 0
    else {
      if (first < lo) bits[w] = bits[w]! & (~0 << (lo - first))
      if (last > top) bits[w] = bits[w]! & (~0 >>> (last - top))
    }
  }
}

function popCount(bits: Uint32Array, size: number): number {
  let n = 0
  forEachBit(bits, size, () => n++)
  return n
}

function forEachBit(bits: Uint32Array, size: number, visit: (i: number) => void): void {
  for (let w = 0; w < bits.length; w++) {
    let x = bits[w]!
    while (x !== 0) {
      const low = x & -x
      const i = (w << 5) + 31 - Math.clz32(low)
      if (i < size) visit(i)
      x ^= low
    }
  }
}
