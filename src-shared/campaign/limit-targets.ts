// What a custom limit (RULES.md §9) applies to, as the campaign file keys it in `options.customLimits`:
// an item kind as written ("potion"), or one of the groups that are not kinds, keyed with an "@" that no
// kind the app makes starts with: "@weapon:light", "@armor:heavy", "@ammo" (the ammunition containers'
// group), "@rounds:arrows" (arrows counted one by one as level-0 items: "arrows of level 0 with 64/96/128").
// Version 4 files keep their shape: a key is a name, a value light/medium/heavy.
import { CONTAINER_KINDS } from '../rules/tables'
import type { ArmorCategory, ContainerKind, GroupLimits, Limits, WeaponCategory } from '../rules/types'
import { ARMOR_CATEGORIES, WEAPON_CATEGORIES } from '../rules/input-checks'

export type LimitTarget =
  | { type: 'kind'; kind: string }
  | { type: 'weapon'; category: WeaponCategory }
  | { type: 'armor'; category: ArmorCategory }
  | { type: 'ammo' }
  | { type: 'rounds'; container: ContainerKind }

/** The first character of a key that names a group, not a kind. */
export const GROUP_TARGET_MARK = '@'

/** The key of every group a custom limit can have besides kinds, in the order the house rules list them. */
export const GROUP_TARGET_KEYS: readonly string[] = [
  ...WEAPON_CATEGORIES.map((c) => `@weapon:${c}`),
  ...ARMOR_CATEGORIES.map((c) => `@armor:${c}`),
  '@ammo',
  ...CONTAINER_KINDS.map((c) => `@rounds:${c}`)
]

/** What a key of `customLimits` targets; null for an "@" key that names no group (a hand-edited file). */
export function limitTarget(key: string): LimitTarget | null {
  if (!key.startsWith(GROUP_TARGET_MARK)) return { type: 'kind', kind: key }
  const [family, what, ...rest] = key.slice(1).split(':')
  if (rest.length > 0) return null
  if (family === 'weapon' && (WEAPON_CATEGORIES as readonly string[]).includes(what ?? ''))
    return { type: 'weapon', category: what as WeaponCategory }
  if (family === 'armor' && (ARMOR_CATEGORIES as readonly string[]).includes(what ?? ''))
    return { type: 'armor', category: what as ArmorCategory }
  if (family === 'ammo' && what === undefined) return { type: 'ammo' }
  if (family === 'rounds' && (CONTAINER_KINDS as readonly string[]).includes(what ?? ''))
    return { type: 'rounds', container: what as ContainerKind }
  return null
}

/** True when a key names a group, not an item kind. */
export function isGroupTargetKey(key: string): boolean {
  return key.startsWith(GROUP_TARGET_MARK)
}

/** The engine's group limits (RULES.md §9) of a campaign's custom limits; undefined when it has none. */
export function groupLimitsOf(customLimits: Readonly<Record<string, Limits>> | undefined): GroupLimits | undefined {
  if (!customLimits) return undefined
  let out: GroupLimits | undefined
  for (const key in customLimits) {
    if (!isGroupTargetKey(key)) continue
    const target = limitTarget(key)
    const limits = customLimits[key]!
    if (!target) continue
    out ??= {}
    switch (target.type) {
      case 'weapon':
        ;(out.weapon ??= {})[target.category] = limits
        break
      case 'armor':
        ;(out.armor ??= {})[target.category] = limits
        break
      case 'ammo':
        out.ammo = limits
        break
      case 'rounds':
        ;(out.rounds ??= {})[target.container] = limits
        break
    }
  }
  return out
}
