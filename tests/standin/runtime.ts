// The Electron stand-in (tests only, never shipped): runs the BUILT main bundle (out/main/index.js)
// under Node with an `electron` module (electron.ts, wired by loader.mjs) whose BrowserWindow is a
// real Chromium page driven by Playwright.
//
// - The page loads the app through main's own `protocol.handle('app', …)` handler. Chromium will not
//   navigate to an unregistered scheme, so the page is at https://encumbrance.app.test/… (routed to
//   the handler, module workers included) and every URL main sees is mapped back to
//   app://encumbrance/…: main's origin and sender checks run unchanged.
// - The built preload (out/preload/index.cjs) runs in the page's main frame with `ipcRenderer`
//   bridged to main's real `ipcMain` handlers, and `webContents.send` delivered to its listeners.
// - `Menu.buildFromTemplate` keeps the template: a test clicks any item of the native menu, a popped
//   up context menu included. Dialogs wait for the test's answer. The test fires app events.
//
// What it cannot prove (see the README): process boundaries and context isolation (the page shares
// one JavaScript world with the preload), the real sandbox, native dialogs and menus as drawn by the
// OS, GPU/compositor timing, and Electron's own implementation of the APIs modelled here.
import type { Browser, BrowserContext, Frame, Page } from '@playwright/test'
import { EventEmitter } from 'node:events'
import { readFileSync } from 'node:fs'
import { register } from 'node:module'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

export const APP_ORIGIN = 'app://encumbrance'
export const PAGE_ORIGIN = 'https://encumbrance.app.test'

const KEY = Symbol.for('encumbrance.electron-standin')
type Holder = { [KEY]?: ElectronRuntime }

export function currentRuntime(): ElectronRuntime {
  const runtime = (globalThis as Holder)[KEY]
  if (!runtime) throw new Error('electron stand-in: no runtime started (tests/standin/runtime.ts)')
  return runtime
}

/** app://encumbrance/x → https://encumbrance.app.test/x (what the page loads). */
export function toPageUrl(url: string): string {
  return url.startsWith(`${APP_ORIGIN}/`) ? PAGE_ORIGIN + url.slice(APP_ORIGIN.length) : url
}

/** https://encumbrance.app.test/x → app://encumbrance/x (what main sees). */
export function toAppUrl(url: string): string {
  return url.startsWith(`${PAGE_ORIGIN}/`) ? APP_ORIGIN + url.slice(PAGE_ORIGIN.length) : url
}

export class ElectronEvent {
  defaultPrevented = false
  preventDefault(): void {
    this.defaultPrevented = true
  }
}

// ---- menus -------------------------------------------------------------------------------------------

type Template = Record<string, unknown> & {
  submenu?: Template[] | StandinMenu
  click?: (item: StandinMenuItem, win: StandinWindow | undefined, event: object) => void
}

export class StandinMenuItem {
  readonly id?: string
  readonly label: string
  readonly role?: string
  readonly type: string
  readonly accelerator?: string
  readonly registerAccelerator: boolean
  enabled: boolean
  visible: boolean
  checked: boolean
  readonly submenu?: StandinMenu
  readonly #click?: Template['click']

  constructor(template: Template, runtime: ElectronRuntime) {
    this.id = template.id as string | undefined
    this.role = template.role as string | undefined
    this.label = (template.label as string | undefined) ?? this.role ?? ''
    this.type = (template.type as string | undefined) ?? (template.submenu ? 'submenu' : 'normal')
    this.accelerator = template.accelerator as string | undefined
    this.registerAccelerator = template.registerAccelerator !== false
    this.enabled = template.enabled !== false
    this.visible = template.visible !== false
    this.checked = template.checked === true
    const sub = template.submenu
    this.submenu = sub instanceof StandinMenu ? sub : sub ? new StandinMenu(sub, runtime) : undefined
    this.#click = template.click
  }

  /** The item's name as shown, without the mnemonic marker (&File → File). */
  get text(): string {
    return this.label.replace(/&(.)/g, '$1')
  }

  fire(runtime: ElectronRuntime, menu: StandinMenu): void {
    if (!this.enabled || !this.visible) throw new Error(`menu item ${this.text} is disabled`)
    if (this.type === 'radio') for (const sibling of menu.items) if (sibling.type === 'radio') sibling.checked = false
    if (this.type === 'radio') this.checked = true
    if (this.type === 'checkbox') this.checked = !this.checked
    const win = runtime.focusedWindow()
    if (this.#click) this.#click(this, win, { shiftKey: false, ctrlKey: false, altKey: false, metaKey: false })
    else if (this.role) runtime.runRole(this.role, win)
  }
}

export class StandinMenu {
  readonly items: StandinMenuItem[]
  constructor(
    template: Template[],
    readonly runtime: ElectronRuntime
  ) {
    this.items = template.map((t) => new StandinMenuItem(t, runtime))
  }

