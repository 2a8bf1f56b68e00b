// The native menu, end to end through the Electron stand-in: every File, Edit and View item clicked
// in main's own menu template, dialogs answered as a GM would, results read from the real files.
import { existsSync, readFileSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { Backups } from '../../src-main/store/backups'
import { aChange, campaignShown, expect, SAMPLE, test, torches } from './desktop-fixtures'

async function writeOther(path: string, name: string): Promise<void> {
  const campaign = JSON.parse(await readFile(SAMPLE, 'utf8')) as { name: string }
  campaign.name = name
  await writeFile(path, JSON.stringify(campaign, null, 2))
}

async function startWhatIfBulls(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: /What-if/ })
    .first()
    .click()
  await page.locator('.card').first().getByRole('button', { name: /Try/ }).click()
  await page.getByRole('menuitem', { name: /Bull’s Strength/ }).click()
  await expect(page.getByRole('button', { name: 'Apply', exact: true })).toBeVisible()
}

test.describe('File', () => {
  test('Open… with a what-if open: the tentative change is dropped, not replayed onto the other campaign', async ({
    desktop
  }) => {
    const app = await desktop({ campaign: SAMPLE })
    const page = await app.page()
    await campaignShown(page)
    const other = join(app.dir, 'other.json')
    await writeOther(other, 'Other table')
    const before = await readFile(other, 'utf8')
    await startWhatIfBulls(page)

    app.menu('File', 'Open…')
    const open = await app.dialog('open')
    expect(open.options.properties).toEqual(['openFile'])
    open.answer({ canceled: false, filePaths: [other] })
    await expect(page).toHaveTitle(/Other table/)
    await expect(page.getByRole('button', { name: 'Apply', exact: true })).toHaveCount(0)
    // quitting writes whatever is pending: the other file is still as it was
    expect(await app.quit()).toBe(0)
    expect(await readFile(other, 'utf8')).toBe(before)
  })

  test('Open Recent and a second instance’s --campaign open through the page too', async ({ desktop }) => {
    const app = await desktop({ campaign: SAMPLE })
    const page = await app.page()
    await campaignShown(page)
    const other = join(app.dir, 'other.json')
    await writeOther(other, 'Second table')
    await startWhatIfBulls(page)
    app.runtime.secondInstance(['--campaign', 'other.json'], app.dir)
    await expect(page).toHaveTitle(/Second table/)
    await expect(page.getByRole('button', { name: 'Apply', exact: true })).toHaveCount(0)
    // Back to the first campaign from File → Recent campaigns.
    const recent = app.runtime.menuItem('File', 'open-recent').submenu!
    expect(recent.labels().some((l) => l.includes(app.file))).toBe(true)
    app.menu(
      'File',
      'open-recent',
      recent.labels().find((l) => l.includes(app.file))!
    )
    await expect(page).toHaveTitle(/Rise of the Runelords/)
  })

  test('a second start while the app runs quits at once, without a window', async ({ desktop }) => {
    const second = await desktop({ primary: false })
    expect(await second.runtime.exited).toBe(0)
    expect(second.runtime.windows).toHaveLength(0)
  })

  test('New Campaign…: .json added before the existence check, an existing file is never "replaced" then refused', async ({
    desktop
  }) => {
    const app = await desktop({ campaign: SAMPLE })
    const page = await app.page()
    await campaignShown(page)
    const taken = join(app.dir, 'documents', 'taken.json')
    await writeOther(taken, 'Taken')
    const takenText = await readFile(taken, 'utf8')

    app.menu('File', 'new')
    const save = await app.dialog('save')
    expect(save.options.properties).not.toContain('showOverwriteConfirmation')
    save.answer({ canceled: false, filePath: join(app.dir, 'documents', 'taken') })
    const exists = await app.dialog('message')
    expect(String(exists.options.message)).toContain('taken.json')
    exists.answer({ response: 0 }) // choose another name
    const again = await app.dialog('save')
    again.answer({ canceled: false, filePath: join(app.dir, 'documents', 'Tavern') })
    await expect(page).toHaveTitle(/Tavern/)
    expect(existsSync(join(app.dir, 'documents', 'Tavern.json'))).toBe(true)
    expect(await readFile(taken, 'utf8')).toBe(takenText)
  })

  test('New Campaign… on macOS/Windows: a replacement the native dialog confirmed is done, the old file kept in the backups', async ({
    desktop
  }) => {
    const app = await desktop({ campaign: SAMPLE })
    const page = await app.page()
    await campaignShown(page)
    const taken = join(app.dir, 'documents', 'taken.json')
    await writeOther(taken, 'Taken')
    const takenText = await readFile(taken, 'utf8')

    // macOS's and Windows's save panels always ask "Replace?" themselves and return the name with .json.
    const platform = Object.getOwnPropertyDescriptor(process, 'platform')!
    Object.defineProperty(process, 'platform', { ...platform, value: 'darwin' })
    try {
      app.menu('File', 'new')
      const save = await app.dialog('save')
      save.answer({ canceled: false, filePath: taken })
      await expect(page).toHaveTitle(/taken/)
    } finally {
      Object.defineProperty(process, 'platform', platform)
    }
    await expect(app.dialog('message', 1500)).rejects.toThrow(/no message dialog/)
    const created = await app.readCampaign(taken)
    expect(created.name).not.toBe('Taken')
    expect(created.characters).toEqual([])
    const backups = new Backups(taken)
    const kept = await Promise.all((await backups.list()).map((b) => backups.read(b.id)))
    expect(kept.map((k) => (k.ok ? k.campaign.name : null))).toContain('Taken')
    expect(JSON.parse(takenText).name).toBe('Taken')
  })

  test('Save As… over an existing file asks first; Cancel keeps it, Replace writes it', async ({ desktop }) => {
    const app = await desktop({ campaign: SAMPLE })
    const page = await app.page()
    await campaignShown(page)
    const target = join(app.dir, 'documents', 'keep.json')
    await writeOther(target, 'Keep me')
    const kept = await readFile(target, 'utf8')

    app.menu('File', 'save-as')
    ;(await app.dialog('save')).answer({ canceled: false, filePath: join(app.dir, 'documents', 'keep') })
    const ask = await app.dialog('message')
    expect(String(ask.options.message)).toContain('keep.json')
    ask.answer({ response: 1 }) // Cancel

    app.menu('File', 'save-as')
    const again = await app.dialog('save') // main is done with the cancelled Save As
    expect(await readFile(target, 'utf8')).toBe(kept)
    again.answer({ canceled: false, filePath: target })
    ;(await app.dialog('message')).answer({ response: 0 }) // Replace
    await expect.poll(async () => (await app.readCampaign(target)).name).toBe('Rise of the Runelords — Thistletop')
  })

  test('Export… saves a PDF printed by Chromium to the path chosen in main’s save dialog', async ({ desktop }) => {
    const app = await desktop({ campaign: SAMPLE })
    const page = await app.page()
    await campaignShown(page)
    app.menu('File', 'Export…')
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Save…' }).click()
    const save = await app.dialog('save')
    expect(String(save.options.defaultPath)).toMatch(/\.pdf$/)
    const out = join(app.dir, 'documents', 'party.pdf')
    save.answer({ canceled: false, filePath: out })
    await expect.poll(() => existsSync(out)).toBe(true)
    expect(readFileSync(out).subarray(0, 5).toString()).toBe('%PDF-')
  })

  test('Restore Backup… opens the backups of the open file', async ({ desktop }) => {
    const app = await desktop({ campaign: SAMPLE })
    const page = await app.page()
    await campaignShown(page)
    app.menu('File', 'restore-backup')
    await expect(page.getByRole('dialog').getByRole('heading', { name: /Backups of campaign\.json/ })).toBeVisible()
  })
})

