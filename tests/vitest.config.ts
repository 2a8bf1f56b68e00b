import { defineConfig } from 'vitest/config'
import { svelte } from '@sveltejs/vite-plugin-svelte'
import { svelteTesting } from '@testing-library/svelte/vite'

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
