// The full PF1 catalog: every row of the PF1 equipment data (generated/pf1-equipment.ts, built from
// resources/pf1-data) made a catalog entry with the level RULES.md gives it, merged with the
// hand-written entries of ./data (whose ids campaign files hold). What the data does not say is
// decided here; CATALOG_NOTES (./notes) says each decision in both languages.
//
// - Facts (names, weight, price, category, size, ammunition, source) come from the data only. A French
//   name is the data's or none: `frMissing` entries show the English name, marked.
// - Weapons and armours take their category's level (RULES.md §4); everything else the GM guide's
//   level for its weight (§2, lb × 0.5 = kg); the seed's own examples keep the seed's level.
// - A hand-written entry the data also has keeps its id, level, kind and notes; names, weight and
//   price become the data's, its former names stay searchable aliases.
import { creatureLevel } from '../rules/size'
import { levelByWeight } from '../rules/classify'
import {
  AMMO_LEVEL,
  ARMOR_CATEGORY_LEVEL,
  CONTAINER_CAPACITY,
  PF1_SIZE,
  WEAPON_CATEGORY_LEVEL,
  type Pf1Size
} from '../rules/tables'
import type { ContainerKind, Level, Size, WeaponCategory } from '../rules/types'
import { PF1_ROWS } from './generated/pf1-equipment'
import type { Language } from '../core/language'
import type { Pf1Row } from './pf1-row'
import type { Bilingual, CatalogEntry, CatalogSection } from './types'
import { withConsumable } from './consumable'

