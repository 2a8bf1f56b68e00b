import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { applyBatch, applyOp, findLine, holderLines, newCampaign, OpError } from '@shared/campaign/apply-op'
import { integrityProblems } from '@shared/campaign/integrity'
import type { Holder, Op } from '@shared/campaign/ops'
import { CampaignSchema, type Campaign, type InventoryLine } from '@shared/campaign/schema'
import { fullCampaign } from './fixtures/full-campaign'

const AT = '2024-06-01T19:00:00Z'
const stash: Holder = { type: 'stash' }
const aria: Holder = { type: 'character', id: 'c-aria' }
const pip: Holder = { type: 'character', id: 'c-pip' }

function expectOpError(fn: () => unknown, code: OpError['code'], message: RegExp): void {
  try {
    fn()
  } catch (e) {
    expect(e).toBeInstanceOf(OpError)
    expect((e as OpError).code).toBe(code)
    expect((e as OpError).message).toMatch(message)
    return
  }
  throw new Error('expected an OpError')
}

/** Deep-freezes so any mutation of the input throws in strict mode. */
function frozen<T>(o: T): T {
  if (o && typeof o === 'object') {
    Object.values(o).forEach(frozen)
    Object.freeze(o)
  }
  return o
}

const totalOf = (c: Campaign, refId: string) =>
  [...c.stash, ...c.characters.flatMap((ch) => ch.inventory)]
    .filter((l) => l.ref.id === refId)
    .reduce((n, l) => n + l.quantity, 0)

describe('newCampaign', () => {
  it('is a valid, empty current-version campaign', () => {
    const c = newCampaign('Skulls & Shackles', 'en')
    expect(CampaignSchema.parse(c)).toEqual(c)
    expect(c.options).toEqual({ strengthRaisesMax: true, rounding: 'floor', coinsPerUnit: 100, customLimits: {} })
    expect(c.characters).toEqual([])
  })
})

