// The built-in catalog's data: shape, levels per RULES.md, the seed's own examples, PF1 values,
// and that every entry goes through the real engine pipeline.
import { describe, expect, it } from 'vitest'
import {
  catalog,
  catalogByCompendiumId,
  catalogById,
  catalogEntryOfCompendium,
  catalogSections,
  entryName,
  getCatalogEntry,
  kindName,
  nameIsEnglish
} from '@shared/catalog/index'
import { HAND_WRITTEN } from '@shared/catalog/data'
import { PF1_ROWS } from '@shared/catalog/generated/pf1-equipment'
import { FR_TYPOS, LEGACY_ROWS, SEED_FR } from '@shared/catalog/pf1'
import { searchCatalog } from '@shared/catalog/search'
import type { CatalogEntry, CatalogSection } from '@shared/catalog/types'
import { lineToEngineItem } from '@shared/campaign/to-engine'
import type { InventoryLine } from '@shared/campaign/schema'
import {
  ARMOR_CATEGORY_LEVEL,
  CONTAINER_CAPACITY,
  WEAPON_CATEGORY_LEVEL,
  creatureLevel,
  evaluate,
  levelByWeight,
  validateEngineItem
} from '@shared/rules/index'
import type { EngineItem, Size } from '@shared/rules/types'

const entry = (id: string): CatalogEntry => {
  const e = getCatalogEntry(id)
  if (!e) throw new Error(`no catalog entry '${id}'`)
  return e
}
const bySection = (s: CatalogSection) => catalog.filter((e) => e.section === s)
const line = (id: string, quantity: number, extra: Partial<InventoryLine> = {}): InventoryLine => ({
  id: `l-${id}`,
  ref: { source: 'catalog', id },
  quantity,
  ...extra
})
const engineItem = (id: string, quantity: number, extra: Partial<InventoryLine> = {}): EngineItem =>
  lineToEngineItem(line(id, quantity, extra), { lookup: getCatalogEntry, customItems: [] }, `test.${id}`)

