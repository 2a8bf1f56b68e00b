// An exhaustive split search, independent of the optimizer: it only uses evaluate(). Lines are taken
// one by one and every way to share a line among the bearers (and the stash) is tried; a state keeps,
// per bearer, the worst tier of the groups no later line touches (closed) and the quantities of the
// lines in groups still open, so equal states merge. Group membership and loads come from evaluate().
import { evaluate, resolveOptions } from '@shared/rules'
import type { EngineItem, GroupLoad, Tier } from '@shared/rules'
import { unitValueGp, type SplitInput } from '@shared/split'

const RANK: Record<GroupLoad, number> = { none: 0, light: 1, medium: 2, heavy: 3, over: 4 }
const TIER_OF_RANK: Tier[] = ['light', 'light', 'medium', 'heavy', 'over']

interface State {
  /** Per bearer: worst rank of its closed groups (and its load before). */
  closed: number[]
  /** Per open (bearer, group) slot: the amount in it (coins: coins; others: units); -1 once closed. */
  open: number[]
  /** Items carried × coinsPerUnit + coins carried. */
  carried: number
  /** How this state was reached: the previous state and this line's quantities per bearer. */
  prev: State | null
  qs: number[]
}

/** The allocation ([line][bearer] quantities) that reached a state. */
function allocOf(s: State): number[][] {
  const out: number[][] = []
  for (let x: State | null = s; x && x.prev; x = x.prev) out.unshift(x.qs)
  return out
}

export interface ExhaustiveResult {
  /** Items carried plus coins / coinsPerUnit. */
  carried: number
  /** Final loads of the bearers not over before, worst first. */
  vector: Tier[]
  /** One optimal allocation: [line][bearer] quantities, bearers as in `bearers`. */
  alloc: number[][]
  bearers: string[]
}

/** Every composition of `total` steps into `parts` parts. */
function compositions(total: number, parts: number): number[][] {
  if (parts === 1) return [[total]]
  const out: number[][] = []
  for (let first = 0; first <= total; first++)
    for (const rest of compositions(total - first, parts - 1)) out.push([first, ...rest])
  return out
}

export function compareVectors(a: readonly Tier[], b: readonly Tier[]): number {
  for (let i = 0; i < a.length; i++) {
    const d = RANK[a[i]!] - RANK[b[i]!]
    if (d !== 0) return d
  }
  return 0
}

