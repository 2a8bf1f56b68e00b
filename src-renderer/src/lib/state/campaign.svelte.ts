// The campaign as the renderer holds it. Every change is an Op: applied here at once (optimistic,
// with applyOp's structural sharing) and sent to main in order; when main refuses one, the error is
// shown and the campaign re-read, so the screen never drifts from the file.
import { applyBatch, applyOp, type Batch, type Op, type Campaign } from '@shared/campaign'
import type { ContractError, CampaignState as Loaded, Input } from '@shared/contract'
import { ApiError } from '../api/errors'
import { asContractError } from '../explain'
import type { Client } from './client'

/** Longest wait for a frame before an op is sent anyway (a hidden window paints no frame). */
const PAINT_WAIT_MS = 50

/**
 * Resolves once the next frame is painted (the task after its rAF), or after PAINT_WAIT_MS without one.
 * Sending an op costs the page a millisecond or two (serialising, fetch or IPC): it waits until the
 * change it carries is on screen, so a drop repaints first and is saved right after.
 */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, PAINT_WAIT_MS)
    if (typeof requestAnimationFrame !== 'function') return
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer)
        resolve()
      }, 0)
    )
  })
}

/** paused: saving waits for the GM (the file changed on disk). */
export type SaveStatus = 'saved' | 'saving' | 'failed' | 'paused'

export class CampaignState {
  /** Replaced, never mutated (raw: a 5 MB campaign is not deep-proxied). */
  campaign = $state.raw<Campaign | null>(null)
  path = $state('')
  revision = $state(0)
  readOnly = $state<string | null>(null)
  /** Why read-only, for the banner to say in the UI's language. */
  readOnlyReason = $state.raw<NonNullable<Loaded['readOnlyReason']> | null>(null)
  canUndo = $state(false)
  canRedo = $state(false)
  /** Errors are kept as main sent them (code, reason, values) and said in the language of the moment. */
  loadError = $state.raw<ContractError | null>(null)
  /** Last refused change, shown in a banner until dismissed. */
  refused = $state.raw<ContractError | null>(null)
  saveStatus = $state<SaveStatus>('saved')
  saveError = $state.raw<ContractError | null>(null)
  changedOnDisk = $state(false)
  /** The last backup that could not be written, shown until dismissed or a later one succeeds. */
  backupError = $state.raw<ContractError | null>(null)
  /** Ops sent and not answered yet. */
  pending = $state(0)

  #queue: Promise<unknown> = Promise.resolve()
  #client: Client

  constructor(client: Client) {
    this.#client = client
  }

  /** Loads the campaign (from `pending`, a campaign/get already sent at boot, when given). */
  async load(pending?: Promise<Loaded>): Promise<void> {
    try {
      this.#take(await (pending ?? this.#client.invoke('campaign/get', {})))
      this.loadError = null
    } catch (e) {
      this.loadError = asContractError(e)
    }
  }

