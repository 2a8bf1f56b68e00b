// The final load of one character (RULES.md §3–§7). Hot path: one pass over the lines, no per-line
// objects except the index lists; the group objects are built once per group at the end; a
// container's warnings read again only the lines inside one (RULES.md §10). Kinds are
// normalized, ranked and given their group keys once per spelling across calls (a module cache,
// bounded): a party is evaluated again after each change, with the same few hundred kinds.
import { adjustLimits } from './limits'
import { resolveOptions } from './options'
import {
  containersForRounds,
  FAMILY_ORDER,
  categoryAt,
  groupKey,
  groupLabel,
  groupLimitsOf,
  levelAtStep,
  kindKey,
  kindOf
} from './placement'
import { baseSpeedOf, resolveBearer } from './bearer'
import { strengthModifier } from './strength'
import { AMMO_LEVEL, BASE_LIMITS, COINS_LEVEL, CONTAINER_KINDS, MAX_LEVEL, ROUNDS_LEVEL, SIZE_STEP } from './tables'
import { compareTiers, headroom, tierEffects, tierOf } from './tiers'
import type {
  ContainerKind,
  ContainerWarning,
  EngineItem,
  EvaluateInput,
  Evaluation,
  GroupFamily,
  GroupLoad,
  GroupResult,
  ItemType,
  Limits,
  Reason,
  Size,
  Tier
} from './types'

interface Acc {
  family: GroupFamily
  /** FAMILY_RANK of the family. */
  order: number
  level: number
  /** kind family: the kind's row (its normalized key, and its label: the smallest spelling, so that line order does not matter). */
  row: KindRow | undefined
  custom: Limits | null
  /** Group key; '' for the custom limits of lines (made with the group at the end). */
  key: string
  /** Units, or coins for the coins family. */
  amount: number
  items: number[]
  /** `rounds` family: what the rounds are. */
  container: ContainerKind | undefined
}

/** A kind's groups in one evaluation, one per level. */
interface KindRow {
  key: string
  /** The smallest spelling met in this evaluation, trimmed. */
  label: string
  byLevel: (Acc | undefined)[]
  /** Bit `level` set when `byLevel[level]` is. */
  levels: number
  kind: KindEntry
}

/** A kind (its normalized key) as met across evaluations. */
interface KindEntry {
  key: string
  /** The evaluation `row` belongs to: a row of an earlier one is stale. */
  stamp: number
  row: KindRow | undefined
  /** Rank of `key` among the cached keys, in UTF-16 code unit order (valid while `ranked`). */
  rank: number
  /** `kind:<key>:<level>` by level. */
  groupKeys: (string | undefined)[]
}

/** A kind as written: its trimmed label and its kind. */
interface Spelling {
  label: string
  kind: KindEntry
}

const SPELLINGS = new Map<string, Spelling>()
const KINDS = new Map<string, KindEntry>()
/** Past this many spellings the cache starts again (a CLI fed endless distinct kinds stays bounded). */
const CACHE_LIMIT = 4096
let stamps = 0
let ranked = true
/** The cached kinds by rank (valid while `ranked`). */
let byRank: KindEntry[] = []

function spellingOf(raw: string): Spelling {
  const label = raw.trim()
  const key = kindKey(label)
  let kind = KINDS.get(key)
  if (!kind) {
    KINDS.set(
      key,
      (kind = { key, stamp: 0, row: undefined, rank: 0, groupKeys: new Array<string | undefined>(LEVELS) })
    )
    ranked = false
  }
  const spelling = { label, kind }
  SPELLINGS.set(raw, spelling)
  return spelling
}

function rankKinds(): void {
  // the default sort compares UTF-16 code units, as the display order wants
  const keys = [...KINDS.keys()].sort()
  byRank = new Array<KindEntry>(keys.length)
  for (let i = 0; i < keys.length; i++) {
    const kind = KINDS.get(keys[i]!)!
    kind.rank = i
    byRank[i] = kind
  }
  ranked = true
}

