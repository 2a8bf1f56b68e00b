// The players' claims on stash lines (issue 27) as the split's claims: a line goes first to who needs it,
// then to who would like it ("need before greed"); a pass is no claim; the earliest claim of a kind wins
// among several. The optimizer keeps its own order above them: nobody over, loads first, then the claims,
// then value.
import type { SplitClaimChoice } from './split-input'

/** One player's claim on a stash line, in the order the players made them. */
export interface PlayerClaimInput {
  characterId: string
  lineId: string
  kind: 'need' | 'greed' | 'pass'
  /** Units wanted; 0 or the line's quantity or more: the whole line. */
  quantity: number
}

const RANK = { need: 0, greed: 1 } as const

/** Stash line id → the claim the split honours, among the participants' claims. */
export function claimsForSplit(
  claims: readonly PlayerClaimInput[],
  participants: readonly string[]
): Record<string, SplitClaimChoice> {
  const sharing = new Set(participants)
  const best = new Map<string, PlayerClaimInput & { kind: 'need' | 'greed' }>()
  for (const c of claims) {
    if (c.kind === 'pass' || !sharing.has(c.characterId)) continue
    const held = best.get(c.lineId)
    if (!held || RANK[c.kind] < RANK[held.kind]) best.set(c.lineId, { ...c, kind: c.kind })
  }
  const out: Record<string, SplitClaimChoice> = {}
  for (const [lineId, c] of best)
    out[lineId] =
      c.quantity >= 1 ? { character: c.characterId, quantity: Math.floor(c.quantity) } : { character: c.characterId }
  return out
}

const sameClaim = (a: SplitClaimChoice | undefined, b: SplitClaimChoice | undefined): boolean =>
  a?.character === b?.character && a?.quantity === b?.quantity

/**
 * The dialog's claims after the players' claims changed while it is open: each line the GM left as the players
 * had it (claimed by the players or by nobody) follows the players' new claim, or loses it when they took it
 * back; a line whose claim the GM changed in the dialog (to nobody too) keeps the GM's.
 */
export function mergePlayerClaims(
  current: Readonly<Record<string, SplitClaimChoice | undefined>>,
  before: Readonly<Record<string, SplitClaimChoice>>,
  after: Readonly<Record<string, SplitClaimChoice>>
): Record<string, SplitClaimChoice | undefined> {
  const out = { ...current }
  for (const lineId of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (!sameClaim(current[lineId], before[lineId])) continue // the GM's own choice (none included)
    if (after[lineId]) out[lineId] = after[lineId]
    else delete out[lineId]
  }
  return out
}