  getMenuItemById(id: string): StandinMenuItem | null {
    for (const item of this.items) {
      if (item.id === id) return item
      const inner = item.submenu?.getMenuItemById(id)
      if (inner) return inner
    }
    return null
  }

  popup(): void {
    this.runtime.popups.push(this)
  }

  /** An item by its path of ids or shown labels: ['File', 'Open…'], ['view', 'language', 'language-fr']. */
  find(path: readonly string[]): { item: StandinMenuItem; menu: StandinMenu } {
    let menu = this as StandinMenu
    for (let i = 0; i < path.length; i++) {
      const step = path[i]!
      const item = menu.items.find((it) => it.visible && (it.id === step || it.text === step || it.role === step))
      if (!item) throw new Error(`no menu item ${path.slice(0, i + 1).join(' → ')} (have: ${menu.labels().join(', ')})`)
      if (i === path.length - 1) return { item, menu }
      if (!item.submenu) throw new Error(`${step} has no submenu`)
      menu = item.submenu
    }
    throw new Error('empty menu path')
  }

  labels(): string[] {
    return this.items.filter((i) => i.type !== 'separator').map((i) => i.text)
  }
}

// ---- windows and pages ---------------------------------------------------------------------------------

interface WebPreferences {
  preload?: string
  javascript?: boolean
  partition?: string
  [key: string]: unknown
}

interface Bounds {
  x: number
  y: number
  width: number
  height: number
}

let nextId = 1

export class StandinWebContents extends EventEmitter {
  readonly id = nextId++
  readonly page: Promise<Page>
  readonly window: StandinWindow
  #destroyed = false
  #sends: Promise<unknown> = Promise.resolve()
  #devTools = false
  #zoom = 0
  windowOpenHandler: ((details: { url: string }) => { action: string }) | null = null
  readonly session: StandinSession
  /** What main compares a sender's frame with (routingId is this contents' id). */
  readonly mainFrame: { processId: number; routingId: number; parent: null; readonly url: string }

  constructor(
    readonly runtime: ElectronRuntime,
    win: StandinWindow,
    readonly preferences: WebPreferences
  ) {
    super()
    this.window = win
    this.session = preferences.partition
      ? runtime.sessions.fromPartition(preferences.partition)
      : runtime.sessions.defaultSession
    this.page = runtime.openPage(this)
    this.page.catch(() => undefined)
    this.mainFrame = Object.defineProperty({ processId: 1, routingId: this.id, parent: null }, 'url', {
      get: () => this.getURL()
    }) as StandinWebContents['mainFrame']
  }

  #lastUrl = ''
  getURL(): string {
    return this.#lastUrl
  }

  /** The main frame's URL once the page has it (kept in step by openPage). */
  noteUrl(url: string): void {
    this.#lastUrl = toAppUrl(url)
  }

  async loadURL(url: string): Promise<void> {
    const page = await this.page
    try {
      await page.goto(toPageUrl(url), { waitUntil: 'load' })
    } catch (e) {
      const description = e instanceof Error ? e.message.split('\n')[0]! : String(e)
      this.emit('did-fail-load', new ElectronEvent(), -2, description, url, true, 1, 0)
      throw e
    }
    this.emit('did-finish-load', new ElectronEvent())
    this.window.painted()
  }

  isDestroyed(): boolean {
    return this.#destroyed
  }

  isLoading(): boolean {
    return false
  }

  /** Main → page: delivered in order to the preload's ipcRenderer listeners. */
  send(channel: string, ...args: unknown[]): void {
    if (this.#destroyed) throw new Error('Object has been destroyed')
    this.#sends = this.#sends.then(async () => {
      const page = await this.page
      await page
        .evaluate(
          ([c, a]) =>
            (window as unknown as { __standinDeliver?: (c: string, a: unknown[]) => void }).__standinDeliver?.(c, a),
          [channel, args] as const
        )
        .catch(() => undefined)
    })
  }

