// A play session's report (RULES.md §15, issue 28 item 1): the haul that came in, who received what
// (per character and per bearer, coins included), what was sold, used and spent, and each character's and
// bearer's load before and after.
//
// Decisions:
// - The haul: the value of what came into the party from outside during the session — lines found or bought,
//   a character's arrival with lines, a count the GM raised — not a sale's proceeds (value the party had) nor
//   a coin exchange.
// - Received: as received.ts says, the session's entries only; per character (its bearers' parts included in
//   its value) with each of its bearers' parts; then any character gone from the party that the session's
//   entries name, with its name then.
// - Sold: each line sold (action 'sell', to outside: its `valueGp` is its full value, `proceedsGp` what it
//   fetched); used: each use ('use'); spent: whatever else left the party (a line removed, a count lowered,
//   coins paid out). Each with its full value (null when nothing about it is priced), in ledger order.
// - Loads: those the session recorded when it opened (`loadsAtOpen`) and closed (`loadsAtClose`); while it is
//   open, "after" is the loads now. A character missing from a record (it came later) has no entry there.
import type { Campaign, LedgerEntry, PlaySession, SessionLoads } from '../campaign/schema'
import { loadsNow } from '../campaign/session-loads'
import { cents } from '../catalog/price'
import { entryValueGp, entryValueOrNull, receivedByHolder } from './received'
import { ownBearers, partyCharacters } from './wealth'

/** One entry of the report, with its full value in gp (null: nothing about it is priced). */
export interface ReportEntry {
  entry: LedgerEntry
  valueGp: number | null
}

/** What one character received in the session, its bearers' parts included, and those parts. */
export interface ReceivedRow {
  characterId: string
  /** Only for a character no longer in the party: its name then (else its id). */
  name?: string
  valueGp: number
  bearers: Array<{ characterId: string; valueGp: number }>
}

export interface SessionReport {
  session: PlaySession
  /** The value that came in from outside the party during the session, in gp. */
  haulGp: number
  received: ReceivedRow[]
  sold: ReportEntry[]
  used: ReportEntry[]
  spent: ReportEntry[]
  loadsBefore: SessionLoads
  loadsAfter: SessionLoads
}

const fromOutside = (e: LedgerEntry) =>
  e.from.type === 'outside' && e.to.type !== 'outside' && (e.action === undefined || e.action === 'edit')

/** The name a character gone from the party had: as `departed` keeps it, or its lines' entries (`gone`). */
function goneName(campaign: Campaign, id: string): string {
  const departed = campaign.departed?.find((d) => d.holder === 'character' && d.id === id)
  if (departed) return departed.name
  const entry = campaign.ledger.find((e) => e.gone && e.from.type === 'character' && e.from.id === id)
  return entry?.gone?.name ?? id
}

/** The report of one session; null when the campaign has no session with that id. */
export function sessionReport(campaign: Campaign, sessionId: string): SessionReport | null {
  const session = campaign.sessions?.find((s) => s.id === sessionId)
  if (!session) return null
  const entries = campaign.ledger.filter((e) => e.session === sessionId)
  const byHolder = receivedByHolder(campaign, entries)
  const part = (id: string) => byHolder.get(id) ?? 0
  const received: ReceivedRow[] = partyCharacters(campaign).map((c) => {
    const bearers = ownBearers(campaign, c.id).map((b) => ({ characterId: b.id, valueGp: part(b.id) }))
    return { characterId: c.id, valueGp: cents(bearers.reduce((sum, b) => sum + b.valueGp, part(c.id))), bearers }
  })
  const known = new Set(campaign.characters.map((c) => c.id))
  for (const id of byHolder.keys())
    if (!known.has(id)) received.push({ characterId: id, name: goneName(campaign, id), valueGp: part(id), bearers: [] })
  const listed = (keep: (e: LedgerEntry) => boolean): ReportEntry[] =>
    entries.filter(keep).map((entry) => ({ entry, valueGp: entryValueOrNull(campaign, entry) }))
  return {
    session,
    haulGp: cents(entries.filter(fromOutside).reduce((sum, e) => sum + entryValueGp(campaign, e), 0)),
    received,
    sold: listed((e) => e.action === 'sell' && e.to.type === 'outside'),
    used: listed((e) => e.action === 'use'),
    spent: listed(
      (e) => e.from.type !== 'outside' && e.to.type === 'outside' && (e.action === undefined || e.action === 'edit')
    ),
    loadsBefore: session.loadsAtOpen ?? {},
    loadsAfter: session.loadsAtClose ?? (session.closedAt === undefined ? loadsNow(campaign) : {})
  }
}
