// The same scenarios as the stand-in's desktop-*.spec.ts, in real Electron (Playwright's
// `_electron.launch`), wherever its runtime is installed (`node node_modules/electron/install.js`).
// On machines without it (this one: no registry package ships the binary) every test is skipped and
// the run prints "skipped: no Electron runtime". Native menus are clicked through Electron's own
// Menu API and native dialogs answered by replacing `dialog`'s methods in main, since Playwright
// cannot drive the OS's menus and dialogs.
import { _electron as electron, type ElectronApplication, type Page } from '@playwright/test'
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { aChange, torches } from './desktop-fixtures'
import type { Campaign } from '@shared/campaign/schema'
import { PROJECT_ROOT } from '../../src-main/web/host'
import { expect, test, type PageErrors } from './fixtures'

const SAMPLE = join(PROJECT_ROOT, 'resources', 'sample-campaign.json')

/** The installed Electron binary (as node_modules/electron/index.js finds it), or null. */
function electronBinary(): string | null {
  try {
    const pkg = dirname(createRequire(import.meta.url).resolve('electron/package.json'))
    const pathFile = join(pkg, 'path.txt')
    if (!existsSync(pathFile)) return null
    const binary = join(pkg, 'dist', readFileSync(pathFile, 'utf8').trim())
    return existsSync(binary) ? binary : null
  } catch {
    return null
  }
}

const binary = electronBinary()
if (!binary) console.log('skipped: no Electron runtime (node_modules/electron has no binary): electron-real.spec.ts')

interface Started {
  app: ElectronApplication
  page: Page
  dir: string
  file: string
}

const started: Started[] = []
/** The running test's error watch: each window launched is watched for page and console errors. */
let errors: PageErrors | null = null
test.beforeEach(({ pageErrors }) => {
  errors = pageErrors
})

/** A home of its own (user data under it) and a copy of the sample as dir/campaign.json. */
async function launch(options: { locale?: string; campaign?: boolean } = {}): Promise<Started> {
  const dir = await mkdtemp(join(tmpdir(), 'enc-electron-'))
  const home = join(dir, 'home')
  await mkdir(home, { recursive: true })
  const file = join(dir, 'campaign.json')
  const withCampaign = options.campaign ?? true
  if (withCampaign) await copyFile(SAMPLE, file)
  const app = await electron.launch({
    executablePath: binary!,
    args: [PROJECT_ROOT, ...(withCampaign ? ['--campaign', file] : [])],
    cwd: dir,
    locale: options.locale ?? 'en-US',
    env: { ...process.env, HOME: home, XDG_CONFIG_HOME: join(home, '.config'), APPDATA: join(home, 'AppData') }
  })
  const page = await app.firstWindow()
  errors?.watch(page)
  const run = { app, page, dir, file }
  started.push(run)
  await expect(page.locator('.card').first()).toBeVisible({ timeout: 30_000 })
  return run
}

/** Clicks a native menu item by its id (src-main/electron/menu.ts). */
async function clickMenu(app: ElectronApplication, id: string): Promise<void> {
  await app.evaluate(({ Menu, BrowserWindow }, itemId) => {
    const item = Menu.getApplicationMenu()?.getMenuItemById(itemId)
    if (!item) throw new Error(`no menu item ${itemId}`)
    item.click(undefined, BrowserWindow.getAllWindows()[0], undefined as never)
  }, id)
}

/** The next open/save dialogs answer with this path, as the GM would pick it. */
async function answerDialogs(app: ElectronApplication, path: string): Promise<void> {
  await app.evaluate(({ dialog }, chosen) => {
    dialog.showOpenDialog = (async () => ({ canceled: false, filePaths: [chosen] })) as typeof dialog.showOpenDialog
    dialog.showSaveDialog = (async () => ({ canceled: false, filePath: chosen })) as typeof dialog.showSaveDialog
  }, path)
}

async function readCampaign(path: string): Promise<Campaign> {
  return JSON.parse(await readFile(path, 'utf8')) as Campaign
}

