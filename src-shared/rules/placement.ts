// Where an item line counts: its limit group, level and units (RULES.md §4, §8, §9).
import { adjustLimits, baseLimits } from './limits'
import { resolveBearer, type ResolvedBearer } from './bearer'
import { clampLevel } from './size'
import {
  AMMO_LEVEL,
  ROUNDS_LEVEL,
  ARMOR_CATEGORY_LEVEL,
  COINS_LEVEL,
  CONTAINER_CAPACITY,
  CREATURE_BASE_LEVEL,
  SIZE_STEP,
  SIZES,
  WEAPON_CATEGORY_LEVEL
} from './tables'
import type {
  ArmorCategory,
  Bearer,
  ContainerKind,
  EngineItem,
  GroupFamily,
  ItemType,
  Limits,
  Placement,
  RuleOptions,
  Size,
  WeaponCategory
} from './types'

export const FAMILY_OF_TYPE: Readonly<Record<ItemType, GroupFamily>> = {
  weapon: 'weapon',
  armor: 'armor',
  coins: 'coins',
  ammo: 'ammo',
  creature: 'creature',
  gear: 'kind'
}

/** Display order of the families. */
export const FAMILY_ORDER: readonly GroupFamily[] = ['weapon', 'armor', 'coins', 'ammo', 'rounds', 'creature', 'kind']

/**
 * Level of an item before the size shift: `level` when given, else its category's. Coins (1) and
 * ammunition containers (3) have fixed levels; a creature's level comes from its size (see itemLevel).
 */
export function baseLevelOf(item: EngineItem): number {
  return baseLevelOfType(item, item.type)
}

function baseLevelOfType(item: EngineItem, type: ItemType): number {
  switch (type) {
    case 'coins':
      return COINS_LEVEL
    case 'ammo':
      return AMMO_LEVEL
    case 'weapon':
      return item.level ?? WEAPON_CATEGORY_LEVEL[item.category as WeaponCategory]
    case 'armor':
      return item.level ?? ARMOR_CATEGORY_LEVEL[item.category as ArmorCategory]
    default:
      return item.level as number
  }
}

/**
 * Effective level of an item for a bearer of `bearerSize` (coins and containers are never shifted).
 * `equipmentShift`: size steps the bearer's equipment grew with it (RULES.md §13); carried creatures
 * are not equipment and do not grow.
 */
export function itemLevel(item: EngineItem, bearerSize: Size, equipmentShift = 0): number {
  return itemLevelOfType(item, item.type, bearerSize, equipmentShift)
}

/** itemLevel for a caller that has read `item.type` already. */
export function itemLevelOfType(item: EngineItem, type: ItemType, bearerSize: Size, equipmentShift: number): number {
  return levelAtStep(item, type, SIZE_STEP[bearerSize], equipmentShift)
}

const LAST_STEP = SIZES.length - 1

/**
 * itemLevel with the bearer's size step (the engine's loop reads it once per evaluation, and each
 * field of a line once): creatureLevel, and effectiveLevel after shiftSize, on steps.
 */
export function levelAtStep(item: EngineItem, type: ItemType, bearerStep: number, equipmentShift: number): number {
  switch (type) {
    case 'coins':
      return COINS_LEVEL
    case 'ammo':
      return AMMO_LEVEL
    case 'creature':
      return clampLevel(
        CREATURE_BASE_LEVEL + SIZE_STEP[item.size as Size] - bearerStep + (item.withGear === true ? 1 : 0)
      )
    default: {
      const size = item.size
      const base = baseLevelOfType(item, type)
      if (!size) return base
      let step = SIZE_STEP[size]
      if (equipmentShift !== 0) {
        step += equipmentShift
        step = step < 0 ? 0 : step > LAST_STEP ? LAST_STEP : step
      }
      return clampLevel(base + step - bearerStep)
    }
  }
}

/** Kinds match whatever their case and surrounding spaces ("Potion " and "potion" share a group). */
export function kindKey(kind: string): string {
  return kind.trim().toLowerCase()
}

/** The kind of a gear line: its `kind`, else its name. */
export function kindOf(item: EngineItem): string {
  return item.kind ?? item.name
}

/**
 * Group key: `weapon:L`, `armor:L`, `coins`, `ammo`, `rounds:<container>`, `creature:L`, `kind:<kind>:L`; lines with custom
 * limits form their own group with the lines of the same key and the same custom limits:
 * `<key>|limits:a/b/c`.
 */
export function groupKey(family: GroupFamily, level: number, kind?: string, custom?: Limits | null): string {
  const key =
    family === 'coins' || family === 'ammo'
      ? family
      : family === 'kind'
        ? `kind:${kind ?? ''}:${level}`
        : family === 'rounds'
          ? `rounds:${kind ?? ''}`
          : `${family}:${level}`
  return custom ? `${key}|limits:${custom[0]}/${custom[1]}/${custom[2]}` : key
}

const WEAPON_LABELS: Readonly<Record<number, string>> = {
  2: 'light weapons',
  3: 'one-handed weapons',
  4: 'two-handed weapons'
}
const ARMOR_LABELS: Readonly<Record<number, string>> = { 4: 'light armours', 5: 'medium armours', 6: 'heavy armours' }
const WEAPON_CATEGORY_AT: Readonly<Record<number, WeaponCategory>> = { 2: 'light', 3: 'one-handed', 4: 'two-handed' }
const ARMOR_CATEGORY_AT: Readonly<Record<number, ArmorCategory>> = { 4: 'light', 5: 'medium', 6: 'heavy' }