describe('catalog shape', () => {
  it('has every PF1 data row and the core entries, with unique, stable kebab-case ASCII ids', () => {
    expect(catalog.length).toBe(PF1_ROWS.length + HAND_WRITTEN.length - Object.keys(LEGACY_ROWS).length)
    const ids = catalog.map((e) => e.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    expect(catalogById.size).toBe(catalog.length)
  })

  it('keeps the ids the sample campaign and other modules rely on', () => {
    const ids = [
      'longsword',
      'dagger',
      'short-sword',
      'greatsword',
      'quarterstaff',
      'morningstar',
      'throwing-axe',
      'sling',
      'chainmail',
      'scale-mail',
      'full-plate',
      'leather-armor',
      'studded-leather',
      'buckler',
      'light-wooden-shield',
      'heavy-steel-shield',
      'tower-shield',
      'potion',
      'scroll',
      'wand',
      'ration',
      'waterskin',
      'torch',
      'rope-hemp',
      'rope-silk',
      'bedroll',
      'backpack',
      'chest',
      'barrel',
      'tent',
      'hooded-lantern',
      'grappling-hook',
      'healers-kit',
      'alchemists-fire',
      'tindertwig',
      'flint-and-steel',
      'quiver-arrows',
      'quiver-bolts',
      'bag-sling-bullets',
      'coin-cp',
      'coin-sp',
      'coin-gp',
      'coin-pp',
      'saddle',
      'saddlebags',
      'rowing-boat',
      'wagon'
    ]
    expect(ids.filter((id) => !catalogById.has(id))).toEqual([])
  })

  it('gives every entry a level 0–7, an English name, and a French name or the English-only marker', () => {
    for (const e of catalog) {
      expect(Number.isInteger(e.level) && e.level >= 0 && e.level <= 7, `${e.id}.level`).toBe(true)
      for (const name of [e.en, e.fr]) {
        expect(name.trim(), `${e.id} name`).toBe(name)
        expect(name.length, `${e.id} name`).toBeGreaterThan(0)
      }
      if (e.frMissing) {
        expect(e.fr, `${e.id}: no French name, the English one shows`).toBe(e.en)
        expect(nameIsEnglish(e, 'fr'), e.id).toBe(true)
      } else expect(nameIsEnglish(e, 'fr'), e.id).toBe(false)
      expect(nameIsEnglish(e, 'en'), e.id).toBe(false)
    }
  })

  it("takes French names from the data only: a PF1 entry's French name is its row's, or it is marked", () => {
    const rows = new Map(PF1_ROWS.map((r) => [r.cid, r]))
    let marked = 0
    let seedWords = 0
    for (const e of catalog) {
      if (!e.compendiumId || e.type === 'ammo') continue
      const row = rows.get(e.compendiumId)!
      // Core entries keep their reviewed English name; the data's is then an alias.
      // Other entries spell "armour" the British way; the data's spelling is then an alias.
      // Names are printed with typographic apostrophes (the data's "Alchemist's Fire" is "Alchemist’s Fire").
      const en = row.en.replace(/'/g, '’')
      if (e.en !== en) expect(e.aliases?.en, e.id).toContain(row.en)
      if (!e.core) expect(e.en, e.id).toBe(en.replace(/armor/g, 'armour').replace(/Armor/g, 'Armour'))
      expect(`${e.en} ${e.fr}`, e.id).not.toContain("'")
      if (row.fr === undefined && SEED_FR[e.id]) {
        // The seed's own French word for one of its examples (seed/regles-encombrement.txt).
        expect(e.fr, e.id).toBe(SEED_FR[e.id])
        seedWords++
      } else if (row.fr === undefined) {
        expect(e.frMissing, `${e.id} has no French name in the data`).toBe(true)
        marked++
      } else {
        const fr = (FR_TYPOS[row.en] ?? row.fr).replace(/'/g, '’')
        expect(e.fr === fr || e.fr === `${fr} (${e.en})`, `${e.id}: ${e.fr} / ${row.fr}`).toBe(true)
      }
    }
    expect(seedWords).toBe(Object.keys(SEED_FR).length)
    expect(marked + seedWords).toBe(
      PF1_ROWS.filter((r) => r.fr === undefined && catalogByCompendiumId.get(r.cid)?.type !== 'ammo').length
    )
    // Core entries outside the data (coins, generic potions, creatures, vehicles…) keep the rules' own words.
    for (const e of catalog.filter((x) => !x.compendiumId)) expect(e.core, e.id).toBe(true)
  })

  it('resolves every compendium id of the data, and every hand-written id still', () => {
    for (const r of PF1_ROWS) {
      const e = catalogEntryOfCompendium(`Compendium.pf1.${r.pack}.Item.${r.cid}`)
      expect(e?.compendiumId, r.en).toBe(r.cid)
      expect(catalogByCompendiumId.get(r.cid)).toBe(e)
    }
    for (const old of HAND_WRITTEN) {
      const e = getCatalogEntry(old.id)
      expect(e, old.id).toBeDefined()
      expect([e!.type, e!.category, e!.level, e!.kind], old.id).toEqual([old.type, old.category, old.level, old.kind])
    }
    expect(catalogEntryOfCompendium('Compendium.pf1.items.Item.onurpjwtdogsedsg')?.id).toBe('spellbook')
    expect(catalogEntryOfCompendium('Compendium.pf1.weapons-and-ammo.Item.RWbjRwSPsuPAUDhw')?.id).toBe('light-crossbow')
    expect(catalogEntryOfCompendium('Compendium.pf1.items.Item.nothing0nothing0')).toBeUndefined()
  })

  it('has no two entries with the same name in one language', () => {
    for (const lang of ['en', 'fr'] as const) {
      const names = catalog.map((e) => entryName(e, lang).toLowerCase())
      expect(
        names.filter((n, i) => names.indexOf(n) !== i),
        lang
      ).toEqual([])
    }
  })

  it('covers every section the GM screen lists, in display order', () => {
    const sections = catalogSections.map((s) => s.section)
    expect(new Set(sections)).toEqual(
      new Set<CatalogSection>([
        'weapon',
        'armor',
        'shield',
        'ammo',
        'coins',
        'magic',
        'gear',
        'light',
        'container',
        'tool',
        'clothing',
        'food',
        'mount',
        'vehicle',
        'creature'
      ])
    )
    expect(catalogSections.reduce((n, s) => n + s.entries.length, 0)).toBe(catalog.length)
  })

  it('gives weights in kg and prices in gp that are finite and non-negative, or null', () => {
    for (const e of catalog) {
      for (const [field, v] of [
        ['weightKg', e.weightKg],
        ['priceGp', e.priceGp]
      ] as const) {
        if (v !== null) expect(Number.isFinite(v) && v >= 0, `${e.id}.${field} = ${v}`).toBe(true)
      }
    }
  })

  it('names kinds after existing entries, and a kind keeps one level', () => {
    const withKind = catalog.filter((e) => e.kind !== undefined)
    expect(withKind.length).toBeGreaterThan(10)
    for (const e of withKind) {
      const owner = entry(e.kind!)
      expect(owner.kind ?? owner.id, `${e.id}.kind`).toBe(e.kind)
      expect(e.level, `${e.id} level vs its kind ${e.kind}`).toBe(owner.level)
      expect(e.type, `${e.id}`).toBe('gear')
    }
    expect(kindName('potion', 'fr')).toBe('Potion')
    expect(kindName('artisans-tools', 'en')).toBe('Artisan’s tools')
    expect(kindName('unknown-kind', 'en')).toBe('unknown-kind')
  })
})

describe('levels per RULES.md', () => {
  it("gives weapons their category level (§4), size M, except the seed's own exceptions", () => {
    const weapons = catalog.filter((e) => e.type === 'weapon')
    expect(weapons.length).toBeGreaterThanOrEqual(70)
    for (const e of weapons) {
      expect(e.category && e.category in WEAPON_CATEGORY_LEVEL, `${e.id}.category`).toBe(true)
      expect(e.size, `${e.id}.size`).toBe('M')
      expect(e.weightKg, `${e.id}.weightKg`).not.toBeNull()
      expect(e.priceGp, `${e.id}.priceGp`).not.toBeNull()
      const categoryLevel = WEAPON_CATEGORY_LEVEL[e.category as keyof typeof WEAPON_CATEGORY_LEVEL]
      if (e.level !== categoryLevel)
        expect(e.levelNote, `${e.id}: level ${e.level} ≠ category ${categoryLevel} needs a note`).toBeDefined()
    }
    // The exceptions: the seed's sling, and darts and shuriken named by the GM guide as negligible.
    // Ranged weapons (no handedness in PF1) say how their category was decided.
    for (const e of weapons.filter((w) => w.compendiumId && !w.core)) {
      const row = PF1_ROWS.find((r) => r.cid === e.compendiumId)!
      if (row.category === 'ranged') expect(e.levelNote, `${e.id}: ranged, category decided`).toBeDefined()
      else expect(e.category, e.id).toBe(row.category)
    }
    expect(
      weapons
        .filter((e) => e.level !== WEAPON_CATEGORY_LEVEL[e.category as keyof typeof WEAPON_CATEGORY_LEVEL])
        .map((e) => `${e.id}:${e.level}`)
        .sort()
    ).toEqual(['dart:1', 'shuriken:1', 'sling:0'])
    for (const category of ['light', 'one-handed', 'two-handed'] as const) {
      expect(weapons.filter((e) => e.category === category).length, category).toBeGreaterThanOrEqual(15)
    }
  })

  it('gives armours their category level (§4): light 4, medium 5, heavy 6, made for a size', () => {
    const armours = catalog.filter((e) => e.type === 'armor')
    for (const e of armours) {
      expect(e.category && e.category in ARMOR_CATEGORY_LEVEL, `${e.id}.category`).toBe(true)
      expect(e.level, e.id).toBe(ARMOR_CATEGORY_LEVEL[e.category as keyof typeof ARMOR_CATEGORY_LEVEL])
      expect(e.size, `${e.id}.size`).toBeDefined()
    }
    const personal = armours.filter((e) => e.section === 'armor' && e.core)
    expect(personal.map((e) => e.size)).toEqual(personal.map(() => 'M'))
    expect(armours.length).toBe(PF1_ROWS.filter((r) => r.subtype === 'armor').length + 3)
    expect(personal.filter((e) => e.category === 'light').map((e) => e.id)).toEqual([
      'padded-armor',
      'leather-armor',
      'studded-leather',
      'chain-shirt'
    ])
    expect(personal.filter((e) => e.category === 'medium').map((e) => e.id)).toEqual([
      'hide-armor',
      'scale-mail',
      'chainmail',
      'breastplate'
    ])
    expect(personal.filter((e) => e.category === 'heavy').map((e) => e.id)).toEqual([
      'splint-mail',
      'banded-mail',
      'half-plate',
      'full-plate'
    ])
  })

  it('makes shields ordinary items (§6) made for size M: buckler and light 3, heavy 4, tower 5', () => {
    const shields = bySection('shield')
    expect(shields.length).toBe(15)
    const pf1Level = { 'shield-light': 3, 'shield-heavy': 4, 'shield-tower': 5, 'shield-other': 3 }
    for (const e of shields) {
      const row = PF1_ROWS.find((r) => r.cid === e.compendiumId)!
      expect(e.level, e.id).toBe(pf1Level[row.category as keyof typeof pf1Level])
    }
    // Bucklers are PF1's "other" shields; RULES.md §2 makes them light shields.
    expect(entry('poisoners-buckler').level).toBe(3)
    expect(entry('poisoners-buckler').levelNote?.en).toMatch(/light shield/)
    expect(Object.fromEntries(shields.filter((e) => e.core).map((e) => [e.id, e.level]))).toEqual({
      buckler: 3,
      'light-wooden-shield': 3,
      'light-steel-shield': 3,
      'heavy-wooden-shield': 4,
      'heavy-steel-shield': 4,
      'tower-shield': 5
    })
    for (const e of shields) {
      expect(e.type).toBe('gear')
      expect(e.size).toBe('M')
    }
  })

  it('puts ammunition in level-3 containers holding 50 arrows, 50 bolts or 10 bullets (§4)', () => {
    const ammo = catalog.filter((e) => e.type === 'ammo')
    // Every arrow, bolt and sling bullet of the data is a container of its rounds.
    const rounds = PF1_ROWS.filter(
      (r) => ['arrow', 'bolt', 'repeatingBolt', 'slingBullet'].includes(r.ammo ?? '') && r.type === 'loot'
    )
    expect(ammo.length).toBe(rounds.length)
    for (const r of rounds) expect(catalogByCompendiumId.get(r.cid)?.type, r.en).toBe('ammo')
    expect(ammo.filter((e) => e.core).map((e) => [e.id, e.level, e.container, e.capacity])).toEqual([
      ['quiver-arrows', 3, 'arrows', 50],
      ['quiver-bolts', 3, 'bolts', 50],
      ['bag-sling-bullets', 3, 'bullets', 10]
    ])
    for (const e of ammo) {
      expect(e.capacity).toBe(CONTAINER_CAPACITY[e.container!])
      expect(e.round?.priceGp, e.id).toBeGreaterThanOrEqual(0)
      expect(e.size, `${e.id} is never size-shifted`).toBeUndefined()
    }
  })

  it('makes coins level 1, valued per coin: cp 0.01, sp 0.1, gp 1, pp 10 gp', () => {
    const coins = catalog.filter((e) => e.type === 'coins')
    expect(coins.map((e) => [e.id, e.coin, e.level, e.priceGp])).toEqual([
      ['coin-cp', 'cp', 1, 0.01],
      ['coin-sp', 'sp', 1, 0.1],
      ['coin-gp', 'gp', 1, 1],
      ['coin-pp', 'pp', 1, 10]
    ])
    for (const e of coins) expect(e.size).toBeUndefined()
  })

  it('levels carried creatures 6 + (size − M), +1 with all gear (§8)', () => {
    const creatures = catalog.filter((e) => e.type === 'creature')
    expect(creatures.length).toBeGreaterThanOrEqual(15)
    for (const e of creatures) {
      expect(e.size, `${e.id}.size`).toBeDefined()
      expect(e.level, e.id).toBe(creatureLevel(e.size as Size, 'M', e.withGear === true))
    }
  })

  it('never puts gear below its weight band (GM guide) without saying why', () => {
    const below = catalog.filter((e) => e.type === 'gear' && e.weightKg !== null && e.level < levelByWeight(e.weightKg))
    for (const e of below)
      expect(e.levelNote, `${e.id}: level ${e.level} < weight band ${levelByWeight(e.weightKg!)}`).toBeDefined()
    // The seed's water flasks (counted with rations and torches at level 2 though a full waterskin is 2 kg)
    // and grappling hook (level 3; the data's weighs 14 lb).
    expect(below.map((e) => e.id)).toEqual(['grappling-hook', 'waterskin'])
  })

  it('flags unlimited only level-0 items', () => {
    const unlimited = catalog.filter((e) => e.unlimited)
    expect(unlimited.map((e) => e.id)).toEqual(['paper'])
    for (const e of unlimited) expect(e.level).toBe(0)
  })

  it("classifies the seed's examples at the seed's levels (§2)", () => {
    const seed: Record<string, number> = {
      quill: 0,
      parchment: 0,
      sling: 0,
      tindertwig: 0,
      'flint-and-steel': 0,
      key: 1,
      jewel: 1,
      potion: 1,
      dagger: 2,
      'short-sword': 2,
      torch: 2,
      ration: 2,
      'alchemists-fire': 2,
      'healers-kit': 2,
      morningstar: 3,
      longsword: 3,
      'wine-bottle': 3,
      buckler: 3,
      'light-wooden-shield': 3,
      'rope-hemp': 3,
      'hooded-lantern': 3,
      'bullseye-lantern': 3,
      bedroll: 3,
      'grappling-hook': 3,
      'artisans-tools': 3,
      'musical-instrument': 3,
      'cold-weather-outfit': 3,
      quarterstaff: 4,
      greatsword: 4,
      'padded-armor': 4,
      'leather-armor': 4,
      'studded-leather': 4,
      'chain-shirt': 4,
      'heavy-wooden-shield': 4,
      'heavy-steel-shield': 4,
      tent: 4,
      'royal-outfit': 4,
      saddlebags: 4,
      'hide-armor': 5,
      'scale-mail': 5,
      chainmail: 5,
      breastplate: 5,
      'tower-shield': 5,
      firewood: 5,
      chest: 5,
      barrel: 5,
      'alchemists-lab': 5,
      saddle: 5,
      'creature-small': 5,
      'splint-mail': 6,
      'banded-mail': 6,
      'half-plate': 6,
      'full-plate': 6,
      'creature-medium': 6,
      'warrior-small-gear': 6,
      'rowing-boat': 6,
      'warrior-medium-gear': 7,
      'creature-large': 7,
      wagon: 7
    }
    const actual = Object.fromEntries(Object.keys(seed).map((id) => [id, entry(id).level]))
    expect(actual).toEqual(seed)
    // The seed's French words name these entries.
    const fr: Record<string, string> = {
      quill: 'Plume d’écriture',
      parchment: 'Parchemin',
      sling: 'Fronde',
      tindertwig: 'Allume-feu',
      key: 'Clé',
      dagger: 'Dague',
      'short-sword': 'Épée courte',
      torch: 'Torche',
      'alchemists-fire': 'Feu grégeois',
      morningstar: 'Morgenstern',
      longsword: 'Épée longue',
      'wine-bottle': 'Bouteille de vin',
      buckler: 'Targe',
      'rope-hemp': 'Corde en chanvre',
      'bullseye-lantern': 'Lanterne sourde',
      'grappling-hook': 'Grappin',
      'cold-weather-outfit': 'Tenue polaire',
      quarterstaff: 'Bâton',
      greatsword: 'Épée à deux mains',
      tent: 'Tente',
      'royal-outfit': 'Toilette royale',
      saddlebags: 'Fontes',
      'scale-mail': 'Armure d’écailles',
      'tower-shield': 'Pavois',
      firewood: 'Bois de chauffage',
      chest: 'Coffre',
      barrel: 'Tonneau',
      'alchemists-lab': 'Laboratoire d’alchimie',
      'rowing-boat': 'Barque',
      wagon: 'Chariot',
      'throwing-axe': 'Hache de lancer'
    }
    for (const [id, word] of Object.entries(fr)) expect(searchCatalog(word, { lang: 'fr' })[0]?.id, word).toBe(id)
    expect(entry('bedroll').aliases?.fr).toContain('Paillasse')
    expect(entry('saddle').aliases?.fr).toContain('Selle de cheval')
  })

  it('counts all potions, scrolls and wands as one kind each', () => {
    for (const kind of ['potion', 'scroll', 'wand']) {
      const members = catalog.filter((e) => (e.kind ?? e.id) === kind)
      expect(members.length, kind).toBeGreaterThanOrEqual(3)
      expect(new Set(members.map((e) => e.level)).size, kind).toBe(1)
    }
    expect(entry('scroll').level).toBe(0)
    expect(entry('wand').level).toBe(1)
  })
})

describe('PF1 core rulebook values (lb × 0.5 = kg)', () => {
  it.each([
    ['dagger', 0.5, 2],
    ['longsword', 2, 15],
    ['greatsword', 4, 50],
    ['quarterstaff', 2, 0],
    ['morningstar', 3, 8],
    ['longbow', 1.5, 75],
    ['heavy-crossbow', 4, 50],
    ['bastard-sword', 3, 35],
    ['spiked-chain', 5, 25],
    ['leather-armor', 7.5, 10],
    ['chain-shirt', 12.5, 100],
    ['chainmail', 20, 150],
    ['breastplate', 15, 200],
    ['full-plate', 25, 1500],
    ['buckler', 2.5, 5],
    ['heavy-steel-shield', 7.5, 20],
    ['tower-shield', 22.5, 30],
    ['backpack', 1, 2],
    ['bedroll', 2.5, 0.1],
    ['rope-hemp', 5, 1],
    ['rope-silk', 2.5, 10],
    ['ration', 0.5, 0.5],
    ['torch', 0.5, 0.01],
    ['hooded-lantern', 1, 7],
    ['tent', 10, 10],
    ['alchemists-lab', 20, 200],
    ['saddle', 12.5, 10],
    ['saddlebags', 4, 4],
    ['rowing-boat', 50, 50],
    ['wagon', 200, 35],
    ['royal-outfit', 7.5, 200],
    ['coin-gp', 0.01, 1]
  ])('%s weighs %f kg and costs %f gp', (id, kg, gp) => {
    expect(entry(id).weightKg).toBe(kg)
    expect(entry(id).priceGp).toBe(gp)
  })
})

describe('through the real engine pipeline', () => {
  it('turns every catalog entry into a valid engine item', () => {
    for (const e of catalog) {
      const item = engineItem(e.id, e.type === 'coins' ? 100 : 1)
      expect(() => validateEngineItem(item), e.id).not.toThrow()
      expect(item.type).toBe(e.type)
    }
  })

  it("reproduces the seed's worked example: STR 18, 10 daggers, 6 rations, 30 potions, scale mail → heavy", () => {
    const result = evaluate({
      character: { strength: 18, size: 'M', wornArmor: entry('scale-mail').category as 'medium' },
      items: [
        engineItem('dagger', 10),
        engineItem('ration', 6),
        engineItem('potion-cure-light-wounds', 12),
        engineItem('potion', 18)
      ]
    })
    expect(result.load).toBe('heavy')
    const byKey = Object.fromEntries(result.groups.map((g) => [g.key, g]))
    const potions = result.groups.find((g) => g.units === 30)
    expect(potions?.load).toBe('heavy')
    expect(potions?.limits).toEqual([17, 25, 33])
    expect(Object.values(byKey).find((g) => g.units === 10)?.load).toBe('medium')
  })

  it('counts 2 daggers, 2 throwing axes and 4 short swords as 8 light weapons; coins together per 100', () => {
    const result = evaluate({
      character: { strength: 10 },
      items: [
        engineItem('dagger', 2),
        engineItem('throwing-axe', 2),
        engineItem('short-sword', 4),
        engineItem('coin-gp', 1000),
        engineItem('coin-sp', 600),
        engineItem('coin-cp', 1)
      ]
    })
    const weapons = result.groups.find((g) => g.items.includes(0))!
    expect(weapons.units).toBe(8)
    expect(weapons.items).toEqual([0, 1, 2])
    expect(weapons.load).toBe('light')
    const coins = result.groups.find((g) => g.items.includes(3))!
    expect(coins.items).toEqual([3, 4, 5])
    expect(coins.units).toBeCloseTo(16.01)
    expect(coins.load).toBe('medium') // 1,601 coins = 16.01 units: past the light limit of 16
  })

  it('shifts Medium-made items for a halfling; barding made for a horse is heavier still', () => {
    const halfling = evaluate({
      character: { strength: 10, size: 'P' },
      items: [engineItem('longsword', 1), engineItem('quarterstaff', 1)]
    })
    expect(halfling.groups.map((g) => g.level)).toEqual([4, 5])
    const human = evaluate({ character: { strength: 10, size: 'M' }, items: [engineItem('barding-chain-shirt', 1)] })
    expect(human.groups[0]!.level).toBe(5)
  })
})
