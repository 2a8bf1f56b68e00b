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
