// What the built main bundle gets for `import { app, BrowserWindow, … } from 'electron'` (loader.mjs):
// the Electron API of the stand-in runtime the test started (runtime.ts). Each name forwards to the
// runtime of the moment, so every test starts main afresh on its own runtime.
import { currentRuntime } from './runtime'

function forward<T extends object>(pick: () => T): T {
  return new Proxy({} as T, {
    get: (_target, key) => {
      const target = pick()
      const value = Reflect.get(target, key, target) as unknown
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value
    },
    set: (_target, key, value) => Reflect.set(pick(), key, value)
  })
}

export const app = forward(() => currentRuntime().app)
export const ipcMain = forward(() => currentRuntime().ipcMain)
export const dialog = forward(() => currentRuntime().dialog)
export const nativeTheme = forward(() => currentRuntime().nativeTheme)
export const protocol = forward(() => currentRuntime().protocol)
export const screen = forward(() => currentRuntime().screen)
export const session = forward(() => currentRuntime().sessions)
export const shell = forward(() => currentRuntime().shell)
export const Menu = forward(() => currentRuntime().menus)

/** `new BrowserWindow(options)` and `BrowserWindow.getAllWindows()`, on the current runtime. */
export const BrowserWindow = new Proxy(function BrowserWindow() {}, {
  construct: (_target, args: unknown[]) => currentRuntime().createWindow((args[0] ?? {}) as Record<string, unknown>),
  get: (_target, key) => {
    if (key === 'getAllWindows') return () => currentRuntime().windows.filter((w) => !w.isDestroyed())
    if (key === 'getFocusedWindow') return () => currentRuntime().windows.find((w) => !w.isDestroyed()) ?? null
    if (key === 'fromWebContents')
      return (contents: unknown) => currentRuntime().windows.find((w) => w.webContents === contents) ?? null
    return undefined
  }
})

export default { app, ipcMain, dialog, nativeTheme, protocol, screen, session, shell, Menu, BrowserWindow }
