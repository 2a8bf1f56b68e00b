// The fixed tables of RULES.md: levels, base limits, categories, sizes, containers.
import type { ArmorCategory, ContainerKind, Level, Limits, Size, WeaponCategory } from './types'
import { SIZES } from './types'

export const MIN_LEVEL = 0
export const MAX_LEVEL = 7

/** Base limits by level (RULES.md §2). */
export const BASE_LIMITS: readonly Limits[] = [
  [32, 48, 64],
  [16, 24, 32],
  [8, 12, 16],
  [4, 6, 8],
  [2, 3, 4],
  [0, 1, 2],
  [0, 0, 1],
  [0, 0, 0]
]

export const WEAPON_CATEGORY_LEVEL: Readonly<Record<WeaponCategory, Level>> = {
  light: 2,
  'one-handed': 3,
  'two-handed': 4
}
export const ARMOR_CATEGORY_LEVEL: Readonly<Record<ArmorCategory, Level>> = { light: 4, medium: 5, heavy: 6 }

export const COINS_LEVEL: Level = 1
export const AMMO_LEVEL: Level = 3
/** Rounds counted one by one (a house rule, RULES.md §9): level-0 items. */
export const ROUNDS_LEVEL: Level = 0
export const CONTAINER_KINDS: readonly ContainerKind[] = ['arrows', 'bolts', 'bullets']
/** A carried creature of the bearer's own size (RULES.md §8). */
export const CREATURE_BASE_LEVEL = 6

/** Rounds one container holds (RULES.md §4). */
export const CONTAINER_CAPACITY: Readonly<Record<ContainerKind, number>> = { arrows: 50, bolts: 50, bullets: 10 }
export const CONTAINER_NAMES: Readonly<Record<ContainerKind, { fr: string; en: string }>> = {
  arrows: { fr: 'carquois de flèches', en: 'quiver of arrows' },
  bolts: { fr: 'carquois de carreaux', en: 'quiver of bolts' },
  bullets: { fr: 'sac de billes', en: 'bag of sling bullets' }
}

/** Size step: the index in SIZES (Fine 0 … Medium 4 … Colossal 8). */
/** Pathfinder 1e's size codes (the pf1 data's and Foundry VTT's pf1 system's) → our sizes. */
export const PF1_SIZE = {
  fine: 'I',
  dim: 'Min',
  tiny: 'TP',
  sm: 'P',
  med: 'M',
  lg: 'G',
  huge: 'TG',
  grg: 'Gig',
  col: 'C'
} as const satisfies Readonly<Record<string, Size>>
export type Pf1Size = keyof typeof PF1_SIZE

export const SIZE_STEP: Readonly<Record<Size, number>> = { I: 0, Min: 1, TP: 2, P: 3, M: 4, G: 5, TG: 6, Gig: 7, C: 8 }

export const SIZE_NAMES: Readonly<Record<Size, { fr: string; en: string }>> = {
  I: { fr: 'Infime', en: 'Fine' },
  Min: { fr: 'Minuscule', en: 'Diminutive' },
  TP: { fr: 'Très petite', en: 'Tiny' },
  P: { fr: 'Petite', en: 'Small' },
  M: { fr: 'Moyenne', en: 'Medium' },
  G: { fr: 'Grande', en: 'Large' },
  TG: { fr: 'Très grande', en: 'Huge' },
  Gig: { fr: 'Gigantesque', en: 'Gargantuan' },
  C: { fr: 'Colossale', en: 'Colossal' }
}

export { SIZES }