describe('applyOp', () => {
  it('never mutates its input and copies only the changed path', () => {
    const c = frozen(fullCampaign())
    const next = applyOp(c, { type: 'line/update', holder: aria, lineId: 'l-2', patch: { notes: 'fletched' } })
    expect(next).not.toBe(c)
    expect(next.characters[0]!.inventory[1]!.notes).toBe('fletched')
    // shared: everything off the path
    expect(next.characters[1]).toBe(c.characters[1])
    expect(next.characters[0]!.inventory[0]).toBe(c.characters[0]!.inventory[0])
    expect(next.stash).toBe(c.stash)
    expect(next.customItems).toBe(c.customItems)
    expect(next.ledger).toBe(c.ledger)
    expect(next.options).toBe(c.options)
  })

  it('is deterministic: the same op on the same campaign gives equal results', () => {
    const op: Op = {
      type: 'line/move',
      from: stash,
      to: aria,
      lineId: 'l-5',
      quantity: 1000,
      newLineId: 'n-1',
      ledgerId: 'g-9',
      at: AT
    }
    expect(applyOp(fullCampaign(), op)).toEqual(applyOp(fullCampaign(), op))
  })

  it('renames, sets the language and merges options', () => {
    let c = applyOp(fullCampaign(), { type: 'campaign/rename', name: 'Kingmaker' })
    c = applyOp(c, { type: 'campaign/setExportLanguage', language: 'en' })
    c = applyOp(c, { type: 'options/update', coinsPerUnit: 100 })
    expect(c.name).toBe('Kingmaker')
    expect(c.exportLanguage).toBe('en')
    expect(c.options).toEqual({ ...fullCampaign().options, coinsPerUnit: 100 })
  })

  it('adds, updates and refuses duplicate characters', () => {
    const c = applyOp(fullCampaign(), {
      type: 'character/add',
      character: {
        id: 'c-new',
        name: 'Borin',
        player: 'Tom',
        strength: 16,
        size: 'M',
        wornArmor: null,
        notes: '',
        inventory: []
      }
    })
    expect(c.characters.map((x) => x.name)).toEqual(['Aria', 'Pip', 'Borin'])
    const up = applyOp(c, {
      type: 'character/update',
      id: 'c-new',
      patch: { strength: 20, wornArmor: { name: 'Full plate', category: 'heavy' } }
    })
    expect(up.characters[2]).toMatchObject({ strength: 20, wornArmor: { category: 'heavy' }, name: 'Borin' })
    expect(up.characters[0]).toBe(c.characters[0])
    expectOpError(
      () => applyOp(c, { type: 'character/add', character: { ...c.characters[2]! } }),
      'conflict',
      /character c-new already exists/
    )
    expectOpError(
      () => applyOp(c, { type: 'character/update', id: 'c-nope', patch: { strength: 3 } }),
      'not-found',
      /character c-nope not found/
    )
  })

  it('refuses a new character whose line ids are already used', () => {
    const ch = {
      id: 'c-x',
      name: 'X',
      player: '',
      strength: 10,
      size: 'M' as const,
      wornArmor: null,
      notes: '',
      inventory: [{ id: 'l-5', ref: { source: 'catalog' as const, id: 'torch' }, quantity: 1 }]
    }
    expectOpError(
      () => applyOp(fullCampaign(), { type: 'character/add', character: ch }),
      'conflict',
      /line l-5 already exists/
    )
  })

  it('character/remove moves the inventory to the stash, merging identical lines, with one ledger entry per line', () => {
    let c = fullCampaign()
    c = applyOp(c, {
      type: 'line/add',
      to: stash,
      line: { id: 'l-s', ref: { source: 'custom', id: 'x-idol' }, quantity: 2 },
      ledgerId: 'g-a',
      at: AT
    })
    const before = totalOf(c, 'x-idol')
    const next = applyOp(c, { type: 'character/remove', id: 'c-aria', ledgerId: 'g-rm', at: AT })
    expect(next.characters.map((x) => x.id)).toEqual(['c-pip'])
    expect(totalOf(next, 'x-idol')).toBe(before)
    expect(next.stash.find((l) => l.id === 'l-s')!.quantity).toBe(5) // merged 2 + 3
    expect(next.stash.find((l) => l.id === 'l-1')).toMatchObject({ name: 'Longsword +1', quantity: 1 })
    const entries = next.ledger.slice(c.ledger.length)
    expect(entries.map((e) => e.id)).toEqual(['g-rm-1', 'g-rm-2', 'g-rm-3'])
    expect(entries.every((e) => e.from.type === 'character' && e.to.type === 'stash' && e.at === AT)).toBe(true)
    expect(integrityProblems(next)).toEqual([])
  })

  it('character/remove needs ledgerId and at only when the character holds lines', () => {
    expectOpError(
      () => applyOp(fullCampaign(), { type: 'character/remove', id: 'c-aria' }),
      'invalid',
      /holds 3 line\(s\).*ledgerId and at/
    )
    const empty = applyOp(fullCampaign(), { type: 'line/remove', holder: pip, lineId: 'l-4', ledgerId: 'g-z', at: AT })
    expect(applyOp(empty, { type: 'character/remove', id: 'c-pip' }).characters).toHaveLength(1)
  })

  it('line/add writes an "outside → holder" ledger entry; line/remove the reverse', () => {
    const line: InventoryLine = { id: 'l-new', ref: { source: 'catalog', id: 'potion' }, quantity: 30 }
    const c = applyOp(fullCampaign(), { type: 'line/add', to: pip, line, ledgerId: 'g-add', at: AT })
    expect(holderLines(c, pip)!.at(-1)).toEqual(line)
    expect(c.ledger.at(-1)).toEqual({
      id: 'g-add',
      at: AT,
      item: 'potion',
      ref: line.ref,
      quantity: 30,
      from: { type: 'outside' },
      to: pip,
      // a generic potion has no price in the catalog (RULES.md §14: the GM's value, else 0)
      valueGp: 0
    })
    const r = applyOp(c, { type: 'line/remove', holder: pip, lineId: 'l-new', ledgerId: 'g-rem', at: AT })
    expect(findLine(r, 'l-new')).toBeUndefined()
    expect(r.ledger.at(-1)).toMatchObject({ id: 'g-rem', quantity: 30, from: pip, to: { type: 'outside' } })
    expectOpError(
      () => applyOp(c, { type: 'line/add', to: stash, line, ledgerId: 'g-x', at: AT }),
      'conflict',
      /line l-new already exists/
    )
    expectOpError(
      () => applyOp(c, { type: 'line/remove', holder: stash, lineId: 'l-12', ledgerId: 'g-x', at: AT }),
      'not-found',
      /line l-12 not found in the stash/
    )
    expectOpError(
      () =>
        applyOp(c, {
          type: 'line/add',
          to: { type: 'character', id: 'c-ghost' },
          line: { ...line, id: 'l-z' },
          ledgerId: 'g-x',
          at: AT
        }),
      'not-found',
      /character c-ghost not found/
    )
    expectOpError(
      () =>
        applyOp(c, {
          type: 'line/add',
          to: stash,
          line: { id: 'l-z', ref: { source: 'custom', id: 'nope' }, quantity: 1 },
          ledgerId: 'g-x',
          at: AT
        }),
      'invalid',
      /no custom item has the id 'nope'/
    )
  })

  it('ledger names custom items by their name and catalog items by their display name or id', () => {
    const c = applyOp(fullCampaign(), {
      type: 'line/move',
      from: aria,
      to: stash,
      lineId: 'l-3',
      quantity: 1,
      newLineId: 'n1',
      ledgerId: 'g1',
      at: AT
    })
    expect(c.ledger.at(-1)!.item).toBe('Golden idol')
    const d = applyOp(c, {
      type: 'line/move',
      from: aria,
      to: stash,
      lineId: 'l-1',
      quantity: 1,
      newLineId: 'n2',
      ledgerId: 'g2',
      at: AT
    })
    expect(d.ledger.at(-1)!.item).toBe('Longsword +1')
  })

  it('line/update patches, and clears the name override with an empty name', () => {
    let c = applyOp(fullCampaign(), {
      type: 'line/update',
      holder: aria,
      lineId: 'l-1',
      patch: { quantity: 2, notes: 'nicked' },
      ledgerId: 'g-u',
      at: AT
    })
    expect(findLine(c, 'l-1')!.line).toMatchObject({
      quantity: 2,
      notes: 'nicked',
      name: 'Longsword +1',
      valueGp: 2315
    })
    c = applyOp(c, { type: 'line/update', holder: aria, lineId: 'l-1', patch: { name: '' } })
    expect('name' in findLine(c, 'l-1')!.line).toBe(false)
    expectOpError(
      () => applyOp(c, { type: 'line/update', holder: pip, lineId: 'l-1', patch: { quantity: 1 } }),
      'not-found',
      /line l-1 not found in Pip's inventory \(c-pip\)/
    )
  })

  it('line/split cuts a line in two right after it, splitting ammunition rounds', () => {
    const c = applyOp(fullCampaign(), {
      type: 'line/split',
      holder: aria,
      lineId: 'l-2',
      quantity: 1,
      newLineId: 'l-2b'
    })
    const inv = c.characters[0]!.inventory
    expect(inv.map((l) => l.id)).toEqual(['l-1', 'l-2', 'l-2b', 'l-3'])
    expect(inv[1]).toMatchObject({ quantity: 1, rounds: 37 })
    expect(inv[2]).toMatchObject({ quantity: 1, rounds: 36, ref: { id: 'quiver-arrows' } })
    expectOpError(
      () => applyOp(c, { type: 'line/split', holder: aria, lineId: 'l-3', quantity: 3, newLineId: 'q' }),
      'invalid',
      /cannot split 3 off line l-3: it holds 3/
    )
    expectOpError(
      () => applyOp(c, { type: 'line/split', holder: aria, lineId: 'l-3', quantity: 1, newLineId: 'l-5' }),
      'conflict',
      /line l-5 already exists/
    )
  })

  describe('line/move', () => {
    it('moves part of a line into a new line and writes the ledger', () => {
      const c = applyOp(fullCampaign(), {
        type: 'line/move',
        from: stash,
        to: aria,
        lineId: 'l-5',
        quantity: 1500,
        newLineId: 'l-gp',
        ledgerId: 'g-m',
        at: AT,
        note: 'share'
      })
      expect(findLine(c, 'l-5')!.line.quantity).toBe(2500)
      expect(findLine(c, 'l-gp')).toMatchObject({
        holder: aria,
        line: { quantity: 1500, valueGp: 1, ref: { id: 'coin-gp' } }
      })
      expect(c.ledger.at(-1)).toEqual({
        id: 'g-m',
        at: AT,
        item: 'coin-gp',
        ref: { source: 'catalog', id: 'coin-gp' },
        quantity: 1500,
        from: stash,
        to: aria,
        note: 'share',
        // 1,500 gp coins, 1 gp each (the line's own value)
        valueGp: 1500
      })
      expect(totalOf(c, 'coin-gp')).toBe(4000)
    })

    it('moving the whole quantity removes the source line', () => {
      const c = applyOp(fullCampaign(), {
        type: 'line/move',
        from: stash,
        to: pip,
        lineId: 'l-6',
        quantity: 1,
        newLineId: 'l-6b',
        ledgerId: 'g-m',
        at: AT
      })
      expect(findLine(c, 'l-6')).toBeUndefined()
      expect(findLine(c, 'l-6b')!.holder).toEqual(pip)
      // the new id may be the source's own id when the whole line moves
      const d = applyOp(fullCampaign(), {
        type: 'line/move',
        from: stash,
        to: pip,
        lineId: 'l-6',
        quantity: 1,
        newLineId: 'l-6',
        ledgerId: 'g-m',
        at: AT
      })
      expect(findLine(d, 'l-6')!.holder).toEqual(pip)
    })

    it('merges into an identical line at the destination, and only an identical one', () => {
      let c = applyOp(fullCampaign(), {
        type: 'line/move',
        from: aria,
        to: pip,
        lineId: 'l-3',
        quantity: 1,
        newLineId: 'p-idol',
        ledgerId: 'g1',
        at: AT
      })
      c = applyOp(c, {
        type: 'line/move',
        from: aria,
        to: pip,
        lineId: 'l-3',
        quantity: 1,
        newLineId: 'p-idol-2',
        ledgerId: 'g2',
        at: AT
      })
      expect(holderLines(c, pip)!.filter((l) => l.ref.id === 'x-idol')).toEqual([
        { id: 'p-idol', ref: { source: 'custom', id: 'x-idol' }, quantity: 2 }
      ])
      expect(findLine(c, 'p-idol-2')).toBeUndefined()
      // a line with a different note is not identical
      c = applyOp(c, { type: 'line/update', holder: aria, lineId: 'l-3', patch: { notes: 'cursed' } })
      c = applyOp(c, {
        type: 'line/move',
        from: aria,
        to: pip,
        lineId: 'l-3',
        quantity: 1,
        newLineId: 'p-idol-3',
        ledgerId: 'g3',
        at: AT
      })
      expect(
        holderLines(c, pip)!
          .filter((l) => l.ref.id === 'x-idol')
          .map((l) => l.quantity)
      ).toEqual([2, 1])
      expect(c.ledger.slice(-3).map((e) => e.id)).toEqual(['g1', 'g2', 'g3'])
    })

    it('merges ammunition rounds', () => {
      let c = applyOp(fullCampaign(), {
        type: 'line/move',
        from: aria,
        to: pip,
        lineId: 'l-2',
        quantity: 1,
        newLineId: 'q1',
        ledgerId: 'g1',
        at: AT
      })
      expect(findLine(c, 'q1')!.line.rounds).toBe(36)
      c = applyOp(c, {
        type: 'line/move',
        from: aria,
        to: pip,
        lineId: 'l-2',
        quantity: 1,
        newLineId: 'q2',
        ledgerId: 'g2',
        at: AT
      })
      expect(findLine(c, 'q1')!.line).toMatchObject({ quantity: 2, rounds: 73 })
    })

    it('refuses impossible moves without changing anything', () => {
      const c = frozen(fullCampaign())
      const base = { from: stash, to: aria, lineId: 'l-5', newLineId: 'n', ledgerId: 'g', at: AT } as const
      expectOpError(
        () => applyOp(c, { type: 'line/move', ...base, quantity: 4001 }),
        'invalid',
        /cannot move 4001 of line l-5: it holds 4000/
      )
      expectOpError(
        () => applyOp(c, { type: 'line/move', ...base, lineId: 'l-12', quantity: 1 }),
        'not-found',
        /line l-12 not found in the stash/
      )
      expectOpError(
        () => applyOp(c, { type: 'line/move', ...base, to: stash, quantity: 1 }),
        'invalid',
        /both the stash/
      )
      expectOpError(
        () => applyOp(c, { type: 'line/move', ...base, to: { type: 'character', id: 'ghost' }, quantity: 1 }),
        'not-found',
        /character ghost not found/
      )
      expectOpError(
        () => applyOp(c, { type: 'line/move', ...base, newLineId: 'l-1', quantity: 1 }),
        'conflict',
        /line l-1 already exists/
      )
      expect(c).toEqual(fullCampaign())
    })
  })

  it('custom items: add, update, and removal refused while in use', () => {
    const item = { id: 'x-new', name: 'Lute', type: 'gear' as const, level: 3 }
    let c = applyOp(fullCampaign(), { type: 'customItem/add', item })
    expectOpError(() => applyOp(c, { type: 'customItem/add', item }), 'conflict', /custom item x-new already exists/)
    c = applyOp(c, { type: 'customItem/update', item: { ...item, level: 4 } })
    expect(c.customItems.at(-1)!.level).toBe(4)
    c = applyOp(c, { type: 'customItem/remove', id: 'x-new' })
    expect(c.customItems.some((i) => i.id === 'x-new')).toBe(false)
    expectOpError(
      () => applyOp(c, { type: 'customItem/remove', id: 'x-idol' }),
      'conflict',
      /x-idol is still used by line l-3 of Aria/
    )
    expectOpError(
      () => applyOp(c, { type: 'customItem/update', item: { ...item, id: 'x-gone' } }),
      'not-found',
      /x-gone not found/
    )
  })
})

