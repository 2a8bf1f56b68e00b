// Objective 4 for coins: coins are one group for every bearer, so only the number each bearer takes
// is constrained (its room in coins at its cap tier); which metals it takes is free. Coins are used to
// even out the value of the shares: the dearest metals are water-filled toward the poorest shares,
// then pairwise moves and swaps (same number of coins, different metals) shrink the differences.

export interface CoinLot {
  line: number
  quantity: number
  /** Gp per coin. */
  value: number
}

export interface CoinTaker {
  /** Participant index (in SplitModel.bearers). */
  who: number
  /** Coins it may still take. */
  room: number
  /** Value it holds so far (gp). */
  value: number
}

/** Places exactly `total` coins of the lots (the least valuable are left when total is less). */
export function balanceCoins(
  lots: readonly CoinLot[],
  takers: CoinTaker[],
  total: number,
  spreadMetals = true
): { given: Map<number, Map<number, number>>; left: Map<number, number> } {
  const byValue = [...lots].sort((a, b) => b.value - a.value || a.line - b.line)
  // Keep the dearest coins, leave the cheapest.
  let toPlace = total
  const placed: CoinLot[] = []
  const left = new Map<number, number>()
  for (const lot of byValue) {
    const q = Math.min(lot.quantity, toPlace)
    toPlace -= q
    if (q > 0) placed.push({ ...lot, quantity: q })
    if (lot.quantity > q) left.set(lot.line, lot.quantity - q)
  }

  // Lines of equal value per coin are one metal for the balancing (few metals keep it fast).
  const metals: { value: number; quantity: number; lines: { line: number; quantity: number }[] }[] = []
  for (const lot of placed) {
    const last = metals.at(-1)
    if (last && last.value === lot.value) {
      last.quantity += lot.quantity
      last.lines.push({ line: lot.line, quantity: lot.quantity })
    } else
      metals.push({ value: lot.value, quantity: lot.quantity, lines: [{ line: lot.line, quantity: lot.quantity }] })
  }

  const n = takers.length
  const hold: number[][] = takers.map(() => metals.map(() => 0))
  // Water-filling, dearest metal first.
  metals.forEach((metal, m) => {
    let remaining = metal.quantity
    while (remaining > 0) {
      const open = takers.map((_, i) => i).filter((i) => takers[i]!.room > 0)
      if (open.length === 0) break
      const amounts = fillLevel(
        open.map((i) => takers[i]!),
        remaining,
        metal.value
      )
      let gave = 0
      open.forEach((i, k) => {
        const a = amounts[k]!
        if (a > 0) {
          takers[i]!.room -= a
          takers[i]!.value += a * metal.value
          hold[i]![m]! += a
          gave += a
        }
      })
      remaining -= gave
      if (gave === 0) break
    }
  })
  improve(takers, hold, metals)
  if (spreadMetals) mix(takers, hold, metals)

  // Each taker's coins of a metal come from that metal's lines in order (whole lines where possible).
  const given = new Map<number, Map<number, number>>()
  metals.forEach((metal, m) => {
    let li = 0
    let lineLeft = metal.lines[0]?.quantity ?? 0
    for (let i = 0; i < n; i++) {
      let q = hold[i]![m]!
      while (q > 0 && li < metal.lines.length) {
        const take = Math.min(q, lineLeft)
        const line = metal.lines[li]!.line
        let per = given.get(line)
        if (!per) given.set(line, (per = new Map()))
        per.set(takers[i]!.who, (per.get(takers[i]!.who) ?? 0) + take)
        q -= take
        lineLeft -= take
        if (lineLeft === 0) lineLeft = metal.lines[++li]?.quantity ?? 0
      }
    }
  })
  return { given, left }
}

/**
 * Whole coins of one metal for each open taker so that the poorest rise to a common level, within
 * room; hands out exactly min(remaining, total room) coins.
 */
