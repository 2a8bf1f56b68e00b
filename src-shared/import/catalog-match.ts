// How an exported item finds its catalog entry: by the compendium link it carries (the entry's
// compendium id), else by its name in English or French. The Foundry names put words in their own
// order ("Backpack, common", "Horse, light (combat trained)"), so a few readings of a name are tried.
import { catalog as builtIn, type CatalogEntry } from '../catalog/index'
import { normalize } from '../catalog/search'

export interface ImportCatalog {
  get(id: string): CatalogEntry | undefined
  /** The entry a `Compendium.pf1.<pack>.Item.<id>` link names, when the catalog knows it. */
  byCompendium(link: string): CatalogEntry | undefined
  /** The entry named `name` (English, French or an alias), however the words are ordered. */
  byName(name: string): CatalogEntry | undefined
}

/** The compendium `_id` at the end of a link (`Compendium.pf1.items.Item.onurpjwtdogsedsg` → `onurpjwtdogsedsg`). */
export function compendiumId(link: string): string | undefined {
  const m = /^Compendium\.pf1\.[\w-]+\.(?:Item\.)?([A-Za-z0-9]{16})$/.exec(link.trim())
  return m?.[1]
}

/** Folds spelling variants the two catalogs disagree on (armor/armour). */
function key(text: string): string {
  return normalize(text).replace(/\barmor\b/g, 'armour')
}

/**
 * The readings of a name, most specific first: as written; "A, B (C)" as "C B A" and "B A" ("Horse, light
 * (combat trained)" → "combat trained light horse"); "A, common" as "A"; then without the parentheses.
 * `whole`: only the readings that keep every word (what says no more than a catalog name).
 */
export function nameReadings(name: string, whole = false): string[] {
  const out = new Set<string>()
  const add = (s: string) => {
    const k = key(s)
    if (k) out.add(k)
  }
  add(name)
  const paren = /\(([^)]*)\)/.exec(name)?.[1]
  const bare = name.replace(/\([^)]*\)/g, ' ').trim()
  const parts = bare.split(',').map((p) => p.trim())
  if (parts.length === 2) {
    if (paren) add(`${paren} ${parts[1]} ${parts[0]}`)
    if (!paren || !whole) add(`${parts[1]} ${parts[0]}`)
    if (/^common$/i.test(parts[1]!) && (!paren || !whole)) add(parts[0]!)
  }
  if (!whole) add(bare)
  return [...out]
}

/** An ImportCatalog over catalog entries (the built-in catalog by default). */
export function importCatalog(
  entries: readonly CatalogEntry[] = builtIn,
  compendiumOf: (e: CatalogEntry) => readonly string[] = (e) =>
    (e as CatalogEntry & { compendiumIds?: readonly string[] }).compendiumIds ?? []
): ImportCatalog {
  const byId = new Map(entries.map((e) => [e.id, e]))
  const byCompendium = new Map<string, CatalogEntry>()
  const byName = new Map<string, CatalogEntry>()
  for (const e of entries) {
    for (const c of compendiumOf(e)) byCompendium.set(c, e)
    const names = [e.en, e.fr, ...(e.aliases?.en ?? []), ...(e.aliases?.fr ?? [])]
    for (const n of names) {
      const k = key(n)
      if (k && !byName.has(k)) byName.set(k, e)
    }
  }
  return {
    get: (id) => byId.get(id),
    byCompendium: (link) => {
      const id = compendiumId(link)
      return id === undefined ? undefined : byCompendium.get(id)
    },
    byName: (name) => {
      for (const r of nameReadings(name)) {
        const e = byName.get(r)
        if (e) return e
      }
      return undefined
    }
  }
}
