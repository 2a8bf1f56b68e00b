// Properties of the engine (issue 2, item 6), checked with fast-check on generated inventories.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  compareTiers,
  evaluate,
  FAMILY_ORDER,
  kindKey,
  headroom,
  baseLevelOf,
  lineUnits,
  limitsFor,
  placeItem,
  SIZE_STEP,
  SIZES,
  tierOf,
  validateEvaluateInput,
  type Bearer,
  type EngineItem,
  type Evaluation,
  type GroupLoad,
  type Limits,
  type RuleOptions,
  type Size
} from '@shared/rules'
import {
  bearerArb,
  customLimitsArb,
  itemArb,
  itemsArb,
  levelArb,
  optionsArb,
  sizeArb,
  strengthArb
} from './arbitraries'

const run = (items: EngineItem[], character: Bearer, options: RuleOptions) => evaluate({ options, character, items })

/** What must not depend on the order of the lines: everything but the line indexes and the labels' spelling. */
function essence(result: Evaluation, originalIndex: (i: number) => number = (i) => i) {
  return {
    load: result.load,
    reason: result.reason,
    effects: result.effects,
    groups: result.groups.map((g) => ({
      key: g.key,
      level: g.level,
      units: g.units,
      limits: g.limits,
      load: g.load,
      headroom: g.headroom,
      label: g.label,
      items: g.items.map(originalIndex).sort((a, b) => a - b)
    })),
    uncounted: result.uncounted.map(originalIndex).sort((a, b) => a - b)
  }
}

/** Level before clamping to 0–7 (coins and containers never shift: their level). */
function unclampedLevel(item: EngineItem, bearer: Size): number {
  if (item.type === 'coins' || item.type === 'ammo') return baseLevelOf(item)
  const shift = SIZE_STEP[item.size ?? bearer] - SIZE_STEP[bearer]
  return (item.type === 'creature' ? 6 + (item.withGear ? 1 : 0) : baseLevelOf(item)) + shift
}

/** `none` and `light` have the same effect: headroom keeps an empty group within light. */
const penalty = (load: GroupLoad) => (load === 'none' ? 'light' : load)

