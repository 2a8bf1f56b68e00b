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
  // sums up to a quarter past it are looked at, and any larger one spreads at least as much as that.
  const rising = Math.max(sharedHi / shares, fundsHi)
  const size = Math.min(Math.floor(sharedHi / tick + EPS), Math.ceil((rising * 1.25) / tick) + 1) + 1
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
  let bound = 0
  for (let h = 0; h < shares; h++) {
    // The share's possible values: the components it is held in (a least or a most number of units)
    // one by one, then the units it may take any number of.
    let acc: Uint32Array | null = null
    const loose: Unit[] = [...free]
    let feasible = true
    for (const comp of comps) {
      if (comp.units.length === 0) continue
      const total = comp.units.reduce((s, u) => s + u.count, 0)
      const least = Math.max(0, comp.most - (comp.all - comp.room[h]!))
      const most = Math.min(total, comp.room[h]!, comp.most)
      if (most < least) {
        feasible = false
        break
      }
      if (least === 0 && most >= total) {
        loose.push(...comp.units)
        continue
      }
      // Sums of `least` to `most` units: a subset sum between the cheapest `least` and the dearest `most`.
      const sums = new Uint32Array(words)
      sums[0] = 1
      for (const u of comp.units) work += addUnits(sums, words, size, u)
      keepBetween(sums, size, cheapest(comp.units, least), dearest(comp.units, most))
      if (acc === null) acc = sums
      else {
        const next = new Uint32Array(words)
        forEachBit(sums, size, (s) => {
          work += words
          shiftOr(next, acc!, words, s)
        })
        acc = next
      }
      if (work > MAX_WORK) return bound
    }
    if (!feasible) continue
    if (acc === null) {
      acc = new Uint32Array(words)
      acc[0] = 1
    }
    for (const u of loose) work += addUnits(acc, words, size, u)
    if (work > MAX_WORK) return bound
    let least = (size - 1) * tick >= sharedHi - EPS ? Infinity : past
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
  for (let i = 0; i < size; i++) if (i < lo || i > hi) bits[i >>> 5] = bits[i >>> 5]! & ~(1 << (i & 31))
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
