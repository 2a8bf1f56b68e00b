// Small batches are evaluated on the UI thread, at once: after a drop the changed characters (a few
// hundred lines, a tenth of a millisecond in the engine) would otherwise cost a worker round trip
// (structured clones both ways, and the result waiting behind the frame that paints the moved line),
// so that the tier changed one frame late. Large batches (a big file opened, a party of huge
// inventories) still go to the worker, so the screen never stalls.
import type { Evaluator } from './engine-client'
import { evaluateParty } from './party'

/** Lines evaluated on the UI thread at most (a party of 8 × 500 lines: about half a millisecond). */
export const INLINE_LINES = 4000

export function inlineSmallBatches(worker: Evaluator): Evaluator {
  return (inputs) => {
    let lines = 0
    // a malformed input is the engine's to report, for that character alone
    for (const input of inputs) lines += Array.isArray(input.items) ? input.items.length : 0
    return lines <= INLINE_LINES ? Promise.resolve(evaluateParty(inputs)) : worker(inputs)
  }
}
