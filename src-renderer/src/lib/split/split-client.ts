// What the loot-split state needs to compute splits, and its implementation on the split worker.
// Cancel terminates the worker (the next call starts a fresh one) and rejects what was pending with
// SplitCancelledError, so a cancelled run never reaches the screen.
import { proxy, wrap, type Remote } from 'comlink'
import { SplitCancelledError, type SplitInput, type SplitMove, type SplitResult } from '@shared/split'
import type { SplitWorkerApi } from './split-worker'

export interface SplitRunner {
  /** The optimal split; `onProgress` gets fractions 0–1. Rejects with SplitCancelledError on cancel. */
  split(input: SplitInput, onProgress: (fraction: number) => void): Promise<SplitResult>
  /** Loads, reasons and figures of an edited split (no optimizing). */
  review(input: SplitInput, moves: readonly SplitMove[]): Promise<SplitResult>
  /** Stops whatever runs now. */
  cancel(): void
}

export class WorkerSplitRunner implements SplitRunner {
  #worker: Worker | null = null
  #remote: Remote<SplitWorkerApi> | null = null
  #pending = new Set<(error: Error) => void>()

  #api(): Remote<SplitWorkerApi> {
    if (!this.#remote) {
      this.#worker = new Worker(new URL('./split-worker.ts', import.meta.url), { type: 'module', name: 'loot-split' })
      this.#remote = wrap<SplitWorkerApi>(this.#worker)
    }
    return this.#remote
  }

  #call<T>(run: (api: Remote<SplitWorkerApi>) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#pending.add(reject)
      run(this.#api())
        .then(resolve, reject)
        .finally(() => this.#pending.delete(reject))
    })
  }

  split(input: SplitInput, onProgress: (fraction: number) => void): Promise<SplitResult> {
    return this.#call((api) => api.split(input, proxy(onProgress)))
  }

  review(input: SplitInput, moves: readonly SplitMove[]): Promise<SplitResult> {
    return this.#call((api) => api.review(input, moves))
  }

  cancel(): void {
    this.#worker?.terminate()
    this.#worker = null
    this.#remote = null
    const pending = [...this.#pending]
    this.#pending.clear()
    for (const reject of pending) reject(new SplitCancelledError())
  }
}
