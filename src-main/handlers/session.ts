// The campaign the app has open, shared by both hosts (Electron, browser): opens, creates and
// switches campaign files, remembers recent ones, relays the store's events as contract events, and
// watches the file so a change by another program is reported without waiting for the next save.
import { watch, type FSWatcher } from 'node:fs'
import { basename, dirname } from 'node:path'
import { newCampaign, type Campaign, countChanges } from '@shared/campaign'
import type { CampaignState, Events, RecoveryOffer, SaveState } from '@shared/contract'
import {
  CampaignFileError,
  CampaignStore,
  listRecoveryFiles,
  openOrCreateDefault,
  readCampaignFile,
  setRecoveryAside,
  type RecoveryFile,
  type StoreOptions
} from '../store'
import { Emitter } from '../store'
import { ContractFailure, toContractError } from './errors'
import { RecentFiles } from './recent-files'

/** What quitting left unsaved (Session.quit). */
export interface Unsaved {
  saved: false
  /** The campaign file that does not have the app's changes. */
  path: string
  /** Why they are not in it. */
  save: SaveState
  /** The last change's label (the undo step), if any. */
  lastChange: string | null
  /** Where the app's version was written, or null when that failed too (`recoveryError`). */
  recovery: string | null
  recoveryError?: string
}
export type QuitOutcome = { saved: true } | Unsaved

export interface SessionOptions {
  /** Folder of the default campaign and of recent.json. */
  userDataDir: string
  /** Seed of the default campaign on first start (resources/sample-campaign.json). */
  samplePath: string
  /** A campaign file to open instead of the default one. */
  campaignPath?: string
  store?: StoreOptions
  /** Watch the open file for changes by other programs (default true). */
  watchFile?: boolean
}

const WATCH_SETTLE_MS = 250

/** What happens to the open campaign, for main's own listeners (the players' sharing): not contract events. */
export interface CampaignEvents {
  /** The open campaign changed in memory (`revision`: the store's). */
  changed: { revision: number }
  /** Another campaign was opened in its place, or none is open any more (the session closed). */
  closed: { path: string }
}

export class Session {
  /** The contract's main → renderer events (forwarded over IPC, or as Server-Sent Events). */
  readonly events = new Emitter<Events>()
  /** The open campaign's changes and end (main only). */
  readonly campaign = new Emitter<CampaignEvents>()
  #store: CampaignStore | null = null
  /** Why no campaign is open (the default or given file could not be read). */
  #openError: ContractFailure | null = null
  #detach: Array<() => void> = []
  #watcher: FSWatcher | null = null
  #watchTimer: ReturnType<typeof setTimeout> | null = null
  #closed = false

  private constructor(
    readonly options: SessionOptions,
    readonly recent: RecentFiles
  ) {}

  /** Opens the given or default campaign. A file that cannot be read is kept as `openError`, not thrown. */
  static async start(options: SessionOptions): Promise<Session> {
    const session = new Session(options, await RecentFiles.load(`${options.userDataDir}/recent.json`))
    try {
      const store = options.campaignPath
        ? await CampaignStore.open(options.campaignPath, options.store)
        : await openOrCreateDefault(options.userDataDir, options.samplePath, options.store)
      await session.#use(store)
    } catch (e) {
      const error = toContractError(e)
      session.#openError = ContractFailure.from(error)
    }
    return session
  }

