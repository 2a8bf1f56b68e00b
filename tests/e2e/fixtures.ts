// End-to-end fixture: the real browser host (src-main/web) on a temporary copy of a campaign file,
// serving the production renderer bundle (built by global-setup.ts). Tests get its URL (with the
// token), the campaign file's path, and helpers to read the file as the app wrote it.
//
//   import { test, expect } from './fixtures'
//   test('…', async ({ page, app }) => { await page.goto(app.url); …; expect((await app.readCampaign()).name)… })
//
// Options (test.use): `campaignSource` (a JSON file to copy, default resources/sample-campaign.json)
// or `campaignData` (a campaign object to write instead).
//
// Every spec imports `test` from here (or from desktop-fixtures.ts, built on it): any uncaught page
// error or console error in any page of the test — its own page, the contexts it or the desktop
// stand-in opens with `browser.newContext`/`newPage`, and pages handed to `pageErrors.watch` — fails
// the test when it ends. A test that must allow one says which and why:
//   test.use({ allowErrors: [{ match: /…/, why: '…' }] })       (a describe or file)
//   pageErrors.allow(/…/, 'why')                                 (inside one test)
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Page
} from '@playwright/test'
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Campaign } from '@shared/campaign/schema'
import { startHost, type Host, PROJECT_ROOT } from '../../src-main/web/host'
import { probeCpu } from './cpu-probe'

export interface AppHost {
  /** Page URL with the per-run token: `page.goto(app.url)`. */
  url: string
  /** http://<random>.localhost:<port> (the page's origin), no token. */
  origin: string
  token: string
  /** The temporary campaign file the app reads and writes. */
  file: string
  /** The temporary folder holding it (backups go in a subfolder), and the host's user-data folder. */
  dir: string
  /** The campaign file as it is on disk now (parsed). */
  readCampaign(): Promise<Campaign>
  /** The file's exact text. */
  readText(): Promise<string>
  /** Waits until the changes the test's pages made have reached the host (settled), then writes them now
   * (the app autosaves within ~300 ms anyway). */
  flush(): Promise<void>
  /** Waits until `page`'s changes have all reached the host (settled), then flush(): the file is as the page left it. */
  settle(page: Page): Promise<void>
  host: Host
}

/** An error a test expects on its pages, and why. */
export interface AllowedError {
  match: RegExp
  why: string
}

export interface PageErrors {
  /** Allows errors matching `match` for the rest of this test; `why` says why the test expects them. */
  allow(match: RegExp, why: string): void
  /** Watches a page this fixture does not see open (e.g. a real Electron window). */
  watch(page: Page): void
  /** Every error seen so far (allowed or not), as "page error: …" / "console error: …". */
  readonly seen: readonly string[]
}

interface Options {
  campaignSource: string
  campaignData: Campaign | null
  allowErrors: AllowedError[]
}

export const SAMPLE_CAMPAIGN = join(PROJECT_ROOT, 'resources', 'sample-campaign.json')
export const RENDERER_DIR = join(PROJECT_ROOT, 'out', 'renderer')

/** Counts the page's calls to the host's API in flight (window.__encApi), from before any page script runs. */
function countApiCalls(): void {
  const w = window as unknown as { __encApi?: number }
  const fetch = window.fetch.bind(window)
  w.__encApi = 0
  window.fetch = async (...args: Parameters<typeof window.fetch>) => {
    const url = String(args[0] instanceof Request ? args[0].url : args[0])
    if (!url.includes('/api/')) return fetch(...args)
    w.__encApi!++
    try {
      return await fetch(...args)
    } finally {
      w.__encApi!--
    }
  }
}

/**
 * Waits until every change `page` has made so far has been answered by the host: the app sends a change
 * once the next frame is painted (CampaignState's queue), so this lets frames pass and waits for the
 * calls in flight, until a frame passes with none. Instead of sleeping "past the autosave delay".
 */
export async function settled(page: Page): Promise<void> {
  const idle = await page.evaluate(async () => {
    const w = window as unknown as { __encApi?: number }
    const frame = () => new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, 0)))
    for (let round = 0; round < 600; round++) {
      await frame()
      await frame()
      if ((w.__encApi ?? 0) === 0) return true
    }
    return false
  })
  expect(idle, 'the page still has calls to the host in flight').toBe(true)
}

