// @vitest-environment jsdom
// The loot-split state against the real main-side stack in-process (Session + contract dispatch on a
// copy of the sample campaign file) and the real optimizer: the worker's two functions run here, behind
// a gate the test controls (jsdom has no Worker; the worker itself is proven by the e2e).
import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { evaluateParty } from '../../../src-renderer/src/lib/engine/party'
import { I18n } from '../../../src-renderer/src/lib/i18n/i18n.svelte'
import type { SplitRunner } from '../../../src-renderer/src/lib/split/split-client'
import { FUND_ID } from '@shared/split/split-input'
import { AppState } from '../../../src-renderer/src/lib/state/app.svelte'
import { moveOp } from '@shared/campaign/op-builders'
import { Session } from '../../../src-main/handlers/session'
import { inProcessApi } from './in-process-api'
import type { Campaign } from '@shared/campaign/schema'
import { runReview, runSplit } from '../../../src-renderer/src/lib/split/split-api'
import { SplitCancelledError, type SplitInput, type SplitMove, type SplitResult } from '@shared/split/types'

/** splitLoot and reviewSplit as the worker runs them; `hold` keeps answers until released. */
class LocalRunner implements SplitRunner {
  hold = false
  cancels = 0
  progress: ((fraction: number) => void) | null = null
  readonly waiting: { kind: 'split' | 'review'; run: () => void }[] = []
  #rejects = new Set<(e: Error) => void>()

  split(input: SplitInput, onProgress: (fraction: number) => void): Promise<SplitResult> {
    this.progress = onProgress
    return this.#answer('split', () => runSplit(input, onProgress))
  }

  review(input: SplitInput, moves: readonly SplitMove[]): Promise<SplitResult> {
    return this.#answer('review', () => runReview(input, moves))
  }

  cancel(): void {
    this.cancels++
    for (const reject of this.#rejects) reject(new SplitCancelledError())
    this.#rejects.clear()
    this.waiting.length = 0
  }

  #answer(kind: 'split' | 'review', fn: () => SplitResult): Promise<SplitResult> {
    return new Promise((resolve, reject) => {
      this.#rejects.add(reject)
      const run = () => {
        this.#rejects.delete(reject)
        try {
          resolve(fn())
        } catch (e) {
          reject(e as Error)
        }
      }
      if (this.hold) this.waiting.push({ kind, run })
      else queueMicrotask(run)
    })
  }
}

const SAMPLE = join(process.cwd(), 'resources', 'sample-campaign.json') // vitest runs from the project root
let dir: string
let file: string
let session: Session
let app: AppState
let runner: LocalRunner

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'enc-ui-split-'))
  file = join(dir, 'campaign.json')
  await copyFile(SAMPLE, file)
  session = await Session.start({
    userDataDir: dir,
    samplePath: file,
    campaignPath: file,
    watchFile: false,
    store: { debounceMs: 5 }
  })
  const api = inProcessApi(session)
  runner = new LocalRunner()
  app = new AppState(api, async (inputs) => evaluateParty(inputs), new I18n('en'), runner)
  await app.real.load()
})

afterEach(async () => {
  vi.useRealTimers()
  await session.close()
  await rm(dir, { recursive: true, force: true })
})

