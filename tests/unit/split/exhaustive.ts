// An exhaustive split search, independent of the optimizer: it only uses evaluate(). Lines are taken
// one by one and every way to share a line among the bearers (and the stash) is tried; a state keeps,
// per bearer, the worst tier of the groups no later line touches (closed) and the quantities of the
// lines in groups still open, so equal states merge. Group membership and loads come from evaluate().
import { evaluate, resolveOptions } from '@shared/rules'
import type { EngineItem, GroupLoad, Tier } from '@shared/rules'
import type { SplitInput } from '@shared/split'

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
