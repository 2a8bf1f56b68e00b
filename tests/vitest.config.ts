import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'
import { svelte } from '@sveltejs/vite-plugin-svelte'
import { svelteTesting } from '@testing-library/svelte/vite'

// Vitest's file order for a run with no timings cached (a clean clone, CI): the files that wait on real
// processes, browsers or long time limits first, the longest limit first, so that they overlap the rest
// instead of ending the run alone. Vitest's own order there is by project name, then the largest file
// first, which put crash.test (≈ 90 s of kills, a small file) among the last. With every file's timing
// cached, Vitest's order (failed first, then the longest) is kept.
/** Starts processes (directly, a served host, a Chromium printer) or sets a time limit of its own. */
const WAITS = /from 'node:child_process'|serve-process'|pdf-printer'|timeout: [\d_]+|[\d_]{5,}\)\s*$/m

/** The longest time limit a file sets (ms), 0 when it waits on nothing: the order of the first group. */
function weight(file: string): number {
  const text = readFileSync(file, 'utf8')
  if (!WAITS.test(text)) return 0
  const limits = [...text.matchAll(/timeout: ([\d_]+)|([\d_]{5,})\)\s*$/gm)].map((m) =>
    Number((m[1] ?? m[2]!).replace(/_/g, ''))
  )
  return Math.max(1, ...limits)
}

class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const root = this.ctx.config.root
    if (sorted.every((f) => this.ctx.cache.getFileTestResults(`${f.project.name}:${relative(root, f.moduleId)}`)))
      return sorted
    const weights = new Map(sorted.map((f) => [f, weight(f.moduleId)]))
    // Array.prototype.sort is stable: the base order holds among equal weights
    return [...sorted].sort((a, b) => weights.get(b)! - weights.get(a)!)
  }
}

export default defineConfig({
  root: new URL('..', import.meta.url).pathname,
  plugins: [svelte()],
  resolve: { alias: { '@shared': new URL('../src-shared', import.meta.url).pathname } },
  test: {
    testTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker per core minus one: a single worker here. A third of the time goes
    // to files that spawn processes and wait on them (crash, launcher, signals, two writers), so three
    // workers overlap that waiting; VITEST_WORKERS overrides it.
    maxWorkers: Number(process.env.VITEST_WORKERS ?? 3),
    // on a clean clone, the files that wait on processes start first (SlowFirst above)
    sequence: { sequencer: SlowFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // the browser host bundled once, for the tests that start it as a process
          globalSetup: ['tests/unit/process-bundles.ts'],
          include: ['tests/unit/**/*.test.ts', 'src-shared/**/*.test.ts'],
          exclude: ['tests/unit/ui/**'],
          environment: 'node'
        }
      },
      {
        // Svelte component tests: Svelte's browser build in jsdom (the `browser` resolve condition
        // would change other packages' builds, so it is confined to this project).
        extends: true,
        plugins: [svelteTesting()],
        test: { name: 'ui', include: ['tests/unit/ui/**/*.test.ts'], environment: 'jsdom' }
      }
    ]
  }
})
