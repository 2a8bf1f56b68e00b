// Regression (issue 11: "Re-importing the same actor … updates it instead of duplicating"): a line the GM
// moved whole in the UI to the stash or a place got a new line id from the move, so a re-import no longer
// recognised it as the actor's and added it again. A whole-line move now keeps the line's id; a part
// moved still becomes a new line. The ops are the renderer's own builders (what a drag or the Move dialog sends).
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { applyBatch, applyOp, newCampaign } from '@shared/campaign/apply-op'
import { reconcile } from '@shared/campaign/reconcile'
import type { Holder } from '@shared/campaign/ops'
import type { Campaign } from '@shared/campaign/schema'
import { importCatalog } from '@shared/import/catalog-match'
import { reviewFoundryExports } from '@shared/import/foundry-pf1'
import { compareWithCampaign, importOps } from '@shared/import/import-ops'
import { moveOp, removePlaceOps } from '@shared/campaign/op-builders'

const dir = fileURLToPath(new URL('../../fixtures/foundry/', import.meta.url))
const VALEROS = 'fvtt-Actor-valeros-Fi9hterValeros01.json'
const cat = importCatalog()
let n = 0
const ids = { at: '2026-12-01T12:00:00.000Z', newId: (p: string) => `${p}-${++n}` }

function reimport(campaign: Campaign, text = readFileSync(dir + VALEROS, 'utf8')) {
  const review = compareWithCampaign(reviewFoundryExports([{ name: VALEROS, text }], cat), campaign, cat)
  const ops = importOps(campaign, review, cat, ids)
  return { review, ops, campaign: applyBatch(campaign, ops) }
}

const first = reimport(newCampaign('t', 'en')).campaign
const valeros = first.characters[0]!
const me: Holder = { type: 'character', id: valeros.id }
const dagger = valeros.inventory.find((l) => l.ref.id === 'dagger')!
const withInn = applyOp(first, { type: 'place/add', place: { id: 'inn', name: 'The Rusty Dragon' } })
const count = (c: Campaign, ref: string) =>
  [...c.stash, ...c.characters.flatMap((x) => x.inventory), ...(c.places ?? []).flatMap((p) => p.inventory)]
    .filter((l) => l.ref.id === ref)
    .reduce((s, l) => s + l.quantity, 0)

describe('a whole line moved in the UI keeps its id', () => {
  for (const to of [{ type: 'stash' }, { type: 'place', id: 'inn' }] as Holder[]) {
    it(`to the ${to.type}: same id there, the ledger reconciles, a re-import changes nothing`, () => {
      const moved = applyOp(withInn, moveOp(me, to, dagger.id, dagger.quantity, { holds: dagger.quantity }))
      const there = to.type === 'stash' ? moved.stash : moved.places![0]!.inventory
      expect(there.map((l) => l.id)).toEqual([dagger.id])
      expect(reconcile(moved)).toEqual([])
      const again = reimport(moved)
      expect(again.review.characters[0]!.existing).toMatchObject({ fields: [], lines: [] })
      expect(again.ops).toEqual([])
      expect(count(again.campaign, 'dagger')).toBe(2)
    })
  }

  it('a re-import after the move shows the change and updates the moved line where it is', () => {
    const moved = applyOp(withInn, moveOp(me, { type: 'stash' }, dagger.id, 2, { holds: 2 }))
    const actor = JSON.parse(readFileSync(dir + VALEROS, 'utf8'))
    actor.items.find((i: { name: string }) => i.name === 'Dagger').system.quantity = 3
    const again = reimport(moved, JSON.stringify(actor))
    expect(again.review.characters[0]!.existing!.lines.map((l) => [l.kind, l.lineId, l.to?.quantity])).toEqual([
      ['changed', dagger.id, 3]
    ])
    expect(again.campaign.stash.map((l) => [l.id, l.quantity])).toEqual([[dagger.id, 3]])
    expect(count(again.campaign, 'dagger')).toBe(3)
    expect(reconcile(again.campaign)).toEqual([])
  })

  it('a place given up sends its lines on with their ids', () => {
    const stored = applyOp(withInn, moveOp(me, { type: 'place', id: 'inn' }, dagger.id, 2, { holds: 2 }))
    const gone = applyBatch(stored, removePlaceOps(stored.places![0]!, { type: 'stash' }))
    expect(gone.stash.map((l) => l.id)).toEqual([dagger.id])
    expect(reimport(gone).ops).toEqual([])
  })

  it('a part moved becomes a new line; moving it back whole merges into the rest', () => {
    const part = applyOp(withInn, moveOp(me, { type: 'stash' }, dagger.id, 1, { holds: 2 }))
    expect(part.stash).toHaveLength(1)
    expect(part.stash[0]!.id).not.toBe(dagger.id)
    expect(part.characters[0]!.inventory.find((l) => l.id === dagger.id)!.quantity).toBe(1)
    expect(reconcile(part)).toEqual([])
    const back = applyOp(part, moveOp({ type: 'stash' }, me, part.stash[0]!.id, 1, { holds: 1 }))
    expect(back.characters[0]!.inventory.find((l) => l.id === dagger.id)!.quantity).toBe(2)
    expect(reconcile(back)).toEqual([])
  })
})

