// The built-in catalog: lookups by id and names in a language. Search lives in ./search.
import { CATALOG_DATA } from './data'
import type { Language } from '../i18n/language'
import type { CatalogEntry, CatalogSection } from './types'

export type { CatalogEntry, CatalogSection } from './types'

/** Every built-in entry, in display order (weapons, armours, shields, ammunition, coins, ...). */
export const catalog: readonly CatalogEntry[] = CATALOG_DATA

export const catalogById: ReadonlyMap<string, CatalogEntry> = new Map(catalog.map((e) => [e.id, e]))

export function getCatalogEntry(id: string): CatalogEntry | undefined {
  return catalogById.get(id)
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
