import { describe, expect, it } from 'vitest'
import type { CatalogEntry } from '@shared/catalog/types'
import {
  characterToEvaluateInput,
  lineToEngineItem,
  lineValueGp,
  resolveRef,
  UnknownItemError,
  type CatalogLookup
} from '@shared/campaign/to-engine'
import { fullCampaign } from './fixtures/full-campaign'
import { evaluate } from '@shared/rules'

// A few entries shaped like the built-in catalog's; the lookup is a parameter, so the conversion is
// tested on its own.
const ENTRIES: CatalogEntry[] = [
  {
    id: 'longsword',
    en: 'Longsword',
    fr: 'Épée longue',
    section: 'weapon',
    type: 'weapon',
    category: 'one-handed',
    level: 3,
    weightKg: 2,
    priceGp: 15,
    size: 'M'
  },
  {
    id: 'dagger',
    en: 'Dagger',
    fr: 'Dague',
    section: 'weapon',
    type: 'weapon',
    category: 'light',
    level: 2,
    weightKg: 0.5,
    priceGp: 2,
    size: 'M'
  },
  {
    id: 'chainmail',
    en: 'Chainmail',
    fr: 'Cotte de mailles',
    section: 'armor',
    type: 'armor',
    category: 'medium',
    level: 5,
    weightKg: 20,
    priceGp: 150,
    size: 'M'
  },
  {
    id: 'quiver-arrows',
    en: 'Quiver of arrows',
    fr: 'Carquois de flèches',
    section: 'ammo',
    type: 'ammo',
    level: 3,
    weightKg: 1.5,
    priceGp: 2.5,
    container: 'arrows',
    capacity: 50
  },
  {
    id: 'coin-gp',
    en: 'Gold piece',
    fr: "Pièce d'or",
    section: 'coins',
    type: 'coins',
    level: 1,
    weightKg: 0.01,
    priceGp: 1,
    coin: 'gp'
  },
  {
    id: 'potion-clw',
    en: 'Potion of cure light wounds',
    fr: 'Potion de soins légers',
    section: 'magic',
    type: 'gear',
    level: 1,
    kind: 'potion',
    weightKg: 0.1,
    priceGp: 50
  },
  { id: 'torch', en: 'Torch', fr: 'Torche', section: 'light', type: 'gear', level: 2, weightKg: 0.5, priceGp: 0.01 }
]
const lookup: CatalogLookup = (id) => ENTRIES.find((e) => e.id === id)

describe('resolveRef', () => {
  it('resolves catalog entries in the campaign language, gear kind defaulting to the id', () => {
    expect(resolveRef({ source: 'catalog', id: 'torch' }, lookup, [], 'fr')).toMatchObject({
      name: 'Torche',
      kind: 'torch',
      level: 2,
      priceGp: 0.01
    })
    expect(resolveRef({ source: 'catalog', id: 'potion-clw' }, lookup, [])).toMatchObject({
      name: 'Potion of cure light wounds',
      kind: 'potion'
    })
    expect(resolveRef({ source: 'catalog', id: 'nope' }, lookup, [])).toBeUndefined()
  })

  it('resolves custom items, their kind defaulting to their name', () => {
    const c = fullCampaign()
    expect(resolveRef({ source: 'custom', id: 'x-idol' }, lookup, c.customItems, 'fr')).toMatchObject({
      name: 'Idole dorée',
      kind: 'idol',
      priceGp: 500
    })
    expect(resolveRef({ source: 'custom', id: 'x-bow' }, lookup, c.customItems)).toMatchObject({
      kind: 'Elven bow',
      priceGp: null
    })
  })
})

