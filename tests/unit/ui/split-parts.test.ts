// @vitest-environment jsdom
// Issue 24 item 5: LootSplitState split into parts with one job each. Each part on its own: the worker
// run (SplitRun), the preview's rows and their history (SplitEdits), the split's block of ops in the
// what-if (SplitOpsBlock), the panel's view-model (SplitPanel). The real optimizer and engine; the
// worker's two functions run in-process behind a gate the test controls.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { flushSync } from 'svelte'
import type { Campaign, Op } from '@shared/campaign'
import { en } from '@shared/i18n/en'
import {
  buildSplitInput,
  consolidateForSplit,
  SplitCancelledError,
  splitLoot,
  setupOf,
  openingTicks,
  type SplitInput,
  type SplitMove,
  type SplitResult,
  type SplitSetup
} from '@shared/split'
import type { SplitRunner } from '../../../src-renderer/src/lib/split/split-client'
import { runReview, runSplit } from '../../../src-renderer/src/lib/split/split-api'
import { SplitRun } from '../../../src-renderer/src/lib/split/split-run.svelte'
import { SplitEdits } from '../../../src-renderer/src/lib/split/split-edits.svelte'
import { SplitPanel } from '../../../src-renderer/src/lib/split/split-panel.svelte'
import { SplitChoices } from '../../../src-renderer/src/lib/split/split-choices.svelte'
import { SplitOpsBlock } from '../../../src-renderer/src/lib/split/split-block'
import { WhatIfState } from '../../../src-renderer/src/lib/state/whatif.svelte'
import type { CampaignState } from '../../../src-renderer/src/lib/state/campaign.svelte'

const SAMPLE = join(process.cwd(), 'resources', 'sample-campaign.json') // vitest runs from the project root
const sample = (): Campaign => JSON.parse(readFileSync(SAMPLE, 'utf8')) as Campaign
const AT = { at: '2026-01-02T03:04:05.000Z', note: 'Loot split' }

/** The worker's functions, answering when the test says. */
class GatedRunner implements SplitRunner {
  readonly waiting: { resolve: () => void; reject: (e: Error) => void }[] = []
  split(input: SplitInput, onProgress: (fraction: number) => void): Promise<SplitResult> {
    return this.#gate(() => runSplit(input, onProgress))
  }
  review(input: SplitInput, moves: readonly SplitMove[]): Promise<SplitResult> {
    return this.#gate(() => runReview(input, moves))
  }
  cancel(): void {
    for (const w of this.waiting.splice(0)) w.reject(new SplitCancelledError())
  }
  #gate(fn: () => SplitResult): Promise<SplitResult> {
    return new Promise((resolve, reject) => this.waiting.push({ resolve: () => resolve(fn()), reject }))
  }
}

/** The dialog as it opens: everyone shares every stash line. */
function everything(c: Campaign): SplitSetup {
  const ticks = {
    ...openingTicks(c, { participants: {}, included: {} }),
    fund: false,
    claims: {},
    fill: {},
    fillCoins: {}
  }
  return setupOf(c, ticks)
}

function inputOf(c: Campaign): SplitInput {
  return buildSplitInput(c, everything(c), 'Fund')
}

describe('SplitRun', () => {
  it('drops the outcome of a run overtaken by a newer one or cancelled, and says a failure', async () => {
    const runner = new GatedRunner()
    const run = new SplitRun(runner)
    const input = inputOf(sample())
    const first = run.split(input)
    const second = run.split(input)
    runner.waiting[0]!.resolve()
    runner.waiting[1]!.resolve()
    expect(await first).toBeNull()
    expect(await second).toMatchObject({ ok: true, result: { assignments: expect.any(Array) } })
    const third = run.split(input)
    run.cancel()
    expect(await third).toBeNull()
    const fourth = run.split(input)
    runner.waiting.at(-1)!.reject(new Error('broken'))
    expect(await fourth).toEqual({ ok: false, error: new Error('broken') })
  })

  it('answers only the latest review; dropReviews silences those running', async () => {
    const runner = new GatedRunner()
    const run = new SplitRun(runner)
    const input = inputOf(sample())
    const heard: string[] = []
    run.review(input, [], () => heard.push('first'))
    run.review(input, [], () => heard.push('second'))
    expect(run.reviewing).toBe(true)
    runner.waiting[1]!.resolve()
    runner.waiting[0]!.resolve()
    await new Promise((r) => setTimeout(r, 0))
    expect(heard).toEqual(['second'])
    expect(run.reviewing).toBe(false)
    run.review(input, [], () => heard.push('third'))
    run.dropReviews()
    expect(run.reviewing).toBe(false)
    runner.waiting[2]!.resolve()
    await new Promise((r) => setTimeout(r, 0))
    expect(heard).toEqual(['second'])
  })
})

/** SplitEdits on the sample, the hooks' calls recorded. */
function editsOn(c: Campaign, editable = true) {
  const calls: string[] = []
  const edits = new SplitEdits({
    campaign: () => c,
    editable: () => editable,
    changing: () => calls.push('changing'),
    edited: () => calls.push('edited')
  })
  return { edits, calls }
}

