// Which Chromium prints PDFs and runs the browser tests: CHROMIUM_PATH when set (as given), else the
// first present of Debian's chromium, a system Chrome/Chromium, or Playwright's own downloaded build.
import { existsSync } from 'node:fs'
import { chromium } from 'playwright-core'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run'
] as const

const SYSTEM_BROWSERS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable'
]

function playwrightsOwn(): string | null {
  try {
    const path = chromium.executablePath()
    return path && existsSync(path) ? path : null
  } catch {
    return null
  }
}

export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  return SYSTEM_BROWSERS.find((p) => existsSync(p)) ?? playwrightsOwn() ?? SYSTEM_BROWSERS[0]!
}