describe('lineToEngineItem', () => {
  const ctx = {
    lookup,
    customItems: fullCampaign().customItems,
    customLimits: { potion: [20, 30, 40] as [number, number, number] }
  }

  it('weapons keep their category and size; the line name overrides the display name', () => {
    expect(
      lineToEngineItem({ id: 'l', ref: { source: 'catalog', id: 'longsword' }, quantity: 1, name: 'Longsword +1' }, ctx)
    ).toEqual({ name: 'Longsword +1', type: 'weapon', quantity: 1, category: 'one-handed', size: 'M' })
    expect(
      lineToEngineItem({ id: 'l', ref: { source: 'catalog', id: 'dagger' }, quantity: 10, size: 'P' }, ctx)
    ).toEqual({ name: 'Dagger', type: 'weapon', quantity: 10, category: 'light', size: 'P' })
  })

  it('a custom weapon with a level other than its category’s passes that level', () => {
    expect(lineToEngineItem({ id: 'l', ref: { source: 'custom', id: 'x-plate' }, quantity: 1 }, ctx)).toEqual({
      name: 'Mithral plate',
      type: 'armor',
      quantity: 1,
      category: 'heavy',
      level: 5
    })
    expect(lineToEngineItem({ id: 'l', ref: { source: 'custom', id: 'x-bow' }, quantity: 1 }, ctx)).toEqual({
      name: 'Elven bow',
      type: 'weapon',
      quantity: 1,
      category: 'two-handed',
      size: 'M'
    })
  })

  it('gear carries level, kind (not the display name) and custom limits by kind', () => {
    expect(
      lineToEngineItem(
        { id: 'l', ref: { source: 'catalog', id: 'potion-clw' }, quantity: 30, name: 'Healing draught' },
        ctx
      )
    ).toEqual({ name: 'Healing draught', type: 'gear', quantity: 30, level: 1, kind: 'potion', limits: [20, 30, 40] })
    expect(lineToEngineItem({ id: 'l', ref: { source: 'custom', id: 'x-paper' }, quantity: 500 }, ctx)).toEqual({
      name: 'Sheet of paper',
      type: 'gear',
      quantity: 500,
      level: 0,
      kind: 'Sheet of paper',
      unlimited: true
    })
  })

  it('coins are never sized; ammunition carries its container and rounds; creatures their gear flag and size', () => {
    expect(
      lineToEngineItem({ id: 'l', ref: { source: 'catalog', id: 'coin-gp' }, quantity: 1601, size: 'G' }, ctx)
    ).toEqual({ name: 'Gold piece', type: 'coins', quantity: 1601 })
    expect(
      lineToEngineItem({ id: 'l', ref: { source: 'catalog', id: 'quiver-arrows' }, quantity: 2, rounds: 73 }, ctx)
    ).toEqual({ name: 'Quiver of arrows', type: 'ammo', quantity: 2, container: 'arrows', rounds: 73 })
    expect(lineToEngineItem({ id: 'l', ref: { source: 'custom', id: 'x-mule' }, quantity: 1 }, ctx)).toEqual({
      name: 'Mule',
      type: 'creature',
      quantity: 1,
      size: 'G',
      withGear: true
    })
  })

  it('a custom creature without a size is sized from its level (as carried by a Medium bearer)', () => {
    const customItems = [
      { id: 'x-imp', name: 'Imp', type: 'creature' as const, level: 5 },
      { id: 'x-ogre', name: 'Ogre warrior', type: 'creature' as const, level: 7, withGear: true }
    ]
    expect(
      lineToEngineItem({ id: 'l', ref: { source: 'custom', id: 'x-imp' }, quantity: 1 }, { lookup, customItems })
    ).toMatchObject({ size: 'P' })
    expect(
      lineToEngineItem({ id: 'l', ref: { source: 'custom', id: 'x-ogre' }, quantity: 1 }, { lookup, customItems })
    ).toMatchObject({ size: 'M', withGear: true })
  })

  it('custom limits match the kind whatever its case and spaces', () => {
    expect(
      lineToEngineItem(
        { id: 'l', ref: { source: 'catalog', id: 'torch' }, quantity: 1 },
        { ...ctx, customLimits: { ' Torch ': [1, 2, 3] } }
      ).limits
    ).toEqual([1, 2, 3])
  })

  it('an unknown ref is a located error', () => {
    expect(() =>
      lineToEngineItem(
        { id: 'l', ref: { source: 'catalog', id: 'lightsaber' }, quantity: 1 },
        ctx,
        'characters[3].inventory[7]'
      )
    ).toThrow(new UnknownItemError('characters[3].inventory[7].ref', { source: 'catalog', id: 'lightsaber' }))
    expect(() =>
      lineToEngineItem({ id: 'l', ref: { source: 'custom', id: 'ghost' }, quantity: 1 }, ctx, 'stash[0]')
    ).toThrow("stash[0].ref: unknown custom item 'ghost'")
  })
})

