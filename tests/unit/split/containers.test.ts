// Issue 13 item 3: the split can put loot into an extradimensional container (RULES.md §10). A
// container the GM lets the split fill carries for its holder: what goes in counts in the holder's
// share, adds nothing to the holder's load, within its capacity and largest level, and is never another
// extradimensional container.
import { describe, expect, it } from 'vitest'
import { evaluate, type EngineItem } from '@shared/rules'
import { reviewSplit, splitLoot, validateSplitInput, type SplitCharacter, type SplitInput } from '@shared/split'
import { bearerInstance, refusedPath, smallInstance, valueInstance } from './instances'

const bag = (extra: Partial<EngineItem> = {}): EngineItem => ({
  id: 'bag',
  name: 'Bag of holding (type I)',
  type: 'gear',
  level: 1,
  quantity: 1,
  extradimensional: true,
  capacity: 10,
  maxLevel: 3,
  ...extra
})
const ezren = (items: EngineItem[] = [bag()]): SplitCharacter => ({
  id: 'ezren',
  name: 'Ezren',
  strength: 8,
  size: 'M',
  wornArmor: null,
  items
})
const rope = (quantity: number): SplitInput['loot'][number] => ({
  id: 'rope',
  name: 'rope',
  type: 'gear',
  level: 3,
  quantity,
  valueGp: 1
})

/** Units of each line that went into the bag, by line id. */
function inBag(result: ReturnType<typeof splitLoot>, id = 'bag'): Record<string, number> {
  const out: Record<string, number> = {}
  for (const a of result.assignments) if (a.in === id) out[a.loot] = (out[a.loot] ?? 0) + a.quantity
  return out
}

