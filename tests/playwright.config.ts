import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from '../src-main/export/chromium-path'

const chromium = chromiumPath()

export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results/e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
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
