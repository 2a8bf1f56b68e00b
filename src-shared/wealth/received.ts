// Value received (RULES.md §15), from the ledger: the value of every line and coin that came to a character
// or to its own bearers from outside the characters (loot, the stash, a place), minus the value of what it
// gave back to the stash or a place. Transfers between characters move value from one to the other; uses
// and sales are not receipts, a sale's proceeds are received by whoever gets the coins.
//
// Decisions (each entry is read on its own, in ledger order):
// - An entry's value is the full value it recorded (`valueGp`, every transfer from schema 5); an older entry
//   without one is valued from its ref: the item's price × its quantity, plus its rounds (the line's own value
//   or enhancement were not recorded then); 0 when the item has no price or is gone.
// - A holder is the character or bearer an entry names. A bearer counts for its owner (as the campaign says
//   now); a bearer nobody owns stands with the stash and the places (the party's side), like a cart.
// - Came in: outside → holder (loot found or bought — `line/add`, a character's arrival with lines — a count
//   the GM raised, a sale's proceeds), the stash, a place or an unowned bearer → holder: + value.
// - Gave back: holder → the stash, a place or an unowned bearer (a character who left: its lines): − value.
// - Between characters: − value for the giver, + value for the taker; nothing between a character and its
//   own bearer (within one owner).
// - Not receipts: a use ('use'), a coin exchange or consolidation (same value, less a fee), a line sold (the
//   line leaving), a line removed or a count lowered (holder → outside): they leave what was received as it was.
// - Sessions: an entry belongs to the session it names (`session`); entries outside any session count for the
//   whole campaign only.
import { getCatalogEntry } from '../catalog'
import { cents, partValueGp } from '../catalog/price'
import type { Campaign, LedgerEntry, Place, PlaySession } from '../campaign/schema'
import { resolveRef } from '../campaign/to-engine'
import { partyCharacters } from './wealth'

/** An entry's full value in gp: as recorded, else from its ref (older entries); null when nothing about it is priced. */
export function entryValueOrNull(campaign: Campaign, entry: LedgerEntry): number | null {
  if (entry.valueGp !== undefined) return entry.valueGp
  const item = resolveRef(entry.ref, getCatalogEntry, campaign.customItems)
  const rounds = entry.rounds ?? 0
  return partValueGp({ quantity: entry.quantity, rounds }, item, entry.quantity, rounds)
}

/** An entry's full value in gp; 0 when nothing about it is priced. */
export function entryValueGp(campaign: Campaign, entry: LedgerEntry): number {
  return entryValueOrNull(campaign, entry) ?? 0
}

type Side = { kind: 'holder'; id: string } | { kind: 'fund' } | { kind: 'outside' }

/** Who owns each bearer now, and which bearers nobody owns (the party's side). */
interface Owners {
  ownerOf: ReadonlyMap<string, string>
  unowned: ReadonlySet<string>
}

function ownersOf(campaign: Campaign): Owners {
  const ownerOf = new Map<string, string>()
  const unowned = new Set<string>()
  for (const c of campaign.characters) {
    if (c.bearer === undefined) continue
    if (c.owner !== undefined) ownerOf.set(c.id, c.owner)
    else unowned.add(c.id)
  }
  return { ownerOf, unowned }
}

function sideOf(place: Place, owners: Owners): Side {
  if (place.type === 'outside') return { kind: 'outside' }
  if (place.type === 'character' && !owners.unowned.has(place.id)) return { kind: 'holder', id: place.id }
  return { kind: 'fund' }
}

/** What one entry changes in what each holder received (holder ids, not yet counted for their owners). */
function entryDeltas(entry: LedgerEntry, value: number, owners: Owners): Array<[string, number]> {
  if (entry.action === 'use' || entry.action === 'exchange' || entry.action === 'consolidate') return []
  const from = sideOf(entry.from, owners)
  const to = sideOf(entry.to, owners)
  // the line sold leaves: neither a receipt nor a give-back (its proceeds are the entries that follow)
  if (entry.action === 'sell' && to.kind === 'outside') return []
  if (to.kind === 'holder') {
    if (from.kind !== 'holder') return [[to.id, value]]
    return from.id === to.id
      ? []
      : [
          [to.id, value],
          [from.id, -value]
        ]
  }
  if (from.kind === 'holder' && to.kind === 'fund') return [[from.id, -value]]
  return []
}

/**
 * What each holder (character or bearer, by id) received through `entries`, before bearers count for their
 * owners: the parts a session report shows bearer by bearer.
 */
export function receivedByHolder(campaign: Campaign, entries: readonly LedgerEntry[]): Map<string, number> {
  const owners = ownersOf(campaign)
  const out = new Map<string, number>()
  for (const entry of entries)
    for (const [id, delta] of entryDeltas(entry, entryValueGp(campaign, entry), owners))
      out.set(id, (out.get(id) ?? 0) + delta)
  for (const [id, v] of out) out.set(id, cents(v))
  return out
}

/** The character a holder counts for: its owner when it is an owned bearer, else itself. */
export function countsFor(campaign: Campaign): (holderId: string) => string {
  const { ownerOf } = ownersOf(campaign)
  return (id) => ownerOf.get(id) ?? id
}

/** Per character: every character of the campaign (0 when it received nothing), then any other the ledger names. */
function byCharacter(campaign: Campaign, entries: readonly LedgerEntry[]): Map<string, number> {
  const out = new Map<string, number>(partyCharacters(campaign).map((c) => [c.id, 0]))
  const owner = countsFor(campaign)
  for (const [id, v] of receivedByHolder(campaign, entries)) {
    const to = owner(id)
    out.set(to, cents((out.get(to) ?? 0) + v))
  }
  return out
}

/** The ledger entries of some sessions (every entry when `sessions` is not given). */
export function entriesOf(campaign: Campaign, sessions?: readonly string[]): LedgerEntry[] {
  if (sessions === undefined) return campaign.ledger
  const wanted = new Set(sessions)
  return campaign.ledger.filter((e) => e.session !== undefined && wanted.has(e.session))
}

/**
 * The value each character received (RULES.md §15), in gp, over the sessions named (none given: the whole
 * campaign, entries outside any session included). Its bearers' receipts count for it. Every character of
 * the campaign has a value; a character gone from the party that the entries name has one too.
 */
export function receivedBy(
  campaign: Campaign,
  { sessions }: { sessions?: readonly string[] } = {}
): Map<string, number> {
  return byCharacter(campaign, entriesOf(campaign, sessions))
}

/** What each character received in one session (session null: the entries outside any session). */
export interface SessionReceipts {
  session: PlaySession | null
  byCharacter: Map<string, number>
}

/**
 * The value each character received, session by session, in the order they were opened; first, when the ledger
 * has entries outside any session (an older file's, or made between sessions), what those brought (session null).
 */
export function receivedBySession(campaign: Campaign): SessionReceipts[] {
  const bySession = new Map<string, LedgerEntry[]>()
  const outside: LedgerEntry[] = []
  for (const e of campaign.ledger) {
    if (e.session === undefined) {
      outside.push(e)
      continue
    }
    let list = bySession.get(e.session)
    if (!list) bySession.set(e.session, (list = []))
    list.push(e)
  }
  const out: SessionReceipts[] = []
  if (outside.length > 0) out.push({ session: null, byCharacter: byCharacter(campaign, outside) })
  for (const session of campaign.sessions ?? [])
    out.push({ session, byCharacter: byCharacter(campaign, bySession.get(session.id) ?? []) })
  return out
}