/** Where a console message came from, for the failure message. */
function where(message: ConsoleMessage): string {
  const { url, lineNumber } = message.location()
  return url ? ` (${url}:${lineNumber})` : ''
}

export const test = base.extend<Options & { app: AppHost; pageErrors: PageErrors; cpuProbe: void }>({
  // first of all, so that it also counts the other fixtures' set-up and tear-down (E2E_CPU=<file>)
  cpuProbe: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none
    async ({}, use, testInfo) => probeCpu(testInfo.file, testInfo.titlePath.slice(1).join(' › '), () => use()),
    { auto: true }
  ],
  campaignSource: [SAMPLE_CAMPAIGN, { option: true }],
  campaignData: [null, { option: true }],
  allowErrors: [[], { option: true }],
  pageErrors: [
    async ({ context, browser, allowErrors }, use) => {
      const allowed: AllowedError[] = [...allowErrors]
      const seen: string[] = []
      const watchedContexts = new WeakSet<BrowserContext>()
      const watchedPages = new WeakSet<Page>()
      const record = (text: string) => void seen.push(text)
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() === 'error') record(`console error: ${message.text()}${where(message)}`)
      }
      const watchContext = async (c: BrowserContext) => {
        if (watchedContexts.has(c)) return
        watchedContexts.add(c)
        await c.addInitScript(countApiCalls)
        c.on('weberror', (e) => record(`page error: ${e.error().stack ?? e.error().message}`))
        c.on('console', onConsole)
      }
      const watchPage = (page: Page) => {
        if (watchedPages.has(page) || watchedContexts.has(page.context())) return
        watchedPages.add(page)
        page.on('pageerror', (e) => record(`page error: ${e.stack ?? e.message}`))
        page.on('console', onConsole)
      }
      await watchContext(context)
      // contexts the test (or the desktop stand-in) opens itself: watched from their creation
      const own = browser as Browser & { newContext: Browser['newContext']; newPage: Browser['newPage'] }
      const { newContext, newPage } = own
      own.newContext = async (...args) => {
        const c = await newContext.apply(browser, args)
        await watchContext(c)
        return c
      }
      own.newPage = async (...args) => {
        const page = await newPage.apply(browser, args)
        await watchContext(page.context())
        return page
      }
      try {
        await use({
          allow: (match, why) => void allowed.push({ match, why }),
          watch: watchPage,
          get seen() {
            return seen
          }
        })
      } finally {
        own.newContext = newContext
        own.newPage = newPage
      }
      const unexpected = seen.filter((text) => !allowed.some((a) => a.match.test(text)))
      expect(
        unexpected,
        'errors behind the screen (allow one with test.use({ allowErrors }) or pageErrors.allow, saying why)'
      ).toEqual([])
    },
    { auto: true }
  ],
  app: async ({ campaignSource, campaignData, context }, use) => {
    const dir = await mkdtemp(join(tmpdir(), 'enc-e2e-'))
    const file = join(dir, 'campaign.json')
    if (campaignData) await writeFile(file, `${JSON.stringify(campaignData, null, 2)}\n`)
    else await copyFile(campaignSource, file)
    const userDataDir = join(dir, 'user-data')
    await mkdir(userDataDir)
    const host = await startHost({ campaignPath: file, rendererDir: RENDERER_DIR, userDataDir })
    // what a test means by "flush": every change its pages made has reached the host, then is written
    // (a click's change leaves the page after the next paint: flushing at once could miss it)
    const flush = async () => {
      for (const page of context.pages())
        await settled(page).catch((e: unknown) => {
          // a page navigating or closing meanwhile has nothing left to send
          if (!/Execution context was destroyed|has been closed/.test(String(e))) throw e
        })
      if (host.session.hasCampaign) await host.session.store.flush()
    }
    try {
      await use({
        url: host.url,
        origin: host.origin,
        token: host.token,
        file,
        dir,
        host,
        readText: () => readFile(file, 'utf8'),
        readCampaign: async () => JSON.parse(await readFile(file, 'utf8')) as Campaign,
        flush,
        settle: async (page) => {
          await settled(page)
          await flush()
        }
      })
    } finally {
      // the test is over: its pages go before the host does (a page still fetching its lazy chunks
      // would otherwise log the closed host's refused connections as errors)
      for (const page of context.pages()) await page.close()
      await host.close()
      await rm(dir, { recursive: true, force: true })
    }
  }
})

export { expect }
