// Issue 26 item 7: the PDF print window's file:// load gets the same limits as the app's own pages.
// Through the Electron stand-in (the built main bundle): export a PDF, then check the hidden print
// window main made: sandboxed, no Node anywhere, no scripts, no webview; every permission refused in
// its session; and no navigation nor redirect anywhere, not even to the app's own app:// pages
// (before: a redirect to app:// was let through by the app-wide guard).
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { ElectronEvent } from '../standin/runtime'
import { campaignShown, expect, SAMPLE, test } from './desktop-fixtures'

test('the PDF print window has the app pages’ limits, and may go nowhere', async ({ desktop }) => {
  const app = await desktop({ campaign: SAMPLE })
  const page = await app.page()
  await campaignShown(page)
  app.menu('File', 'Export…')
  await page.getByRole('dialog').getByRole('button', { name: 'Save…' }).click()
  const out = join(app.dir, 'documents', 'party.pdf')
  ;(await app.dialog('save')).answer({ canceled: false, filePath: out })
  await expect.poll(() => existsSync(out), { timeout: 30_000 }).toBe(true)

  const print = app.runtime.windows.find((w) => w.webContents.preferences.partition === 'export-print')
  expect(print, 'main printed in its own window').toBeDefined()
  const contents = print!.webContents
  expect(contents.preferences).toMatchObject({
    sandbox: true,
    contextIsolation: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webviewTag: false,
    javascript: false,
    webSecurity: true
  })
  expect(contents.preferences.preload).toBeUndefined()
  for (const handler of [contents.session.permissionCheckHandler, contents.session.devicePermissionHandler])
    expect(typeof handler === 'function' && (handler as (...a: unknown[]) => unknown)(null, 'media', '', {})).toBe(
      false
    )
  for (const event of ['will-navigate', 'will-redirect'])
    for (const url of ['app://encumbrance/index.html', 'https://evil.example/', 'file:///etc/passwd']) {
      const e = new ElectronEvent()
      contents.emit(event, e, url)
      expect(e.defaultPrevented, `${event} ${url}`).toBe(true)
    }
  const attach = new ElectronEvent()
  contents.emit('will-attach-webview', attach, {}, {})
  expect(attach.defaultPrevented).toBe(true)
  expect(contents.windowOpenHandler?.({ url: 'https://evil.example/' })).toEqual({ action: 'deny' })
})
