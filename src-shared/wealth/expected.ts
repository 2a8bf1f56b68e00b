// Expected wealth by character level (RULES.md §15: PF1 Core Rulebook, Character Wealth by Level).
//
// Decision: the campaign's scale (low ×0.5, standard ×1, high ×2) multiplies the book's table, levels 2–20.
// Level 1 is the class's starting wealth as the GM enters it (`startingGp`, default 150 gp): it is already the
// campaign's own figure, so the scale does not multiply it again.
import {
  DEFAULT_WEALTH,
  MAX_CHARACTER_LEVEL,
  MIN_CHARACTER_LEVEL,
  type WealthScale,
  type WealthSettings
} from '../campaign/schema'

/** The book's table in gp, levels 2–20 (index = level). */
export const WEALTH_BY_LEVEL: Readonly<Record<number, number>> = {
  2: 1_000,
  3: 3_000,
  4: 6_000,
  5: 10_500,
  6: 16_000,
  7: 23_500,
  8: 33_000,
  9: 46_000,
  10: 62_000,
  11: 82_000,
  12: 108_000,
  13: 140_000,
  14: 185_000,
  15: 240_000,
  16: 315_000,
  17: 410_000,
  18: 530_000,
  19: 685_000,
  20: 880_000
}

/** How each scale multiplies the table (low fantasy, standard, high fantasy: the book's own advice). */
export const WEALTH_SCALE_FACTOR: Readonly<Record<WealthScale, number>> = { low: 0.5, standard: 1, high: 2 }

/**
 * The wealth a character of `level` is expected to have, in gp, under the campaign's settings (absent: standard,
 * 150 gp at level 1); null without a level, or with one outside 1–20.
 */
export function expectedWealth(
  level: number | undefined,
  settings: WealthSettings | undefined = undefined
): number | null {
  if (level === undefined || !Number.isInteger(level) || level < MIN_CHARACTER_LEVEL || level > MAX_CHARACTER_LEVEL)
    return null
  const { scale, startingGp } = settings ?? DEFAULT_WEALTH
  if (level === 1) return startingGp
  return WEALTH_BY_LEVEL[level]! * WEALTH_SCALE_FACTOR[scale]
}
