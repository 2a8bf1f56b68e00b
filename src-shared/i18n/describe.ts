// Sentences about a character's load, in the UI's language: why this tier ("30 potions → heavy"),
// the nearest heavier threshold ("+2 daggers → medium") and what to drop to get lighter.
// Group names come from the engine's structured fields (family, level, kind), never its English label.
import type { Campaign, Character, InventoryLine } from '@shared/campaign/schema'
import {
  TIERS,
  type Evaluation,
  type GroupFamily,
  type GroupLoad,
  type GroupResult,
  type ContainerKind,
  type Tier,
  type TierEffects
} from '@shared/rules/types'
import { tierOf } from '@shared/rules'
import { getCatalogEntry, kindName as catalogKindName } from '@shared/catalog'
import { countName, formatCount, isSingular, pluralName } from './plural'
import type { Messages } from './en'
import type { Language } from '../core/language'
import { lineName, sameRef } from '../campaign/items'

export interface Speech {
  m: Messages
  lang: Language
  customItems: Campaign['customItems']
  coinsPerUnit: number
}

const RANK: Record<Tier, number> = { light: 0, medium: 1, heavy: 2, over: 3 }

export function groupLines(group: GroupResult, character: Character): InventoryLine[] {
  return group.items.map((i) => character.inventory[i]).filter((l): l is InventoryLine => l !== undefined)
}

/** One item name when every line of the group is the same item, else undefined. */
function singleName(lines: readonly InventoryLine[], s: Speech): string | undefined {
  const first = lines[0]
  if (!first) return undefined
  const name = lineName(first, s.customItems, s.lang)
  return lines.every((l) => sameRef(l.ref, first.ref) && lineName(l, s.customItems, s.lang) === name) ? name : undefined
}

function kindName(kind: string, s: Speech): string {
  return catalogKindName(kind, s.lang)
}

/** A limit group's name from its family and level; `kindGroup` names a `kind` group (worded per caller).
 *  `one` gives the singular ("1 light weapon"); `container` names a `rounds` group ("arrows"). */
export function familyGroupName(
  family: GroupFamily,
  level: number,
  m: Messages,
  kindGroup: () => string,
  one = false,
  container?: ContainerKind
): string {
  const g = one ? m.group.one : m.group
  switch (family) {
    case 'weapon':
      return g.weapons(level)
    case 'armor':
      return g.armours(level)
    case 'coins':
      return g.coins
    case 'ammo':
      return g.ammo
    case 'rounds':
      return container ? g.rounds[container] : g.ammo
    case 'creature':
      return g.creatures(level)
    case 'kind':
      return kindGroup()
  }
}

/** The group's name as a plural noun phrase: "light weapons", "potions", "coins". */
export function groupName(group: GroupResult, lines: readonly InventoryLine[], s: Speech): string {
  return familyGroupName(
    group.family,
    group.level,
    s.m,
    () => pluralName(singleName(lines, s) ?? kindName(group.kind ?? '', s), s.lang),
    false,
    group.container
  )
}

/** A count of the group's things: "30 potions", "10 daggers", "8 light weapons", "1,650 coins". */
export function groupCount(group: GroupResult, lines: readonly InventoryLine[], count: number, s: Speech): string {
  // a quiver's name does not count its arrows
  const name = group.family === 'rounds' ? undefined : singleName(lines, s)
  if (name && group.family !== 'coins') return countName(count, name, s.lang)
  if (group.family === 'kind') return countName(count, kindName(group.kind ?? '', s), s.lang)
  const one = isSingular(count, s.lang)
  return `${formatCount(count, s.lang)} ${familyGroupName(group.family, group.level, s.m, () => '', one, group.container)}`
}

/** What the group holds, counted in its own terms (coins in coins, the rest in units). */
export function held(group: GroupResult): number {
  return group.family === 'coins' ? (group.coins ?? 0) : group.units
}

/** The limit `limits[i]` in the group's own terms. */
function limitIn(group: GroupResult, i: number, s: Speech): number {
  const limit = group.limits[i] ?? 0
  return group.family === 'coins' ? limit * s.coinsPerUnit : limit
}

function loadAfter(group: GroupResult, count: number, s: Speech): GroupLoad {
  return tierOf(group.family === 'coins' ? count / s.coinsPerUnit : count, group.limits)
}

export interface LoadText {
  /** Why the final tier: one sentence per cause. */
  reasons: string[]
  /** The same causes for a one-line row where the tier is shown beside them: no "→ tier" tail, and a
   *  short phrase for "everything light" (a bearer row at a card's width). */
  short: string[]
  /** The smallest addition that makes the load worse, or null. */
  nearest: string | null
  /** What to drop to get one tier lighter, or null (already light, or the worn armour decides). */
  lighter: string | null
}

