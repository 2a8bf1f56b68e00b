// The bench areas. Each module exports `run(options)` and prints its own figures. `npm run bench` runs
// them at their full sizes; `small` runs each once at a small size, fast, so that the test suite runs
// every area (tests/unit/bench/areas.test.ts, tests/e2e/bench-ui.spec.ts) and a broken bench fails CI.
// To add an area, add its module and one line to AREAS (and, if it needs Chromium, to BROWSER_AREAS).
import type { Browser } from 'playwright-core'

export interface BenchOptions {
  /** Small sizes and few runs: proves the bench runs and prints sane figures, measures nothing. */
  small?: boolean
  /** A browser already running (the browser areas launch their own otherwise). */
  browser?: Browser
  /** The renderer is already built in out/ (the browser areas build it otherwise). */
  built?: boolean
}

export interface BenchArea {
  name: string
  load: () => Promise<{ run(options?: BenchOptions): Promise<void> | void }>
}

export const AREAS: readonly BenchArea[] = [
  { name: 'engine', load: () => import('./engine') },
  { name: 'split', load: () => import('./split') },
  { name: 'export', load: () => import('./export') },
  { name: 'ui', load: () => import('./ui') },
  { name: 'split-ui', load: () => import('./split-ui') },
  { name: 'host', load: () => import('./host') },
  { name: 'catalog', load: () => import('./catalog') },
  { name: 'campaign', load: () => import('./campaign') },
  { name: 'players', load: () => import('./players') }
]

/** The areas that drive the real renderer in Chromium (run in the e2e suite, the others in vitest). */
export const BROWSER_AREAS: readonly string[] = ['ui', 'split-ui', 'players']

/** `full` at full size, `small` with options.small. */
export const sized = <T>(options: BenchOptions | undefined, full: T, small: T): T => (options?.small ? small : full)
