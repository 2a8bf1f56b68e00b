// Limits of one group after strength (RULES.md §2, §5, §9).
import { BASE_LIMITS, MAX_LEVEL } from './tables'
import { strengthAdjustment } from './strength'
import type { Limits, RuleOptions } from './types'

/** Base limits of a level 0–7 (RULES.md §2). */
export function baseLimits(level: number): Limits {
  const limits = BASE_LIMITS[level]
  if (!limits) throw new RangeError(`level must be an integer 0–7, got ${level}`)
  return limits
}

/**
 * Applies the strength adjustment `d` to limits `a/b/c`:
 * - each becomes at least 0, and when d < 0 the maximum is at least 1;
 * - with `strengthRaisesMax` off, the maximum never rises (it can still fall), and the light and
 *   medium limits are capped at the maximum so that a ≤ b ≤ c holds (level 6 with d +1: 1/1/1);
 * - level 7 stays 0/0/0 unless the group has custom limits (the GM replaced "impossible").
 */
export function adjustLimits(
  base: Limits,
  d: number,
  options: Pick<RuleOptions, 'strengthRaisesMax'>,
  level: number,
  custom: boolean
): Limits {
  if (level === MAX_LEVEL && !custom) return BASE_LIMITS[MAX_LEVEL] as Limits
  let c = d > 0 && !options.strengthRaisesMax ? base[2] : base[2] + d
  if (c < 0) c = 0
  if (d < 0 && c < 1) c = 1
  let a = base[0] + d
  let b = base[1] + d
  if (a < 0) a = 0
  if (b < 0) b = 0
  if (a > c) a = c
  if (b > c) b = c
  return [a, b, c]
}

/**
 * Limits of a group of level `level` for a bearer of this strength score; `custom` limits (RULES.md §9)
 * replace the level's base limits and are adjusted by strength the same way.
 */
export function limitsFor(
  level: number,
  strength: number,
  options: Pick<RuleOptions, 'strengthRaisesMax' | 'rounding'>,
  custom?: Limits | null
): Limits {
  const base = custom ?? baseLimits(level)
  return adjustLimits(base, strengthAdjustment(strength, options), options, level, custom != null)
}
