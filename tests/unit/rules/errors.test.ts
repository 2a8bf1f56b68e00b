// Invalid input: a RulesInputError naming the offending field, and what is wrong with it.
import { describe, expect, it } from 'vitest'
import { RulesInputError, validateEngineItem, validateEvaluateInput } from '@shared/rules'

const character = { strength: 10 }
const dagger = { name: 'dagger', type: 'weapon', category: 'light', quantity: 1 }
const withItem = (item: Record<string, unknown>) => ({ character, items: [dagger, { ...dagger, ...item }] })

function failure(raw: unknown): RulesInputError {
  try {
    validateEvaluateInput(raw)
  } catch (error) {
    expect(error).toBeInstanceOf(RulesInputError)
    return error as RulesInputError
  }
  throw new Error('expected a RulesInputError')
}

const cases: [string, unknown, string, RegExp][] = [
  ['the input is not an object', [], '', /must be an object, got an array/],
  ['the input is null', null, '', /must be an object, got null/],
  ['character is missing', { items: [] }, 'character', /is required/],
  ['items is missing', { character }, 'items', /is required/],
  ['items is not an array', { character, items: {} }, 'items', /must be an array/],
  ['an unknown top-level field', { character, items: [], option: {} }, 'option', /not a known field/],
  [
    'strength is a string',
    { character: { strength: '18' }, items: [] },
    'character.strength',
    /must be a number, got the string "18"/
  ],
  [
    'strength is not whole',
    { character: { strength: 17.5 }, items: [] },
    'character.strength',
    /whole number, got 17.5/
  ],
  ['strength is negative', { character: { strength: -1 }, items: [] }, 'character.strength', /at least 0, got -1/],
  [
    'an unknown bearer size',
    { character: { strength: 10, size: 'XL' }, items: [] },
    'character.size',
    /one of "I", "Min".*got the string "XL"/
  ],
  [
    'an unknown worn armour',
    { character: { strength: 10, wornArmor: 'mithral' }, items: [] },
    'character.wornArmor',
    /one of "light", "medium", "heavy"/
  ],
  [
    'an unknown rounding',
    { options: { rounding: 'up' }, character, items: [] },
    'options.rounding',
    /one of "floor", "toward-zero"/
  ],
  ['zero coins per unit', { options: { coinsPerUnit: 0 }, character, items: [] }, 'options.coinsPerUnit', /at least 1/],
  [
    'fractional coins per unit',
    { options: { coinsPerUnit: 2.5 }, character, items: [] },
    'options.coinsPerUnit',
    /whole number/
  ],
  [
    'strengthRaisesMax is not a boolean',
    { options: { strengthRaisesMax: 'no' }, character, items: [] },
    'options.strengthRaisesMax',
    /true or false/
  ],
  ['a negative quantity', withItem({ quantity: -1 }), 'items[1].quantity', /at least 0, got -1/],
  ['a fractional quantity', withItem({ quantity: 2.5 }), 'items[1].quantity', /whole number, got 2.5/],
  ['an absurd quantity', withItem({ quantity: 2e9 }), 'items[1].quantity', /at most 1000000000/],
  ['a quantity as a string', withItem({ quantity: '3' }), 'items[1].quantity', /must be a number/],
  ['a missing quantity', withItem({ quantity: undefined }), 'items[1].quantity', /is required/],
  ['a missing name', withItem({ name: undefined }), 'items[1].name', /is required/],
  ['a blank name', withItem({ name: '  ' }), 'items[1].name', /must not be blank/],
  [
    'an unknown type',
    withItem({ type: 'tool' }),
    'items[1].type',
    /one of "weapon", "armor", "coins", "ammo", "creature", "gear"; got the string "tool"/
  ],
  ['a level above 7', withItem({ level: 8 }), 'items[1].level', /at most 7, got 8/],
  ['a negative level', withItem({ level: -1 }), 'items[1].level', /at least 0/],
  ['a fractional level', withItem({ level: 2.5 }), 'items[1].level', /whole number/],
  ['an unknown item size', withItem({ size: 'Huge' }), 'items[1].size', /one of "I"/],
  [
    'an unknown container',
    withItem({ type: 'ammo', container: 'pouch' }),
    'items[1].container',
    /one of "arrows", "bolts", "bullets"/
  ],
  ['negative rounds', withItem({ type: 'ammo', container: 'arrows', rounds: -5 }), 'items[1].rounds', /at least 0/],
  ['an unknown field', withItem({ sise: 'P' }), 'items[1].sise', /not a known field/],
  [
    'an unknown field whose name is not an identifier',
    withItem({ 'made for': 'P' }),
    'items[1]["made for"]',
    /not a known field/
  ],
  ['gear without a level', withItem({ type: 'gear', category: undefined }), 'items[1].level', /gear needs a level/],
  [
    'a creature without a size',
    withItem({ type: 'creature', category: undefined }),
    'items[1].size',
    /creature needs its size/
  ],
  [
    'ammunition without a container',
    withItem({ type: 'ammo', category: undefined }),
    'items[1].container',
    /needs a container/
  ],
  [
    'a weapon without category or level',
    withItem({ category: undefined }),
    'items[1].category',
    /weapon needs a category/
  ],
  [
    'a weapon with an armour category',
    withItem({ category: 'heavy' }),
    'items[1].category',
    /weapon's category is light, one-handed or two-handed, not "heavy"/
  ],
  [
    'an armour with a weapon category',
    withItem({ type: 'armor', category: 'one-handed' }),
    'items[1].category',
    /armour's category is light, medium or heavy/
  ],
  [
    'an armour without category or level',
    withItem({ type: 'armor', category: undefined }),
    'items[1].category',
    /armour needs a category/
  ],
  ['an unknown category', withItem({ category: 'huge' }), 'items[1].category', /one of "light", "one-handed"/],
  [
    'unlimited above level 0',
    withItem({ type: 'gear', level: 1, unlimited: true }),
    'items[1].unlimited',
    /only level-0 items can be unlimited \(this one is level 1\)/
  ],
  ['an unlimited light weapon (level 2)', withItem({ unlimited: true }), 'items[1].unlimited', /this one is level 2/],
  [
    'unlimited coins',
    withItem({ type: 'coins', category: undefined, unlimited: true }),
    'items[1].unlimited',
    /not coins/
  ],
  [
    'unlimited ammunition',
    withItem({ type: 'ammo', container: 'arrows', unlimited: true }),
    'items[1].unlimited',
    /not ammunition/
  ],
  [
    'an unlimited creature',
    withItem({ type: 'creature', size: 'Min', unlimited: true }),
    'items[1].unlimited',
    /not creatures/
  ],
  [
    'custom limits out of order',
    withItem({ limits: [8, 4, 12] }),
    'items[1].limits',
    /light ≤ medium ≤ heavy, got 8\/4\/12/
  ],
  [
    'custom limits of the wrong length',
    withItem({ limits: [1, 2] }),
    'items[1].limits',
    /must have at least 3 entries/
  ],
  ['a negative custom limit', withItem({ limits: [-1, 2, 3] }), 'items[1].limits[0]', /at least 0/],
  ['a fractional custom limit', withItem({ limits: [1, 2.5, 3] }), 'items[1].limits[1]', /whole number/]
]

