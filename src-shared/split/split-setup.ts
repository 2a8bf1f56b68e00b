// The split dialog's choices, pure: the lines it lists (a stash bag followed by what it holds), the
// SplitSetup its ticks make, and the coin consolidation a split may start with. The screen's state
// (src-renderer's SplitChoices) keeps the ticks; this is what they mean.
import { applyOp } from '@shared/campaign/apply-op'
import { plainCoinKind, purseOf } from '@shared/campaign/coin-ops'
import type { Op } from '@shared/campaign/ops'
import type { Campaign, InventoryLine } from '@shared/campaign/schema'
import { coinCount } from '../core'
import { heldBy, splittable, type SplitClaimChoice, type SplitSetup } from './split-input'

/** The dialog's ticks: by id, who shares, which lines, who wants what, which containers may be filled. */
export interface SplitChoiceTicks {
  participants: Readonly<Record<string, boolean>>
  fund: boolean
  included: Readonly<Record<string, boolean>>
  claims: Readonly<Record<string, SplitClaimChoice | undefined>>
  /** Extradimensional line id → the split may put loot in it. */
  fill: Readonly<Record<string, boolean>>
  /** Extradimensional line id → coins may go in it too (only where `fill` is ticked). */
  fillCoins: Readonly<Record<string, boolean>>
  /** Balance over the campaign (issue 28): off when absent. */
  balance?: boolean
  /** Over which sessions, by id → ticked; null or absent: the whole campaign. */
  balanceSessions?: Readonly<Record<string, boolean>> | null
}

/** One line of the dialog: a stash line, with the stash bag it is in and goes with (RULES.md §10), if any. */
export interface DialogLine {
  line: InventoryLine
  bag?: InventoryLine
}

/**
 * The dialog's lines in stash order, each stash bag followed by what it holds (`bag`): those go with
 * it, picked with it, never on their own.
 */
export function dialogLines(stash: readonly InventoryLine[]): DialogLine[] {
  const lines = stash.filter(splittable)
  if (!lines.some((l) => l.in !== undefined)) return lines.map((line) => ({ line }))
  // a bag of quantity 1 is splittable itself: each content has its bag among the lines
  const held = new Map<string, InventoryLine[]>()
  for (const line of lines) {
    const bag = heldBy(stash, line)
    if (!bag) continue
    const list = held.get(bag.id)
    if (list) list.push(line)
    else held.set(bag.id, [line])
  }
  const inside = new Set([...held.values()].flat())
  const out: DialogLine[] = []
  for (const line of lines) {
    if (inside.has(line)) continue
    out.push({ line })
    for (const content of held.get(line.id) ?? []) out.push({ line: content, bag: line })
  }
  return out
}

/** The ticks as the optimizer's choices: what a stash bag holds goes with it (see dialogLines), never on its own. */
export function setupOf(campaign: Campaign | null, ticks: SplitChoiceTicks): SplitSetup {
  const characters = campaign?.characters ?? []
  const stash = campaign?.stash ?? []
  return {
    participants: characters.filter((c) => ticks.participants[c.id]).map((c) => c.id),
    fund: ticks.fund,
    loot: stash
      .filter((l) => splittable(l) && ticks.included[l.id] && !(l.in !== undefined && heldBy(stash, l)))
      .map((l) => l.id),
    claims: ticks.claims,
    into: Object.keys(ticks.fill).filter((id) => ticks.fill[id]),
    coinsInto: Object.keys(ticks.fillCoins).filter((id) => ticks.fill[id] && ticks.fillCoins[id]),
    ...(ticks.balance ? { balance: balanceOf(ticks.balanceSessions) } : {})
  }
}

/** The sessions ticked, in the order given; the whole campaign when none are picked (null). */
function balanceOf(sessions: Readonly<Record<string, boolean>> | null | undefined): { sessions?: string[] } {
  return sessions ? { sessions: Object.keys(sessions).filter((id) => sessions[id]) } : {}
}

/**
 * The ticks of a dialog (re)opened on this campaign: everyone and every line ticked, except those the
 * GM unticked before (`last`).
 */
export function openingTicks(
  campaign: Campaign,
  last: Pick<SplitChoiceTicks, 'participants' | 'included'>
): Pick<SplitChoiceTicks, 'participants' | 'included'> {
  const kept = (ticks: Readonly<Record<string, boolean>>, id: string): boolean =>
    Object.hasOwn(ticks, id) ? ticks[id]! : true
  return {
    participants: Object.fromEntries(campaign.characters.map((c) => [c.id, kept(last.participants, c.id)])),
    included: Object.fromEntries(campaign.stash.filter(splittable).map((l) => [l.id, kept(last.included, l.id)]))
  }
}

export type ConsolidateOp = Extract<Op, { type: 'coins/consolidate' }>

/** A split that starts by consolidating the stash's coins: the op, the stash after it, and the coins saved. */
export interface SplitConsolidation {
  op: ConsolidateOp
  base: Campaign
  setup: SplitSetup
  saved: number
}

/**
 * The stash's plain coins consolidated (fewest coins, same value) before the split, when that saves any:
 * the campaign after `op`, and the choices with the new coin lines in place of the old (chosen when any
 * stash coin line was). Null when there are no coins or nothing to save.
 */
export function consolidateForSplit(
  campaign: Campaign,
  setup: SplitSetup,
  ids: { stamp: string; at: string }
): SplitConsolidation | null {
  const coins = campaign.stash.filter((l) => plainCoinKind(l) !== undefined)
  if (coins.length === 0) return null
  const before = coinCount(purseOf(coins))
  const op: ConsolidateOp = {
    type: 'coins/consolidate',
    holder: { type: 'stash' },
    newLineId: `l-coins-${ids.stamp}`,
    ledgerId: `g-coins-${ids.stamp}`,
    at: ids.at
  }
  const base = applyOp(campaign, op)
  const after = base.stash.filter((l) => plainCoinKind(l) !== undefined)
  const saved = before - coinCount(purseOf(after))
  if (saved <= 0) return null
  const chosen = new Set(setup.loot)
  const coinsChosen = coins.some((l) => chosen.has(l.id))
  const old = new Set(campaign.stash.map((l) => l.id))
  const loot = base.stash
    .filter((l) => (plainCoinKind(l) !== undefined ? coinsChosen : chosen.has(l.id) || !old.has(l.id)))
    .map((l) => l.id)
  const claims = Object.fromEntries(Object.entries(setup.claims).filter(([id]) => base.stash.some((l) => l.id === id)))
  return { op, base, setup: { ...setup, loot, claims }, saved }
}
