// Each character's wealth against the table and the value each received (issue 28, RULES.md §15), as the
// party sheet, the received-value CSV and the screens (cards, sheet, wealth view) show them: one table, so the
// screens and the documents say the same. The figures are @shared/wealth's; this only lays them out per character.
import type { Campaign } from '../campaign/schema'
import {
  expectedWealth,
  fundShare,
  partyCharacters,
  partyFund,
  receivedBy,
  receivedBySession,
  wealthOf
} from '../wealth/index'
import type { ReceivedSession, WealthBand, WealthRow, WealthSummary, WealthTable } from './model'

/** Below this share of the table a character is behind, above the other ahead (the colour of the party view). */
export const WEALTH_BEHIND = 0.8
export const WEALTH_AHEAD = 1.2

export function wealthBand(ratio: number | null): WealthBand | null {
  if (ratio === null) return null
  return ratio < WEALTH_BEHIND ? 'behind' : ratio > WEALTH_AHEAD ? 'ahead' : 'even'
}

/** Gold to the copper, so sums print without float noise. */
const roundGp = (gp: number): number => Math.round(gp * 100) / 100

/** One character against the table for its level (another bearer has no row: it counts in its owner's wealth). */
export function wealthRow(campaign: Campaign, character: Campaign['characters'][number]): WealthRow {
  const wealthGp = roundGp(wealthOf(campaign, character.id))
  const expected = expectedWealth(character.level, campaign.wealth)
  const ratio = expected !== null && expected > 0 ? wealthGp / expected : null
  return {
    id: character.id,
    name: character.name,
    level: character.level ?? null,
    wealthGp,
    expectedGp: expected,
    ratio,
    band: wealthBand(ratio)
  }
}

/** The party fund's equal share per character, to the copper. */
export function wealthShare(campaign: Campaign): number {
  return roundGp(fundShare(campaign))
}

/** Every character against the table, and the party fund's share (what the cards and the sheet show). */
export function wealthTable(campaign: Campaign): WealthTable {
  return {
    fundGp: roundGp(partyFund(campaign)),
    shareGp: wealthShare(campaign),
    rows: partyCharacters(campaign).map((c) => wealthRow(campaign, c))
  }
}

/** The table, and the value each character received, session by session and in total, against the party's mean. */
export function wealthSummary(campaign: Campaign): WealthSummary {
  const characters = partyCharacters(campaign)
  const table = wealthTable(campaign)
  const sessions: ReceivedSession[] = receivedBySession(campaign).map(({ session, byCharacter }) => ({
    sessionId: session?.id ?? null,
    name: session?.name ?? '',
    date: session?.date ?? null,
    byCharacter: characters.map((c) => roundGp(byCharacter.get(c.id) ?? 0))
  }))
  const total = receivedBy(campaign)
  const totalGp = characters.map((c) => roundGp(total.get(c.id) ?? 0))
  const meanGp = totalGp.length === 0 ? 0 : roundGp(totalGp.reduce((a, b) => a + b, 0) / totalGp.length)
  return { ...table, received: { sessions, totalGp, gapGp: totalGp.map((v) => roundGp(v - meanGp)), meanGp } }
}

/** Characters by wealth against the table, the furthest behind first; those without a level last, in file order. */
export function byWealth<C extends { id: string }>(characters: readonly C[], rows: readonly WealthRow[]): C[] {
  const ratio = new Map(rows.map((r) => [r.id, r.ratio]))
  const key = (c: C): number => ratio.get(c.id) ?? Number.POSITIVE_INFINITY
  return characters
    .map((c, i) => ({ c, i }))
    .sort((a, b) => key(a.c) - key(b.c) || a.i - b.i)
    .map(({ c }) => c)
}
