// Issue 10, item 3: the ledger reconciles. Every change of a holder's quantity or rounds is a ledger entry,
// so summing the ledger gives each holder's inventory (reconcile.ts), whatever sequence of Ops ran.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { applyOp, newCampaign, OpError } from '@shared/campaign/apply-op'
import type { Holder, Op } from '@shared/campaign/ops'
import { reconcile } from '@shared/campaign/reconcile'
import type { Campaign, InventoryLine } from '@shared/campaign/schema'

const AT = '2024-06-01T19:00:00Z'
const stash: Holder = { type: 'stash' }
const ezren: Holder = { type: 'character', id: 'c-ezren' }

function party(): Campaign {
  const c = newCampaign('Evening', 'fr')
  const hero = (id: string, name: string) => ({
    id,
    name,
    player: '',
    strength: 10,
    size: 'M' as const,
    wornArmor: null,
    notes: '',
    inventory: []
  })
  c.characters.push(hero('c-ezren', 'Ezren'), hero('c-lini', 'Lini'))
  return c
}

const dagger = (id: string, quantity: number): InventoryLine => ({
  id,
  ref: { source: 'catalog', id: 'dagger' },
  quantity
})

describe('the ledger reconciles (issue 10)', () => {
  it('quantity edits are logged: 3 → 2 is an entry, then the removal is logged as 2', () => {
    let c = applyOp(party(), { type: 'line/add', to: ezren, line: dagger('l-d', 3), ledgerId: 'g-1', at: AT })
    c = applyOp(c, {
      type: 'line/update',
      holder: ezren,
      lineId: 'l-d',
      patch: { quantity: 2 },
      ledgerId: 'g-2',
      at: AT
    })
    expect(c.ledger.at(-1)).toMatchObject({
      id: 'g-2',
      quantity: 1,
      from: ezren,
      to: { type: 'outside' },
      action: 'edit'
    })
    c = applyOp(c, { type: 'line/remove', holder: ezren, lineId: 'l-d', ledgerId: 'g-3', at: AT })
    expect(c.ledger.map((e) => e.quantity)).toEqual([3, 1, 2])
    expect(reconcile(c)).toEqual([])
  })

  it('bug: character/add with lines wrote no ledger entry (summing the ledger missed them)', () => {
    const arrow = { id: 'l-q', ref: { source: 'catalog', id: 'quiver-arrows' }, quantity: 2, rounds: 80 } as const
    const seelah = { ...party().characters[0]!, id: 'c-seelah', name: 'Seelah', inventory: [dagger('l-s', 2), arrow] }
    const c = applyOp(party(), { type: 'character/add', character: seelah, ledgerId: 'g-9', at: AT })
    const to = { type: 'character', id: 'c-seelah' }
    expect(c.ledger).toEqual([
      {
        id: 'g-9-1',
        at: AT,
        item: 'dagger',
        ref: { source: 'catalog', id: 'dagger' },
        quantity: 2,
        from: { type: 'outside' },
        to,
        // 2 daggers at 2 gp (RULES.md §14)
        valueGp: 4
      },
      {
        id: 'g-9-2',
        at: AT,
        item: 'quiver-arrows',
        ref: arrow.ref,
        quantity: 2,
        rounds: 80,
        from: { type: 'outside' },
        to,
        // 80 arrows at 1 gp per 20; the quivers themselves have no price
        valueGp: 4
      }
    ])
    expect(reconcile(c)).toEqual([])
    // without a ledger id the lines could not be written: refused, nothing changes
    expect(() => applyOp(party(), { type: 'character/add', character: seelah })).toThrow(/needs ledgerId and at/)
    // an empty character needs none
    expect(applyOp(party(), { type: 'character/add', character: { ...seelah, inventory: [] } }).ledger).toEqual([])
  })

  it('a quantity edit without a ledger id is refused, and changes nothing', () => {
    const c = applyOp(party(), { type: 'line/add', to: ezren, line: dagger('l-d', 3), ledgerId: 'g-1', at: AT })
    expect(() => applyOp(c, { type: 'line/update', holder: ezren, lineId: 'l-d', patch: { quantity: 5 } })).toThrow(
      OpError
    )
    // other fields need none
    const named = applyOp(c, { type: 'line/update', holder: ezren, lineId: 'l-d', patch: { nameFr: 'Dague runique' } })
    expect(named.ledger).toHaveLength(1)
  })

  it('use: "drink 1" leaves one fewer, logged as a use; the last one used removes the line', () => {
    const potion: InventoryLine = { id: 'l-p', ref: { source: 'catalog', id: 'potion' }, quantity: 2 }
    let c = applyOp(party(), { type: 'line/add', to: ezren, line: potion, ledgerId: 'g-1', at: AT })
    c = applyOp(c, { type: 'line/use', holder: ezren, lineId: 'l-p', quantity: 1, ledgerId: 'g-2', at: AT })
    expect(c.characters[0]!.inventory[0]!.quantity).toBe(1)
    expect(c.ledger.at(-1)).toMatchObject({ action: 'use', quantity: 1, from: ezren, to: { type: 'outside' } })
    c = applyOp(c, { type: 'line/use', holder: ezren, lineId: 'l-p', quantity: 1, ledgerId: 'g-3', at: AT })
    expect(c.characters[0]!.inventory).toEqual([])
    expect(() =>
      applyOp(c, { type: 'line/use', holder: ezren, lineId: 'l-p', quantity: 1, ledgerId: 'g-4', at: AT })
    ).toThrow(/not found/)
    expect(reconcile(c)).toEqual([])
  })

  it('"−12 arrows": rounds used after a fight are logged with the rounds; the quivers stay', () => {
    const quiver: InventoryLine = {
      id: 'l-q',
      ref: { source: 'catalog', id: 'quiver-arrows' },
      quantity: 2,
      rounds: 80
    }
    let c = applyOp(party(), { type: 'line/add', to: ezren, line: quiver, ledgerId: 'g-1', at: AT })
    expect(c.ledger[0]).toMatchObject({ quantity: 2, rounds: 80 })
    c = applyOp(c, { type: 'line/use', holder: ezren, lineId: 'l-q', quantity: 0, rounds: 12, ledgerId: 'g-2', at: AT })
    expect(c.characters[0]!.inventory[0]).toMatchObject({ quantity: 2, rounds: 68 })
    expect(c.ledger.at(-1)).toMatchObject({ quantity: 0, rounds: 12, action: 'use' })
    expect(() =>
      applyOp(c, { type: 'line/use', holder: ezren, lineId: 'l-q', quantity: 0, rounds: 69, ledgerId: 'g-3', at: AT })
    ).toThrow(/only 68|holds 68/)
    expect(reconcile(c)).toEqual([])
  })

  it('a merging line/add joins the identical line; a line that differs in any field stays apart', () => {
    let c = applyOp(party(), { type: 'line/add', to: ezren, line: dagger('l-1', 3), ledgerId: 'g-1', at: AT })
    c = applyOp(c, { type: 'line/add', to: ezren, line: dagger('l-2', 3), ledgerId: 'g-2', at: AT, merge: true })
    c = applyOp(c, { type: 'line/add', to: ezren, line: dagger('l-3', 1), ledgerId: 'g-3', at: AT, merge: true })
    expect(c.characters[0]!.inventory).toEqual([dagger('l-1', 7)])
    for (const [i, extra] of [
      { size: 'P' as const },
      { magic: true },
      { kind: 'knives' },
      { nameFr: 'Dague +1' },
      { identified: false },
      { fullValue: true },
      { level: 3 }
    ].entries()) {
      c = applyOp(c, {
        type: 'line/add',
        to: ezren,
        line: { ...dagger(`x-${i}`, 1), ...extra },
        ledgerId: `gx-${i}`,
        at: AT,
        merge: true
      })
    }
    expect(c.characters[0]!.inventory).toHaveLength(8)
    // without `merge`, a line arrives as itself (what-if and split ops name the line they make)
    c = applyOp(c, { type: 'line/add', to: ezren, line: dagger('l-4', 1), ledgerId: 'g-4', at: AT })
    expect(c.characters[0]!.inventory).toHaveLength(9)
    expect(reconcile(c)).toEqual([])
  })

  it('line/update clears fields it lists', () => {
    let c = applyOp(party(), {
      type: 'line/add',
      to: ezren,
      line: { ...dagger('l-1', 1), magic: true, enhancement: 2, size: 'P', notes: 'x' },
      ledgerId: 'g-1',
      at: AT
    })
    c = applyOp(c, {
      type: 'line/update',
      holder: ezren,
      lineId: 'l-1',
      patch: { notes: 'y' },
      clear: ['magic', 'enhancement', 'size']
    })
    expect(c.characters[0]!.inventory[0]).toEqual({ ...dagger('l-1', 1), notes: 'y' })
  })
})

