// Size shift and carried creatures (RULES.md §8).
import { CREATURE_BASE_LEVEL, MAX_LEVEL, MIN_LEVEL, SIZE_STEP } from './tables'
import type { Size } from './types'

export function clampLevel(level: number): number {
  return level < MIN_LEVEL ? MIN_LEVEL : level > MAX_LEVEL ? MAX_LEVEL : level
}

/**
 * Level of an item made for `itemSize` in the hands of a `bearerSize` bearer: one level per size step
 * of difference, clamped to 0–7. An item with no size is never shifted.
 */
export function effectiveLevel(baseLevel: number, itemSize: Size | undefined | null, bearerSize: Size = 'M'): number {
  if (!itemSize) return baseLevel
  return clampLevel(baseLevel + SIZE_STEP[itemSize] - SIZE_STEP[bearerSize])
}

/** Level of a carried creature of `size`: 6 + (S − B), +1 for a warrior with all its gear, clamped. */
export function creatureLevel(size: Size, bearerSize: Size = 'M', withGear = false): number {
  return clampLevel(CREATURE_BASE_LEVEL + SIZE_STEP[size] - SIZE_STEP[bearerSize] + (withGear ? 1 : 0))
}
