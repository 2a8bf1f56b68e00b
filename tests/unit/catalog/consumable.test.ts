// The consumable flag (issue 13 item 5, "use N on a consumable"): the line editor offered "Use" on every
// line, a longsword too, for the catalog said nothing of what is used up. The rule (src-shared/catalog/
// consumable.ts) over the whole built catalog: what it must hold, what it must never hold.
import { describe, expect, it } from 'vitest'
import { catalog, getCatalogEntry } from '@shared/catalog'
import { isConsumableRef } from '@shared/campaign/items'
import { CONSUMABLE_RULE } from '@shared/catalog/consumable'

const flagged = catalog.filter((e) => e.consumable === true)

describe('the consumable flag over the whole catalog', () => {
  it('holds potions, scrolls, wands, ammunition, food and drink, alchemical items, lights that burn out', () => {
    for (const id of [
      'potion',
      'potion-cure-light-wounds',
      'scroll',
      'scroll-fireball',
      'wand',
      'wand-cure-light-wounds',
      'quiver-arrows',
      'quiver-bolts',
      'bag-sling-bullets',
      'blowgun-dart',
      'firearm-bullet',
      'ration',
      'trail-rations-elven',
      'ale-mug',
      'feed',
      'acid',
      'alchemists-fire',
      'antitoxin',
      'holy-water',
      'smokestick',
      'tanglefoot-bag',
      'thunderstone',
      'tindertwig',
      'alchemical-grease',
      'antiplague',
      'angelstep',
      'blue-whinnis',
      'torch',
      'candle',
      'sunrod',
      'oil',
      'chalk',
      'ink',
      'paper',
      'parchment'
    ]) {
      expect(getCatalogEntry(id), id).toBeDefined()
      expect(getCatalogEntry(id)!.consumable, id).toBe(true)
    }
  })

  it('never holds what is kept: weapons, armour, shields, containers, kits, tools, clothing, wondrous items, mounts, coins', () => {
    for (const e of flagged) {
      expect(e.type, e.id).not.toMatch(/^(weapon|armor|coins|creature)$/)
      expect(e.section, e.id).not.toMatch(/^(weapon|armor|shield|container|clothing|coins|creature|vehicle)$/)
      expect(e.extradimensional, e.id).toBeUndefined()
    }
    for (const id of [
      'longsword',
      'dagger',
      'javelin',
      'full-plate',
      'buckler',
      'backpack',
      'scroll-case',
      'case-scroll',
      'bag-of-holding-1',
      'spell-component-pouch',
      'spellbook',
      'alchemists-lab',
      'healers-kit',
      'thieves-tools',
      'everburning-torch',
      'lamp',
      'hooded-lantern',
      'ring',
      'rod',
      'magic-staff',
      'crystal-ball-normal',
      'cloak-of-resistance-plus-1',
      'rope-hemp',
      'caltrops',
      'saddle',
      'coin-gp',
      'gem',
      'jewel'
    ]) {
      expect(getCatalogEntry(id), id).toBeDefined()
      expect(getCatalogEntry(id)!.consumable, id).toBeUndefined()
    }
  })

  it('flags every potion, scroll and wand by name, and every round of ammunition', () => {
    for (const e of catalog) {
      if (/^(potion|scroll|wand|elixir)\b/i.test(e.en) && !/case|holster|box/i.test(e.en))
        expect(e.consumable, e.id).toBe(true)
      if (e.type === 'ammo' || e.section === 'ammo' || e.section === 'food') expect(e.consumable, e.id).toBe(true)
    }
    // a figure for the report, and a guard against a rule that flags everything or nothing
    expect(flagged.length).toBeGreaterThan(100)
    expect(flagged.length).toBeLessThan(catalog.length / 3)
  })

  it('says its rule in both languages', () => {
    expect(CONSUMABLE_RULE.en).toMatch(/potions/)
    expect(CONSUMABLE_RULE.fr).toMatch(/potions/)
  })

  it('a custom item is consumable when the GM marks it so', () => {
    const custom = [
      { id: 'x1', name: 'Bomb', type: 'gear' as const, level: 1 as const, consumable: true },
      { id: 'x2', name: 'Idol', type: 'gear' as const, level: 1 as const }
    ]
    expect(isConsumableRef({ source: 'custom', id: 'x1' }, custom)).toBe(true)
    expect(isConsumableRef({ source: 'custom', id: 'x2' }, custom)).toBe(false)
    expect(isConsumableRef({ source: 'catalog', id: 'potion' }, custom)).toBe(true)
    expect(isConsumableRef({ source: 'catalog', id: 'longsword' }, custom)).toBe(false)
    expect(isConsumableRef({ source: 'catalog', id: 'no-such-item' }, custom)).toBe(false)
  })
})
