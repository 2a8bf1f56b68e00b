// The loot split (issue 5). Pure and synchronous; checks `signal.aborted` and reports progress as it
// goes, so it can run in a worker.
//
// What it optimizes, in order:
// 1. Nobody ends over. A participant already over before the split receives nothing that counts.
// 2. Carry the most: the most units by the rules' units (one item, one container; an ammunition line
//    counts the containers its rounds need) and, apart, the most coins, to the coin. Coins never share
//    a limit group with anything else, so both maxima are reached together. When not everything fits,
//    the least valuable of interchangeable lines stay (coins: the cheapest metal).
// 3. The loads sorted worst first, lexicographically: fewest at heavy, then fewest at medium. Exact
//    (see search.ts); proven against an exhaustive search in tests/unit/split.
// 4. Best effort, in this order, among up to CANDIDATES optimal cap profiles: claims honoured, lines
//    made for a size given to bearers of that size, the spread of the shares' gp value, the number of
//    moves (see assign.ts, coins.ts). Reported in `stats`.
// A fund participant never carries: it is served first (its claims, then coins up to an equal share
// of the value, bulky coins first) and the rest is split among the bearers.
import { resolveOptions, type RuleOptions } from '../rules'
import { assignProfile, give, newAllocation, recoin, type Allocation, type ResolvedClaim } from './assign'
import { exactFair, fairScore, spreadLowerBound, spreadOf, spreadStep } from './fair'
import { moveWithCoins, rebalance } from './rebalance'
import {
  binsOf,
  foldBins,
  itemUnitsOf,
  lootBagHolders,
  movesWithBins,
  sharesRoom,
  unheldBins,
  withBins,
  type Bin
} from './bins'
import { bundlesOf, splitBundles } from './bundles'
import { buildModel, containerCapacity, type SplitModel } from './model'
import { buildResult, compareScores, piecesOf, scoreOf, type LeftPiece, type Piece, type Score } from './result'
import { buildNet, searchProfiles, type ComponentNet } from './search'
import {
  SplitCancelledError,
  type SplitInput,
  type SplitLootLine,
  type SplitMove,
  type SplitResult,
  type SplitRunOptions
} from './types'

export * from './types'
export { renderWhy, why } from './why'
export { validateSplitInput, validateSplitMoves, SplitInputSchema, MAX_BEARERS, MAX_PARTICIPANTS } from './schema'
export { unitValueGp } from './value'
export { engineItemOf, givenItem } from './engine-item'

/** How many optimal profiles are turned into full allocations to pick the best on objective 4. */
const CANDIDATES = 8
/** Branch-and-bound nodes for the exact value spread, over all optimal profiles (small hauls finish). */
const EXACT_NODES = 150_000
/** Thresholds tried past the exact search's budget, each with this share of its budget, down to a step (gp). */
const PROBES = 8
const PROBE_SHARE = 1 / 8
const PROBE_STEP = 0.01
/** How close to its lower bound (gp) a spread is the least: the bounds' rounding slack, well under a cp. */
const BOUND_REACHED = 1e-4
/** Loot lines up to which the wide local search always runs. */
const WIDE_LINES = 24
/** Optimal cap profiles kept by the search (a list this long may have been cut short). */
const MAX_OPTIMAL = 64

export function splitLoot(given: SplitInput, run: SplitRunOptions = {}): SplitResult {
  const options = resolveOptions(given.options)
  // Bags holding something whose contents count as carried: each goes whole, with them, to one carrier.
  const bundles = bundlesOf(given, options)
  if (bundles.length > 0) return splitBundles(given, bundles, run, splitLoot)
  let bins = binsOf(given, options)
  if (sharesRoom(given, bins)) {
    // A container taking items and coins: the items' room first, the coins get what they leave.
    const onProgress = run.onProgress
    const half = (from: number) => (onProgress ? { onProgress: (f: number) => onProgress(from + f / 2) } : {})
    // (without what was received: balancing over the campaign moves no room, so no load)
    const { received: _received, ...plain } = given
    const first = foldBins(plain, splitWithBins(withBins(plain, bins), options, bins, { ...run, ...half(0) }), bins)
    bins = binsOf(given, options, { itemUnits: itemUnitsOf(given, first.assignments) })
    run = { ...run, ...half(0.5) }
  }
  const result = foldBins(given, splitWithBins(withBins(given, bins), options, bins, run), bins)
  // A bag claimed from the stash that its claimant could not take: again, without filling it.
  const unheld = unheldBins(given, result, bins)
  if (unheld.size > 0) {
    const again: SplitInput = { ...given }
    if (given.into) again.into = given.into.filter((id) => !unheld.has(id))
    if (given.coinsInto) again.coinsInto = given.coinsInto.filter((id) => !unheld.has(id))
    return splitLoot(again, run)
  }
  return coinsIntoBins(given, result, bins)
}

