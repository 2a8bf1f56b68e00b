// The summary model against the campaign it comes from: every line accounted for once, figures
// equal to the engine's, money summed from the lines, wording in the campaign's language.
import { describe, expect, it } from 'vitest'
import type { CatalogLookup } from '@shared/campaign/to-engine'
import { characterSummary, findCharacter, ledgerDocument } from '@shared/export/summary'
import { checkAgainstCampaign } from './check-summary'
import { specialCampaign, TRICKY } from './special-campaign'

const noCatalog: CatalogLookup = () => undefined

describe('summary model', () => {
  it('matches the campaign and the engine, line by line (tricky names)', () => {
    checkAgainstCampaign(specialCampaign(), noCatalog)
  })

  it('words a small bearer carrying a Medium sword, in French', () => {
    const campaign = specialCampaign()
    const s = characterSummary(campaign, campaign.characters[0]!, noCatalog)
    const sword = s.groups.find((g) => g.items.some((i) => i.name === TRICKY.sword))!
    expect(sword.label).toBe('Armes à deux mains') // a one-handed Medium weapon is two-handed for a Small bearer
    expect(sword.items[0]!.madeFor).toBe('M')
    expect(s.sizeLabel).toBe('Petite') // as the card says it, no '(P)'
    expect(s.load.effectLines).toContain('Dex max +3')
    expect(s.load.reason).toContain('17 gemmes «rouge», taillée | 💎') // as the card says it: counted, in the plural up to the GM's punctuation
  })

  it('finds a character by id, exact name, or name without case and accents', () => {
    const campaign = specialCampaign()
    expect(findCharacter(campaign, 'zoe')).toMatchObject({ ok: true, character: { id: 'zoe' } })
    expect(findCharacter(campaign, TRICKY.ghost)).toMatchObject({ ok: true, character: { id: 'ghost' } })
    expect(findCharacter(campaign, TRICKY.ghost.toUpperCase().normalize('NFD').replace(/\p{M}/gu, ''))).toMatchObject({
      ok: true,
      character: { id: 'ghost' }
    })
    expect(findCharacter(campaign, 'nobody')).toEqual({ ok: false, reason: 'not-found', candidates: [] })
    const twins = { ...campaign, characters: [...campaign.characters, { ...campaign.characters[1]!, id: 'ghost2' }] }
    expect(findCharacter(twins, TRICKY.ghost)).toMatchObject({ ok: false, reason: 'ambiguous' })
    expect(findCharacter(twins, TRICKY.ghost)).not.toHaveProperty('prefix')
    // the start of a name, when it names one character; an exact name wins over a longer one
    expect(findCharacter(campaign, 'fantome, DIT')).toMatchObject({ ok: true, character: { id: 'ghost' } })
    expect(findCharacter(twins, 'fantôme')).toMatchObject({
      ok: false,
      reason: 'ambiguous',
      prefix: true,
      candidates: [{ id: 'ghost' }, { id: 'ghost2' }]
    })
    const named = (name: string, id: string) => ({ ...campaign.characters[1]!, id, name })
    const borins = { ...campaign, characters: [named('Borin Ironfist', 'b1'), named('Borin', 'b2')] }
    expect(findCharacter(borins, 'borin')).toMatchObject({ ok: true, character: { id: 'b2' } })
    expect(findCharacter(borins, 'borin i')).toMatchObject({ ok: true, character: { id: 'b1' } })
    expect(findCharacter(borins, 'ironfist')).toEqual({ ok: false, reason: 'not-found', candidates: [] })
  })

  it('names the places of the ledger, a removed character included, and filters by character', () => {
    const campaign = specialCampaign()
    const doc = ledgerDocument(campaign)
    expect(doc.rows.map((r) => [r.from, r.to])).toEqual([
      ['Hors du groupe', TRICKY.hero],
      ['Réserve', TRICKY.hero],
      ['(personnage supprimé gone)', TRICKY.hero]
    ])
    expect(ledgerDocument(campaign, { character: campaign.characters[1]! }).rows).toEqual([])
  })
})
