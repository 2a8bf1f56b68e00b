// The open campaign: current state, undo/redo history, autosave, backups, external-change handling.
//
// - Every change is an Op (validated, then applied purely); each apply/applyBatch is one undo step.
//   History holds immutable snapshots (structural sharing makes them cheap), capped at HISTORY_LIMIT.
// - Autosave: a change is written at most `debounceMs` (default 300 ms) after it; saves are serialised;
//   a failed save is retried with back-off and reported ('saveFailed'). `flush()` writes now (on quit).
// - Before each write the file's current bytes are compared with what was last read or written; if
//   another program changed it, nothing is written: 'changedOnDisk' is emitted and saving pauses until
//   the GM calls `reloadFromDisk()` or `overwriteDisk()`.
// - A save first copies the version it replaces into the backups (at most one per 5 min, backups.ts);
//   a destructive step (a large batch such as a loot split, a character removed, a restore, a reload)
//   first keeps the campaign as it was. A backup that cannot be written is reported ('backupFailed').
import { mkdir, readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { Low } from 'lowdb'
import { applyBatch, applyOp, checkBatch, checkOp, type Op, parseCampaignText, type Campaign } from '@shared/campaign'
import type { Applied, BackupInfo, CampaignState, SaveState } from '@shared/contract'
import { diskReason, type ErrorReason, type Reasoned } from '@shared/core'
import { messages, reasonsEn, reasonsFr } from '@shared/i18n'
import { Backups, backupFolderFor } from './backups'
import { CampaignFileAdapter, ChangedOnDiskError, HardLinkedError, ReadOnlyError } from './campaign-adapter'
import { CampaignFileError, oneProblem, serializeCampaign } from './campaign-file'
import { writeFileDurable, purgeStaleTemps } from './durable-write'
import { Emitter } from './emitter'
import { FileLock, type LockHolder } from './file-lock'
import { writeRecoveryFile, type RecoveryOptions } from './recovery'

export const HISTORY_LIMIT = 200
export const DEFAULT_DEBOUNCE_MS = 300

export interface StoreEvents {
  /** The campaign in memory changed (an op, a batch, undo, redo, a reload or restore): its new revision. */
  changed: { revision: number }
  saved: { revision: number; at: string }
  /** `reason`: the disk is full, no permission, another disk error (`params.code`: Node's error code). */
  /** `hard-linked`: the file has several names (`params.links`), writing would split it in two. */
  saveFailed:
    | { message: string; reason: 'disk-full' | 'no-permission' | 'disk-error'; params: { code: string } }
    | { message: string; reason: 'hard-linked'; params: { path: string; links: number } }
  changedOnDisk: { path: string }
  backupFailed: { message: string; reason: 'disk-full' | 'no-permission' | 'disk-error'; params: { code: string } }
}

/** A batch at least this long, or removing or moving this many lines, is a destructive step. */
export const DESTRUCTIVE_BATCH = 20
export const DESTRUCTIVE_LINES = 5

function isDestructive(ops: readonly Op[]): boolean {
  if (ops.length >= DESTRUCTIVE_BATCH || ops.some((op) => op.type === 'character/remove')) return true
  return ops.filter((op) => op.type === 'line/remove' || op.type === 'line/move').length >= DESTRUCTIVE_LINES
}

export interface StoreOptions {
  /** Open without ever writing (the reason shown is "opened read-only"). */
  readOnly?: boolean
  debounceMs?: number
  historyLimit?: number
  /** Clock for backup names and save times (tests). */
  now?: () => Date
}

export type FlushResult = 'clean' | 'saved' | 'changed-on-disk' | 'read-only' | 'failed'

export class StoreError extends Error {
  override readonly name = 'StoreError'
  constructor(
    readonly code: 'read-only' | 'conflict' | 'not-found' | 'closed' | 'io',
    message: string,
    readonly why?: Reasoned<ErrorReason>
  ) {
    super(message)
  }
}

interface Step {
  campaign: Campaign
  label: string
}

export class CampaignStore {
  private readonly events = new Emitter<StoreEvents>()
  private db: Low<Campaign>
  private backups: Backups
  private past: Step[] = []
  private future: Step[] = []
  private revision = 0
  private savedRevision = 0
  private timer: ReturnType<typeof setTimeout> | null = null
  private chain: Promise<unknown> = Promise.resolve()
  private blocked = false
  private retryDelay = 0
  /** The last failed save, until one succeeds. */
  private lastFailure: StoreEvents['saveFailed'] | null = null
  private closed = false
  private readonly debounceMs: number
  private readonly historyLimit: number
  private readonly now: () => Date

  private constructor(
    private adapter: CampaignFileAdapter,
    campaign: Campaign,
    options: StoreOptions,
    /** This instance's hold on the file (file-lock.ts); null when read-only. */
    private lock: FileLock | null
  ) {
    this.db = new Low(adapter, campaign)
    this.debounceMs = options.debounceMs ?? DEFAULT_DEBOUNCE_MS
    this.historyLimit = options.historyLimit ?? HISTORY_LIMIT
    this.now = options.now ?? (() => new Date())
    this.backups = new Backups(adapter.path, this.now)
  }

  // ---- opening ----------------------------------------------------------------------------------------

  /**
   * Opens an existing campaign file. Throws CampaignFileError (located problems, newest backups).
   * When another instance holds the file's lock, it opens read-only, saying who (reason 'locked-by').
   */
  static async open(path: string, options: StoreOptions = {}): Promise<CampaignStore> {
    const got = options.readOnly ? null : await lockFor(path)
    const lock = got instanceof FileLock ? got : null
    const adapter = new CampaignFileAdapter(path, readOnlyOptions(options, got))
    let campaign: Campaign | null
    try {
      campaign = await adapter.read()
      if (!campaign) throw new CampaignFileError('not-found', path, oneProblem(path, 'no-such-file', 'no such file'))
    } catch (e) {
      await lock?.release()
      if (e instanceof CampaignFileError && e.code !== 'not-found') {
        const backups = (await new Backups(path).list()).map(({ id, at }) => ({ id, at }))
        throw new CampaignFileError(e.code, e.file, e.problems, backups)
      }
      throw e
    }
    if (lock) await purgeStaleTemps(path)
    return new CampaignStore(adapter, campaign, options, lock)
  }

  /**
   * Creates a new campaign file and opens it. An existing file is refused (file-exists) unless
   * `replace`: the GM agreed; its bytes are kept in its backups first.
   */
  static async create(
    path: string,
    campaign: Campaign,
    options: StoreOptions = {},
    { replace = false }: { replace?: boolean } = {}
  ): Promise<CampaignStore> {
    return withLock(path, async () => {
      if (await exists(path)) {
        if (!replace)
          throw new StoreError('conflict', `${path} already exists`, { reason: 'file-exists', params: { path } })
        await new Backups(path, options.now).beforeDestructiveStep()
      }
      await new CampaignFileAdapter(path).overwrite(campaign)
      return CampaignStore.open(path, options)
    })
  }

  /** Backups of a file, newest first (also when the file itself cannot be opened). */
  static listBackupsFor(path: string): Promise<BackupInfo[]> {
    return new Backups(path).list()
  }

  /**
   * Replaces a file (typically one that cannot be read) by one of its backups, then opens it.
   * The replaced bytes are kept as a `corrupt-…` file in the backup folder.
   */
  static async openFromBackup(path: string, backupId: string, options: StoreOptions = {}): Promise<CampaignStore> {
    const backups = new Backups(path, options.now)
    const parsed = await backups.read(backupId)
    if (!parsed.ok) throw new CampaignFileError('invalid', parsed.problems[0]?.file ?? path, parsed.problems)
    if (parsed.readOnly)
      throw new StoreError('read-only', `backup ${backupId} was ${parsed.readOnly}`, backupNewer(parsed.newerVersion))
    return withLock(path, async () => {
      await backups.keepCorrupt()
      await new CampaignFileAdapter(path).overwrite(parsed.campaign)
      return CampaignStore.open(path, options)
    })
  }

  // ---- state ----------------------------------------------------------------------------------------

  get campaign(): Campaign {
    return this.db.data
  }

  get path(): string {
    return this.adapter.path
  }

  get readOnly(): string | null {
    return this.adapter.readOnly
  }

  /** Why read-only, for the UI to translate. */
  get readOnlyReason(): CampaignState['readOnlyReason'] {
    return this.adapter.readOnlyReason
  }

  /** Set when the open file was migrated from an older schema version (and not yet saved). */
  get migratedFrom(): number | undefined {
    return this.adapter.migratedFrom
  }

  get dirty(): boolean {
    return this.savedRevision !== this.revision
  }

  /** True while a change on disk waits for the GM's choice. */
  get changedOnDiskPending(): boolean {
    return this.blocked
  }

  get undoLabel(): string | null {
    return this.past.at(-1)?.label ?? null
  }

  get redoLabel(): string | null {
    return this.future.at(-1)?.label ?? null
  }

  get state(): CampaignState {
    return {
      campaign: this.campaign,
      path: this.path,
      revision: this.revision,
      readOnly: this.readOnly,
      readOnlyReason: this.readOnlyReason,
      canUndo: this.past.length > 0,
      canRedo: this.future.length > 0,
      save: this.saveState
    }
  }

  /** Where saving stands: a paused state (changed on disk, failed, read-only) until the GM acts or a save succeeds. */
  get saveState(): SaveState {
    if (this.readOnly) return { status: 'read-only' }
    if (this.blocked) return { status: 'changed-on-disk' }
    if (this.lastFailure) return { status: 'failed', error: this.lastFailure }
    return { status: this.dirty ? 'pending' : 'saved' }
  }

  private get applied(): Applied {
    return { revision: this.revision, canUndo: this.past.length > 0, canRedo: this.future.length > 0 }
  }

  on<E extends keyof StoreEvents>(event: E, listener: (payload: StoreEvents[E]) => void): () => void {
    return this.events.on(event, listener)
  }

  // ---- changes --------------------------------------------------------------------------------------

  private assertWritable(): void {
    if (this.closed) throw closedError()
    if (this.readOnly)
      throw new StoreError('read-only', `${this.path} is read-only: ${this.readOnly}`, this.readOnlyReason ?? undefined)
  }

  private commit(next: Campaign, label: string, destructive = false): void {
    if (next === this.campaign) return
    if (destructive) this.keepBefore(this.campaign)
    this.past.push({ campaign: this.campaign, label })
    if (this.past.length > this.historyLimit) this.past.shift()
    this.future = []
    this.replace(next)
  }

  private replace(next: Campaign): void {
    this.db.data = next
    this.revision++
    this.scheduleSave()
    this.events.emit('changed', { revision: this.revision })
  }

  /**
   * Applies one Op as one undo step. The Op is checked here, and only here, for every writer (the
   * desktop, the browser host, the CLI). Throws OpError (nothing changes) or StoreError.
   */
  apply(op: Op): Applied {
    this.assertWritable()
    const valid = checkOp(op)
    this.commit(applyOp(this.campaign, valid), valid.type, isDestructive([valid]))
    return this.applied
  }

  /** Applies Ops all or nothing, as one undo step named `label`. */
  applyBatch(ops: readonly Op[], label: string): Applied {
    this.assertWritable()
    const valid = checkBatch(ops)
    this.commit(applyBatch(this.campaign, valid), label, isDestructive(valid))
    return this.applied
  }

  undo(): CampaignState {
    return this.step(this.past, this.future)
  }

  redo(): CampaignState {
    return this.step(this.future, this.past)
  }

  /** Undo or redo: back to the last step of `from`, the campaign as it is kept in `to`. */
  private step(from: Step[], to: Step[]): CampaignState {
    this.assertWritable()
    const step = from.pop()
    if (step) {
      to.push({ campaign: this.campaign, label: step.label })
      this.replace(step.campaign)
    }
    return this.state
  }

  // ---- saving ---------------------------------------------------------------------------------------

  private scheduleSave(delay = this.debounceMs): void {
    if (this.timer || this.closed) return // a save is already due within the debounce window
    this.timer = setTimeout(() => {
      this.timer = null
      void this.enqueue(false)
    }, delay)
  }

  private enqueue(force: boolean): Promise<FlushResult> {
    const run = this.chain.then(() => this.saveOnce(force))
    this.chain = run.catch(() => undefined)
    return run
  }

  /** Queues a `before-…` backup of `campaign` (as it is before a destructive step) ahead of the next save. */
  private keepBefore(campaign: Campaign): void {
    const backups = this.backups
    const run = this.chain.then(() =>
      backups.beforeDestructiveStep(serializeCampaign(campaign)).catch((e) => this.backupFailed(e))
    )
    this.chain = run.catch(() => undefined)
  }

  private backupFailed(e: unknown): void {
    const err = e as NodeJS.ErrnoException & { file?: string }
    const code = String(err.code ?? '')
    // one line on the terminal, in the campaign's language, saying where: never a stack
    const lang = this.campaign.exportLanguage
    const why = (lang === 'fr' ? reasonsFr : reasonsEn).reason[diskReason(code)]({ code })
    console.warn(messages(lang).banner.backupFailedLine(err.path ?? err.file ?? backupFolderFor(this.path), why))
    this.events.emit('backupFailed', {
      message: `the backup of ${this.path} could not be written: ${(e as Error).message}`,
      reason: diskReason(code),
      params: { code }
    })
  }

  private async saveOnce(force: boolean): Promise<FlushResult> {
    if (this.readOnly) return 'read-only'
    if (this.blocked && !force) return 'changed-on-disk'
    if (!force && !this.dirty) return 'clean'
    // what is written, and the revision marked saved, are taken together: an edit applied during the
    // awaits below stays pending (saved by the next write)
    const revision = this.revision
    const campaign = this.db.data
    try {
      // one writer per file: a lock someone deleted is put back; one another instance took stops this one
      const other = await this.lock?.ensure().catch(() => null)
      if (other) {
        const why = readOnlyOptions({}, { heldBy: other })
        this.adapter.readOnly = why.readOnly ?? null
        this.adapter.readOnlyReason = why.readOnlyReason ?? null
        return 'read-only'
      }
      try {
        await this.backups.snapshot()
      } catch (e) {
        this.backupFailed(e)
      }
      if (force) await this.adapter.overwrite(campaign)
      else await this.adapter.write(campaign)
      this.savedRevision = revision
      this.blocked = false
      this.retryDelay = 0
      this.lastFailure = null
      this.events.emit('saved', { revision, at: this.now().toISOString() })
      if (this.dirty) this.scheduleSave()
      return 'saved'
    } catch (e) {
      if (e instanceof ChangedOnDiskError) {
        this.blocked = true
        this.events.emit('changedOnDisk', { path: this.path })
        return 'changed-on-disk'
      }
      if (e instanceof ReadOnlyError) return 'read-only'
      const code = String((e as NodeJS.ErrnoException).code ?? '')
      this.lastFailure =
        e instanceof HardLinkedError
          ? { message: e.message, reason: 'hard-linked', params: { path: e.file, links: e.links } }
          : {
              message: `could not save ${this.path}: ${(e as Error).message}`,
              reason: diskReason(code),
              params: { code }
            }
      this.events.emit('saveFailed', this.lastFailure)
      this.retryDelay = Math.min(30_000, this.retryDelay ? this.retryDelay * 2 : 1000)
      this.scheduleSave(this.retryDelay)
      return 'failed'
    }
  }

  /** Writes pending changes now and waits for the write (call on quit). */
  async flush(): Promise<FlushResult> {
    if (this.timer) {
      clearTimeout(this.timer)
      this.timer = null
    }
    const result = await this.enqueue(false)
    return result
  }

  /** Flushes, then stops: later changes are refused. */
  async close(): Promise<FlushResult> {
    const result = await this.flush()
    this.closed = true
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    await this.lock?.release()
    this.lock = null
    return result
  }

  /** Checks the file for an external change now (e.g. when the window regains focus). */
  async checkDisk(): Promise<boolean> {
    // queued with the saves, so a check never reads a file this store is halfway through replacing
    const run = this.chain.then(async () => {
      if (this.blocked) return true
      const changed = await this.adapter.changedOnDisk()
      if (changed && !this.blocked) {
        this.blocked = true
        this.events.emit('changedOnDisk', { path: this.path })
      }
      return changed
    })
    this.chain = run.catch(() => undefined)
    return run
  }

  /** The GM takes the file on disk. The app's version stays one undo step away. Throws CampaignFileError. */
  async reloadFromDisk(): Promise<CampaignState> {
    if (this.closed) throw closedError()
    await this.flushTimerOnly()
    const kept = this.adapter.readOnlyReason?.reason
    const fresh = new CampaignFileAdapter(
      this.path,
      kept === 'opened-read-only' || kept === 'locked-by'
        ? { readOnly: this.readOnly, readOnlyReason: this.adapter.readOnlyReason }
        : {}
    )
    const campaign = await fresh.read()
    if (!campaign)
      throw new CampaignFileError(
        'not-found',
        this.path,
        oneProblem(this.path, 'no-such-file', 'the file no longer exists')
      )
    this.adapter = fresh
    this.db = new Low(fresh, this.campaign)
    this.blocked = false
    this.commit(campaign, 'reload from disk', true)
    this.savedRevision = this.revision
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    return this.state
  }

  /** The GM keeps the app's version: it is written over the file (the file's version goes to the backups). */
  async overwriteDisk(): Promise<Applied> {
    this.assertWritable()
    await this.flushTimerOnly()
    // the other program's version is about to be replaced: kept as it is on disk
    await this.backups.beforeDestructiveStep().catch((e) => this.backupFailed(e))
    const result = await this.enqueue(true)
    if (result === 'saved') return this.applied
    if (result === 'failed' && this.lastFailure) {
      const { message, reason, params } = this.lastFailure
      throw new StoreError('io', message, { reason, params })
    }
    throw new Error(`could not write ${this.path} (${result})`)
  }

  private async flushTimerOnly(): Promise<void> {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    await this.chain
  }

  /**
   * Writes the campaign to `path` and continues there (the old file keeps its last saved state). An
   * existing file is refused (file-exists) unless `replace`: the GM was asked; it is backed up first.
   */
  async saveAs(path: string, options: { replace?: boolean } = {}): Promise<CampaignState> {
    if (this.closed) throw closedError()
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    // queued with the saves: no autosave writes the old file while this writes the new one
    const run = this.chain.then(() => this.saveAsNow(path, options))
    this.chain = run.catch(() => undefined)
    return run
  }

  private async saveAsNow(path: string, options: { replace?: boolean }): Promise<CampaignState> {
    if (!options.replace && path !== this.path && (await exists(path)))
      throw new StoreError('conflict', `${path} already exists`, { reason: 'file-exists', params: { path } })
    const got = await lockFor(path)
    // no lock at all (a file in the way, a folder that cannot be written): the write below says why
    if (got && !(got instanceof FileLock)) {
      const why = readOnlyOptions({}, got)
      throw new StoreError('read-only', `${path} is ${why.readOnly}`, why.readOnlyReason ?? undefined)
    }
    const target = new CampaignFileAdapter(path)
    const targetBackups = new Backups(path, this.now)
    // only the revision written is marked saved: an edit applied while it writes is saved next
    const revision = this.revision
    const campaign = this.campaign
    try {
      await targetBackups.snapshot()
      await target.overwrite(campaign)
    } catch (e) {
      await got?.release()
      throw e
    }
    await this.lock?.release()
    this.lock = got
    this.adapter = target
    this.db = new Low(target, this.campaign)
    this.backups = targetBackups
    this.blocked = false
    this.lastFailure = null
    this.retryDelay = 0
    this.savedRevision = revision
    this.events.emit('saved', { revision, at: this.now().toISOString() })
    if (this.dirty) this.scheduleSave()
    return this.state
  }

  /**
   * When changes are not on disk (a save failed, the file changed elsewhere, quitting anyway), writes the
   * campaign as it is in the app to `<name>.unsaved-<time>.json` beside the file (recovery.ts). Returns
   * its path, or null when everything is saved. Throws when that cannot be written either.
   */
  async writeRecovery(options: Omit<RecoveryOptions, 'now'> = {}): Promise<string | null> {
    if (!this.dirty) return null
    return writeRecoveryFile(this.path, this.campaign, { ...options, now: this.now() })
  }

  // ---- backups --------------------------------------------------------------------------------------

  listBackups(): Promise<BackupInfo[]> {
    return this.backups.list()
  }

  /** Replaces the campaign by another version of it (a recovery file), as one undoable step, kept in a backup first. */
  restoreVersion(campaign: Campaign, label: string): CampaignState {
    this.assertWritable()
    this.commit(campaign, label, true)
    return this.state
  }

  /** Replaces the campaign by a backup, as one undoable step (saved like any change). */
  async restoreBackup(id: string): Promise<CampaignState> {
    this.assertWritable()
    const parsed = await this.backups.read(id)
    if (!parsed.ok) throw new CampaignFileError('invalid', parsed.problems[0]?.file ?? id, parsed.problems)
    if (parsed.readOnly)
      throw new StoreError('read-only', `backup ${id} was ${parsed.readOnly}`, backupNewer(parsed.newerVersion))
    this.commit(parsed.campaign, `restore backup ${id}`, true)
    return this.state
  }
}

/** This file's lock, the instance holding it, or null when no lock can be kept there (a read-only folder). */
async function lockFor(path: string): Promise<FileLock | { heldBy: LockHolder } | null> {
  try {
    return await FileLock.acquire(path)
  } catch {
    return null // cannot create files there: saving will say why; the fingerprint check remains
  }
}

/** Runs `body` holding the lock of `path` (refused, read-only, when another instance holds it). */
async function withLock<T>(path: string, body: () => Promise<T>): Promise<T> {
  const got = await lockFor(path)
  if (got && !(got instanceof FileLock)) {
    const why = readOnlyOptions({}, got)
    throw new StoreError('read-only', `${path} is ${why.readOnly}`, why.readOnlyReason ?? undefined)
  }
  try {
    return await body()
  } finally {
    await got?.release()
  }
}

function readOnlyOptions(
  options: StoreOptions,
  got: FileLock | { heldBy: LockHolder } | null
): ConstructorParameters<typeof CampaignFileAdapter>[1] & object {
  if (options.readOnly) return { readOnly: 'opened read-only' }
  if (got && !(got instanceof FileLock)) {
    const { pid, host, since } = got.heldBy
    return {
      readOnly: `open in another instance (process ${pid} on ${host}, since ${since})`,
      readOnlyReason: { reason: 'locked-by', params: { pid, host, since } }
    }
  }
  return {}
}

function closedError(): StoreError {
  return new StoreError('closed', 'the campaign was closed', { reason: 'campaign-closed' })
}

function backupNewer(version: number | undefined): Reasoned<ErrorReason> {
  return version === undefined
    ? { reason: 'opened-read-only' }
    : { reason: 'backup-newer-version', params: { version } }
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path)
    return true
  } catch {
    return false
  }
}

/**
 * First start: opens `<userDataDir>/campaign.json`, creating it from the sample campaign when it does
 * not exist. An existing but unreadable file is reported (CampaignFileError), never replaced.
 */
export async function openOrCreateDefault(
  userDataDir: string,
  samplePath: string,
  options: StoreOptions = {}
): Promise<CampaignStore> {
  const path = join(userDataDir, 'campaign.json')
  if (await exists(path)) return CampaignStore.open(path, options)
  await mkdir(userDataDir, { recursive: true })
  const parsed = parseCampaignText(await readFile(samplePath, 'utf8'), samplePath)
  if (!parsed.ok) throw new CampaignFileError('invalid', samplePath, parsed.problems)
  await writeFileDurable(path, serializeCampaign(parsed.campaign))
  return CampaignStore.open(path, options)
}