/** Weapons or armours: the category whose level is `level`, if one is. */
export function categoryAt(family: GroupFamily, level: number): WeaponCategory | ArmorCategory | undefined {
  return family === 'weapon' ? WEAPON_CATEGORY_AT[level] : family === 'armor' ? ARMOR_CATEGORY_AT[level] : undefined
}

/** Readable English label of a group ("light weapons", "level-5 weapons", "coins", "potion", "arrows"). */
export function groupLabel(family: GroupFamily, level: number, kind?: string): string {
  switch (family) {
    case 'weapon':
      return WEAPON_LABELS[level] ?? `level-${level} weapons`
    case 'armor':
      return ARMOR_LABELS[level] ?? `level-${level} armours`
    case 'coins':
      return 'coins'
    case 'ammo':
      return 'ammunition containers'
    case 'rounds':
      return kind ?? 'rounds'
    case 'creature':
      return `level-${level} creatures`
    case 'kind':
      return kind ?? ''
  }
}

/**
 * The GM's limits (RULES.md §9, `options.groupLimits`) of the group of a family at a level: weapons and
 * armours by the category at that level, the ammunition containers' group, the rounds of `container`.
 */
export function groupLimitsOf(
  family: GroupFamily,
  level: number,
  options: Pick<RuleOptions, 'groupLimits'>,
  container?: ContainerKind
): Limits | null {
  const custom = options.groupLimits
  if (!custom) return null
  switch (family) {
    case 'weapon':
      return custom.weapon?.[WEAPON_CATEGORY_AT[level] as WeaponCategory] ?? null
    case 'armor':
      return custom.armor?.[ARMOR_CATEGORY_AT[level] as ArmorCategory] ?? null
    case 'ammo':
      return custom.ammo ?? null
    case 'rounds':
      return container === undefined ? null : (custom.rounds?.[container] ?? null)
    default:
      return null
  }
}

/** Whether an ammunition line's rounds count one by one (the GM gave its container kind limits, RULES.md §9). */
export function roundsCountAlone(item: EngineItem, options: Pick<RuleOptions, 'groupLimits'>): boolean {
  return item.type === 'ammo' && !item.limits && groupLimitsOf('rounds', ROUNDS_LEVEL, options, item.container) !== null
}

/** Containers an ammunition line needs for its rounds: ceil(rounds / capacity); 0 without rounds. */
export function containersForRounds(item: EngineItem): number {
  if (item.type !== 'ammo' || !item.rounds) return 0
  return Math.ceil(item.rounds / CONTAINER_CAPACITY[item.container ?? 'arrows'])
}

/**
 * Units one line counts: its quantity (coins: quantity / coinsPerUnit); an ammunition line counts
 * max(containers, containers needed for its rounds).
 */
export function lineUnits(item: EngineItem, placement: Pick<Placement, 'unitsPerQuantity' | 'minUnits'>): number {
  const units = item.quantity * placement.unitsPerQuantity
  return units > placement.minUnits ? units : placement.minUnits
}

/**
 * Where `item` counts for `bearer` (its effects applied, RULES.md §13): its group key, label,
 * effective level, limits after strength and units per piece. Null for items flagged unlimited and
 * for the contents of an extradimensional container (unless the option counts them): they never
 * count. Assumes a valid item. `resolved` saves resolving the bearer again for each line.
 */
export function placeItem(
  item: EngineItem,
  bearer: Bearer,
  options: RuleOptions,
  resolved: ResolvedBearer = resolveBearer(bearer, options)
): Placement | null {
  if (item.unlimited) return null
  if (item.in !== undefined && !options.extradimensionalContentsCount) return null
  if (roundsCountAlone(item, options)) {
    const limits = groupLimitsOf('rounds', ROUNDS_LEVEL, options, item.container) as Limits
    return {
      key: groupKey('rounds', ROUNDS_LEVEL, item.container),
      label: groupLabel('rounds', ROUNDS_LEVEL, item.container),
      family: 'rounds',
      level: ROUNDS_LEVEL,
      limits: adjustLimits(limits, resolved.d, options, ROUNDS_LEVEL, true),
      // its containers count for nothing: its rounds, one by one
      unitsPerQuantity: 0,
      quantityPerUnit: 1,
      minUnits: item.rounds ?? 0
    }
  }
  const family = FAMILY_OF_TYPE[item.type]
  const level = itemLevel(item, resolved.size, resolved.equipmentShift)
  const kind = family === 'kind' ? kindOf(item) : undefined
  const custom = item.limits ?? groupLimitsOf(family, level, options)
  const d = resolved.d
  const coins = family === 'coins'
  return {
    // the GM's limits of a whole group (options) keep its key: every line of the group has them
    key: groupKey(family, level, kind === undefined ? undefined : kindKey(kind), item.limits),
    label: groupLabel(family, level, kind?.trim()),
    family,
    level,
    limits: adjustLimits(custom ?? baseLimits(level), d, options, level, custom !== null),
    unitsPerQuantity: coins ? 1 / options.coinsPerUnit : 1,
    quantityPerUnit: coins ? options.coinsPerUnit : 1,
    minUnits: containersForRounds(item)
  }
}