describe('a re-import after the GM moved things', () => {
  const EZREN = 'fvtt-Actor-ezren-Wi7ardEzren00001.json'
  const ezrenText = readFileSync(dir + EZREN, 'utf8')
  const importEzren = (campaign: Campaign, text = ezrenText) => {
    const review = compareWithCampaign(reviewFoundryExports([{ name: EZREN, text }], cat), campaign, cat)
    const ops = importOps(campaign, review, cat, ids)
    return { review, ops, campaign: applyBatch(campaign, ops) }
  }

  it('a line left out of the re-import is not listed as removed, and is not removed', () => {
    const review = compareWithCampaign(
      reviewFoundryExports([{ name: VALEROS, text: readFileSync(dir + VALEROS, 'utf8') }], cat),
      first,
      cat
    )
    review.characters[0]!.lines.find((l) => l.lineId === dagger.id)!.choice.to = 'skip'
    const again = compareWithCampaign(review, first, cat)
    expect(again.characters[0]!.existing!.lines).toEqual([])
    expect(importOps(first, again, cat, ids)).toEqual([])
  })

  it('new contents of a bag of holding moved to the stash go into the bag, in the stash', () => {
    const start = importEzren(newCampaign('t', 'en')).campaign
    const ezren = start.characters[0]!
    const bag = ezren.inventory.find((l) => l.ref.id.startsWith('bag-of-holding'))!
    const moved = applyOp(
      start,
      moveOp({ type: 'character', id: ezren.id }, { type: 'stash' }, bag.id, 1, { holds: 1 })
    )
    expect(moved.stash.filter((l) => l.in === bag.id).length).toBeGreaterThan(0)
    const actor = JSON.parse(ezrenText)
    const inside = actor.items[1].system.items
    inside.newRope01234567 = { ...inside['7vvtIy96VWFre5E3'], name: 'Silk Rope', _id: 'newRope01234567' }
    const again = importEzren(moved, JSON.stringify(actor))
    expect(again.review.characters[0]!.existing!.lines.map((l) => [l.kind, l.name])).toEqual([['added', 'Silk rope']])
    const rope = again.campaign.stash.find((l) => l.ref.id === 'rope-silk')
    expect(rope).toMatchObject({ in: bag.id, quantity: 1 })
    expect(again.campaign.characters[0]!.inventory.some((l) => l.ref.id === 'rope-silk')).toBe(false)
  })
})

