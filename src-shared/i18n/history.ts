// What an undo or a redo took back or brought back, in the GM's words (issue 25 item 8): "Annulé : 3 potions de
// soins légers utilisées" / "Undone: 3 potions of cure light wounds used" (the name in its number, through the
// plural helper); a count corrected by hand says which way, "−4 dagues (correction)". Read from the ledger entries the step
// wrote (the ledger only grows, so they are those past the older campaign's); a step that wrote none (a
// strength, a house rule) is "the last change".
import type { Campaign, LedgerEntry } from '../campaign/schema'
import type { Messages } from './en'
import type { Language } from '../core/language'
import { agreementOf } from './gender'
import { ledgerItemName } from './ledger-item'
import { countName } from './plural'
import type { Effect } from '../rules/types'
import { effectWords } from './effects'

/** At most this many entries are named one by one; more are counted. */
const NAMED = 3

export type StepVerb = 'used' | 'sold' | 'moved' | 'added' | 'removed' | 'corrected' | 'exchanged'

function verbOf(e: LedgerEntry): StepVerb {
  if (e.action === 'use') return 'used'
  if (e.action === 'sell') return 'sold'
  if (e.action === 'edit') return 'corrected'
  if (e.action === 'exchange' || e.action === 'consolidate') return 'exchanged'
  if (e.from.type === 'outside') return 'added'
  if (e.to.type === 'outside') return 'removed'
  return 'moved'
}

/** The item's name today, in `lang`, when the entry recorded none (ledger-item.ts). */
export type ItemNameToday = (e: LedgerEntry) => string | undefined

function entryWords(e: LedgerEntry, m: Messages, lang: Language, today: ItemNameToday): string {
  const name = ledgerItemName(e, lang, () => today(e))
  const verb = verbOf(e)
  // a count corrected by hand says which way: "−4 dagues (correction)" (not "4 dagues corrigées": fewer or more?)
  if (verb === 'corrected') {
    const what = e.quantity === 0 && e.rounds ? m.line.rounds(e.rounds) : countName(e.quantity, name, lang)
    return m.history.corrected(what, e.from.type === 'outside')
  }
  if (e.quantity === 0 && e.rounds) return m.history.rounds(m.line.rounds(e.rounds), verb)
  return m.history.entry(e.quantity, name, verb, agreementOf(e.quantity, name))
}

/** The step between `older` and `newer` (newer = older + the step), in words. */
export function stepWords(older: Campaign, newer: Campaign, m: Messages, lang: Language, today: ItemNameToday): string {
  const added = newer.ledger.length > older.ledger.length ? newer.ledger.slice(older.ledger.length) : []
  if (added.length === 0) return sessionStep(older, newer, m) ?? levelStep(older, newer, m) ?? m.history.lastChange
  if (added.length > NAMED) return m.history.entries(added.length)
  return added.map((e) => entryWords(e, m, lang, today)).join(', ')
}

/** A session opened or closed by the step (issue 28), in words; null when it touched none. */
function sessionStep(older: Campaign, newer: Campaign, m: Messages): string | null {
  if (newer.sessions === older.sessions) return null
  const before = new Map((older.sessions ?? []).map((s) => [s.id, s]))
  for (const s of newer.sessions ?? []) {
    const was = before.get(s.id)
    if (!was) return m.sessions.stepOpened(s.name)
    if (was.closedAt === undefined && s.closedAt !== undefined) return m.sessions.stepClosed(s.name)
  }
  return null
}

/** A character's level changed by the step (issue 28), in words; null when no level changed. */
function levelStep(older: Campaign, newer: Campaign, m: Messages): string | null {
  if (newer.characters === older.characters) return null
  const before = new Map(older.characters.map((c) => [c.id, c]))
  for (const c of newer.characters) {
    const was = before.get(c.id)
    if (was && was !== c && was.level !== c.level) return m.wealth.levelStep(c.name, was.level, c.level)
  }
  return null
}

/** One what-if change (issue 25 item 7), as its chip on the what-if bar says it. */
export interface ChangeToSay {
  /** The campaign before the change and after it. */
  older: Campaign
  newer: Campaign
  /** An effect tried: on whom, which (RULES.md §13). */
  effect?: { name: string; effect: Effect }
  /** A block's own words (the loot split). */
  label?: string
}

/**
 * A what-if change in words: an effect "Lem · Bull's Strength", a block its label, a change the ledger records
 * as stepWords says it ("3 potions of cure light wounds used"), any other change who it changed ("Edited: Kyra").
 */
export function changeWords(c: ChangeToSay, m: Messages, lang: Language, today: ItemNameToday): string {
  if (c.effect) return `${c.effect.name} · ${effectWords(m, c.effect.effect)}`
  if (c.label !== undefined) return c.label
  if (c.newer.ledger.length > c.older.ledger.length) return stepWords(c.older, c.newer, m, lang, today)
  const who: string[] = []
  const olderById = new Map(c.older.characters.map((ch) => [ch.id, ch]))
  for (const ch of c.newer.characters) if (olderById.get(ch.id) !== ch) who.push(ch.name)
  const newerIds = new Set(c.newer.characters.map((ch) => ch.id))
  for (const ch of c.older.characters) if (!newerIds.has(ch.id)) who.push(ch.name)
  if (c.newer.stash !== c.older.stash) who.push(m.stash.title)
  const olderPlaces = new Map((c.older.places ?? []).map((p) => [p.id, p]))
  for (const p of c.newer.places ?? []) if (olderPlaces.get(p.id) !== p) who.push(p.name)
  return who.length > 0 ? m.whatIf.edited(who.join(', ')) : m.whatIf.otherChange
}