/** Hand-written entry id → the English name of its row in the data. */
export const LEGACY_ROWS: Readonly<Record<string, string>> = {
  gauntlet: 'Gauntlet',
  dagger: 'Dagger',
  'punching-dagger': 'Punching Dagger',
  'spiked-gauntlet': 'Spiked Gauntlet',
  'light-mace': 'Light Mace',
  sickle: 'Sickle',
  club: 'Club',
  'heavy-mace': 'Heavy Mace',
  morningstar: 'Morningstar',
  shortspear: 'Shortspear',
  longspear: 'Longspear',
  quarterstaff: 'Quarterstaff',
  spear: 'Spear',
  blowgun: 'Blowgun',
  'heavy-crossbow': 'Heavy Crossbow',
  'light-crossbow': 'Light Crossbow',
  dart: 'Dart',
  javelin: 'Javelin',
  sling: 'Sling',
  'throwing-axe': 'Throwing Axe',
  'light-hammer': 'Light Hammer',
  handaxe: 'Handaxe',
  kukri: 'Kukri',
  'light-pick': 'Light Pick',
  sap: 'Sap',
  starknife: 'Starknife',
  'short-sword': 'Shortsword',
  battleaxe: 'Battle Axe',
  longsword: 'Longsword',
  'heavy-pick': 'Heavy Pick',
  rapier: 'Rapier',
  scimitar: 'Scimitar',
  trident: 'Trident',
  warhammer: 'Warhammer',
  falchion: 'Falchion',
  glaive: 'Glaive',
  greataxe: 'Greataxe',
  greatclub: 'Greatclub',
  'heavy-flail': 'Heavy Flail',
  greatsword: 'Greatsword',
  guisarme: 'Guisarme',
  halberd: 'Halberd',
  lance: 'Lance',
  ranseur: 'Ranseur',
  scythe: 'Scythe',
  longbow: 'Longbow',
  'composite-longbow': 'Composite Longbow',
  shortbow: 'Shortbow',
  'composite-shortbow': 'Composite Shortbow',
  kama: 'Kama',
  nunchaku: 'Nunchaku',
  sai: 'Sai',
  siangham: 'Siangham',
  'hand-crossbow': 'Hand Crossbow',
  'bastard-sword': 'Bastard Sword',
  'dwarven-waraxe': 'Dwarven Waraxe',
  whip: 'Whip',
  bolas: 'Bolas',
  net: 'Net',
  shuriken: 'Shuriken',
  'orc-double-axe': 'Orc Double Axe',
  'spiked-chain': 'Spiked Chain',
  'elven-curve-blade': 'Elven Curve Blade',
  'dire-flail': 'Dire Flail',
  'gnome-hooked-hammer': 'Gnome Hooked Hammer',
  'two-bladed-sword': 'Two-Bladed Sword',
  'dwarven-urgrosh': 'Dwarven Urgrosh',
  'heavy-repeating-crossbow': 'Repeating Heavy Crossbow',
  'light-repeating-crossbow': 'Repeating Light Crossbow',
  'halfling-sling-staff': 'Halfling Sling Staff',
  flail: 'Light Flail',
  'padded-armor': 'Padded Armor',
  'leather-armor': 'Leather Armor',
  'studded-leather': 'Studded Leather Armor',
  'chain-shirt': 'Chain Shirt',
  'hide-armor': 'Hide Armor',
  'scale-mail': 'Scale Mail',
  chainmail: 'Chainmail',
  breastplate: 'Breastplate',
  'splint-mail': 'Splint Mail',
  'banded-mail': 'Banded Mail',
  'half-plate': 'Half-Plate',
  'full-plate': 'Full Plate',
  buckler: 'Buckler',
  'light-wooden-shield': 'Light Wooden Shield',
  'light-steel-shield': 'Light Steel Shield',
  'heavy-wooden-shield': 'Heavy Wooden Shield',
  'heavy-steel-shield': 'Heavy Steel Shield',
  'tower-shield': 'Tower Shield',
  'quiver-arrows': 'Arrow',
  'quiver-bolts': 'Crossbow Bolt',
  'bag-sling-bullets': 'Sling Bullet',
  'bag-of-holding-1': 'Bag of Holding (Type I)',
  'bag-of-holding-2': 'Bag of Holding (Type II)',
  'bag-of-holding-3': 'Bag of Holding (Type III)',
  'bag-of-holding-4': 'Bag of Holding (Type IV)',
  'handy-haversack': 'Handy Haversack',
  'portable-hole': 'Portable Hole',
  bedroll: 'Bedroll',
  blanket: 'Blanket',
  'block-and-tackle': 'Block And Tackle',
  bottle: 'Bottle, Glass',
  caltrops: 'Caltrops',
  canvas: 'Canvas',
  chain: 'Chain',
  chalk: 'Chalk',
  crowbar: 'Crowbar',
  firewood: 'Firewood',
  fishhook: 'Fishhook',
  'fishing-net': 'Fishing net',
  flask: 'Flask',
  'flint-and-steel': 'Flint And Steel',
  'grappling-hook': 'Grappling Hook',
  hammer: 'Hammer',
  ink: 'Ink',
  quill: 'Inkpen',
  jug: 'Jug, clay',
  'lock-simple': 'Lock, simple',
  'lock-average': 'Lock, average',
  'lock-good': 'Lock, good',
  'lock-superior': 'Lock, superior',
  manacles: 'Manacles, common',
  'manacles-masterwork': 'Manacles, masterwork',
  mirror: 'Mirror',
  mug: 'Mug/Tankard, Clay',
  oil: 'Oil',
  paper: 'Paper',
  parchment: 'Parchment',
  'miners-pick': "Miner's Pick",
  pitcher: 'Pitcher, Clay',
  piton: 'Piton',
  'iron-pot': 'Pot, common',
  'portable-ram': 'Portable Ram',
  'rope-hemp': 'Rope',
  'rope-silk': 'Silk Rope',
  'sealing-wax': 'Sealing wax',
  'sewing-needle': 'Sewing needle',
  shovel: 'Shovel, common',
  'signal-whistle': 'Signal Whistle',
  'signet-ring': 'Ring, Signet',
  soap: 'Soap',
  spyglass: 'Spyglass',
  tent: 'Tent, small',
  vial: 'Vial',
  waterskin: 'Waterskin',
  whetstone: 'Whetstone',
  jewel: 'Jewelry',
  acid: 'Acid',
  'alchemists-fire': "Alchemist's Fire",
  antitoxin: 'Antitoxin',
  'holy-water': 'Holy water',
  smokestick: 'Smokestick',
  'tanglefoot-bag': 'Tanglefoot Bag',
  thunderstone: 'Thunderstone',
  tindertwig: 'Tindertwig',
  candle: 'Candle',
  lamp: 'Lamp',
  'hooded-lantern': 'Hooded lantern',
  'bullseye-lantern': 'Bullseye lantern',
  torch: 'Torch',
  sunrod: 'Sunrod',
  'everburning-torch': 'Everburning torch',
  backpack: 'Backpack, common',
  barrel: 'Barrel',
  basket: 'Basket',
  bucket: 'Bucket',
  chest: 'Chest, small',
  'belt-pouch': 'Belt Pouch',
  sack: 'Sack',
  'scroll-case': 'Case, Map Or Scroll',
  'alchemists-lab': "Alchemist's Lab",
  'artisans-tools': "Artisan's Tools, common",
  'artisans-tools-masterwork': "Artisan's Tools, masterwork",
  'climbers-kit': "Climber's Kit",
  'disguise-kit': 'Disguise Kit',
  'healers-kit': "Healer's Kit",
  'holy-symbol-wooden': 'Holy symbol (Wood)',
  'holy-symbol-silver': 'Holy symbol (Silver)',
  'magnifying-glass': 'Magnifying glass',
  'musical-instrument': 'Musical instrument, common',
  'musical-instrument-masterwork': 'Musical instrument, masterwork',
  'merchants-scale': "Merchant's Scale",
  'spell-component-pouch': 'Spell Component Pouch',
  spellbook: 'Spellbook',
  'thieves-tools': "Thieves' Tools, common",
  'thieves-tools-masterwork': "Thieves' Tools, masterwork",
  'masterwork-tool': 'Tool, masterwork',
  'water-clock': 'Water Clock',
  'artisans-outfit': "Artisan's outfit",
  'clerics-vestments': "Cleric's vestments",
  'cold-weather-outfit': 'Cold-weather outfit',
  'courtiers-outfit': "Courtier's outfit",
  'entertainers-outfit': "Entertainer's outfit",
  'explorers-outfit': "Explorer's outfit",
  'monks-outfit': "Monk's outfit",
  'nobles-outfit': "Noble's outfit",
  'peasants-outfit': "Peasant's outfit",
  'royal-outfit': 'Royal outfit',
  'scholars-outfit': "Scholar's outfit",
  'travelers-outfit': "Traveler's outfit",
  ration: 'Trail Rations',
  bread: 'Bread',
  cheese: 'Cheese',
  meat: 'Meat',
  'wine-bottle': 'Wine, Fine (Bottle)',
  'wine-pitcher': 'Wine, Common (Pitcher)',
  'ale-gallon': 'Ale (gallon)',
  'ale-mug': 'Ale (mug)',
  'bit-and-bridle': 'Bit And Bridle',
  feed: 'Feed',
  saddle: 'Saddle (riding)',
  'saddle-military': 'Saddle (military)',
  'saddle-pack': 'Saddle (pack)',
  'saddle-exotic-riding': 'Saddle (exotic, riding)',
  'saddle-exotic-military': 'Saddle (exotic, military)',
  'saddle-exotic-pack': 'Saddle (exotic, pack)',
  saddlebags: 'Saddlebags',
  'riding-dog': 'Dog, riding',
  pony: 'Pony',
  warpony: 'Pony (combat trained)',
  'light-horse': 'Horse, light',
  'light-warhorse': 'Horse, light (combat trained)',
  'heavy-horse': 'Horse, heavy',
  'heavy-warhorse': 'Horse, heavy (combat trained)'
}