function fillLevel(open: readonly CoinTaker[], remaining: number, value: number): number[] {
  const room = open.reduce((s, t) => s + t.room, 0)
  const target = Math.min(remaining, room)
  if (value <= 0) {
    // Worthless coins: by room, largest first.
    const out = open.map(() => 0)
    let r = target
    const order = open.map((_, k) => k).sort((a, b) => open[b]!.room - open[a]!.room)
    for (const k of order) {
      const a = Math.min(r, open[k]!.room)
      out[k] = a
      r -= a
    }
    return out
  }
  const want = (level: number) => open.map((t) => Math.min(t.room, Math.max(0, Math.floor((level - t.value) / value))))
  let lo = Math.min(...open.map((t) => t.value))
  let hi = Math.max(...open.map((t) => t.value)) + (target + 1) * value
  for (let iter = 0; iter < 100 && hi - lo > value * 1e-9; iter++) {
    const mid = (lo + hi) / 2
    if (want(mid).reduce((s, a) => s + a, 0) >= target) hi = mid
    else lo = mid
  }
  const out = want(lo)
  let r = target - out.reduce((s, a) => s + a, 0)
  // The last coins one by one to the poorest with room.
  while (r > 0) {
    let best = -1
    for (let k = 0; k < open.length; k++) {
      if (out[k]! >= open[k]!.room) continue
      if (best < 0 || open[k]!.value + out[k]! * value < open[best]!.value + out[best]! * value) best = k
    }
    if (best < 0) break
    out[best]!++
    r--
  }
  return out
}

/** Pairwise moves and swaps between the richest and poorest shares while the spread shrinks. */
function improve(takers: CoinTaker[], hold: number[][], lots: readonly { value: number }[]): void {
  const n = takers.length
  for (let iter = 0; iter < 500; iter++) {
    let bestGain = 1e-9
    let bestOp: (() => void) | null = null
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        const diff = takers[i]!.value - takers[j]!.value
        if (diff <= 1e-9) continue
        // Moving value d from i to j changes the sum of squares by -2d(diff - d): best d = diff / 2.
        const gainOf = (d: number) => 2 * d * (diff - d)
        for (let m = 0; m < lots.length; m++) {
          const have = hold[i]![m]!
          if (have === 0) continue
          const vm = lots[m]!.value
          if (vm <= 0) continue
          // Move x coins of m from i to j.
          if (takers[j]!.room > 0) {
            const x = bestCount(diff / (2 * vm), Math.min(have, takers[j]!.room))
            const gain = gainOf(x * vm)
            if (x > 0 && gain > bestGain) {
              bestGain = gain
              bestOp = () => transfer(takers, hold, i, j, m, x, vm, true)
            }
          }
          // Swap x coins of m (from i) with x coins of a cheaper metal m2 (from j).
          for (let m2 = 0; m2 < lots.length; m2++) {
            const v2 = lots[m2]!.value
            const has2 = hold[j]![m2]!
            if (v2 >= vm || has2 === 0) continue
            const step = vm - v2
            const x = bestCount(diff / (2 * step), Math.min(have, has2))
            const gain = gainOf(x * step)
            if (x > 0 && gain > bestGain) {
              bestGain = gain
              bestOp = () => {
                transfer(takers, hold, i, j, m, x, vm, false)
                transfer(takers, hold, j, i, m2, x, v2, false)
              }
            }
          }
        }
      }
    }
    if (!bestOp) return
    bestOp()
  }
}

/** The whole count nearest the ideal, within 0..max. */
function bestCount(ideal: number, max: number): number {
  const lo = Math.min(max, Math.floor(ideal))
  const hi = Math.min(max, Math.ceil(ideal))
  // The gain 2d(diff - d) is symmetric around ideal: take the closer.
  return Math.abs(hi - ideal) < Math.abs(ideal - lo) ? hi : lo
}

function transfer(
  takers: CoinTaker[],
  hold: number[][],
  from: number,
  to: number,
  m: number,
  x: number,
  value: number,
  roomToo: boolean
): void {
  hold[from]![m]! -= x
  hold[to]![m]! += x
  takers[from]!.value -= x * value
  takers[to]!.value += x * value
  if (roomToo) {
    takers[from]!.room += x
    takers[to]!.room -= x
  }
}