/**
 * Coins the split gave a holder loose go into the holder's coin bin while it has room: the same share,
 * the same coins carried, a load as light or lighter (the coin dealing fills a share's members holder
 * first). The result is then the engine's for those moves, with the search's own figures.
 */
function coinsIntoBins(input: SplitInput, result: SplitResult, bins: readonly Bin[]): SplitResult {
  const coinBins = bins.filter((b) => b.takes === 'coins' && b.free > 0)
  if (coinBins.length === 0) return result
  const coinLines = new Set(input.loot.filter((l) => l.type === 'coins').map((l) => l.id))
  const room = new Map(coinBins.map((b) => [b.container, b.free]))
  for (const a of result.assignments)
    if (a.in !== undefined && coinLines.has(a.loot) && room.has(a.in)) room.set(a.in, room.get(a.in)! - a.quantity)
  const moves: SplitMove[] = []
  let changed = false
  for (const a of result.assignments) {
    const move: SplitMove = { loot: a.loot, character: a.character, quantity: a.quantity }
    if (a.rounds !== undefined) move.rounds = a.rounds
    if (a.in !== undefined) move.in = a.in
    const bin =
      a.in === undefined && coinLines.has(a.loot)
        ? coinBins.find((b) => input.characters[b.holder]!.id === a.character && room.get(b.container)! > 0)
        : undefined
    if (!bin) {
      moves.push(move)
      continue
    }
    const q = Math.min(a.quantity, room.get(bin.container)!)
    room.set(bin.container, room.get(bin.container)! - q)
    moves.push({ ...move, quantity: q, in: bin.container })
    if (a.quantity > q) moves.push({ ...move, quantity: a.quantity - q })
    changed = true
  }
  if (!changed) return result
  const reviewed = reviewSplit(input, moves)
  const { valueSpreadBound, profiles } = result.stats
  return {
    ...reviewed,
    stats: { ...reviewed.stats, profiles, ...(valueSpreadBound ? { valueSpreadBound } : {}) }
  }
}