describe('engine properties', () => {
  it('generated inputs are valid input', () => {
    fc.assert(
      fc.property(itemsArb(), bearerArb, optionsArb, (items, character, options) => {
        expect(() => validateEvaluateInput({ options, character, items })).not.toThrow()
      })
    )
  })

  it('the order of the items never matters', () => {
    const arb = itemsArb().chain((items) =>
      fc.tuple(
        fc.constant(items),
        fc.shuffledSubarray([...items.keys()], { minLength: items.length, maxLength: items.length })
      )
    )
    fc.assert(
      fc.property(arb, bearerArb, optionsArb, ([items, order], character, options) => {
        const shuffled = order.map((i) => items[i]!)
        expect(essence(run(shuffled, character, options), (i) => order[i]!)).toEqual(
          essence(run(items, character, options))
        )
      })
    )
  })

  it('lists the groups in one order: family, then kind, then level, base limits before custom ones', () => {
    fc.assert(
      fc.property(itemsArb(), bearerArb, optionsArb, (items, character, options) => {
        const rank = (g: Evaluation['groups'][number]) =>
          [
            FAMILY_ORDER.indexOf(g.family),
            g.family === 'kind' ? kindKey(g.kind!) : '',
            g.level,
            g.custom ? 1 : 0
          ] as const
        const groups = run(items, character, options).groups
        for (let i = 1; i < groups.length; i++) {
          const [a, b] = [rank(groups[i - 1]!), rank(groups[i]!)]
          const cmp = a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0) || a[2] - b[2] || a[3] - b[3]
          expect(cmp, `${groups[i - 1]!.key} before ${groups[i]!.key}`).toBeLessThanOrEqual(0)
        }
      })
    )
  })

  it('adding an item never lowers the load, nor the load of any group', () => {
    fc.assert(
      fc.property(itemsArb(), itemArb(), bearerArb, optionsArb, (items, extra, character, options) => {
        const before = run(items, character, options)
        const after = run([...items, extra], character, options)
        expect(compareTiers(after.load, before.load)).toBeGreaterThanOrEqual(0)
        for (const group of before.groups) {
          const same = after.groups.find((g) => g.key === group.key)!
          expect(compareTiers(same.load, group.load)).toBeGreaterThanOrEqual(0)
        }
      })
    )
  })

  it('more strength never raises the load, nor the load of any group', () => {
    fc.assert(
      fc.property(itemsArb(), bearerArb, strengthArb, optionsArb, (items, character, other, options) => {
        const [weak, strong] = [Math.min(character.strength, other), Math.max(character.strength, other)]
        const a = run(items, { ...character, strength: weak }, options)
        const b = run(items, { ...character, strength: strong }, options)
        expect(compareTiers(b.load, a.load)).toBeLessThanOrEqual(0)
        b.groups.forEach((group, i) => {
          expect(group.key).toBe(a.groups[i]!.key)
          expect(compareTiers(group.load, a.groups[i]!.load)).toBeLessThanOrEqual(0)
        })
      })
    )
  })

  // Exact statement: when every weapon, armour and gear line has a size (creatures always have one;
  // coins and containers never shift) and no line's shifted level would fall below 0 for the bigger
  // bearer, a bigger bearer never raises the load. Both conditions are needed: an unsized line does
  // not shift, so a sized line can shift into its group, and clamping at 0 can merge two groups (see
  // 'size shifts can merge groups' in engine.test.ts).
  it('a bigger bearer never raises the load (all lines sized, no clamping at level 0)', () => {
    fc.assert(
      fc.property(itemsArb({ sized: true }), bearerArb, sizeArb, optionsArb, (items, character, other, options) => {
        const steps = [SIZE_STEP[character.size ?? 'M'], SIZE_STEP[other]].sort((p, q) => p - q)
        const [small, big] = steps.map((s) => SIZES[s]!)
        fc.pre(items.every((item) => unclampedLevel(item, big!) >= 0))
        const a = run(items, { ...character, size: small }, options)
        const b = run(items, { ...character, size: big }, options)
        expect(compareTiers(b.load, a.load)).toBeLessThanOrEqual(0)
      })
    )
  })

  it('limits keep 0 ≤ a ≤ b ≤ c, whole numbers, with or without custom limits', () => {
    fc.assert(
      fc.property(
        levelArb,
        strengthArb,
        optionsArb,
        fc.option(customLimitsArb, { nil: undefined }),
        (level, strength, options, custom) => {
          const [a, b, c] = limitsFor(level, strength, options, custom)
          expect(Number.isInteger(a) && Number.isInteger(b) && Number.isInteger(c)).toBe(true)
          expect(0 <= a && a <= b && b <= c).toBe(true)
        }
      )
    )
  })

  it('limits never rise with the level, and never fall with strength', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), strengthArb, optionsArb, (level, strength, options) => {
        const lower = limitsFor(level, strength, options)
        const higher = limitsFor(level + 1, strength, options)
        const stronger = limitsFor(level, Math.min(strength + 1, 99), options)
        for (let i = 0; i < 3; i++) {
          expect(higher[i]).toBeLessThanOrEqual(lower[i]!)
          expect(stronger[i]).toBeGreaterThanOrEqual(lower[i]!)
        }
      })
    )
  })

  it('headroom is exact: adding it keeps the tier, one more unit changes it (tierOf)', () => {
    const limitsArb = fc.oneof(
      customLimitsArb,
      levelArb.map((l) => limitsFor(l, 10, { strengthRaisesMax: true, rounding: 'floor' }))
    )
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 250 }), limitsArb, (units, limits: Limits) => {
        const load = tierOf(units, limits)
        const room = headroom(units, limits)
        if (load === 'over') {
          expect(room).toEqual({ nextTier: null, beforeOver: null })
          return
        }
        expect(penalty(tierOf(units + room.nextTier!, limits))).toBe(penalty(load))
        expect(penalty(tierOf(units + room.nextTier! + 1, limits))).not.toBe(penalty(load))
        expect(tierOf(units + room.beforeOver!, limits)).not.toBe('over')
        expect(tierOf(units + room.beforeOver! + 1, limits)).toBe('over')
      })
    )
  })

  it('headroom is exact in evaluate: adding headroom units to the group keeps its tier, one more changes it', () => {
    fc.assert(
      fc.property(itemsArb(), bearerArb, optionsArb, fc.nat(), (items, character, options, pick) => {
        const result = run(items, character, options)
        fc.pre(result.groups.length > 0)
        const group = result.groups[pick % result.groups.length]!
        fc.pre(group.load !== 'over')
        const line = items[group.items[0]!]!
        const { nextTier, beforeOver } = group.family === 'coins' ? group.headroom.coins! : group.headroom
        const withExtra = (quantity: number) => {
          const again = run(
            [...items, { ...line, quantity, unlimited: undefined, rounds: undefined }],
            character,
            options
          )
          return again.groups.find((g) => g.key === group.key)!.load
        }
        expect(penalty(withExtra(nextTier!))).toBe(penalty(group.load))
        expect(penalty(withExtra(nextTier! + 1))).not.toBe(penalty(group.load))
        expect(withExtra(beforeOver!)).not.toBe('over')
        expect(withExtra(beforeOver! + 1)).toBe('over')
      })
    )
  })

  it('evaluate groups exactly the lines placeItem places together, with its limits and units', () => {
    fc.assert(
      fc.property(itemsArb(), bearerArb, optionsArb, (items, character, options) => {
        const result = run(items, character, options)
        const expected = new Map<
          string,
          { level: number; limits: Limits; units: number; quantity: number; perUnit: number; items: number[] }
        >()
        const uncounted: number[] = []
        items.forEach((item, i) => {
          const placement = placeItem(item, character, options)
          if (!placement) return void uncounted.push(i)
          let group = expected.get(placement.key)
          if (!group)
            expected.set(
              placement.key,
              (group = {
                level: placement.level,
                limits: placement.limits,
                units: 0,
                quantity: 0,
                perUnit: placement.quantityPerUnit,
                items: []
              })
            )
          expect(group.limits).toEqual(placement.limits)
          group.units += lineUnits(item, placement)
          group.quantity += item.quantity
          group.items.push(i)
        })
        expect(result.uncounted).toEqual(uncounted)
        expect(new Set(result.groups.map((g) => g.key))).toEqual(new Set(expected.keys()))
        for (const group of result.groups) {
          const want = expected.get(group.key)!
          expect(group.level).toBe(want.level)
          expect(group.limits).toEqual(want.limits)
          expect(group.items).toEqual(want.items)
          if (group.family === 'coins') expect(group.units).toBe(want.quantity / want.perUnit)
          else expect(group.units).toBe(want.units)
        }
      })
    )
  })
})