const LEVELS = MAX_LEVEL + 1
const FAMILY_RANK: Readonly<Record<GroupFamily, number>> = Object.fromEntries(
  FAMILY_ORDER.map((f, i) => [f, i])
) as Record<GroupFamily, number>
/** Slots of the other families in `fixed`, in display order: weapon 0–7, armor 8–15, coins 16, ammo 17, rounds
 * 18–20 (by container kind), creature 21–28. */
const ROUNDS = CONTAINER_KINDS.length
const SLOT_BASE: Readonly<Record<GroupFamily, number>> = {
  weapon: 0,
  armor: LEVELS,
  coins: 2 * LEVELS,
  ammo: 2 * LEVELS + 1,
  rounds: 2 * LEVELS + 2,
  creature: 2 * LEVELS + 2 + ROUNDS,
  kind: -1
}
const SLOTS = 3 * LEVELS + 2 + ROUNDS
const slotOf = (family: GroupFamily, level: number, container?: ContainerKind): number =>
  family === 'coins' || family === 'ammo'
    ? SLOT_BASE[family]
    : family === 'rounds'
      ? SLOT_BASE.rounds + CONTAINER_KINDS.indexOf(container as ContainerKind)
      : SLOT_BASE[family] + level

/** slotOf for a line of a type other than gear (a switch: no keyed load of a family by name). */
function slotOfType(type: ItemType, level: number): number {
  switch (type) {
    case 'weapon':
      return level
    case 'armor':
      return LEVELS + level
    case 'coins':
      return 2 * LEVELS
    case 'ammo':
      return 2 * LEVELS + 1
    default:
      return 2 * LEVELS + 2 + ROUNDS + level
  }
}
/** The family, level, key, label (and container) of each slot's group, the same with or without the GM's limits. */
const SLOT_FAMILY: GroupFamily[] = new Array(SLOTS)
const SLOT_LEVEL: number[] = new Array(SLOTS)
const SLOT_KEYS: string[] = new Array(SLOTS)
const SLOT_LABELS: string[] = new Array(SLOTS)
const SLOT_CONTAINER: (ContainerKind | undefined)[] = new Array(SLOTS)
for (const family of ['weapon', 'armor', 'coins', 'ammo', 'creature'] as const) {
  const levels = family === 'coins' ? [COINS_LEVEL] : family === 'ammo' ? [AMMO_LEVEL] : [...Array(LEVELS).keys()]
  for (const level of levels) {
    const slot = slotOf(family, level)
    SLOT_FAMILY[slot] = family
    SLOT_LEVEL[slot] = level
    SLOT_KEYS[slot] = groupKey(family, level)
    SLOT_LABELS[slot] = groupLabel(family, level)
  }
}
for (const container of CONTAINER_KINDS) {
  const slot = slotOf('rounds', ROUNDS_LEVEL, container)
  SLOT_FAMILY[slot] = 'rounds'
  SLOT_LEVEL[slot] = ROUNDS_LEVEL
  SLOT_KEYS[slot] = groupKey('rounds', ROUNDS_LEVEL, container)
  SLOT_LABELS[slot] = groupLabel('rounds', ROUNDS_LEVEL, container)
  SLOT_CONTAINER[slot] = container
}

function newAcc(family: GroupFamily, level: number, row: KindRow | undefined, custom: Limits | null, key: string): Acc {
  return { family, order: FAMILY_RANK[family], level, row, custom, key, amount: 0, items: [], container: undefined }
}

/** The group of a slot, with the GM's limits of that group (RULES.md §9) if any. */
function slotAcc(slot: number, options: Parameters<typeof groupLimitsOf>[2]): Acc {
  const family = SLOT_FAMILY[slot]!
  const level = SLOT_LEVEL[slot]!
  const container = SLOT_CONTAINER[slot]
  const acc = newAcc(family, level, undefined, groupLimitsOf(family, level, options, container), SLOT_KEYS[slot]!)
  acc.container = container
  return acc
}

/** The group of lines with custom limits (rare: a linear search is enough). */
function customAcc(customs: Acc[], family: GroupFamily, level: number, row: KindRow | undefined, limits: Limits): Acc {
  for (const acc of customs) {
    const c = acc.custom as Limits
    if (
      acc.level === level &&
      acc.family === family &&
      acc.row === row &&
      c[0] === limits[0] &&
      c[1] === limits[1] &&
      c[2] === limits[2]
    )
      return acc
  }
  const acc = newAcc(family, level, row, limits, '')
  customs.push(acc)
  return acc
}

