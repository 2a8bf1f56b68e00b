// Checks a summary model against the campaign it comes from and against the engine.
import { expect } from 'vitest'
import type { Campaign } from '@shared/campaign/schema'
import { characterToEvaluateInput, resolveRef, type CatalogLookup } from '@shared/campaign/to-engine'
import { messages } from '@shared/i18n'
import { characterSummary, stashSummary } from '@shared/export/summary'
import { evaluate } from '@shared/rules/evaluate'

/** Checks every character summary and the stash of `campaign` against the campaign and the engine. */
export function checkAgainstCampaign(campaign: Campaign, lookup: CatalogLookup): void {
  const m = messages(campaign.exportLanguage)
  for (const character of campaign.characters) {
    const s = characterSummary(campaign, character, lookup)
    const e = evaluate(characterToEvaluateInput(campaign, character, lookup))
    expect(s.name).toBe(character.name)
    expect(s.player).toBe(character.player)
    expect(s.strength).toBe(character.strength)
    expect(s.strengthModifier).toBe(Math.floor((character.strength - 10) / 2))
    expect(s.size).toBe(character.size)
    expect(s.wornArmor?.name ?? null).toBe(character.wornArmor?.name ?? null)
    expect(s.load.tier).toBe(e.load)
    expect(s.load.label).toBe(m.tier[e.load])
    expect(s.load.reason.length).toBeGreaterThan(0)
    expect(s.notes).toBe(character.notes)
    // Every line once: in exactly one group or among the uncounted.
    const shown = [...s.groups.flatMap((g) => g.items), ...s.uncounted]
    expect(shown.length).toBe(character.inventory.length)
    for (const g of s.groups) {
      const eg = e.groups.find((x) => x.key === g.key)!
      expect(g.units).toBe(eg.units)
      expect(g.limits).toEqual(eg.limits)
      expect(g.load).toBe(eg.load)
      expect(g.items.length).toBe(eg.items.length)
    }
    checkMoney(campaign, character.inventory, s, lookup)
  }
  const stash = stashSummary(campaign, lookup)
  checkMoney(campaign, campaign.stash, stash, lookup)
}

/** RULES.md §14, read from the rule and not from the catalog: arrows 1 gp per 20, bolts 1 gp per 10, sling bullets 1 sp per 10. */
const ROUND_GP: Readonly<Record<string, number>> = { Arrow: 1 / 20, 'Crossbow bolt': 1 / 10, 'Sling bullet': 0.1 / 10 }

function checkMoney(
  campaign: Campaign,
  lines: Campaign['stash'],
  s: { totalValueGp: number; unpricedLines: number; coins: { count: number }[] },
  lookup: CatalogLookup
): void {
  let total = 0
  let unpriced = 0
  let coins = 0
  for (const l of lines) {
    const item = resolveRef(l.ref, lookup, campaign.customItems)
    const unit = l.valueGp ?? item?.priceGp
    const round = l.ref.source === 'catalog' ? lookup(l.ref.id)?.round : undefined
    const perRound = round ? ROUND_GP[round.en] : undefined
    if (round && perRound === undefined) throw new Error(`no RULES.md §14 price here for ${round.en}`)
    const rounds = (perRound ?? 0) * (l.rounds ?? 0)
    if ((unit === undefined || unit === null) && rounds === 0) unpriced++
    else total += (unit ?? 0) * l.quantity + rounds
    if (item?.type === 'coins') coins += l.quantity
  }
  expect(s.totalValueGp).toBeCloseTo(total, 2)
  expect(s.unpricedLines).toBe(unpriced)
  expect(s.coins.reduce((n, c) => n + c.count, 0)).toBe(coins)
}
