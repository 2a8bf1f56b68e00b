// Regression: the split gave a mule a full value share as if it were a person, so the value-fair split
// took value from the characters to "pay" the mule. A bearer carries for its owner (its value counts in
// the owner's share, loads stay per bearer) or, with no owner in the split, for the party (in no share).
import { describe, expect, it } from 'vitest'
import { splitLoot, validateSplitInput, type SplitCharacter, type SplitInput } from '@shared/split'
import { RulesInputError } from '@shared/rules'
import { haulWithMule } from '../../bench/split'

const person = (id: string): SplitCharacter => ({ id, name: id, strength: 12, size: 'M', wornArmor: null, items: [] })
const mule = (valueFor: string | null): SplitCharacter => ({
  id: 'mule',
  name: 'Mule',
  strength: 16,
  size: 'G',
  wornArmor: null,
  quadruped: true,
  items: [],
  valueFor
})
const rubies = (quantity: number): SplitInput['loot'] => [
  { id: 'ruby', name: 'ruby', type: 'gear', level: 1, quantity, valueGp: 100 }
]

describe("a bearer's value counts in its owner's share, or in none", () => {
  it("the mule carries for Aria: Aria and her mule hold one share, even with Brann's", () => {
    const result = splitLoot({ characters: [person('aria'), person('brann'), mule('aria')], loot: rubies(6) })
    expect(result.stats.shareGp).toEqual({ aria: 300, brann: 300 })
    expect(result.stats.valueGp.aria! + result.stats.valueGp.mule!).toBe(300)
    expect(result.stats.valueSpreadGp).toBe(0)
    expect(result.stats.valueSpreadBound).toEqual({ gp: 0, exact: true })
    // Loads stay per bearer.
    expect(Object.keys(result.loads).sort()).toEqual(['aria', 'brann', 'mule'])
  })

  it('a mule given no value of its own does not take it from the characters (three rubies, two people)', () => {
    // Before: 1 / 1 / 1 (the mule a full share); now Aria's share (with her mule) and Brann's differ by one ruby.
    const result = splitLoot({ characters: [person('aria'), person('brann'), mule('aria')], loot: rubies(3) })
    expect(Object.values(result.stats.shareGp).sort()).toEqual([100, 200])
    expect(result.stats.valueSpreadGp).toBe(100)
    expect(result.stats.valueSpreadBound?.exact).toBe(true)
  })

  it("a mule with no owner in the split carries for the party: in nobody's share, it takes what the others cannot", () => {
    // The rubies go to the people (the mule holding one would even the shares, but at the party's cost).
    const result = splitLoot({ characters: [person('aria'), person('brann'), mule(null)], loot: rubies(5) })
    expect(Object.keys(result.stats.shareGp).sort()).toEqual(['aria', 'brann'])
    expect(result.stats.valueGp.mule).toBe(0)
    expect(result.stats.valueSpreadGp).toBe(100)
    // A chest too heavy for the weak: the mule takes it, and its value is nobody's share.
    const weak = { ...person('aria'), strength: 3 }
    const chest = splitLoot({
      characters: [weak, { ...weak, id: 'brann', name: 'brann' }, mule(null)],
      loot: [{ id: 'chest', name: 'chest', type: 'gear', level: 5, quantity: 1, valueGp: 40 }]
    })
    expect(chest.assignments.map((a) => a.character)).toEqual(['mule'])
    expect(chest.stats.shareGp).toEqual({ aria: 0, brann: 0 })
    expect(chest.stats.valueSpreadGp).toBe(0)
  })

  it("regression: with a mule in the split the lower bound was 0; it is the share maths, mule in its owner's share", () => {
    // Seven rubies between two shares (Aria with her mule, Brann): one ruby apart at best. exactNodes 0:
    // the relaxations alone, no search.
    const input = { characters: [person('aria'), person('brann'), mule('aria')], loot: rubies(7) }
    expect(splitLoot(input, { exactNodes: 0 }).stats.valueSpreadBound).toEqual({ gp: 100, exact: true })
    // A mule for the party that can take every ruby: the shares may hold anything from 0 to 700, only 0
    // is proven, and the search still finds the least.
    const party = { characters: [person('aria'), person('brann'), mule(null)], loot: rubies(7) }
    expect(splitLoot(party, { exactNodes: 0 }).stats.valueSpreadBound?.gp).toBeLessThanOrEqual(100)
    expect(splitLoot(party).stats.valueSpreadBound).toEqual({ gp: 100, exact: true })
  })

  it('regression: a pack animal carrying for the party took the halberds made for its size although the characters had room', () => {
    // The flow's size preference (−10 a unit) outweighed the party bearer's cost (+1 a unit), while value
    // into shares ranks before sizes: the mule got both halberds, 44 gp in nobody's share.
    // Two large characters, a medium mule: halberds made for medium fit everyone, nobody's tier changes.
    const large = { ...person('aria'), size: 'G' as const }
    const input: SplitInput = {
      characters: [large, { ...large, id: 'brann', name: 'brann' }, { ...mule(null), size: 'M' }],
      loot: [
        { id: 'halberd', name: 'halberd', type: 'weapon', category: 'two-handed', quantity: 2, size: 'M', valueGp: 22 }
      ]
    }
    const first = splitLoot(input, { exactNodes: 0 })
    expect(first.stats.valueGp.mule).toBe(0)
    expect(first.stats.shareGp).toEqual({ aria: 22, brann: 22 })
    // Bench haul 5 with a mule for the party (seed 5): the mule took a 22-gp halberd, the exact search then
    // found a split with all the value in shares but ran out of budget at a spread of 52 gp (bound 1).
    const haul = splitLoot(haulWithMule(5))
    expect(haul.stats.valueGp.mule).toBe(0)
    expect(haul.stats.valueSpreadGp).toBe(1)
    expect(haul.stats.valueSpreadBound).toEqual({ gp: 1, exact: true })
  })

  it('regression: bench haul 127 with a mule for its owner (seed 127) ended 0.5 gp past the tolerance, its bound proving 0', () => {
    // Run to the end, the exact search proves 12.33 gp the least (c0 and its mule stuck at 305.67 gp,
    // 1,883 gp among six shares); within the default budget the split ends at 19.33 gp, and the
    // relaxations proved 0, so it missed the tolerance (max(1 gp, 1 %) = 18.83 gp) by 0.5 gp.
    // Only c0 and the mule can take the creature (185 gp) and the large armour (96 gp): their share
    // holds 281 gp plus whole units, which never comes within 9.8 gp of the other five shares' mean.
    const input = haulWithMule(127)
    const relaxed = splitLoot(input, { exactNodes: 0 }).stats.valueSpreadBound!
    expect(relaxed.gp).toBeGreaterThan(9.79)
    expect(relaxed.gp).toBeLessThanOrEqual(12.33)
    const result = splitLoot(input)
    const bound = result.stats.valueSpreadBound!
    expect(bound.gp).toBeGreaterThan(9.79)
    expect(bound.gp).toBeLessThanOrEqual(12.33)
    expect(result.stats.valueSpreadGp).toBeGreaterThanOrEqual(12.33)
    expect(result.stats.valueSpreadGp).toBeLessThanOrEqual(bound.gp + 18.83)
  })

  it('coins: Aria and her mule take half the gold between them, Brann the other half', () => {
    const result = splitLoot({
      characters: [person('aria'), person('brann'), mule('aria')],
      loot: [{ id: 'gold', name: 'gold pieces', type: 'coins', quantity: 900 }]
    })
    expect(result.stats.shareGp).toEqual({ aria: 450, brann: 450 })
  })

  it('valueFor names a participant that holds its own share, located', () => {
    const bad =
      (valueFor: string, extra: SplitCharacter[] = []) =>
      () =>
        validateSplitInput({ characters: [person('aria'), ...extra, mule(valueFor)], loot: [] })
    expect(bad('nobody')).toThrow(RulesInputError)
    expect(bad('nobody')).toThrow(/characters\[1\]\.valueFor/)
    expect(bad('mule')).toThrow(/its own share/)
    expect(bad('pony', [{ ...person('pony'), valueFor: 'aria' }])).toThrow(
      /characters\[2\]\.valueFor.*no share of its own/
    )
  })
})
