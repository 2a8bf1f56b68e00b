// Issue 13 in the campaign model: other bearers (RULES.md §11), extradimensional containers (§10).
import { describe, expect, it } from 'vitest'
import { applyBatch, applyOp, newCampaign, OpError } from '@shared/campaign/apply-op'
import type { Holder, Op } from '@shared/campaign/ops'
import { parseCampaignText } from '@shared/campaign/parse'
import { reconcile } from '@shared/campaign/reconcile'
import { CampaignSchema, type Campaign, type InventoryLine } from '@shared/campaign/schema'
import { characterToEvaluateInput } from '@shared/campaign/to-engine'
import { getCatalogEntry } from '@shared/catalog'
import { evaluate } from '@shared/rules'
import { character, line } from './fixtures/party'

const AT = '2024-06-01T19:00:00Z'
const wizard: Holder = { type: 'character', id: 'c-ezren' }
const stash: Holder = { type: 'stash' }

function campaign(): Campaign {
  const c = newCampaign('Bags', 'en')
  const ezren = character('c-ezren', 'Ezren', {
    inventory: [
      line('l-bag', 'bag-of-holding-1', 1, { capacity: 20 }),
      line('l-hole', 'portable-hole', 1),
      line('l-pack', 'backpack', 1),
      line('l-potions', 'potion', 30)
    ]
  })
  const mule = character('c-mule', 'Mule', {
    strength: 16,
    size: 'G',
    bearer: 'pack-animal',
    owner: 'c-ezren',
    quadruped: true,
    baseSpeed: 30
  })
  return { ...c, characters: [ezren, mule] }
}

const into = (lineId: string, bag: string): Op => ({
  type: 'line/update',
  holder: wizard,
  lineId,
  patch: { in: bag }
})

function refused(op: Op, c: Campaign, reason: string): void {
  try {
    applyOp(c, op)
  } catch (e) {
    expect(e).toBeInstanceOf(OpError)
    expect((e as OpError).why?.reason).toBe(reason)
    return
  }
  throw new Error('expected an OpError')
}

const loadOf = (c: Campaign, id: string) => {
  const ch = c.characters.find((x) => x.id === id)!
  return evaluate(characterToEvaluateInput(c, ch, getCatalogEntry))
}

