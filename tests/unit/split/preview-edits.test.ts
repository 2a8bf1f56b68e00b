// Issue 24 item 5: the loot split's dialog choices, preview edits and panel lines as pure functions
// (src-shared/split: split-setup.ts, split-edit.ts, split-view.ts), out of the renderer's state class.
// On the sample campaign and the real optimizer, as the screen runs them.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Campaign, InventoryLine } from '@shared/campaign/schema'
import {
  applicableRows,
  buildSplitInput,
  consolidateForSplit,
  dialogLines,
  freeOf,
  lineViews,
  openingTicks,
  reviewInput,
  reviewSplit,
  rowsFromAssignments,
  movesOf,
  setupOf,
  splitLoot,
  withGiven,
  withQuantity,
  withRecipient,
  type SplitChoiceTicks,
  type SplitRow
} from '@shared/split'

const SAMPLE = join(process.cwd(), 'resources', 'sample-campaign.json') // vitest runs from the project root
const sample = (): Campaign => JSON.parse(readFileSync(SAMPLE, 'utf8')) as Campaign
const byId = (lines: readonly InventoryLine[]) => new Map(lines.map((l) => [l.id, l]))
const ticks = (c: Campaign, more: Partial<SplitChoiceTicks> = {}): SplitChoiceTicks => ({
  ...openingTicks(c, { participants: {}, included: {} }),
  fund: false,
  claims: {},
  fill: {},
  fillCoins: {},
  ...more
})
let seq = 0
const key = () => `k${++seq}`
const row = (r: Omit<SplitRow, 'key'> & { key?: string }): SplitRow => ({ key: key(), ...r })

/** The sample with a stash bag of holding holding two potions. */
function withBag(): Campaign {
  const c = sample()
  c.stash.splice(
    5,
    0,
    { id: 'l-bag', ref: { source: 'catalog', id: 'bag-of-holding-1' }, quantity: 1 },
    { id: 'l-in', ref: { source: 'catalog', id: 'potion-cure-light-wounds' }, quantity: 2, in: 'l-bag' }
  )
  return c
}

describe('the dialog’s choices', () => {
  it('lists a stash bag followed by what it holds, and picks the contents with the bag only', () => {
    const c = withBag()
    const lines = dialogLines(c.stash)
    const at = lines.findIndex((l) => l.line.id === 'l-bag')
    expect(lines[at + 1]).toEqual({
      line: c.stash.find((l) => l.id === 'l-in'),
      bag: c.stash.find((l) => l.id === 'l-bag')
    })
    expect(lines.map((l) => l.line.id).sort()).toEqual(c.stash.map((l) => l.id).sort())
    const setup = setupOf(c, ticks(c))
    expect(setup.loot).toContain('l-bag')
    expect(setup.loot).not.toContain('l-in')
    expect(setup.participants).toEqual(c.characters.map((ch) => ch.id))
  })

  it('keeps what the GM unticked when the dialog reopens; new lines and characters come ticked', () => {
    const c = sample()
    const again = openingTicks(c, { participants: { 'c-pip': false }, included: { 'l-stash-11': false, gone: false } })
    expect(again.participants).toEqual(Object.fromEntries(c.characters.map((ch) => [ch.id, ch.id !== 'c-pip'])))
    expect(again.included).toEqual(Object.fromEntries(c.stash.map((l) => [l.id, l.id !== 'l-stash-11'])))
  })

  it('fills a container with coins only where loot may go in it', () => {
    const c = sample()
    const setup = setupOf(c, ticks(c, { fill: { a: true, b: false }, fillCoins: { a: true, b: true } }))
    expect(setup.into).toEqual(['a'])
    expect(setup.coinsInto).toEqual(['a'])
  })

  it('starts with the stash’s coins consolidated: new coin lines in place of the old, claims on gone lines dropped', () => {
    const c = sample()
    const setup = setupOf(
      c,
      ticks(c, { claims: { 'l-stash-2': { character: 'c-aria' }, 'l-stash-6': { character: 'c-pip' } } })
    )
    const done = consolidateForSplit(c, setup, { stamp: 's1', at: '2026-01-01T00:00:00.000Z' })!
    expect(done.op).toMatchObject({ type: 'coins/consolidate', newLineId: 'l-coins-s1', ledgerId: 'g-coins-s1' })
    expect(done.saved).toBeGreaterThan(0)
    const coins = done.base.stash.filter((l) => l.ref.id.startsWith('coin-')).map((l) => l.id)
    for (const id of coins) expect(done.setup.loot).toContain(id)
    expect(done.setup.loot).not.toContain('l-stash-2') // the silver became gold
    expect(Object.keys(done.setup.claims)).toEqual(['l-stash-6'])
    // no coins, or coins already fewest: nothing to do
    expect(
      consolidateForSplit({ ...c, stash: c.stash.slice(4) }, setup, { stamp: 's2', at: '2026-01-01T00:00:00.000Z' })
    ).toBeNull()
    expect(consolidateForSplit(done.base, done.setup, { stamp: 's3', at: '2026-01-01T00:00:00.000Z' })).toBeNull()
  })
})