const note = (en: string, fr: string): Bilingual => ({ en, fr })

/** The seed's own French words (seed/regles-encombrement.txt) for its examples the data leaves untranslated. */
export const SEED_FR: Readonly<Record<string, string>> = {
  ration: 'Ration',
  'healers-kit': 'Trousse de premier secours',
  'bullseye-lantern': 'Lanterne sourde',
  'artisans-tools': 'Outils d’artisan',
  'cold-weather-outfit': 'Tenue polaire',
  'royal-outfit': 'Toilette royale',
  chest: 'Coffre'
}

/** PF1's American "Armor" in the English UI's British spelling (the data's name stays searchable). */
const british = (name: string): string => name.replace(/\bArmor/g, 'Armour').replace(/\barmor/g, 'armour')

/** The level notes of what the data does not say (CATALOG_NOTES gives the reasons at length). */
export const NOTES = {
  twoHandedRanged: note(
    'Ranged in PF1, which gives no handedness: bows and crossbows need both hands (two-handed).',
    'À distance dans PF1, qui ne dit pas à combien de mains\u00a0: arcs et arbalètes se tiennent à deux mains.'
  ),
  lightRanged: note(
    'Ranged in PF1: fired with one hand and the size of a forearm, so a light weapon.',
    'À distance dans PF1\u00a0: tirée d’une main, de la taille d’un avant-bras, donc arme légère.'
  ),
  oneHandedRanged: note(
    'Ranged in PF1: used with one hand, so a one-handed weapon.',
    'À distance dans PF1\u00a0: s’utilise d’une main, donc arme à une main.'
  ),
  frenchHandedness: note(
    'Ranged in PF1; the French edition gives its handedness.',
    'À distance dans PF1\u00a0; l’édition française dit à combien de mains.'
  ),
  lightThrown: note(
    'Thrown, ranged in PF1: 1 lb or less, so a light weapon.',
    'De jet, à distance dans PF1\u00a0: 500 g ou moins, donc arme légère.'
  ),
  oneHandedThrown: note(
    'Thrown, ranged in PF1: thrown with one hand, so a one-handed weapon.',
    'De jet, à distance dans PF1\u00a0: se lance d’une main, donc arme à une main.'
  ),
  siege: note(
    'A siege engine: twice the bearer or more (level 7) when the data gives no weight.',
    'Engin de siège\u00a0: deux fois le porteur ou plus (niveau 7) quand les données ne donnent pas de poids.'
  ),
  splash: note(
    'A thrown flask or grenade (PF1 misc weapon): level by its weight, like the seed’s alchemist’s fire.',
    'Flasque ou grenade (arme diverse de PF1)\u00a0: niveau selon son poids, comme le feu grégeois des règles.'
  ),
  buckler: note(
    'A buckler: a light shield (RULES.md §2), level 3.',
    'Une targe\u00a0: un bouclier léger (RULES.md §2), niveau 3.'
  ),
  otherShield: note(
    'A shield PF1 does not classify; 4 kg is the light shields’ weight: level 3.',
    'Bouclier que PF1 ne classe pas\u00a0; 4 kg, le poids des rondaches\u00a0: niveau 3.'
  ),
  kit: (items: number): Bilingual =>
    note(
      `A kit: its weight is its ${items} items’ (the data gives the kit none). Level by that weight, as one bundle; add the items one by one for an exact count.`,
      `Un kit\u00a0: son poids est celui de ses ${items} objets (les données n’en donnent pas au kit). Niveau selon ce poids, comme un seul paquet\u00a0; ajoutez les objets un à un pour un compte exact.`
    ),
  frWeight: (kg: number): Bilingual =>
    note(
      `No weight in the English data; the French edition gives ${kg} kg, which sets the level.`,
      `Pas de poids dans les données anglaises\u00a0; l’édition française donne ${String(kg).replace('.', ',')} kg, qui fixe le niveau.`
    ),
  noWeight: note(
    'No weight in the data (a zero there can be a gap): level 0 by the guide, the GM can change it on the line.',
    'Pas de poids dans les données (un zéro peut y être un manque)\u00a0: niveau 0 selon le guide, le MJ peut le changer sur la ligne.'
  ),
  roundAmmo: (container: string): Bilingual =>
    note(
      `Rounds carried in a ${container} (RULES.md §4): the container is level 3.`,
      `Munitions portées dans un ${container} (RULES.md §4)\u00a0: le conteneur est de niveau 3.`
    ),
  creature: note(
    'A creature: level 6 + its size against the bearer’s (RULES.md §8).',
    'Une créature\u00a0: niveau 6 + sa taille face à celle du porteur (RULES.md §8).'
  )
} as const

