import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from '../src-main/export/chromium-path'

const chromium = chromiumPath()

export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results/e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  // One worker by default: on a 2-core machine Chromium, the host and the renderer of one test already
  // fill both cores, and a second worker makes the timed waits of the other test flaky. Every test has
  // its own host, port, folders and browser context (nothing shared but the build), so E2E_WORKERS=2
  // runs them in parallel where there are cores to spare.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  timeout: 60_000,
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
