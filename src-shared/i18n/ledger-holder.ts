// What a ledger entry's From and To say, the same on the ledger screen and in its CSV: the stash, outside the
// party, a character or place by its name today; one that went away by the name its removal recorded on the
// entries that emptied it (`gone`), or that its empty-handed removal kept (`departed`): "Ezren (left the party)";
// by its id only when nothing recorded a name (files from before). The bag the units left or went into follows
// the holder, in the words the import uses for a destination: "Ezren, inside “Bag of holding”".
import type { Campaign, LedgerBag, LedgerEntry, Place } from '../campaign/schema'
import type { Messages } from './en'
import { typographic } from '../core/format'
import type { Language } from '../core/language'

type Holders = Pick<Campaign, 'characters' | 'places' | 'ledger' | 'departed'>

const key = (type: 'character' | 'place', id: string) => `${type}:${id}`

/** Names the places of `c`'s ledger entries (build it once per ledger, then call it per cell). */
export function ledgerHolderNames(c: Holders, m: Messages, lang: Language): (p: Place, bag?: LedgerBag) => string {
  const live = new Map<string, string>()
  for (const ch of c.characters) live.set(key('character', ch.id), ch.name)
  for (const pl of c.places ?? []) live.set(key('place', pl.id), pl.name)
  const gone = new Map<string, string>()
  for (const e of c.ledger)
    if (e.gone && (e.from.type === 'character' || e.from.type === 'place'))
      gone.set(key(e.from.type, e.from.id), e.gone.name)
  // those that left empty-handed (their removal moved no line, so no entry's `gone` names them)
  for (const d of c.departed ?? []) if (!gone.has(key(d.holder, d.id))) gone.set(key(d.holder, d.id), d.name)
  const l = m.ledger
  return (p, bag) => {
    const who = holderName(p)
    return bag ? `${who}, ${m.foundryImport.inBag(typographic(ledgerBagName(bag, lang)))}` : who
  }
  function holderName(p: Place): string {
    if (p.type === 'stash') return m.stash.title
    if (p.type === 'outside') return l.outside
    const k = key(p.type, p.id)
    const name = live.get(k)
    if (name !== undefined) return name
    const was = gone.get(k)
    if (p.type === 'place') return was === undefined ? l.removedPlace(p.id) : l.gonePlace(was)
    return was === undefined ? l.removedCharacter(p.id) : l.goneCharacter(was)
  }
}

/** A recorded bag's name in `lang` (the French one when recorded). */
export function ledgerBagName(bag: LedgerBag, lang: Language): string {
  return (lang === 'fr' && bag.nameFr) || bag.name
}

/** A holder the ledger can be filtered by: a character or bearer (present or gone), a place (present or gone), the stash. */
export type LedgerHolder = { type: 'character'; id: string } | { type: 'place'; id: string } | { type: 'stash' }

/** Whether `p` is `h` (the ledger screen's and the CSV's one filter). */
export function isHolder(p: Place, h: LedgerHolder): boolean {
  return p.type === h.type && (h.type === 'stash' || ('id' in p && p.id === h.id))
}

/** Whether a ledger entry's units left or reached `h`. */
export function involves(e: LedgerEntry, h: LedgerHolder): boolean {
  return isHolder(e.from, h) || isHolder(e.to, h)
}

export interface LedgerHolderChoice {
  holder: LedgerHolder
  /** As From and To name it: "Ezren", "Ezren (left the party)", "The Rusty Dragon (given up)". */
  name: string
  /** A mount, pack animal, hireling or familiar today. */
  bearer: boolean
  /** Gone from the campaign: only the ledger names it. */
  removed: boolean
}

/**
 * Every holder the export's "transfers of" can take: the characters and bearers of today, the places of today, the
 * stash, then those the ledger names that are gone (in the order it first names them).
 */
export function ledgerHolderChoices(c: Holders, m: Messages, lang: Language): LedgerHolderChoice[] {
  const name = ledgerHolderNames(c, m, lang)
  const out: LedgerHolderChoice[] = []
  const seen = new Set<string>()
  const add = (holder: LedgerHolder, bearer: boolean, removed: boolean) => {
    const k = holder.type === 'stash' ? 'stash' : key(holder.type, holder.id)
    if (seen.has(k)) return
    seen.add(k)
    out.push({ holder, name: name(holder), bearer, removed })
  }
  for (const ch of c.characters) if (!ch.bearer) add({ type: 'character', id: ch.id }, false, false)
  for (const ch of c.characters) if (ch.bearer) add({ type: 'character', id: ch.id }, true, false)
  for (const pl of c.places ?? []) add({ type: 'place', id: pl.id }, false, false)
  add({ type: 'stash' }, false, false)
  for (const e of c.ledger)
    for (const p of [e.from, e.to]) if (p.type === 'character' || p.type === 'place') add(p, false, true)
  return out
}
