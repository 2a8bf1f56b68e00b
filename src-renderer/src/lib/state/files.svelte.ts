// The campaign file and its exports, as the screen drives them: which file dialog is open, exports
// (saved through the native dialog in Electron, downloaded in the browser host, Markdown copied to
// the clipboard), the rotating backups, and opening / creating / saving the campaign under another
// path (the browser host has no native dialog: the GM types a path on this computer).
import { createContext } from 'svelte'
import type {
  AppInfo,
  BackupInfo,
  CampaignState as Loaded,
  ContractError,
  ExportFile,
  RecoveryOffer
} from '@shared/contract'
import { type CsvDialect, type ExportFormat, type Paper, exportMarkdown } from '@shared/export'
import type { LedgerHolder } from '@shared/i18n'
import { getCatalogEntry } from '@shared/catalog'
import type { AppState } from './app.svelte'
import type { Client } from './client'
import { asContractError } from '../explain'
import { ImportSession } from './foundry-import.svelte'

/** What the export dialog exports: the party sheet, one character's summary, or the ledger (CSV). */
export type ExportWhat =
  | { kind: 'party' }
  | { kind: 'character'; id: string }
  /** The ledger, or only the transfers to or from one holder (present or removed), or made in one session. */
  | { kind: 'ledger'; holder: LedgerHolder | null; session?: string }
  /** A session's report (issue 28). */
  | { kind: 'session'; id: string }
  /** The value each character received, session by session (issue 28), as CSV. */
  | { kind: 'received' }

export type FileDialog = 'open' | 'new' | 'saveAs'

/** A campaign-file dialog, maybe opened on a path that failed (a recent file that cannot be read). */
export interface FileDialogState {
  which: FileDialog
  path?: string
  error?: ContractError
}

/** Browser side effects, swappable in component tests (jsdom has neither a clipboard nor downloads). */
export interface FilesIo {
  copyText(text: string): Promise<void>
  download(file: ExportFile): void
}

export interface ExportChoice {
  what: ExportWhat
  format: ExportFormat
  paper: Paper
  /** The ledger CSV's separator and decimal mark; default, the campaign language's. */
  csv?: CsvDialect
}

export type SaveOutcome =
  { kind: 'saved'; path: string } | { kind: 'downloaded'; fileName: string } | { kind: 'cancelled' }

const PREFS_KEY = 'encumbrance.export'

/** The request the contract's export channels take. */
export function exportRequest(choice: ExportChoice): {
  format: ExportFormat
  character?: string
  holder?: LedgerHolder
  session?: string
  paper: Paper
  csv?: CsvDialect
  received?: true
} {
  const { what, paper } = choice
  if (what.kind === 'received')
    return { format: 'csv', received: true, paper, ...(choice.csv ? { csv: choice.csv } : {}) }
  if (what.kind === 'ledger') {
    const csv = choice.csv ? { csv: choice.csv } : {}
    const session = what.session ? { session: what.session } : {}
    return what.holder
      ? { format: 'csv', holder: what.holder, paper, ...session, ...csv }
      : { format: 'csv', paper, ...session, ...csv }
  }
  const format = choice.format === 'csv' ? 'pdf' : choice.format
  if (what.kind === 'session') return { format, session: what.id, paper }
  return what.kind === 'character' ? { format, character: what.id, paper } : { format, paper }
}

/** The folder of a path and its separator ('/' or '\\'). */
export function splitPath(path: string): { folder: string; name: string; sep: string } {
  const i = Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\'))
  const sep = path.includes('\\') && !path.includes('/') ? '\\' : '/'
  return i < 0
    ? { folder: '', name: path, sep }
    : { folder: path.slice(0, i), name: path.slice(i + 1), sep: path[i] as string }
}

/** A file name from a campaign name: "Rise of the Runelords" → "rise-of-the-runelords.json". */
export function campaignFileName(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
  return `${slug || 'campaign'}.json`
}

/** What a failed contract call says: its code, reason and values, located problems and backups. */
export function contractError(e: unknown): ContractError {
  return asContractError(e)
}

export class FilesState {
  info = $state<AppInfo | null>(null)
  /** Last format and paper chosen, remembered on this machine. */
  format = $state<ExportFormat>('pdf')
  paper = $state<Paper>('a4')
  /** Recovery files of the open campaign still offered (kept for later: hidden until the next start). */
  recovery = $state<RecoveryOffer[]>([])

  readonly #app: AppState
  readonly #client: Client
  readonly #io: FilesIo

