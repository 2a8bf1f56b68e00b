// A bag of the loot that holds something, with the house rule counting its contents as carried (RULES.md
// §10): moving the container moves its contents, so the bag and what it holds go to one carrier, whose
// groups they then count in. The flow gives each line one group; a bag with its contents has several,
// so the carrier of each such bag is chosen apart: for every participant who could take it (and the
// stash), the split of the rest runs with what the bag holds already that carrier's and the bag claimed
// for them; the best of those splits by the split's own order (units left, loads, the GM's claims, the
// spread, moves) is kept. Bags one at a time, each decided with the ones before it in place.
// The same choice places a bag of the loot the GM lets the split fill (`into`, `coinsInto`) without
// claiming it: it goes to whoever the split gives it, filled as theirs (the stash: not filled).
import { evaluate, type EngineItem, type RuleOptions, type Tier } from '../rules'
import { claimant, lootBag } from './bins'
import type { SplitClaim, SplitInput, SplitLootLine, SplitResult, SplitRunOptions } from './types'
import { why } from './why'

/** A bag the split places whole; `carried`: its contents count for its carrier (else it is one to fill). */
export interface Bundle {
  bag: SplitLootLine
  carried: boolean
}

/**
 * The bags of the loot the split places whole: with the house rule counting contents, those holding
 * something (they go with it, or stay); without it, those the GM lets the split fill and claimed nobody.
 */
export function bundlesOf(input: SplitInput, options: RuleOptions): Bundle[] {
  const fundClaimed = (l: SplitLootLine) => {
    const claim = input.claims?.find((c) => c.loot === l.id)
    return input.characters.find((c) => c.id === claim?.character)?.fund === true
  }
  if (options.extradimensionalContentsCount)
    // claimed for a party fund: it stays in the stash with what it holds, nobody's load
    return input.loot
      .filter((l) => l.extradimensional && l.quantity === 1 && l.contents?.length && !fundClaimed(l))
      .map((bag) => ({ bag, carried: true }))
  const named = new Set([...(input.into ?? []), ...(input.coinsInto ?? [])])
  return input.loot
    .filter((l) => named.has(l.id) && lootBag(input, l.id) && !claimant(input, l.id) && !fundClaimed(l))
    .map((bag) => ({ bag, carried: false }))
}

/** Where a bag goes: a participant's index, or -1 (it stays in the stash; one to fill: the split decides). */
interface Placed {
  bag: SplitLootLine
  holder: number
  carried: boolean
}

type Split = (input: SplitInput, run: SplitRunOptions) => SplitResult

/** The split with each bag of `bundles` given whole to one carrier (see the head of this file). */
export function splitBundles(
  input: SplitInput,
  bundles: readonly Bundle[],
  run: SplitRunOptions,
  split: Split
): SplitResult {
  if (!input.received) {
    const { result, placed } = chooseBundles(input, bundles, run, split, 0)
    return settled(input, result, placed)
  }
  // Balancing over the campaign never moves a bag (nor, so, a load): the bags go where they go without
  // it, and the split of the rest then balances the campaign totals.
  const { received: _received, ...plain } = input
  const { placed, trials } = chooseBundles(plain, bundles, run, split, 1)
  const onProgress = run.onProgress
  const last: SplitRunOptions = onProgress ? { ...run, onProgress: (f) => onProgress((trials - 1 + f) / trials) } : run
  return settled(input, split(trialInput(input, placed, []), last), placed)
}

/** Each bag's carrier, chosen in turn, and the split of the rest with them; `extra` trials follow. */
function chooseBundles(
  input: SplitInput,
  bundles: readonly Bundle[],
  run: SplitRunOptions,
  split: Split,
  extra: number
): { result: SplitResult; placed: Placed[]; trials: number } {
  const holders = input.characters.flatMap((c, i) => (c.fund ? [] : [i]))
  const trials = bundles.length * (holders.length + 1) + extra
  let done = 0
  const placed: Placed[] = []
  let best: { result: SplitResult; score: number[] } | null = null
  for (const [k, { bag, carried }] of bundles.entries()) {
    const later = bundles.slice(k + 1)
    best = null
    let chosen = -1
    for (const holder of [...holders, -1]) {
      const from = done++
      const trialRun: SplitRunOptions = {
        ...run,
        ...(run.onProgress ? { onProgress: (f: number) => run.onProgress!((from + f) / trials) } : {})
      }
      const at = [...placed, { bag, holder, carried }]
      const result = split(trialInput(input, at, later), trialRun)
      if (holder >= 0 && !holds(result, bag.id, input.characters[holder]!.id)) continue
      const score = scoreOf(input, result, at)
      if (!best || better(score, best.score)) {
        best = { result, score }
        chosen = holder
      }
    }
    placed.push({ bag, holder: chosen, carried })
  }
  return { result: best!.result, placed, trials }
}

function holds(result: SplitResult, bag: string, who: string): boolean {
  return result.assignments.some((a) => a.loot === bag && a.character === who && a.quantity === 1 && !a.in)
}

/** The bags given to a carrier the GM did not claim them for: claimed in the trial only to be placed. */
function placedOnly(input: SplitInput, placed: readonly Placed[]): Placed[] {
  return placed.filter((p) => {
    if (p.holder < 0) return false
    const claim = input.claims?.find((c) => c.loot === p.bag.id)
    const whole = claim !== undefined && (claim.quantity === undefined || claim.quantity >= p.bag.quantity)
    return !(whole && claim.character === input.characters[p.holder]!.id)
  })
}

/**
 * The split to run with these bags placed: a bag given to a carrier is a plain line claimed for them
 * (its value the bag's with its contents), what it holds already theirs; a bag left stays out, and so
 * do the bags not decided yet.
 */
