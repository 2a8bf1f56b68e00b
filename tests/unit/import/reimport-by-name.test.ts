// Issue 25 item 6: a re-import of an export whose file carries no Foundry id (a renamed download
// "…(1).json", an older export, a hand-made file) made a second, empty character while the review said
// "Nouveau personnage" and its destinations "Porté par Lem-Pip". The character is matched by Foundry id
// where there is one, else by name (accents, case aside); the GM may still import it as new, and then it
// takes over none of the other's lines. And the answer the review shows chosen is the one applied: a sling
// shown as "arme à une main" came in at level 0.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { applyBatch, newCampaign } from '@shared/campaign/apply-op'
import type { Campaign } from '@shared/campaign/schema'
import { importCatalog } from '@shared/import/catalog-match'
import { reviewFoundryExports } from '@shared/import/foundry-pf1'
import { compareWithCampaign, importOps, matchCharacter } from '@shared/import/import-ops'
import type { ImportReview } from '@shared/import/review'

const dir = fileURLToPath(new URL('../../fixtures/foundry/', import.meta.url))
const LEM = 'fvtt-Actor-lem-Ro9ueHalfling001.json'
const cat = importCatalog()
let n = 0
const ids = { at: '2026-12-03T12:00:00.000Z', newId: (p: string) => `${p}-${++n}` }
const lemText = readFileSync(dir + LEM, 'utf8')

type Actor = {
  name: string
  flags: { core?: unknown }
  items: { name: string; _id: string; system: Record<string, unknown> }[]
}
const lem = (): Actor => JSON.parse(lemText)
/** The export as an older Foundry or a hand-made file has it: no `flags.core.sourceId`, so no Foundry id. */
const noId = (): Actor => {
  const a = lem()
  delete a.flags.core
  return a
}
const text = (a: Actor) => JSON.stringify(a)

function review(campaign: Campaign, name: string, body: string, edit?: (r: ImportReview) => ImportReview) {
  let r = compareWithCampaign(reviewFoundryExports([{ name, text: body }], cat), campaign, cat)
  if (edit) r = compareWithCampaign(edit(r), campaign, cat)
  return r
}
function importFile(campaign: Campaign, name: string, body: string, edit?: (r: ImportReview) => ImportReview) {
  const r = review(campaign, name, body, edit)
  const ops = importOps(campaign, r, cat, ids)
  return { review: r, ops, campaign: applyBatch(campaign, ops) }
}
const lemsIn = (c: Campaign) => c.characters.filter((x) => x.name === 'Lem-Pip')
const daggers = (c: Campaign) =>
  [...c.stash, ...c.characters.flatMap((x) => x.inventory)].filter((l) => l.ref.id === 'dagger').map((l) => l.quantity)
const withDaggers = (q: number) => {
  const a = noId()
  a.items.find((i) => i.name === 'Dagger')!.system.quantity = q
  return text(a)
}

describe('matchCharacter', () => {
  const campaign = {
    ...newCampaign('t', 'fr'),
    characters: [
      { id: 'c1', name: 'Élodie d’Argent', foundryId: 'AAAAAAAAAAAAAAAA' },
      { id: 'c2', name: 'Lem-Pip' },
      { id: 'c3', name: 'Poney', owner: 'c2' }
    ]
  } as unknown as Campaign
  it('by Foundry id first, whatever the name', () => {
    expect(matchCharacter(campaign, { foundryId: 'AAAAAAAAAAAAAAAA', name: 'Someone else' })).toMatchObject({
      character: { id: 'c1' },
      by: 'id'
    })
  })
  it('else by name, accents, case and punctuation aside, when one side has no Foundry id', () => {
    expect(matchCharacter(campaign, { name: 'ELODIE D’ARGENT' })).toMatchObject({ character: { id: 'c1' }, by: 'name' })
    expect(matchCharacter(campaign, { name: 'lem pip' })).toMatchObject({ character: { id: 'c2' }, by: 'name' })
    expect(matchCharacter(campaign, { name: 'Lem-Pip', foundryId: 'BBBBBBBBBBBBBBBB' })).toMatchObject({
      character: { id: 'c2' }
    })
  })
  it('two different Foundry ids are two actors; an owned mount is not a match; nobody of that name, none', () => {
    expect(matchCharacter(campaign, { name: 'Élodie d’Argent', foundryId: 'BBBBBBBBBBBBBBBB' })).toBeUndefined()
    expect(matchCharacter(campaign, { name: 'Poney' })).toBeUndefined()
    expect(matchCharacter(campaign, { name: 'Kyra' })).toBeUndefined()
  })
})

