// The engine's extradimensional container warnings (RULES.md §10: past the GM's capacity, an item past
// its largest level) as words: full sentences under the bag on the sheet and in the exports, one short
// line per bag on the card. One wording for every screen and document. Also a bag's summary line, and the
// warnings of the bags of a holder that is no bearer (the stash, a place).
import type { Campaign, Character } from '@shared/campaign/schema'
import type { Containers } from '../campaign/containers'
import { inventoryToEngineItems } from '../campaign/to-engine'
import { getCatalogEntry } from '../catalog'
import { COIN_KINDS, purseValueCp, type Purse } from '../core/coins'
import type { Language } from '../core/language'
import { containerWarnings } from '../rules'
import type { ContainerWarning } from '@shared/rules/types'
import { coinsWorthText } from './coins-preview'
import type { Messages } from './en'
import { formatCount } from './plural'
import { lineName } from '../campaign/items'
import type { Speech } from './describe'

/** One sentence per warning, grouped by the container's line id, in the engine's order. */
export function containerWarningSentences(
  warnings: readonly ContainerWarning[],
  character: Pick<Character, 'inventory'>,
  s: Pick<Speech, 'm' | 'lang' | 'customItems'>
): Map<string, string[]> {
  const out = new Map<string, string[]>()
  for (const w of warnings) {
    const list = out.get(w.id) ?? []
    if (w.code === 'capacity')
      list.push(s.m.bag.overCapacity(formatCount(w.units, s.lang), formatCount(w.capacity, s.lang)))
    else {
      const content = character.inventory[w.content]
      list.push(s.m.bag.tooLarge(content ? lineName(content, s.customItems, s.lang) : '?', w.level, w.maxLevel))
    }
    out.set(w.id, list)
  }
  return out
}

/** The card's line per container: its name and what is wrong ("over capacity", "an item too large", or both). */
export function containerCardWarnings(
  warnings: readonly ContainerWarning[],
  character: Pick<Character, 'inventory'>,
  s: Pick<Speech, 'm' | 'lang' | 'customItems'>
): string[] {
  const byBag = new Map<number, { capacity: boolean; tooLarge: boolean }>()
  for (const w of warnings) {
    const kinds = byBag.get(w.item) ?? { capacity: false, tooLarge: false }
    if (w.code === 'capacity') kinds.capacity = true
    else kinds.tooLarge = true
    byBag.set(w.item, kinds)
  }
  return [...byBag].map(([i, kinds]) => {
    const bag = character.inventory[i]
    const problems = [kinds.capacity ? s.m.bag.overCapacityShort : '', kinds.tooLarge ? s.m.bag.tooLargeShort : '']
    return s.m.bag.cardWarning(bag ? lineName(bag, s.customItems, s.lang) : '?', problems.filter(Boolean))
  })
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
  campaign: Pick<Campaign, 'customItems' | 'options'>,
  m: Messages,
  lang: Language
): Map<string, string[]> {
  const watched = c.bags.filter((b) => b.capacity !== undefined || b.maxLevel !== undefined)
  if (watched.length === 0) return new Map()
  const lines = watched.flatMap((b) => [b, ...(c.contents.get(b.id) ?? [])])
  try {
    const items = inventoryToEngineItems(
      lines,
      { lookup: getCatalogEntry, customItems: campaign.customItems, language: lang },
      'lines'
    )
    const warnings = containerWarnings(items, 'M', 0, campaign.options.coinsPerUnit)
    return containerWarningSentences(warnings, { inventory: lines }, { m, lang, customItems: campaign.customItems })
  } catch {
    return new Map() // an unknown item: the line shows as such; no warning is better than a wrong one
  }
}