describe('applyBatch', () => {
  it('applies all ops in order, as one result', () => {
    const ops: Op[] = [
      {
        type: 'line/move',
        from: stash,
        to: aria,
        lineId: 'l-5',
        quantity: 2000,
        newLineId: 'a-gp',
        ledgerId: 'b1',
        at: AT
      },
      {
        type: 'line/move',
        from: stash,
        to: pip,
        lineId: 'l-5',
        quantity: 2000,
        newLineId: 'p-gp',
        ledgerId: 'b2',
        at: AT
      }
    ]
    const c = applyBatch(fullCampaign(), ops)
    expect(findLine(c, 'l-5')).toBeUndefined()
    expect([findLine(c, 'a-gp')!.line.quantity, findLine(c, 'p-gp')!.line.quantity]).toEqual([2000, 2000])
    expect(c.ledger.slice(-2).map((e) => e.id)).toEqual(['b1', 'b2'])
  })

  it('is all or nothing, naming the failing op', () => {
    const c = frozen(fullCampaign())
    const ops: Op[] = [
      {
        type: 'line/move',
        from: stash,
        to: aria,
        lineId: 'l-5',
        quantity: 2000,
        newLineId: 'a-gp',
        ledgerId: 'b1',
        at: AT
      },
      {
        type: 'line/move',
        from: stash,
        to: pip,
        lineId: 'l-5',
        quantity: 2001,
        newLineId: 'p-gp',
        ledgerId: 'b2',
        at: AT
      }
    ]
    expectOpError(
      () => applyBatch(c, ops),
      'invalid',
      /^op 2 of 2 \(line\/move\): cannot move 2001 of line l-5: it holds 2000/
    )
    expect(c).toEqual(fullCampaign())
  })
})