describe('validateEvaluateInput errors', () => {
  it.each(cases)('%s', (_name, raw, path, message) => {
    const error = failure(raw)
    expect(error.path).toBe(path)
    expect(error.message).toMatch(message)
    expect(error.message.startsWith(path)).toBe(true)
    expect(error.message).not.toContain('\n')
  })

  it('reports the first bad line', () => {
    const error = failure({ character, items: [dagger, { ...dagger, quantity: -1 }, dagger, { ...dagger, level: 9 }] })
    expect(error.path).toBe('items[1].quantity')
  })

  it('accepts what it should: unlimited level-0 weapons and gear, nulls and defaults', () => {
    const input = validateEvaluateInput({
      options: {},
      character: { strength: 0, wornArmor: null },
      items: [
        { name: 'sling', type: 'weapon', level: 0, unlimited: true, quantity: 1 },
        { name: 'paper', type: 'gear', level: 0, unlimited: true, quantity: 1e9 },
        { name: 'gp', type: 'coins', quantity: 0, unlimited: false },
        { name: 'q', type: 'ammo', container: 'bolts', quantity: 0, rounds: 0 }
      ]
    })
    expect(input.items).toHaveLength(4)
  })
})

describe('validateEngineItem', () => {
  it('locates errors relative to the item', () => {
    expect(() => validateEngineItem({ ...dagger, quantity: -2 })).toThrow(/^quantity: must be at least 0/)
    expect(validateEngineItem(dagger)).toEqual(dagger)
  })
})