export function exhaustiveSplit(input: SplitInput): ExhaustiveResult {
  const options = resolveOptions(input.options)
  const all = input.characters.filter((c) => !c.fund)
  const characters = all.filter((c) => evaluate({ options, character: c, items: c.items }).load !== 'over')
  const n = characters.length
  const floors = characters.map((c) => RANK[evaluate({ options, character: c, items: c.items }).load])
  const lines = input.loot.map(({ id: _id, valueGp: _v, ...item }) => item as EngineItem)

  // The group key of each line for each bearer, as evaluate() forms groups (null: never counts).
  const amountOf = (g: { family: string; coins?: number; units: number }) => (g.family === 'coins' ? g.coins! : g.units)
  const keyOf = lines.map((line) =>
    characters.map((c) => evaluate({ options, character: c, items: [{ ...line, quantity: 1 }] }).groups[0]?.key ?? null)
  )
  // One slot per (bearer, group) some line touches; its amount starts at what the bearer has already.
  const slotOf = new Map<string, number>()
  const slots: { bearer: number; key: string; last: number }[] = []
  keyOf.forEach((keys, l) =>
    keys.forEach((key, i) => {
      if (key === null) return
      const id = `${i}|${key}`
      const s = slotOf.get(id)
      if (s === undefined) {
        slotOf.set(id, slots.length)
        slots.push({ bearer: i, key, last: l })
      } else slots[s]!.last = l
    })
  )
  const initial = slots.map(({ bearer, key }) => {
    const g = evaluate({ options, character: characters[bearer]!, items: characters[bearer]!.items }).groups.find(
      (x) => x.key === key
    )
    return g ? amountOf(g) : 0
  })
  const addCache = new Map<string, number>()
  const added = (l: number, i: number, q: number): number => {
    const sig = `${l}|${i}|${q}`
    let a = addCache.get(sig)
    if (a === undefined) {
      const g = evaluate({ options, character: characters[i]!, items: [{ ...lines[l]!, quantity: q }] }).groups[0]!
      addCache.set(sig, (a = amountOf(g)))
    }
    return a
  }
  // A group's load depends only on its amount: evaluate the bearer's items plus the lines put there.
  const loadCache = new Map<string, GroupLoad>()
  const loadOf = (slot: number, amount: number, s: State, qs: number[]): GroupLoad => {
    const sig = `${slot}|${amount}`
    let load = loadCache.get(sig)
    if (load === undefined) {
      const { bearer, key } = slots[slot]!
      const items = [...characters[bearer]!.items]
      ;[...allocOf(s), qs].forEach((qs, l) => {
        if (qs[bearer]! > 0 && keyOf[l]![bearer] === key) items.push({ ...lines[l]!, quantity: qs[bearer]! })
      })
      const e = evaluate({ options, character: characters[bearer]!, items })
      const g = e.groups.find((x) => x.key === key)!
      if (amountOf(g) !== amount) throw new Error('exhaustive search: amounts disagree')
      loadCache.set(sig, (load = g.load))
    }
    return load
  }

  // States that agree on closed tiers and open amounts have the same futures: keep the one carrying most.
  const stateKey = (s: State) => `${s.closed.join('')}|${s.open.join(',')}`
  const slotIdx = keyOf.map((keys) => keys.map((key, i) => (key === null ? -1 : slotOf.get(`${i}|${key}`)!)))
  const cpu = options.coinsPerUnit
  let states = new Map<string, State>()
  const start: State = { closed: floors.slice(), open: initial, carried: 0, prev: null, qs: [] }
  states.set(stateKey(start), start)

  lines.forEach((line, l) => {
    const step = line.type === 'coins' ? 100 : 1
    const steps = Math.floor(line.quantity / step)
    if (steps * step !== line.quantity) throw new Error('exhaustive search: coins must come in hundreds')
    const shares = compositions(steps, n + 1) // n bearers, then the stash
    const next = new Map<string, State>()
    for (const s of states.values()) {
      shares: for (const share of shares) {
        const qs = share.slice(0, n).map((x) => x * step)
        const closed = s.closed.slice()
        const open = s.open.slice()
        for (let i = 0; i < n; i++) {
          const slot = slotIdx[l]![i]!
          if (slot < 0) continue
          if (qs[i]! > 0) open[slot]! += added(l, i, qs[i]!)
          const load = open[slot]! > 0 ? loadOf(slot, open[slot]!, s, qs) : 'none'
          if (load === 'over') continue shares
          if (slots[slot]!.last === l) {
            closed[i] = Math.max(closed[i]!, RANK[load])
            open[slot] = -1
          }
        }
        const carried = qs.reduce((a, b) => a + b, 0)
        const ns: State = {
          closed,
          open,
          carried: s.carried + (line.type === 'coins' ? carried : carried * cpu),
          prev: s,
          qs
        }
        const k = stateKey(ns)
        const old = next.get(k)
        if (!old || old.carried < ns.carried) next.set(k, ns)
      }
    }
    states = next
  })

  let best: ExhaustiveResult | null = null
  for (const s of states.values()) {
    const carried = s.carried / cpu
    const vector = s.closed.map((r) => TIER_OF_RANK[r]!).sort((a, b) => RANK[b] - RANK[a])
    if (!best || carried > best.carried || (carried === best.carried && compareVectors(vector, best.vector) < 0)) {
      best = { carried, vector, alloc: allocOf(s), bearers: characters.map((c) => c.id) }
    }
  }
  return best!
}

export interface ExhaustiveFairResult extends ExhaustiveResult {
  /** Claimed units honoured, gp carried and the least spread among the splits best on everything before. */
  claimed: number
  carriedValue: number
  /** Cp of it in shares (not on bearers carrying for the party). */
  shared: number
  spread: number
}

/**
 * The same search, with each bearer's share value in the state: among the splits that carry the most
 * and have the best sorted loads, the most claimed units, then the most value carried, then the most
 * of it in shares (a bearer carrying for the party takes value only when nobody else can), then the least
 * spread (richest share minus the poorest's, in cp; a bearer's value counts in the share it carries for, if any). Coins go one by one: keep them few.
 * A first pass without values finds the best loads, claims and value carried (states merge on their
 * open groups); the second keeps the values and drops only states that can no longer reach those, or
 * whose spread can no longer be at most `claimedSpread` cp (the figure under test: a split below it
 * is found, a claim that no split reaches finds nothing and returns Infinity).
 */