/** Evaluates a valid input (see validateEvaluateInput): groups, their loads and the final load with its reason. */
export function evaluate(input: EvaluateInput): Evaluation {
  const options = resolveOptions(input.options)
  const bearer = input.character
  const resolved = resolveBearer(bearer, options)
  const bearerSize = resolved.size
  const bearerStep = SIZE_STEP[bearerSize]
  const shift = resolved.equipmentShift
  const d = resolved.d
  const items = input.items
  const contentsCount = options.extradimensionalContentsCount
  const roundLimits = options.groupLimits?.rounds

  const fixed: (Acc | undefined)[] = new Array(SLOTS)
  if (SPELLINGS.size > CACHE_LIMIT) {
    SPELLINGS.clear()
    KINDS.clear()
    ranked = false
  }
  const stamp = ++stamps
  const rows: KindRow[] = []
  const customs: Acc[] = []
  const uncounted: number[] = []
  const contained: number[] = []
  /** Lines inside a container (`in`): `contained` unless the option counts them. */
  const inside: number[] = contentsCount ? [] : contained

  for (let i = 0; i < items.length; i++) {
    const item = items[i]!
    if (item.in !== undefined) {
      inside.push(i)
      if (!contentsCount) continue
    }
    if (item.unlimited) {
      uncounted.push(i)
      continue
    }
    const type = item.type
    const level = levelAtStep(item, type, bearerStep, shift)
    const limits = item.limits
    let acc: Acc | undefined
    if (type === 'gear') {
      const raw = kindOf(item)
      const spelling = SPELLINGS.get(raw) ?? spellingOf(raw)
      const kind = spelling.kind
      let row = kind.row
      if (kind.stamp !== stamp || !row) {
        kind.stamp = stamp
        kind.row = row = {
          key: kind.key,
          label: spelling.label,
          byLevel: new Array<Acc | undefined>(LEVELS),
          levels: 0,
          kind
        }
        rows.push(row)
      } else if (spelling.label < row.label) row.label = spelling.label
      if (limits) acc = customAcc(customs, 'kind', level, row, limits)
      else {
        acc = row.byLevel[level]
        if (!acc) {
          row.levels |= 1 << level
          row.byLevel[level] = acc = newAcc(
            'kind',
            level,
            row,
            null,
            (kind.groupKeys[level] ??= groupKey('kind', level, kind.key, null))
          )
        }
      }
    } else {
      if (type === 'ammo' && !limits && roundLimits?.[item.container as ContainerKind]) {
        // the GM counts these rounds one by one (RULES.md §9): their containers count for nothing
        const slot = slotOf('rounds', ROUNDS_LEVEL, item.container)
        acc = fixed[slot] ??= slotAcc(slot, options)
        acc.amount += item.rounds ?? 0
        acc.items.push(i)
        continue
      }
      const slot = slotOfType(type, level)
      const family = SLOT_FAMILY[slot]!
      if (limits) acc = customAcc(customs, family, level, undefined, limits)
      else acc = fixed[slot] ??= slotAcc(slot, options)
      if (type === 'ammo') {
        const needed = containersForRounds(item)
        acc.amount += item.quantity > needed ? item.quantity : needed
        acc.items.push(i)
        continue
      }
    }
    acc.amount += item.quantity
    acc.items.push(i)
  }

  // Display order (compareAccs): `fixed` is in order already, kinds need their names sorted, and the
  // few groups with custom limits are sorted and merged in.
  let accs: Acc[] = []
  for (const acc of fixed) if (acc) accs.push(acc)
  if (rows.length > 0) {
    if (!ranked) rankKinds()
    // by rank: a numeric sort of the ranks (no comparator call per pair), each rank's kind holding its row
    const order = new Int32Array(rows.length)
    for (let r = 0; r < rows.length; r++) order[r] = rows[r]!.kind.rank
    order.sort()
    for (let r = 0; r < order.length; r++) {
      const row = byRank[order[r]!]!.row!
      // the row's levels, lowest first
      for (let levels = row.levels; levels !== 0; levels &= levels - 1)
        accs.push(row.byLevel[31 - Math.clz32(levels & -levels)]!)
    }
  }
  if (customs.length > 0) accs = merge(accs, customs.sort(compareAccs))

  const coinsPerUnit = options.coinsPerUnit
  const groups: GroupResult[] = new Array(accs.length)
  const limitsByLevel: (Limits | undefined)[] = new Array(LEVELS)
  let final: Tier = 'light'
  for (let g = 0; g < accs.length; g++) {
    const acc = accs[g]!
    const custom = acc.custom
    const row = acc.row
    // Groups of one level share their limits (a readonly array).
    const limits = custom
      ? adjustLimits(custom, d, options, acc.level, true)
      : (limitsByLevel[acc.level] ??= adjustLimits(BASE_LIMITS[acc.level] as Limits, d, options, acc.level, false))
    const coins = acc.family === 'coins'
    const units = coins ? acc.amount / coinsPerUnit : acc.amount
    const load = tierOf(units, limits)
    if (load !== 'none' && compareTiers(load, final) > 0) final = load
    const room = headroom(units, limits, coins ? 1 / coinsPerUnit : 1)
    if (coins) {
      room.coins = {
        nextTier: room.nextTier === null ? null : Math.round(room.nextTier * coinsPerUnit),
        beforeOver: room.beforeOver === null ? null : Math.round(room.beforeOver * coinsPerUnit)
      }
    }
    // One literal with every field (absent ones undefined): one object shape for all groups.
    groups[g] = {
      key: acc.key !== '' ? acc.key : groupKey(acc.family, acc.level, row?.key, custom),
      label: row ? row.label : SLOT_LABELS[slotOf(acc.family, acc.level, acc.container)]!,
      level: acc.level,
      units,
      limits,
      load,
      headroom: room,
      items: acc.items,
      family: acc.family,
      category: categoryAt(acc.family, acc.level),
      kind: row?.label,
      container: acc.container,
      custom: custom !== null,
      coins: coins ? acc.amount : undefined
    }
  }

  const armor = bearer.wornArmor ?? null
  if (armor && compareTiers(armor, final) > 0) final = armor
  return {
    load: final,
    reason: reasonFor(final, groups, armor),
    strengthModifier: strengthModifier(resolved.strength),
    strengthAdjustment: d,
    effects: tierEffects(final, baseSpeedOf(bearer), bearer.speedNeverReduced === true),
    groups,
    uncounted,
    contained,
    warnings: inside.length > 0 ? warningsOf(items, inside, bearerStep, shift, coinsPerUnit) : [],
    bearer: { strength: resolved.strength, size: bearerSize, d }
  }
}

