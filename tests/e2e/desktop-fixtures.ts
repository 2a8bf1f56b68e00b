// The desktop app under the Electron stand-in (tests/standin/runtime.ts): the built main bundle,
// preload and renderer, with its window as a real Chromium page. A test starts it with
// `await desktop({ campaign: 'sample' })`, then clicks the native menu (`app.menu('File', 'Open…')`),
// answers dialogs (`(await app.dialog('open')).answer({ canceled: false, filePaths: [f] })`) and
// fires app events (`app.runtime.secondInstance(...)`, `app.quit()`).
import type { Page } from '@playwright/test'
import { test as base, expect } from './fixtures'
import { copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Campaign } from '@shared/campaign/schema'
import { PROJECT_ROOT } from '../../src-main/web/host'
import { ElectronRuntime, type DialogKind, type PendingDialog, type StandinWindow } from '../standin/runtime'

export const SAMPLE = join(PROJECT_ROOT, 'resources', 'sample-campaign.json')

/** One change to the campaign (the screen's language is none: issue 25 item 2): two torches into the stash. */
export async function aChange(page: Page, quickAdd = 'Quick add'): Promise<void> {
  const box = page.getByRole('combobox', { name: quickAdd })
  await box.fill('2 torches')
  await box.press('Enter')
}
export const torches = (c: { stash: { ref: { id: string }; quantity: number }[] }): number =>
  c.stash.filter((l) => l.ref.id === 'torch').reduce((n, l) => n + l.quantity, 0)

export interface DesktopOptions {
  /** Copy this campaign file to dir/campaign.json and pass `--campaign` (default: none, first start). */
  campaign?: string
  args?: string[]
  locale?: string
  osDark?: boolean
  primary?: boolean
  /** Use this folder (a second start on the same user data); default a new temporary one. */
  dir?: string
  failingPaths?: string[]
  /** Leave 'ready' to the test. */
  manualReady?: boolean
}

export interface Desktop {
  runtime: ElectronRuntime
  dir: string
  userData: string
  /** The campaign file given with --campaign (dir/campaign.json), if any. */
  file: string
  window(): Promise<StandinWindow>
  page(): Promise<Page>
  menu(...path: string[]): void
  dialog(kind?: DialogKind, timeoutMs?: number): Promise<PendingDialog>
  /** app.quit() as Cmd+Q / File → Quit; resolves with the exit code. */
  quit(): Promise<number>
  /** Waits until every change the window's page has made has been answered by main (no sleep). */
  settle(): Promise<void>
  readCampaign(path?: string): Promise<Campaign>
}

type Start = (options?: DesktopOptions) => Promise<Desktop>

export const test = base.extend<{ desktop: Start }>({
  desktop: async ({ browser }, use) => {
    const started: Array<{ runtime: ElectronRuntime; dir: string; own: boolean }> = []
    await use(async (options = {}) => {
      const dir = options.dir ?? (await mkdtemp(join(tmpdir(), 'enc-desktop-')))
      const userData = join(dir, 'user-data')
      await mkdir(userData, { recursive: true })
      await mkdir(join(dir, 'documents'), { recursive: true })
      const file = join(dir, 'campaign.json')
      if (options.campaign) await copyFile(options.campaign, file)
      const runtime = new ElectronRuntime({
        browser,
        appPath: PROJECT_ROOT,
        userData,
        args: [...(options.campaign ? ['--campaign', file] : []), ...(options.args ?? [])],
        locale: options.locale ?? 'en-US',
        osDark: options.osDark ?? false,
        primary: options.primary ?? true,
        version: '0.1.0',
        failingPaths: options.failingPaths ?? []
      })
      started.push({ runtime, dir, own: !options.dir })
      await runtime.load()
      if (!options.manualReady) runtime.fireReady()
      const desktop: Desktop = {
        runtime,
        dir,
        userData,
        file,
        window: () => runtime.waitForWindow(),
        page: async () => (await runtime.waitForWindow()).webContents.page,
        menu: (...path) => runtime.clickMenu(...path),
        dialog: (kind, timeoutMs) => runtime.nextDialog(kind, timeoutMs),
        quit: () => {
          runtime.app.quit()
          return runtime.exited
        },
        settle: async () => {
          const page = await (await runtime.waitForWindow()).webContents.page
          // the app sends a change once the next frame is painted: let frames pass until one passes
          // with no invoke being handled (the binding's call reaches main before the frames' answer)
          for (let round = 0; round < 600; round++) {
            await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))))
            await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))))
            if (runtime.ipcMain.inFlight === 0) return
            await runtime.ipcMain.idle()
          }
          throw new Error('the page still has calls to main in flight')
        },
        readCampaign: async (path = file) => JSON.parse(await readFile(path, 'utf8')) as Campaign
      }
      return desktop
    })
    for (const { runtime } of started.reverse()) {
      if (runtime.exitCode === null) {
        runtime.app.quit()
        await Promise.race([runtime.exited, new Promise((r) => setTimeout(r, 3000))])
      }
      await runtime.dispose()
    }
    for (const { dir, own } of started) if (own) await rm(dir, { recursive: true, force: true })
  }
})

/** Waits until the window shows a campaign (its party cards). */
export async function campaignShown(page: Page): Promise<void> {
  await expect(page.locator('.card').first()).toBeVisible({ timeout: 15_000 })
}

export { expect }
