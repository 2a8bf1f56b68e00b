// How an exported item finds its catalog entry: by the compendium link it carries (the entry's
// compendium id), else by its name in English or French. The Foundry names put words in their own
// order ("Backpack, common", "Horse, light (combat trained)"), so a few readings of a name are tried.
import { catalog as builtIn, catalogByCompendiumId, compendiumIdOf, type CatalogEntry } from '../catalog/index'
import { normalize } from '../catalog/search'

export interface ImportCatalog {
  get(id: string): CatalogEntry | undefined
  /** The entry a `Compendium.pf1.<pack>.Item.<id>` link names, when the catalog knows it. */
  byCompendium(link: string): CatalogEntry | undefined
  /** The entry named `name` (English, French or an alias), however the words are ordered. */
  byName(name: string): CatalogEntry | undefined
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

/**
 * An ImportCatalog over catalog entries (the built-in catalog by default, whose compendium links are
 * catalogByCompendiumId). Regression: the links were read from a `compendiumIds` field no entry has,
 * so every exported item fell back on its name (and "matched by name" showed on linked items).
 */
export function importCatalog(entries: readonly CatalogEntry[] = builtIn): ImportCatalog {
  const byId = new Map(entries.map((e) => [e.id, e]))
  const byCompendium: ReadonlyMap<string, CatalogEntry> =
    entries === builtIn
      ? catalogByCompendiumId
      : new Map(entries.flatMap((e) => (e.compendiumId ? [[e.compendiumId, e] as const] : [])))
  const byName = new Map<string, CatalogEntry>()
  for (const e of entries) {
    const names = [e.en, e.fr, ...(e.aliases?.en ?? []), ...(e.aliases?.fr ?? [])]
    for (const n of names) {
      const k = key(n)
      if (k && !byName.has(k)) byName.set(k, e)
    }
  }
  return {
    get: (id) => byId.get(id),
    byCompendium: (link) => {
      const id = compendiumIdOf(link)
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
