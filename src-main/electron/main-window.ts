// The main window: placed where it was last time, shown once painted, locked to the app's origin.
import { BrowserWindow, nativeTheme, screen } from 'electron'
import { join } from 'node:path'
import { APP_URL } from './app-origin'
import { placeWindow, type ShellSettings } from './shell-settings'
import { windowOptions } from './window-options'

export function createMainWindow(settings: ShellSettings, devUrl: string | null, remember: (bounds: ShellSettings['window']) => void): BrowserWindow {
  const primary = screen.getPrimaryDisplay()
  const areas = [primary, ...screen.getAllDisplays().filter((d) => d.id !== primary.id)].map((d) => d.workArea)
  const bounds = placeWindow(settings.window, areas)
  const preload = join(import.meta.dirname, '../preload/index.cjs')
  const options = windowOptions({ preload, bounds, dark: nativeTheme.shouldUseDarkColors }) // eng-disable PRELOAD_JS_CHECK  the preload is sandboxed and exposes only the contract (src-main/preload)
  // The security settings are literals in windowOptions() (window-options.ts), asserted by
  // tests/unit/shell/security.test.ts; electronegativity cannot follow the call, hence:
  const win = new BrowserWindow(options) // eng-disable CONTEXT_ISOLATION_JS_CHECK SANDBOX_JS_CHECK AUXCLICK_JS_CHECK  see window-options.ts
  if (settings.window.maximized) win.maximize()
  win.once('ready-to-show', () => win.show())
  win.on('close', () => {
    const { x, y, width, height } = win.getNormalBounds()
    remember({ x, y, width, height, maximized: win.isMaximized() })
  })
  void win.loadURL(devUrl ?? APP_URL)
  return win
}
