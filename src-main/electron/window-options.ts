// The main window's frame (placement, size, first-paint colour), a pure function for the tests.
// The security settings are written as literals where the window is created (main-window.ts).
import type { BrowserWindowConstructorOptions } from 'electron'
import type { WindowBounds } from './shell-settings'

export interface WindowFrameInput {
  bounds: WindowBounds
  dark: boolean
}

export function windowFrame({
  bounds,
  dark
}: WindowFrameInput): Omit<BrowserWindowConstructorOptions, 'webPreferences'> {
  return {
    ...(bounds.x !== undefined && bounds.y !== undefined ? { x: bounds.x, y: bounds.y } : {}),
    width: bounds.width,
    height: bounds.height,
    minWidth: 800,
    minHeight: 560,
    title: 'Encumbrance',
    // Shown once the first paint is ready, on the OS theme's background: no white flash in dark mode.
    show: false,
    backgroundColor: dark ? '#17181b' : '#f7f7f5'
  }
}