// Regression (issue 11, stop-18 still open 2): a whole line moved onto an identical one merged into it and
// its id was lost, so a re-import added the daggers again. The merged line now records the import's part
// (`imported`: the moved line's id and what it brought): a re-import finds it there and changes only that part.
describe('a whole imported line merged into an identical line keeps its import link', () => {
  const withDagger = applyOp(first, {
    type: 'line/add',
    to: { type: 'stash' },
    line: { id: 'gm-dagger', ref: { source: 'catalog', id: 'dagger' }, quantity: 1 },
    ledgerId: 'g-gm',
    at: ids.at
  })
  const merged = applyOp(withDagger, moveOp(me, { type: 'stash' }, dagger.id, 2, { holds: 2 }))
  const daggers = (q: number | null) => {
    const actor = JSON.parse(readFileSync(dir + VALEROS, 'utf8'))
    if (q === null) actor.items = actor.items.filter((i: { name: string }) => i.name !== 'Dagger')
    else actor.items.find((i: { name: string }) => i.name === 'Dagger').system.quantity = q
    return JSON.stringify(actor)
  }

  it('the move merges and the stash line records the import’s part', () => {
    expect(merged.stash).toEqual([
      {
        id: 'gm-dagger',
        ref: { source: 'catalog', id: 'dagger' },
        quantity: 3,
        imported: [{ id: dagger.id, quantity: 2 }]
      }
    ])
    expect(reconcile(merged)).toEqual([])
  })

  it('a re-import of the same sheet changes nothing and adds nothing back', () => {
    const again = reimport(merged)
    expect(again.review.characters[0]!.existing).toMatchObject({ fields: [], lines: [] })
    expect(again.ops).toEqual([])
    expect(count(again.campaign, 'dagger')).toBe(3)
  })

  it('Foundry says 3: "2 → 3", the stash line gets one more and keeps the GM’s dagger', () => {
    const again = reimport(merged, daggers(3))
    expect(
      again.review.characters[0]!.existing!.lines.map((l) => [l.kind, l.lineId, l.from?.quantity, l.to?.quantity])
    ).toEqual([['changed', dagger.id, 2, 3]])
    expect(again.campaign.stash).toEqual([
      expect.objectContaining({ id: 'gm-dagger', quantity: 4, imported: [{ id: dagger.id, quantity: 3 }] })
    ])
    expect(count(again.campaign, 'dagger')).toBe(4)
    expect(reconcile(again.campaign)).toEqual([])
    // and a re-import of that changes nothing
    expect(reimport(again.campaign, daggers(3)).ops).toEqual([])
  })

  it('Foundry no longer has them: the import’s part leaves, the GM’s dagger stays', () => {
    const again = reimport(merged, daggers(null))
    expect(again.review.characters[0]!.existing!.lines.map((l) => [l.kind, l.lineId])).toEqual([['removed', dagger.id]])
    expect(again.campaign.stash).toEqual([{ id: 'gm-dagger', ref: { source: 'catalog', id: 'dagger' }, quantity: 1 }])
    expect(reconcile(again.campaign)).toEqual([])
  })

  it('a part moved out of the merged line takes no link with it', () => {
    const part = applyOp(merged, moveOp({ type: 'stash' }, me, 'gm-dagger', 1, { holds: 3 }))
    const out = part.characters[0]!.inventory.find((l) => l.ref.id === 'dagger')!
    expect(out.imported).toBeUndefined()
    expect(part.stash[0]).toMatchObject({ quantity: 2, imported: [{ id: dagger.id, quantity: 2 }] })
  })

  it('the merged line moved whole again carries the link on', () => {
    const onInn = applyOp(
      applyOp(merged, { type: 'place/add', place: { id: 'inn2', name: 'Inn' } }),
      moveOp({ type: 'stash' }, { type: 'place', id: 'inn2' }, 'gm-dagger', 3, { holds: 3 })
    )
    expect(onInn.places!.at(-1)!.inventory[0]).toMatchObject({
      id: 'gm-dagger',
      imported: [{ id: dagger.id, quantity: 2 }]
    })
    expect(reimport(onInn).ops).toEqual([])
  })
})

describe('two actors’ daggers in one stash line', () => {
  it('Valeros’s line takes Seoni’s daggers merged in: each re-import changes its own part only', () => {
    const SEONI = 'fvtt-Actor-seoni-O1dSorcSeoni0001.json'
    const seoniText = readFileSync(dir + SEONI, 'utf8')
    const withSeoni = (c: Campaign) => {
      const review = compareWithCampaign(reviewFoundryExports([{ name: SEONI, text: seoniText }], cat), c, cat)
      return applyBatch(c, importOps(c, review, cat, ids))
    }
    const both = withSeoni(applyOp(first, moveOp(me, { type: 'stash' }, dagger.id, 2, { holds: 2 })))
    const seoni = both.characters.find((c) => c.name === 'Seoni')!
    const hers = seoni.inventory.find((l) => l.ref.id === 'dagger')!
    expect(hers.id).toMatch(/^fv-O1dSorcSeoni0001-/)
    const merged = applyOp(
      both,
      moveOp({ type: 'character', id: seoni.id }, { type: 'stash' }, hers.id, hers.quantity, { holds: hers.quantity })
    )
    expect(merged.stash).toEqual([
      expect.objectContaining({
        id: dagger.id,
        quantity: 2 + hers.quantity,
        imported: [{ id: hers.id, quantity: hers.quantity }]
      })
    ])
    const actor = JSON.parse(readFileSync(dir + VALEROS, 'utf8'))
    actor.items.find((i: { name: string }) => i.name === 'Dagger').system.quantity = 5
    const again = reimport(merged, JSON.stringify(actor))
    expect(again.campaign.stash).toEqual([
      expect.objectContaining({
        id: dagger.id,
        quantity: 5 + hers.quantity,
        imported: [{ id: hers.id, quantity: hers.quantity }]
      })
    ])
    expect(withSeoni(again.campaign).stash).toEqual(again.campaign.stash)
  })
})