describe('random op sequences (property)', () => {
  const holders: Holder[] = [stash, aria, pip]
  const opArb = fc.record({
    kind: fc.constantFrom('move', 'split', 'update', 'remove', 'add'),
    from: fc.nat(2),
    to: fc.nat(2),
    pick: fc.nat(50),
    q: fc.integer({ min: 1, max: 5000 }),
    n: fc.nat(1_000_000)
  })

  it('every accepted op keeps the campaign valid; every refused op is an OpError; moves conserve quantities', () => {
    expect(CampaignSchema.safeParse(fullCampaign()).success).toBe(true)
    const seen = { accepted: 0, refused: 0 }
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 40 }), (steps) => {
        let c = fullCampaign()
        steps.forEach((s, i) => {
          const from = holders[s.from]!
          const lines = holderLines(c, from) ?? []
          const line = lines[s.pick % Math.max(1, lines.length)]
          const lineId = line?.id ?? 'missing'
          const common = { ledgerId: `r${i}`, at: AT }
          const op: Op =
            s.kind === 'move'
              ? {
                  type: 'line/move',
                  from,
                  to: holders[s.to]!,
                  lineId,
                  quantity: (s.q % 7) + 1,
                  newLineId: `m${i}`,
                  ...common
                }
              : s.kind === 'split'
                ? { type: 'line/split', holder: from, lineId, quantity: (s.q % 3) + 1, newLineId: `s${i}` }
                : s.kind === 'update'
                  ? { type: 'line/update', holder: from, lineId, patch: { quantity: s.n % 10 }, ...common }
                  : s.kind === 'remove'
                    ? { type: 'line/remove', holder: from, lineId, ...common }
                    : {
                        type: 'line/add',
                        to: from,
                        line: { id: `a${i}`, ref: { source: 'catalog', id: 'torch' }, quantity: s.q },
                        ...common
                      }
          const totalsBefore = ['coin-gp', 'x-idol', 'quiver-arrows'].map((r) => totalOf(c, r))
          let next: Campaign
          try {
            next = applyOp(c, op)
          } catch (e) {
            expect(e).toBeInstanceOf(OpError)
            seen.refused++
            return
          }
          seen.accepted++
          expect(CampaignSchema.safeParse(next).success).toBe(true)
          expect(integrityProblems(next)).toEqual([])
          if (op.type === 'line/move' || op.type === 'line/split') {
            expect(['coin-gp', 'x-idol', 'quiver-arrows'].map((r) => totalOf(next, r))).toEqual(totalsBefore)
          }
          if (op.type !== 'line/update' && op.type !== 'line/split')
            expect(next.ledger.length).toBe(c.ledger.length + 1)
          // a quantity edit is one ledger entry, none when the quantity stays
          if (op.type === 'line/update')
            expect(next.ledger.length).toBe(c.ledger.length + (op.patch.quantity === line?.quantity ? 0 : 1))
          c = next
        })
      }),
      { numRuns: 200 }
    )
    expect(seen.accepted).toBeGreaterThan(500)
    expect(seen.refused).toBeGreaterThan(50)
  })
})
