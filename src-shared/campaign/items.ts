// Item names and values for display, in the UI's language (catalog entries and custom items).
import { lineDisplayName, lineValueGp, resolveRef, type ResolvedItem } from '@shared/campaign/to-engine'
import type { CustomItem, InventoryLine, ItemRef } from '@shared/campaign/schema'
import { getCatalogEntry } from '@shared/catalog'
import type { Language } from '../core/language'

export function itemOf(ref: ItemRef, customItems: readonly CustomItem[], lang: Language): ResolvedItem | undefined {
  return resolveRef(ref, getCatalogEntry, customItems, lang)
}

/** The line's own name, else its item's name in `lang` with "+1" or masterwork said ("Épée longue +1"), else its id. */
export function lineName(line: InventoryLine, customItems: readonly CustomItem[], lang: Language): string {
  return lineDisplayName(line, itemOf(line.ref, customItems, lang), lang)
}

export function lineValue(line: InventoryLine, customItems: readonly CustomItem[]): number {
  return lineValueGp(line, itemOf(line.ref, customItems, 'en'))
}

export function sameRef(a: ItemRef, b: ItemRef): boolean {
  return a.source === b.source && a.id === b.id
}

/** A line's item is a consumable: the catalog's flag, or a custom item the GM marked so. */
export function isConsumableRef(ref: ItemRef, customItems: readonly CustomItem[]): boolean {
  if (ref.source === 'catalog') return getCatalogEntry(ref.id)?.consumable === true
  return customItems.find((i) => i.id === ref.id)?.consumable === true
}
