// Strength modifier and the limit adjustment it gives (RULES.md §5).
import type { RuleOptions } from './types'

/** PF1 ability modifier: floor((STR − 10) / 2). */
export function strengthModifier(strength: number): number {
  return Math.floor((strength - 10) / 2)
}

/**
 * The adjustment added to limits: m / 4 rounded down ('floor': m −1 → −1) or toward zero
 * ('toward-zero': m −1…−3 → 0).
 */
export function strengthAdjustment(strength: number, options: Pick<RuleOptions, 'rounding'>): number {
  const quarter = strengthModifier(strength) / 4
  // `+ 0` turns Math.trunc's −0 into 0.
  return (options.rounding === 'toward-zero' ? Math.trunc(quarter) : Math.floor(quarter)) + 0
}