/** What each extradimensional container among `items` holds (§4 counting; unlimited contents take none). */
export interface ContainerUse {
  /** Index of the container in the items. */
  index: number
  /** Units of the contents that are not coins. */
  units: number
  coins: number
}

/** The contents of every extradimensional container among `items`, by its id. */
export function containerUse(items: readonly EngineItem[]): Map<string, ContainerUse> {
  const byId = containersById(items)
  for (const content of insideOf(items)) addContent(byId, items[content]!)
  return byId
}

/** The extradimensional containers among `items` by id, nothing counted in them yet. */
function containersById(items: readonly EngineItem[]): Map<string, ContainerUse> {
  const byId = new Map<string, ContainerUse>()
  for (let index = 0; index < items.length; index++) {
    const item = items[index]!
    if (item.extradimensional && item.id !== undefined) byId.set(item.id, { index, units: 0, coins: 0 })
  }
  return byId
}

/** Indexes of the lines of `items` inside a container (`in` set), in order. */
function insideOf(items: readonly EngineItem[]): number[] {
  const inside: number[] = []
  for (let i = 0; i < items.length; i++) if (items[i]!.in !== undefined) inside.push(i)
  return inside
}

/** Counts `item` in its container (§4 counting; unlimited contents take none); returns the container, if any. */
function addContent(byId: Map<string, ContainerUse>, item: EngineItem): ContainerUse | undefined {
  const holder = byId.get(item.in!)
  if (!holder || item.unlimited) return holder
  if (item.type === 'coins') holder.coins += item.quantity
  else {
    const needed = containersForRounds(item)
    holder.units += item.quantity > needed ? item.quantity : needed
  }
  return holder
}

