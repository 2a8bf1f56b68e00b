// The window's life: bounds kept, maximized without a flash, quitting with pending or unsaved changes,
// and what main does when its page fails.
import { readFileSync } from 'node:fs'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { ElectronEvent } from '../standin/runtime'
import { aChange, campaignShown, expect, SAMPLE, test, torches } from './desktop-fixtures'

test('window bounds are written synchronously when the window closes', async ({ desktop }) => {
  const app = await desktop({ campaign: SAMPLE })
  await campaignShown(await app.page())
  const win = await app.window()
  win.setBounds({ x: 40, y: 30, width: 1111, height: 777 })
  win.close()
  const saved = JSON.parse(readFileSync(join(app.userData, 'shell.json'), 'utf8'))
  expect(saved.window).toEqual({ x: 40, y: 30, width: 1111, height: 777, maximized: false })
  expect(await app.runtime.exited).toBe(0)
})

test('a maximized window is maximized once painted, never shown blank', async ({ desktop }) => {
  const dir = await desktop().then(async (first) => {
    await first.quit()
    return first.dir
  })
  const file = join(dir, 'user-data', 'shell.json')
  await writeFile(file, JSON.stringify({ window: { width: 1200, height: 800, maximized: true }, theme: 'system' }))
  const app = await desktop({ dir })
  await campaignShown(await app.page())
  const win = await app.window()
  expect(win.isMaximized()).toBe(true)
  expect(win.shownBeforePaint).toBe(false)
})

test('quit right after a change: the change is on disk before the process exits', async ({ desktop }) => {
  const app = await desktop({ campaign: SAMPLE })
  const page = await app.page()
  await campaignShown(page)
  const before = torches(await app.readCampaign())
  await aChange(page)
  await expect(page.locator('[data-holder=stash]')).toContainText('Torch')
  expect(await app.quit()).toBe(0)
  expect(torches(await app.readCampaign())).toBe(before + 2)
})

test('quit with changes that cannot be written asks: Save As…, Quit without saving, Cancel', async ({ desktop }) => {
  const app = await desktop({ campaign: SAMPLE })
  const page = await app.page()
  await campaignShown(page)
  // Another program changes the file: the app will not write over it without asking.
  const text = await readFile(app.file, 'utf8')
  await writeFile(app.file, text.replace('Rise of the Runelords', 'Edited elsewhere'))
  await page.getByRole('button', { name: 'Switch the interface to French' }).click()
  await aChange(page, 'Ajout rapide')
  await app.settle()

  app.runtime.app.quit()
  const ask = await app.dialog('message')
  expect(ask.options.buttons).toEqual(['Enregistrer sous…', 'Quitter sans enregistrer', 'Annuler'])
  ask.answer({ response: 2 }) // Cancel: the app stays

  app.runtime.app.quit()
  const askAgain = await app.dialog('message') // still running: it asks again
  expect(app.runtime.exitCode).toBeNull()
  askAgain.answer({ response: 0 }) // Save As…
  const saveAs = await app.dialog('save')
  const copy = join(app.dir, 'documents', 'rescued.json')
  saveAs.answer({ canceled: false, filePath: copy })
  expect(await app.runtime.exited).toBe(0)
  expect(torches(await app.readCampaign(copy))).toBe(torches(JSON.parse(text)) + 2)
  expect(readFileSync(app.file, 'utf8')).toContain('Edited elsewhere')
})

test('Quit without saving still keeps the changes in a recovery file beside the campaign', async ({ desktop }) => {
  const app = await desktop({ campaign: SAMPLE })
  const page = await app.page()
  await campaignShown(page)
  const text = await readFile(app.file, 'utf8')
  await writeFile(app.file, text.replace('Rise of the Runelords', 'Edited elsewhere'))
  await aChange(page)
  await app.settle()
  app.runtime.app.quit()
  ;(await app.dialog('message')).answer({ response: 1 }) // Quit without saving
  expect(await app.runtime.exited).toBe(0)
  const recovered = (await readdir(app.dir)).filter((f) => /^campaign\.unsaved-.*\.json$/.test(f))
  expect(recovered).toHaveLength(1)
  expect(torches(await app.readCampaign(join(app.dir, recovered[0]!)))).toBe(torches(JSON.parse(text)) + 2)
  expect(readFileSync(app.file, 'utf8')).toContain('Edited elsewhere')
})

test('a renderer crash, a failed load and a hung page: a dialog and a log in the user-data folder', async ({
  desktop
}) => {
  const app = await desktop({ campaign: SAMPLE })
  await campaignShown(await app.page())
  const win = await app.window()
  win.webContents.emit('render-process-gone', new ElectronEvent(), { reason: 'crashed', exitCode: 139 })
  const crash = await app.dialog('message')
  expect(String(crash.options.detail)).toContain(join(app.userData, 'logs'))
  crash.answer({ response: 0 }) // Reload
  win.webContents.emit('did-fail-load', new ElectronEvent(), -6, 'ERR_FILE_NOT_FOUND', 'app://encumbrance/x', true)
  ;(await app.dialog('message')).answer({ response: 0 }) // Try again
  win.emit('unresponsive')
  ;(await app.dialog('message')).answer({ response: 0 }) // Wait
  const log = await readFile(join(app.userData, 'logs', 'main.log'), 'utf8')
  expect(log).toMatch(/render-process-gone.*crashed/)
  expect(log).toMatch(/did-fail-load.*ERR_FILE_NOT_FOUND/)
  expect(log).toMatch(/unresponsive/)
})

test('a start-up failure is shown with dialog.showErrorBox and exits non-zero', async ({ desktop }) => {
  // The OS gives no user-data folder: main cannot start its session.
  const app = await desktop({ failingPaths: ['userData'] })
  expect(await app.runtime.exited).toBe(1)
  expect(app.runtime.errorBoxes).toEqual([
    { title: 'Encumbrance could not start', content: expect.stringContaining("Failed to get 'userData' path") }
  ])
  expect(app.runtime.errorBoxes[0]!.content).toContain(join(app.userData, 'logs', 'main.log'))
  expect(readFileSync(join(app.userData, 'logs', 'main.log'), 'utf8')).toMatch(/start-failed/)
})

test('the context menu offers spelling suggestions, cut, copy and paste; dev builds have Reload and DevTools', async ({
  desktop
}) => {
  const app = await desktop({ campaign: SAMPLE })
  await campaignShown(await app.page())
  const win = await app.window()
  win.webContents.emit('context-menu', new ElectronEvent(), {
    isEditable: true,
    misspelledWord: 'sworde',
    dictionarySuggestions: ['sword', 'swords'],
    selectionText: '',
    editFlags: { canCut: false, canCopy: false, canPaste: true, canSelectAll: true }
  })
  const menu = app.runtime.popups.at(-1)!
  expect(menu.labels()).toEqual(expect.arrayContaining(['sword', 'swords', 'Cut', 'Copy', 'Paste']))
  expect(app.runtime.menuItem('View', 'reload').text).toBe('Reload')
  app.menu('View', 'toggle-devtools')
  expect(win.webContents.isDevToolsOpened()).toBe(true)
})
