// Issue 13 item 2 in the campaign model: places (RULES.md §10), holders with no limits.
import { describe, expect, it } from 'vitest'
import { applyBatch, applyOp, findLine, newCampaign, OpError } from '@shared/campaign/apply-op'
import type { Holder } from '@shared/campaign/ops'
import { parseCampaignText } from '@shared/campaign/parse'
import { reconcile } from '@shared/campaign/reconcile'
import type { Campaign } from '@shared/campaign/schema'
import { addCharacter, line } from './fixtures/party'

const AT = '2024-06-01T19:00:00Z'
const ezren: Holder = { type: 'character', id: 'c-ezren' }
const inn: Holder = { type: 'place', id: 'inn' }

function campaign(): Campaign {
  let c = newCampaign('Places', 'en')
  c = applyBatch(c, [
    addCharacter('c-ezren', 'Ezren'),
    { type: 'place/add', place: { id: 'inn', name: 'The Rusty Dragon' } },
    { type: 'line/add', to: ezren, line: line('l-bag', 'bag-of-holding-1', 1), ledgerId: 'g1', at: AT },
    { type: 'line/add', to: ezren, line: line('l-potions', 'potion', 10, { in: 'l-bag' }), ledgerId: 'g2', at: AT },
    { type: 'line/add', to: ezren, line: line('l-torch', 'torch', 4), ledgerId: 'g3', at: AT }
  ])
  return c
}

describe('places', () => {
  it('a file without places reads as before; place/add gives an empty place', () => {
    const c = newCampaign('Old', 'en')
    expect(c.places).toBeUndefined()
    const next = applyOp(c, { type: 'place/add', place: { id: 'home', name: 'Home' } })
    expect(next.places).toEqual([{ id: 'home', name: 'Home', inventory: [] }])
    const read = parseCampaignText(JSON.stringify(next), 'old.json')
    expect(read.ok).toBe(true)
  })

  it('items go to the inn and back with ledger entries; the ledger reconciles; untouched parts are shared', () => {
    const c = campaign()
    const away = applyOp(c, {
      type: 'line/move',
      from: ezren,
      to: inn,
      lineId: 'l-torch',
      quantity: 3,
      newLineId: 'p-torch',
      ledgerId: 'm1',
      at: AT
    })
    expect(away.places![0]!.inventory).toEqual([line('p-torch', 'torch', 3)])
    expect(findLine(away, 'p-torch')?.holder).toEqual(inn)
    expect(away.stash).toBe(c.stash)
    expect(reconcile(away)).toEqual([])
    const back = applyOp(away, {
      type: 'line/move',
      from: inn,
      to: ezren,
      lineId: 'p-torch',
      quantity: 3,
      newLineId: 'l-torch-2',
      ledgerId: 'm2',
      at: AT
    })
    expect(back.places![0]!.inventory).toEqual([])
    expect(back.characters[0]!.inventory.find((l) => l.id === 'l-torch')?.quantity).toBe(4)
    expect(reconcile(back)).toEqual([])
  })

  it('a bag left at the inn keeps its contents; removing the inn puts both in the stash, still inside', () => {
    const c = applyOp(campaign(), {
      type: 'line/move',
      from: ezren,
      to: inn,
      lineId: 'l-bag',
      quantity: 1,
      newLineId: 'l-bag',
      ledgerId: 'm1',
      at: AT
    })
    expect(c.places![0]!.inventory.map((l) => [l.id, l.in])).toEqual([
      ['l-bag', undefined],
      ['l-potions', 'l-bag']
    ])
    const gone = applyOp(c, { type: 'place/remove', id: 'inn', ledgerId: 'rm', at: AT })
    expect(gone.places).toEqual([])
    expect(gone.stash.map((l) => [l.id, l.in])).toEqual([
      ['l-bag', undefined],
      ['l-potions', 'l-bag']
    ])
    const given = { holder: 'place', name: 'The Rusty Dragon' }
    expect(gone.ledger.slice(-2).map((e) => [e.id, e.gone])).toEqual([
      ['rm-1', given],
      ['rm-2', given]
    ])
    expect(reconcile(gone)).toEqual([])
  })

  it('place/update renames and clears notes; unknown places are refused with place-not-found', () => {
    const c = applyOp(campaign(), { type: 'place/update', id: 'inn', patch: { name: 'Inn', notes: 'room 3' } })
    expect(c.places![0]).toMatchObject({ name: 'Inn', notes: 'room 3' })
    const cleared = applyOp(c, { type: 'place/update', id: 'inn', patch: { notes: '' } })
    expect(cleared.places![0]!.notes).toBeUndefined()
    for (const op of [
      { type: 'place/update' as const, id: 'ship', patch: { name: 'Ship' } },
      { type: 'place/remove' as const, id: 'ship' }
    ]) {
      try {
        applyOp(c, op)
        expect.unreachable()
      } catch (e) {
        expect(e).toBeInstanceOf(OpError)
        expect((e as OpError).why).toEqual({ reason: 'place-not-found', params: { id: 'ship' } })
      }
    }
  })

  it('a line id used at a place cannot be used elsewhere (a hand-edited file is refused, located)', () => {
    const c = applyOp(campaign(), {
      type: 'line/add',
      to: inn,
      line: line('p-rope', 'rope-hemp', 1),
      ledgerId: 'a1',
      at: AT
    })
    const bad = structuredClone(c)
    bad.characters[0]!.inventory.push(line('p-rope', 'rope-hemp', 1))
    const read = parseCampaignText(JSON.stringify(bad), 'bad.json')
    expect(read.ok).toBe(false)
    expect(JSON.stringify(read)).toContain('places[0].inventory[0]')
  })
})
