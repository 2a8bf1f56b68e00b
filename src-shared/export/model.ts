// What an exported summary shows, already worded in the campaign's language. Renderers (Markdown,
// HTML, CSV) only lay this out; summary.ts builds it from a campaign with the rules engine.
import type { CoinKind } from '../catalog/types'
import type { ArmorCategory, GroupLoad, Limits, Size, Tier, TierEffects } from '../rules/types'
import type { Language } from '../core/language'

export interface SummaryItem {
  /** Display name in the campaign's language (line override, else catalog/custom name). */
  name: string
  quantity: number
  /** Ammunition: loose rounds inside this line's containers. */
  rounds: number | null
  /** Size the item is made for, when it differs from the bearer's (size-shifted). */
  madeFor: Size | null
  /** Value of the whole line in gp; null when neither the line nor its item has a price. */
  valueGp: number | null
  notes: string
  /** An extradimensional container's contents (RULES.md §10), counted in nobody's load unless `contentsCounted`. */
  contents?: SummaryItem[]
  /** Its contents count as carried (the house rule of RULES.md §10, for a bearer's bag only). */
  contentsCounted?: true
  /** A bearer's extradimensional container past the GM's capacity or largest level: the sheet's sentences. */
  warnings?: string[]
}

export interface SummaryGroup {
  key: string
  /** "Light weapons", "Potion", "Coins"… */
  label: string
  level: number
  /** Units counted against the limits (coins: coins / coin unit, may be fractional). */
  units: number
  /** Limits after strength. */
  limits: Limits
  /** Coins group only: the number of coins and the limits in coins (units × coin unit). */
  coins: { count: number; limits: Limits } | null
  load: GroupLoad
  /** As under the sheet's bar: "+4 daggers → medium · room for 3 more at light", "over by 2". */
  headroom: string
  items: SummaryItem[]
}

export interface CoinCount {
  kind: CoinKind | 'other'
  /** "gold pieces", or the custom coin's name. */
  label: string
  abbr: string
  count: number
  /** Notes of the lines holding these coins ("Nualia's hoard"). */
  notes: string[]
}

export interface TierView {
  tier: Tier
  /** "charge lourde" */
  label: string
  symbol: string
  effects: TierEffects
  /** One worded line per PF1 effect: "Max Dex +1", "Speed 20 ft (15 ft)", … */
  effectLines: string[]
  /** The same, shorter, for the party table: "Checks −6", "20 ft (15 ft)". */
  effectsShort: string[]
  /** Why, as on the card: "30 potions → heavy" (causes joined by "; "). */
  reason: string
  /** The nearest heavier tier, as on the card: "+3 potions → over"; null when already over. */
  next: string | null
  /** What to drop to get one tier lighter, as on the sheet; null when light or the worn armour decides. */
  lighter: string | null
}

export interface CharacterSummary {
  id: string
  name: string
  player: string
  strength: number
  strengthModifier: number
  size: Size
  sizeLabel: string
  /** Another bearer (RULES.md §11): "Mount of Valeros", "Pack animal"; null for a character. */
  bearer: string | null
  /** As the card says it: the name, and in categoryLabel the load its category counts as ("lourde"). */
  wornArmor: { name: string; category: ArmorCategory; categoryLabel: string } | null
  load: TierView
  /** The card's line per extradimensional container past its capacity or largest level ("Bag: over capacity"). */
  bagWarnings: string[]
  groups: SummaryGroup[]
  /** Lines flagged unlimited: carried but never counted. */
  uncounted: SummaryItem[]
  coins: CoinCount[]
  totalValueGp: number
  /** Lines with no known price (not in the total). */
  unpricedLines: number
  notes: string
  /** Its wealth against the table and its share of the party fund (issue 28); null for another bearer. */
  wealth: { row: WealthRow; shareGp: number } | null
}

export interface StashSummary {
  items: SummaryItem[]
  coins: CoinCount[]
  totalValueGp: number
  unpricedLines: number
}

/** A place where gear is stored (RULES.md §10): its lines and value, counting for nobody. */
export interface PlaceSummary extends StashSummary {
  id: string
  name: string
  notes: string
}

interface DocumentBase {
  language: Language
  campaignName: string
  /** ISO timestamp the document was made (printed in the footer). */
  generatedAt: string
}

