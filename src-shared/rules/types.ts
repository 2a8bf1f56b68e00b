// Types of the rules engine (RULES.md). Pure data: no Node, DOM or Electron.

export const TIERS = ['light', 'medium', 'heavy', 'over'] as const
/** A load tier, ordered light < medium < heavy < over (RULES.md §1). */
export type Tier = (typeof TIERS)[number]
/** A group's load: `none` when it holds no unit (RULES.md §3). */
export type GroupLoad = 'none' | Tier

/** Sizes from smallest to largest; the index is the size step (RULES.md §8). */
export const SIZES = ['I', 'Min', 'TP', 'P', 'M', 'G', 'TG', 'Gig', 'C'] as const
export type Size = (typeof SIZES)[number]

export type Level = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
export type Limits = readonly [light: number, medium: number, heavy: number]

export type ArmorCategory = 'light' | 'medium' | 'heavy'
export type WeaponCategory = 'light' | 'one-handed' | 'two-handed'
export type ItemType = 'weapon' | 'armor' | 'coins' | 'ammo' | 'creature' | 'gear'
export type ContainerKind = 'arrows' | 'bolts' | 'bullets'

/** House-rule options (RULES.md §9), defaults first. */
export interface RuleOptions {
  /** Default true: STR 18 gives 9/13/17; false: the max only falls (9/13/16). */
  strengthRaisesMax: boolean
  /** Default 'floor': m −1 → −1; 'toward-zero': m −1…−3 → 0. */
  rounding: 'floor' | 'toward-zero'
  /** Default 100 coins per unit. */
  coinsPerUnit: number
}

export interface Bearer {
  /** Strength score (not the modifier). */
  strength: number
  /** Default 'M'. */
  size?: Size
  /** Category of the worn armour, or null/absent when none (RULES.md §6). */
  wornArmor?: ArmorCategory | null
}

/** One inventory line as the engine sees it (the CLI's `items[]`). */
export interface EngineItem {
  name: string
  type: ItemType
  /** Units; coins: number of coins; ammo: number of containers. */
  quantity: number
  /** Weapons: light / one-handed / two-handed; carried armours: light / medium / heavy. */
  category?: WeaponCategory | ArmorCategory
  /** Overrides the category's level; required for gear; ignored for coins (1), ammo (3) and creatures. */
  level?: number
  /** Gear's limit group; defaults to the name. */
  kind?: string
  /** Size the item is made for (creatures: the creature's size). Absent: never shifted. */
  size?: Size
  /** Creatures: a warrior with all its gear (+1 level). */
  withGear?: boolean
  /** GM's call, level 0 only: never counts. */
  unlimited?: boolean
  /** Custom limits for this item's group (RULES.md §9), before strength. */
  limits?: readonly [number, number, number]
  /** Ammo: what the container holds. */
  container?: ContainerKind
  /**
   * Ammo: rounds carried in this line's containers. The line then counts
   * max(quantity, ceil(rounds / capacity)) containers: rounds that do not fit need more containers.
   */
  rounds?: number
}

export interface EvaluateInput {
  options?: Partial<RuleOptions>
  character: Bearer
  items: readonly EngineItem[]
}

/** PF1/3.5 effects of a tier (RULES.md §1), shown, never used to compute load. */
export interface TierEffects {
  /** False when over: the character cannot move with this inventory. */
  canMove: boolean
  /** null: no limit. Over: the heavy figure (the worst the PF1 table gives). */
  maxDex: number | null
  checkPenalty: number
  /** Speed in feet for a 30 ft and a 20 ft base; null when over (cannot move). */
  speed30: number | null
  speed20: number | null
  runMultiplier: number | null
}

export interface Headroom {
  /**
   * Units that can still be added before the group's load gets worse than it is (an empty group counts
   * as light: adding `nextTier` units keeps it at most light, one more unit makes it medium or worse);
   * null if already over.
   */
  nextTier: number | null
  /** Units that can still be added before the group is over; null if already over. */
  beforeOver: number | null
  /** Coins group only: the same figures in coins (whole numbers). */
  coins?: { nextTier: number | null; beforeOver: number | null }
}

/** What kind of limit group (RULES.md §4); `kind` is every other item, grouped by its kind. */
export type GroupFamily = 'weapon' | 'armor' | 'coins' | 'ammo' | 'creature' | 'kind'

export interface GroupResult {
  /** Stable key, e.g. `weapon:2`, `armor:5`, `coins`, `ammo`, `kind:potion:1`, `creature:5`. */
  key: string
  label: string
  level: number
  /** Units counted against the limits (coins: coins / coinsPerUnit, may be fractional). */
  units: number
  /** Limits after strength. */
  limits: Limits
  load: GroupLoad
  headroom: Headroom
  /** Indexes into the input items of the lines counted in this group. */
  items: number[]
  family: GroupFamily
  /** Weapons and armours: the category whose level is the group's level, if any. */
  category?: WeaponCategory | ArmorCategory
  /** `kind` family: the kind as written (the key uses it trimmed and lower-cased). */
  kind?: string
  /** True when the group uses custom limits (RULES.md §9) instead of the level's base limits. */
  custom: boolean
  /** Coins group only: the number of coins (units = coins / coinsPerUnit). */
  coins?: number
}

export type Reason =
  | { source: 'none' }
  | { source: 'groups'; groups: string[] } // keys of the groups at the final tier
  | { source: 'armor'; armor: ArmorCategory }
  | { source: 'both'; groups: string[]; armor: ArmorCategory }

export interface Evaluation {
  load: Tier
  reason: Reason
  strengthModifier: number
  strengthAdjustment: number
  effects: TierEffects
  groups: GroupResult[]
  /** Indexes of the lines that never count (flagged unlimited). */
  uncounted: number[]
}

/**
 * Where one item line counts (RULES.md §4), for a given bearer and options. A line's units are
 * `max(quantity × unitsPerQuantity, minUnits)`; for exact sums of coins add the quantities and
 * divide by `quantityPerUnit` (1 / 100 is not exact in binary floating point).
 */
export interface Placement {
  /** Group key; two lines with the same key count against the same limits. */
  key: string
  label: string
  family: GroupFamily
  /** Effective level (after the size shift). */
  level: number
  /** Limits after strength (custom limits when the item has them). */
  limits: Limits
  /** 1, or 1 / coinsPerUnit for coins. */
  unitsPerQuantity: number
  /** 1, or coinsPerUnit for coins. */
  quantityPerUnit: number
  /** Ammunition with rounds: containers needed for the rounds (ceil(rounds / capacity)); else 0. */
  minUnits: number
}