describe('other bearers and bags of holding in a campaign (issue 13)', () => {
  it('a file with a pack animal, a bag and its contents, and the new options, opens and round-trips', () => {
    let c = applyOp(campaign(), into('l-potions', 'l-bag'))
    c = { ...c, options: { ...c.options, quadrupedsCarryMore: true } }
    expect(CampaignSchema.safeParse(c).success).toBe(true)
    const parsed = parseCampaignText(JSON.stringify(c), 'bags.json')
    expect(parsed.ok).toBe(true)
  })

  it('the potions in the bag count for nothing; the capacity warning; the mule gets d +1 with the option', () => {
    const before = loadOf(campaign(), 'c-ezren')
    expect(before.load).toBe('heavy') // 30 potions, 16/24/32
    let c = applyOp(campaign(), into('l-potions', 'l-bag'))
    const after = loadOf(c, 'c-ezren')
    expect(after.load).toBe('light')
    expect(after.contained).toEqual([3])
    expect(after.warnings).toEqual([{ code: 'capacity', item: 0, id: 'l-bag', units: 30, capacity: 20 }])
    c = { ...c, options: { ...c.options, extradimensionalContentsCount: true } }
    expect(loadOf(c, 'c-ezren').load).toBe('heavy')
    const mule = characterToEvaluateInput(c, c.characters[1]!, getCatalogEntry)
    expect(mule.character).toEqual({ strength: 16, size: 'G', wornArmor: null, baseSpeed: 30, quadruped: true })
    c = { ...c, options: { ...c.options, quadrupedsCarryMore: true } }
    expect(loadOf(c, 'c-mule').strengthAdjustment).toBe(1)
  })

  it('refuses a bag inside another (the PF1 paradox) and a line put into an ordinary backpack', () => {
    refused(into('l-bag', 'l-hole'), campaign(), 'container-paradox')
    refused(into('l-potions', 'l-pack'), campaign(), 'not-a-container')
    refused(into('l-potions', 'l-nowhere'), campaign(), 'not-a-container')
    refused(into('l-potions', 'l-potions'), campaign(), 'not-a-container')
  })

  it('moving the bag moves its contents, still inside, each move in the ledger (the ledger still reconciles)', () => {
    // the lines arrive through line/add, so that the ledger accounts for them from the start
    const empty = campaign()
    const adds: Op[] = empty.characters[0]!.inventory.map((l, i) => ({
      type: 'line/add',
      to: wizard,
      line: l,
      ledgerId: `g-add-${i}`,
      at: AT
    }))
    const start = { ...empty, characters: [{ ...empty.characters[0]!, inventory: [] }, empty.characters[1]!] }
    const c0 = applyBatch(start, [...adds, into('l-potions', 'l-bag')])
    expect(reconcile(c0)).toEqual([])
    const moved = applyOp(c0, {
      type: 'line/move',
      from: wizard,
      to: stash,
      lineId: 'l-bag',
      quantity: 1,
      newLineId: 'l-bag2',
      ledgerId: 'g-1',
      at: AT
    })
    expect(moved.characters[0]!.inventory.map((l) => l.id)).toEqual(['l-hole', 'l-pack'])
    expect(moved.stash).toMatchObject([
      { id: 'l-bag2', quantity: 1 },
      { id: 'l-potions', quantity: 30, in: 'l-bag2' }
    ])
    expect(moved.ledger.slice(adds.length).map((e) => [e.id, e.quantity, e.from.type, e.to.type])).toEqual([
      ['g-1', 1, 'character', 'stash'],
      ['g-1-c1', 30, 'character', 'stash']
    ])
    expect(reconcile(moved)).toEqual([])
  })

  it('bug: a bag moved onto an identical bag merged into it (its contents followed, the id was gone): each bag stays its own', () => {
    const c0 = campaign()
    const withTwin: Campaign = {
      ...c0,
      stash: [line('l-sbag', 'bag-of-holding-1', 1, { capacity: 20 }), line('l-rope', 'rope-hemp', 2, { in: 'l-sbag' })]
    }
    const move: Op = {
      type: 'line/move',
      from: stash,
      to: wizard,
      lineId: 'l-sbag',
      quantity: 1,
      newLineId: 'l-sbag',
      ledgerId: 'g-1',
      at: AT
    }
    const c1 = applyBatch(withTwin, [into('l-potions', 'l-bag'), move])
    const bags = c1.characters[0]!.inventory.filter((l) => l.ref.id === 'bag-of-holding-1')
    expect(bags.map((l) => [l.id, l.quantity])).toEqual([
      ['l-bag', 1],
      ['l-sbag', 1]
    ])
    const inv = c1.characters[0]!.inventory
    expect(inv.find((l) => l.id === 'l-potions')?.in).toBe('l-bag')
    expect(inv.find((l) => l.ref.id === 'rope-hemp')?.in).toBe('l-sbag')
    // and a character who leaves with a bag identical to one of the stash: two bags in the stash, each with its own
    const gone = applyOp(c1, { type: 'character/remove', id: 'c-ezren', ledgerId: 'g-3', at: AT })
    const stashBags = gone.stash.filter((l) => l.ref.id === 'bag-of-holding-1')
    expect(stashBags.map((l) => l.quantity)).toEqual([1, 1])
    expect(gone.stash.find((l) => l.ref.id === 'potion')?.in).toBe(stashBags[0]!.id)
    expect(gone.stash.find((l) => l.ref.id === 'rope-hemp')?.in).toBe(stashBags[1]!.id)
  })

  it('a line moved out of its holder leaves the bag it was in', () => {
    const c0 = applyOp(campaign(), into('l-potions', 'l-bag'))
    const moved = applyOp(c0, {
      type: 'line/move',
      from: wizard,
      to: stash,
      lineId: 'l-potions',
      quantity: 5,
      newLineId: 'l-p5',
      ledgerId: 'g-2',
      at: AT
    })
    expect(moved.stash).toEqual([line('l-p5', 'potion', 5)])
    expect(moved.characters[0]!.inventory.find((l) => l.id === 'l-potions')).toMatchObject({
      quantity: 25,
      in: 'l-bag'
    })
  })

  it('a hand-edited file whose line names no bag, or puts a bag in a bag, is refused where it is read; the engine still counts them as carried', () => {
    const c = campaign()
    const edited: Campaign = {
      ...c,
      characters: [
        {
          ...c.characters[0]!,
          inventory: [
            line('l-bag', 'bag-of-holding-1', 1, { in: 'l-hole' }),
            line('l-hole', 'portable-hole', 1),
            line('l-potions', 'potion', 30, { in: 'l-gone' })
          ]
        },
        c.characters[1]!
      ]
    }
    // issue 26 item 3: the ops refuse to make either, and so does the file check (it opened before)
    const parsed = parseCampaignText(JSON.stringify(edited), 'edited.json')
    expect(!parsed.ok && parsed.problems.map((p) => [p.path, p.reason])).toEqual([
      ['characters[0].inventory[0].in', 'bag-in-bag'],
      ['characters[0].inventory[2].in', 'in-missing']
    ])
    const result = loadOf(edited, 'c-ezren')
    expect(result.contained).toEqual([])
    expect(result.load).toBe('heavy')
  })

  describe('line/stow: into a bag and out of it, within a holder (the sheet drag, "Put in" / "Take out")', () => {
    const stow = (lineId: string, quantity: number, bag?: string, newLineId = 'l-part'): Op => ({
      type: 'line/stow',
      holder: wizard,
      lineId,
      quantity,
      newLineId,
      ...(bag ? { into: bag } : {})
    })
    const inv = (c: Campaign) => c.characters[0]!.inventory.map((l) => [l.id, l.quantity, l.in ?? null])

    it('a whole line keeps its id; a part becomes the new line; both merge into what is already there', () => {
      let c = applyOp(campaign(), stow('l-potions', 30, 'l-bag'))
      expect(inv(c)).toContainEqual(['l-potions', 30, 'l-bag'])
      expect(loadOf(c, 'c-ezren').load).toBe('light')
      c = applyOp(c, stow('l-potions', 10))
      expect(inv(c)).toEqual([
        ['l-bag', 1, null],
        ['l-hole', 1, null],
        ['l-pack', 1, null],
        ['l-potions', 20, 'l-bag'],
        ['l-part', 10, null]
      ])
      // back in: merges into the potions already in the bag
      c = applyOp(c, stow('l-part', 10, 'l-bag'))
      expect(inv(c)).toContainEqual(['l-potions', 30, 'l-bag'])
      expect(inv(c)).toHaveLength(4)
      // the ledger does not see a move inside a holder
      expect(c.ledger).toEqual([])
    })

    it('refuses the paradox, a backpack, too many, and a line already there', () => {
      refused(stow('l-hole', 1, 'l-bag'), campaign(), 'container-paradox')
      refused(stow('l-potions', 3, 'l-pack'), campaign(), 'not-a-container')
      refused(stow('l-potions', 31, 'l-bag'), campaign(), 'not-enough')
      refused(stow('l-potions', 3), campaign(), 'same-holder')
      refused(stow('l-potions', 3, 'l-hole', 'l-bag'), campaign(), 'id-taken')
    })

    it('line/move with into: loot from the stash goes straight into the bag; a bag cannot go into one', () => {
      const c0 = applyOp(campaign(), {
        type: 'line/add',
        to: stash,
        line: line('s-gems', 'potion', 12),
        ledgerId: 'g-a',
        at: AT
      })
      const c = applyOp(c0, {
        type: 'line/move',
        from: stash,
        to: wizard,
        lineId: 's-gems',
        quantity: 12,
        newLineId: 'l-gems',
        ledgerId: 'g-b',
        at: AT,
        into: 'l-hole'
      })
      expect(inv(c)).toContainEqual(['l-gems', 12, 'l-hole'])
      const withBag = applyOp(c0, {
        type: 'line/add',
        to: stash,
        line: line('s-bag', 'bag-of-holding-2', 1),
        ledgerId: 'g-c',
        at: AT
      })
      refused(
        {
          type: 'line/move',
          from: stash,
          to: wizard,
          lineId: 's-bag',
          quantity: 1,
          newLineId: 's-bag',
          ledgerId: 'g-d',
          at: AT,
          into: 'l-hole'
        },
        withBag,
        'container-paradox'
      )
    })

    it('line/add into a bag is checked the same way', () => {
      const add = (l: InventoryLine): Op => ({ type: 'line/add', to: wizard, line: l, ledgerId: 'g-x', at: AT })
      refused(add(line('l-bag2', 'bag-of-holding-2', 1, { in: 'l-bag' })), campaign(), 'container-paradox')
      refused(add(line('l-rope', 'rope-hemp', 1, { in: 'l-pack' })), campaign(), 'not-a-container')
      expect(inv(applyOp(campaign(), add(line('l-rope', 'rope-hemp', 1, { in: 'l-bag' }))))).toContainEqual([
        'l-rope',
        1,
        'l-bag'
      ])
    })

    it('a bag used up or removed leaves its contents loose with their holder, never dangling', () => {
      const c0 = applyOp(campaign(), stow('l-potions', 30, 'l-bag'))
      const removed = applyOp(c0, { type: 'line/remove', holder: wizard, lineId: 'l-bag', ledgerId: 'g-r', at: AT })
      expect(inv(removed)).toContainEqual(['l-potions', 30, null])
      const used = applyOp(c0, {
        type: 'line/use',
        holder: wizard,
        lineId: 'l-bag',
        quantity: 1,
        ledgerId: 'g-u',
        at: AT
      })
      expect(inv(used)).toContainEqual(['l-potions', 30, null])
    })

    it('line/update clears `in` (take out) and the GM capacity and largest level', () => {
      const c0 = applyOp(campaign(), into('l-potions', 'l-bag'))
      const c = applyOp(c0, { type: 'line/update', holder: wizard, lineId: 'l-potions', patch: {}, clear: ['in'] })
      expect(inv(c)).toContainEqual(['l-potions', 30, null])
      const c2 = applyOp(c, {
        type: 'line/update',
        holder: wizard,
        lineId: 'l-bag',
        patch: { maxLevel: 4 },
        clear: ['capacity']
      })
      expect(c2.characters[0]!.inventory[0]).toEqual(line('l-bag', 'bag-of-holding-1', 1, { maxLevel: 4 }))
    })
  })
})
