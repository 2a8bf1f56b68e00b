// Issue 13 item 3 review, item 1: a row the GM sends into a bag by hand in the preview is reviewed with
// that bag as room; past its free units or its largest level the row warns (RULES.md §10: the app warns
// and still counts nothing), within them it reads 'into-container'.
import { describe, expect, it } from 'vitest'
import { reviewSplit, type SplitInput } from '@shared/split'
import { resolveOptions } from '@shared/rules'

function input(maxLevel?: number): SplitInput {
  return {
    options: resolveOptions({}),
    characters: [
      {
        id: 'c-ezren',
        name: 'Ezren',
        strength: 10,
        size: 'M',
        wornArmor: null,
        items: [
          {
            id: 'l-bag',
            name: 'Bag of holding',
            type: 'gear',
            level: 1,
            quantity: 1,
            extradimensional: true,
            capacity: 20,
            ...(maxLevel !== undefined ? { maxLevel } : {})
          }
        ]
      }
    ],
    loot: [{ id: 'l-potions', name: 'Potion', type: 'gear', level: 0, quantity: 30 }],
    into: ['l-bag']
  }
}

describe('a row sent into a bag by hand (the preview)', () => {
  it('within its capacity: into-container; past it: past-container (capacity); past its largest level: past-container (level)', () => {
    const within = reviewSplit(input(), [{ loot: 'l-potions', character: 'c-ezren', quantity: 20, in: 'l-bag' }])
    expect(within.assignments.map((a) => a.why.code)).toEqual(['into-container'])
    const past = reviewSplit(input(), [{ loot: 'l-potions', character: 'c-ezren', quantity: 30, in: 'l-bag' }])
    expect(past.assignments.map((a) => [a.why.code, (a.why.params as { past?: string }).past])).toEqual([
      ['past-container', 'capacity']
    ])
    expect(past.loads['c-ezren']).toBe('light') // the contents still count for nothing
    const tooBig = input(2)
    tooBig.loot[0] = { ...tooBig.loot[0]!, level: 3 }
    const level = reviewSplit(tooBig, [{ loot: 'l-potions', character: 'c-ezren', quantity: 1, in: 'l-bag' }])
    expect(level.assignments.map((a) => [a.why.code, (a.why.params as { past?: string }).past])).toEqual([
      ['past-container', 'level']
    ])
  })
})