export interface CharacterDocument extends DocumentBase {
  kind: 'character'
  character: CharacterSummary
}

export interface PartyDocument extends DocumentBase {
  kind: 'party'
  characters: CharacterSummary[]
  stash: StashSummary
  /** In the campaign's order; empty when it has none. */
  places: PlaceSummary[]
  /** Each character's wealth against the table, and the value each received (issue 28). */
  wealth: WealthSummary
}

export type SummaryDocument = CharacterDocument | PartyDocument

/** Where a character's wealth stands against the table for its level (below 80 %, above 120 %, between). */
export type WealthBand = 'behind' | 'even' | 'ahead'

/** One character (not another bearer: its load counts in its owner's wealth) against the table (RULES.md §15). */
export interface WealthRow {
  id: string
  name: string
  /** Null: no level set, so no expected wealth. */
  level: number | null
  wealthGp: number
  expectedGp: number | null
  /** wealth ÷ expected; null without an expected figure (or one of 0). */
  ratio: number | null
  band: WealthBand | null
}

/** One session's row of the value received (RULES.md §15); `sessionId` null: entries made outside any session. */
export interface ReceivedSession {
  sessionId: string | null
  name: string
  /** 'YYYY-MM-DD'; null outside sessions. */
  date: string | null
  /** gp received per character, in `WealthSummary.rows`' order. */
  byCharacter: number[]
}

/** The characters against the table, and the party fund beside them (the cards, the sheet). */
export interface WealthTable {
  /** The stash's and the places' value (the party fund), and its share per character. */
  fundGp: number
  shareGp: number
  /** The characters in the campaign's order. */
  rows: WealthRow[]
}

export interface WealthSummary extends WealthTable {
  /** The value received, session by session in the order they were played, then per character in total and
   *  against the party's mean (`rows`' order). */
  received: { sessions: ReceivedSession[]; totalGp: number[]; gapGp: number[]; meanGp: number }
}

/** The value received as CSV (issue 28 item 3): the party sheet's table. */
export interface ReceivedDocument extends DocumentBase {
  kind: 'received'
  wealth: WealthSummary
}

/** One ledger row, places already worded. */
export interface LedgerRow {
  /** As stored (ISO 8601 with offset). */
  at: string
  item: string
  /** Null: rounds alone moved (spent, added to a quiver), no container; the note says how many. */
  quantity: number | null
  from: string
  to: string
  note: string
}

export interface LedgerDocument extends DocumentBase {
  kind: 'ledger'
  /** The holder whose transfers these are, as the ledger names it; null: the whole ledger. */
  character: string | null
  /** The session these entries were made in (its name); null: every session and none. */
  session: string | null
  rows: LedgerRow[]
}

/** What one character (and each of its own bearers) received in a session (RULES.md §15), in gp. */
export interface SessionReceipt {
  name: string
  /** The character and its bearers together. */
  valueGp: number
  /** Its own bearers' part (a mount, a pack animal), each already in `valueGp`; empty when none received. */
  bearers: { name: string; valueGp: number }[]
}

/** A line of what left the party in a session: sold, used or spent. */
export interface SessionLine {
  /** "3 × Potion of cure light wounds", "12 arrows": worded as the ledger screen says it. */
  what: string
  /** Who it left: a character, the stash, a place. */
  from: string
  /** Its full value (§14) in gp when known; a sale: what it was sold for. */
  valueGp: number | null
}

/** A character's load when the session opened and when it closed (or now, if it is still open). */
export interface SessionLoad {
  name: string
  before: { tier: Tier; label: string; symbol: string } | null
  after: { tier: Tier; label: string; symbol: string } | null
}

/** A session's report (issue 28): the haul, who received what, what was sold, used and spent, the loads. */
export interface SessionDocument extends DocumentBase {
  kind: 'session'
  session: {
    id: string
    name: string
    /** 'YYYY-MM-DD' as the GM set it. */
    date: string
    /** The date as the document's language says it ("3 décembre 2026"). */
    dateLabel: string
    open: boolean
  }
  /** Value of everything that came in during the session (loot added, coins found), gp. */
  haulGp: number
  received: SessionReceipt[]
  sold: SessionLine[]
  used: SessionLine[]
  spent: SessionLine[]
  loads: SessionLoad[]
}