/**
 * Spreads each metal over the shares without changing any share's value or going past any room:
 * exchanges between two takers of t coins of a metal for t × ratio coins of a cheaper one (1 gp for
 * 10 sp), while the holdings get closer to each metal's share of the taker's coins.
 */
function mix(takers: CoinTaker[], hold: number[][], metals: readonly { value: number; quantity: number }[]): void {
  const n = takers.length
  const m = metals.length
  if (n < 2 || m < 2) return
  const placed = metals.map((_, k) => hold.reduce((s, h) => s + h[k]!, 0))
  const total = placed.reduce((s, q) => s + q, 0)
  if (total === 0) return
  const deviation = (i: number): number => {
    let count = 0
    for (let k = 0; k < m; k++) count += hold[i]![k]!
    let d = 0
    for (let k = 0; k < m; k++) {
      const e = hold[i]![k]! - (placed[k]! * count) / total
      d += e * e
    }
    return d
  }
  const pairs: { dear: number; cheap: number; ratio: number }[] = []
  for (let k = 0; k < m; k++)
    for (let l = k + 1; l < m; l++) {
      if (metals[l]!.value <= 0) continue
      const ratio = metals[k]!.value / metals[l]!.value
      if (Math.abs(ratio - Math.round(ratio)) < 1e-9 && Math.round(ratio) > 1)
        pairs.push({ dear: k, cheap: l, ratio: Math.round(ratio) })
    }
  // i gives j t dear coins, j gives i t × ratio cheap ones (t < 0: the other way).
  const apply = (i: number, j: number, p: (typeof pairs)[number], t: number) => {
    hold[i]![p.dear]! -= t
    hold[j]![p.dear]! += t
    hold[i]![p.cheap]! += t * p.ratio
    hold[j]![p.cheap]! -= t * p.ratio
    takers[i]!.room -= t * (p.ratio - 1)
    takers[j]!.room += t * (p.ratio - 1)
  }
  const feasible = (i: number, j: number, p: (typeof pairs)[number], t: number) =>
    t > 0
      ? hold[i]![p.dear]! >= t && hold[j]![p.cheap]! >= t * p.ratio && takers[i]!.room >= t * (p.ratio - 1)
      : hold[j]![p.dear]! >= -t && hold[i]![p.cheap]! >= -t * p.ratio && takers[j]!.room >= -t * (p.ratio - 1)
  for (let round = 0; round < 20; round++) {
    let changed = false
    for (let i = 0; i < n; i++)
      for (let j = i + 1; j < n; j++)
        for (const p of pairs) {
          const d0 = deviation(i) + deviation(j)
          const at = (t: number): number => {
            if (t === 0) return d0
            if (!feasible(i, j, p, t)) return Infinity
            apply(i, j, p, t)
            const d = deviation(i) + deviation(j)
            apply(i, j, p, -t)
            return d
          }
          // The deviation is quadratic in t: its vertex from three points, then the best whole t near it.
          const d1 = at(1)
          const dm = at(-1)
          let best = 0
          let bestD = d0
          const tries = [1, -1]
          if (Number.isFinite(d1) && Number.isFinite(dm)) {
            const curv = d1 + dm - 2 * d0
            if (curv > 0) {
              const v = Math.round((dm - d1) / (2 * curv))
              tries.push(v, v - 1, v + 1)
            }
          } else {
            // One side blocked: a halving search for the largest step that still helps.
            const dir = Number.isFinite(d1) ? 1 : -1
            for (let t = 1 << 16; t >= 1; t >>= 1) tries.push(dir * t)
          }
          for (const t of tries) {
            const d = at(t)
            if (d < bestD - 1e-9) {
              bestD = d
              best = t
            }
          }
          if (best !== 0) {
            apply(i, j, p, best)
            changed = true
          }
        }
    if (!changed) return
  }
}