describe('a re-import of a file with no Foundry id updates the character, never duplicates it', () => {
  const first = importFile(newCampaign('t', 'fr'), LEM, lemText).campaign

  it('a renamed download "Lem-Pip (1).json" of the same actor: matched by name, its lines updated', () => {
    const again = importFile(first, 'Lem-Pip (1).json', withDaggers(4))
    const ch = again.review.characters[0]!
    expect(ch.foundryId).toBeUndefined()
    expect(ch.match).toMatchObject({ by: 'name', name: 'Lem-Pip' })
    expect(ch.existing?.lines.map((l) => [l.kind, l.name, l.from?.quantity, l.to?.quantity])).toEqual([
      ['changed', 'Dagger', 3, 4]
    ])
    expect(again.ops.map((o) => o.type)).toEqual(['line/update'])
    expect(lemsIn(again.campaign)).toHaveLength(1)
    expect(daggers(again.campaign)).toEqual([4])
  })

  it('a hand-made file imported twice: the second updates the first (it made a second, empty Lem-Pip)', () => {
    const a = noId()
    const once = importFile(newCampaign('t', 'fr'), 'lem.json', text(a)).campaign
    expect(lemsIn(once)).toHaveLength(1)
    expect(daggers(once)).toEqual([3])
    const twice = importFile(once, 'lem (1).json', withDaggers(5))
    expect(twice.review.characters[0]!.existing).toBeDefined()
    expect(lemsIn(twice.campaign)).toHaveLength(1)
    expect(daggers(twice.campaign)).toEqual([5])
    const sameAgain = importFile(twice.campaign, 'LEM-PIP.json', withDaggers(5))
    expect(sameAgain.review.characters[0]!.existing).toMatchObject({ fields: [], lines: [] })
    expect(sameAgain.ops).toEqual([])
  })

  it('imported as new at the GM’s word: a second Lem-Pip with all its lines, the first untouched', () => {
    const asNew = importFile(first, 'Lem-Pip (1).json', withDaggers(4), (r) => ({
      ...r,
      characters: r.characters.map((c) => ({ ...c, asNew: true }))
    }))
    const ch = asNew.review.characters[0]!
    expect(ch.match).toMatchObject({ by: 'name' })
    expect(ch.existing).toBeUndefined()
    expect(asNew.ops.filter((o) => o.type === 'line/update' || o.type === 'line/remove')).toEqual([])
    const lems = lemsIn(asNew.campaign)
    expect(lems).toHaveLength(2)
    expect(lems.map((c) => c.inventory.filter((l) => l.ref.id === 'dagger').map((l) => l.quantity))).toEqual([[3], [4]])
    expect(lems[1]!.inventory.length).toBe(lems[0]!.inventory.length)
  })
})

describe('the answer shown chosen is the answer applied', () => {
  const withSling = () => {
    const a = lem()
    const bow = a.items.find((i) => i.name === 'Shortbow')!
    a.items.push({ ...structuredClone(bow), name: 'Sling', _id: 'S1ingS1ingS1ing0' })
    return text(a)
  }
  it('a sling: the review presets the catalog’s level 0 (no category), and it comes in at level 0', () => {
    const r = review(newCampaign('t', 'fr'), LEM, withSling())
    const sling = r.characters[0]!.lines.find((l) => l.exported === 'Sling')!
    expect(sling.flags.find((f) => f.code === 'ranged-category')).toMatchObject({ catalogLevel: 0 })
    expect(sling.choice.category).toBeUndefined()
    const c = importFile(newCampaign('t', 'fr'), LEM, withSling()).campaign
    const line = c.characters[0]!.inventory.find((l) => l.ref.id === 'sling')!
    expect(line.level).toBeUndefined()
  })
  it('a sling the GM puts among one-handed weapons comes in at level 3 (it came in at 0)', () => {
    const c = importFile(newCampaign('t', 'fr'), LEM, withSling(), (r) => {
      r.characters[0]!.lines.find((l) => l.exported === 'Sling')!.choice.category = 'one-handed'
      return r
    }).campaign
    expect(c.characters[0]!.inventory.find((l) => l.ref.id === 'sling')!.level).toBe(3)
  })
})
