// The GM's guide for classifying a new item (RULES.md §2): suggested level = max(by weight, by size).
import type { Level } from './types'

/** Upper bounds (inclusive) of the weight bands of levels 0–6; above the last is level 7. */
export const WEIGHT_BANDS_KG: readonly number[] = [0.25, 0.5, 1, 5, 10, 50, 150]

/** Size cues of the guide, one per level. */
export const SIZE_CUES: readonly { level: Level; id: string; fr: string; en: string }[] = [
  { level: 0, id: 'swallowed', fr: 'peut être avalé', en: 'can be swallowed' },
  { level: 1, id: 'pouch', fr: 'tient dans une bourse ; deux par main', en: 'fits a pouch; two per hand' },
  { level: 2, id: 'forearm', fr: "taille de l'avant-bras", en: 'forearm' },
  { level: 3, id: 'arm', fr: 'taille du bras entier', en: 'whole arm' },
  { level: 4, id: 'leg', fr: 'taille de la jambe', en: 'leg' },
  { level: 5, id: 'three-quarters', fr: '~75 % du porteur', en: '~75 % of the bearer' },
  { level: 6, id: 'bearer', fr: 'aussi grand que le porteur', en: 'as big as the bearer' },
  { level: 7, id: 'twice', fr: 'deux fois le porteur', en: 'twice the bearer' }
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
