// validateEvaluateInput's fast path against zod (parseEvaluateInput): on generated valid input and on
// that input with fields replaced, removed or added (boundary numbers, wrong types, unknown keys,
// holes), both give the same data or the same located message. The keys tried come from the
// schemas themselves, so a field added to a schema is tried too.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  BearerSchema,
  CustomEffectInputSchema,
  EngineItemObjectSchema,
  EvaluateInputSchema,
  RuleOptionsInputSchema,
  RulesInputError,
  SIZES,
  NAMED_EFFECTS,
  validateEvaluateInput,
  type EngineItem,
  type EvaluateInput
} from '@shared/rules'
import { acceptsEvaluateInput } from '@shared/rules/validate-fast'
import { parseEvaluateInput } from '@shared/rules/validate'
import { bearerArb, itemsArb, levelArb, optionsArb } from './arbitraries'
import { makeCharacter } from '../../bench/engine'

const effectArb = fc.oneof(
  fc.constantFrom(...NAMED_EFFECTS),
  fc.record(
    {
      strength: fc.integer({ min: -99, max: 99 }),
      size: fc.integer({ min: -8, max: 8 }),
      withEquipment: fc.boolean(),
      d: fc.integer({ min: -10, max: 10 })
    },
    { requiredKeys: ['strength'] }
  )
)
const characterArb = fc
  .tuple(
    bearerArb,
    fc.option(
      fc.integer({ min: 0, max: 200 }).map((n) => n * 5),
      { nil: undefined }
    ),
    fc.option(fc.array(effectArb, { maxLength: 4 }), { nil: undefined }),
    fc.option(fc.boolean(), { nil: undefined })
  )
  .map(([bearer, baseSpeed, effects, quadruped]) => ({
    ...bearer,
    ...(baseSpeed !== undefined ? { baseSpeed } : {}),
    ...(effects !== undefined ? { effects } : {}),
    ...(quadruped !== undefined ? { quadruped, speedNeverReduced: !quadruped } : {})
  }))
/** A bag of holding with some of the lines in it (ids, `in`, capacity: §10's fields). */
const withBag = (items: EngineItem[], inside: number, level: number): EngineItem[] => [
  { id: 'bag', name: 'bag of holding', type: 'gear', level, quantity: 1, extradimensional: true, capacity: 30 },
  ...items.map((item, i) => (i < inside ? { ...item, id: `l${i}`, in: 'bag' } : item))
]
const inputArb: fc.Arbitrary<EvaluateInput> = fc
  .tuple(optionsArb, characterArb, itemsArb(), fc.nat(5), levelArb, fc.boolean())
  .map(([options, character, items, inside, level, bag]) => ({
    options,
    character,
    items: bag ? withBag(items, inside, level) : items
  }))

const long = (n: number) => 'a'.repeat(n)
class NotPlain {
  strength = 10
}
const JUNK: readonly unknown[] = [
  ...[undefined, null, true, false, '', ' ', 'x', long(200), `${long(199)} `, long(201), 'bag', 'l0', 'l1'],
  ...[0, -0, 1, -1, 2, 3, 5, 7, 8, 10, 12, -8, -9, -10, -11, 99, 100, -99, -100, 1.5, 30.5, 1000, 1005, 995],
  ...[10_000, 10_001, 1e6, 1e6 + 1, 1e9, 1e9 + 1, NaN, Infinity, -Infinity],
  ...SIZES,
  ...['light', 'medium', 'heavy', 'one-handed', 'two-handed', 'arrows', 'bolts', 'bullets', 'floor', 'toward-zero'],
  ...['weapon', 'armor', 'coins', 'ammo', 'creature', 'gear', ...NAMED_EFFECTS],
  ...[[], [1, 2, 3], [3, 2, 1], [0, 0, 10_000], [0, 0, 10_001], [1, 2], [1, 2, 3, 4], [1, 2.5, 3]],
  ...[{}, { strength: 2 }, { withEquipment: true }, { size: 9 }, ['enlarge-person'], ['haste'], [undefined]],
  new NotPlain(),
  Object.assign(Object.create(null) as object, { strength: 10 })
]
const SHAPES: readonly (readonly string[])[] = [
  EvaluateInputSchema,
  RuleOptionsInputSchema,
  BearerSchema,
  EngineItemObjectSchema,
  CustomEffectInputSchema
].map((schema) => Object.keys(schema.shape))
const UNKNOWN_KEYS = ['made for', 'sise']
const KEYS: readonly string[] = [...new Set([...SHAPES.flat(), ...UNKNOWN_KEYS])]

/** A copy of a junk value, so that later changes do not reach JUNK itself. */
function fresh(value: unknown): unknown {
  if (value instanceof NotPlain) return new NotPlain()
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === null)
    return Object.assign(Object.create(null) as object, value)
  return structuredClone(value)
}

/** Every object and list inside a value (the root included). */
function containers(value: unknown, out: (Record<string, unknown> | unknown[])[] = []) {
  if (value !== null && typeof value === 'object') {
    out.push(value as Record<string, unknown>)
    for (const v of Object.values(value)) containers(v, out)
  }
  return out
}

