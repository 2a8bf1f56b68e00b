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
  /** Overrides the category's level; required for gear. */
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
  /** Ammo: loose rounds carried in containers of this line. */
  rounds?: number
}

export interface EvaluateInput {
  options?: Partial<RuleOptions>
  character: Bearer
  items: readonly EngineItem[]
}

/** PF1/3.5 effects of a tier (RULES.md §1), shown, never used to compute load. */
export interface TierEffects {
  /** null: no limit. */
  maxDex: number | null
  checkPenalty: number
  /** Speed in feet for a 30 ft and a 20 ft base; null when over (cannot move). */
  speed30: number | null
  speed20: number | null
  runMultiplier: number | null
}

export interface Headroom {
  /** Units that can still be added before the group's load changes tier; null if already over. */
  nextTier: number | null
  /** Units that can still be added before the group is over; null if already over. */
  beforeOver: number | null
}

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
}
