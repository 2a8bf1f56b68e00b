// The split dialog's choices: who shares (and a party fund), which stash lines, who wants what, which
// containers may be filled, whether the stash's coins are consolidated first. What they mean for the
// optimizer is src-shared/split's (split-setup.ts); this class keeps the ticks the dialog binds to.
import type { Campaign, InventoryLine } from '@shared/campaign'
import type { Messages } from '@shared/i18n'
import {
  containerChoices,
  dialogLines,
  MAX_BEARERS,
  openingTicks,
  setupOf,
  splittable,
  type DialogLine,
  type SplitChoiceTicks,
  type SplitClaimChoice,
  type SplitSetup
} from '@shared/split'

export class SplitChoices implements SplitChoiceTicks {
  participants = $state<Record<string, boolean>>({})
  fund = $state(false)
  /** Consolidate the stash's coins (fewest coins, same value) before splitting: one more op of the batch. */
  consolidate = $state(true)
  included = $state<Record<string, boolean>>({})
  claims = $state<Record<string, SplitClaimChoice | undefined>>({})
  /** Extradimensional line id → the split may put loot in it (off unless the GM ticks it). */
  fill = $state<Record<string, boolean>>({})
  /** Extradimensional line id → coins may go in it too (RULES.md §4: coins per unit; off by default). */
  fillCoins = $state<Record<string, boolean>>({})
  /**
   * "Balance over the campaign" (issue 28): the value each participant already received counts (RULES.md
   * §15), over the whole campaign or the sessions ticked in `balanceSessions`.
   */
  balance = $state(false)
  /** Session id → ticked; null: the whole campaign (the default). */
  balanceSessions = $state<Record<string, boolean> | null>(null)

  #campaign: () => Campaign | null
  #m: () => Messages

  constructor(campaign: () => Campaign | null, m: () => Messages) {
    this.#campaign = campaign
    this.#m = m
  }

  /** Stash lines the dialog offers. */
  get stashLines(): InventoryLine[] {
    return (this.#campaign()?.stash ?? []).filter(splittable)
  }

  /** The dialog's lines in stash order, each stash bag followed by what it holds (picked with it). */
  get dialogLines(): DialogLine[] {
    return dialogLines(this.#campaign()?.stash ?? [])
  }

  /** Whether the stash has a line to split (the button asks after every change: no 11,000-line copy). */
  get hasLoot(): boolean {
    return (this.#campaign()?.stash ?? []).some(splittable)
  }

  get setup(): SplitSetup {
    return setupOf(this.#campaign(), this)
  }

  /** The participants' extradimensional containers the split could fill, with their free units. */
  get containers(): ReturnType<typeof containerChoices> {
    const campaign = this.#campaign()
    if (!campaign) return []
    const characters = campaign.characters.filter((c) => this.participants[c.id]).map((c) => c.id)
    try {
      // the claimed lines, and the stash's bags picked (claimed by nobody, they are filled by whoever gets them)
      const loot = Object.keys(this.included).filter((id) => this.included[id])
      return containerChoices(campaign, { participants: characters, loot, claims: this.claims })
    } catch {
      return [] // an unknown item: the split's own run says where
    }
  }

  /** Why the split cannot run with these choices, or null. */
  get problem(): string | null {
    const s = this.setup
    const m = this.#m().lootSplit
    if (s.loot.length === 0) return m.noLoot
    if (s.participants.length === 0) return m.noBearer
    if (s.participants.length > MAX_BEARERS) return m.tooMany(MAX_BEARERS)
    if (s.balance?.sessions?.length === 0) return m.balanceNoSession
    return null
  }

  /** Balance over the whole campaign (null) or over the sessions picked (none ticked at first). */
  balanceOver(sessions: readonly string[] | null): void {
    this.balanceSessions = sessions === null ? null : Object.fromEntries(sessions.map((id) => [id, false]))
  }

  /** The dialog (re)opens: everyone shares every stash line, but for what the GM unticked before. */
  reopen(campaign: Campaign): void {
    const ticks = openingTicks(campaign, this)
    this.participants = ticks.participants
    this.included = ticks.included
  }

  includeAll(on: boolean): void {
    this.included = Object.fromEntries(this.stashLines.map((l) => [l.id, on]))
  }

  setClaim(lootId: string, character: string | null, quantity?: number): void {
    const next = { ...this.claims }
    if (character === null) delete next[lootId]
    else next[lootId] = quantity === undefined ? { character } : { character, quantity }
    this.claims = next
  }
}
