// Unit tests of the engine's building blocks and of the decisions RULES.md leaves to the engine.
import { describe, expect, it } from 'vitest'
import {
  baseLimits,
  classify,
  compareTiers,
  DEFAULT_OPTIONS,
  evaluate,
  headroom,
  lineUnits,
  placeItem,
  resolveOptions,
  strengthAdjustment,
  tierEffects,
  tierOf,
  worstTier,
  type Bearer,
  type EngineItem,
  type EvaluateInput
} from '@shared/rules'

const options = resolveOptions()
const medium = { strength: 10 }

describe('options', () => {
  it('defaults: strength raises the max, floor rounding, 100 coins per unit, quadrupeds and bag contents as RULES.md', () => {
    expect(resolveOptions()).toEqual({
      strengthRaisesMax: true,
      rounding: 'floor',
      coinsPerUnit: 100,
      quadrupedsCarryMore: false,
      extradimensionalContentsCount: false
    })
    expect(resolveOptions({ coinsPerUnit: 10 })).toEqual({ ...DEFAULT_OPTIONS, coinsPerUnit: 10 })
  })
})

describe('strength', () => {
  it('rounding toward zero gives 0, never −0', () => {
    expect(Object.is(strengthAdjustment(8, { rounding: 'toward-zero' }), 0)).toBe(true)
  })
})

describe('limits', () => {
  it('rejects levels outside 0–7', () => {
    for (const level of [-1, 8, 1.5]) expect(() => baseLimits(level)).toThrow(RangeError)
  })
})

describe('tiers', () => {
  it('orders none < light < medium < heavy < over', () => {
    const order = ['none', 'light', 'medium', 'heavy', 'over'] as const
    for (let i = 0; i < order.length - 1; i++) expect(compareTiers(order[i]!, order[i + 1]!)).toBeLessThan(0)
    expect(compareTiers('heavy', 'heavy')).toBe(0)
    expect(worstTier([])).toBe('light')
    expect(worstTier(['none', 'medium', null, 'light'])).toBe('medium')
    expect(worstTier(['heavy', 'over', 'medium'])).toBe('over')
  })

  it('gives the PF1 effects of each tier (RULES.md §1)', () => {
    expect(tierEffects('light')).toEqual({
      canMove: true,
      maxDex: null,
      checkPenalty: 0,
      baseSpeed: 30,
      speed: 30,
      speed30: 30,
      speed20: 20,
      runMultiplier: 4
    })
    expect(tierEffects('medium')).toEqual({
      canMove: true,
      maxDex: 3,
      checkPenalty: -3,
      baseSpeed: 30,
      speed: 20,
      speed30: 20,
      speed20: 15,
      runMultiplier: 4
    })
    expect(tierEffects('heavy')).toEqual({
      canMove: true,
      maxDex: 1,
      checkPenalty: -6,
      baseSpeed: 30,
      speed: 20,
      speed30: 20,
      speed20: 15,
      runMultiplier: 3
    })
    // RULES.md gives no effects for an over load: it cannot move, and no max Dex or check penalty applies
    expect(tierEffects('over')).toEqual({
      canMove: false,
      maxDex: null,
      checkPenalty: null,
      baseSpeed: 30,
      speed: null,
      speed30: null,
      speed20: null,
      runMultiplier: null
    })
  })

  it('counts fractional coin units exactly at the limit', () => {
    expect(tierOf(1600 / 100, [16, 24, 32])).toBe('light')
    expect(tierOf(1601 / 100, [16, 24, 32])).toBe('medium')
    expect(headroom(1601 / 100, [16, 24, 32], 1 / 100)).toEqual({ nextTier: 7.99, beforeOver: 15.99 })
    expect(headroom(10 / 3, [16, 24, 32], 1 / 3)).toEqual({ nextTier: 38 / 3, beforeOver: 86 / 3 })
  })
})

describe('classify', () => {
  it('ignores a weight that is not a weight', () => {
    expect(classify(-1, null)).toEqual({ level: null, byWeight: null, bySize: null })
    expect(classify(Number.NaN, 'arm')).toEqual({ level: 3, byWeight: null, bySize: 3 })
    expect(classify(null, 'no such cue')).toEqual({ level: null, byWeight: null, bySize: null })
  })
})