test.describe('View and Edit', () => {
  test('View → Language switches the window with the menu and the dialogs; kept on this machine, not in the campaign', async ({
    desktop
  }) => {
    const app = await desktop({ campaign: SAMPLE })
    const page = await app.page()
    await campaignShown(page)
    app.menu('View', 'language', 'language-fr')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect(page.getByRole('button', { name: /Simulation|Et si/ }).first()).toBeVisible()
    await expect.poll(() => app.runtime.menuItem('file').label, { message: 'menu in French' }).toBe('&Fichier')
    // the GM's choice, in the shell's settings on this machine; the campaign's export language is left as it was
    await expect
      // the file appears once main has written it: until then there is nothing to read (a throw would end the poll)
      .poll(async () =>
        readFile(join(app.userData, 'shell.json'), 'utf8').then(
          (t) => JSON.parse(t).language,
          () => undefined
        )
      )
      .toBe('fr')
    expect((await app.readCampaign()).exportLanguage).toBe('en')
  })

  test('first start: the menu and the window speak the OS language', async ({ desktop }) => {
    const app = await desktop({ locale: 'fr-FR' })
    const page = await app.page()
    await campaignShown(page)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    expect(app.runtime.menuItem('file').label).toBe('&Fichier')
  })

  test('Edit → Undo and Redo take back and redo the last change, never the screen’s language', async ({ desktop }) => {
    const app = await desktop({ campaign: SAMPLE })
    const page = await app.page()
    await campaignShown(page)
    const before = torches(await app.readCampaign())
    await page.getByRole('button', { name: 'Switch the interface to French' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await aChange(page, 'Ajout rapide')
    await expect.poll(async () => torches(await app.readCampaign())).toBe(before + 2)
    // out of the quick-add field: in a text field Edit → Undo takes back the typing, not the campaign's change
    await page.locator('main').click({ position: { x: 2, y: 2 } })
    await expect(page.getByRole('combobox', { name: 'Ajout rapide' })).not.toBeFocused()
    app.menu('edit', 'undo')
    await expect.poll(async () => torches(await app.readCampaign())).toBe(before)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    app.menu('edit', 'undo') // nothing more to undo: the language switch was none
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    app.menu('edit', 'redo')
    await expect.poll(async () => torches(await app.readCampaign())).toBe(before + 2)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  })

  test('View → Theme, the page’s theme choice and nativeTheme agree', async ({ desktop }) => {
    const app = await desktop({ campaign: SAMPLE })
    const page = await app.page()
    await campaignShown(page)
    app.menu('View', 'theme', 'theme-dark')
    await expect.poll(() => page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true)
    const select = page.locator('.theme select')
    await expect(select).toHaveValue('dark')
    await select.selectOption('light')
    await expect.poll(() => app.runtime.nativeTheme.themeSource).toBe('light')
    await expect.poll(() => app.runtime.menuItem('View', 'theme', 'theme-light').checked).toBe(true)
    await expect.poll(() => page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(false)
    await app.quit()
    expect(JSON.parse(readFileSync(join(app.userData, 'shell.json'), 'utf8')).theme).toBe('light')
  })
})

test.describe('Help', () => {
  test('Help → About opens the page’s About dialog (the same one as the page’s Help menu), in the campaign language', async ({
    desktop
  }) => {
    const app = await desktop({ campaign: SAMPLE })
    const page = await app.page()
    await campaignShown(page)
    app.menu('Help', 'About Encumbrance')
    const about = page.getByRole('dialog', { name: 'About Encumbrance' })
    await expect(about).toContainText('Version 0.1.0')
    await expect(about).toContainText('15. COPYRIGHT NOTICE')
    await about.getByRole('button', { name: 'Close' }).click()
    app.menu('View', 'language', 'language-fr')
    await expect.poll(() => app.runtime.menuItem('help', 'about').label).toBe('À propos d’Encombrement')
    app.menu('help', 'about')
    await expect(page.getByRole('dialog', { name: 'À propos d’Encombrement' })).toContainText(
      'Mention Black Book Editions'
    )
  })
})
