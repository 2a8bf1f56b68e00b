/// <reference types="electron-vite/node" />
// Electron main: wires the shell (protocol, window, menu, dialogs) to the one contract
// implementation (src-main/handlers). Kept thin: everything below it is plain Node and tested; the
// whole of it runs in tests/standin (the built bundle under a stand-in Electron with a real page).
import { app, BrowserWindow, dialog, Menu, nativeTheme, session as electronSession } from 'electron'
import { existsSync, writeFileSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { MenuCommandEvent, Theme } from '@shared/contract'
import { createDispatch } from '../handlers/dispatch'
import { toContractError } from '../handlers/errors'
import { createHandlers } from '../handlers/handlers'
import { Session } from '../handlers/session'
import { PlayerSharing } from '../players/sharing'
import { askOpenPath, askUnsavedQuit, askWritePath, showFailure } from './dialogs'
import { MainLog, watchWindow } from './diagnostics'
import { printPdfWithElectron } from '../export/pdf-electron'
import { askExportPath } from '../export/save-dialog'
import { devRendererUrl } from './app-origin'
import { denyPermissions, lockDownApp } from './guards'
import { forwardEvents, isTrustedSender, registerContract } from './ipc'
import { createMainWindow } from './main-window'
import { messages, type Language } from '@shared/i18n'
import { menuTemplate, type MenuState } from './menu'
import { registerAppScheme, serveAppProtocol } from './protocol'
import { stopOnEveryEnd } from '../web/quit-report'
import { loadShellSettings, saveShellSettings, saveShellSettingsSync, type ShellSettings } from './shell-settings'

// electron-vite dev only: the renderer comes from its dev server, on this computer (devRendererUrl).
const devUrl = devRendererUrl(process.env.ELECTRON_RENDERER_URL, { dev: import.meta.env.DEV, packaged: app.isPackaged })
const devOrigin = devUrl ? new URL(devUrl).origin : null

let win: BrowserWindow | null = null
let session: Session | null = null
/** Sharing with the players (issue 27): off until the GM starts it; stopped before quitting. */
let players: PlayerSharing | null = null
let settings: ShellSettings
let settingsFile = ''
let log: MainLog | null = null
let lastMenu = ''

registerAppScheme()

if (!app.requestSingleInstanceLock()) {
  // The running instance gets this one's arguments ('second-instance') and opens its --campaign.
  // `npm start` is told so: an exit 0 without a window is otherwise a failure to start.
  reportStatus({ handedOver: true })
  app.quit()
} else {
  // A signal (Ctrl+C, kill, the terminal closed, Ctrl+\) or the launcher's death: nobody may be at
  // the window to answer a question, so what is pending is written, else kept in a recovery file,
  // "NOT SAVED" said on the terminal and exit 3, as the browser host does.
  stopOnEveryEnd({
    quit: async () => {
      await players?.close()
      return session ? session.quit() : { saved: true }
    },
    language,
    exit: (code) => {
      quitReady = true
      app.exit(code)
    },
    followParent: process.env.ENCUMBRANCE_FOLLOW_PARENT === '1'
  })
  app.on('second-instance', (_event, argv, workingDirectory) => {
    if (!win) return
    if (win.isMinimized()) win.restore()
    win.focus()
    const file = campaignArgument(argv)
    if (file) send({ command: 'open-path', path: resolve(workingDirectory, file) })
  })
  lockDownApp(app, devOrigin)
  app
    .whenReady()
    .then(start)
    .catch((e: unknown) => {
      // Before the window exists: the error box is the only thing the GM will see.
      const why = e instanceof Error ? e.message : String(e)
      const logs = logFor()
      logs.write('start-failed', e instanceof Error ? (e.stack ?? why) : why)
      const t = messages(osLanguage()).nativeDialog
      dialog.showErrorBox(t.startFailed, t.startFailedDetail(why, logs.file))
      app.exit(1)
    })
}

/** `electron . --campaign <file>` (also in a second instance's argv). */
function campaignArgument(argv: readonly string[]): string | undefined {
  const flag = argv.indexOf('--campaign')
  return flag > 0 ? argv[flag + 1] : undefined
}

/** Tells `npm start` (src-main/launcher) where the log is, whether the window has shown, or that it handed over. */
function reportStatus(status: { ready?: boolean; handedOver?: boolean }): void {
  const file = process.env.ENCUMBRANCE_STATUS_FILE
  if (!file) return
  let logFile = ''
  try {
    logFile = logFor().file
  } catch {
    // no log folder yet: the status still goes
  }
  try {
    writeFileSync(file, JSON.stringify({ log: logFile, ready: false, ...status }))
  } catch {
    // the launcher then treats a crash as one before the window opened
  }
}

function logFor(): MainLog {
  log ??= new MainLog(app.getPath('logs'))
  return log
}

function osLanguage(): Language {
  return app.getLocale().toLowerCase().startsWith('fr') ? 'fr' : 'en'
}

/**
 * The interface language: the GM's choice on this machine, else the OS language. The menu, the dialogs and the
 * window speak it, whatever campaign is open (a campaign keeps only its exports' language).
 */
function language(): Language {
  return settings?.language ?? osLanguage()
}

function setLanguage(lang: Language): void {
  if (settings.language === lang) return
  settings.language = lang
  void saveShellSettings(settingsFile, settings).catch(() => undefined)
  refreshMenu()
}

/**
 * At first start the default campaign is created from the sample, in the OS language (so the menu
 * and the window agree from the first screen): a copy of the sample with that language.
 */
async function firstStartSample(
  samplePath: string,
  userDataDir: string
): Promise<{ path: string; done(): Promise<void> }> {
  const keep = { path: samplePath, done: async () => undefined }
  if (existsSync(join(userDataDir, 'campaign.json'))) return keep
  const sample = JSON.parse(await readFile(samplePath, 'utf8')) as { exportLanguage?: string }
  if (sample.exportLanguage === osLanguage()) return keep
  const dir = await mkdtemp(join(tmpdir(), 'encumbrance-sample-'))
  const path = join(dir, 'sample-campaign.json')
  await writeFile(path, JSON.stringify({ ...sample, exportLanguage: osLanguage() }, null, 2))
  return { path, done: () => rm(dir, { recursive: true, force: true }) }
}

async function start(): Promise<void> {
  denyPermissions(electronSession.defaultSession)
  serveAppProtocol(join(import.meta.dirname, '../renderer'))
  const userDataDir = app.getPath('userData')
  reportStatus({ ready: false })
  settingsFile = join(userDataDir, 'shell.json')
  settings = await loadShellSettings(settingsFile)
  nativeTheme.themeSource = settings.theme

  const campaignArg = campaignArgument(process.argv)
  const sample = await firstStartSample(join(app.getAppPath(), 'resources', 'sample-campaign.json'), userDataDir)
  session = await Session.start({
    userDataDir,
    samplePath: sample.path,
    ...(campaignArg ? { campaignPath: resolve(campaignArg) } : {})
  }).finally(() => sample.done())
  players = new PlayerSharing({
    session,
    events: session.events,
    rendererDir: join(import.meta.dirname, '../renderer')
  })
  const dispatch = createDispatch(
    createHandlers({
      session,
      host: 'electron',
      version: app.getVersion(),
      exports: { printPdf: printPdfWithElectron, askSavePath: (request) => askExportPath(win, request) },
      shell: {
        askCampaignPath: (kind) =>
          kind === 'open'
            ? askOpenPath(win, language())
            : askWritePath(
                win,
                language(),
                kind,
                kind === 'saveAs' && session?.hasCampaign ? session.state.path : undefined
              ),
        theme: () => settings.theme,
        setTheme,
        language,
        setLanguage
      },
      players
    })
  )
  registerContract(dispatch, (event) => isTrustedSender(event, win?.webContents ?? null, devOrigin), refreshMenu)
  forwardEvents(session.events, () => win?.webContents ?? null)
  openWindow()
  refreshMenu()
}

function openWindow(): void {
  const opened = createMainWindow(settings, devUrl, (bounds) => {
    settings.window = bounds
    try {
      saveShellSettingsSync(settingsFile, settings)
    } catch (e) {
      logFor().write('settings', `window bounds not kept: ${String(e)}`)
    }
  })
  win = opened
  opened.once('ready-to-show', () => reportStatus({ ready: true }))
  watchWindow(opened, logFor(), language, () => opened.webContents.reload())
  // Another program may have changed the file while the GM was elsewhere.
  opened.on('focus', () => {
    if (session?.hasCampaign) session.store.checkDisk().catch(() => undefined)
  })
  // Closing the window quits the app: first what is pending is written, or the GM is asked.
  opened.on('close', (event) => {
    if (quitReady) return
    event.preventDefault()
    app.quit()
  })
  opened.on('closed', () => {
    win = null
  })
}

/** A menu command for the page, which carries it out with its own code (one path per action). */
function send(event: MenuCommandEvent): void {
  session?.events.emit('menu/command', event)
}

function setTheme(theme: Theme): void {
  nativeTheme.themeSource = theme
  settings.theme = theme
  void saveShellSettings(settingsFile, settings).catch(() => undefined)
  refreshMenu()
}

/** Rebuilds the menu when what it shows (language, recent files, theme) changed. */
function refreshMenu(): void {
  const state: MenuState = {
    language: language(),
    recent: session?.recent.list ?? [],
    theme: settings.theme,
    platform: process.platform,
    dev: !app.isPackaged
  }
  const key = JSON.stringify(state)
  if (key === lastMenu) return
  lastMenu = key
  Menu.setApplicationMenu(Menu.buildFromTemplate(menuTemplate(state, send)))
}

// ---- quitting ------------------------------------------------------------------------------------
// Every quit (the menu, the window's close button, Cmd+Q) first writes what is pending, asking the GM
// when it cannot; a signal quits without asking (stopOnEveryEnd above). Changes that cannot be written
// are never dropped silently.

let quitReady = false
let settling = false

app.on('before-quit', (event) => {
  if (quitReady || !session) return
  event.preventDefault()
  if (settling) return
  settling = true
  settle()
    .catch(async (e: unknown) => {
      logFor().write('quit', String(e))
      await showFailure(win, language(), toContractError(e))
      return false
    })
    .then((quit) => {
      settling = false
      if (!quit) return
      quitReady = true
      app.quit()
    })
})
app.on('window-all-closed', () => app.quit())

/** Writes what is pending; true when the app may quit. */
async function settle(): Promise<boolean> {
  const current = session
  if (!current?.hasCampaign) return true
  const store = current.store
  const result = await store.flush()
  while (store.dirty) {
    const choice = await askUnsavedQuit(win, language(), result === 'changed-on-disk')
    if (choice === 'cancel') return false
    if (choice === 'discard') {
      // Even so, nothing is thrown away: a recovery file beside the campaign (else in the user-data
      // folder), offered at the next start.
      const kept = await store
        .writeRecovery()
        .catch(() => store.writeRecovery({ folder: app.getPath('userData') }))
        .catch((e: unknown) => (logFor().write('recovery', String(e)), null))
      if (kept) logFor().write('recovery', `unsaved changes kept in ${kept}`)
      break
    }
    const path = await askWritePath(win, language(), 'saveAs', store.path)
    if (!path) continue
    try {
      await current.saveAs(path)
    } catch (e) {
      await showFailure(win, language(), toContractError(e))
    }
  }
  await players?.close()
  await current.close()
  return true
}
