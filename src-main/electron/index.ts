// Electron main: wires the shell (protocol, window, menu, dialogs) to the one contract
// implementation (src-main/handlers). Kept thin: everything below it is plain Node and tested.
import { app, BrowserWindow, Menu, nativeTheme, session as electronSession } from 'electron'
import { join, resolve } from 'node:path'
import type { ContractError } from '@shared/contract/contract'
import { createDispatch, type Dispatch } from '../handlers/dispatch'
import { toContractError } from '../handlers/errors'
import { createHandlers } from '../handlers/handlers'
import { Session } from '../handlers/session'
import { askOpenPath, askSavePath, showFailure } from './dialogs'
import { printPdfWithElectron } from '../export/pdf-electron'
import { askExportPath } from '../export/save-dialog'
import { denyPermissions, lockDownApp } from './guards'
import { forwardEvents, isTrustedSender, registerContract } from './ipc'
import { createMainWindow } from './main-window'
import type { Language } from '@shared/i18n'
import { menuTemplate, rendererActions, type MenuActions, type MenuState } from './menu'
import { registerAppScheme, serveAppProtocol } from './protocol'
import { loadShellSettings, saveShellSettings, type ShellSettings } from './shell-settings'

// electron-vite dev only: the renderer comes from its dev server.
const devUrl = !app.isPackaged && process.env.ELECTRON_RENDERER_URL ? process.env.ELECTRON_RENDERER_URL : null
const devOrigin = devUrl ? new URL(devUrl).origin : null

let win: BrowserWindow | null = null
let session: Session | null = null
let settings: ShellSettings
let settingsFile = ''
let dispatch: Dispatch
let lastMenu = ''

registerAppScheme()

if (!app.requestSingleInstanceLock()) {
  app.quit()
} else {
  app.on('second-instance', () => {
    if (!win) return
    if (win.isMinimized()) win.restore()
    win.focus()
  })
  lockDownApp(app, devOrigin)
  app
    .whenReady()
    .then(start)
    .catch((e: unknown) => {
      console.error('Encumbrance could not start:', e)
      app.exit(1)
    })
}

function language(): Language {
  return session?.hasCampaign ? session.state.campaign.language : app.getLocale().startsWith('fr') ? 'fr' : 'en'
}

async function start(): Promise<void> {
  denyPermissions(electronSession.defaultSession)
  serveAppProtocol(join(import.meta.dirname, '../renderer'))
  const userDataDir = app.getPath('userData')
  settingsFile = join(userDataDir, 'shell.json')
  settings = await loadShellSettings(settingsFile)
  nativeTheme.themeSource = settings.theme

  // `npm start -- --campaign <file>` opens that file instead of the default campaign.
  const flag = process.argv.indexOf('--campaign')
  const campaignArg = flag > 0 ? process.argv[flag + 1] : undefined
  session = await Session.start({
    userDataDir,
    samplePath: join(app.getAppPath(), 'resources', 'sample-campaign.json'),
    ...(campaignArg ? { campaignPath: resolve(campaignArg) } : {})
  })
  dispatch = createDispatch(
    createHandlers({
      session,
      host: 'electron',
      version: app.getVersion(),
      exports: { printPdf: printPdfWithElectron, askSavePath: (request) => askExportPath(win, request) }
    })
  )
  registerContract(dispatch, (event) => isTrustedSender(event, win?.webContents ?? null, devOrigin), refreshMenu)
  forwardEvents(session.events, () => win?.webContents ?? null)
  openWindow()
  refreshMenu()
}

function openWindow(): void {
  win = createMainWindow(settings, devUrl, (bounds) => {
    settings.window = bounds
    void saveShellSettings(settingsFile, settings).catch(() => undefined)
  })
  // Another program may have changed the file while the GM was elsewhere.
  win.on('focus', () => {
    if (session?.hasCampaign) session.store.checkDisk().catch(() => undefined)
  })
  win.on('closed', () => {
    win = null
  })
}

/** Runs a contract call for a menu command; on success every renderer gets the new campaign. */
async function run(channel: Parameters<Dispatch>[0], input: unknown): Promise<void> {
  const result = await dispatch(channel, input)
  if (result.ok) session?.announce()
  else await fail(result.error)
  refreshMenu()
}

async function fail(error: ContractError): Promise<void> {
  await showFailure(win, language(), error)
}

const actions: MenuActions = {
  async newCampaign() {
    if (!win) return
    const path = await askSavePath(win, language(), 'new')
    const name = path
      ?.split(/[\\/]/)
      .pop()
      ?.replace(/\.json$/i, '')
      .trim()
    if (path) await run('campaign/create', { path, name: name || 'Campaign' })
  },
  async open() {
    if (!win) return
    const path = await askOpenPath(win, language())
    if (path) await run('campaign/open', { path })
  },
  openRecent: (path) => void run('campaign/open', { path }),
  async saveAs() {
    if (!win) return
    const path = await askSavePath(win, language(), 'saveAs', session?.hasCampaign ? session.state.path : undefined)
    if (path) await run('campaign/saveAs', { path })
  },
  setLanguage: (l) => void run('campaign/setLanguage', { language: l }),
  setTheme(theme) {
    nativeTheme.themeSource = theme
    settings.theme = theme
    void saveShellSettings(settingsFile, settings).catch(() => undefined)
    refreshMenu()
  },
  ...rendererActions((command) => session?.events.emit('menu/command', { command }))
}

/** Rebuilds the menu when what it shows (language, recent files, theme) changed. */
function refreshMenu(): void {
  const state: MenuState = {
    language: language(),
    recent: session?.recent.list ?? [],
    theme: settings.theme,
    platform: process.platform
  }
  const key = JSON.stringify(state)
  if (key === lastMenu) return
  lastMenu = key
  Menu.setApplicationMenu(Menu.buildFromTemplate(menuTemplate(state, actions)))
}

// Quit: write what is pending first (the store also autosaves ≤ 300 ms after each change).
let quitting = false
app.on('before-quit', (event) => {
  if (quitting || !session) return
  event.preventDefault()
  quitting = true
  session
    .close()
    .catch((e: unknown) => fail(toContractError(e)))
    .finally(() => app.quit())
})
app.on('window-all-closed', () => app.quit())
