// The final load of one character (RULES.md §3–§7). Hot path: one pass over the lines, no per-line
// objects except the index lists; the group objects are built once per group at the end.
import { adjustLimits } from './limits'
import { resolveOptions } from './options'
import { containersForRounds, FAMILY_OF_TYPE, FAMILY_ORDER, categoryAt, groupKey, groupLabel, itemLevel, kindKey, kindOf } from './placement'
import { strengthAdjustment, strengthModifier } from './strength'
import { BASE_LIMITS, MAX_LEVEL } from './tables'
import { compareTiers, headroom, tierEffects, tierOf } from './tiers'
import type { EvaluateInput, Evaluation, GroupFamily, GroupLoad, GroupResult, Limits, Reason, Tier } from './types'

interface Acc {
  family: GroupFamily
  level: number
  /** kind family: the normalized kind. */
  kindKey: string | undefined
  /** kind family: the kind as written (the smallest spelling, so that line order does not matter). */
  kindLabel: string | undefined
  custom: Limits | null
  /** Units, or coins for the coins family. */
  amount: number
  items: number[]
}

const LEVELS = MAX_LEVEL + 1
const FAMILY_RANK: Readonly<Record<GroupFamily, number>> = Object.fromEntries(FAMILY_ORDER.map((f, i) => [f, i])) as Record<GroupFamily, number>
/** Slots of the by-level families in `fixed`: weapon 0–7, armor 8–15, creature 16–23, coins 24, ammo 25. */
const SLOT_BASE: Readonly<Record<GroupFamily, number>> = { weapon: 0, armor: LEVELS, creature: 2 * LEVELS, coins: 3 * LEVELS, ammo: 3 * LEVELS + 1, kind: -1 }

function newAcc(family: GroupFamily, level: number, kKey: string | undefined, kLabel: string | undefined, custom: Limits | null): Acc {
  return { family, level, kindKey: kKey, kindLabel: kLabel, custom, amount: 0, items: [] }
}

/** Evaluates a valid input (see validateEvaluateInput): groups, their loads and the final load with its reason. */
export function evaluate(input: EvaluateInput): Evaluation {
  const options = resolveOptions(input.options)
  const bearer = input.character
  const bearerSize = bearer.size ?? 'M'
  const d = strengthAdjustment(bearer.strength, options)
  const items = input.items

  const fixed: (Acc | undefined)[] = new Array(3 * LEVELS + 2)
  let kinds: Map<string, (Acc | undefined)[]> | undefined
  let customs: Map<string, Acc> | undefined
  const uncounted: number[] = []

  for (let i = 0; i < items.length; i++) {
    const item = items[i]!
    if (item.unlimited) {
      uncounted.push(i)
      continue
    }
    const family = FAMILY_OF_TYPE[item.type]
    const level = itemLevel(item, bearerSize)
    let acc: Acc | undefined
    let kLabel: string | undefined
    if (family === 'kind') {
      const raw = kindOf(item)
      kLabel = raw.trim()
      const kKey = kindKey(kLabel)
      if (item.limits) {
        const key = groupKey(family, level, kKey, item.limits)
        customs ??= new Map()
        acc = customs.get(key)
        if (!acc) customs.set(key, (acc = newAcc(family, level, kKey, kLabel, item.limits)))
      } else {
        kinds ??= new Map()
        let byLevel = kinds.get(kKey)
        if (!byLevel) kinds.set(kKey, (byLevel = new Array<Acc | undefined>(LEVELS)))
        acc = byLevel[level]
        if (!acc) byLevel[level] = acc = newAcc(family, level, kKey, kLabel, null)
      }
      if (kLabel < (acc.kindLabel as string)) acc.kindLabel = kLabel
    } else if (item.limits) {
      const key = groupKey(family, level, undefined, item.limits)
      customs ??= new Map()
      acc = customs.get(key)
      if (!acc) customs.set(key, (acc = newAcc(family, level, undefined, undefined, item.limits)))
    } else {
      const slot = family === 'coins' || family === 'ammo' ? SLOT_BASE[family] : SLOT_BASE[family] + level
      acc = fixed[slot]
      if (!acc) fixed[slot] = acc = newAcc(family, level, undefined, undefined, null)
    }
    if (family === 'ammo') {
      const needed = containersForRounds(item)
      acc.amount += item.quantity > needed ? item.quantity : needed
    } else {
      acc.amount += item.quantity
    }
    acc.items.push(i)
  }

  const accs: Acc[] = []
  for (const acc of fixed) if (acc) accs.push(acc)
  if (kinds) for (const byLevel of kinds.values()) for (const acc of byLevel) if (acc) accs.push(acc)
  if (customs) for (const acc of customs.values()) accs.push(acc)
  accs.sort(compareAccs)

  const coinsPerUnit = options.coinsPerUnit
  const groups: GroupResult[] = new Array(accs.length)
  let final: Tier = 'light'
  for (let g = 0; g < accs.length; g++) {
    const acc = accs[g]!
    const custom = acc.custom
    const limits = adjustLimits(custom ?? (BASE_LIMITS[acc.level] as Limits), d, options, acc.level, custom !== null)
    const coins = acc.family === 'coins'
    const units = coins ? acc.amount / coinsPerUnit : acc.amount
    const load = tierOf(units, limits)
    if (load !== 'none' && compareTiers(load, final) > 0) final = load
    const room = headroom(units, limits, coins ? 1 / coinsPerUnit : 1)
    const group: GroupResult = {
      key: groupKey(acc.family, acc.level, acc.kindKey, custom),
      label: groupLabel(acc.family, acc.level, acc.kindLabel),
      level: acc.level,
      units,
      limits,
      load,
      headroom: room,
      items: acc.items,
      family: acc.family,
      custom: custom !== null
    }
    const category = categoryAt(acc.family, acc.level)
    if (category) group.category = category
    if (acc.kindLabel !== undefined) group.kind = acc.kindLabel
    if (coins) {
      group.coins = acc.amount
      room.coins = {
        nextTier: room.nextTier === null ? null : Math.round(room.nextTier * coinsPerUnit),
        beforeOver: room.beforeOver === null ? null : Math.round(room.beforeOver * coinsPerUnit)
      }
    }
    groups[g] = group
  }

  const armor = bearer.wornArmor ?? null
  if (armor && compareTiers(armor, final) > 0) final = armor
  return {
    load: final,
    reason: reasonFor(final, groups, armor),
    strengthModifier: strengthModifier(bearer.strength),
    strengthAdjustment: d,
    effects: tierEffects(final),
    groups,
    uncounted
  }
}

function compareAccs(x: Acc, y: Acc): number {
  const byFamily = FAMILY_RANK[x.family] - FAMILY_RANK[y.family]
  if (byFamily !== 0) return byFamily
  if (x.kindKey !== y.kindKey) return (x.kindKey as string) < (y.kindKey as string) ? -1 : 1
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