function splitWithBins(
  input: SplitInput,
  options: RuleOptions,
  bins: readonly Bin[],
  run: SplitRunOptions
): SplitResult {
  const check = () => {
    if (run.signal?.aborted) throw new SplitCancelledError()
  }
  let lastReport = -1
  const progress = (fraction: number) => {
    if (!run.onProgress || fraction - lastReport < 0.01) return
    lastReport = fraction
    run.onProgress(Math.min(1, fraction))
  }
  check()
  const model = buildModel(input, options, check, bins)
  progress(0.05)

  const base = newAllocation(model)
  const supply = model.lines.map((lm) => lm.units)
  const { claims, fundShare } = serveFunds(model, input, supply, base)
  const bearerClaims = claims.filter((c) => !model.bearers[c.who]!.fund)

  const nets = model.components.map((_, k) => {
    if ((k & 63) === 63) check()
    return buildNet(model, k, supply)
  })
  progress(0.1)
  const search = searchProfiles(model, nets, check, (f) => progress(0.1 + 0.6 * f), MAX_OPTIMAL)

  let best: Allocation | null = null
  let bestScore: Score | null = null
  // Profiles that give claimants the most room first: claims come first in objective 4.
  const claimRoom = (profile: Uint8Array) =>
    bearerClaims.reduce(
      (sum, c) => sum + (model.bearers[c.who]!.active >= 0 ? profile[model.bearers[c.who]!.active]! : 0),
      0
    )
  const candidates = search.optimal
    .map((profile, order) => ({ profile, order, room: claimRoom(profile) }))
    .sort((x, y) => y.room - x.room || x.order - y.order)
    .slice(0, CANDIDATES)
    .map((c) => c.profile)
  const fair = run.valueFairness !== false
  let bestProfile: Uint8Array | null = null
  candidates.forEach((profile, i) => {
    check()
    const a = cloneAllocation(base)
    assignProfile(model, nets, profile, supply, bearerClaims, a, fair)
    const score = scoreOf(model, a, bearerClaims)
    if (!bestScore || compareScores(score, bestScore) < 0) {
      best = a
      bestScore = score
      bestProfile = profile
    }
    progress(0.7 + (0.2 * (i + 1)) / candidates.length)
  })
  check()
  let exact = false
  let bound = 0
  if (fair && best && bestProfile) {
    // A good incumbent first: the exact search below prunes against it.
    const profile: Uint8Array = bestProfile
    const start: Allocation = best
    const recoinAll = (a: Allocation) => recoin(model, nets, profile, supply, bearerClaims, a, false)
    const spread = (a: Allocation) => spreadOf(model, a.value)
    // Two descents, the narrow one (moves and same-class swaps) and the wide one (exchanges across
    // classes, unequal counts): neither always ends lower, so the better is kept. The wide one on
    // table-sized hauls, and on larger ones where the narrow one ends further from even than the
    // issue's tolerance (1 % of the haul, or 1 gp): it costs a few ms on 50 lines.
    const narrow = rebalance(model, profile, start, bearerClaims, recoinAll, spread, 3, 20_000, false)
    best = narrow
    if (model.lines.length <= WIDE_LINES || spread(narrow) > Math.max(1, 0.01 * haulValue(model))) {
      const wide = rebalance(model, profile, start, bearerClaims, recoinAll, spread, 3, 20_000, true)
      if (spread(wide) < spread(narrow) - 1e-9) best = wide
    }
    // The item descents hold the coins fixed: an item given for coins is only seen with them dealt again.
    if (model.lines.length <= WIDE_LINES && model.lines.some((lm) => lm.coins))
      best = moveWithCoins(model, profile, best, bearerClaims, recoinAll, spread)
  }
  if (fair && best && bestProfile) {
    // Exact on small hauls: every optimal profile searched within the budget.
    // The lower bound of the split at hand (asked before the search, before the probes and at the end).
    let known: { of: Allocation; gp: number } | null = null
    const lowerBound = (a: Allocation): number => {
      if (known?.of !== a)
        known = {
          of: a,
          gp: spreadLowerBound(model, nets, supply, a, search.optimal, search.optimal.length < MAX_OPTIMAL)
        }
      return known.gp
    }
    const budget = { nodes: run.exactNodes ?? EXACT_NODES }
    exact = true
    // No search when the split already reaches the lower bound: nothing can beat it (the search only
    // takes a split with a lower spread). Not with a bearer carrying for the party: a split putting more
    // value into shares would rank first, whatever its spread.
    const party = model.active.some((who) => model.shareOf[who]! < 0)
    const reachesBound =
      !party && budget.nodes > 0 && fairScore(model, best, bearerClaims).spread <= lowerBound(best) + BOUND_REACHED
    for (const profile of reachesBound ? [] : search.optimal) {
      check()
      const incumbent = fairScore(model, best, bearerClaims)
      const { exact: done, better } = exactFair(model, nets, profile, supply, bearerClaims, base, incumbent, budget)
      if (better && compareScores(scoreOf(model, better, bearerClaims), scoreOf(model, best, bearerClaims)) < 0) {
        best = better
        bestProfile = profile
      }
      if (!done) {
        exact = false
        break
      }
    }
    let proved = 0
    const probeNodes = Math.floor((run.exactNodes ?? EXACT_NODES) * PROBE_SHARE)
    if (!exact && probeNodes > 0) {
      // Past the budget, a proof by exhaustion that no split is under a threshold is much cheaper than
      // the search for the least: bisect between the relaxations' bound and the spread reached, each
      // threshold either proved (the bound rises) or beaten (the split improves) within its budget.
      let lo = lowerBound(best)
      let hi = fairScore(model, best, bearerClaims).spread
      let ceiling = hi
      // Spreads are multiples of a step (a gp, a cp): thresholds on it, a split under one being a
      // whole step under. Without a step, halves down to PROBE_STEP.
      const step = spreadStep(model)
      const steps = (gp: number) => Math.round(gp / step)
      for (let probe = 0; probe < PROBES; probe++) {
        let below: number
        if (step > 0) {
          const from = Math.ceil(lo / step - 1e-4)
          const to = steps(ceiling)
          if (to <= from) break
          below = (from + Math.ceil((to - from) / 2)) * step
        } else {
          if (ceiling - lo <= PROBE_STEP) break
          below = (lo + ceiling) / 2
        }
        check()
        let done = true
        let found = false
        for (const profile of search.optimal) {
          const incumbent = fairScore(model, best, bearerClaims)
          const budget = { nodes: probeNodes }
          const r = exactFair(model, nets, profile, supply, bearerClaims, base, incumbent, budget, below)
          if (
            r.better &&
            compareScores(scoreOf(model, r.better, bearerClaims), scoreOf(model, best, bearerClaims)) < 0
          ) {
            best = r.better
            bestProfile = profile
            found = true
            break
          }
          if (!r.exact) {
            done = false
            break
          }
        }
        if (found) ceiling = hi = Math.min(hi, fairScore(model, best, bearerClaims).spread)
        else if (done) lo = below
        else ceiling = step > 0 ? below - step : below
      }
      proved = lo
    }
    {
      // Each metal spread over the shares: coins dealt again with mixing, kept unless the spread grows.
      const profile: Uint8Array = bestProfile
      const mixed = cloneAllocation(best)
      recoin(model, nets, profile, supply, bearerClaims, mixed, true)
      if (
        compareScores(scoreOf(model, mixed, bearerClaims), scoreOf(model, best, bearerClaims)) <= 0 ||
        fairScore(model, mixed, bearerClaims).spread <= fairScore(model, best, bearerClaims).spread + 1e-9
      )
        best = mixed
    }
    const reached = fairScore(model, best, bearerClaims).spread
    bound = exact ? reached : Math.max(proved - 1e-6, lowerBound(best))
    // The bound reached: the spread is the least after all. The bounds keep a rounding slack of 1e-6
    // below what they prove, so a spread a hundred times closer than a copper piece is the least.
    if (!exact && reached <= bound + BOUND_REACHED) {
      exact = true
      bound = reached
    }
  }
  // The bound above is on this haul's spread, which the campaign stage may widen: the result then says
  // whether the campaign spread is the least instead.
  let campaignLeast = false
  if (fair && best && bestProfile && model.received) {
    const campaign = campaignStage(model, nets, bestProfile, supply, bearerClaims, base, best, run)
    best = campaign.best
    campaignLeast = campaign.exact
  }
  progress(0.95)
  const result = buildResult({
    model,
    ...piecesOf(model, best ?? base),
    claims,
    claimCount: input.claims?.length ?? 0,
    fundShare,
    examined: search.examined,
    optimal: search.optimal.length,
    spreadBound: fair && !model.received ? { gp: bound, exact } : null,
    campaignLeast
  })
  progress(1)
  return result
}