  listen(): () => void {
    const offs = [
      this.#client.on('campaign/replaced', (s) => this.#take(s)),
      this.#client.on('campaign/saved', (e) => {
        if (e.revision >= this.revision) this.saveStatus = 'saved'
        this.saveError = null
      }),
      this.#client.on('campaign/saveFailed', (e) => {
        this.saveStatus = 'failed'
        this.saveError = { code: 'io', ...e }
      }),
      this.#client.on('campaign/backupFailed', (e) => {
        this.backupError = { code: 'io', ...e }
      }),
      this.#client.on('campaign/changedOnDisk', () => {
        this.changedOnDisk = true
        this.saveStatus = 'paused'
      })
    ]
    return () => offs.forEach((off) => off())
  }

  #take(s: Loaded): void {
    this.campaign = s.campaign
    this.path = s.path
    this.revision = s.revision
    this.readOnly = s.readOnly
    this.readOnlyReason = s.readOnlyReason ?? null
    this.canUndo = s.canUndo
    this.canRedo = s.canRedo
    if (s.save) this.#takeSave(s.save)
  }

  /** Main's word on saving (after a load, a reload of the page, a replace): a paused state stays shown. */
  #takeSave(save: NonNullable<Loaded['save']>): void {
    this.changedOnDisk = save.status === 'changed-on-disk'
    this.saveError = save.status === 'failed' && save.error ? { code: 'io', ...save.error } : null
    this.saveStatus =
      save.status === 'failed'
        ? 'failed'
        : save.status === 'changed-on-disk'
          ? 'paused'
          : save.status === 'pending'
            ? 'saving'
            : 'saved'
  }

  /** Applies an op locally and sends it. Throws (synchronously) when the op is impossible here. */
  dispatch(op: Op): void {
    if (!this.campaign) throw new Error('no campaign loaded')
    this.#assertWritable(op.type)
    this.campaign = applyOp(this.campaign, op)
    const { type, ...payload } = $state.snapshot(op) as Op
    this.#send(() => this.#client.invoke(type, payload as Input<typeof type>))
  }

  /** Several ops as one undoable step (what-if apply, loot split). */
  applyBatch(ops: readonly Op[], label: string): void {
    if (!this.campaign || ops.length === 0) return
    this.#assertWritable('batch/apply')
    this.campaign = applyBatch(this.campaign, ops)
    const batch: Batch = { ops: $state.snapshot(ops) as Op[], label }
    this.#send(() => this.#client.invoke('batch/apply', batch))
  }

  /** Refuses a change to a read-only campaign as main would (same code and reason). */
  #assertWritable(channel: string): void {
    if (this.readOnly === null) return
    const error: ContractError = { code: 'read-only', message: `read-only: ${this.readOnly}` }
    if (this.readOnlyReason)
      Object.assign(
        error,
        { reason: this.readOnlyReason.reason },
        this.readOnlyReason.params ? { params: this.readOnlyReason.params } : {}
      )
    throw new ApiError(channel, error)
  }

  undo(): Promise<void> {
    return this.#history('history/undo')
  }

  redo(): Promise<void> {
    return this.#history('history/redo')
  }

  #history(channel: 'history/undo' | 'history/redo'): Promise<void> {
    return this.#enqueue(async () => {
      try {
        this.#take(await this.#client.invoke(channel, {}))
      } catch (e) {
        this.refused = asContractError(e)
      }
    })
  }

  /** After an external change: take the file on disk. */
  reloadFromDisk(): Promise<void> {
    return this.#enqueue(async () => {
      try {
        this.#take(await this.#client.invoke('campaign/reload', {}))
        this.changedOnDisk = false
        if (this.saveStatus === 'paused') this.saveStatus = 'saved'
      } catch (e) {
        this.refused = asContractError(e)
      }
    })
  }

  /** After an external change or a failed save: write the app's version over the file. */
  keepMine(): Promise<void> {
    return this.#enqueue(async () => {
      try {
        const applied = await this.#client.invoke('campaign/overwrite', {})
        this.revision = applied.revision
        this.canUndo = applied.canUndo
        this.canRedo = applied.canRedo
        this.changedOnDisk = false
        this.saveStatus = 'saved'
        this.saveError = null
      } catch (e) {
        this.saveError = asContractError(e)
      }
    })
  }

  /** Resolves when every change sent so far has been answered. */
  settled(): Promise<void> {
    return this.#queue.then(() => undefined)
  }

  #enqueue(task: () => Promise<void>): Promise<void> {
    const run = this.#queue.then(task)
    this.#queue = run.catch(() => undefined)
    return run
  }

  #send(call: () => Promise<{ revision: number; canUndo: boolean; canRedo: boolean }>): void {
    this.pending++
    // "Saving…" only when an answer is slow: flipping the status on every change would repaint the
    // toolbar for nothing (and, at the table, flicker).
    const slow = setTimeout(() => {
      if (this.pending > 0 && this.saveStatus === 'saved') this.saveStatus = 'saving'
    }, 400)
    void this.#enqueue(async () => {
      try {
        await afterPaint()
        const applied = await call()
        this.revision = applied.revision
        this.canUndo = applied.canUndo
        this.canRedo = applied.canRedo
      } catch (e) {
        this.refused = asContractError(e)
        // Re-read once every change already queued behind this one has been answered.
        void this.#enqueue(() => this.load())
      } finally {
        clearTimeout(slow)
        this.pending--
        if (this.pending === 0 && this.saveStatus === 'saving') this.saveStatus = 'saved'
      }
    })
  }
}
