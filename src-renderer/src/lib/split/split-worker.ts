// The loot split's own Web Worker: the optimizer (which can take a second on a big hoard) and the
// review of an edited split never run on the UI thread. comlink turns the exposed object into an
// async proxy (split-client.ts). Cancelling terminates this worker: splitLoot's loop is synchronous,
// so a cancel message could not be read before it ends.
import { expose } from 'comlink'
import { runReview, runSplit } from './split-api'

const api = { split: runSplit, review: runReview }
export type SplitWorkerApi = typeof api

expose(api)