/** One change at `where` (an index among the containers), picked by `how` and `what`. */
function mutate(root: unknown, where: number, how: number, what: number): void {
  const all = containers(root)
  const target = all[where % all.length]!
  const junk = fresh(JUNK[what % JUNK.length])
  if (Array.isArray(target)) {
    if (how % 3 === 0) target.push(junk)
    else if (how % 3 === 1 && target.length > 0) target.splice(what % target.length, 1)
    else if (target.length > 0) target[how % target.length] = junk
    else target.length = 2 // a list of holes
    return
  }
  const own = Object.keys(target)
  if (how % 4 === 0 && own.length > 0) delete target[own[what % own.length]!]
  else if (how % 4 === 1 && own.length > 0) target[own[how % own.length]!] = junk
  else target[KEYS[how % KEYS.length]!] = junk
}

function outcome(validate: (raw: unknown) => EvaluateInput, raw: unknown) {
  try {
    return { data: validate(raw) }
  } catch (error) {
    if (!(error instanceof RulesInputError)) throw error
    return { path: error.path, message: error.message }
  }
}

/** Input with every field of every schema present, on every type of item. */
function fullInput() {
  return {
    options: {
      strengthRaisesMax: true,
      rounding: 'floor',
      coinsPerUnit: 100,
      quadrupedsCarryMore: false,
      extradimensionalContentsCount: false
    },
    character: {
      strength: 10,
      size: 'M',
      wornArmor: null,
      baseSpeed: 30,
      quadruped: false,
      speedNeverReduced: false,
      effects: ['enlarge-person', { strength: 2, size: 1, withEquipment: true, d: 1 }]
    },
    items: [
      {
        id: 'bag',
        name: 'bag of holding',
        type: 'gear',
        level: 2,
        quantity: 1,
        extradimensional: true,
        capacity: 30,
        maxLevel: 5
      },
      {
        name: 'longsword',
        type: 'weapon',
        category: 'one-handed',
        level: 3,
        size: 'M',
        quantity: 1,
        limits: [1, 2, 3]
      },
      { name: 'sling', type: 'weapon', level: 0, unlimited: true, kind: 'sling', quantity: 2, in: 'bag', id: 'sling' },
      { name: 'chain shirt', type: 'armor', category: 'light', size: 'P', quantity: 1 },
      { name: 'gp', type: 'coins', quantity: 250 },
      { name: 'quiver', type: 'ammo', container: 'arrows', quantity: 1, rounds: 20 },
      { name: 'dog', type: 'creature', size: 'P', withGear: false, quantity: 1 }
    ]
  }
}

describe('validateEvaluateInput fast path', () => {
  it('accepts only what zod accepts, as zod returns it, with any field set to any odd value or removed', () => {
    const count = containers(fullInput()).length
    const differ: unknown[] = []
    let cases = 0
    let accepted = 0
    for (let where = 0; where < count; where++) {
      const target = containers(fullInput())[where]!
      // an object's fields are those of the schemas that have all its keys; other keys are tried once
      const own = Object.keys(target)
      const fields: (string | number)[] = Array.isArray(target)
        ? [...target.keys(), target.length]
        : [...new Set(SHAPES.filter((shape) => own.every((k) => shape.includes(k))).flat())]
      const others: string[] = Array.isArray(target) ? [] : KEYS.filter((k) => !fields.includes(k))
      const tries = [
        ...fields.flatMap((key) => [...JUNK, 'remove'].map((junk) => [key, junk] as const)),
        ...others.map((key) => [key, 1] as const)
      ]
      for (const [key, junk] of tries) {
        const raw = fullInput()
        const at = containers(raw)[where] as Record<string | number, unknown>
        if (junk === 'remove') delete at[key]
        else at[key] = fresh(junk)
        cases++
        // refused by the fast path: validateEvaluateInput is zod itself; accepted: zod must agree
        if (!acceptsEvaluateInput(raw)) continue
        const zod = outcome(parseEvaluateInput, raw)
        if ('data' in zod) expect(raw).toEqual(zod.data)
        else differ.push({ key, junk, zod })
        accepted++
      }
    }
    expect(differ).toEqual([])
    expect(cases).toBeGreaterThan(5000)
    expect(accepted).toBeGreaterThan(500)
  })

  it('accepts generated valid input, and returns what zod returns', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const raw: unknown = JSON.parse(JSON.stringify(input))
        expect(acceptsEvaluateInput(raw)).toBe(true)
        expect(validateEvaluateInput(raw)).toEqual(parseEvaluateInput(raw))
      }),
      { numRuns: 300 }
    )
  })

  it("accepts the bench's 500-line characters", () => {
    for (const seed of [1000, 1001, 1002]) expect(acceptsEvaluateInput(makeCharacter(seed))).toBe(true)
  })

  it('gives the same data or the same located message as zod on changed input', () => {
    let accepted = 0
    let refused = 0
    fc.assert(
      fc.property(
        inputArb,
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat()), { minLength: 1, maxLength: 3 }),
        (input, changes) => {
          const raw: unknown = structuredClone(input)
          for (const [where, how, what] of changes) mutate(raw, where, how, what)
          const fast = outcome(validateEvaluateInput, raw)
          const zod = outcome(parseEvaluateInput, raw)
          expect(fast).toEqual(zod)
          if ('data' in zod) accepted++
          else refused++
        }
      ),
      { numRuns: 1000 }
    )
    // both sides of the comparison were exercised
    expect(accepted).toBeGreaterThan(50)
    expect(refused).toBeGreaterThan(500)
  })
})
