// What engine input must satisfy beyond each field's own type: the limits on counts, and the checks
// across fields (an item's type and what it needs, containers). Shared by the zod schemas (validate.ts)
// and their fast path (validate-fast.ts); no zod here.
import { ARMOR_CATEGORY_LEVEL, WEAPON_CATEGORY_LEVEL } from './tables'
import type { EngineItem } from './types'

/** Larger quantities, coin counts or rounds are typos, not inventories. */
export const MAX_QUANTITY = 1_000_000_000
export const MAX_ITEMS = 100_000
export const MAX_CUSTOM_LIMIT = 10_000
/** Base speeds in ft (RULES.md §12): faster than 1,000 ft is a typo. */
export const MAX_BASE_SPEED = 1000
export const MAX_EFFECTS = 50

export const WEAPON_CATEGORIES = ['light', 'one-handed', 'two-handed'] as const
export const ARMOR_CATEGORIES = ['light', 'medium', 'heavy'] as const

/** Where a check reports a problem: zod's refinement context, or a counter (the fast path). */
export interface IssueSink {
  addIssue(issue: { code: 'custom'; path: PropertyKey[]; message: string }): void
}

export type CheckedItem = Pick<
  EngineItem,
  | 'type'
  | 'category'
  | 'level'
  | 'size'
  | 'container'
  | 'unlimited'
  | 'extradimensional'
  | 'capacity'
  | 'maxLevel'
  | 'limits'
>

function problem(ctx: IssueSink, field: string, message: string): void {
  ctx.addIssue({ code: 'custom', path: [field], message })
}

/** Checks what one field cannot say alone: what each type needs, unlimited only at level 0, a ≤ b ≤ c. */
export function checkEngineItem(item: CheckedItem, ctx: IssueSink): void {
  switch (item.type) {
    case 'weapon':
      if (item.category !== undefined && !(WEAPON_CATEGORIES as readonly string[]).includes(item.category)) {
        problem(ctx, 'category', `a weapon's category is light, one-handed or two-handed, not "${item.category}"`)
      } else if (item.category === undefined && item.level === undefined) {
        problem(ctx, 'category', 'a weapon needs a category (light, one-handed or two-handed) or a level')
      }
      break
    case 'armor':
      if (item.category !== undefined && !(ARMOR_CATEGORIES as readonly string[]).includes(item.category)) {
        problem(ctx, 'category', `an armour's category is light, medium or heavy, not "${item.category}"`)
      } else if (item.category === undefined && item.level === undefined) {
        problem(ctx, 'category', 'an armour needs a category (light, medium or heavy) or a level')
      }
      break
    case 'gear':
      if (item.level === undefined) problem(ctx, 'level', 'gear needs a level (0–7)')
      break
    case 'creature':
      if (item.size === undefined) problem(ctx, 'size', 'a creature needs its size (I, Min, TP, P, M, G, TG, Gig or C)')
      break
    case 'ammo':
      if (item.container === undefined)
        problem(ctx, 'container', 'ammunition needs a container (arrows, bolts or bullets)')
      break
  }
  if (item.unlimited) {
    if (item.type === 'coins' || item.type === 'ammo' || item.type === 'creature') {
      problem(
        ctx,
        'unlimited',
        `only level-0 items can be unlimited, not ${item.type === 'ammo' ? 'ammunition' : item.type + 's'}`
      )
    } else {
      const level =
        item.level ??
        (item.type === 'weapon'
          ? WEAPON_CATEGORY_LEVEL[item.category as keyof typeof WEAPON_CATEGORY_LEVEL]
          : item.type === 'armor'
            ? ARMOR_CATEGORY_LEVEL[item.category as keyof typeof ARMOR_CATEGORY_LEVEL]
            : undefined)
      if (level !== undefined && level !== 0)
        problem(ctx, 'unlimited', `only level-0 items can be unlimited (this one is level ${level})`)
    }
  }
  if (!item.extradimensional) {
    if (item.capacity !== undefined) problem(ctx, 'capacity', 'only an extradimensional container has a capacity')
    if (item.maxLevel !== undefined) problem(ctx, 'maxLevel', 'only an extradimensional container has a largest level')
  }
  if (item.limits) {
    const [a, b, c] = item.limits
    if (!(a <= b && b <= c))
      problem(ctx, 'limits', `custom limits must satisfy light ≤ medium ≤ heavy, got ${a}/${b}/${c}`)
  }
}

/**
 * What one item cannot say alone about containers (RULES.md §10): ids are unique, `in` names the id of
 * an extradimensional line, and an extradimensional container never goes inside another (the PF1
 * paradox). Returns the first problem, located relative to the list (`[3].in`), or null.
 */
export function containmentProblem(
  items: readonly Pick<EngineItem, 'id' | 'in' | 'extradimensional'>[]
): { index: number; field: 'id' | 'in'; message: string } | null {
  let any = false
  for (const item of items) if (item.in !== undefined || item.id !== undefined) any = true
  if (!any) return null
  const ids = new Map<string, number>()
  for (let i = 0; i < items.length; i++) {
    const id = items[i]!.id
    if (id === undefined) continue
    if (ids.has(id)) return { index: i, field: 'id', message: `duplicate id ${JSON.stringify(id)}` }
    ids.set(id, i)
  }
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!
    if (item.in === undefined) continue
    const holder = ids.get(item.in)
    if (holder === undefined) return { index: i, field: 'in', message: `no line has the id ${JSON.stringify(item.in)}` }
    if (holder === i) return { index: i, field: 'in', message: 'a container cannot hold itself' }
    if (!items[holder]!.extradimensional)
      return {
        index: i,
        field: 'in',
        message: `line ${JSON.stringify(item.in)} is not an extradimensional container (ordinary containers only organise: their contents count as carried)`
      }
    if (item.extradimensional)
      return {
        index: i,
        field: 'in',
        message: 'an extradimensional container cannot go inside another one (the PF1 paradox)'
      }
  }
  return null
}