// ---- property: any sequence of Ops keeps the ledger and the lines in agreement ----------------------------

const REFS = ['dagger', 'potion', 'quiver-arrows', 'coin-gp'] as const
const HOLDERS: Holder[] = [stash, ezren, { type: 'character', id: 'c-lini' }]

const stepArb = fc.record({
  kind: fc.constantFrom('add', 'add', 'update', 'use', 'remove', 'move', 'move', 'split', 'leave', 'join'),
  holder: fc.nat(2),
  to: fc.nat(2),
  pick: fc.nat(40),
  q: fc.nat(20),
  r: fc.nat(120),
  ref: fc.constantFrom(...REFS),
  merge: fc.boolean(),
  name: fc.constantFrom(undefined, 'Relic')
})
type Step = typeof stepArb extends fc.Arbitrary<infer T> ? T : never

function opFor(s: Step, i: number, c: Campaign): Op | null {
  const holders = HOLDERS.filter((h) => h.type === 'stash' || c.characters.some((ch) => ch.id === h.id))
  const holder = holders[s.holder % holders.length]!
  const lines = holder.type === 'stash' ? c.stash : c.characters.find((ch) => ch.id === holder.id)!.inventory
  const line = lines[s.pick % Math.max(1, lines.length)]
  const ledger = { ledgerId: `g${i}`, at: AT }
  switch (s.kind) {
    case 'add': {
      const l: InventoryLine = { id: `n${i}`, ref: { source: 'catalog', id: s.ref }, quantity: s.q }
      if (s.ref === 'quiver-arrows') l.rounds = s.r
      if (s.name) l.name = s.name
      return { type: 'line/add', to: holder, line: l, ...ledger, merge: s.merge }
    }
    case 'update':
      if (!line) return null
      return {
        type: 'line/update',
        holder,
        lineId: line.id,
        patch: line.rounds !== undefined ? { quantity: s.q, rounds: s.r } : { quantity: s.q },
        ...ledger
      }
    case 'use':
      if (!line) return null
      return {
        type: 'line/use',
        holder,
        lineId: line.id,
        quantity: s.q % (line.quantity + 1),
        ...(line.rounds !== undefined ? { rounds: s.r % (line.rounds + 1) } : {}),
        ...ledger
      }
    case 'remove':
      return line ? { type: 'line/remove', holder, lineId: line.id, ...ledger } : null
    case 'move': {
      const to = holders[s.to % holders.length]!
      if (!line || line.quantity < 1 || to === holder) return null
      return {
        type: 'line/move',
        from: holder,
        to,
        lineId: line.id,
        quantity: 1 + (s.q % line.quantity),
        newLineId: `m${i}`,
        ...ledger
      }
    }
    case 'split':
      if (!line || line.quantity < 2) return null
      return {
        type: 'line/split',
        holder,
        lineId: line.id,
        quantity: 1 + (s.q % (line.quantity - 1)),
        newLineId: `s${i}`,
        ...(line.rounds !== undefined && s.merge ? { rounds: s.r % (line.rounds + 1) } : {})
      }
    case 'join': {
      // Lini (back) with the lines she arrives with
      if (c.characters.some((ch) => ch.id === 'c-lini')) return null
      const l: InventoryLine = { id: `j${i}`, ref: { source: 'catalog', id: s.ref }, quantity: s.q }
      if (s.ref === 'quiver-arrows') l.rounds = s.r
      const lini = { ...party().characters[1]!, inventory: [l, dagger(`j${i}-d`, 1 + (s.r % 4))] }
      return { type: 'character/add', character: lini, ...ledger }
    }
    case 'leave':
      return holder.type === 'character' && s.q % 5 === 0
        ? { type: 'character/remove', id: holder.id, ...ledger }
        : null
  }
}

describe('the ledger reconciles (property)', () => {
  it('after any sequence of adds, edits, uses, removals, moves, splits, departures and arrivals with lines', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { minLength: 1, maxLength: 60 }), (steps) => {
        let c = party()
        steps.forEach((s, i) => {
          const op = opFor(s, i, c)
          if (!op) return
          c = applyOp(c, op)
        })
        expect(reconcile(c)).toEqual([])
      }),
      { numRuns: 300 }
    )
  })
})