describe('SplitEdits', () => {
  it('keeps each edit for Ctrl+Z, says before and after a change, and edits nothing when the preview is gone', () => {
    const c = sample()
    const input = inputOf(c)
    const { edits, calls } = editsOn(c)
    expect(edits.begin(input, splitLoot(input), null)).toBe(true)
    const rows = edits.rows
    const potion = rows.find((r) => r.loot === 'l-stash-8')!
    expect(edits.setQuantity(potion.key, 999)).toMatchObject({ refused: { max: expect.any(Number) } })
    edits.setQuantity(potion.key, 0)
    expect(edits.rows.find((r) => r.key === potion.key)).toBeUndefined()
    expect(edits.edits).toBe(1)
    expect(calls).toEqual(['changing', 'changing', 'edited'])
    expect(edits.undo()).toBe(true)
    expect(edits.rows).toBe(rows)
    expect(edits.undo()).toBe(false)
    const frozen = editsOn(c, false)
    frozen.edits.begin(input, splitLoot(input), null)
    const before = frozen.edits.rows
    frozen.edits.setRecipient(before[0]!.key, null)
    expect(frozen.edits.rows).toBe(before)
    expect(frozen.edits.edits).toBe(0)
  })

  it('starts its ops with the consolidation, at the time and with the note asked', () => {
    const c = sample()
    const { edits } = editsOn(c)
    const done = consolidateForSplit(c, everything(c), { stamp: 's', at: '2026-01-01T00:00:00.000Z' })!
    const input = buildSplitInput(done.base, done.setup, 'Fund')
    edits.begin(input, splitLoot(input), done)
    expect(edits.consolidated).toEqual({ saved: done.saved })
    expect(edits.baseStash).toBe(done.base.stash)
    const ops = edits.ops(AT)
    expect(ops[0]).toEqual({ ...done.op, ...AT })
    expect(ops.slice(1).every((op) => op.type === 'line/move' || op.type === 'line/split')).toBe(true)
    edits.end()
    expect(edits.consolidated).toBeNull()
    expect(edits.baseStash).toBe(c.stash)
    expect(edits.ops(AT)).toEqual([])
  })
})

describe('SplitPanel', () => {
  it('keeps the view of each line an edit does not change', () => {
    const c = sample()
    const input = inputOf(c)
    const edits = new SplitEdits({
      campaign: () => c,
      editable: () => true,
      changing: () => panel.keep(),
      edited: () => {}
    })
    const panel = new SplitPanel(
      edits,
      new SplitChoices(
        () => c,
        () => en
      ),
      () => en
    )
    edits.begin(input, splitLoot(input), null)
    const before = panel.lines
    expect(before.map((v) => v.line.id)).toEqual(input.loot.map((l) => l.id))
    const chainmail = edits.rows.find((r) => r.loot === 'l-stash-7')!
    edits.setRecipient(chainmail.key, chainmail.character === 'c-elara' ? 'c-borin' : 'c-elara')
    flushSync()
    const after = panel.lines
    expect(after.find((v) => v.line.id === 'l-stash-7')).not.toBe(before.find((v) => v.line.id === 'l-stash-7'))
    // the result is the optimizer's until a review answers: the other lines' rows and reasons are unchanged
    for (const v of after.filter((v) => v.line.id !== 'l-stash-7')) expect(before).toContain(v)
    expect(panel.recipients.map((r) => r.id)).toEqual(input.characters.map((ch) => ch.id))
  })
})

/** The what-if's side the block uses, as WhatIfState has it. */
/** The real what-if over the sample campaign (a stand-in for the real campaign's state: no main behind it). */
function realWhatIf(): { whatIf: WhatIfState; applied: string[] } {
  const applied: string[] = []
  const real = { campaign: sample(), path: '', applyBatch: (_ops: readonly Op[], label: string) => applied.push(label) }
  return { whatIf: new WhatIfState(real as unknown as CampaignState), applied }
}

const op = (n: number): Op =>
  ({ type: 'line/remove', holder: { type: 'stash' }, lineId: `l-${n}`, quantity: 1 }) as unknown as Op

describe('SplitOpsBlock', () => {
  it('keeps its ops in its one block, before the GM’s own; it is gone once removed, discarded or replaced by a new what-if', () => {
    const { whatIf, applied } = realWhatIf()
    const gm: Op = { type: 'character/update', id: sample().characters[0]!.id, patch: { strength: 12 } }
    const block = new SplitOpsBlock(() => whatIf)
    let removed = 0
    block.open(() => removed++)
    expect(whatIf.active).toBe(true)
    block.set([op(1), op(2)])
    expect(block.shown).toBe(true)
    expect(block.last).toBe(true)
    whatIf.add(gm) // the GM tries something else
    expect(block.last).toBe(false)
    block.set([op(3)])
    const lineIds = () =>
      whatIf.changes.map((c) => (c.kind === 'block' ? c.ops.map((o) => (o as { lineId: string }).lineId) : c.kind))
    expect(lineIds()).toEqual([['l-3'], 'ops'])
    expect(block.changed).toBe(true)
    // the GM takes the split's chip out: the owner is told, the GM's change stays
    whatIf.remove(whatIf.changes[0]!.id)
    expect(removed).toBe(1)
    expect(block.shown).toBe(false)
    expect(lineIds()).toEqual(['ops'])
    // a new block, then the what-if discarded and a fresh one started: not shown, and not news to the owner
    block.open()
    block.set([op(5)])
    whatIf.discard()
    whatIf.start()
    whatIf.add(gm)
    expect(block.shown).toBe(false)
    expect(removed).toBe(1)
    block.discard()
    expect(whatIf.active).toBe(false)
    expect(block.changed).toBe(false)
    // applied: the what-if's changes as one batch under the split's label
    block.open()
    whatIf.add(gm)
    block.apply('Loot split')
    expect(applied).toEqual(['Loot split'])
    expect(whatIf.active).toBe(false)
  })
})
