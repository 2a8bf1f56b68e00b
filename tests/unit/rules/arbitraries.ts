// fast-check generators of valid engine input, shared by the property tests.
import fc from 'fast-check'
import { SIZES, type Bearer, type EngineItem, type Limits, type RuleOptions, type Size } from '@shared/rules'

export const sizeArb: fc.Arbitrary<Size> = fc.constantFrom(...SIZES)
export const levelArb = fc.integer({ min: 0, max: 7 })
export const strengthArb = fc.integer({ min: 0, max: 99 })

export const optionsArb: fc.Arbitrary<RuleOptions> = fc.record({
  strengthRaisesMax: fc.boolean(),
  rounding: fc.constantFrom('floor' as const, 'toward-zero' as const),
  coinsPerUnit: fc.oneof(fc.constant(100), fc.integer({ min: 1, max: 500 })),
  quadrupedsCarryMore: fc.boolean(),
  extradimensionalContentsCount: fc.boolean()
})

export const customLimitsArb: fc.Arbitrary<Limits> = fc
  .tuple(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 200 }))
  .map(([x, y, z]) => [x, y, z].sort((p, q) => p - q) as unknown as Limits)

/** A few fixed custom limits, so that lines with custom limits also share groups. */
const sharedCustomArb: fc.Arbitrary<Limits> = fc.constantFrom<Limits>([64, 96, 128], [1, 2, 3], [0, 0, 5])

interface ItemOptions {
  /** Weapons, armours and gear always carry a size. */
  sized?: boolean
}

function maybe<T>(arb: fc.Arbitrary<T>, always = false): fc.Arbitrary<T | undefined> {
  return always ? arb : fc.option(arb, { nil: undefined, freq: 2 })
}

function clean<T extends object>(value: T): T {
  for (const key of Object.keys(value) as (keyof T)[]) if (value[key] === undefined) delete value[key]
  return value
}

export function itemArb({ sized = false }: ItemOptions = {}): fc.Arbitrary<EngineItem> {
  const quantity = fc.integer({ min: 0, max: 40 })
  const limits = fc.option(sharedCustomArb, { nil: undefined, freq: 8 })
  const weapon = fc.record({
    name: fc.constantFrom('dagger', 'longsword', 'greatsword', 'sling'),
    type: fc.constant('weapon' as const),
    category: fc.constantFrom('light' as const, 'one-handed' as const, 'two-handed' as const),
    level: fc.option(levelArb, { nil: undefined, freq: 4 }),
    size: maybe(sizeArb, sized),
    quantity,
    limits
  })
  const armor = fc.record({
    name: fc.constantFrom('leather', 'scale mail', 'full plate'),
    type: fc.constant('armor' as const),
    category: fc.constantFrom('light' as const, 'medium' as const, 'heavy' as const),
    size: maybe(sizeArb, sized),
    quantity: fc.integer({ min: 0, max: 4 }),
    limits
  })
  const coins = fc.record({
    name: fc.constantFrom('gp', 'sp', 'cp', 'pp'),
    type: fc.constant('coins' as const),
    quantity: fc.integer({ min: 0, max: 5000 })
  })
  const ammo = fc.record({
    name: fc.constantFrom('quiver', 'bag'),
    type: fc.constant('ammo' as const),
    container: fc.constantFrom('arrows' as const, 'bolts' as const, 'bullets' as const),
    quantity: fc.integer({ min: 0, max: 5 }),
    rounds: fc.option(fc.integer({ min: 0, max: 300 }), { nil: undefined })
  })
  const creature = fc.record({
    name: fc.constantFrom('dog', 'prisoner', 'horse'),
    type: fc.constant('creature' as const),
    size: sizeArb,
    withGear: fc.boolean(),
    quantity: fc.integer({ min: 0, max: 3 })
  })
  const gear = fc
    .record({
      name: fc.constantFrom('ration', 'torch', 'Potion of fly', 'rope', 'chest', 'paper'),
      type: fc.constant('gear' as const),
      kind: fc.option(fc.constantFrom('potion', 'Potion', 'tool '), { nil: undefined, freq: 3 }),
      level: levelArb,
      size: maybe(sizeArb, sized),
      quantity,
      limits,
      unlimited: fc.option(fc.boolean(), { nil: undefined, freq: 5 })
    })
    .map((g) => ({ ...g, unlimited: g.level === 0 ? g.unlimited : undefined }))
  return fc
    .oneof(
      { arbitrary: weapon, weight: 3 },
      { arbitrary: armor, weight: 1 },
      { arbitrary: coins, weight: 1 },
      { arbitrary: ammo, weight: 1 },
      { arbitrary: creature, weight: 1 },
      { arbitrary: gear, weight: 5 }
    )
    .map((item) => clean({ ...item }) as EngineItem)
}

export const bearerArb: fc.Arbitrary<Bearer> = fc.record({
  strength: strengthArb,
  size: sizeArb,
  wornArmor: fc.constantFrom(null, 'light' as const, 'medium' as const, 'heavy' as const)
})

export function itemsArb(options: ItemOptions = {}): fc.Arbitrary<EngineItem[]> {
  return fc.array(itemArb(options), { maxLength: 25 })
}