/**
 * Balance over the campaign (SplitInput.received), after the split as it is without it: under the same
 * cap profile (so the same loads, everybody's), the same claims and value carried, the shares' campaign
 * totals evened out by the same descents and exact search, each result kept only when it ranks better
 * (value carried and into shares, then the campaign spread, sizes, moves) with the same claims honoured
 * and no wider campaign spread: it is never larger than the split's without it. `exact`: no split under that
 * profile has a smaller campaign spread.
 */
function campaignStage(
  model: SplitModel,
  nets: readonly ComponentNet[],
  profile: Uint8Array,
  supply: readonly number[],
  claims: readonly ResolvedClaim[],
  base: Allocation,
  haul: Allocation,
  run: SplitRunOptions
): { best: Allocation; exact: boolean } {
  const received = model.received!
  const cm: SplitModel = { ...model, campaign: true, spreadStep: 0 }
  const withReceived = (a: Allocation): Allocation => {
    const c = cloneAllocation(a)
    received.forEach((gp, b) => (c.value[b]! += gp))
    return c
  }
  const recoinAll = (a: Allocation) => recoin(cm, nets, profile, supply, claims, a, false)
  const spread = (a: Allocation) => spreadOf(cm, a.value)
  const score = (a: Allocation) => scoreOf(cm, a, claims)
  let best = withReceived(haul)
  // Better in the split's order, with the same claims honoured and never a wider campaign spread: the
  // claims are the split's without it (this stage only moves value).
  const keep = (a: Allocation | null) => {
    if (!a) return
    const x = score(a)
    const y = score(best)
    if (x.claimedUnits === y.claimedUnits && x.spread <= y.spread + 1e-9 && compareScores(x, y) < 0) best = a
  }
  const start = best
  keep(rebalance(cm, profile, start, claims, recoinAll, spread, 3, 20_000, false))
  keep(rebalance(cm, profile, start, claims, recoinAll, spread, 3, 20_000, true))
  if (model.lines.length <= WIDE_LINES && model.lines.some((lm) => lm.coins))
    keep(moveWithCoins(cm, profile, best, claims, recoinAll, spread))
  const budget = { nodes: run.exactNodes ?? EXACT_NODES }
  const { exact, better } = exactFair(
    cm,
    nets,
    profile,
    supply,
    claims,
    withReceived(base),
    fairScore(cm, best, claims),
    budget
  )
  keep(better)
  const mixed = cloneAllocation(best)
  recoin(cm, nets, profile, supply, claims, mixed, true)
  if (score(mixed).claimedUnits === score(best).claimedUnits && spread(mixed) <= spread(best) + 1e-9) best = mixed
  // This split's values again (the result's figures are this haul's; buildResult adds `received`).
  received.forEach((gp, b) => (best.value[b]! -= gp))
  return { best, exact }
}