  constructor(app: AppState, client: Client, io: FilesIo) {
    this.#app = app
    this.#client = client
    this.#io = io
    this.#loadPrefs()
    void this.loadRecovery()
    void this.#client.invoke('app/info', {}).then(
      (info) => (this.info = info),
      () => undefined // unknown host: the web-only entries stay hidden, exports still work
    )
  }

  get app(): AppState {
    return this.#app
  }

  /** Electron saves through its native dialog; the browser host downloads. */
  get native(): boolean {
    return this.info?.host === 'electron'
  }

  /** The browser host: campaign files are opened and saved by path from the app's own dialogs. */
  get byPath(): boolean {
    return this.info?.host === 'web'
  }

  // ---- dialogs ------------------------------------------------------------------------------------

  openExport(what: ExportWhat = { kind: 'party' }): void {
    this.#app.openDialog({ kind: 'export', what })
  }

  /** The import under review, while its dialog is open. */
  get importing(): ImportSession | null {
    return this.#app.dialogOf('import')?.session ?? null
  }

  /** Opens the import's review screen (empty: it asks for files), or adds `files` to the one open. */
  openImport(files: readonly File[] = []): void {
    if (!this.#app.real.campaign) return
    const session = this.importing ?? new ImportSession(this.#app)
    this.#app.openDialog({ kind: 'import', session })
    if (files.length > 0) void session.read(files)
  }

  closeImport(): void {
    this.#app.closeDialog('import')
  }

  openBackups(): void {
    this.#app.openDialog({ kind: 'backups' })
  }

  openFileDialog(which: FileDialog, preset: Omit<FileDialogState, 'which'> = {}): void {
    if (!this.byPath) return
    this.#app.openDialog({ kind: 'file', file: { which, ...preset } })
  }

  // ---- exports ------------------------------------------------------------------------------------

  /** Copies the party sheet (null) or a character's summary as Markdown, from the campaign as saved (not a what-if). */
  async copyMarkdown(characterId: string | null, session?: string): Promise<void> {
    const campaign = this.#app.real.campaign
    if (!campaign) throw new Error(this.#app.m.app.loading)
    await this.#io.copyText(exportMarkdown(campaign, characterId, getCatalogEntry, session))
    const name =
      session !== undefined
        ? (campaign.sessions?.find((s) => s.id === session)?.name ?? '?')
        : characterId === null
          ? null
          : (campaign.characters.find((c) => c.id === characterId)?.name ?? '?')
    this.#app.toast(this.#app.m.files.copied(name ?? this.#app.m.files.export.party))
  }

  /** Saves an export: Electron's native save dialog (remembering the folder), else a browser download. */
  async saveExport(choice: ExportChoice): Promise<SaveOutcome> {
    this.#rememberPrefs(choice)
    const request = exportRequest(choice)
    // Main exports its own copy of the campaign: let it receive every change made so far.
    await this.#app.real.settled()
    if (this.native) {
      const saved = await this.#client.invoke('export/save', request)
      if (!saved) return { kind: 'cancelled' }
      this.#app.toast(this.#app.m.files.saved(saved.path))
      return { kind: 'saved', path: saved.path }
    }
    const file = await this.#client.invoke('export/render', request)
    this.#io.download(file)
    this.#app.toast(this.#app.m.files.downloaded(file.fileName))
    return { kind: 'downloaded', fileName: file.fileName }
  }

  #loadPrefs(): void {
    const nav = globalThis.navigator
    // US and Canadian English print on Letter; everyone else on A4.
    if (nav && /^en-(US|CA)$/i.test(nav.language ?? '')) this.paper = 'letter'
    try {
      const raw = globalThis.localStorage?.getItem(PREFS_KEY)
      if (!raw) return
      const prefs = JSON.parse(raw) as { format?: unknown; paper?: unknown }
      if (prefs.format === 'md' || prefs.format === 'html' || prefs.format === 'pdf') this.format = prefs.format
      if (prefs.paper === 'a4' || prefs.paper === 'letter') this.paper = prefs.paper
    } catch {
      // no storage or a damaged entry: the defaults stand
    }
  }

  #rememberPrefs(choice: ExportChoice): void {
    if (choice.what.kind !== 'ledger' && choice.what.kind !== 'received') this.format = choice.format
    this.paper = choice.paper
    try {
      globalThis.localStorage?.setItem(PREFS_KEY, JSON.stringify({ format: this.format, paper: this.paper }))
    } catch {
      // not remembered: harmless
    }
  }

  // ---- backups ------------------------------------------------------------------------------------

  listBackups(): Promise<BackupInfo[]> {
    return this.#client.invoke('backup/list', {})
  }

  /** Replaces the campaign by a backup, as one step the GM can undo (the store's own rule). */
  async restoreBackup(backup: BackupInfo): Promise<void> {
    this.#leaveWhatIf()
    await this.#app.real.settled()
    const state = await this.#client.invoke('backup/restore', { id: backup.id })
    await this.#adopt(state, false)
    this.#app.toast(this.#app.m.files.backups.restored(this.formatDate(backup.at)))
  }

  // ---- recovery files -----------------------------------------------------------------------------

  async loadRecovery(): Promise<void> {
    try {
      this.recovery = await this.#client.invoke('recovery/list', {})
    } catch {
      this.recovery = [] // no campaign open, or an older host: nothing to offer
    }
  }

  /** Takes a recovery file's changes as one undoable step (main backs the campaign up first). */
  async restoreRecovery(offer: RecoveryOffer): Promise<void> {
    this.#leaveWhatIf()
    await this.#app.real.settled()
    const state = await this.#client.invoke('recovery/restore', { id: offer.id })
    await this.#adopt(state, false)
    this.recovery = this.recovery.filter((r) => r.id !== offer.id)
    this.#app.toast(this.#app.m.banner.recoveryRestored(this.formatDate(offer.at)))
  }

  async discardRecovery(offer: RecoveryOffer): Promise<void> {
    const { path } = await this.#client.invoke('recovery/discard', { id: offer.id })
    this.recovery = this.recovery.filter((r) => r.id !== offer.id)
    this.#app.toast(this.#app.m.banner.recoveryDiscarded(path))
  }

  keepRecovery(offer: RecoveryOffer): void {
    this.recovery = this.recovery.filter((r) => r.id !== offer.id)
  }

  // ---- campaign files (browser host) ------------------------------------------------------------

  recent(): Promise<string[]> {
    return this.#client.invoke('campaign/recent', {})
  }

  /**
   * Opens, creates or saves the campaign under another file. Every door goes through here: the
   * page's own dialogs (browser host: the GM types a path) and the native File menu (Electron: main
   * asks the path in its dialog when none is given; false when the GM cancelled it).
   */
  async openCampaign(path?: string): Promise<boolean> {
    return this.#switch(() => this.#client.invoke('campaign/open', path === undefined ? {} : { path }))
  }

  /** A new campaign exports in the interface's language (issue 25 item 2), whatever the campaign open before. */
  async createCampaign(path?: string, name?: string): Promise<boolean> {
    const input = {
      ...(path === undefined ? {} : { path }),
      ...(name === undefined ? {} : { name }),
      language: this.#app.i18n.lang
    }
    return this.#switch(() => this.#client.invoke('campaign/create', input))
  }

  /** Browser host: lets the app write in `folder` from now on (the GM confirmed it in the page). */
  async allowFolder(folder: string): Promise<void> {
    await this.#client.invoke('folders/allow', { path: folder })
  }

  /** A file that cannot be read: replace it by one of its backups and open it. */
  async openFromBackup(path: string, id: string): Promise<boolean> {
    return this.#switch(() => this.#client.invoke('campaign/openFromBackup', { path, id }))
  }

  /** Why no campaign is open (the start-up file could not be read), located, with its backups; null if one opens now. */
  async loadFailure(): Promise<ContractError | null> {
    try {
      await this.#adopt(await this.#client.invoke('campaign/get', {}), false)
      return null
    } catch (e) {
      return contractError(e)
    }
  }

  /** `replace`: the GM agreed to write over the file at `path` (the page asked). */
  async saveAs(path?: string, replace = false): Promise<boolean> {
    await this.#app.real.settled()
    const state = await this.#client.invoke(
      'campaign/saveAs',
      path === undefined ? {} : replace ? { path, replace } : { path }
    )
    if (!state) return false
    await this.#adopt(state, false)
    this.#app.toast(this.#app.m.files.file.savedAs(state.path))
    return true
  }

  /**
   * Another file replaces the campaign: changes already made are answered first (so none lands in
   * the next file), then the what-if, selection, banners and route are left behind.
   */
  async #switch(call: () => Promise<Loaded | null>): Promise<boolean> {
    await this.#app.real.settled()
    const state = await call()
    if (!state) return false
    this.#leaveWhatIf()
    await this.#adopt(state, true)
    this.#app.toast(this.#app.m.files.file.opened(state.campaign.name))
    return true
  }

  #leaveWhatIf(): void {
    if (this.#app.whatIf.active) this.#app.discardWhatIf()
  }

  /** Shows a campaign main now holds (another file, or a restored backup). */
  async #adopt(state: Loaded, otherFile: boolean): Promise<void> {
    const real = this.#app.real
    await real.load(Promise.resolve(state))
    if (otherFile) {
      real.changedOnDisk = false
      real.saveStatus = 'saved'
      real.saveError = null
      real.refused = null
      this.#app.route = { name: 'party' }
      this.#app.target = { type: 'stash' }
      this.#app.selectedLine = null
      void this.loadRecovery()
    }
  }

  // ---- formatting ---------------------------------------------------------------------------------

  formatDate(iso: string): string {
    return new Intl.DateTimeFormat(this.#app.i18n.locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(
      Date.parse(iso)
    )
  }
}

// ---- context ----------------------------------------------------------------------------------------

const [getFiles, provideFiles, hasFiles] = createContext<FilesState>()

export function setFiles(files: FilesState): FilesState {
  return provideFiles(files)
}

/** The files state, or undefined where none was provided (component tests of a card). */
export function maybeFiles(): FilesState | undefined {
  return hasFiles() ? getFiles() : undefined
}

/** The files state; throws (Svelte's missing_context) where none was provided. */
export function useFiles(): FilesState {
  return getFiles()
}