export function exhaustiveFair(input: SplitInput, claimedSpread = Infinity): ExhaustiveFairResult {
  const first = fairPass(input, false, Infinity, null)
  return fairPass(input, true, claimedSpread, first)
}

function fairPass(
  input: SplitInput,
  withValues: boolean,
  claimedSpread: number,
  target: ExhaustiveFairResult | null
): ExhaustiveFairResult {
  const options = resolveOptions(input.options)
  const characters = input.characters.filter(
    (c) => !c.fund && evaluate({ options, character: c, items: c.items }).load !== 'over'
  )
  const n = characters.length
  const ids = characters.map((c) => c.id)
  // Shares: a bearer's value counts in its own, in the one it carries for (valueFor), or in none (null).
  const shareKey = characters.map((c) => (c.valueFor === undefined ? c.id : c.valueFor))
  const shareKeys = [...new Set(shareKey.filter((k): k is string => k !== null))]
  const shareValuesOf = (values: readonly number[]) =>
    shareKeys.map((k) => values.reduce((sum, v, i) => (shareKey[i] === k ? sum + v : sum), 0))
  const spreadOfValues = (values: readonly number[]) => {
    const shares = shareValuesOf(values)
    return shares.length === 0 ? 0 : Math.max(...shares) - Math.min(...shares)
  }
  const lines = input.loot.map(({ id: _id, valueGp: _v, ...item }) => item as EngineItem)
  const cents = input.loot.map((l) => Math.round(unitValueGp(l) * 100))
  // Claims as the optimizer resolves them: in input order, each up to what is left of its line.
  const claimOf = input.loot.map(() => new Array<number>(n).fill(0))
  const remaining = input.loot.map((l) => l.quantity)
  for (const c of input.claims ?? []) {
    const l = input.loot.findIndex((x) => x.id === c.loot)
    const units = Math.min(c.quantity ?? remaining[l]!, remaining[l]!)
    remaining[l]! -= units
    const i = ids.indexOf(c.character)
    if (i >= 0) claimOf[l]![i]! += units
  }
  const groupKey = (i: number, items: EngineItem[]) => evaluate({ options, character: characters[i]!, items }).groups
  const keyOf = lines.map((line) => characters.map((_, i) => groupKey(i, [{ ...line, quantity: 1 }])[0]?.key ?? null))
  const lastUse = new Map<string, number>()
  keyOf.forEach((keys, l) => keys.forEach((key, i) => key !== null && lastUse.set(`${i}|${key}`, l)))
  const floors = characters.map((c) => RANK[evaluate({ options, character: c, items: c.items }).load])

  interface FairState {
    closed: number[]
    /** Per bearer: the lines given so far in still-open groups (quantities by line). */
    open: number[][]
    values: number[]
    carried: number
    claimed: number
  }
  const keyOfState = (s: FairState) =>
    `${s.closed.join('')}|${s.open.map((o) => o.join(',')).join(';')}|${withValues ? s.values.join(',') : ''}`
  // What the lines from l on can still add: units carried (× cpu for items), claimed units, cp.
  const restCarried = lines.map((_, l) =>
    lines.slice(l).reduce((a, x) => a + (x.type === 'coins' ? x.quantity : x.quantity * options.coinsPerUnit), 0)
  )
  const restClaims = lines.map((_, l) =>
    claimOf.slice(l).reduce(
      (a, c, k) =>
        a +
        Math.min(
          c.reduce((x, y) => x + y, 0),
          lines[l + k]!.quantity
        ),
      0
    )
  )
  const restValue = lines.map((_, l) => lines.slice(l).reduce((a, x, k) => a + x.quantity * cents[l + k]!, 0))
  const hopeless = (s: FairState, l: number): boolean => {
    if (!target) return false
    const next = l + 1 < lines.length ? l + 1 : -1
    const carriedMax = s.carried + (next < 0 ? 0 : restCarried[next]!)
    if (carriedMax < Math.round(target.carried * options.coinsPerUnit)) return true
    const claimsMax = s.claimed + (next < 0 ? 0 : restClaims[next]!)
    if (claimsMax < target.claimed) return true
    const rest = next < 0 ? 0 : restValue[next]!
    if (s.values.reduce((a, b) => a + b, 0) + rest < target.carriedValue) return true
    const closed = s.closed.map((r) => TIER_OF_RANK[r]!).sort((a, b) => RANK[b] - RANK[a])
    if (compareVectors(closed, target.vector) > 0) return true
    const shares = shareValuesOf(s.values)
    if (shares.length > 0 && Math.max(...shares) - (Math.min(...shares) + rest) > claimedSpread) return true
    return false
  }
  let states = new Map<string, FairState>()
  const start: FairState = {
    closed: floors.slice(),
    open: characters.map(() => lines.map(() => 0)),
    values: characters.map(() => 0),
    carried: 0,
    claimed: 0
  }
  states.set(keyOfState(start), start)
  const loadCache = new Map<string, GroupLoad>()
  const cpu = options.coinsPerUnit
  lines.forEach((line, l) => {
    const shares = compositions(line.quantity, n + 1)
    const next = new Map<string, FairState>()
    for (const s of states.values()) {
      shares: for (const share of shares) {
        const closed = s.closed.slice()
        const open = s.open.map((o) => o.slice())
        for (let i = 0; i < n; i++) {
          const key = keyOf[l]![i]
          open[i]![l] = share[i]!
          if (key === null) continue
          // The group's load: the bearer's items plus every open line of this group it received.
          const items = [...characters[i]!.items]
          const sig: number[] = []
          open[i]!.forEach((q, m) => {
            if (q > 0 && keyOf[m]![i] === key) {
              items.push({ ...lines[m]!, quantity: q })
              sig.push(m, q)
            }
          })
          const cacheKey = `${i}|${key}|${sig.join(',')}`
          let load = loadCache.get(cacheKey)
          if (load === undefined) {
            load = groupKey(i, items).find((g) => g.key === key)?.load ?? 'none'
            loadCache.set(cacheKey, load)
          }
          if (load === 'over') continue shares
          if (lastUse.get(`${i}|${key}`) === l) {
            closed[i] = Math.max(closed[i]!, RANK[load])
            open[i]!.forEach((_, m) => {
              if (keyOf[m]![i] === key) open[i]![m] = 0
            })
          }
        }
        // Lines that never count (unlimited) keep no open quantity.
        for (let i = 0; i < n; i++) if (keyOf[l]![i] === null) open[i]![l] = 0
        const carriedHere = share.slice(0, n).reduce((a, b) => a + b, 0)
        const ns: FairState = {
          closed,
          open,
          values: s.values.map((v, i) => v + share[i]! * cents[l]!),
          carried: s.carried + (line.type === 'coins' ? carriedHere : carriedHere * cpu),
          claimed: s.claimed + share.slice(0, n).reduce((a, q, i) => a + Math.min(q, claimOf[l]![i]!), 0)
        }
        const k = keyOfState(ns)
        const old = next.get(k)
        if (!old || old.carried < ns.carried || (old.carried === ns.carried && old.claimed < ns.claimed))
          next.set(k, ns)
      }
    }
    states = next
  })
  let best: ExhaustiveFairResult | null = null
  for (const s of states.values()) {
    if (withValues && target && hopeless(s, lines.length - 1)) continue
    const carried = s.carried / cpu
    const vector = s.closed.map((r) => TIER_OF_RANK[r]!).sort((a, b) => RANK[b] - RANK[a])
    const carriedValue = s.values.reduce((a, b) => a + b, 0)
    const shared = shareValuesOf(s.values).reduce((a, b) => a + b, 0)
    const spread = spreadOfValues(s.values)
    const better =
      !best ||
      carried - best.carried ||
      -compareVectors(vector, best.vector) ||
      s.claimed - best.claimed ||
      carriedValue - best.carriedValue ||
      shared - best.shared ||
      best.spread - spread
    if (best === null || (better as number) > 0)
      best = { carried, vector, alloc: [], bearers: ids, claimed: s.claimed, carriedValue, shared, spread }
  }
  if (withValues && best && best.spread > claimedSpread) best = null
  return best ?? { ...target!, spread: Infinity }
}
