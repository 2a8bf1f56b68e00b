// What the built main bundle gets for `import { app, BrowserWindow, … } from 'electron'` (loader.mjs):
// the Electron API of the stand-in runtime that started this copy of main (runtime.ts).
import { currentRuntime } from './runtime'

const runtime = currentRuntime()

export const app = runtime.app
export const ipcMain = runtime.ipcMain
export const dialog = runtime.dialog
export const nativeTheme = runtime.nativeTheme
export const protocol = runtime.protocol
export const screen = runtime.screen
export const session = runtime.sessions
export const shell = runtime.shell
export const Menu = runtime.menus

/** `new BrowserWindow(options)` and its static methods. */
export const BrowserWindow = new Proxy(function BrowserWindow() {}, {
  construct: (_target, args: unknown[]) => runtime.createWindow((args[0] ?? {}) as Record<string, unknown>),
  get: (_target, key) => {
    if (key === 'getAllWindows') return () => runtime.windows.filter((w) => !w.isDestroyed())
    if (key === 'getFocusedWindow') return () => runtime.focusedWindow() ?? null
    if (key === 'fromWebContents')
      return (contents: unknown) => runtime.windows.find((w) => w.webContents === contents) ?? null
    return undefined
  }
})

export default { app, ipcMain, dialog, nativeTheme, protocol, screen, session, shell, Menu, BrowserWindow }