export function describeLoad(character: Character, ev: Evaluation, s: Speech): LoadText {
  const { m } = s
  const tierWord = (t: GroupLoad): string => m.groupLoad[t]
  const byKey = new Map(ev.groups.map((g) => [g.key, g]))
  const reasons: string[] = []
  const short: string[] = []
  const r = ev.reason
  if (r.source === 'groups' || r.source === 'both') {
    for (const key of r.groups) {
      const g = byKey.get(key)
      if (!g) continue
      const what = groupCount(g, groupLines(g, character), held(g), s)
      reasons.push(m.reason.group(what, tierWord(g.load)))
      short.push(what)
    }
  }
  if ((r.source === 'armor' || r.source === 'both') && character.wornArmor) {
    reasons.push(m.reason.armor(wornArmorName(character, s), tierWord(ev.load)))
    short.push(m.reason.armorShort(wornArmorName(character, s)))
  }
  if (reasons.length === 0) {
    reasons.push(m.reason.none)
    short.push(m.reason.noneShort)
  }

  // Nearest heavier threshold: the fewest units that push one group past the final tier.
  let nearest: string | null = null
  if (ev.load !== 'over') {
    let best: { g: GroupResult; need: number; units: number } | null = null
    for (const g of ev.groups) {
      if (g.load === 'none') continue
      const need = Math.floor(limitIn(g, RANK[ev.load], s) - held(g)) + 1
      const units = g.family === 'coins' ? need / s.coinsPerUnit : need
      if (need > 0 && (!best || units < best.units)) best = { g, need, units }
    }
    if (best) {
      const after = loadAfter(best.g, held(best.g) + best.need, s)
      nearest = m.reason.nearest(groupCount(best.g, groupLines(best.g, character), best.need, s), tierWord(after))
    }
  }

  // Getting lighter: every group above the next lighter tier sheds what exceeds it (unless the worn
  // armour alone keeps the load where it is). The tier said is the load those drops leave, which can be
  // lighter still (a lone full plate dropped leaves light, not medium).
  let lighter: string | null = null
  const armourRank = character.wornArmor ? RANK[character.wornArmor.category] : 0
  if (RANK[ev.load] > 0 && armourRank < RANK[ev.load]) {
    const target = TIERS[RANK[ev.load] - 1]!
    const parts: string[] = []
    let left = armourRank
    for (const g of ev.groups) {
      if (g.load === 'none') continue
      const drop = RANK[g.load] <= RANK[target] ? 0 : Math.ceil(held(g) - limitIn(g, RANK[target], s))
      if (drop > 0) parts.push(groupCount(g, groupLines(g, character), drop, s))
      const after = drop > 0 ? loadAfter(g, held(g) - drop, s) : g.load
      if (after !== 'none') left = Math.max(left, RANK[after])
    }
    if (parts.length > 0) lighter = m.reason.lighter(parts.join(', −'), tierWord(TIERS[left]!))
  }
  return { reasons, short, nearest, lighter }
}

export function wornArmorName(character: Character, s: Speech): string {
  const a = character.wornArmor
  if (!a) return s.m.card.noArmor
  if (a.ref?.source === 'catalog') {
    const e = getCatalogEntry(a.ref.id)
    if (e) return s.lang === 'fr' ? e.fr : e.en
  }
  return a.name
}

/**
 * The worn armour as the card shows it and the exports print it: its name, then the load its category
 * counts as ("Harnois · lourde", "Full plate · heavy"); null without armour.
 */
export function wornArmorWords(character: Character, s: Speech): { name: string; category: string } | null {
  if (!character.wornArmor) return null
  return { name: wornArmorName(character, s), category: s.m.groupLoad[character.wornArmor.category] }
}

const NEXT_LOAD: Record<GroupLoad, GroupLoad> = {
  none: 'medium',
  light: 'medium',
  medium: 'heavy',
  heavy: 'over',
  over: 'over'
}

/**
 * Under a group's bar: the next threshold ("+4 daggers → heavy", as on the card) and what can still be
 * added WITHOUT changing tier ("room for 3 more at medium"), null when there is none. `count` words a
 * number of the group's things (coins in coins).
 */
export function groupHeadroom(
  group: GroupResult,
  count: (n: number) => string,
  m: Messages,
  lang: Language
): { threshold: string; room: string | null } {
  const h = group.headroom
  if (h.nextTier === null)
    return { threshold: m.bar.overBy(formatCount(group.units - group.limits[2], lang)), room: null }
  const room = group.family === 'coins' && h.coins ? (h.coins.nextTier ?? 0) : h.nextTier
  const now: GroupLoad = group.load === 'none' ? 'light' : group.load
  return {
    threshold: m.reason.nearest(count(room + 1), m.groupLoad[NEXT_LOAD[group.load]]),
    room: room > 0 ? m.bar.room(formatCount(room, lang), m.groupLoad[now]) : null
  }
}

/**
 * A tier's PF1 effects as the card's effects row shows them, label and value: speed, max Dex, check penalty,
 * run; an over load (RULES.md §12) only its speed word. The exports print the same pairs.
 */
export function effectPairs(effects: TierEffects, m: Messages): [label: string, value: string][] {
  const fx = m.effects
  if (!effects.canMove) return [[fx.speed, fx.cannotMove]]
  return [
    [fx.speed, effects.speed === null ? fx.cannotMove : fx.speedValue(effects.speed)],
    [fx.maxDex, effects.maxDex === null ? fx.noLimit : signed(effects.maxDex)],
    [fx.check, !effects.checkPenalty ? '0' : signed(effects.checkPenalty)],
    [fx.run, effects.runMultiplier === null ? fx.noLimit : fx.runValue(effects.runMultiplier)]
  ]
}

/** "+4", "−1" with a real minus sign. */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0'
}
