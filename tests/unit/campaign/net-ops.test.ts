// The net of a what-if's batch (issue 25 item 7): two changes to one line give one ledger entry, and the
// campaign the batch leaves is the one the steps left.
import { describe, expect, it } from 'vitest'
import {
  applyBatch,
  moveOp,
  netOps,
  quantityOp,
  updateLineOp,
  useLineOp,
  type Campaign,
  type Holder,
  type Op
} from '@shared/campaign'
import { campaignWith, character, line } from '../../e2e/ui-campaigns'

const kyra = character('Kyra', 'Max', 10, 'M', null, [
  line('potion-cure-light-wounds', 10, { id: 'l-clw' }),
  line('quiver-arrows', 1, { id: 'l-quiver', rounds: 30 }),
  line('dagger', 9, { id: 'l-daggers' }),
  line('longsword', 1, { id: 'l-sword' })
])
const lem = character('Lem', 'Zoé', 10, 'M', null, [])
const base = campaignWith('Net', { characters: [kyra, lem] }) as Campaign
const K: Holder = { type: 'character', id: kyra.id }
const L: Holder = { type: 'character', id: lem.id }

/** The campaign a batch leaves, its ledger aside. */
const without = (c: Campaign) => ({ ...c, ledger: [] })

function check(ops: Op[]): { net: Op[]; ledger: Campaign['ledger'] } {
  const net = netOps(base, ops)
  const after = applyBatch(base, net)
  expect(without(after)).toEqual(without(applyBatch(base, ops)))
  return { net, ledger: after.ledger }
}

describe('netOps', () => {
  it('use 2 then use 1 of the same potions: one use of 3, one ledger entry', () => {
    const { net, ledger } = check([useLineOp(K, 'l-clw', 2), useLineOp(K, 'l-clw', 1)])
    expect(net).toHaveLength(1)
    expect(ledger).toHaveLength(1)
    expect(ledger[0]).toMatchObject({ action: 'use', quantity: 3 })
  })

  it('rounds spent twice, with another line used between: one entry each', () => {
    const { ledger } = check([
      useLineOp(K, 'l-quiver', 0, 12),
      useLineOp(K, 'l-clw', 1),
      useLineOp(K, 'l-quiver', 0, 5)
    ])
    expect(ledger.map((e) => [e.action, e.quantity, e.rounds ?? null])).toEqual([
      ['use', 1, null],
      ['use', 0, 17]
    ])
  })

  it('a count corrected 9 → 5 then 5 → 7: one correction of 2', () => {
    const { net, ledger } = check([quantityOp(K, 'l-daggers', 5), quantityOp(K, 'l-daggers', 7)])
    expect(net).toEqual([expect.objectContaining({ type: 'line/update', patch: { quantity: 7 } })])
    expect(ledger).toEqual([expect.objectContaining({ action: 'edit', quantity: 2, to: { type: 'outside' } })])
  })

  it('corrected back to what it was: no entry at all', () => {
    const { ledger } = check([quantityOp(K, 'l-daggers', 5), quantityOp(K, 'l-daggers', 9)])
    expect(ledger).toEqual([])
  })

  it('two edits of other fields combine, the later one winning', () => {
    const { net } = check([
      updateLineOp(K, 'l-sword', { name: 'Lame', notes: 'rouillée' }),
      updateLineOp(K, 'l-sword', { name: 'Lame du roi' }, ['notes'])
    ])
    expect(net).toHaveLength(1)
    expect(net[0]).toMatchObject({ patch: { name: 'Lame du roi' }, clear: ['notes'] })
  })

  it('two moves of the same daggers to the same holder: one move', () => {
    const { net, ledger } = check([
      moveOp(K, L, 'l-daggers', 2, { holds: 9 }),
      moveOp(K, L, 'l-daggers', 3, { holds: 7 })
    ])
    expect(net).toHaveLength(1)
    expect(ledger).toEqual([expect.objectContaining({ from: K, to: L, quantity: 5 })])
  })

  it('keeps two steps apart where one op would leave another campaign: used up, then the line is gone', () => {
    // all 10 potions moved to Lem between the uses: the second use is on Lem's line, another key
    const moved = moveOp(K, L, 'l-clw', 8, { holds: 8 })
    const ops = [useLineOp(K, 'l-clw', 2), moved, useLineOp(L, 'l-clw', 1)]
    expect(check(ops).net).toEqual(ops)
  })

  it('different notes stay two entries; other kinds of op are left as they are', () => {
    const a = { ...useLineOp(K, 'l-clw', 1), note: 'Kyra' }
    const b = { ...useLineOp(K, 'l-clw', 1), note: 'Lem' }
    const add: Op = { type: 'options/update', rounding: 'toward-zero' }
    expect(check([a, add, b]).net).toEqual([a, add, b])
  })

  it('a batch that does not apply comes back as it is', () => {
    const ops = [useLineOp(K, 'l-clw', 8), useLineOp(K, 'l-clw', 8)]
    expect(netOps(base, ops)).toEqual(ops)
  })
})
