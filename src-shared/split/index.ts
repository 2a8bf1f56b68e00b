// The loot split (issue 5): exact on objectives 1–3 (nobody over, carry the most, the lightest sorted
// loads), best effort on objective 4 (claims, sizes, value, moves) with its figures reported.
// Pure and synchronous; checks `signal.aborted` and reports progress as it goes (run it in a worker).
import { resolveOptions } from '../rules'
import { assignProfile, give, newAllocation, type Allocation, type ResolvedClaim } from './assign'
import { buildModel, type SplitModel } from './model'
import { buildResult, compareScores, scoreOf, type Score } from './result'
import { buildNet, searchProfiles } from './search'
import { SplitCancelledError, type SplitInput, type SplitResult, type SplitRunOptions } from './types'

export * from './types'
export { renderWhy, why } from './why'
export { validateSplitInput, SplitInputSchema, MAX_BEARERS, MAX_PARTICIPANTS } from './schema'
export { unitValueGp } from './value'

/** How many optimal profiles are turned into full allocations to pick the best on objective 4. */
const CANDIDATES = 8

export function splitLoot(input: SplitInput, run: SplitRunOptions = {}): SplitResult {
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
  const options = resolveOptions(input.options)
  const model = buildModel(input, options, check)
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
  const search = searchProfiles(model, nets, check, (f) => progress(0.1 + 0.6 * f))

  let best: Allocation | null = null
  let bestScore: Score | null = null
  const candidates = search.optimal.slice(0, CANDIDATES)
  candidates.forEach((profile, i) => {
    check()
    const a = cloneAllocation(base)
    assignProfile(model, nets, profile, supply, bearerClaims, a)
    const score = scoreOf(model, a, bearerClaims)
    if (!bestScore || compareScores(score, bestScore) < 0) {
      best = a
      bestScore = score
    }
    progress(0.7 + (0.25 * (i + 1)) / candidates.length)
  })
  check()
  const result = buildResult({
    model,
    allocation: best ?? base,
    claims,
    claimCount: input.claims?.length ?? 0,
    fundShare,
    examined: search.examined,
    optimal: search.optimal.length
  })
  progress(1)
  return result
}

function cloneAllocation(a: Allocation): Allocation {
  return { given: a.given.map((m) => new Map(m)), left: a.left.slice(), value: a.value.slice() }
}

/**
 * Claims resolved in input order (each takes what is left of its line), and the funds served first:
 * their claimed lines, then coins, cheapest metal first, up to an equal share of the loot's value.
 * Takes what the funds get out of `supply`.
 */
function serveFunds(model: SplitModel, input: SplitInput, supply: number[], a: Allocation): { claims: ResolvedClaim[]; fundShare: number } {
  const lineIndex = new Map(model.lines.map((lm) => [lm.line.id, lm.index]))
  const who = new Map(model.bearers.map((b) => [b.id, b.index]))
  const remaining = supply.slice()
  const claims: ResolvedClaim[] = []
  for (const claim of input.claims ?? []) {
    const line = lineIndex.get(claim.loot)!
    const w = who.get(claim.character)!
    const lm = model.lines[line]!
    const asked = claim.quantity === undefined ? lm.units : Math.min(lm.units, claim.quantity)
    const units = Math.min(asked, remaining[line]!)
    remaining[line]! -= units
    claims.push({ line, who: w, units, asked })
  }
  for (const c of claims) {
    if (!model.bearers[c.who]!.fund) continue
    give(model, a, c.line, c.who, c.units)
    supply[c.line]! -= c.units
  }
  if (model.funds.length === 0) return { claims, fundShare: 0 }

  let total = 0
  for (const lm of model.lines) total += lm.units * lm.unitValue
  const fundShare = total / (model.funds.length + model.active.length)
  // Coins nobody claimed, cheapest first.
  const coins = model.lines.filter((lm) => lm.coins && lm.unitValue > 0).sort((x, y) => x.unitValue - y.unitValue || x.index - y.index)
  for (const f of model.funds) {
    for (const lm of coins) {
      const need = fundShare - a.value[f]!
      if (need < lm.unitValue) continue
      const free = Math.min(supply[lm.index]!, remaining[lm.index]!)
      const q = Math.min(free, Math.floor(need / lm.unitValue + 1e-9))
      if (q <= 0) continue
      give(model, a, lm.index, f, q)
      supply[lm.index]! -= q
      remaining[lm.index]! -= q
    }
  }
  return { claims, fundShare }
}
