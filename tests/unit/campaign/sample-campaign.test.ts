// The sample party a newcomer sees on first start: valid, every item known to the built-in catalog,
// and as varied as promised (checked with the real engine).
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseCampaignText } from '@shared/campaign/parse'
import { characterToEvaluateInput, resolveRef } from '@shared/campaign/to-engine'
import { getCatalogEntry } from '@shared/catalog/index'
import { evaluate } from '@shared/rules/index'

const path = new URL('../../../resources/sample-campaign.json', import.meta.url)
const parsed = parseCampaignText(readFileSync(path, 'utf8'), 'sample-campaign.json')
if (!parsed.ok) throw new Error(parsed.problems.map((p) => p.message).join('\n'))
const sample = parsed.campaign

describe('resources/sample-campaign.json', () => {
  it('is a valid current-version campaign', () => {
    expect(parsed).toMatchObject({ ok: true })
    expect('migratedFrom' in parsed).toBe(false)
  })

  it('uses only ids the built-in catalog has (custom refs name custom items)', () => {
    const refs = [
      ...sample.stash,
      ...sample.characters.flatMap((c) => c.inventory),
      ...(sample.places ?? []).flatMap((p) => p.inventory)
    ].map((l) => l.ref)
    expect(refs.length).toBeGreaterThan(20)
    expect(refs.filter((ref) => !resolveRef(ref, getCatalogEntry, sample.customItems))).toEqual([])
  })

  it('is a varied party of six', () => {
    const cs = sample.characters
    expect(cs).toHaveLength(6)
    const strengths = cs.map((c) => c.strength)
    expect(Math.min(...strengths)).toBe(8)
    expect(Math.max(...strengths)).toBe(18)
    expect(cs.some((c) => c.size === 'P')).toBe(true)
    expect(cs.some((c) => /half-orc/i.test(c.notes))).toBe(true)
    expect(new Set(cs.map((c) => c.wornArmor?.category).filter(Boolean))).toEqual(new Set(['light', 'medium', 'heavy']))
  })

  it('has a character at heavy and characters one or two items from the next tier', () => {
    const evals = sample.characters.map((c) => evaluate(characterToEvaluateInput(sample, c, getCatalogEntry)))
    expect(evals.some((e) => e.load === 'heavy')).toBe(true)
    const nearThreshold = evals.filter((e) =>
      e.groups.some(
        (g) => g.load !== 'none' && g.headroom.nextTier !== null && g.headroom.nextTier <= 2 && e.load === g.load
      )
    )
    expect(nearThreshold.length).toBeGreaterThanOrEqual(2)
    expect(evals.every((e) => e.load !== 'over')).toBe(true)
  })

  it('has loot in the stash: several kinds of coins, a chest, longswords, chainmail, potions; custom items; ledger', () => {
    const ids = sample.stash.map((l) => l.ref.id)
    expect(ids.filter((id) => id.startsWith('coin-')).length).toBeGreaterThanOrEqual(3)
    for (const id of ['chest', 'longsword', 'chainmail']) expect(ids).toContain(id)
    expect(ids.some((id) => getCatalogEntry(id)?.kind === 'potion')).toBe(true)
    expect(sample.customItems.length).toBeGreaterThanOrEqual(3)
    expect(sample.ledger.length).toBeGreaterThanOrEqual(3)
  })
})
