// The GM's guide for classifying a new item (RULES.md §2): suggested level = max(by weight, by size).
import type { Level } from './types'

/** Upper bounds (inclusive) of the weight bands of levels 0–6; above the last is level 7. */
export const WEIGHT_BANDS_KG: readonly number[] = [0.25, 0.5, 1, 5, 10, 50, 150]

/** Size cues of the guide, one per level (their words are the i18n tables' `custom.cues`). */
export const SIZE_CUES: readonly { level: Level; id: string }[] = [
  { level: 0, id: 'swallowed' },
  { level: 1, id: 'pouch' },
  { level: 2, id: 'forearm' },
  { level: 3, id: 'arm' },
  { level: 4, id: 'leg' },
  { level: 5, id: 'three-quarters' },
  { level: 6, id: 'bearer' },
  { level: 7, id: 'twice' }
]

/** Level of a weight in kg: bands are lower-exclusive, upper-inclusive (0.5 kg → 1, 0.51 kg → 2). */
export function levelByWeight(weightKg: number): Level {
  for (let level = 0; level < WEIGHT_BANDS_KG.length; level++) {
    if (weightKg <= (WEIGHT_BANDS_KG[level] as number)) return level as Level
  }
  return 7
}

export interface Classification {
  /** Suggested level: the larger of the two cues given; null when neither is. */
  level: Level | null
  byWeight: Level | null
  bySize: Level | null
}

/**
 * Suggests a level from a weight in kg and a size cue (the level of one of SIZE_CUES, or its id);
 * either may be null. The GM can always override it.
 */
export function classify(weightKg: number | null, sizeCue: Level | string | null): Classification {
  const byWeight = weightKg == null || !Number.isFinite(weightKg) || weightKg < 0 ? null : levelByWeight(weightKg)
  const cue = sizeCue == null ? undefined : SIZE_CUES.find((c) => c.level === sizeCue || c.id === sizeCue)
  const bySize = cue ? cue.level : null
  const level = byWeight == null ? bySize : bySize == null ? byWeight : (Math.max(byWeight, bySize) as Level)
  return { level, byWeight, bySize }
}