test.describe('real Electron', () => {
  test.skip(!binary, 'skipped: no Electron runtime')
  test.describe.configure({ timeout: 120_000 })

  test.afterEach(async () => {
    for (const run of started.splice(0)) {
      await run.app.close().catch(() => undefined)
      await rm(run.dir, { recursive: true, force: true })
    }
  })

  test('first start: app:// serves the window, the preload exposes only the contract', async () => {
    const { page } = await launch({ campaign: false })
    expect(page.url()).toMatch(/^app:\/\/encumbrance\//)
    expect(await page.evaluate(() => typeof (globalThis as { require?: unknown }).require)).toBe('undefined')
    expect(await page.evaluate(() => typeof (globalThis as { process?: unknown }).process)).toBe('undefined')
  })

  test('first start in French: the menu and the window speak the OS language', async () => {
    const { app, page } = await launch({ campaign: false, locale: 'fr-FR' })
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    expect(await app.evaluate(({ Menu }) => Menu.getApplicationMenu()?.getMenuItemById('file')?.label)).toBe('&Fichier')
  })

  test('View → Language switches the window and the menu, not the campaign', async () => {
    const { app, page, file } = await launch()
    await clickMenu(app, 'language-fr')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect
      .poll(() => app.evaluate(({ Menu }) => Menu.getApplicationMenu()?.getMenuItemById('file')?.label))
      .toBe('&Fichier')
    expect((await readCampaign(file)).exportLanguage).toBe('en')
  })

  test('File → Open… with a what-if open: the tentative change is not replayed onto the other campaign', async () => {
    const { app, page, dir } = await launch()
    const other = join(dir, 'other.json')
    const campaign = JSON.parse(await readFile(SAMPLE, 'utf8')) as { name: string }
    await writeFile(other, JSON.stringify({ ...campaign, name: 'Other table' }, null, 2))
    const before = await readFile(other, 'utf8')
    await page
      .getByRole('button', { name: /What-if/ })
      .first()
      .click()
    await page.locator('.card').first().getByRole('button', { name: /Try/ }).click()
    await page.getByRole('menuitem', { name: /Bull’s Strength/ }).click()
    await answerDialogs(app, other)
    await clickMenu(app, 'open')
    await expect(page).toHaveTitle(/Other table/)
    await expect(page.getByRole('button', { name: 'Apply', exact: true })).toHaveCount(0)
    // quitting writes whatever is pending: the other file is still as it was
    await app.evaluate(({ app: electronApp }) => electronApp.quit())
    await app.waitForEvent('close')
    expect(await readFile(other, 'utf8')).toBe(before)
  })

  test('Edit → Undo and Redo take back and redo the last change, never the screen’s language', async () => {
    const { app, page, file } = await launch()
    const before = torches(await readCampaign(file))
    await page.getByRole('button', { name: 'Switch the interface to French' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await aChange(page, 'Ajout rapide')
    await expect.poll(async () => torches(await readCampaign(file))).toBe(before + 2)
    await clickMenu(app, 'undo')
    await expect.poll(async () => torches(await readCampaign(file))).toBe(before)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await clickMenu(app, 'redo')
    await expect.poll(async () => torches(await readCampaign(file))).toBe(before + 2)
  })

  test('File → Export… prints a PDF with Electron’s printToPDF to the chosen path', async () => {
    const { app, page, dir } = await launch()
    const pdf = join(dir, 'party.pdf')
    await answerDialogs(app, pdf)
    await clickMenu(app, 'export')
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Save…' }).click()
    await expect.poll(() => existsSync(pdf), { timeout: 30_000 }).toBe(true)
    expect((await readFile(pdf)).subarray(0, 5).toString()).toBe('%PDF-')
  })

  test('a second start hands its --campaign to the first and exits', async () => {
    const { page, dir } = await launch()
    const other = join(dir, 'second.json')
    const campaign = JSON.parse(await readFile(SAMPLE, 'utf8')) as { name: string }
    await writeFile(other, JSON.stringify({ ...campaign, name: 'Second table' }, null, 2))
    const home = join(dir, 'home')
    const second = spawn(binary!, [PROJECT_ROOT, '--campaign', other], {
      cwd: dir,
      env: { ...process.env, HOME: home, XDG_CONFIG_HOME: join(home, '.config'), APPDATA: join(home, 'AppData') }
    })
    const code = await new Promise<number | null>((resolve) => second.on('exit', resolve))
    expect(code).toBe(0)
    await expect(page).toHaveTitle(/Second table/)
  })

  test('quit right after a change: the change is on disk before the process exits', async () => {
    const { app, page, file } = await launch()
    const before = torches(await readCampaign(file))
    await aChange(page)
    await expect(page.locator('[data-holder=stash]')).toContainText('Torch')
    await app.evaluate(({ app: electronApp }) => electronApp.quit())
    await app.waitForEvent('close')
    expect(torches(await readCampaign(file))).toBe(before + 2)
  })

  test('Ctrl+C (SIGINT) quits after writing what is pending, exit 0', async () => {
    const { app, page, file } = await launch()
    const before = torches(await readCampaign(file))
    await aChange(page)
    await expect(page.locator('[data-holder=stash]')).toContainText('Torch')
    const child = app.process()
    const exited = new Promise<number | null>((resolve) => child.on('exit', (exitCode) => resolve(exitCode)))
    child.kill('SIGINT')
    expect(await exited).toBe(0)
    expect(torches(await readCampaign(file))).toBe(before + 2)
  })
})
