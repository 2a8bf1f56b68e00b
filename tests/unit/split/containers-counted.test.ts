// RULES.md §10, issue 13 item 3: moving the container moves its contents. With the house rule counting a
// bag's contents as carried, a bag of the loot holding something went to one carrier while the split's
// loads counted nothing of what it holds (the app then split the contents loose to others). The bag and
// its contents now go to one carrier, whose groups count them; a bag nobody can take with them stays.
import { describe, expect, it } from 'vitest'
import { evaluate, type EngineItem } from '@shared/rules'
import { reviewSplit, splitLoot, type SplitCharacter, type SplitInput } from '@shared/split'

const options = { extradimensionalContentsCount: true }
const potion = (quantity: number): EngineItem => ({ name: 'potion', type: 'gear', level: 1, kind: 'potion', quantity })
const sack = (inside: number): SplitInput['loot'][number] => ({
  id: 'sack',
  name: 'Bag of holding (type I)',
  type: 'gear',
  level: 1,
  quantity: 1,
  extradimensional: true,
  valueGp: 2500 + inside,
  contents: [potion(inside)]
})
const who = (id: string, strength = 10, items: EngineItem[] = []): SplitCharacter => ({
  id,
  name: id[0]!.toUpperCase() + id.slice(1),
  strength,
  size: 'M',
  wornArmor: null,
  items
})

/** The carrier's load by the engine: its items, what it got, a bag with what it holds inside. */
function loadOf(input: SplitInput, result: ReturnType<typeof splitLoot>, id: string): string {
  const c = input.characters.find((x) => x.id === id)!
  const items: EngineItem[] = [...c.items]
  for (const a of result.assignments.filter((x) => x.character === id)) {
    const { id: lineId, valueGp: _v, contents, ...item } = input.loot.find((l) => l.id === a.loot)!
    items.push({ ...item, quantity: a.quantity, ...(contents ? { id: lineId } : {}) })
    for (const content of contents ?? []) items.push({ ...content, in: lineId })
  }
  return evaluate({ options: input.options, character: c, items }).load
}

describe('a bag of the loot whose contents count as carried', () => {
  it('goes with its contents to one carrier, and every load is the engine’s with them', () => {
    const input: SplitInput = {
      options,
      characters: [who('ezren'), who('meri')],
      loot: [sack(20), { id: 'pot', ...potion(20), valueGp: 1 }]
    }
    const result = splitLoot(input)
    expect(result.left).toEqual([])
    const bag = result.assignments.filter((a) => a.loot === 'sack')
    expect(bag).toHaveLength(1)
    for (const id of ['ezren', 'meri']) expect(result.loads[id]).toBe(loadOf(input, result, id))
    expect(Object.values(result.loads).sort()).toEqual(['light', 'medium'])
    expect(result.before).toEqual({ ezren: 'light', meri: 'light' })
    expect(bag[0]!.why.code).toBe('raises')
    expect(result.stats.claims).toEqual({ honoured: 0, total: 0 })
  })

  it('a claim on the bag is honoured when the claimant can carry it with what it holds', () => {
    const input: SplitInput = {
      options,
      characters: [who('ezren'), who('meri', 18)],
      loot: [sack(10), { id: 'pot', ...potion(10), valueGp: 1 }],
      claims: [{ loot: 'sack', character: 'ezren' }]
    }
    const result = splitLoot(input)
    expect(result.assignments.find((a) => a.loot === 'sack')).toMatchObject({
      character: 'ezren',
      why: { code: 'claimed' }
    })
    expect(result.stats.claims).toEqual({ honoured: 1, total: 1 })
    for (const id of ['ezren', 'meri']) expect(result.loads[id]).toBe(loadOf(input, result, id))
  })

  it('stays in the stash when nobody can carry it with what it holds; the rest is split', () => {
    const input: SplitInput = {
      options,
      characters: [who('ezren'), who('meri')],
      loot: [sack(40), { id: 'pot', ...potion(4), valueGp: 1 }] // 41 potions' worth: over 32 for anyone
    }
    const result = splitLoot(input)
    expect(result.left).toMatchObject([{ loot: 'sack', quantity: 1, why: { code: 'holds-too-much' } }])
    expect(new Set(result.assignments.map((a) => a.loot))).toEqual(new Set(['pot']))
    expect(result.stats.left.units).toBe(41)
  })

  it('a review counts what the bag holds for whoever the GM gives it to', () => {
    const input: SplitInput = { options, characters: [who('ezren'), who('meri')], loot: [sack(20)] }
    const reviewed = reviewSplit(input, [{ loot: 'sack', character: 'meri', quantity: 1 }])
    expect(reviewed.loads).toEqual({ ezren: 'light', meri: 'medium' })
  })

  it('off: the bag alone, what it holds counts for nobody', () => {
    const input: SplitInput = { characters: [who('ezren')], loot: [sack(40)] }
    expect(splitLoot(input).loads).toEqual({ ezren: 'light' })
  })
})
