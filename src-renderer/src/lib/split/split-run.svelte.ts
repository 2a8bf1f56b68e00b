// The split's runs on the worker: the optimizer (progress after PROGRESS_DELAY_MS, Cancel terminates
// it) and the reviews of an edited split (an answer overtaken by a newer review is dropped).
import type { SplitInput, SplitMove, SplitResult } from '@shared/split'
import { WorkerSplitRunner, type SplitRunner } from './split-client'

/** Runs shorter than this never show a progress bar (no flash for the usual instant split). */
export const PROGRESS_DELAY_MS = 300

/** How a run ended: its result, or what the worker threw (SplitCancelledError when cancelled). */
export type RunOutcome = { ok: true; result: SplitResult } | { ok: false; error: unknown }

export class SplitRun {
  progress = $state(0)
  /** The run has lasted over PROGRESS_DELAY_MS: the progress bar and Cancel show. */
  slow = $state(false)
  /** A review of the latest edit is running (the reasons shown may be one edit old). */
  reviewing = $state(false)

  #runner: SplitRunner
  #run = 0
  #review = 0

  constructor(runner: SplitRunner = new WorkerSplitRunner()) {
    this.#runner = runner
  }

  /** Runs the optimizer; null when the run was cancelled or another one started meanwhile. */
  async split(input: SplitInput): Promise<RunOutcome | null> {
    const run = ++this.#run
    this.progress = 0
    this.slow = false
    const timer = setTimeout(() => {
      if (run === this.#run) this.slow = true
    }, PROGRESS_DELAY_MS)
    try {
      const result = await this.#runner.split(input, (fraction) => {
        if (run === this.#run) this.progress = fraction
      })
      return run === this.#run ? { ok: true, result } : null
    } catch (error) {
      return run === this.#run ? { ok: false, error } : null
    } finally {
      clearTimeout(timer)
      if (run === this.#run) this.slow = false
    }
  }

  /** Stops the running split: its outcome is dropped. */
  cancel(): void {
    this.#run++
    this.#runner.cancel()
    this.slow = false
  }

  /** Reviews an edited split; `answer` hears only the latest review's outcome. */
  review(input: SplitInput, moves: readonly SplitMove[], answer: (outcome: RunOutcome) => void): void {
    const seq = ++this.#review
    this.reviewing = true
    const settle = (outcome: RunOutcome): void => {
      if (seq !== this.#review) return
      this.reviewing = false
      answer(outcome)
    }
    this.#runner.review(input, moves).then(
      (result) => settle({ ok: true, result }),
      (error: unknown) => settle({ ok: false, error })
    )
  }

  /** Drops the reviews running (the preview closed). */
  dropReviews(): void {
    this.#review++
    this.reviewing = false
  }
}