  /** Resolves when every message sent so far reached the page. */
  delivered(): Promise<unknown> {
    return this.#sends
  }

  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }): void {
    this.windowOpenHandler = handler
  }

  openDevTools(): void {
    this.#devTools = true
    this.emit('devtools-opened')
  }
  closeDevTools(): void {
    this.#devTools = false
  }
  toggleDevTools(): void {
    if (this.#devTools) this.closeDevTools()
    else this.openDevTools()
  }
  isDevToolsOpened(): boolean {
    return this.#devTools
  }

  reload(): void {
    void this.page.then((p) => p.reload()).catch(() => undefined)
  }
  reloadIgnoringCache(): void {
    this.reload()
  }

  getZoomLevel(): number {
    return this.#zoom
  }
  setZoomLevel(level: number): void {
    this.#zoom = level
  }

  async #exec(command: string, value?: string): Promise<void> {
    const page = await this.page
    await page.evaluate(([c, v]) => document.execCommand(c, false, v), [command, value] as const)
  }
  undo(): Promise<void> {
    return this.#exec('undo')
  }
  redo(): Promise<void> {
    return this.#exec('redo')
  }
  cut(): Promise<void> {
    return this.#exec('cut')
  }
  copy(): Promise<void> {
    return this.#exec('copy')
  }
  paste(): Promise<void> {
    return this.#exec('paste')
  }
  selectAll(): Promise<void> {
    return this.#exec('selectAll')
  }
  replaceMisspelling(word: string): Promise<void> {
    return this.#exec('insertText', word)
  }

  async printToPDF(options: Record<string, unknown>): Promise<Buffer> {
    const page = await this.page
    const size = options.pageSize
    return page.pdf({
      ...(typeof size === 'string' ? { format: size } : {}),
      preferCSSPageSize: options.preferCSSPageSize === true,
      printBackground: options.printBackground === true,
      displayHeaderFooter: options.displayHeaderFooter === true,
      ...(typeof options.headerTemplate === 'string' ? { headerTemplate: options.headerTemplate } : {}),
      ...(typeof options.footerTemplate === 'string' ? { footerTemplate: options.footerTemplate } : {}),
      outline: options.generateDocumentOutline === true,
      tagged: options.generateTaggedPDF === true,
      landscape: options.landscape === true
    })
  }

  destroy(): void {
    if (this.#destroyed) return
    this.#destroyed = true
    this.emit('destroyed')
    void this.page.then((p) => p.context().close()).catch(() => undefined)
  }
}

export class StandinWindow extends EventEmitter {
  readonly id = nextId++
  readonly webContents: StandinWebContents
  #visible = false
  #painted = false
  /** The window was shown before its page had painted once (the unpainted flash). */
  shownBeforePaint = false
  #maximized = false
  #minimized = false
  #fullScreen = false
  #destroyed = false
  #bounds: Bounds
  #title: string