/** The units a container's contents fill (coins per unit), in one division: 1,501 coins and 5 potions are 20.01. */
export function usedUnits(use: Pick<ContainerUse, 'units' | 'coins'>, coinsPerUnit: number): number {
  return use.coins === 0 ? use.units : (use.units * coinsPerUnit + use.coins) / coinsPerUnit
}

/**
 * Extradimensional containers past the GM's capacity (units as §4 counts them, coins per unit) or
 * largest level (RULES.md §10). The contents still never count; unlimited contents take no room.
 */
export function containerWarnings(
  items: readonly EngineItem[],
  bearerSize: Size,
  equipmentShift: number,
  coinsPerUnit: number
): ContainerWarning[] {
  return warningsOf(items, insideOf(items), SIZE_STEP[bearerSize], equipmentShift, coinsPerUnit)
}

/** containerWarnings given the lines inside a container (`inside`, in order): only those are read again. */
function warningsOf(
  items: readonly EngineItem[],
  inside: readonly number[],
  bearerStep: number,
  equipmentShift: number,
  coinsPerUnit: number
): ContainerWarning[] {
  const byId = containersById(items)
  const warnings: ContainerWarning[] = []
  for (const content of inside) {
    const item = items[content]!
    const holder = addContent(byId, item)
    if (!holder) continue
    const maxLevel = items[holder.index]!.maxLevel
    if (maxLevel !== undefined) {
      const level = levelAtStep(item, item.type, bearerStep, equipmentShift)
      if (level > maxLevel)
        warnings.push({ code: 'max-level', item: holder.index, id: item.in!, content, level, maxLevel })
    }
  }
  for (const [id, holder] of byId) {
    const capacity = items[holder.index]!.capacity
    if (capacity === undefined) continue
    const units = usedUnits(holder, coinsPerUnit)
    if (units > capacity) warnings.push({ code: 'capacity', item: holder.index, id, units, capacity })
  }
  return warnings.sort((a, b) => a.item - b.item)
}

/** Merges two lists sorted by compareAccs. */
function merge(a: Acc[], b: Acc[]): Acc[] {
  const out: Acc[] = []
  let i = 0
  let j = 0
  while (i < a.length && j < b.length) out.push(compareAccs(a[i]!, b[j]!) <= 0 ? a[i++]! : b[j++]!)
  while (i < a.length) out.push(a[i++]!)
  while (j < b.length) out.push(b[j++]!)
  return out
}

function compareAccs(x: Acc, y: Acc): number {
  const byFamily = x.order - y.order
  if (byFamily !== 0) return byFamily
  // kinds are ranked by key before the groups are sorted
  if (x.row !== y.row) return (x.row as KindRow).kind.rank - (y.row as KindRow).kind.rank
  if (x.level !== y.level) return x.level - y.level
  if (x.custom === y.custom) return 0
  if (!x.custom) return -1
  if (!y.custom) return 1
  return x.custom[0] - y.custom[0] || x.custom[1] - y.custom[1] || x.custom[2] - y.custom[2]
}

/**
 * Why the load is what it is: the groups at the final tier, the worn armour when it sets that tier, or
 * both. A light load has no reason (nothing to explain).
 */
function reasonFor(final: Tier, groups: readonly GroupResult[], armor: GroupLoad | null): Reason {
  if (final === 'light') return { source: 'none' }
  const keys: string[] = []
  for (const group of groups) if (group.load === final) keys.push(group.key)
  const byArmor = armor === final
  if (keys.length > 0 && byArmor) return { source: 'both', groups: keys, armor: final as 'medium' | 'heavy' }
  if (byArmor) return { source: 'armor', armor: final as 'medium' | 'heavy' }
  return { source: 'groups', groups: keys }
}
