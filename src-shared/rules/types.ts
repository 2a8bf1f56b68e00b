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
  /** Default false: a quadruped bearer gets +1 on its adjustment d (RULES.md §11). */
  quadrupedsCarryMore: boolean
  /** Default false: the contents of an extradimensional container count for no group (RULES.md §10). */
  extradimensionalContentsCount: boolean
  /** Custom limits (RULES.md §9) of the groups that are not kinds; absent: the base limits. */
  groupLimits?: GroupLimits
}

/**
 * The GM's own limits (RULES.md §9), before strength, for the groups that are not an item kind (a kind's
 * limits come with its lines, `EngineItem.limits`):
 * - `weapon` / `armor`: the group of weapons or carried armours at that category's level (light weapons are
 *   "weapons at effective level 2": a halfling's Medium longsword, level 4 for it, counts as two-handed);
 * - `ammo`: the ammunition containers' one group (level 3);
 * - `rounds`: the rounds of that container kind counted one by one, as level-0 items of a group of their
 *   own ("arrows of level 0 with 64/96/128"); their containers then only hold them and count for nothing.
 */
export interface GroupLimits {
  weapon?: Partial<Record<WeaponCategory, Limits>>
  armor?: Partial<Record<ArmorCategory, Limits>>
  ammo?: Limits
  rounds?: Partial<Record<ContainerKind, Limits>>
}

/** The named PF1 effects of RULES.md §13. */
export const NAMED_EFFECTS = ['bulls-strength', 'enlarge-person', 'reduce-person'] as const
export type NamedEffect = (typeof NAMED_EFFECTS)[number]

/**
 * Any other effect (RULES.md §13): a strength change, a size change in steps (the equipment made for
 * the bearer's size growing with it or not) and a change of `d`, entered by the GM.
 */
export interface CustomEffect {
  strength?: number
  size?: number
  /** With a size change: the bearer's equipment grows or shrinks with it (default true, as Enlarge Person). */
  withEquipment?: boolean
  d?: number
}

export type Effect = NamedEffect | CustomEffect

export interface Bearer {
  /** Strength score (not the modifier). */
  strength: number
  /** Default 'M'. */
  size?: Size
  /** Category of the worn armour, or null/absent when none (RULES.md §6). */
  wornArmor?: ArmorCategory | null
  /** Base speed in ft, a multiple of 5 (RULES.md §12); default 30, 20 for Small and smaller bearers. */
  baseSpeed?: number
  /** Quadruped bearer (RULES.md §11): +1 on d with the option "quadrupeds carry more". */
  quadruped?: boolean
  /** Speed never reduced by load or armour (dwarves, RULES.md §12). */
  speedNeverReduced?: boolean
  /** What-if effects (RULES.md §13), applied in order. */
  effects?: readonly Effect[]
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
  /** The line's id, for `in` (RULES.md §10). */
  id?: string
  /** A bag of holding and its kin: one item of its own level; its contents count for no group. */
  extradimensional?: boolean
  /** Extradimensional container: the GM's capacity in units (§4 counting, coins per unit). */
  capacity?: number
  /** Extradimensional container: the largest level that fits. */
  maxLevel?: number
  /** The `id` of the extradimensional line that holds this one. */
  in?: string
}

export interface EvaluateInput {
  options?: Partial<RuleOptions>
  character: Bearer
  items: readonly EngineItem[]
}

/** PF1/3.5 effects of a tier (RULES.md §1, §12), shown, never used to compute load. */
export interface TierEffects {
  /** False when over: the character cannot move with this inventory (and no other figure applies). */
  canMove: boolean
  /** null: no limit, or over (RULES.md gives no effects for an over load). */
  maxDex: number | null
  /** null when over. */
  checkPenalty: number | null
  /** The bearer's base speed in ft (RULES.md §12). */
  baseSpeed: number
  /** Speed in ft for that base at that load; null when over (cannot move). */
  speed: number | null
  /** Speed in feet for a 30 ft and a 20 ft base; null when over (cannot move). */
  speed30: number | null
  speed20: number | null
  runMultiplier: number | null
}

/** A container past what the GM said fits (RULES.md §10): shown, the contents still never count. */
export type ContainerWarning =
  | { code: 'capacity'; item: number; id: string; units: number; capacity: number }
  | { code: 'max-level'; item: number; id: string; content: number; level: number; maxLevel: number }

/** The bearer as the effects left it (RULES.md §13): what the limits and levels were computed with. */
export interface EffectiveBearer {
  strength: number
  size: Size
  /** The adjustment d after strength, the quadruped option and any change of d. */
  d: number
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

/** What kind of limit group (RULES.md §4); `kind` is every other item, grouped by its kind; `rounds` the rounds
 * of one container kind counted one by one, when the GM gave them limits (RULES.md §9, GroupLimits). */
export type GroupFamily = 'weapon' | 'armor' | 'coins' | 'ammo' | 'rounds' | 'creature' | 'kind'

export interface GroupResult {
  /** Stable key, e.g. `weapon:2`, `armor:5`, `coins`, `ammo`, `rounds:arrows`, `kind:potion:1`, `creature:5`. */
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
  /** `rounds` family: what the rounds are (arrows, bolts, bullets). */
  container?: ContainerKind
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
  /** Indexes of the lines inside an extradimensional container that count for no group (RULES.md §10). */
  contained: number[]
  /** Containers past their capacity or largest level. */
  warnings: ContainerWarning[]
  bearer: EffectiveBearer
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