  constructor(
    readonly runtime: ElectronRuntime,
    readonly options: Record<string, unknown>
  ) {
    super()
    const area = runtime.screen.getPrimaryDisplay().workArea
    const width = (options.width as number | undefined) ?? 800
    const height = (options.height as number | undefined) ?? 600
    this.#bounds = {
      x: (options.x as number | undefined) ?? Math.round(area.x + (area.width - width) / 2),
      y: (options.y as number | undefined) ?? Math.round(area.y + (area.height - height) / 2),
      width,
      height
    }
    this.#title = (options.title as string | undefined) ?? 'Electron'
    this.webContents = new StandinWebContents(runtime, this, (options.webPreferences ?? {}) as WebPreferences)
    runtime.app.emit('web-contents-created', new ElectronEvent(), this.webContents)
    runtime.app.emit('browser-window-created', new ElectronEvent(), this)
    if (options.show !== false) this.show()
  }

  /** The page's first load finished: Electron's ready-to-show. */
  painted(): void {
    if (this.#painted) return
    this.#painted = true
    this.emit('ready-to-show')
  }

  get isPainted(): boolean {
    return this.#painted
  }

  loadURL(url: string): Promise<void> {
    return this.webContents.loadURL(url)
  }

  loadFile(file: string): Promise<void> {
    return this.webContents.loadURL(pathToFileURL(file).href)
  }

  show(): void {
    if (this.#destroyed) return
    if (!this.#painted && !this.#visible) this.shownBeforePaint = true
    this.#visible = true
    this.emit('show')
  }
  hide(): void {
    this.#visible = false
  }
  isVisible(): boolean {
    return this.#visible
  }

  /** As in Electron, maximizing a hidden window shows it. */
  maximize(): void {
    this.#maximized = true
    if (!this.#visible) this.show()
    this.emit('maximize')
  }
  unmaximize(): void {
    this.#maximized = false
    this.emit('unmaximize')
  }
  isMaximized(): boolean {
    return this.#maximized
  }
  minimize(): void {
    this.#minimized = true
  }
  isMinimized(): boolean {
    return this.#minimized
  }
  restore(): void {
    this.#minimized = false
  }
  focus(): void {
    this.runtime.focused = this
    this.emit('focus')
  }
  isFocused(): boolean {
    return this.runtime.focused === this
  }
  setFullScreen(on: boolean): void {
    this.#fullScreen = on
  }
  isFullScreen(): boolean {
    return this.#fullScreen
  }
  setTitle(title: string): void {
    this.#title = title
  }
  getTitle(): string {
    return this.#title
  }

  getBounds(): Bounds {
    return { ...this.#bounds }
  }
  getNormalBounds(): Bounds {
    return { ...this.#bounds }
  }
  setBounds(bounds: Partial<Bounds>): void {
    this.#bounds = { ...this.#bounds, ...bounds }
  }

  isDestroyed(): boolean {
    return this.#destroyed
  }

  /** The GM closes the window (or the app quits): 'close' may be prevented, then 'closed'. True when it closed. */
  close(): boolean {
    if (this.#destroyed) return true
    const event = new ElectronEvent()
    this.emit('close', event)
    if (event.defaultPrevented) return false
    this.destroy()
    return true
  }

  destroy(): void {
    if (this.#destroyed) return
    this.#destroyed = true
    this.webContents.destroy()
    this.emit('closed')
    this.runtime.windowGone(this)
  }
}

// ---- the rest of the API -------------------------------------------------------------------------------

class StandinNativeTheme extends EventEmitter {
  constructor(readonly runtime: ElectronRuntime) {
    super()
  }
  get themeSource(): string {
    return this.runtime.themeSource
  }
  set themeSource(value: string) {
    this.runtime.themeSource = value
    this.emit('updated')
  }
  get shouldUseDarkColors(): boolean {
    return this.runtime.colorScheme === 'dark'
  }
}

class StandinSession extends EventEmitter {
  permissionRequestHandler: unknown = null
  permissionCheckHandler: unknown = null
  devicePermissionHandler: unknown = null
  spellCheckerLanguages: string[] = []
  setPermissionRequestHandler(h: unknown): void {
    this.permissionRequestHandler = h
  }
  setPermissionCheckHandler(h: unknown): void {
    this.permissionCheckHandler = h
  }
  setDevicePermissionHandler(h: unknown): void {
    this.devicePermissionHandler = h
  }
  readonly learnedWords: string[] = []
  addWordToSpellCheckerDictionary(word: string): boolean {
    this.learnedWords.push(word)
    return true
  }
  setSpellCheckerLanguages(languages: string[]): void {
    this.spellCheckerLanguages = languages
  }
  getSpellCheckerLanguages(): string[] {
    return this.spellCheckerLanguages
  }
}

export type DialogKind = 'open' | 'save' | 'message'

/** A dialog main opened, waiting for the test's answer. */
export interface PendingDialog {
  kind: DialogKind
  options: Record<string, unknown>
  /** The window it is modal to (null: none). */
  window: StandinWindow | null
  answer(result: unknown): void
}

export interface RuntimeOptions {
  browser: Browser
  /** The app's folder (app.getAppPath()): the project root, holding resources/ and out/. */
  appPath: string
  userData: string
  /** Arguments after the app path (`electron . --campaign x`). */
  args?: string[]
  /** app.getLocale() and the page's navigator.language. */
  locale?: string
  /** The OS is in dark mode. */
  osDark?: boolean
  /** False: another instance holds the single-instance lock. */
  primary?: boolean
  version?: string
  /** app.getPath(name) throws for these, as Electron does when the OS gives it no such folder. */
  failingPaths?: string[]
}

export class ElectronRuntime {
  readonly app: StandinApp
  readonly ipcMain = new StandinIpcMain()
  readonly windows: StandinWindow[] = []
  readonly popups: StandinMenu[] = []
  readonly errorBoxes: Array<{ title: string; content: string }> = []
  readonly dialogLog: Array<{ kind: DialogKind; options: Record<string, unknown> }> = []
  readonly shellCalls: string[] = []
  readonly protocolHandlers = new Map<string, (request: Request) => Response | Promise<Response>>()
  readonly privilegedSchemes: unknown[] = []
  applicationMenu: StandinMenu | null = null
  focused: StandinWindow | null = null
  exitCode: number | null = null
  readonly exited: Promise<number>
  #exit!: (code: number) => void
  #pending: PendingDialog[] = []
  #waiters: Array<{ kind: DialogKind | undefined; resolve: (d: PendingDialog) => void }> = []
  #quitting = false
  #themeSource = 'system'
  readonly #contexts = new Set<BrowserContext>()

  constructor(readonly options: RuntimeOptions) {
    this.app = new StandinApp(this)
    this.exited = new Promise((resolve) => (this.#exit = resolve))
  }

  // ---- the API objects electron.ts forwards to ----

  readonly dialog = {
    showOpenDialog: (...args: unknown[]) => this.#ask('open', args),
    showSaveDialog: (...args: unknown[]) => this.#ask('save', args),
    showMessageBox: (...args: unknown[]) => this.#ask('message', args),
    showErrorBox: (title: string, content: string) => {
      this.errorBoxes.push({ title, content })
    }
  }

  readonly nativeTheme = new StandinNativeTheme(this)

  get themeSource(): string {
    return this.#themeSource
  }

  set themeSource(value: string) {
    this.#themeSource = value
    for (const w of this.windows)
      void w.webContents.page.then((p) => p.emulateMedia({ colorScheme: this.colorScheme })).catch(() => undefined)
  }

  get colorScheme(): 'light' | 'dark' {
    if (this.#themeSource === 'light' || this.#themeSource === 'dark') return this.#themeSource
    return this.options.osDark ? 'dark' : 'light'
  }

  readonly protocol = {
    registerSchemesAsPrivileged: (schemes: unknown[]) => {
      if (this.app.isReady())
        throw new Error('protocol.registerSchemesAsPrivileged should be called before app is ready')
      this.privilegedSchemes.push(...schemes)
    },
    handle: (scheme: string, handler: (request: Request) => Response | Promise<Response>) => {
      if (!this.app.isReady())
        throw new Error('protocol.handle: the protocol module can only be used after app is ready')
      if (this.protocolHandlers.has(scheme)) throw new Error(`Failed to register protocol: ${scheme}`)
      this.protocolHandlers.set(scheme, handler)
    },
    isProtocolHandled: (scheme: string) => this.protocolHandlers.has(scheme),
    unhandle: (scheme: string) => void this.protocolHandlers.delete(scheme)
  }

  readonly screen = {
    getPrimaryDisplay: () => DISPLAY,
    getAllDisplays: () => [DISPLAY],
    getCursorScreenPoint: () => ({ x: 0, y: 0 })
  }

  readonly #partitions = new Map<string, StandinSession>()
  readonly sessions = {
    defaultSession: new StandinSession(),
    fromPartition: (name: string): StandinSession => {
      let s = this.#partitions.get(name)
      if (!s) {
        s = new StandinSession()
        this.#partitions.set(name, s)
        this.app.emit('session-created', s)
      }
      return s
    }
  }

  readonly shell = {
    openExternal: async (url: string) => void this.shellCalls.push(`openExternal ${url}`),
    showItemInFolder: (path: string) => void this.shellCalls.push(`showItemInFolder ${path}`),
    openPath: async (path: string) => {
      this.shellCalls.push(`openPath ${path}`)
      return ''
    }
  }

  readonly menus = {
    buildFromTemplate: (template: Template[]) => new StandinMenu(template, this),
    setApplicationMenu: (menu: StandinMenu | null) => {
      this.applicationMenu = menu
    },
    getApplicationMenu: () => this.applicationMenu
  }

  createWindow(options: Record<string, unknown>): StandinWindow {
    if (!this.app.isReady()) throw new Error('Cannot create BrowserWindow before app is ready')
    const win = new StandinWindow(this, options)
    this.windows.push(win)
    this.focused ??= win
    return win
  }

  focusedWindow(): StandinWindow | undefined {
    return this.focused && !this.focused.isDestroyed() ? this.focused : this.windows.find((w) => !w.isDestroyed())
  }

  windowGone(win: StandinWindow): void {
    if (this.focused === win) this.focused = null
    if (this.#quitting || this.exitCode !== null) return
    if (this.windows.every((w) => w.isDestroyed())) {
      if (this.app.listenerCount('window-all-closed') > 0) this.app.emit('window-all-closed')
      else this.app.quit()
    }
  }

  /** A Chromium page for a window: app:// served by main's handler, the preload bridged to ipcMain. */
  async openPage(contents: StandinWebContents): Promise<Page> {
    const prefs = contents.preferences
    const { width, height } = contents.window.getBounds()
    const context = await this.options.browser.newContext({
      viewport: { width, height },
      locale: this.options.locale ?? 'en-US',
      colorScheme: this.colorScheme,
      javaScriptEnabled: prefs.javascript !== false
    })
    this.#contexts.add(context)
    // Nothing leaves the machine: only the app's own origin (and file: pages, for printing) load.
    await context.route(
      (url) => url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'ws:',
      (route) => route.abort('blockedbyclient')
    )
    await context.route(`${PAGE_ORIGIN}/**`, async (route) => {
      const handler = this.protocolHandlers.get('app')
      if (!handler) return route.abort('failed')
      const request = route.request()
      const response = await handler(new Request(toAppUrl(request.url()), { method: request.method() }))
      await route.fulfill({
        status: response.status,
        headers: Object.fromEntries(response.headers),
        body: Buffer.from(await response.arrayBuffer())
      })
    })
    if (prefs.preload) {
      const source = readFileSync(prefs.preload, 'utf8')
      await context.exposeBinding('__standinInvoke', (caller, channel: string, args: unknown[]) =>
        this.ipcMain.invokeFrom(contents, caller.frame, channel, args)
      )
      await context.exposeBinding('__standinSend', (caller, channel: string, args: unknown[]) =>
        this.ipcMain.sendFrom(contents, caller.frame, channel, args)
      )
      await context.addInitScript({ content: preloadScript(source, process.platform) })
    }
    const page = await context.newPage()
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) contents.noteUrl(frame.url())
    })
    page.on('crash', () =>
      contents.emit('render-process-gone', new ElectronEvent(), { reason: 'crashed', exitCode: 139 })
    )
    page.on('console', (message) => {
      if (message.type() === 'error') console.error(`[renderer] ${message.text()}`)
    })
    page.on('pageerror', (error) => console.error(`[renderer] ${error.message}`))
    return page
  }

  // ---- what a role item does ----

  runRole(role: string, win: StandinWindow | undefined): void {
    const contents = win?.webContents
    switch (role.toLowerCase()) {
      case 'quit':
        return this.app.quit()
      case 'close':
        return void win?.close()
      case 'undo':
      case 'redo':
      case 'cut':
      case 'copy':
      case 'paste':
      case 'selectall':
        return void contents?.[role === 'selectAll' || role === 'selectall' ? 'selectAll' : (role as 'undo')]()
      case 'reload':
      case 'forcereload':
        return contents?.reload()
      case 'toggledevtools':
        return contents?.toggleDevTools()
      case 'zoomin':
        return contents?.setZoomLevel(contents.getZoomLevel() + 0.5)
      case 'zoomout':
        return contents?.setZoomLevel(contents.getZoomLevel() - 0.5)
      case 'resetzoom':
        return contents?.setZoomLevel(0)
      case 'togglefullscreen':
        return win?.setFullScreen(!win.isFullScreen())
      default:
        throw new Error(`stand-in: menu role ${role} is not modelled`)
    }
  }

  // ---- dialogs ----

  #ask(kind: DialogKind, args: unknown[]): Promise<unknown> {
    const window = isWindow(args[0]) ? args[0] : null
    const options = (window ? args[1] : args[0]) as Record<string, unknown>
    this.dialogLog.push({ kind, options })
    return new Promise((resolve) => {
      const pending: PendingDialog = { kind, options, window, answer: resolve }
      const waiter = this.#waiters.findIndex((w) => w.kind === undefined || w.kind === kind)
      if (waiter >= 0) this.#waiters.splice(waiter, 1)[0]!.resolve(pending)
      else this.#pending.push(pending)
    })
  }

  /** The next dialog main opens (of this kind), waiting for it; answer it with `.answer(result)`. */
  nextDialog(kind?: DialogKind, timeoutMs = 10_000): Promise<PendingDialog> {
    const i = this.#pending.findIndex((p) => kind === undefined || p.kind === kind)
    if (i >= 0) return Promise.resolve(this.#pending.splice(i, 1)[0]!)
    return new Promise((resolve, reject) => {
      const waiter = { kind, resolve }
      this.#waiters.push(waiter)
      setTimeout(() => {
        const at = this.#waiters.indexOf(waiter)
        if (at < 0) return
        this.#waiters.splice(at, 1)
        reject(new Error(`no ${kind ?? ''} dialog opened within ${timeoutMs} ms`))
      }, timeoutMs).unref()
    })
  }

  /** Dialogs opened and not answered (a test asserts none was left). */
  get unanswered(): readonly PendingDialog[] {
    return this.#pending
  }

  // ---- quitting ----

  /** app.quit(): before-quit, every window's close, will-quit, quit; each but the last may be prevented. */
  quit(): void {
    setImmediate(() => {
      if (this.exitCode !== null) return
      const before = new ElectronEvent()
      this.app.emit('before-quit', before)
      if (before.defaultPrevented) return
      this.#quitting = true
      for (const win of this.windows.filter((w) => !w.isDestroyed())) {
        if (!win.close()) {
          this.#quitting = false
          return
        }
      }
      const will = new ElectronEvent()
      this.app.emit('will-quit', will)
      if (will.defaultPrevented) {
        this.#quitting = false
        return
      }
      this.app.emit('quit', new ElectronEvent(), 0)
      void this.finish(0)
    })
  }

  /** app.exit(code): every window closed at once, no event. */
  exit(code: number): void {
    if (this.exitCode !== null) return
    this.#quitting = true
    void this.finish(code)
  }

  async finish(code: number): Promise<void> {
    if (this.exitCode !== null) return
    this.exitCode = code
    for (const w of this.windows) if (!w.isDestroyed()) w.webContents.destroy()
    await Promise.all([...this.#contexts].map((c) => c.close().catch(() => undefined)))
    this.#exit(code)
  }

  // ---- the test's side ----

  /** Starts main: the built bundle, a fresh copy of its module, on this runtime. */
  async load(): Promise<void> {
    ;(globalThis as Holder)[KEY] = this
    process.argv = [
      join(this.options.appPath, 'node_modules', 'electron', 'dist', 'electron'),
      this.options.appPath,
      ...(this.options.args ?? [])
    ]
    registerLoader()
    const main = pathToFileURL(join(this.options.appPath, 'out', 'main', 'index.js'))
    main.searchParams.set('standin', String(++loads))
    await import(main.href)
  }

  /** The 'ready' event (and app.whenReady()). */
  fireReady(): void {
    this.app.becomeReady()
  }

  /** Another `electron . <args>` started: it fails the lock, Electron tells this instance. */
  secondInstance(args: string[], workingDirectory: string): void {
    const argv = [process.argv[0]!, this.options.appPath, ...args]
    this.app.emit('second-instance', new ElectronEvent(), argv, workingDirectory, {})
  }

  mainWindow(): StandinWindow | undefined {
    return this.windows.find((w) => !w.isDestroyed())
  }

  async waitForWindow(timeoutMs = 15_000): Promise<StandinWindow> {
    const start = Date.now()
    while (Date.now() - start < timeoutMs) {
      const win = this.mainWindow()
      if (win) return win
      await new Promise((r) => setTimeout(r, 20))
    }
    throw new Error('main opened no window')
  }

  /** Clicks an item of the application menu by ids or labels: clickMenu('File', 'Open…'). */
  clickMenu(...path: string[]): void {
    if (!this.applicationMenu) throw new Error('main set no application menu')
    const { item, menu } = this.applicationMenu.find(path)
    item.fire(this, menu)
  }

  menuItem(...path: string[]): StandinMenuItem {
    if (!this.applicationMenu) throw new Error('main set no application menu')
    return this.applicationMenu.find(path).item
  }

  /** Clicks an item of the last popped-up (context) menu. */
  clickPopup(...path: string[]): void {
    const menu = this.popups.at(-1)
    if (!menu) throw new Error('no menu popped up')
    const { item, menu: parent } = menu.find(path)
    item.fire(this, parent)
  }

  async dispose(): Promise<void> {
    if (this.exitCode === null) await this.finish(-1)
    if ((globalThis as Holder)[KEY] === this) delete (globalThis as Holder)[KEY]
  }
}

function isWindow(value: unknown): value is StandinWindow {
  return typeof value === 'object' && value !== null && 'webContents' in value
}

const DISPLAY = {
  id: 1,
  bounds: { x: 0, y: 0, width: 1920, height: 1080 },
  workArea: { x: 0, y: 0, width: 1920, height: 1040 },
  scaleFactor: 1
}

let loads = 0
let registered = false
function registerLoader(): void {
  if (registered) return
  registered = true
  register(new URL('./loader.mjs', import.meta.url), {
    data: { standin: new URL('./electron.ts', import.meta.url).href }
  })
}

class StandinApp extends EventEmitter {
  readonly isPackaged = false
  name = 'Encumbrance'
  #ready = false
  #whenReady: Promise<void>
  #resolveReady!: () => void
  readonly #paths = new Map<string, string>()
  readonly commandLine = { appendSwitch: () => undefined, hasSwitch: () => false, getSwitchValue: () => '' }

  constructor(readonly runtime: ElectronRuntime) {
    super()
    this.#whenReady = new Promise((resolve) => (this.#resolveReady = resolve))
    const { userData } = runtime.options
    this.#paths.set('userData', userData)
    this.#paths.set('documents', join(userData, '..', 'documents'))
    this.#paths.set('home', join(userData, '..'))
    this.#paths.set('temp', join(userData, '..', 'temp'))
    this.#paths.set('logs', join(userData, 'logs'))
  }

  becomeReady(): void {
    if (this.#ready) return
    this.#ready = true
    this.emit('will-finish-launching')
    this.emit('ready', new ElectronEvent(), {})
    this.#resolveReady()
  }

  whenReady(): Promise<void> {
    return this.#whenReady
  }
  isReady(): boolean {
    return this.#ready
  }
  getLocale(): string {
    return this.runtime.options.locale ?? 'en-US'
  }
  getSystemLocale(): string {
    return this.getLocale()
  }
  getPreferredSystemLanguages(): string[] {
    return [this.getLocale()]
  }
  getPath(name: string): string {
    const path = this.runtime.options.failingPaths?.includes(name) ? undefined : this.#paths.get(name)
    if (!path) throw new Error(`Failed to get '${name}' path`)
    return path
  }
  setPath(name: string, path: string): void {
    this.#paths.set(name, path)
  }
  getAppPath(): string {
    return this.runtime.options.appPath
  }
  getVersion(): string {
    return this.runtime.options.version ?? '0.0.0'
  }
  getName(): string {
    return this.name
  }
  requestSingleInstanceLock(): boolean {
    return this.runtime.options.primary !== false
  }
  releaseSingleInstanceLock(): void {}
  setAppUserModelId(): void {}
  setAboutPanelOptions(): void {}
  focus(): void {}
  quit(): void {
    this.runtime.quit()
  }
  exit(code = 0): void {
    this.runtime.exit(code)
  }
}

class StandinIpcMain extends EventEmitter {
  readonly #handlers = new Map<string, (event: object, ...args: unknown[]) => unknown>()
  #inFlight = 0
  readonly #idle = new Set<() => void>()

  /** Resolves once no invoke from a page is being handled (at once when none is). */
  idle(): Promise<void> {
    return this.#inFlight === 0 ? Promise.resolve() : new Promise((resolve) => this.#idle.add(resolve))
  }

  get inFlight(): number {
    return this.#inFlight
  }

  handle(channel: string, handler: (event: object, ...args: unknown[]) => unknown): void {
    if (this.#handlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`)
    this.#handlers.set(channel, handler)
  }
  handleOnce(channel: string, handler: (event: object, ...args: unknown[]) => unknown): void {
    this.handle(channel, (event, ...args) => {
      this.removeHandler(channel)
      return handler(event, ...args)
    })
  }
  removeHandler(channel: string): void {
    this.#handlers.delete(channel)
  }

  #event(contents: StandinWebContents, frame: Frame): object {
    const top = frame.parentFrame() === null
    const senderFrame = {
      url: toAppUrl(frame.url()),
      processId: 1,
      routingId: top ? contents.mainFrame.routingId : 10_000 + contents.id,
      parent: top ? null : { url: toAppUrl(frame.parentFrame()!.url()) }
    }
    return { sender: contents, senderFrame, processId: 1, frameId: senderFrame.routingId }
  }

  async invokeFrom(contents: StandinWebContents, frame: Frame, channel: string, args: unknown[]): Promise<unknown> {
    const handler = this.#handlers.get(channel)
    if (!handler)
      throw new Error(`Error invoking remote method '${channel}': Error: No handler registered for '${channel}'`)
    this.#inFlight++
    try {
      return await handler(this.#event(contents, frame), ...args)
    } finally {
      if (--this.#inFlight === 0) {
        for (const resolve of this.#idle) resolve()
        this.#idle.clear()
      }
    }
  }

  sendFrom(contents: StandinWebContents, frame: Frame, channel: string, args: unknown[]): void {
    this.emit(channel, this.#event(contents, frame), ...args)
  }
}

/** The built preload, run in the page's main frame before its scripts, with Electron's sandboxed `require`. */
function preloadScript(source: string, platform: string): string {
  return `(() => {
  if (window !== window.top) return; // preloads run in the main frame only (nodeIntegrationInSubFrames: false)
  const listeners = new Map();
  const ipcRenderer = {
    invoke: (channel, ...args) => window.__standinInvoke(channel, args),
    send: (channel, ...args) => void window.__standinSend(channel, args),
    on(channel, fn) { if (!listeners.has(channel)) listeners.set(channel, new Set()); listeners.get(channel).add(fn); return ipcRenderer; },
    removeListener(channel, fn) { listeners.get(channel)?.delete(fn); return ipcRenderer; },
    off(channel, fn) { return ipcRenderer.removeListener(channel, fn); },
    removeAllListeners(channel) { listeners.delete(channel); return ipcRenderer; }
  };
  Object.defineProperty(window, '__standinDeliver', {
    value: (channel, args) => { for (const fn of [...(listeners.get(channel) ?? [])]) fn({ sender: ipcRenderer, senderId: 0 }, ...args); }
  });
  const contextBridge = {
    exposeInMainWorld(key, api) { Object.defineProperty(window, key, { value: Object.freeze({ ...api }), enumerable: true }); }
  };
  const process = { platform: ${JSON.stringify(platform)}, type: 'renderer', sandboxed: true, contextIsolated: true, versions: { electron: '45.5.0' }, env: {} };
  const module = { exports: {} };
  const require = (id) => {
    if (id === 'electron') return { contextBridge, ipcRenderer };
    throw new Error('module not found: ' + id + ' (a sandboxed preload requires only electron)');
  };
  (function (require, module, exports, process) {
${source}
  }).call(module.exports, require, module, module.exports, process);
})();`
}
