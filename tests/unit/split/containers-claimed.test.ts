// Issue 13 item 3: a bag of holding sitting in the stash, claimed for a participant, can be filled in
// the same split. Named in `into`, a stash line that is extradimensional and claimed whole by a
// participant who carries is a bin for that participant: the bag goes to the claimant, loot goes in.
// If the claim cannot be honoured (the claimant cannot carry the bag), nothing goes in.
import { describe, expect, it } from 'vitest'
import { evaluate, type EngineItem } from '@shared/rules'
import {
  reviewSplit,
  splitLoot,
  validateSplitInput,
  validateSplitMoves,
  type SplitCharacter,
  type SplitInput
} from '@shared/split'
import { refusedPath } from './instances'

const stashBag: SplitInput['loot'][number] = {
  id: 'sbag',
  name: 'Bag of holding (type I)',
  type: 'gear',
  level: 1,
  quantity: 1,
  extradimensional: true,
  capacity: 10,
  valueGp: 2500
}
const ezren = (strength = 8, items: EngineItem[] = []): SplitCharacter => ({
  id: 'ezren',
  name: 'Ezren',
  strength,
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

describe('a bag of holding claimed from the stash is filled in the same split (issue 13 item 3)', () => {
  it('Ezren claims the stash bag: it goes to him and the ropes that made him heavy go in it', () => {
    const input: SplitInput = {
      characters: [ezren()],
      loot: [stashBag, rope(8)],
      claims: [{ loot: 'sbag', character: 'ezren' }],
      into: ['sbag']
    }
    expect(() => validateSplitInput(input)).not.toThrow()
    const result = splitLoot(input)
    const bag = result.assignments.find((a) => a.loot === 'sbag')!
    expect([bag.character, bag.quantity, bag.in]).toEqual(['ezren', 1, undefined])
    const inside = result.assignments.filter((a) => a.in === 'sbag').reduce((s, a) => s + a.quantity, 0)
    expect(inside).toBeGreaterThan(0)
    // The engine, with the bag and the lines written in: the load reported, no container warning.
    const items: EngineItem[] = result.assignments.map((a) => {
      const { valueGp: _v, ...line } = input.loot.find((l) => l.id === a.loot)!
      return { ...line, quantity: a.quantity, ...(a.in ? { in: a.in } : {}) }
    })
    const after = evaluate({ character: { strength: 8, size: 'M' }, items })
    expect(after.load).toBe(result.loads.ezren)
    expect(after.warnings).toEqual([])
    expect(result.loads.ezren).toBe('light')
  })

  // It was refused (into[0]) and filled nothing: the GM who names it means 'whoever gets it, fill it'.
  it('without the claim the stash bag goes to whoever the split gives it, filled as theirs', () => {
    const input: SplitInput = { characters: [ezren()], loot: [stashBag, rope(8)], into: ['sbag'] }
    expect(validateSplitInput(input)).toEqual(input)
    const result = splitLoot(input)
    expect(result.assignments.find((a) => a.loot === 'sbag')).toMatchObject({ character: 'ezren', quantity: 1 })
    expect(result.assignments.filter((a) => a.in === 'sbag').reduce((s, a) => s + a.quantity, 0)).toBeGreaterThan(0)
    expect(result.loads).toEqual({ ezren: 'light' })
    expect(result.stats.claims).toEqual({ honoured: 0, total: 0 })
  })

  it('a claim the split cannot honour (Ezren already over) puts nothing in the bag', () => {
    const over: EngineItem = { name: 'anvil', type: 'gear', level: 7, quantity: 1 }
    const kyra: SplitCharacter = { id: 'kyra', name: 'Kyra', strength: 14, size: 'M', wornArmor: null, items: [] }
    const input: SplitInput = {
      characters: [ezren(8, [over]), kyra],
      loot: [stashBag, rope(4)],
      claims: [{ loot: 'sbag', character: 'ezren' }],
      into: ['sbag']
    }
    const result = splitLoot(input)
    expect(result.assignments.some((a) => a.in !== undefined)).toBe(false)
  })

  it('a split the GM edits may put a line in the claimed bag only with the bag given to that participant', () => {
    const input: SplitInput = {
      characters: [ezren()],
      loot: [stashBag, rope(8)],
      claims: [{ loot: 'sbag', character: 'ezren' }],
      into: ['sbag']
    }
    const path = (raw: unknown) => refusedPath(() => validateSplitMoves(input, raw))
    const into = { loot: 'rope', character: 'ezren', quantity: 3, in: 'sbag' }
    expect(path([{ loot: 'sbag', character: 'ezren', quantity: 1 }, into])).toBeNull()
    expect(path([into])).toBe('assignments[0].in')
  })

  // Issue 13 item 3 (b): the GM hands the stash's bag whole to a participant in the preview, with no
  // claim: the review takes it as that participant's room (a split run places it itself, see the CLI's
  // 'into: an unclaimed stash bag').
  it('a review takes an unclaimed stash bag the moves give whole as its holder’s room', () => {
    const kyra: SplitCharacter = { id: 'kyra', name: 'Kyra', strength: 14, size: 'M', wornArmor: null, items: [] }
    const input: SplitInput = { characters: [ezren(), kyra], loot: [stashBag, rope(14)], into: ['sbag'] }
    const valid = validateSplitInput(input, 'review')
    const moves = [
      { loot: 'sbag', character: 'kyra', quantity: 1 },
      { loot: 'rope', character: 'kyra', quantity: 10, in: 'sbag' },
      { loot: 'rope', character: 'kyra', quantity: 4 }
    ]
    const review = reviewSplit(valid, validateSplitMoves(valid, moves))
    const inside = review.assignments.find((a) => a.in === 'sbag')!
    expect([inside.character, inside.quantity, inside.why.code]).toEqual(['kyra', 10, 'into-container'])
    expect(review.stats.valueGp.kyra).toBe(2514) // the bag and all the rope in her share
    // past the bag's 10 units: the review warns
    const past = reviewSplit(valid, [moves[0]!, { ...moves[1]!, quantity: 12 }])
    expect(past.assignments.find((a) => a.in === 'sbag')!.why.code).toBe('past-container')
    // the moves must give the bag whole to whoever fills it
    expect(refusedPath(() => validateSplitMoves(valid, [{ ...moves[0]!, character: 'ezren' }, moves[1]]))).toBe(
      'assignments[1].in'
    )
  })

  it('a review fills a claimed bag as the holder the moves give it to (claimed for Ezren, handed to Kyra)', () => {
    const kyra: SplitCharacter = { id: 'kyra', name: 'Kyra', strength: 14, size: 'M', wornArmor: null, items: [] }
    const input = validateSplitInput(
      {
        characters: [ezren(), kyra],
        loot: [stashBag, rope(4)],
        claims: [{ loot: 'sbag', character: 'ezren' }],
        into: ['sbag']
      },
      'review'
    )
    const review = reviewSplit(input, [
      { loot: 'sbag', character: 'kyra', quantity: 1 },
      { loot: 'rope', character: 'kyra', quantity: 4, in: 'sbag' }
    ])
    expect(review.assignments.filter((a) => a.in === 'sbag').map((a) => [a.character, a.why.code])).toEqual([
      ['kyra', 'into-container']
    ])
  })

  // Issue 13 item 3 (c): a stash bag that already holds something carries it (`contents`): its free room
  // is its capacity less what it holds, and the contents go with it.
  it('a stash bag holding 8 potions has 2 of its 10 units free: 2 ropes fit, 3 warn; the split puts in at most 2', () => {
    const holding = {
      ...stashBag,
      contents: [{ name: 'potion', type: 'gear' as const, level: 1, quantity: 8 }],
      valueGp: 2900
    }
    const input = validateSplitInput({ characters: [ezren()], loot: [holding, rope(8)], into: ['sbag'] }, 'review')
    const code = (ropes: number) =>
      reviewSplit(input, [
        { loot: 'sbag', character: 'ezren', quantity: 1 },
        { loot: 'rope', character: 'ezren', quantity: ropes, in: 'sbag' }
      ]).assignments.find((a) => a.in === 'sbag')!.why.code
    expect([code(2), code(3)]).toEqual(['into-container', 'past-container'])
    const claimed = splitLoot({ ...input, claims: [{ loot: 'sbag', character: 'ezren' }] })
    expect(claimed.assignments.filter((a) => a.in === 'sbag').reduce((s, a) => s + a.quantity, 0)).toBe(2)
    expect(claimed.stats.valueGp.ezren).toBe(2908)
    expect(refusedPath(() => validateSplitInput({ characters: [ezren()], loot: [{ ...rope(1), contents: [] }] }))).toBe(
      'loot[0].contents'
    )
    const paradox = { ...holding, contents: [{ ...holding.contents[0]!, extradimensional: true }] }
    expect(refusedPath(() => validateSplitInput({ characters: [ezren()], loot: [paradox] }))).toBe(
      'loot[0].contents[0].extradimensional'
    )
  })
})
