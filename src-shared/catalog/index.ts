// The built-in catalog: lookups by id and names in a language. Search lives in ./search.
import { CATALOG_DATA } from './data'
import type { Language } from '../core/language'
import type { CatalogEntry, CatalogSection } from './types'

export type { CatalogEntry, CatalogSection } from './types'

/** Every built-in entry, in display order (weapons, armours, shields, ammunition, coins, ...). */
export const catalog: readonly CatalogEntry[] = CATALOG_DATA

export const catalogById: ReadonlyMap<string, CatalogEntry> = new Map(catalog.map((e) => [e.id, e]))

/** Entries by Foundry VTT pf1 compendium `_id` (`Compendium.pf1.<pack>.Item.<_id>`'s last part). */
export const catalogByCompendiumId: ReadonlyMap<string, CatalogEntry> = new Map(
  catalog.flatMap((e) => (e.compendiumId ? [[e.compendiumId, e] as const] : []))
)

/** The compendium `_id` at the end of a link (`Compendium.pf1.items.Item.onurpjwtdogsedsg` → `onurpjwtdogsedsg`). */
export function compendiumIdOf(link: string): string | undefined {
  return /^Compendium\.pf1\.[\w-]+\.(?:Item\.)?([A-Za-z0-9]{16})$/.exec(link.trim())?.[1]
}

/** The entry a Foundry item points back to: `flags.core.sourceId` or `_stats.compendiumSource`
 * (`Compendium.pf1.items.Item.onurpjwtdogsedsg`), or the bare `_id`. */
export function catalogEntryOfCompendium(source: string): CatalogEntry | undefined {
  return catalogByCompendiumId.get(compendiumIdOf(source) ?? source.trim())
}

export function getCatalogEntry(id: string): CatalogEntry | undefined {
  return catalogById.get(id)
}

/** True when the French UI shows this entry's English name (the data has no French one): mark it. */
export function nameIsEnglish(entry: Pick<CatalogEntry, 'frMissing'>, lang: Language): boolean {
  return lang === 'fr' && entry.frMissing === true
}

/** The entry's name in a language. */
export function entryName(entry: Pick<CatalogEntry, 'en' | 'fr'>, lang: Language): string {
  return lang === 'fr' ? entry.fr : entry.en
}

/** Sections in display order, each with its entries. */
export const catalogSections: readonly { section: CatalogSection; entries: readonly CatalogEntry[] }[] = (() => {
  const bySection = new Map<CatalogSection, CatalogEntry[]>()
  for (const e of catalog) {
    const list = bySection.get(e.section)
    if (list) list.push(e)
    else bySection.set(e.section, [e])
  }
  return [...bySection].map(([section, entries]) => ({ section, entries }))
})()

/** Name of a limit group's kind: the name of the entry whose id is the kind, else the kind itself. */
export function kindName(kind: string, lang: Language): string {
  const e = catalogById.get(kind)
  return e ? entryName(e, lang) : kind
}

export * from './types'
export * from './haul'
export * from './search'
export * from './price'
export * from './crafted-name'