const CONTAINER_OF_AMMO: Readonly<Record<string, ContainerKind>> = {
  arrow: 'arrows',
  bolt: 'bolts',
  repeatingBolt: 'bolts',
  slingBullet: 'bullets'
}
const CONTAINER_WORDS: Readonly<Record<ContainerKind, Bilingual>> = {
  arrows: note('quiver of arrows', 'carquois de flèches'),
  bolts: note('quiver of bolts', 'carquois de carreaux'),
  bullets: note('bag of sling bullets', 'sac de billes')
}
const ROUNDS_WORDS: Readonly<Record<ContainerKind, Bilingual>> = {
  arrows: note('arrows', 'flèches'),
  bolts: note('bolts', 'carreaux'),
  bullets: note('sling bullets', 'billes')
}

const EXTRADIMENSIONAL = /^(Bag of Holding|Handy Haversack|Portable Hole|Efficient Quiver)/
const SIEGE = /ballista|catapult|trebuchet|bombard|cannon|springal|mortar|firedrake|firewyrm|hotchkiss|\(siege\)|ram\b/i
const LIGHTS = /lantern|\blamp\b|candle|torch|sunrod|moonrod/i

/** A stable, ASCII, kebab-case id from an English name: "Backpack, common" → "backpack-common". */
export function slugOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/\+/g, ' plus ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** The data's French name, with the French apostrophe (’) the rest of the French UI uses. */
/** Misspellings in the data's French names, by English name (the data README: names as the source gives them). */
export const FR_TYPOS: Readonly<Record<string, string>> = { 'Leather Armor': 'Armure de cuir' }