describe('characterToEvaluateInput', () => {
  it('builds the engine input: options, bearer, items in inventory order', () => {
    const c = fullCampaign()
    c.characters[0]!.inventory[0]!.ref = { source: 'catalog', id: 'longsword' }
    const input = characterToEvaluateInput(c, c.characters[0]!, lookup)
    expect(input.options).toEqual({ strengthRaisesMax: false, rounding: 'toward-zero', coinsPerUnit: 50 })
    expect(input.character).toEqual({ strength: 18, size: 'M', wornArmor: 'medium' })
    expect(input.items.map((i) => i.name)).toEqual(['Épée longue +1', 'Carquois de flèches', 'Idole dorée'])
    expect(characterToEvaluateInput(c, c.characters[1]!, lookup).character).toEqual({
      strength: 8,
      size: 'P',
      wornArmor: null
    })
  })

  it('passes the custom limits of groups (issue 25 item 10, RULES.md §9) as options; no kind is an "@" key', () => {
    const c = fullCampaign()
    c.options.customLimits = {
      potion: [20, 30, 40],
      '@weapon:light': [10, 15, 20],
      '@armor:heavy': [1, 1, 2],
      '@ammo': [6, 9, 12],
      '@rounds:arrows': [64, 96, 128]
    }
    const input = characterToEvaluateInput(c, c.characters[0]!, lookup)
    expect(input.options?.groupLimits).toEqual({
      weapon: { light: [10, 15, 20] },
      armor: { heavy: [1, 1, 2] },
      ammo: [6, 9, 12],
      rounds: { arrows: [64, 96, 128] }
    })
    // a gear kind spelled like a group key is still a kind, and never takes a group's limits
    const ctx = { lookup, customItems: c.customItems, customLimits: c.options.customLimits }
    const odd = lineToEngineItem({ id: 'l', ref: { source: 'custom', id: 'x-idol' }, quantity: 1, kind: '@ammo' }, ctx)
    expect(odd.limits).toBeUndefined()
    // the quiver's 73 arrows count one by one, 64/96/128 before strength (STR 18 without raising the max: 65/97/128)
    const ev = evaluate(input)
    const rounds = ev.groups.find((g) => g.family === 'rounds')
    expect(rounds).toMatchObject({ key: 'rounds:arrows', container: 'arrows', units: 73, custom: true })
    expect(ev.groups.some((g) => g.key === 'ammo')).toBe(false)
  })

  it('locates an unknown ref by the character’s index', () => {
    const c = fullCampaign()
    c.characters[1]!.inventory[0]!.ref = { source: 'catalog', id: 'phaser' }
    expect(() => characterToEvaluateInput(c, c.characters[1]!, lookup)).toThrow(
      "characters[1].inventory[0].ref: unknown catalog item 'phaser'"
    )
  })
})

describe('lineValueGp', () => {
  it('values a line at valueGp per unit, else the price, × quantity; unknown price → 0', () => {
    const c = fullCampaign()
    const r = (id: string) => resolveRef({ source: 'catalog', id }, lookup, c.customItems)
    expect(lineValueGp({ id: 'l', ref: { source: 'catalog', id: 'dagger' }, quantity: 3 }, r('dagger'))).toBe(6)
    expect(
      lineValueGp({ id: 'l', ref: { source: 'catalog', id: 'longsword' }, quantity: 2, valueGp: 2315 }, r('longsword'))
    ).toBe(4630)
    expect(
      lineValueGp(
        { id: 'l', ref: { source: 'custom', id: 'x-bow' }, quantity: 2 },
        resolveRef({ source: 'custom', id: 'x-bow' }, lookup, c.customItems)
      )
    ).toBe(0)
    expect(lineValueGp({ id: 'l', ref: { source: 'catalog', id: 'zzz' }, quantity: 2 }, undefined)).toBe(0)
  })
})