function trialInput(input: SplitInput, placed: readonly Placed[], later: readonly Bundle[]): SplitInput {
  const out = new Set(later.filter((b) => b.carried).map((b) => b.bag.id))
  /** Bags to fill that stay in the loot, filled by nobody (the split gives them like any line). */
  const unfilled = new Set<string>()
  const given = new Map<string, Placed>()
  for (const p of placed) {
    if (p.holder < 0 && !p.carried) unfilled.add(p.bag.id)
    else if (p.holder < 0) out.add(p.bag.id)
    else if (p.carried) given.set(p.bag.id, p)
  }
  for (const b of later) if (!b.carried) unfilled.add(b.bag.id)
  const loot = input.loot
    .filter((l) => !out.has(l.id))
    .map((l) => {
      if (!given.has(l.id)) return l
      const { contents: _contents, ...bag } = l
      return bag
    })
  const characters = input.characters.map((c, i) => {
    const held = placed.filter((p) => p.holder === i && p.carried).flatMap((p) => p.bag.contents ?? [])
    return held.length === 0 ? c : { ...c, items: [...c.items, ...held] }
  })
  const own: SplitClaim[] = placedOnly(input, placed).map((p) => ({
    loot: p.bag.id,
    character: input.characters[p.holder]!.id
  }))
  const claims = [...own, ...(input.claims ?? []).filter((c) => !out.has(c.loot))]
  const { claims: _claims, into, coinsInto, ...rest } = input
  const filled = (ids: readonly string[] | undefined) => ids?.filter((id) => !unfilled.has(id) && !out.has(id))
  const trialInto = filled(into)
  const trialCoinsInto = filled(coinsInto)
  return {
    ...rest,
    characters,
    loot,
    ...(claims.length > 0 ? { claims } : {}),
    ...(trialInto?.length ? { into: trialInto } : {}),
    ...(trialCoinsInto?.length ? { coinsInto: trialCoinsInto } : {})
  }
}

/** Units and coins a bag and what it holds take (§4 counting of its lines: units, coins apart). */
function bulk(bag: SplitLootLine): { units: number; coins: number } {
  const out = { units: 1, coins: 0 }
  for (const c of bag.contents ?? []) {
    if (c.type === 'coins') out.coins += c.quantity
    else if (!c.unlimited) out.units += c.quantity
  }
  return out
}

/** Lower is better, in the split's order: units left, coins left, at heavy, at medium, claims missed, spread, moves. */
function scoreOf(input: SplitInput, result: SplitResult, placed: readonly Placed[]): number[] {
  const left = { ...result.stats.left }
  for (const p of placed)
    if (p.holder < 0 && p.carried) {
      const b = bulk(p.bag)
      left.units += b.units
      left.coins += b.coins
    }
  const loads = Object.values(result.loads)
  const own = placedOnly(input, placed)
  return [
    left.units,
    left.coins,
    loads.filter((t) => t === 'heavy').length,
    loads.filter((t) => t === 'medium').length,
    (input.claims?.length ?? 0) - (result.stats.claims.honoured - own.length),
    Math.round(result.stats.valueSpreadGp * 100),
    result.stats.moves
  ]
}

function better(x: readonly number[], y: readonly number[]): boolean {
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! < y[i]!
  return false
}

/** The chosen split as the input's participants see it: each bag with its contents, the loads before as they were. */
function settled(input: SplitInput, result: SplitResult, placed: readonly Placed[]): SplitResult {
  const options = input.options
  const before: Record<string, Tier> = { ...result.before }
  for (const i of new Set(placed.filter((p) => p.holder >= 0 && p.carried).map((p) => p.holder))) {
    const c = input.characters[i]!
    before[c.id] = evaluate({ options, character: c, items: c.items }).load
  }
  const own = new Map(placedOnly(input, placed).map((p) => [p.bag.id, p]))
  const assignments = result.assignments.map((a) => {
    const p = own.get(a.loot)
    if (!p) return a
    // it was claimed only to be placed: the reason is the load it leaves its carrier at
    const moved = { character: input.characters[p.holder]!.name, item: p.bag.name, quantity: 1 }
    const from = before[a.character]!
    const to = result.loads[a.character]!
    return { ...a, why: from === to ? why('fits', { ...moved, tier: to }) : why('raises', { ...moved, from, to }) }
  })
  const carried = { ...result.stats.carried }
  const leftStats = { ...result.stats.left }
  const left = [...result.left]
  for (const p of placed) {
    if (!p.carried) continue
    const b = bulk(p.bag)
    const into = p.holder >= 0 ? carried : leftStats
    into.units += b.units - (p.holder >= 0 ? 1 : 0)
    into.coins += b.coins
    if (p.holder < 0)
      left.push({ loot: p.bag.id, quantity: 1, why: why('holds-too-much', { item: p.bag.name, quantity: 1 }) })
  }
  const order = new Map(input.loot.map((l, i) => [l.id, i]))
  left.sort((x, y) => order.get(x.loot)! - order.get(y.loot)!)
  return {
    ...result,
    assignments,
    left,
    before,
    stats: {
      ...result.stats,
      carried,
      left: leftStats,
      claims: { honoured: result.stats.claims.honoured - own.size, total: input.claims?.length ?? 0 }
    }
  }
}

/** What a bag of the loot holds, as the items its carrier's load counts (the house rule counting them). */
export function contentsCarried(line: SplitLootLine, options: RuleOptions): EngineItem[] {
  return options.extradimensionalContentsCount && line.extradimensional ? (line.contents ?? []) : []
}
