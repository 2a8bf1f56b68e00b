// Issue 10: what adding an item does — made for the bearer's size, merged into an identical line, rounds into
// the containers' room first — and what a player-facing export shows for an unidentified line.
import { describe, expect, it } from 'vitest'
import { applyBatch, newCampaign } from '@shared/campaign/apply-op'
import { sizeShift } from '@shared/campaign/lines'
import type { Campaign } from '@shared/campaign/schema'
import { getCatalogEntry } from '@shared/catalog'
import { characterSummary } from '@shared/export/summary'
import { itemOf } from '@shared/campaign/items'
import { planAdd } from '@shared/campaign/add-plan'

function party(): Campaign {
  const c = newCampaign('Test', 'en')
  const hero = (id: string, size: 'P' | 'M') => ({
    id,
    name: id,
    player: '',
    strength: 10,
    size,
    wornArmor: null,
    notes: '',
    inventory: []
  })
  c.characters.push(hero('pip', 'P'), hero('val', 'M'))
  return c
}
const pip = { type: 'character', id: 'pip' } as const
const stash = { type: 'stash' } as const
const add = (c: Campaign, to: typeof pip | typeof stash, id: string, quantity: number, rounds?: number) =>
  applyBatch(
    c,
    planAdd(c, to, { ref: { source: 'catalog', id }, quantity, ...(rounds !== undefined ? { rounds } : {}) }).ops
  )

describe('planAdd', () => {
  it('a weapon for a Small bearer is made Small; loot in the stash stays Medium; gear has no size', () => {
    let c = add(party(), pip, 'dagger', 6)
    c = add(c, stash, 'dagger', 2)
    c = add(c, pip, 'torch', 1)
    expect(c.characters[0]!.inventory.map((l) => [l.ref.id, l.size])).toEqual([
      ['dagger', 'P'],
      ['torch', undefined]
    ])
    expect(c.stash[0]!.size).toBeUndefined()
  })

  it('"3 dagues" twice then "dague" is one line of 7', () => {
    let c = add(party(), stash, 'dagger', 3)
    c = add(c, stash, 'dagger', 3)
    c = add(c, stash, 'dagger', 1)
    expect(c.stash.map((l) => l.quantity)).toEqual([7])
  })

  it('rounds fill the room of the bearer’s containers before new ones', () => {
    let c = add(party(), pip, 'quiver-arrows', 2, 60) // 2 quivers, room for 40 more
    c = add(c, pip, 'quiver-arrows', 1, 30) // fits
    expect(c.characters[0]!.inventory.map((l) => [l.quantity, l.rounds])).toEqual([[2, 90]])
    c = add(c, pip, 'quiver-arrows', 2, 70) // 10 fit, 60 need 2 more quivers, merged into the line
    expect(c.characters[0]!.inventory.map((l) => [l.quantity, l.rounds])).toEqual([[4, 160]])
  })

  it('a Medium dagger on a Small bearer says why it counts as level 3', () => {
    const c = add(party(), stash, 'dagger', 1)
    const item = itemOf(c.stash[0]!.ref, [], 'en')!
    expect(sizeShift(c.stash[0]!, item, 'P')).toEqual({ madeFor: 'M', base: 2, level: 3, bearer: 'P' })
    expect(sizeShift({ ...c.stash[0]!, size: 'P' }, item, 'P')).toBeNull()
  })
})

describe('player-facing exports', () => {
  it('an unidentified line shows its unidentified name, plain price and no notes; an identified one its own name', () => {
    let c = add(party(), pip, 'longsword', 1)
    const line = c.characters[0]!.inventory[0]!
    c = applyBatch(c, [
      {
        type: 'line/update',
        holder: pip,
        lineId: line.id,
        patch: {
          name: 'Longsword +1',
          nameFr: 'Épée longue +1',
          identified: false,
          unidentifiedName: 'Ornate longsword',
          valueGp: 2315,
          notes: 'cursed'
        }
      }
    ])
    const hidden = characterSummary(c, c.characters[0]!, getCatalogEntry).groups[0]!.items[0]!
    expect(hidden).toMatchObject({ name: 'Ornate longsword', valueGp: 15, notes: '' })
    c = applyBatch(c, [
      { type: 'line/update', holder: pip, lineId: line.id, patch: {}, clear: ['identified'] },
      { type: 'campaign/setExportLanguage', language: 'fr' }
    ])
    expect(characterSummary(c, c.characters[0]!, getCatalogEntry).groups[0]!.items[0]).toMatchObject({
      name: 'Épée longue +1',
      valueGp: 2315,
      notes: 'cursed'
    })
  })
})