describe('the preview’s edits', () => {
  const c = sample()
  const stash = byId(c.stash)
  const potions = (q: number, who: string) => row({ loot: 'l-stash-8', character: who, quantity: q })

  it('refuses more than the line has once the other rows are served, and says how much is free', () => {
    const a = potions(5, 'c-aria')
    const b = potions(10, 'c-pip')
    expect(freeOf(stash, [a, b], 'l-stash-8')).toEqual({ quantity: 5, rounds: 0 })
    expect(withQuantity([a, b], stash, a.key, 11)).toEqual({ refused: { max: 10, others: 10 } })
    expect(withQuantity([a, b], stash, a.key, 5)).toBeNull()
    expect(withQuantity([a, b], stash, a.key, 0)).toEqual({ rows: [b] })
    expect(withQuantity([a, b], stash, a.key, 7.9)).toEqual({ rows: [{ ...a, quantity: 7 }, b] })
  })

  it('gives ammunition its share of rounds with its containers', () => {
    const q = row({ loot: 'l-stash-10', character: 'c-aria', quantity: 2, rounds: 80 })
    expect(withQuantity([q], stash, q.key, 1)).toEqual({ rows: [{ ...q, quantity: 1, rounds: 40 }] })
  })

  it('merges a row given to someone who has the same line in the same place; null sends it back', () => {
    const a = potions(5, 'c-aria')
    const b = potions(10, 'c-pip')
    expect(withRecipient([a, b], a.key, 'c-pip')).toEqual([{ ...b, quantity: 15 }])
    expect(withRecipient([a, b], a.key, 'c-borin')).toEqual([{ ...a, character: 'c-borin' }, b])
    expect(withRecipient([a, b], a.key, 'c-pip', 'l-sack')).toEqual([{ ...a, character: 'c-pip', in: 'l-sack' }, b])
    expect(withRecipient([a, b], a.key, null)).toEqual([b])
    expect(withRecipient([a, b], a.key, 'c-aria')).toBeNull()
  })

  it('gives what is left of a line: joining the recipient’s row, or as a new row after the line’s last', () => {
    const a = potions(5, 'c-aria')
    const sword = row({ loot: 'l-stash-6', character: 'c-grok', quantity: 6 })
    expect(withGiven([a, sword], stash, 'l-stash-8', 'c-aria')).toEqual([{ ...a, quantity: 20 }, sword])
    const given = withGiven([a, sword], stash, 'l-stash-8', 'c-pip', () => 'new')!
    expect(given).toEqual([a, { key: 'new', loot: 'l-stash-8', character: 'c-pip', quantity: 15 }, sword])
    expect(withGiven([a, sword], stash, 'l-stash-6', 'c-pip')).toBeNull()
  })

  it('reviews with the containers the GM chose by hand, coins apart', () => {
    const input = buildSplitInput(c, setupOf(c, ticks(c)), 'Fund')
    const rows = [
      row({ loot: 'l-stash-8', character: 'c-aria', quantity: 1, in: 'l-sack' }),
      row({ loot: 'l-stash-1', character: 'c-aria', quantity: 100, in: 'l-purse' })
    ]
    expect(reviewInput(input, [])).toBe(input)
    expect(reviewInput(input, rows)).toEqual({ ...input, into: ['l-sack'], coinsInto: ['l-purse'] })
  })
})

describe('the panel’s lines', () => {
  it('keeps the view of a line an edit did not change, and lists what stays with its reason', () => {
    const c = sample()
    const input = buildSplitInput(c, setupOf(c, ticks(c)), 'Fund')
    const result = splitLoot(input)
    const stash = byId(c.stash)
    const rows = applicableRows(c.stash, rowsFromAssignments(result.assignments, key))
    const views = lineViews(input, rows, result, stash)
    expect(views.map((v) => v.line.id)).toEqual(input.loot.map((l) => l.id))
    expect(views.every((v) => v.rows.every((r) => r.why !== undefined))).toBe(true)
    const potions = rows.filter((r) => r.loot === 'l-stash-8')
    const edited = withQuantity(rows, stash, potions[0]!.key, potions[0]!.quantity - 1)
    if (!edited || !('rows' in edited)) throw new Error('the edit should apply')
    const review = reviewSplit(input, movesOf(edited.rows))
    const next = lineViews(input, edited.rows, review, stash, views)
    const after = next.find((v) => v.line.id === 'l-stash-8')!
    expect(after).not.toBe(views.find((v) => v.line.id === 'l-stash-8'))
    expect(after.rest).toBe(1)
    expect(after.left?.quantity).toBe(1)
    const same = next.filter((v) => JSON.stringify(v) === JSON.stringify(views.find((w) => w.line.id === v.line.id)))
    expect(same.length).toBeGreaterThan(0)
    for (const v of same) expect(views).toContain(v)
    expect(lineViews(null, rows, result, stash)).toEqual([])
  })
})