  /** The open campaign's store; throws why none is open. */
  get store(): CampaignStore {
    if (this.#store) return this.#store
    throw this.#openError ?? new ContractFailure('not-found', 'no campaign is open', { why: { reason: 'no-campaign' } })
  }

  get hasCampaign(): boolean {
    return this.#store !== null
  }

  get state(): CampaignState {
    return this.store.state
  }

  /** Tells every renderer the whole campaign changed (after a menu command, which has no caller to answer). */
  announce(): void {
    if (this.#store) this.events.emit('campaign/replaced', this.#store.state)
  }

  async open(path: string): Promise<CampaignState> {
    // Opening the file already open keeps it (and its undo history) rather than reading it twice.
    if (this.#store && this.#store.path === path) {
      await this.#store.flush()
      return this.#store.state
    }
    return this.#switch(() => CampaignStore.open(path, this.options.store))
  }

  /** `replace`: the GM agreed to replace an existing file (it is backed up first); never the open one. */
  /** `language`: the interface's, the new campaign's export language (never copied from the campaign open before). */
  async create(
    path: string,
    name: string,
    options: { replace?: boolean; language?: Campaign['exportLanguage'] } = {}
  ): Promise<CampaignState> {
    if (options.replace && this.#store?.path === path)
      throw new ContractFailure('conflict', `${path} is open: a new campaign cannot replace it`, {
        why: { reason: 'file-is-open', params: { path } }
      })
    const { language = 'en', ...rest } = options
    return this.#switch(() => CampaignStore.create(path, newCampaign(name, language), this.options.store, rest))
  }

  async openFromBackup(path: string, id: string): Promise<CampaignState> {
    if (this.#store && this.#store.path === path) {
      throw new ContractFailure('conflict', `${path} is open: use backup/restore to go back to one of its backups`, {
        why: { reason: 'file-is-open', params: { path } }
      })
    }
    return this.#switch(() => CampaignStore.openFromBackup(path, id, this.options.store))
  }

  async saveAs(path: string, options: { replace?: boolean } = {}): Promise<CampaignState> {
    const state = await this.store.saveAs(path, options)
    this.#watch(path)
    await this.recent.add(path)
    return state
  }

  /** Writes what is pending and stops (on quit). */
  async close(): Promise<void> {
    this.#closed = true
    this.#unwatch()
    for (const off of this.#detach) off()
    if (this.#store) this.campaign.emit('closed', { path: this.#store.path })
    await this.#store?.close()
  }

  /**
   * Quitting without losing work: writes what is pending; when it cannot be written (the file changed
   * elsewhere, the disk refused, read-only), the app's version goes to a recovery file beside the
   * campaign (else in the user-data folder) and the outcome says what is unsaved and where it went. The
   * browser host then exits non-zero; Electron asks the GM (Save As…, Quit without saving, Cancel) before
   * calling this, or `close()` when the GM chose to drop the changes.
   */
  async quit(): Promise<QuitOutcome> {
    const store = this.#store
    if (!store) {
      await this.close()
      return { saved: true }
    }
    await store.flush()
    if (!store.dirty) {
      await this.close()
      return { saved: true }
    }
    const unsaved: Unsaved = {
      saved: false,
      path: store.path,
      save: store.saveState,
      lastChange: store.undoLabel,
      recovery: null
    }
    for (const folder of [undefined, this.options.userDataDir]) {
      try {
        unsaved.recovery = await store.writeRecovery(folder ? { folder } : {})
        break
      } catch (e) {
        unsaved.recoveryError = e instanceof Error ? e.message : String(e)
      }
    }
    await this.close()
    return unsaved
  }

  /** Recovery files of the open campaign (beside it and in the user-data folder), newest first: offered at start. */
  async recoveryFiles(): Promise<RecoveryFile[]> {
    if (!this.#store) return []
    const path = this.#store.path
    const lists = await Promise.all([
      listRecoveryFiles(path),
      dirname(path) === this.options.userDataDir
        ? Promise.resolve([])
        : listRecoveryFiles(path, { folder: this.options.userDataDir })
    ])
    return lists.flat().sort((a, b) => b.at.localeCompare(a.at))
  }

  /**
   * The recovery files of the open campaign as offers: when, and how many changes each would bring back
   * (a file that can no longer be read is offered with `problem`, so it can still be discarded).
   */
  async recoveryOffers(): Promise<RecoveryOffer[]> {
    if (!this.#store) return []
    const current = this.#store.campaign
    return Promise.all(
      (await this.recoveryFiles()).map(async (file): Promise<RecoveryOffer> => {
        const offer: RecoveryOffer = { id: basename(file.path), path: file.path, at: file.at, changes: 0 }
        try {
          const read = await readCampaignFile(file.path)
          if (read) offer.changes = countChanges(current, read.campaign)
        } catch (e) {
          offer.problem = e instanceof Error ? e.message : String(e)
        }
        return offer
      })
    )
  }

  async #recoveryFile(id: string): Promise<RecoveryFile> {
    const found = (await this.recoveryFiles()).find((f) => basename(f.path) === id)
    if (!found)
      throw new ContractFailure('not-found', `no recovery file ${id} for this campaign`, {
        why: { reason: 'file-not-found', params: { path: id } }
      })
    return found
  }

  /** Takes a recovery file's version as one undoable step (a backup first); the file is then moved aside. */
  async restoreRecovery(id: string): Promise<CampaignState> {
    const file = await this.#recoveryFile(id)
    const read = await readCampaignFile(file.path)
    if (!read) throw new CampaignFileError('not-found', file.path, [])
    const state = this.store.restoreVersion(read.campaign, `restore unsaved changes of ${file.at}`)
    await setRecoveryAside(file.path, 'restored')
    return state
  }

  /** Moves a recovery file aside (`.discarded.json`, never deleted): it is no longer offered. */
  async discardRecovery(id: string): Promise<{ path: string }> {
    return { path: await setRecoveryAside((await this.#recoveryFile(id)).path, 'discarded') }
  }

  /** Opens another file; the current one stays open (and written) if that fails. */
  async #switch(openNext: () => Promise<CampaignStore>): Promise<CampaignState> {
    const previous = this.#store
    // The old file gets its last changes before anything else touches the disk.
    await previous?.flush()
    const next = await openNext()
    await this.#use(next)
    await previous?.close()
    return next.state
  }

  async #use(store: CampaignStore): Promise<void> {
    for (const off of this.#detach) off()
    if (this.#store && this.#store !== store) this.campaign.emit('closed', { path: this.#store.path })
    this.#store = store
    this.#openError = null
    this.#detach = [
      store.on('saved', (e) => this.events.emit('campaign/saved', e)),
      store.on('saveFailed', (e) => this.events.emit('campaign/saveFailed', e)),
      store.on('backupFailed', (e) => this.events.emit('campaign/backupFailed', e)),
      store.on('changedOnDisk', (e) => this.events.emit('campaign/changedOnDisk', e)),
      store.on('changed', (e) => this.campaign.emit('changed', e))
    ]
    this.#watch(store.path)
    await this.recent.add(store.path)
  }

  #watch(path: string): void {
    this.#unwatch()
    if (this.options.watchFile === false || this.#closed) return
    // The folder, not the file: an atomic save replaces the file's inode, which would end a file watch.
    try {
      const name = basename(path)
      this.#watcher = watch(dirname(path), { persistent: false }, (_type, changed) => {
        if (changed === null || changed === name) this.#scheduleCheck()
      })
      this.#watcher.on('error', () => this.#unwatch())
    } catch {
      this.#watcher = null // no watching on this file system: the check before each save remains
    }
  }

  #scheduleCheck(): void {
    if (this.#watchTimer) clearTimeout(this.#watchTimer)
    this.#watchTimer = setTimeout(() => {
      this.#watchTimer = null
      const store = this.#store
      // With changes pending, the store checks the file itself just before writing them.
      if (!store || store.dirty || store.changedOnDiskPending || store.readOnly) return
      store.checkDisk().catch(() => undefined)
    }, WATCH_SETTLE_MS)
  }

  #unwatch(): void {
    this.#watcher?.close()
    this.#watcher = null
    if (this.#watchTimer) clearTimeout(this.#watchTimer)
    this.#watchTimer = null
  }
}