function cloneAllocation(a: Allocation): Allocation {
  return { given: a.given.map((m) => new Map(m)), left: a.left.slice(), value: a.value.slice() }
}

/**
 * Claims resolved in input order (each takes what is left of its line), and the funds served first:
 * their claimed lines, then coins, cheapest metal first, up to an equal share of the loot's value.
 * Takes what the funds get out of `supply`.
 */
/** Claims in input order, each taking what earlier claims left of its line (in flow units). */
function resolveClaims(model: SplitModel, input: SplitInput): ResolvedClaim[] {
  const lineIndex = new Map(model.lines.map((lm) => [lm.line.id, lm.index]))
  const who = new Map(model.bearers.map((b) => [b.id, b.index]))
  const remaining = model.lines.map((lm) => lm.units)
  return (input.claims ?? []).map((claim) => {
    const line = lineIndex.get(claim.loot)!
    const lm = model.lines[line]!
    const asked = claim.quantity === undefined ? lm.units : Math.min(lm.units, claim.quantity)
    const units = Math.min(asked, remaining[line]!)
    remaining[line]! -= units
    return { line, who: who.get(claim.character)!, units, asked }
  })
}

function haulValue(model: SplitModel): number {
  let total = 0
  for (const lm of model.lines) total += lm.units * lm.unitValue
  return total
}

/** The equal share of the loot's value among the shares that can receive (gp). */
function equalShare(model: SplitModel): number {
  const total = haulValue(model)
  const receivers = model.shares.length
  return receivers === 0 ? 0 : total / receivers
}

/**
 * The funds are served first: their claimed lines, then coins nobody claimed, cheapest metal first,
 * up to an equal share of the loot's value. Takes what they get out of `supply`.
 */
