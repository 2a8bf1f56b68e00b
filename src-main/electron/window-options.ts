// The main window's options, built by a pure function so a unit test can assert the security settings.
import type { BrowserWindowConstructorOptions } from 'electron'
import type { WindowBounds } from './shell-settings'

export interface WindowOptionsInput {
  /** Absolute path of the built preload (out/preload/index.cjs). */
  preload: string
  bounds: WindowBounds
  dark: boolean
}

export function windowOptions({ preload, bounds, dark }: WindowOptionsInput): BrowserWindowConstructorOptions {
  return {
    ...(bounds.x !== undefined && bounds.y !== undefined ? { x: bounds.x, y: bounds.y } : {}),
    width: bounds.width,
    height: bounds.height,
    minWidth: 800,
    minHeight: 560,
    title: 'Encumbrance',
    // Shown once the first paint is ready, on the OS theme's background: no white flash in dark mode.
    show: false,
    backgroundColor: dark ? '#17181b' : '#f7f7f5',
    webPreferences: {
      preload,
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
  }
}