describe('the split puts loot into a container (issue 13 item 3)', () => {
  it('a haul that makes Ezren heavy fits in his bag of holding and leaves him light', () => {
    const input: SplitInput = { characters: [ezren()], loot: [rope(8)] }
    const without = splitLoot(input)
    expect(without.loads.ezren).toBe('heavy')
    const result = splitLoot({ ...input, into: ['bag'] })
    expect(result.loads).toEqual({ ezren: 'light' })
    expect(result.left).toEqual([])
    expect(result.assignments.every((a) => a.character === 'ezren')).toBe(true)
    expect(inBag(result).rope).toBeGreaterThan(0)
    // What went in counts in his share and is his, but not in his load (the engine says so too).
    expect(result.stats.valueGp).toEqual({ ezren: 8 })
    const carried: EngineItem[] = result.assignments.map((a) => ({
      ...rope(a.quantity),
      ...(a.in ? { in: a.in } : {})
    }))
    const after = evaluate({ character: { strength: 8, size: 'M' }, items: [...ezren().items, ...carried] })
    expect(after.load).toBe('light')
    expect(after.warnings).toEqual([])
    const why = result.assignments.find((a) => a.in === 'bag')!.why
    expect(why.code).toBe('into-container')
    expect(why.text).toContain("Ezren's Bag of holding (type I)")
  })

  it('respects the capacity, counting what the bag holds already (coins per unit)', () => {
    const holding: EngineItem[] = [
      bag({ capacity: 5 }),
      { name: 'gold', type: 'coins', quantity: 150, in: 'bag' },
      { name: 'potion', type: 'gear', level: 1, quantity: 2, in: 'bag' }
    ]
    // 2 potions and 1.5 units of coins: 1 unit left of 5.
    const result = splitLoot({ characters: [ezren(holding)], loot: [rope(8)], into: ['bag'] })
    expect(inBag(result).rope).toBe(1)
    const taken = result.assignments.filter((a) => !a.in).reduce((s, a) => s + a.quantity, 0)
    expect(taken + 1 + result.left.reduce((s, l) => s + l.quantity, 0)).toBe(8)
    expect(result.loads.ezren).not.toBe('over')
  })

  it('respects the largest level: a level-5 chest stays out of a bag that takes level 3', () => {
    const chest = { id: 'chest', name: 'chest', type: 'gear' as const, level: 5, quantity: 3, valueGp: 2 }
    const result = splitLoot({ characters: [ezren()], loot: [chest, rope(8)], into: ['bag'] })
    expect(inBag(result).chest).toBeUndefined()
    expect(inBag(result).rope).toBeGreaterThan(0)
  })

  it('never puts an extradimensional container in another (the paradox)', () => {
    const haversack = {
      id: 'haversack',
      name: 'Handy haversack',
      type: 'gear' as const,
      level: 1,
      quantity: 1,
      extradimensional: true,
      valueGp: 2000
    }
    const loaded = ezren([bag({ capacity: 100, maxLevel: 7 })])
    const result = splitLoot({ characters: [loaded], loot: [haversack, rope(2)], into: ['bag'] })
    expect(inBag(result).haversack).toBeUndefined()
    expect(result.assignments.find((a) => a.loot === 'haversack')?.character).toBe('ezren')
  })

  it("what goes in counts in the holder's share: two people, one with a bag, share evenly", () => {
    const kyra: SplitCharacter = { id: 'kyra', name: 'Kyra', strength: 8, size: 'M', wornArmor: null, items: [] }
    const even = splitLoot({ characters: [ezren(), kyra], loot: [rope(4)], into: ['bag'] })
    expect(even.stats.shareGp).toEqual({ ezren: 2, kyra: 2 })
    expect(Object.keys(even.loads).sort()).toEqual(['ezren', 'kyra'])
    // Twelve: Kyra stays light with what she can, the rest goes to Ezren and his bag, all in his share.
    const result = splitLoot({ characters: [ezren(), kyra], loot: [rope(12)], into: ['bag'] })
    expect(result.left).toEqual([])
    const ezrens = result.assignments.filter((a) => a.character === 'ezren').reduce((s, a) => s + a.quantity, 0)
    expect(result.stats.shareGp).toEqual({ ezren: ezrens, kyra: 12 - ezrens })
    expect(result.loads).toEqual({ ezren: 'light', kyra: 'light' })
  })

  it("a house rule that counts the contents makes the bag only its holder's load: no bin", () => {
    const input: SplitInput = {
      characters: [ezren()],
      loot: [rope(8)],
      options: { extradimensionalContentsCount: true }
    }
    expect(splitLoot({ ...input, into: ['bag'] })).toEqual(splitLoot(input))
  })

  it('off (no `into`): the same result as before on the seeded instances', () => {
    for (let seed = 1; seed <= 20; seed++) {
      for (const make of [smallInstance, valueInstance, bearerInstance]) {
        const input = make(seed)
        expect(splitLoot({ ...input, into: [] })).toEqual(splitLoot(input))
      }
    }
  })

  it('seeded instances with a bag: the engine finds every final load as reported and no container warning', () => {
    let filled = 0
    for (let seed = 1; seed <= 30; seed++) {
      const input = smallInstance(seed)
      const holder = input.characters[0]!
      const capacity = seed % 7
      const withBag: SplitInput = {
        ...input,
        characters: [
          { ...holder, items: [...holder.items, bag({ capacity, maxLevel: seed % 8 })] },
          ...input.characters.slice(1)
        ],
        into: ['bag']
      }
      const result = splitLoot(withBag)
      for (const c of withBag.characters) {
        const items: EngineItem[] = [...c.items]
        for (const a of result.assignments.filter((x) => x.character === c.id)) {
          const { id: _id, valueGp: _v, ...line } = withBag.loot.find((l) => l.id === a.loot)!
          items.push({
            ...line,
            quantity: a.quantity,
            ...(a.rounds !== undefined ? { rounds: a.rounds } : {}),
            ...(a.in ? { in: a.in } : {})
          })
          if (a.in) {
            filled += a.quantity
            expect(line.extradimensional).not.toBe(true)
          }
        }
        const after = evaluate({ ...(withBag.options ? { options: withBag.options } : {}), character: c, items })
        expect(after.load).toBe(result.loads[c.id])
        expect(after.warnings).toEqual([])
      }
    }
    expect(filled).toBeGreaterThan(0)
  })

  it('a split the GM edits can put a line in the bag (reviewSplit), and is refused for a container not filled', () => {
    const input: SplitInput = { characters: [ezren()], loot: [rope(8)], into: ['bag'] }
    const review = reviewSplit(input, [
      { loot: 'rope', character: 'ezren', quantity: 5, in: 'bag' },
      { loot: 'rope', character: 'ezren', quantity: 3 }
    ])
    expect(review.loads.ezren).toBe('light')
    expect(review.assignments.map((a) => [a.quantity, a.in])).toEqual([
      [3, undefined],
      [5, 'bag']
    ])
  })

  it('refuses `into` naming no container, a line that is not one, or a fund', () => {
    const base = {
      characters: [ezren([bag(), { id: 'rope-1', name: 'rope', type: 'gear', level: 3, quantity: 1 }])],
      loot: []
    }
    const refusal = (raw: unknown) => refusedPath(() => validateSplitInput(raw))
    expect(refusal({ ...base, into: ['nope'] })).toBe('into[0]')
    expect(refusal({ ...base, into: ['bag', 'rope-1'] })).toBe('into[1]')
    expect(refusal({ ...base, into: ['bag', 'bag'] })).toBe('into[1]')
    expect(refusal({ ...base, into: ['bag'] })).toBeNull()
  })
})
