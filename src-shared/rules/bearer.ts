// The bearer as what-if effects leave it (RULES.md §11, §13) and its speed (RULES.md §12).
import { strengthAdjustment } from './strength'
import { SIZE_STEP } from './tables'
import { SIZES } from './types'
import type { Bearer, CustomEffect, EffectiveBearer, NamedEffect, RuleOptions, Size } from './types'

/** The named effects as custom ones (RULES.md §13). */
export const NAMED_EFFECT_CHANGES: Readonly<
  Record<NamedEffect, Readonly<Required<Pick<CustomEffect, 'strength' | 'size' | 'withEquipment'>>>>
> = {
  'bulls-strength': { strength: 4, size: 0, withEquipment: true },
  'enlarge-person': { strength: 2, size: 1, withEquipment: true },
  'reduce-person': { strength: -2, size: -1, withEquipment: true }
}

/** An effective bearer plus the steps its equipment grew or shrank with it. */
export interface ResolvedBearer extends EffectiveBearer {
  /** Size steps added to every item made for a size (equipment growing with its bearer). */
  equipmentShift: number
}

const LAST_STEP = SIZES.length - 1

/** Moves a size by `steps`, clamped to Fine…Colossal. */
export function shiftSize(size: Size, steps: number): Size {
  const step = SIZE_STEP[size] + steps
  return SIZES[step < 0 ? 0 : step > LAST_STEP ? LAST_STEP : step]!
}

/**
 * Strength, size and d after the effects, in order; a size that cannot change further (Colossal
 * enlarged) changes neither the bearer nor its equipment. Strength does not fall below 0.
 */
export function resolveBearer(
  bearer: Bearer,
  options: Pick<RuleOptions, 'rounding' | 'quadrupedsCarryMore'>
): ResolvedBearer {
  let strength = bearer.strength
  let step = SIZE_STEP[bearer.size ?? 'M']
  let equipmentShift = 0
  let dChange = 0
  const effects = bearer.effects
  if (effects) {
    for (const effect of effects) {
      const e = typeof effect === 'string' ? NAMED_EFFECT_CHANGES[effect] : effect
      strength += e.strength ?? 0
      const steps = e.size ?? 0
      if (steps !== 0) {
        const next = Math.max(0, Math.min(LAST_STEP, step + steps))
        if (e.withEquipment !== false) equipmentShift += next - step
        step = next
      }
      if (typeof effect !== 'string') dChange += effect.d ?? 0
    }
    if (strength < 0) strength = 0
  }
  const quadruped = bearer.quadruped === true && options.quadrupedsCarryMore ? 1 : 0
  return {
    strength,
    size: SIZES[step]!,
    d: strengthAdjustment(strength, options) + quadruped + dChange,
    equipmentShift
  }
}

/** Default base speed (RULES.md §12): 30 ft, 20 ft for Small and smaller bearers. */
export function defaultBaseSpeed(size: Size = 'M'): number {
  return SIZE_STEP[size] <= SIZE_STEP.P ? 20 : 30
}

/** The bearer's base speed: the GM's, else the default of its own size (effects do not change it). */
export function baseSpeedOf(bearer: Pick<Bearer, 'baseSpeed' | 'size'>): number {
  return bearer.baseSpeed ?? defaultBaseSpeed(bearer.size)
}

/** A medium or heavy load's speed (RULES.md §12): base − 5 × floor(base / 15) (30 → 20, 20 → 15). */
export function reducedSpeed(base: number): number {
  return base - 5 * Math.floor(base / 15)
}

/** French display (RULES.md §12): 1.5 m per 5 ft. */
export function feetToMetres(feet: number): number {
  return (feet / 5) * 1.5
}
