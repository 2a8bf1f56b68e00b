// The final load of one character (RULES.md §3–§7). Hot path: one pass over the lines, no per-line
// objects except the index lists; the group objects are built once per group at the end.
import { adjustLimits } from './limits'
import { resolveOptions } from './options'
import {
  containersForRounds,
  FAMILY_OF_TYPE,
  FAMILY_ORDER,
  categoryAt,
  groupKey,
  groupLabel,
  itemLevel,
  itemLevelOfType,
  kindKey,
  kindOf
} from './placement'
import { baseSpeedOf, resolveBearer } from './bearer'
import { strengthModifier } from './strength'
import { BASE_LIMITS, MAX_LEVEL } from './tables'
import { compareTiers, headroom, tierEffects, tierOf } from './tiers'
import type {
  ContainerWarning,
  EngineItem,
  EvaluateInput,
  Evaluation,
  GroupFamily,
  GroupLoad,
  GroupResult,
  Limits,
  Reason,
  Size,
  Tier
} from './types'

interface Acc {
  family: GroupFamily
  level: number
  /** kind family: the kind's row (its normalized key, and its label: the smallest spelling, so that line order does not matter). */
  row: KindRow | undefined
  custom: Limits | null
  /** Units, or coins for the coins family. */
  amount: number
  items: number[]
}

/** A kind's groups, one per level; found by each spelling of the kind as written. */
interface KindRow {
  key: string
  label: string
  byLevel: (Acc | undefined)[]
}

const LEVELS = MAX_LEVEL + 1
const FAMILY_RANK: Readonly<Record<GroupFamily, number>> = Object.fromEntries(
  FAMILY_ORDER.map((f, i) => [f, i])
) as Record<GroupFamily, number>
/** Slots of the other families in `fixed`, in display order: weapon 0–7, armor 8–15, coins 16, ammo 17, creature 18–25. */
const SLOT_BASE: Readonly<Record<GroupFamily, number>> = {
  weapon: 0,
  armor: LEVELS,
  coins: 2 * LEVELS,
  ammo: 2 * LEVELS + 1,
  creature: 2 * LEVELS + 2,
  kind: -1
}
const SLOTS = 3 * LEVELS + 2

function newAcc(family: GroupFamily, level: number, row: KindRow | undefined, custom: Limits | null): Acc {
  return { family, level, row, custom, amount: 0, items: [] }
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
  const acc = newAcc(family, level, row, limits)
  customs.push(acc)
  return acc
}

/** Evaluates a valid input (see validateEvaluateInput): groups, their loads and the final load with its reason. */
export function evaluate(input: EvaluateInput): Evaluation {
  const options = resolveOptions(input.options)
  const bearer = input.character
  const resolved = resolveBearer(bearer, options)
  const bearerSize = resolved.size
  const shift = resolved.equipmentShift
  const d = resolved.d
  const items = input.items
  const contentsCount = options.extradimensionalContentsCount

  const fixed: (Acc | undefined)[] = new Array(SLOTS)
  // Kinds are normalized once per spelling: `spellings` maps each kind as written to its row.
  const spellings = new Map<string, KindRow>()
  const rows = new Map<string, KindRow>()
  const customs: Acc[] = []
  const uncounted: number[] = []
  const contained: number[] = []
  let containers = false

  for (let i = 0; i < items.length; i++) {
    const item = items[i]!
    if (item.in !== undefined) {
      containers = true
      if (!contentsCount) {
        contained.push(i)
        continue
      }
    }
    if (item.unlimited) {
      uncounted.push(i)
      continue
    }
    const type = item.type
    const level = itemLevelOfType(item, type, bearerSize, shift)
    const limits = item.limits
    let acc: Acc | undefined
    if (type === 'gear') {
      const raw = kindOf(item)
      let row = spellings.get(raw)
      if (!row) {
        const label = raw.trim()
        const key = kindKey(label)
        row = rows.get(key)
        if (!row) rows.set(key, (row = { key, label, byLevel: new Array<Acc | undefined>(LEVELS) }))
        else if (label < row.label) row.label = label
        spellings.set(raw, row)
      }
      if (limits) acc = customAcc(customs, 'kind', level, row, limits)
      else {
        acc = row.byLevel[level]
        if (!acc) row.byLevel[level] = acc = newAcc('kind', level, row, null)
      }
    } else {
      const family = FAMILY_OF_TYPE[type]
      if (limits) acc = customAcc(customs, family, level, undefined, limits)
      else {
        const slot = family === 'coins' || family === 'ammo' ? SLOT_BASE[family] : SLOT_BASE[family] + level
        acc = fixed[slot]
        if (!acc) fixed[slot] = acc = newAcc(family, level, undefined, null)
      }
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
  if (rows.size > 0) {
    // the default sort compares UTF-16 code units, without a call per comparison
    const names = [...rows.keys()].sort()
    for (const name of names) for (const acc of rows.get(name)!.byLevel) if (acc) accs.push(acc)
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
      key: groupKey(acc.family, acc.level, row?.key, custom),
      label: groupLabel(acc.family, acc.level, row?.label),
      level: acc.level,
      units,
      limits,
      load,
      headroom: room,
      items: acc.items,
      family: acc.family,
      category: categoryAt(acc.family, acc.level),
      kind: row?.label,
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
    warnings: containers ? containerWarnings(items, bearerSize, shift, options.coinsPerUnit) : [],
    bearer: { strength: resolved.strength, size: bearerSize, d }
  }
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
  const byId = new Map<string, { index: number; units: number; coins: number }>()
  items.forEach((item, index) => {
    if (item.extradimensional && item.id !== undefined) byId.set(item.id, { index, units: 0, coins: 0 })
  })
  const warnings: ContainerWarning[] = []
  items.forEach((item, content) => {
    const holder = item.in === undefined ? undefined : byId.get(item.in)
    if (!holder) return
    const container = items[holder.index]!
    if (!item.unlimited) {
      if (item.type === 'coins') holder.coins += item.quantity
      else {
        const needed = containersForRounds(item)
        holder.units += item.quantity > needed ? item.quantity : needed
      }
    }
    if (container.maxLevel !== undefined) {
      const level = itemLevel(item, bearerSize, equipmentShift)
      if (level > container.maxLevel)
        warnings.push({
          code: 'max-level',
          item: holder.index,
          id: item.in!,
          content,
          level,
          maxLevel: container.maxLevel
        })
    }
  })
  for (const [id, holder] of byId) {
    const capacity = items[holder.index]!.capacity
    // one division, so that 1,501 coins and 5 potions are 20.01 units, not 20.009999…
    const units = holder.coins === 0 ? holder.units : (holder.units * coinsPerUnit + holder.coins) / coinsPerUnit
    if (capacity !== undefined && units > capacity)
      warnings.push({ code: 'capacity', item: holder.index, id, units, capacity })
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
  const byFamily = FAMILY_RANK[x.family] - FAMILY_RANK[y.family]
  if (byFamily !== 0) return byFamily
  if (x.row !== y.row) return (x.row as KindRow).key < (y.row as KindRow).key ? -1 : 1
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
