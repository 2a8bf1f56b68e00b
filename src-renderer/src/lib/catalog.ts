// The catalog as the screens use it: built-in entries and the campaign's custom items side by side,
// searched in the UI's language (fuzzy, accents and typos forgiven) and parsed from quick-add text.
import type { CustomItem, ItemRef } from '@shared/campaign'
import {
  catalog,
  craftable,
  entryName,
  readCraft,
  type CatalogEntry,
  type CatalogSection,
  parseQuantity,
  parseQuickAdd,
  searchCatalog,
  type SearchHit
} from '@shared/catalog'
import type { ArmorCategory } from '@shared/rules'
import type { Language } from '@shared/i18n'

export interface Pick {
  ref: ItemRef
  name: string
  level: number
  section: CatalogSection | 'custom'
  priceGp: number | null
  weightKg: number | null
  entry?: CatalogEntry
  custom?: CustomItem
}

export function pickOfEntry(e: CatalogEntry, lang: Language): Pick {
  return {
    ref: { source: 'catalog', id: e.id },
    name: entryName(e, lang),
    level: e.level,
    section: e.section,
    priceGp: e.priceGp,
    weightKg: e.weightKg,
    entry: e
  }
}

export function pickOfCustom(c: CustomItem, lang: Language): Pick {
  const name = lang === 'fr' && c.nameFr ? c.nameFr : c.name
  return {
    ref: { source: 'custom', id: c.id },
    name,
    level: c.level,
    section: 'custom',
    priceGp: c.priceGp ?? null,
    weightKg: c.weightKg ?? null,
    custom: c
  }
}

/** Armours a character can wear: the catalog's, then the campaign's custom ones. */
export function armourChoices(
  customItems: readonly CustomItem[],
  lang: Language
): { ref: ItemRef; name: string; category: ArmorCategory }[] {
  const out: { ref: ItemRef; name: string; category: ArmorCategory }[] = []
  for (const e of catalog) {
    if (
      e.type === 'armor' &&
      e.category &&
      (e.category === 'light' || e.category === 'medium' || e.category === 'heavy')
    ) {
      out.push({ ref: { source: 'catalog', id: e.id }, name: entryName(e, lang), category: e.category })
    }
  }
  for (const c of customItems) {
    if (c.type === 'armor' && (c.category === 'light' || c.category === 'medium' || c.category === 'heavy')) {
      out.push({ ref: { source: 'custom', id: c.id }, name: pickOfCustom(c, lang).name, category: c.category })
    }
  }
  return out
}

/** Every built-in entry then every custom item, in catalog order. */
export function browsePicks(lang: Language, customItems: readonly CustomItem[]): Pick[] {
  return [...catalog.map((e) => pickOfEntry(e, lang)), ...customItems.map((c) => pickOfCustom(c, lang))]
}

function pickOfHit(hit: SearchHit<CustomItem>, lang: Language): Pick {
  return hit.source === 'catalog' ? pickOfEntry(hit.entry, lang) : pickOfCustom(hit.item, lang)
}

/** Fuzzy search of the catalog and the campaign's custom items (src-shared/catalog/search). */
export function searchPicks(query: string, lang: Language, customItems: readonly CustomItem[], limit = 10): Pick[] {
  return searchCatalog(query, { lang, limit, extra: customItems }).map((h) => pickOfHit(h, lang))
}

export interface Quick {
  quantity: number
  /** The text without its quantity, searched for suggestions. */
  query: string
  /** What Enter adds, if anything matches. */
  pick: Pick | undefined
  /** "50 flèches": the rounds, and `quantity` is the containers they need. */
  rounds?: number
  /** "armure de cuir clouté +1", "épée longue de maître": the bonus and masterwork of `pick` (RULES.md §14). */
  craft?: { enhancement?: number; masterwork?: true }
}

/** "3 dagues" → 3 × Dagger; null when the text has no quantity-and-name shape. */
export function parseQuick(text: string, lang: Language, customItems: readonly CustomItem[]): Quick | null {
  const craft = readCraft(text)
  if (craft) {
    const crafted = parseQuick(craft.rest, lang, customItems)
    const hit = crafted && parseQuickAdd(craft.rest, lang, { extra: customItems })
    if (crafted && hit && craftable(hit.hit)) {
      const { rest: _rest, ...said } = craft
      return { ...crafted, craft: said }
    }
  }
  const parsed = parseQuantity(text)
  if (!parsed) return null
  const hit = parseQuickAdd(text, lang, { extra: customItems })
  if (!hit) return { quantity: parsed.quantity, query: parsed.query, pick: undefined }
  const q: Quick = { quantity: hit.quantity, query: parsed.query, pick: pickOfHit(hit.hit, lang) }
  if (hit.rounds !== undefined) q.rounds = hit.rounds
  return q
}
