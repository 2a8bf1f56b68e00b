// Foundry VTT pf1 exports → review → one batch → the engine, line by line against RULES.md (issue 11).
// The fixtures (tests/fixtures/foundry) are written in the export format of shared/data/README.md §8;
// the two `real-*` files are real exports, unchanged.
import { readFileSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { applyBatch, newCampaign } from '@shared/campaign/apply-op'
import type { Campaign, Character } from '@shared/campaign/schema'
import { characterToEvaluateInput } from '@shared/campaign/to-engine'
import { getCatalogEntry } from '@shared/catalog/index'
import { importCatalog } from '@shared/import/catalog-match'
import { reviewFoundryExports } from '@shared/import/foundry-pf1'
import { compareWithCampaign, importOps } from '@shared/import/import-ops'
import type { ImportReview } from '@shared/import/review'
import { evaluate } from '@shared/rules/index'

const dir = fileURLToPath(new URL('../../fixtures/foundry/', import.meta.url))
const read = (name: string) => ({ name, text: readFileSync(dir + name, 'utf8') })
const cat = importCatalog()
let n = 0
const ids = { at: '2026-12-01T12:00:00.000Z', newId: (p: string) => `${p}-${++n}` }

function importInto(campaign: Campaign, files: string[], edit?: (r: ImportReview) => void) {
  const review = compareWithCampaign(reviewFoundryExports(files.map(read), cat), campaign, cat)
  edit?.(review)
  const ops = importOps(campaign, review, cat, ids)
  return { review, ops, campaign: applyBatch(campaign, ops) }
}

function groups(campaign: Campaign, ch: Character) {
  const ev = evaluate(characterToEvaluateInput(campaign, ch, getCatalogEntry))
  return {
    load: ev.load,
    groups: Object.fromEntries(ev.groups.map((g) => [g.key.replace(/:[^:]*-\d+$/, ''), g.units])),
    contained: ev.contained.length
  }
}

const byName = (c: Campaign, name: string) => c.characters.find((x) => x.name === name)!
const line = (ch: Character, ref: string) => ch.inventory.filter((l) => l.ref.id === ref)

describe('Foundry pf1 import, fixture by fixture', () => {
  it('a fighter: weapons by category, the equipped chainmail worn, the shield carried, coins per 100, bolts in a quiver', () => {
    const { campaign, review } = importInto(newCampaign('t', 'en'), ['fvtt-Actor-valeros-Fi9hterValeros01.json'])
    const r = review.characters[0]!
    expect(r.buffs).toEqual([
      { name: "Bull's Strength", active: true, effect: 'bulls-strength' },
      { name: 'Heroism', active: false }
    ])
    expect(r.lines.find((l) => l.exported === 'Heavy Crossbow')!.flags.map((f) => f.code)).toContain('ranged-category')
    const v = byName(campaign, 'Valeros')
    expect(v).toMatchObject({ strength: 17, size: 'M', baseSpeed: 30, foundryId: 'Fi9hterValeros01' })
    expect(v.wornArmor).toEqual({ name: 'Chainmail', category: 'medium', ref: { source: 'catalog', id: 'chainmail' } })
    expect(line(v, 'chainmail')).toEqual([])
    expect(line(v, 'dagger')[0]!.quantity).toBe(2)
    expect(line(v, 'quiver-bolts')[0]).toMatchObject({ quantity: 1, rounds: 10 })
    expect(['pp', 'gp', 'sp', 'cp'].map((k) => line(v, `coin-${k}`)[0]!.quantity)).toEqual([2, 143, 25, 8])
    // STR 17: m +3, d 0. Longsword 1-h (3), daggers light (2), heavy crossbow 2-h (4), heavy shield (4),
    // one quiver (3, ammo group), 178 coins = 1.78 units; medium armour worn → medium.
    const g = groups(campaign, v)
    expect(g.groups).toMatchObject({ 'weapon:3': 1, 'weapon:2': 2, 'weapon:4': 1, ammo: 1, coins: 1.78 })
    expect(Object.entries(g.groups).find(([k]) => k.includes('heavy-steel-shield'))?.[1]).toBe(1)
    expect(g.load).toBe('medium')
    // one ledger entry per line entering, from outside
    expect(campaign.ledger).toHaveLength(v.inventory.length)
    expect(campaign.ledger.every((e) => e.from.type === 'outside' && e.to.type === 'character')).toBe(true)
  })

  it('a halfling rogue: Small gear counts at its level, the Medium shortbow is asked and counts 5 until the GM makes it Small', () => {
    const files = ['fvtt-Actor-lem-Ro9ueHalfling001.json']
    const { campaign, review } = importInto(newCampaign('t', 'en'), files)
    const bow = review.characters[0]!.lines.find((l) => l.exported === 'Shortbow')!
    expect(
      bow.flags
        .filter((f) => f.ask)
        .map((f) => f.code)
        .sort()
    ).toEqual(['ranged-category', 'size-mismatch'])
    const lem = byName(campaign, 'Lem-Pip')
    expect(lem).toMatchObject({ size: 'P', strength: 8, baseSpeed: 20 })
    expect(lem.wornArmor?.category).toBe('light')
    expect(line(lem, 'short-sword')[0]!.size).toBe('P')
    // STR 8: d −1. Light weapons made Small: level 2, 1 + 3 daggers = 4 (7/11/15: light); Small studded
    // leather carried: level 4 (armor:4); the Medium shortbow: 4 + 1 = level 5 (0/0/1 → heavy)
    const g = groups(campaign, lem)
    expect(g.groups).toMatchObject({ 'weapon:2': 4, 'armor:4': 1, 'weapon:5': 1, ammo: 1, coins: 0.12 })
    expect(g.load).toBe('heavy')
    const fixed = importInto(newCampaign('t', 'en'), files, (r) => {
      r.characters[0]!.lines.find((l) => l.exported === 'Shortbow')!.choice.size = 'P'
    }).campaign
    const g2 = groups(fixed, byName(fixed, 'Lem-Pip'))
    expect(g2.groups['weapon:4']).toBe(1)
    expect(g2.load).toBe('light')
  })

  it('a wizard: the bag of holding holds its nested items and the pouch of coins, which count for nothing; altCurrency left out', () => {
    const { campaign, review } = importInto(newCampaign('t', 'en'), ['fvtt-Actor-ezren-Wi7ardEzren00001.json'])
    expect(review.characters[0]!.altCurrency).toEqual({ coins: { gp: 500 }, carry: false })
    const ez = byName(campaign, 'Ezren')
    const bag = line(ez, 'bag-of-holding-1')[0]!
    const inside = ez.inventory.filter((l) => l.in === bag.id).map((l) => `${l.ref.id}×${l.quantity}`)
    expect(inside.sort()).toEqual(
      [
        'backpack×1',
        'bedroll×1',
        'belt-pouch×1',
        'coin-gp×50',
        'coin-sp×30',
        'ink×1',
        'scroll-fireball×1',
        'spellbook×1',
        'torch×5'
      ].sort()
    )
    const loose = ez.inventory.filter((l) => l.in === undefined).map((l) => `${l.ref.id}×${l.quantity}`)
    expect(loose.filter((s) => !s.startsWith('fv') && !s.startsWith('i-')).sort()).toEqual(
      ['bag-of-holding-1×1', 'coin-gp×20', 'potion-cure-light-wounds×3', 'quarterstaff×1'].sort()
    )
    // the unknown crystal is a custom item with weight 0 → level 0 (asked)
    expect(campaign.customItems).toEqual([
      expect.objectContaining({ name: 'Crystal of Remote Sensing', type: 'gear', level: 0, priceGp: 4200 })
    ])
    const g = groups(campaign, ez)
    expect(g.contained).toBe(9)
    expect(g.groups).toMatchObject({ 'weapon:4': 1, coins: 0.2 })
    expect(g.load).toBe('light')
    const carried = importInto(newCampaign('t', 'en'), ['fvtt-Actor-ezren-Wi7ardEzren00001.json'], (r) => {
      r.characters[0]!.altCurrency!.carry = true
    }).campaign
    expect(line(byName(carried, 'Ezren'), 'coin-gp').find((l) => !l.in)!.quantity).toBe(520)
  })

  it('a ranger: 55 plain arrows in three stacks need 2 quivers, the 12 +1 arrows one more', () => {
    const { campaign } = importInto(newCampaign('t', 'en'), ['fvtt-Actor-harsk-Ran9erHarsk00001.json'])
    const h = byName(campaign, 'Harsk')
    expect(line(h, 'quiver-arrows').map((l) => [l.quantity, l.rounds, l.name, l.magic])).toEqual([
      [2, 55, undefined, undefined],
      [1, 12, 'Arrow +1', true]
    ])
    expect(line(h, 'composite-longbow')[0]!.name).toBe('Composite Longbow (+2 Str)')
    const g = groups(campaign, h)
    expect(g.groups).toMatchObject({ ammo: 3, 'weapon:4': 1, 'weapon:2': 1 })
    expect(g.load).toBe('light')
  })

  it('carried: false goes to a place of its own ("Stored — Kyra"), the combat-trained horse becomes a mount beside its owner', () => {
    const { campaign, review, ops } = importInto(newCampaign('t', 'en'), ['fvtt-Actor-kyra-C1ericKyra000001.json'])
    const stored = review.characters[0]!.lines.filter((l) => l.flags.some((f) => f.code === 'not-carried'))
    expect(stored.map((l) => [l.exported, l.choice.to]).sort()).toEqual([
      ['Chest', 'place'],
      ['Saddle, Riding', 'place'],
      ['Tent', 'place']
    ])
    expect(review.characters[0]!.storage).toEqual({ placeId: null, name: 'Stored — Kyra' })
    expect(ops.filter((o) => o.type === 'place/add')).toHaveLength(1)
    expect(campaign.stash).toEqual([])
    expect(campaign.places!.map((p) => [p.name, p.inventory.map((l) => l.ref.id).sort()])).toEqual([
      ['Stored — Kyra', ['chest', 'saddle', 'tent']]
    ])
    const k = byName(campaign, 'Kyra')
    const horse = campaign.characters.find((c) => c.bearer === 'mount')!
    expect(horse).toMatchObject({ owner: k.id, size: 'G', strength: 14, quadruped: true, baseSpeed: 50 })
    expect(k.inventory.map((l) => l.ref.id).sort()).toEqual(['breastplate', 'coin-gp', 'scimitar'])
    // a breastplate carried, not worn: medium armour = level 5 (0/1/2) → medium
    expect(groups(campaign, k)).toMatchObject({ load: 'medium', groups: { 'armor:5': 1 } })
  })

  it('an older export (Foundry `data`, pf1 `inventoryItems`): the backpack organises, its contents come out loose', () => {
    const { campaign, review } = importInto(newCampaign('t', 'en'), ['fvtt-Actor-seoni-O1dSorcSeoni0001.json'])
    expect(review.characters[0]!.foundryId).toBe('O1dSorcSeoni0001')
    const s = byName(campaign, 'Seoni')
    expect(s.inventory.map((l) => `${l.ref.id}×${l.quantity}${l.in ? ' in' : ''}`).sort()).toEqual(
      ['backpack×1', 'dagger×1', 'quiver-arrows×1', 'ration×4', 'rope-hemp×1', 'waterskin×1'].sort()
    )
    expect(groups(campaign, s).groups).toMatchObject({ 'weapon:2': 1, ammo: 1 })
  })

  it('the two real exports import without a problem', () => {
    const real = readdirSync(dir).filter((f) => f.startsWith('real-'))
    expect(real).toHaveLength(2)
    const { campaign, review } = importInto(newCampaign('t', 'en'), real)
    expect(review.problems).toEqual([])
    expect(campaign.characters.map((c) => [c.name, c.foundryId, c.inventory.map((l) => l.ref.id)])).toEqual([
      ['empty_wizard', 'AbL69Z4rsKuwqsWt', []],
      ['new wizard', '3XNI7dMaGGJDrNsD', ['spellbook']]
    ])
  })
})

describe('stored items (carried: false) and places', () => {
  const kyra = 'fvtt-Actor-kyra-C1ericKyra000001.json'
  const stored = (c: Campaign) => c.places?.flatMap((p) => p.inventory.map((l) => `${p.name}: ${l.ref.id}`)).sort()

  it('a French campaign names the place in French; the stored items count for nobody', () => {
    const { campaign } = importInto(newCampaign('t', 'fr'), [kyra])
    expect(stored(campaign)).toEqual(['En dépôt — Kyra: chest', 'En dépôt — Kyra: saddle', 'En dépôt — Kyra: tent'])
    const k = byName(campaign, 'Kyra')
    expect(JSON.stringify(groups(campaign, k))).not.toMatch(/chest|tent/)
  })

  it('the GM can send them to a place the campaign has, or to the stash line by line', () => {
    const inn = applyBatch(newCampaign('t', 'en'), [
      { type: 'place/add', place: { id: 'inn', name: 'The Rusty Dragon' } }
    ])
    const { campaign, ops } = importInto(inn, [kyra], (r) => {
      r.characters[0]!.storage = { placeId: 'inn', name: 'The Rusty Dragon' }
      r.characters[0]!.lines.find((l) => l.exported === 'Tent')!.choice.to = 'stash'
    })
    expect(ops.some((o) => o.type === 'place/add')).toBe(false)
    expect(stored(campaign)).toEqual(['The Rusty Dragon: chest', 'The Rusty Dragon: saddle'])
    expect(campaign.stash.map((l) => l.ref.id)).toEqual(['tent'])
  })

  it('nothing goes to a place: no place is made', () => {
    const { campaign } = importInto(newCampaign('t', 'en'), [kyra], (r) => {
      for (const l of r.characters[0]!.lines) if (l.choice.to === 'place') l.choice.to = 'carried'
    })
    expect(campaign.places ?? []).toEqual([])
  })

  it('a re-import finds the same place again and updates lines where the GM moved them, without duplicates', () => {
    const first = importInto(newCampaign('t', 'en'), [kyra]).campaign
    const place = first.places![0]!
    const tent = place.inventory.find((l) => l.ref.id === 'tent')!
    // the GM takes the tent along since: it is now on Kyra's sheet
    const moved = applyBatch(first, [
      {
        type: 'line/move',
        from: { type: 'place', id: place.id },
        to: { type: 'character', id: byName(first, 'Kyra').id },
        lineId: tent.id,
        quantity: 1,
        newLineId: tent.id,
        ledgerId: 'g-move',
        at: ids.at
      }
    ])
    const again = importInto(moved, [kyra])
    expect(again.review.characters[0]!.storage).toEqual({ placeId: place.id, name: 'Stored — Kyra' })
    expect(again.ops).toEqual([])
    expect(again.campaign.places).toHaveLength(1)
    expect(stored(again.campaign)).toEqual(['Stored — Kyra: chest', 'Stored — Kyra: saddle'])
    expect(line(byName(again.campaign, 'Kyra'), 'tent')).toHaveLength(1)
  })
})

describe('re-import of the same actor', () => {
  it('updates the character and its lines instead of duplicating, and says what changed', () => {
    const first = importInto(newCampaign('t', 'en'), ['fvtt-Actor-valeros-Fi9hterValeros01.json']).campaign
    const again = importInto(first, ['fvtt-Actor-valeros-Fi9hterValeros01.json'])
    expect(again.review.characters[0]!.existing).toMatchObject({ fields: [], lines: [] })
    expect(again.ops).toEqual([])
    // the sheet changed in Foundry: STR 18, one dagger more, no more crossbow
    const text = read('fvtt-Actor-valeros-Fi9hterValeros01.json').text
    const actor = JSON.parse(text)
    actor.system.abilities.str.value = 18
    actor.items.find((i: { name: string }) => i.name === 'Dagger').system.quantity = 3
    actor.items = actor.items.filter((i: { name: string }) => i.name !== 'Heavy Crossbow')
    const review = compareWithCampaign(
      reviewFoundryExports([{ name: 'fvtt-Actor-valeros-Fi9hterValeros01.json', text: JSON.stringify(actor) }], cat),
      first,
      cat
    )
    const ex = review.characters[0]!.existing!
    expect(ex.fields).toEqual([{ field: 'strength', from: 17, to: 18 }])
    expect(ex.lines.map((l) => [l.kind, l.name, l.from?.quantity, l.to?.quantity])).toEqual([
      ['changed', 'Dagger', 2, 3],
      ['removed', 'Heavy crossbow', 1, undefined]
    ])
    const after = applyBatch(first, importOps(first, review, cat, ids))
    expect(after.characters).toHaveLength(1)
    const v = after.characters[0]!
    expect(v.strength).toBe(18)
    expect(line(v, 'dagger')[0]!.quantity).toBe(3)
    expect(line(v, 'heavy-crossbow')).toEqual([])
    expect(after.ledger.length - first.ledger.length).toBe(2)
  })
})

describe('malformed exports', () => {
  const bad = (text: string) => reviewFoundryExports([{ name: 'x.json', text }], cat).problems
  it('gives located problems and no character', () => {
    expect(bad('{"name": "x",\n "items": [1,}')).toMatchObject([{ code: 'json-syntax', line: 2, column: 14 }])
    expect(bad('')).toMatchObject([{ code: 'empty' }])
    expect(bad('[1, 2]')).toMatchObject([{ code: 'not-an-actor' }])
    expect(bad('{"name":"x","type":"character","system":{},"_stats":{"systemId":"dnd5e"}}')).toMatchObject([
      { code: 'wrong-system', params: { system: 'dnd5e' } }
    ])
    const p = bad(
      '{"name":"x","type":"character","system":{},\n"items":[{"name":"Dagger","type":"weapon","system":{"quantity":"two"}}]}'
    )
    expect(p).toMatchObject([
      { code: 'bad-field', path: 'items[0].system.quantity', line: 2, params: { expected: 'number' } }
    ])
    // pre-v10 `data` is located where it is written
    const old = bad(
      '{"name":"x","type":"character","data":{},\n"items":[{"name":"D","type":"weapon","data":{"quantity":-1}}]}'
    )
    expect(old).toMatchObject([{ path: 'items[0].data.quantity', line: 2 }])
  })
  it('one bad file does not stop the others', () => {
    const r = reviewFoundryExports(
      [{ name: 'bad.json', text: '{' }, read('fvtt-Actor-harsk-Ran9erHarsk00001.json')],
      cat
    )
    expect(r.problems).toHaveLength(1)
    expect(r.characters.map((c) => c.name)).toEqual(['Harsk'])
  })
})
