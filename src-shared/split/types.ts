// Types of the loot split (issue 5). Pure data: no Node, DOM or Electron.
import type { Bearer, EngineItem, RuleOptions, Tier } from '../rules/types'
import type { Why } from './why'

export type { Why, WhyCode, WhyParams } from './why'

/** One participant of a split: a character, a hireling, a pack mule, or a party fund. */
export interface SplitCharacter extends Bearer {
  id: string
  name: string
  /** What the participant carries already; it stays and counts. */
  items: EngineItem[]
  /**
   * A party-fund share: it stays in the stash and never carries a load. A fund first receives the
   * lines claimed for it, then coins up to its equal share of the loot's value (the bulkiest coins
   * first: copper before platinum), before the rest is split among the bearers.
   */
  fund?: boolean
  /**
   * Whose share the value this participant receives counts in (RULES.md §11: a bearer carries for its
   * owner). Absent: its own (a character). The id of another participant: that one's share (a mule
   * carries for its owner; the two are one share, each with its own load). null: nobody's (a bearer with
   * no owner in the split carries for the party).
   */
  valueFor?: string | null
}

/** One line of loot to split: an item as in `evaluate`, with an id and, optionally, its value. */
export interface SplitLootLine extends EngineItem {
  id: string
  /**
   * Value of one unit in gp (coins: of one coin). Coins without it are valued by their metal when the
   * name says it (copper/cp 0.01, silver/sp 0.1, gold/gp 1, platinum/pp 10); anything else is worth 0.
   */
  valueGp?: number
  /**
   * One extradimensional container (quantity 1): what it holds already (RULES.md §10). The contents go
   * with it, whole, to whoever gets it, count for no load (the house rule counting them aside: then the
   * app splits them loose), and take room from its capacity. `valueGp` is then the bag's with them.
   */
  contents?: EngineItem[]
}

/** "Aria wants the longsword": the claimed quantity (default: the whole line) goes to her if it can. */
export interface SplitClaim {
  loot: string
  character: string
  quantity?: number
}

export interface SplitInput {
  options?: Partial<RuleOptions>
  characters: SplitCharacter[]
  loot: SplitLootLine[]
  claims?: SplitClaim[]
  /**
   * Extradimensional containers the split may put loot into: ids of extradimensional lines that
   * participants carry (RULES.md §10). What goes in counts in the holder's share, not in its load, within
   * the container's free capacity and largest level. Ignored when the contents count as carried.
   */
  into?: string[]
  /**
   * Extradimensional containers the split may put coins into (RULES.md §10, §4: coins per unit), as
   * `into` names them. A container in both gives the items its room first, the coins what they leave.
   */
  coinsInto?: string[]
  /**
   * "Balance over the campaign" (RULES.md §15, issue 28): gp each participant already received before
   * this haul, by id (absent: 0; a fund's is ignored). With it, objective 4's spread is over the shares'
   * campaign totals (what their members received before plus this split's share, funds apart), always
   * after objectives 1–3 and the claims: the loads are exactly those of the split without it.
   */
  received?: Record<string, number>
}

/** One move: `quantity` of a loot line to a participant (a fund's share stays in the stash). */
export interface SplitAssignment {
  loot: string
  character: string
  /** Units of the line (coins: coins; ammo: containers). */
  quantity: number
  /** Ammunition lines with rounds: the rounds that go with these containers. */
  rounds?: number
  /** Into this extradimensional container of the participant (its line id). */
  in?: string
  why: Why
}

/** A move as the GM writes or edits it (reviewSplit's input). */
export interface SplitMove {
  loot: string
  character: string
  quantity: number
  /** Ammunition lines with rounds: the rounds that go (default 0). */
  rounds?: number
  /** Into this extradimensional container of the participant (one of the input's `into`). */
  in?: string
}

/** What stays in the stash, and why. */
export interface SplitLeft {
  loot: string
  quantity: number
  rounds?: number
  why: Why
}

export interface SplitStats {
  /** Units carried by the bearers (items and containers; coins counted apart, to the coin). */
  carried: { units: number; coins: number }
  /** Units and coins that could not be carried by anyone (funds' shares are not "left"). */
  left: { units: number; coins: number }
  /** Gp value each participant receives (funds included). */
  valueGp: Record<string, number>
  /**
   * Gp value of each share, by the id of the participant that holds it (funds included): its own value
   * plus what the bearers carrying for it receive (`valueFor`). Bearers carrying for someone else or for
   * the party hold no share.
   */
  shareGp: Record<string, number>
  /** Largest minus smallest share among the shares that can receive anything (funds included). */
  valueSpreadGp: number
  /**
   * What the optimizer proved about the spread: no split as good on objectives 1–3, claims and value
   * carried has a spread below `gp`; `exact` when it searched them all (then `gp` is the spread).
   * Absent for a split the GM edited.
   */
  valueSpreadBound?: { gp: number; exact: boolean }
  /** Separate moves (one per line and recipient). */
  moves: number
  /** Claims fully honoured / claims made. */
  claims: { honoured: number; total: number }
  /** Units of lines made for a size that went to a bearer of that size / such units carried. */
  madeForSize: { matched: number; total: number }
  /** Participants who were over before the split: they receive nothing. */
  alreadyOver: string[]
  /** Cap profiles examined by the exact search, and how many were optimal. */
  profiles: { examined: number; optimal: number }
  /**
   * With `received` (balance over the campaign): each share's campaign total before this split (what
   * its members received) and after it (plus its share), by the id of the participant holding it (funds
   * apart), and the spread of those totals after (gp).
   */
  campaign?: SplitCampaign
}

/** Balance over the campaign: the shares' campaign totals (see SplitStats.campaign). */
export interface SplitCampaign {
  beforeGp: Record<string, number>
  afterGp: Record<string, number>
  spreadGp: number
  /** The optimizer proved no split with these loads, claims and value carried has a smaller spread. */
  least?: true
}

export interface SplitResult {
  assignments: SplitAssignment[]
  left: SplitLeft[]
  /** Final load of every participant that carries (funds have none). */
  loads: Record<string, Tier>
  /** Load before the split. */
  before: Record<string, Tier>
  stats: SplitStats
}

/** Cancellation and progress, for the worker. */
export interface SplitRunOptions {
  /** Share value fairly (objective 4's spread; default true). Off: as before issue 14, for comparison. */
  valueFairness?: boolean
  /**
   * Node budget of the exact value-spread search (default 150,000). 0 skips it: the split then reports
   * the relaxations' lower bound, which tests compare with an exhaustive search.
   */
  exactNodes?: number
  signal?: { readonly aborted: boolean }
  /** Called with a fraction 0–1, at most every few milliseconds' worth of work. */
  onProgress?: (fraction: number) => void
}

/** Thrown when `signal.aborted` becomes true during a split. */
export class SplitCancelledError extends Error {
  override readonly name = 'SplitCancelledError'
  constructor() {
    super('the loot split was cancelled')
  }
}