export const frenchOf = (r: Pf1Row): string | undefined => (FR_TYPOS[r.en] ?? r.fr)?.replace(/'/g, '’')

const kgOf = (lb: number): number => Math.round((lb / 2) * 1000) / 1000

/** Handedness of a weapon PF1 calls ranged (the data gives none), with the note saying why. */
function rangedCategory(r: Pf1Row): { category: WeaponCategory; levelNote: Bilingual } {
  if (r.frCategory === 'one-handed' || r.frCategory === 'two-handed') {
    return { category: r.frCategory, levelNote: NOTES.frenchHandedness }
  }
  const name = r.en
  const oneHand = /hand crossbow|wrist launcher/i.test(name)
  switch (r.ammo) {
    case 'arrow':
    case 'bolt':
    case 'repeatingBolt':
      return oneHand
        ? { category: 'light', levelNote: NOTES.lightRanged }
        : { category: 'two-handed', levelNote: NOTES.twoHandedRanged }
    case 'slingBullet':
      return /sling(?! staff)/i.test(name)
        ? { category: 'one-handed', levelNote: NOTES.oneHandedRanged }
        : { category: 'two-handed', levelNote: NOTES.twoHandedRanged }
    case 'gunBullet':
    case 'dragoonBullet':
      return /pistol|revolver|pepperbox$/i.test(name)
        ? { category: 'one-handed', levelNote: NOTES.oneHandedRanged }
        : { category: 'two-handed', levelNote: NOTES.twoHandedRanged }
    case 'dart':
      return oneHand
        ? { category: 'light', levelNote: NOTES.lightRanged }
        : { category: 'one-handed', levelNote: NOTES.oneHandedRanged }
    default:
      if (/crossbow|bow\b|rifle|musket/i.test(name)) return { category: 'two-handed', levelNote: NOTES.twoHandedRanged }
      return r.lb <= 1
        ? { category: 'light', levelNote: NOTES.lightThrown }
        : { category: 'one-handed', levelNote: NOTES.oneHandedThrown }
  }
}

/** The GM guide's level for gear (RULES.md §2), with why when the weight alone does not say. */
function gearLevel(r: Pf1Row): { level: Level; weightKg: number | null; levelNote?: Bilingual } {
  if (r.kit && r.lb === 0) {
    const weightKg = kgOf(r.kit.lb)
    return { level: levelByWeight(weightKg), weightKg, levelNote: NOTES.kit(r.kit.items) }
  }
  if (r.lb > 0) return { level: levelByWeight(kgOf(r.lb)), weightKg: kgOf(r.lb) }
  if (r.frKg !== undefined && r.frKg > 0) {
    return { level: levelByWeight(r.frKg), weightKg: r.frKg, levelNote: NOTES.frWeight(r.frKg) }
  }
  return { level: 0, weightKg: null, levelNote: NOTES.noWeight }
}

function sectionOf(r: Pf1Row): CatalogSection {
  if (r.pack === 'weapons-and-ammo') return r.type === 'loot' ? 'ammo' : 'weapon'
  if (r.pack === 'armors-and-shields') return r.subtype === 'shield' ? 'shield' : 'armor'
  if (EXTRADIMENSIONAL.test(r.en)) return 'magic'
  if (r.type === 'container') return 'container'
  if (r.type === 'consumable' || (r.type === 'equipment' && r.subtype === 'wondrous')) return 'magic'
  if (r.type === 'equipment' && r.subtype === 'clothing') return 'clothing'
  if (LIGHTS.test(r.en)) return 'light'
  switch (r.subtype) {
    case 'tool':
      return 'tool'
    case 'food':
      return 'food'
    case 'animal':
      return 'creature'
    case 'animalGear':
      return 'mount'
    default:
      return 'gear'
  }
}

/** One data row as a catalog entry of its own (no hand-written entry holds it). */
export function entryOfRow(r: Pf1Row, id: string): CatalogEntry {
  const size: Size = PF1_SIZE[r.size as Pf1Size] ?? 'M'
  const en = british(r.en)
  const base = {
    id,
    en,
    ...(en !== r.en ? { aliases: { en: [r.en] } } : {}),
    fr: frenchOf(r) ?? en,
    ...(r.fr ? {} : { frMissing: true as const }),
    section: sectionOf(r),
    priceGp: r.gp,
    compendiumId: r.cid,
    ...(r.source ? { source: r.source } : {})
  }
  // Weapons: by category (RULES.md §4), siege engines and splash weapons by the guide.
  if (r.type === 'weapon') {
    if (SIEGE.test(r.en) || r.ammo === 'siege') {
      const g = gearLevel(r)
      return g.weightKg === null
        ? { ...base, type: 'gear', level: 7, weightKg: null, levelNote: NOTES.siege }
        : { ...base, type: 'gear', level: g.level, weightKg: g.weightKg }
    }
    if (r.category === 'other') {
      const g = gearLevel(r)
      return { ...base, section: 'gear', type: 'gear', level: g.level, weightKg: g.weightKg, levelNote: NOTES.splash }
    }
    const ranged = r.category === 'ranged' ? rangedCategory(r) : null
    const category = ranged ? ranged.category : (r.category as WeaponCategory)
    return {
      ...base,
      type: 'weapon',
      category,
      level: WEAPON_CATEGORY_LEVEL[category],
      weightKg: kgOf(r.lb),
      size,
      ...(ranged ? { levelNote: ranged.levelNote } : {})
    }
  }
  if (r.pack === 'armors-and-shields') {
    if (r.subtype === 'armor') {
      const category = r.category as 'light' | 'medium' | 'heavy'
      return { ...base, type: 'armor', category, level: ARMOR_CATEGORY_LEVEL[category], weightKg: kgOf(r.lb), size }
    }
    const shield = {
      'shield-light': { level: 3 as Level },
      'shield-heavy': { level: 4 as Level },
      'shield-tower': { level: 5 as Level },
      'shield-other': { level: 3 as Level, levelNote: /buckler/i.test(r.en) ? NOTES.buckler : NOTES.otherShield }
    }[r.category] ?? { level: 3 as Level }
    return { ...base, type: 'gear', weightKg: kgOf(r.lb), size, ...shield }
  }
  // Rounds of a §4 container: the entry is a container of them (as the hand-written quivers).
  const container = r.type === 'loot' && r.subtype === 'ammo' && r.ammo ? CONTAINER_OF_AMMO[r.ammo] : undefined
  if (container) {
    const capacity = CONTAINER_CAPACITY[container]
    const weightKg = Math.round(capacity * kgOf(r.lb) * 1000) / 1000
    const rounds = ROUNDS_WORDS[container]
    return {
      ...base,
      type: 'ammo',
      level: AMMO_LEVEL,
      container,
      capacity,
      round: { en, fr: frenchOf(r) ?? en, priceGp: r.gp, weightKg: kgOf(r.lb) },
      weightKg,
      priceGp: null,
      unit: {
        en: `${CONTAINER_WORDS[container].en}: holds ${capacity} ${rounds.en}; weight when full`,
        fr: `${CONTAINER_WORDS[container].fr}\u00a0: contient ${capacity} ${rounds.fr}\u00a0; poids plein`
      },
      levelNote: NOTES.roundAmmo(CONTAINER_WORDS[container].en)
    }
  }
  if (r.subtype === 'animal' && !/egg/i.test(r.en)) {
    return {
      ...base,
      type: 'creature',
      level: creatureLevel(size, 'M', false) as Level,
      size,
      weightKg: kgOf(r.lb),
      levelNote: NOTES.creature
    }
  }
  const g = gearLevel(r)
  return {
    ...base,
    type: 'gear',
    level: g.level,
    weightKg: g.weightKg,
    ...(g.levelNote ? { levelNote: g.levelNote } : {}),
    ...(EXTRADIMENSIONAL.test(r.en) ? { extradimensional: true } : {})
  }
}

function withAlias(
  aliases: Partial<Record<Language, readonly string[]>> | undefined,
  lang: Language,
  names: readonly string[]
) {
  const list = [...(aliases?.[lang] ?? [])]
  for (const n of names) if (n && !list.includes(n)) list.push(n)
  return list
}

/** A hand-written entry the data also has: its id and rule decisions, the data's facts and names. */
export function mergeRow(old: CatalogEntry, r: Pf1Row): CatalogEntry {
  const merged: CatalogEntry = {
    ...old,
    compendiumId: r.cid,
    ...(r.source ? { source: r.source } : {})
  }
  if (old.type === 'ammo' && old.round) {
    // The quivers keep their own names; the data's round names become searchable round names.
    merged.round = {
      ...old.round,
      aliases: {
        en: withAlias(old.round.aliases, 'en', r.en !== old.round.en ? [r.en] : []),
        fr: withAlias(old.round.aliases, 'fr', r.fr && frenchOf(r) !== old.round.fr ? [frenchOf(r)!] : [])
      }
    }
    return merged
  }
  // The English name stays the reviewed one (sentence case, British "armour"), the data's is an alias;
  // the French name is the data's or none (the former hand-written one stays searchable).
  const fr = frenchOf(r) ?? SEED_FR[old.id]
  merged.fr = fr ?? old.en
  if (!fr) merged.frMissing = true
  merged.aliases = {
    en: withAlias(old.aliases, 'en', old.en !== r.en ? [r.en] : []),
    fr: withAlias(old.aliases, 'fr', old.fr !== merged.fr ? [old.fr] : [])
  }
  // A zero in the data may be a gap (README §5): the hand-written value stays then.
  if (r.gp > 0) merged.priceGp = r.gp
  if (r.lb > 0) merged.weightKg = kgOf(r.lb)
  return merged
}

const CATEGORY_WORDS: Readonly<Record<string, Bilingual>> = {
  light: note('light', 'arme légère'),
  'one-handed': note('one-handed', 'arme à une main'),
  'two-handed': note('two-handed', 'arme à deux mains'),
  ranged: note('ranged', 'à distance')
}
const word = (category: string | undefined, lang: Language): string =>
  category ? (CATEGORY_WORDS[category]?.[lang] ?? category) : '—'
const kgFr = (n: number | null | undefined): string => (n == null ? '—' : String(n).replace('.', ','))

/** What the checks file doubted on this row, and what the entry holds for it (the decision), in words. */
export function checkNoteOf(r: Pf1Row, e: CatalogEntry): Bilingual | undefined {
  const en: string[] = []
  const fr: string[] = []
  // an ammunition row is the round of its quiver entry: the round's weight and price
  const unit: { weightKg: number | null; priceGp: number | null } = e.round ?? e
  if (r.frKg !== undefined) {
    en.push(
      `Weight: the English data gives ${r.lb} lb, the French edition ${r.frKg} kg; the catalog uses ${unit.weightKg ?? '—'} kg.`
    )
    fr.push(
      `Poids\u00a0: les données anglaises donnent ${kgFr(r.lb)} lb, l’édition française ${kgFr(r.frKg)} kg\u00a0; le catalogue retient ${kgFr(unit.weightKg)} kg.`
    )
  }
  if (r.kit) {
    en.push(
      `Kit: its ${r.kit.items} items weigh ${r.kit.lb} lb in the data (the kit itself ${r.lb} lb); the catalog uses ${e.weightKg ?? '—'} kg.`
    )
    fr.push(
      `Trousse\u00a0: ses ${r.kit.items} objets pèsent ${kgFr(r.kit.lb)} lb dans les données (la trousse elle-même ${kgFr(r.lb)} lb)\u00a0; le catalogue retient ${kgFr(e.weightKg)} kg.`
    )
  }
  if (r.frGp !== undefined) {
    en.push(
      `Price: the English data gives ${r.gp} gp, the French edition ${r.frGp} gp; the catalog uses ${unit.priceGp ?? '—'} gp.`
    )
    fr.push(
      `Prix\u00a0: les données anglaises donnent ${kgFr(r.gp)} po, l’édition française ${kgFr(r.frGp)} po\u00a0; le catalogue retient ${kgFr(unit.priceGp)} po.`
    )
  }
  if (r.frCategory !== undefined) {
    en.push(
      `Handedness: PF1 says ${word(r.category, 'en')}, the French edition ${word(r.frCategory, 'en')}; the catalog uses ${word(e.category, 'en')}.`
    )
    fr.push(
      `Maniement\u00a0: PF1 dit ${word(r.category, 'fr')}, l’édition française ${word(r.frCategory, 'fr')}\u00a0; le catalogue retient ${word(e.category, 'fr')}.`
    )
  }
  if (r.frVia !== undefined) {
    en.push(`French name: found in the French edition by another way than the exact English name (${r.frVia}).`)
    fr.push(`Nom français\u00a0: trouvé dans l’édition française autrement que par le nom anglais exact (${r.frVia}).`)
  }
  return en.length ? { en: en.join(' '), fr: fr.join(' ') } : undefined
}

const withCheckNote = (e: CatalogEntry, r: Pf1Row): CatalogEntry => {
  const checkNote = checkNoteOf(r, e)
  return checkNote ? { ...e, checkNote } : e
}

export interface Pf1Catalog {
  entries: CatalogEntry[]
  /** Rows of the data that no entry holds (none, once built). */
  unmatchedLegacy: string[]
}

/** The hand-written entries merged with every data row, new rows after them, section by section. */
export function buildPf1Catalog(legacy: readonly CatalogEntry[], rows: readonly Pf1Row[] = PF1_ROWS): Pf1Catalog {
  const rowByName = new Map(rows.map((r) => [r.en, r]))
  const taken = new Set<string>()
  const unmatchedLegacy: string[] = []
  const merged = legacy.map((hand) => {
    const e: CatalogEntry = { ...hand, core: true }
    const name = LEGACY_ROWS[e.id]
    if (name === undefined) return withConsumable(e)
    const row = rowByName.get(name)
    if (!row) {
      unmatchedLegacy.push(e.id)
      return withConsumable(e)
    }
    taken.add(row.en)
    return withConsumable(withCheckNote(mergeRow(e, row), row), row)
  })
  const ids = new Set(legacy.map((e) => e.id))
  const fresh: CatalogEntry[] = []
  for (const r of rows) {
    if (taken.has(r.en)) continue
    let id = slugOf(r.en)
    if (ids.has(id)) id = `${id}-pf1`
    for (let n = 2; ids.has(id); n++) id = `${slugOf(r.en)}-${n}`
    ids.add(id)
    fresh.push(withConsumable(withCheckNote(entryOfRow(r, id), r), r))
  }
  // Two rows the French edition names alike ("Épée de duel": Dueling Sword and Aldori Dueling Sword):
  // the French name says which, with the English one.
  const all = [...merged, ...fresh]
  const frCount = new Map<string, number>()
  for (const e of all) if (!e.frMissing) frCount.set(e.fr, (frCount.get(e.fr) ?? 0) + 1)
  for (const e of fresh) if (!e.frMissing && (frCount.get(e.fr) ?? 0) > 1) e.fr = `${e.fr} (${e.en})`
  const order: CatalogSection[] = []
  for (const e of [...merged, ...fresh]) if (!order.includes(e.section)) order.push(e.section)
  const entries = order.flatMap((s) => [
    ...merged.filter((e) => e.section === s),
    ...fresh.filter((e) => e.section === s)
  ])
  return { entries, unmatchedLegacy }
}