function serveFunds(
  model: SplitModel,
  input: SplitInput,
  supply: number[],
  a: Allocation
): { claims: ResolvedClaim[]; fundShare: number } {
  const claims = resolveClaims(model, input)
  const free = supply.slice()
  for (const c of claims) {
    free[c.line]! -= c.units
    if (!model.bearers[c.who]!.fund) continue
    give(model, a, c.line, c.who, c.units)
    supply[c.line]! -= c.units
  }
  if (model.funds.length === 0) return { claims, fundShare: 0 }
  const fundShare = equalShare(model)
  const coins = model.lines
    .filter((lm) => lm.coins && lm.unitValue > 0)
    .sort((x, y) => x.unitValue - y.unitValue || x.index - y.index)
  for (const f of model.funds) {
    for (const lm of coins) {
      const need = fundShare - a.value[f]!
      if (need < lm.unitValue) continue
      const q = Math.min(free[lm.index]!, Math.floor(need / lm.unitValue + 1e-9))
      if (q <= 0) continue
      give(model, a, lm.index, f, q)
      supply[lm.index]! -= q
      free[lm.index]! -= q
    }
  }
  return { claims, fundShare }
}

/**
 * The result of a split the GM wrote or edited (the preview after "edit any line"): loads by the
 * engine, reasons, what is left and the objective-4 figures, without optimizing anything. `moves`
 * must be valid for `input` (see validateSplitMoves).
 */
export function reviewSplit(given: SplitInput, givenMoves: readonly SplitMove[]): SplitResult {
  const options = resolveOptions(given.options)
  // A bag taking items and coins: the coins get what the items moved into it leave. A bag of the loot
  // is its new holder's room, whoever the moves give it to.
  const bins = binsOf(given, options, {
    itemUnits: itemUnitsOf(given, givenMoves),
    itemsKeep: 'the-room',
    lootHolders: lootBagHolders(given, givenMoves)
  })
  const input = withBins(given, bins)
  const moves = movesWithBins(given, givenMoves, bins)
  const model = buildModel(input, options, () => {}, bins)
  const lineIndex = new Map(model.lines.map((lm) => [lm.line.id, lm.index]))
  const who = new Map(model.bearers.map((b) => [b.id, b.index]))
  const merged = new Map<string, Piece>()
  for (const move of moves) {
    const line = lineIndex.get(move.loot)!
    const w = who.get(move.character)!
    const key = `${line}|${w}`
    const piece = merged.get(key) ?? { line, who: w, units: 0, quantity: 0 }
    piece.quantity += move.quantity
    if (move.rounds !== undefined) piece.rounds = (piece.rounds ?? 0) + move.rounds
    merged.set(key, piece)
  }
  const pieces = [...merged.values()].sort((x, y) => x.line - y.line || x.who - y.who)
  const taken = model.lines.map(() => ({ quantity: 0, rounds: 0 }))
  for (const p of pieces) {
    const line = model.lines[p.line]!.line
    if (line.type === 'ammo' && line.rounds !== undefined) p.rounds ??= 0
    p.units = unitsOf(line, p.quantity, p.rounds)
    taken[p.line]!.quantity += p.quantity
    taken[p.line]!.rounds += p.rounds ?? 0
  }
  const left: LeftPiece[] = []
  for (const lm of model.lines) {
    const quantity = lm.line.quantity - taken[lm.index]!.quantity
    const hasRounds = lm.line.type === 'ammo' && lm.line.rounds !== undefined
    const rounds = hasRounds ? (lm.line.rounds as number) - taken[lm.index]!.rounds : undefined
    if (quantity <= 0 && !rounds) continue
    left.push({
      line: lm.index,
      quantity,
      units: unitsOf(lm.line, quantity, rounds),
      ...(rounds !== undefined ? { rounds } : {})
    })
  }
  return foldBins(
    given,
    buildResult({
      model,
      pieces,
      left,
      claims: resolveClaims(model, input),
      claimCount: input.claims?.length ?? 0,
      fundShare: equalShare(model),
      examined: 0,
      optimal: 0,
      spreadBound: null
    }),
    bins
  )
}

function unitsOf(line: SplitLootLine, quantity: number, rounds: number | undefined): number {
  if (line.type !== 'ammo' || !rounds) return quantity
  return Math.max(quantity, Math.ceil(rounds / containerCapacity(line)))
}
