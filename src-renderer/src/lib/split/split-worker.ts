// The loot split's own Web Worker: the optimizer (which can take a second on a big hoard) and the
// review of an edited split never run on the UI thread. comlink turns the exposed object into an
// async proxy (split-client.ts). Cancelling terminates this worker: splitLoot's loop is synchronous,
// so a cancel message could not be read before it ends.
import { expose } from 'comlink'
import { reviewSplit, splitLoot, validateSplitInput, validateSplitMoves } from '@shared/split'
import type { SplitInput, SplitMove, SplitResult } from '@shared/split/types'

const api = {
  split(input: SplitInput, onProgress?: (fraction: number) => void): SplitResult {
    return splitLoot(validateSplitInput(input), onProgress ? { onProgress } : {})
  },
  review(input: SplitInput, moves: readonly SplitMove[]): SplitResult {
    const valid = validateSplitInput(input)
    return reviewSplit(valid, validateSplitMoves(valid, moves))
  }
}
export type SplitWorkerApi = typeof api

expose(api)
