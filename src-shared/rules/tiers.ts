// Load tiers of a group, their order, their PF1 effects and the headroom left (RULES.md §1, §3).
import { reducedSpeed } from './bearer'
import type { GroupLoad, Headroom, Limits, Tier, TierEffects } from './types'

const RANK: Readonly<Record<GroupLoad, number>> = { none: 0, light: 1, medium: 2, heavy: 3, over: 4 }

/** Load of a group holding `units` units against limits a/b/c (RULES.md §3). */
export function tierOf(units: number, limits: Limits): GroupLoad {
  if (units <= 0) return 'none'
  if (units <= limits[0]) return 'light'
  if (units <= limits[1]) return 'medium'
  if (units <= limits[2]) return 'heavy'
  return 'over'
}

/** Negative when `a` is a lighter load than `b`, 0 when equal (none < light < medium < heavy < over). */
export function compareTiers(a: GroupLoad, b: GroupLoad): number {
  return RANK[a] - RANK[b]
}

/** The worst of some loads; `none` (or nothing) counts as light. */
export function worstTier(loads: Iterable<GroupLoad | null | undefined>): Tier {
  let worst: Tier = 'light'
  for (const load of loads) {
    if (load && load !== 'none' && RANK[load] > RANK[worst]) worst = load
  }
  return worst
}

/**
 * PF1/3.5 effects of a tier (RULES.md §1, §12) for a bearer of `baseSpeed` ft: a medium or heavy load
 * reduces it (unless `neverReduced`, dwarves); `over` cannot move and has no other figure.
 */
export function tierEffects(tier: Tier | 'none', baseSpeed = 30, neverReduced = false): TierEffects {
  const reduced = neverReduced ? baseSpeed : reducedSpeed(baseSpeed)
  switch (tier) {
    case 'none':
    case 'light':
      return light(baseSpeed)
    case 'medium':
      return medium(baseSpeed, reduced, neverReduced)
    case 'heavy':
      return heavy(baseSpeed, reduced, neverReduced)
    case 'over':
      return {
        canMove: false,
        maxDex: null,
        checkPenalty: null,
        baseSpeed,
        speed: null,
        speed30: null,
        speed20: null,
        runMultiplier: null
      }
  }
}

// One literal per tier, every field present: one object shape.
const light = (base: number): TierEffects => ({
  canMove: true,
  maxDex: null,
  checkPenalty: 0,
  baseSpeed: base,
  speed: base,
  speed30: 30,
  speed20: 20,
  runMultiplier: 4
})
const medium = (base: number, reduced: number, never: boolean): TierEffects => ({
  canMove: true,
  maxDex: 3,
  checkPenalty: -3,
  baseSpeed: base,
  speed: reduced,
  speed30: never ? 30 : 20,
  speed20: never ? 20 : 15,
  runMultiplier: 4
})
const heavy = (base: number, reduced: number, never: boolean): TierEffects => ({
  canMove: true,
  maxDex: 1,
  checkPenalty: -6,
  baseSpeed: base,
  speed: reduced,
  speed30: never ? 30 : 20,
  speed20: never ? 20 : 15,
  runMultiplier: 3
})

/**
 * How many more units fit: before the load gets worse than it is (an empty group counts as light) and
 * before over; nulls when already over. `unitStep` is the units one piece adds (1, or 1 / coinsPerUnit
 * for coins): the figures are whole multiples of it, computed in pieces so that they stay exact.
 * Adding `nextTier` units keeps the tier; adding `nextTier + unitStep` changes it.
 */
export function headroom(units: number, limits: Limits, unitStep = 1): Headroom {
  const tier = tierOf(units, limits)
  if (tier === 'over') return { nextTier: null, beforeOver: null }
  const perUnit = unitStep === 1 ? 1 : Math.round(1 / unitStep)
  const pieces = perUnit === 1 ? units : Math.round(units * perUnit)
  const bound = tier === 'none' || tier === 'light' ? limits[0] : tier === 'medium' ? limits[1] : limits[2]
  const next = bound * perUnit - pieces
  const over = limits[2] * perUnit - pieces
  if (perUnit === 1) return { nextTier: next, beforeOver: over }
  return { nextTier: next / perUnit, beforeOver: over / perUnit }
}
