// Extradimensional containers on a sheet, in the stash and in places (RULES.md §10): which lines of a holder
// are bags of holding (and kin), which lines each one holds, and what its summary says. A line whose `in`
// names no bag of its holder (a hand-edited file) is shown loose, as the engine counts it.
import type { Campaign, CustomItem, InventoryLine } from '@shared/campaign/schema'
import { inventoryToEngineItems } from '@shared/campaign/to-engine'
import { getCatalogEntry } from '@shared/catalog'
import { COIN_KINDS, emptyPurse, purseValueCp, type Purse } from '@shared/coins'
import type { Messages } from '@shared/i18n/en'
import { containerWarningSentences } from '@shared/i18n/container-warnings'
import type { Language } from '@shared/i18n/language'
import { itemOf, lineValue } from '@shared/i18n/items'
import { formatCount } from '@shared/i18n/plural'
import { containerWarnings } from '@shared/rules'
import { coinsWorthText } from './state/coins-preview'

export interface Containers {
  /** The holder's extradimensional lines, in order. */
  bags: InventoryLine[]
  /** Bag id → the lines inside it, in order. */
  contents: Map<string, InventoryLine[]>
  /** The ids of the lines shown under a bag (not in the holder's own list). */
  inside: Set<string>
}

export function isExtradimensional(line: InventoryLine, customItems: readonly CustomItem[]): boolean {
  return itemOf(line.ref, customItems, 'en')?.extradimensional === true
}

export function containersOf(lines: readonly InventoryLine[], customItems: readonly CustomItem[]): Containers {
  const bags = lines.filter((l) => isExtradimensional(l, customItems))
  const contents = new Map<string, InventoryLine[]>(bags.map((b) => [b.id, []]))
  const inside = new Set<string>()
  if (bags.length > 0)
    for (const l of lines) {
      if (l.in === undefined || bags.includes(l)) continue
      const list = contents.get(l.in)
      if (!list) continue
      list.push(l)
      inside.add(l.id)
    }
  return { bags, contents, inside }
}

/** The lines a holder's own list shows: those not inside one of its bags. */
export function looseLines(lines: readonly InventoryLine[], c: Containers): readonly InventoryLine[] {
  return c.inside.size === 0 ? lines : lines.filter((l) => !c.inside.has(l.id))
}

/** What a bag holds, for its summary line: units of items, coins by kind (apart), and the value of it all (gp). */
export function contentsSummary(
  lines: readonly InventoryLine[],
  customItems: readonly CustomItem[]
): { items: number; coins: Purse; value: number } {
  let items = 0
  let value = 0
  const coins = emptyPurse()
  for (const l of lines) {
    const kind = l.ref.source === 'catalog' ? getCatalogEntry(l.ref.id)?.coin : undefined
    if (kind) coins[kind] += l.quantity
    else items += l.quantity
    value += lineValue(l, customItems)
  }
  return { items, coins, value }
}

/**
 * A bag's summary as a GM reads it: "31 items · 1,500 gp inside · worth 1,515 gp" (coins are not items); the
 * worth is left out when it says nothing more than the coins.
 */
export function contentsText(m: Messages, lang: Language, s: { items: number; coins: Purse; value: number }): string {
  const hasCoins = COIN_KINDS.some((k) => s.coins[k] > 0)
  const coins = hasCoins ? coinsWorthText(m, lang, s.coins) : ''
  const items = s.items > 0 || !hasCoins ? m.bag.items(s.items, formatCount(s.items, lang)) : ''
  const sameAsCoins = Math.round(s.value * 100) === purseValueCp(s.coins)
  const worth = s.value > 0 && !sameAsCoins ? m.money.gp(formatCount(s.value, lang)) : ''
  return m.bag.summary(items, coins, worth)
}

/**
 * The capacity and largest-level warnings of the bags of a holder that is no bearer (the stash, a place), as
 * sentences by bag id: the engine's, for the bags that have a capacity or a largest level and what they hold
 * (levels as a Medium bearer would carry them). Nothing to compute for bags without either (the usual case).
 */
export function storedBagWarnings(
  c: Containers,
  campaign: Pick<Campaign, 'customItems' | 'options' | 'language'>,
  m: Messages,
  lang: Language
): Map<string, string[]> {
  const watched = c.bags.filter((b) => b.capacity !== undefined || b.maxLevel !== undefined)
  if (watched.length === 0) return new Map()
  const lines = watched.flatMap((b) => [b, ...(c.contents.get(b.id) ?? [])])
  try {
    const items = inventoryToEngineItems(
      lines,
      { lookup: getCatalogEntry, customItems: campaign.customItems, language: campaign.language },
      'lines'
    )
    const warnings = containerWarnings(items, 'M', 0, campaign.options.coinsPerUnit)
    return containerWarningSentences(warnings, { inventory: lines }, { m, lang, customItems: campaign.customItems })
  } catch {
    return new Map() // an unknown item: the line shows as such; no warning is better than a wrong one
  }
}