describe('placeItem', () => {
  it('places coins at level 1 with 1 / coinsPerUnit units per coin', () => {
    const coins: EngineItem = { name: 'gp', type: 'coins', quantity: 250, size: 'G' }
    expect(placeItem(coins, { strength: 18, size: 'P' }, { ...options, coinsPerUnit: 50 })).toEqual({
      key: 'coins',
      label: 'coins',
      family: 'coins',
      level: 1,
      limits: [17, 25, 33],
      unitsPerQuantity: 1 / 50,
      quantityPerUnit: 50,
      minUnits: 0
    })
  })

  it('returns null for unlimited items', () => {
    expect(
      placeItem({ name: 'paper', type: 'gear', level: 0, unlimited: true, quantity: 5 }, medium, options)
    ).toBeNull()
  })

  it('counts the containers an ammunition line needs for its rounds', () => {
    const quiver: EngineItem = { name: 'quiver', type: 'ammo', container: 'arrows', quantity: 1, rounds: 101 }
    const placement = placeItem(quiver, medium, options)!
    expect(placement).toMatchObject({ key: 'ammo', level: 3, minUnits: 3, unitsPerQuantity: 1 })
    expect(lineUnits(quiver, placement)).toBe(3)
    expect(lineUnits({ ...quiver, quantity: 5 }, placement)).toBe(5)
    expect(placeItem({ ...quiver, container: 'bullets', rounds: 101 }, medium, options)!.minUnits).toBe(11)
  })

  it('matches kinds whatever their case and surrounding spaces', () => {
    const a = placeItem({ name: 'x', type: 'gear', level: 1, kind: ' Potion', quantity: 1 }, medium, options)!
    const b = placeItem({ name: 'potion', type: 'gear', level: 1, quantity: 1 }, medium, options)!
    expect(a.key).toBe('kind:potion:1')
    expect(b.key).toBe(a.key)
    expect(a.label).toBe('Potion')
  })

  it('keys custom limits with the limits, and adjusts them by strength', () => {
    const arrows: EngineItem = { name: 'arrows', type: 'gear', level: 0, limits: [64, 96, 128], quantity: 1 }
    expect(placeItem(arrows, { strength: 18 }, options)).toMatchObject({
      key: 'kind:arrows:0|limits:64/96/128',
      limits: [65, 97, 129]
    })
    const sword: EngineItem = { name: 'x', type: 'weapon', category: 'light', limits: [1, 2, 3], quantity: 1 }
    expect(placeItem(sword, medium, options)!.key).toBe('weapon:2|limits:1/2/3')
  })

  it('places a line where evaluate counts it under the limits of groups (RULES.md §9): same key, limits and units', () => {
    const withGroups = resolveOptions({
      groupLimits: { weapon: { 'two-handed': [1, 2, 3] }, ammo: [6, 9, 12], rounds: { arrows: [64, 96, 128] } }
    })
    const halfling: Bearer = { strength: 18, size: 'P' }
    const items: EngineItem[] = [
      { name: 'longsword', type: 'weapon', category: 'one-handed', size: 'M', quantity: 1 },
      { name: 'quiver of arrows', type: 'ammo', container: 'arrows', quantity: 2, rounds: 80 },
      { name: 'quiver of bolts', type: 'ammo', container: 'bolts', quantity: 1, rounds: 60 }
    ]
    const ev = evaluate({ options: withGroups, character: halfling, items })
    items.forEach((item, i) => {
      const p = placeItem(item, halfling, withGroups)!
      const g = ev.groups.find((group) => group.items.includes(i))!
      expect(p.key).toBe(g.key)
      expect(p.limits).toEqual(g.limits)
      expect(lineUnits(item, p)).toBe(g.units)
    })
    expect(ev.groups.map((g) => [g.key, g.units, g.limits])).toEqual([
      ['weapon:4', 1, [2, 3, 4]],
      ['ammo', 2, [7, 10, 13]],
      ['rounds:arrows', 80, [65, 97, 129]]
    ])
  })

  it('lets custom limits replace the 0/0/0 of level 7', () => {
    const wagon: EngineItem = { name: 'wagon', type: 'gear', level: 7, limits: [0, 1, 2], quantity: 1 }
    expect(placeItem(wagon, medium, options)!.limits).toEqual([0, 1, 2])
    expect(placeItem({ ...wagon, limits: undefined }, { strength: 99 }, options)!.limits).toEqual([0, 0, 0])
  })
})

describe('evaluate', () => {
  it('does not modify its input', () => {
    const input: EvaluateInput = {
      character: { strength: 12, size: 'P', wornArmor: 'light' },
      items: [
        { name: 'dagger', type: 'weapon', category: 'light', size: 'M', quantity: 3 },
        { name: 'gp', type: 'coins', quantity: 1234 },
        { name: 'potion', type: 'gear', level: 1, quantity: 5, limits: [1, 2, 3] }
      ]
    }
    const copy = structuredClone(input)
    evaluate(input)
    expect(input).toEqual(copy)
  })

  it('uses the default options and a Medium bearer when they are absent', () => {
    const result = evaluate({
      character: { strength: 10 },
      items: [{ name: 'x', type: 'weapon', category: 'light', size: 'M', quantity: 1 }]
    })
    expect(result.groups[0]).toMatchObject({ key: 'weapon:2', level: 2 })
  })

  // Why the "bigger bearer" property needs its conditions (see properties.test.ts).
  describe('size shifts can merge groups', () => {
    it('a sized line shifting into the group of unsized lines raises the load', () => {
      const items: EngineItem[] = [
        { name: 'potion', type: 'gear', level: 1, quantity: 16 },
        { name: "giant's potion", kind: 'potion', type: 'gear', level: 2, size: 'M', quantity: 1 }
      ]
      expect(evaluate({ character: { strength: 10, size: 'M' }, items }).load).toBe('light')
      const ogre = evaluate({ character: { strength: 10, size: 'G' }, items })
      expect(ogre.groups).toMatchObject([{ key: 'kind:potion:1', units: 17, load: 'medium' }])
      expect(ogre.load).toBe('medium')
    })

    it('clamping at level 0 merges two levels and raises the load', () => {
      const items: EngineItem[] = [
        { name: 'pin', type: 'gear', level: 0, size: 'M', quantity: 32 },
        { name: 'pin', type: 'gear', level: 1, size: 'M', quantity: 1 }
      ]
      expect(evaluate({ character: { strength: 10, size: 'M' }, items }).load).toBe('light')
      expect(evaluate({ character: { strength: 10, size: 'G' }, items }).load).toBe('medium')
    })
  })
})