const onDisk = async (): Promise<Campaign> => {
  await app.real.settled()
  await session.store.flush()
  return JSON.parse(await readFile(file, 'utf8')) as Campaign
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
const held = (c: Campaign, who: string, ref: string) =>
  (who === 'stash' ? c.stash : c.characters.find((ch) => ch.id === who)!.inventory)
    .filter((l) => l.ref.id === ref)
    .reduce((s, l) => s + l.quantity, 0)
const rowOf = (loot: string, who: string) =>
  app.lootSplit.preview.rows.find((r) => r.loot === loot && r.character === who)

describe('LootSplitState', () => {
  it('runs from the dialog to a what-if preview, takes edits, and applies every move as one undoable batch', async () => {
    const split = app.lootSplit
    const original = await onDisk()
    split.open()
    expect(split.phase).toBe('setup')
    expect(Object.values(split.choices.participants)).toEqual([true, true, true, true, true, true])
    expect(Object.keys(split.choices.included)).toEqual(original.stash.map((l) => l.id))
    split.choices.fund = true
    split.choices.included['l-stash-11'] = false // the map stays out of it
    split.choices.setClaim('l-stash-6', 'c-aria', 1)
    await split.start()

    // The preview: a what-if whose ops are the split's moves; the file has not changed.
    expect(split.phase).toBe('preview')
    expect(split.previewing).toBe(true)
    expect(app.whatIf.active).toBe(true)
    const moves = split.preview.rows.filter((r) => r.character !== FUND_ID)
    expect(app.whatIf.ops.filter((o) => o.type === 'line/move')).toHaveLength(moves.length)
    expect(split.preview.result!.stats.claims).toEqual({ honoured: 1, total: 1 })
    expect(held(app.view!, 'c-aria', 'longsword') - held(original, 'c-aria', 'longsword')).toBe(
      rowOf('l-stash-6', 'c-aria')!.quantity
    )
    expect(split.panel.lines.map((l) => l.line.id)).not.toContain('l-stash-11')
    expect(split.panel.lines.every((l) => l.rows.every((r) => r.why !== undefined))).toBe(true)
    expect(split.panel.recipients.at(-1)).toEqual({ id: FUND_ID, name: 'Stash share', fund: true })
    expect(JSON.stringify(await onDisk())).toBe(JSON.stringify(original))

    // The chainmail to Elara (STR 8): the review says it makes her heavy; the sandbox follows at once.
    const chainmail = split.preview.rows.find((r) => r.loot === 'l-stash-7')!
    const otherOps = app.whatIf.ops.filter((o) => o.type === 'line/move' && o.lineId !== 'l-stash-7')
    const viewsBefore = new Map(split.panel.lines.map((v) => [v.line.id, v]))
    split.preview.setRecipient(chainmail.key, 'c-elara')
    expect(held(app.view!, 'c-elara', 'chainmail')).toBe(1)
    expect(split.run.reviewing).toBe(true)
    await settle()
    expect(split.run.reviewing).toBe(false)
    expect(split.preview.result!.loads['c-elara']).toBe('heavy')
    expect(split.panel.lines.find((l) => l.line.id === 'l-stash-7')!.rows[0]!.why!.code).toBe('raises')
    // The panel redraws only what changed: a line whose view is unchanged keeps the same object.
    expect(split.panel.lines.find((l) => l.line.id === 'l-stash-7')).not.toBe(viewsBefore.get('l-stash-7'))
    const unchanged = split.panel.lines.filter((v) => JSON.stringify(v) === JSON.stringify(viewsBefore.get(v.line.id)))
    expect(unchanged.length).toBeGreaterThan(0)
    for (const v of unchanged) expect(v).toBe(viewsBefore.get(v.line.id))
    // Rebuilt ops keep their ids (other what-if changes that refer to them stay valid).
    expect(
      app.whatIf.ops
        .filter((o) => o.type === 'line/move' && o.lineId !== 'l-stash-7')
        .map((o) => (o as { newLineId: string }).newLineId)
    ).toEqual(otherOps.map((o) => (o as { newLineId: string }).newLineId))

    // Quantities: clamped to what the line has; what is left stays, with its reason; the rest can be given.
    const potions = split.preview.rows.filter((r) => r.loot === 'l-stash-8')
    const tomas = potions.find((r) => r.character === 'c-tomas')!
    split.preview.setQuantity(tomas.key, 999)
    expect(rowOf('l-stash-8', 'c-tomas')!.quantity).toBe(
      20 - potions.filter((r) => r !== tomas).reduce((s, r) => s + r.quantity, 0)
    )
    split.preview.setQuantity(tomas.key, 2)
    await settle()
    const left = split.panel.lines.find((l) => l.line.id === 'l-stash-8')!
    expect(left.rest).toBe(20 - potions.filter((r) => r !== tomas).reduce((s, r) => s + r.quantity, 0) - 2)
    expect(left.left).toMatchObject({ quantity: left.rest, why: { code: 'kept' } })
    const edits = split.preview.edits
    // the value-fair split may already give Pip some potions: the rest joins them
    const pipBefore = rowOf('l-stash-8', 'c-pip')?.quantity
    split.preview.give('l-stash-8', 'c-pip')
    expect(rowOf('l-stash-8', 'c-pip')!.quantity).toBe((pipBefore ?? 0) + left.rest)
    expect(split.preview.edits).toBe(edits + 1)

    // Ctrl+Z inside the preview takes back the last edit, not a move of the split.
    const opsBefore = app.whatIf.ops.length
    app.undo()
    expect(rowOf('l-stash-8', 'c-pip')?.quantity).toBe(pipBefore)
    expect(split.preview.edits).toBe(edits)
    // a new row was a new move; joining Pip's row changed that move's quantity
    expect(app.whatIf.ops.length).toBe(opsBefore - (pipBefore === undefined ? 1 : 0))
    await settle()

    // Apply (from the what-if bar): one batch named "Loot split"; each move in the ledger; one undo takes it back.
    const final = split.preview.rows.filter((r) => r.character !== FUND_ID)
    const revision = app.real.revision
    app.applyWhatIf()
    expect(split.phase).toBe('closed')
    expect(app.whatIf.active).toBe(false)
    const saved = await onDisk()
    expect(app.real.revision).toBe(revision + 1)
    expect(session.store.undoLabel).toBe('Loot split')
    // the stash's coins are consolidated first (the split's option, on by default): 'consolidate' entries
    const added = saved.ledger.slice(original.ledger.length)
    const entries = added.filter((e) => e.action === undefined)
    expect(entries).toHaveLength(final.length)
    expect(entries.every((e) => e.note === 'Loot split' && e.from.type === 'stash')).toBe(true)
    // regression: the consolidation's entries were the only ones of the split without its "Loot split" note
    const exchanges = added.filter((e) => e.action === 'consolidate')
    expect(exchanges.length).toBeGreaterThan(0)
    expect(exchanges.map((e) => e.note)).toEqual(exchanges.map(() => 'Loot split'))
    expect(held(saved, 'c-elara', 'chainmail')).toBe(1)
    expect(held(saved, 'stash', 'potion-cure-light-wounds')).toBe(left.rest)
    expect(saved.stash.find((l) => l.id === 'l-stash-11')).toEqual(original.stash.find((l) => l.id === 'l-stash-11'))
    await app.real.undo()
    const undone = await onDisk()
    expect(undone.stash).toEqual(original.stash)
    expect(undone.characters).toEqual(original.characters)
    expect(undone.ledger).toEqual(original.ledger)
  })

  it('discard, and a what-if discarded from its bar, leave the file as it was', async () => {
    const split = app.lootSplit
    const before = JSON.stringify(await onDisk())
    split.open()
    await split.start()
    expect(split.previewing).toBe(true)
    split.discard()
    expect(split.phase).toBe('closed')
    expect(app.whatIf.active).toBe(false)
    split.open()
    await split.start()
    app.discardWhatIf()
    expect(split.previewing).toBe(false)
    expect(split.phase).toBe('closed')
    expect(JSON.stringify(await onDisk())).toBe(before)
    // "Options…" drops the preview and reopens the dialog with the same choices.
    split.open()
    split.choices.fund = true
    await split.start()
    split.options()
    expect(split.phase).toBe('setup')
    expect(split.choices.fund).toBe(true)
    expect(app.whatIf.active).toBe(false)
  })

  it('drops a review that answers after a newer one', async () => {
    const split = app.lootSplit
    split.open()
    await split.start()
    runner.hold = true
    const chainmail = split.preview.rows.find((r) => r.loot === 'l-stash-7')!
    split.preview.setRecipient(chainmail.key, 'c-elara') // review 1: Elara heavy
    split.preview.setRecipient(chainmail.key, 'c-borin') // review 2: Borin (heavy already)
    expect(runner.waiting.map((w) => w.kind)).toEqual(['review', 'review'])
    runner.waiting[1]!.run()
    await settle()
    expect(split.run.reviewing).toBe(false)
    expect(split.preview.result!.loads['c-elara']).toBe('light')
    runner.waiting[0]!.run() // the stale answer arrives last
    await settle()
    expect(split.preview.result!.loads['c-elara']).toBe('light')
    expect(split.panel.lines.find((l) => l.line.id === 'l-stash-7')!.rows[0]!.row.character).toBe('c-borin')
  })

  it('shows progress only past 300 ms, and Cancel stops the run for good', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const split = app.lootSplit
    split.open()
    runner.hold = true
    const run = split.start()
    expect(split.phase).toBe('running')
    vi.advanceTimersByTime(299)
    expect(split.run.slow).toBe(false)
    vi.advanceTimersByTime(1)
    expect(split.run.slow).toBe(true)
    runner.progress!(0.4)
    expect(split.run.progress).toBe(0.4)
    split.cancel()
    await run
    expect(runner.cancels).toBe(1)
    expect(split.phase).toBe('setup')
    expect(split.run.slow).toBe(false)
    expect(split.error).toBeNull()
    expect(app.whatIf.active).toBe(false)
    expect(app.toasts.at(-1)!.text).toBe('Loot split cancelled')
    // The next run goes through.
    runner.hold = false
    await split.start()
    expect(split.previewing).toBe(true)
  })

  it('starts from the real campaign only: not over a what-if that changed something, not with nothing to share', async () => {
    const split = app.lootSplit
    app.startWhatIf()
    const ch = app.view!.characters[0]!
    const five = app.view!.stash.find((l) => l.id === 'l-stash-5')!
    app.dispatch(moveOp({ type: 'stash' }, { type: 'character', id: ch.id }, five.id, 1, { holds: five.quantity }))
    expect(split.blockedByWhatIf).toBe(true)
    split.open()
    expect(split.phase).toBe('closed')
    expect(app.toasts.at(-1)).toMatchObject({ text: 'Apply or discard the what-if first', kind: 'error' })
    app.discardWhatIf()
    split.open()
    split.choices.includeAll(false)
    expect(split.choices.problem).toBe('Pick at least one line of loot.')
    split.choices.includeAll(true)
    for (const id of Object.keys(split.choices.participants)) split.choices.participants[id] = false
    split.choices.fund = true
    expect(split.choices.problem).toBe('Pick at least one participant who carries.')
    await split.start()
    expect(split.phase).toBe('setup')
  })

  it('says a failed split in the GM’s language: the worker’s English detail goes to the log only', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    // The real validator refusing what reached the worker (a claim on a line that is not in the loot).
    runner.split = (input, onProgress) =>
      LocalRunner.prototype.split.call(
        runner,
        { ...input, claims: [{ loot: 'l-nowhere', character: 'c-aria' }] },
        onProgress
      )
    app.i18n.set('fr', false)
    const split = app.lootSplit
    split.open()
    await split.start()
    expect(split.phase).toBe('setup')
    expect(split.error).toBe(
      'Le partage n’a pas pu être calculé\u00a0: le calcul a refusé les données de cette campagne (détails dans le journal)'
    )
    expect(warn).toHaveBeenCalledWith(
      '[loot split]',
      expect.stringContaining('claims[0].loot: no loot line has the id')
    )

    // Anything else that breaks in the worker (comlink hands over a plain Error).
    runner.split = () => Promise.reject(new Error('Maximum call stack size exceeded'))
    await split.start()
    expect(split.error).toBe(
      'Le partage n’a pas pu être calculé\u00a0: erreur inattendue pendant le calcul (détails dans le journal)'
    )
    warn.mockRestore()
  })
})
