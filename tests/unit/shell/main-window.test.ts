// The thin Electron layer cannot run here (no Electron runtime): its `electron` import is replaced by
// recorders to check the options the real window is built with and that it loads the app origin.
import { describe, expect, it, vi } from 'vitest'
import { windowFrame } from '../../../src-main/electron/window-options'

const created: FakeWindow[] = []
class FakeWindow {
  handlers = new Map<string, () => void>()
  loaded: string | null = null
  shown = false
  maximized = false
  constructor(readonly options: Record<string, unknown>) {
    created.push(this)
  }
  once(event: string, fn: () => void): void {
    this.handlers.set(event, fn)
  }
  on(event: string, fn: () => void): void {
    this.handlers.set(event, fn)
  }
  show(): void {
    this.shown = true
  }
  maximize(): void {
    this.maximized = true
  }
  isMaximized(): boolean {
    return this.maximized
  }
  getNormalBounds() {
    return { x: 5, y: 6, width: 1100, height: 700 }
  }
  loadURL(url: string): Promise<void> {
    this.loaded = url
    return Promise.resolve()
  }
}

vi.mock('electron', () => ({
  BrowserWindow: FakeWindow,
  nativeTheme: { shouldUseDarkColors: true },
  screen: {
    getPrimaryDisplay: () => ({ id: 1, workArea: { x: 0, y: 0, width: 1920, height: 1040 } }),
    getAllDisplays: () => [{ id: 1, workArea: { x: 0, y: 0, width: 1920, height: 1040 } }]
  }
}))

describe('main window', () => {
  it('isolates the renderer, loads app://encumbrance, shows when ready, remembers its bounds', async () => {
    const { createMainWindow } = await import('../../../src-main/electron/main-window')
    const remembered: unknown[] = []
    const settings = { window: { x: 100, y: 80, width: 1300, height: 760, maximized: true }, theme: 'system' as const }
    createMainWindow(settings, null, (b) => remembered.push(b))
    const win = created[0]!
    const preload = (win.options.webPreferences as { preload: string }).preload
    expect(preload).toMatch(/preload[\\/]index\.cjs$/)
    expect(win.options).toMatchObject(windowFrame({ bounds: settings.window, dark: true }))
    expect(win.options.webPreferences).toEqual({
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
      disableBlinkFeatures: 'Auxclick',
      spellcheck: true
    })
    expect(win.loaded).toBe('app://encumbrance/index.html')
    // Maximizing shows a window: not before its first paint (the stand-in e2e checks the order too).
    expect(win.maximized).toBe(false)
    expect(win.shown).toBe(false)
    win.handlers.get('ready-to-show')!()
    expect(win.maximized).toBe(true)
    expect(win.shown).toBe(true)
    win.handlers.get('close')!()
    expect(remembered).toEqual([{ x: 5, y: 6, width: 1100, height: 700, maximized: true }])
  })
})
