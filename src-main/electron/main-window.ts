// The main window: placed where it was last time, shown once painted, locked to the app's origin.
// `remember` must write synchronously (it runs in the window's 'close' event).
import { BrowserWindow, nativeTheme, screen } from 'electron'
import { join } from 'node:path'
import { APP_URL } from './app-origin'
import { placeWindow, type ShellSettings } from './shell-settings'
import { windowFrame } from './window-options'

export function createMainWindow(
  settings: ShellSettings,
  devUrl: string | null,
  remember: (bounds: ShellSettings['window']) => void
): BrowserWindow {
  const primary = screen.getPrimaryDisplay()
  const areas = [primary, ...screen.getAllDisplays().filter((d) => d.id !== primary.id)].map((d) => d.workArea)
  const bounds = placeWindow(settings.window, areas)
  const preload = join(import.meta.dirname, '../preload/index.cjs')
  const win = new BrowserWindow({
    ...windowFrame({ bounds, dark: nativeTheme.shouldUseDarkColors }),
    webPreferences: {
      preload, // eng-disable PRELOAD_JS_CHECK  the preload is sandboxed and exposes only the contract (src-main/preload)
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      // Middle-click would open links in new windows (denied anyway by setWindowOpenHandler).
      disableBlinkFeatures: 'Auxclick',
      spellcheck: true
    }
  })
  // Maximizing shows the window: only once its first frame is painted (no blank flash).
  win.once('ready-to-show', () => {
    if (settings.window.maximized) win.maximize()
    win.show()
  })
  // Synchronously, in 'close': the app may quit right after, and an async write would be lost.
  win.on('close', () => {
    const { x, y, width, height } = win.getNormalBounds()
    remember({ x, y, width, height, maximized: win.isMaximized() })
  })
  void win.loadURL(devUrl ?? APP_URL)
  return win
}
