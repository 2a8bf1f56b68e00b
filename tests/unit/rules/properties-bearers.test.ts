// Properties of RULES.md §10 and §13 (issue 13), checked with fast-check on generated inventories.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  compareTiers,
  containerWarnings,
  evaluate,
  resolveBearer,
  type Bearer,
  type EngineItem,
  type RuleOptions
} from '@shared/rules'
import { bearerArb, itemsArb, levelArb, optionsArb } from './arbitraries'

const run = (items: EngineItem[], character: Bearer, options: RuleOptions) => evaluate({ options, character, items })

const bagArb: fc.Arbitrary<EngineItem> = fc.record({
  id: fc.constant('bag'),
  name: fc.constantFrom('bag of holding', 'handy haversack', 'portable hole'),
  type: fc.constant('gear' as const),
  level: levelArb,
  quantity: fc.constant(1),
  extradimensional: fc.constant(true)
})

describe('extradimensional containers (RULES.md §10)', () => {
  it("moving a line into an extradimensional container never raises its bearer's load, nor any group's", () => {
    fc.assert(
      fc.property(itemsArb(), bagArb, fc.nat(), bearerArb, optionsArb, (items, bag, pick, character, options) => {
        fc.pre(items.length > 0)
        const opts = { ...options, extradimensionalContentsCount: false }
        const i = pick % items.length
        const loose = [bag, ...items]
        const inside = loose.map((item, j) => (j === i + 1 ? { ...item, in: 'bag' } : item))
        const before = run(loose, character, opts)
        const after = run(inside, character, opts)
        expect(compareTiers(after.load, before.load)).toBeLessThanOrEqual(0)
        for (const group of after.groups) {
          const same = before.groups.find((g) => g.key === group.key)!
          expect(group.units).toBeLessThanOrEqual(same.units)
          expect(compareTiers(group.load, same.load)).toBeLessThanOrEqual(0)
        }
        expect(after.contained).toEqual([i + 1])
      })
    )
  })

  it('with "contents count as carried", moving a line into the container changes nothing', () => {
    fc.assert(
      fc.property(itemsArb(), bagArb, fc.nat(), bearerArb, optionsArb, (items, bag, pick, character, options) => {
        fc.pre(items.length > 0)
        const opts = { ...options, extradimensionalContentsCount: true }
        const i = pick % items.length
        const loose = [bag, ...items]
        const inside = loose.map((item, j) => (j === i + 1 ? { ...item, in: 'bag' } : item))
        const { warnings: _w, ...before } = run(loose, character, opts)
        const { warnings: _v, ...after } = run(inside, character, opts)
        expect(after).toEqual(before)
      })
    )
  })

  // evaluate finds the warnings in its own pass over the lines (the ones inside a bag only): it must
  // say what containerWarnings, the stash's and places' function, says of the same lines
  it("evaluate's warnings are containerWarnings of its lines, for the bearer the effects leave", () => {
    const containerArb = (id: string): fc.Arbitrary<EngineItem> =>
      fc.record({
        id: fc.constant(id),
        name: fc.constant(id),
        type: fc.constant('gear' as const),
        level: levelArb,
        quantity: fc.constant(1),
        extradimensional: fc.constant(true),
        capacity: fc.option(fc.nat({ max: 12 }), { nil: undefined }),
        maxLevel: fc.option(levelArb, { nil: undefined })
      })
    const effectArb = fc.constantFrom(undefined, ['enlarge-person' as const], ['reduce-person' as const])
    let warned = 0
    fc.assert(
      fc.property(
        itemsArb(),
        fc.tuple(containerArb('bag'), containerArb('sack')),
        fc.array(fc.constantFrom(undefined, 'bag', 'sack')),
        bearerArb,
        effectArb,
        optionsArb,
        fc.boolean(),
        (items, [bag, sack], where, bearer, effects, options, count) => {
          const lines: EngineItem[] = [...items.slice(0, 3), bag, ...items.slice(3), sack].map((item, i) =>
            item.extradimensional || where[i] === undefined ? item : { ...item, in: where[i] }
          )
          const character = effects ? { ...bearer, effects } : bearer
          const e = evaluate({ options: { ...options, extradimensionalContentsCount: count }, character, items: lines })
          const { equipmentShift } = resolveBearer(character, options)
          expect(e.warnings).toEqual(containerWarnings(lines, e.bearer.size, equipmentShift, options.coinsPerUnit))
          if (e.warnings.length > 0) warned++
        }
      )
    )
    expect(warned).toBeGreaterThan(0)
  })
})

describe('what-if effects (RULES.md §13)', () => {
  // Made for its size: every weapon, armour and gear line with a size has the bearer's own size;
  // other lines (no size, coins, containers) never shift. Carried creatures are left out: they are not
  // equipment, they shift (lighter) with the bearer's new size, and clamping at level 0 could merge them.
  const ownSizeItems = (size: NonNullable<Bearer['size']>) =>
    itemsArb().map((items) =>
      items
        .filter((item) => item.type !== 'creature')
        .map((item) => (item.size !== undefined ? { ...item, size } : item))
    )

  it("an enlarged bearer's equipment made for its size never raises its load", () => {
    fc.assert(
      fc.property(
        bearerArb.chain((bearer) => fc.tuple(fc.constant(bearer), ownSizeItems(bearer.size ?? 'M'))),
        optionsArb,
        ([character, items], options) => {
          const before = run(items, character, options)
          const after = run(items, { ...character, effects: ['enlarge-person'] }, options)
          expect(compareTiers(after.load, before.load)).toBeLessThanOrEqual(0)
          // the equipment grew with the bearer: the same groups at the same levels
          expect(after.groups.map((g) => g.key)).toEqual(before.groups.map((g) => g.key))
          // …with the same units, and limits never lower (+2 strength): no group gets heavier, even
          // where the worn armour hides it from the final load
          after.groups.forEach((group, g) => {
            const same = before.groups[g]!
            expect(group.units).toBe(same.units)
            group.limits.forEach((limit, t) => expect(limit).toBeGreaterThanOrEqual(same.limits[t]!))
            expect(compareTiers(group.load, same.load)).toBeLessThanOrEqual(0)
          })
        }
      )
    )
  })

  it('growing with its bearer, equipment keeps its level whatever size it was made for (no clamping)', () => {
    fc.assert(
      fc.property(itemsArb({ sized: true }), bearerArb, optionsArb, (items, character, options) => {
        const noCreatures = items.filter((item) => item.type !== 'creature')
        fc.pre(character.size !== 'C' && noCreatures.every((item) => item.size !== 'C'))
        const grow = { ...character, effects: [{ size: 1, withEquipment: true }] }
        const before = run(noCreatures, character, options)
        const after = run(noCreatures, grow, options)
        expect(after.groups.map((g) => [g.key, g.units, g.load])).toEqual(
          before.groups.map((g) => [g.key, g.units, g.load])
        )
      })
    )
  })

  it('a strength effect never raises the load when it adds strength, never lowers it when it takes some', () => {
    fc.assert(
      fc.property(itemsArb(), bearerArb, optionsArb, fc.integer({ min: 0, max: 20 }), (items, c, options, n) => {
        const base = run(items, c, options)
        const stronger = run(items, { ...c, effects: [{ strength: n }] }, options)
        const weaker = run(items, { ...c, effects: [{ strength: -n }] }, options)
        expect(compareTiers(stronger.load, base.load)).toBeLessThanOrEqual(0)
        expect(compareTiers(weaker.load, base.load)).toBeGreaterThanOrEqual(0)
      })
    )
  })
})
