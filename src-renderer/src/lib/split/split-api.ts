// What the split worker runs, on data it must not trust: the optimizer, and the review of a split the
// GM edited. Plain functions, so the tests run them as the worker does.
// The worker imports the engine's own entry, not '@shared/split': the split's campaign side loads the catalog.
import {
  reviewSplit,
  splitLoot,
  validateSplitInput,
  validateSplitMoves,
  type SplitInput,
  type SplitMove,
  type SplitResult
} from '@shared/split/engine'

export function runSplit(input: SplitInput, onProgress?: (fraction: number) => void): SplitResult {
  return splitLoot(validateSplitInput(input), onProgress ? { onProgress } : {})
}

/** A review takes a bag of the stash the moves hand whole to a participant as room (see validateSplitInput). */
export function runReview(input: SplitInput, moves: readonly SplitMove[]): SplitResult {
  const valid = validateSplitInput(input, 'review')
  return reviewSplit(valid, validateSplitMoves(valid, moves))
}
