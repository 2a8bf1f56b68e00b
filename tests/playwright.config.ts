import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from '../src-main/export/chromium-path'

const chromium = chromiumPath()

export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results/e2e',
  globalSetup: './e2e/global-setup.ts',
  // Tests, not files, are shared out between the workers: a long file (ui-screens, desktop-menu) no longer
  // keeps one worker busy alone at the end of the run (115 s of the baseline's tail).
  fullyParallel: true,
  // Two workers by default (issue 24 item 7: the suite under 10 minutes on 2 cores). Every test has its
  // own host, port, folders and browser context (nothing shared but the build). E2E_WORKERS=1 runs one
  // at a time (to time a test alone); the expect timeout is 10 s so that a busy machine's slower paint
  // is not a failure — a condition that never comes still fails.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    viewport: { width: 1366, height: 768 },
    launchOptions: {
      executablePath: chromium,
      args: [...CHROMIUM_ARGS]
    }
  }
})
