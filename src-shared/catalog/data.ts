// The built-in catalog: Pathfinder 1e core equipment (Core Rulebook prices and weights), classified
// per RULES.md §2. Weights are the French convention, PF1 lb × 0.5 = kg. Weapons and armours take
// their level from their category (RULES.md §4); gear takes the seed's example level when it has one,
// else the GM's guide: max(weight band, size cue). `levelNote` explains every deliberate exception.
// Ids are stable (saved in campaign files): never rename or reuse one.
import { creatureLevel } from '../rules/size'
import {
  AMMO_LEVEL,
  ARMOR_CATEGORY_LEVEL,
  COINS_LEVEL,
  CONTAINER_CAPACITY,
  WEAPON_CATEGORY_LEVEL
} from '../rules/tables'
import type { ArmorCategory, ContainerKind, Level, Size, WeaponCategory } from '../rules/types'
import type { Bilingual, CatalogEntry, CatalogSection, CoinKind } from './types'
import { buildPf1Catalog } from './pf1'
import { typographic } from '../core/format'

type Extra = Partial<Omit<CatalogEntry, 'id' | 'en' | 'fr'>>

/** PF1 pounds to kg, French convention (1 lb = 0.5 kg); null when the book gives no weight. */
const kg = (lb: number | null): number | null => (lb == null ? null : lb / 2)

function weapon(
  id: string,
  en: string,
  fr: string,
  category: WeaponCategory,
  priceGp: number,
  lb: number,
  extra: Extra = {}
): CatalogEntry {
  return {
    id,
    en,
    fr,
    section: 'weapon',
    type: 'weapon',
    category,
    level: WEAPON_CATEGORY_LEVEL[category],
    weightKg: kg(lb),
    priceGp,
    size: 'M',
    ...extra
  }
}

function armor(
  id: string,
  en: string,
  fr: string,
  category: ArmorCategory,
  priceGp: number,
  lb: number,
  extra: Extra = {}
): CatalogEntry {
  return {
    id,
    en,
    fr,
    section: 'armor',
    type: 'armor',
    category,
    level: ARMOR_CATEGORY_LEVEL[category],
    weightKg: kg(lb),
    priceGp,
    size: 'M',
    ...extra
  }
}

function gear(
  section: CatalogSection,
  id: string,
  en: string,
  fr: string,
  level: Level,
  priceGp: number | null,
  lb: number | null,
  extra: Extra = {}
): CatalogEntry {
  return { id, en, fr, section, type: 'gear', level, weightKg: kg(lb), priceGp, ...extra }
}

function shield(
  id: string,
  en: string,
  fr: string,
  level: Level,
  priceGp: number,
  lb: number,
  extra: Extra = {}
): CatalogEntry {
  return gear('shield', id, en, fr, level, priceGp, lb, { size: 'M', ...extra })
}

/** An ammunition container (RULES.md §4): level 3, weight given full; `plural` names its rounds. */
function ammo(
  id: string,
  en: string,
  fr: string,
  container: ContainerKind,
  round: NonNullable<CatalogEntry['round']>,
  plural: Bilingual,
  extra: Extra = {}
): CatalogEntry {
  const capacity = CONTAINER_CAPACITY[container]
  return {
    id,
    en,
    fr,
    section: 'ammo',
    type: 'ammo',
    level: AMMO_LEVEL,
    container,
    capacity,
    round,
    weightKg: Math.round(capacity * round.weightKg * 1000) / 1000,
    priceGp: null,
    unit: {
      en: `holds ${capacity} ${plural.en}; weight when full`,
      fr: `contient ${capacity} ${plural.fr}\u00a0; poids plein`
    },
    ...extra
  }
}

function coin(
  coinKind: CoinKind,
  en: string,
  fr: string,
  priceGp: number,
  aliases: CatalogEntry['aliases']
): CatalogEntry {
  return {
    id: `coin-${coinKind}`,
    en,
    fr,
    section: 'coins',
    type: 'coins',
    level: COINS_LEVEL,
    coin: coinKind,
    weightKg: 0.01,
    priceGp,
    aliases,
    unit: { en: '1 coin (50 to the lb)', fr: '1 pièce (100 au kg)' }
  }
}

/** A creature carried as an item: level 6 + (its size − Medium) (+1 warrior with all gear), clamped. */
function creature(
  section: CatalogSection,
  id: string,
  en: string,
  fr: string,
  size: Size,
  priceGp: number | null,
  extra: Extra = {}
): CatalogEntry {
  const level = creatureLevel(size, 'M', extra.withGear === true) as Level
  return { id, en, fr, section, type: 'creature', level, size, weightKg: null, priceGp, ...extra }
}

const note = (en: string, fr: string): Bilingual => ({ en, fr })
/** Potions and wands weigh about an ounce (PF1); 0.06 lb → 0.03 kg. */
const POTION_LB = 0.06
const SEED_NOTE = (en: string, fr: string) => note(`Seed example: ${en}`, `Exemple des règles\u00a0: ${fr}`)
const LENGTH_NOTE = note(
  "Its length (as big as the bearer) sets the level, like the GM guide's 3 m ladder.",
  'Sa longueur (aussi grande que le porteur) fixe le niveau, comme l’échelle de 3 m du guide du MJ.'
)

const WEAPONS: CatalogEntry[] = [
  // Simple weapons
  weapon('gauntlet', 'Gauntlet', 'Gantelet', 'light', 2, 1),
  weapon('dagger', 'Dagger', 'Dague', 'light', 2, 1, { aliases: { en: ['Knife'], fr: ['Couteau'] } }),
  weapon('punching-dagger', 'Punching dagger', 'Dague coup-de-poing', 'light', 2, 1),
  weapon('spiked-gauntlet', 'Spiked gauntlet', 'Gantelet clouté', 'light', 5, 1),
  weapon('light-mace', 'Light mace', 'Masse d’armes légère', 'light', 5, 4),
  weapon('sickle', 'Sickle', 'Serpe', 'light', 6, 2, { aliases: { fr: ['Faucille'] } }),
  weapon('club', 'Club', 'Gourdin', 'one-handed', 0, 3),
  weapon('heavy-mace', 'Heavy mace', 'Masse d’armes lourde', 'one-handed', 12, 8),
  weapon('morningstar', 'Morningstar', 'Morgenstern', 'one-handed', 8, 6, {
    aliases: { en: ['Morning star'], fr: ['Étoile du matin'] }
  }),
  weapon('shortspear', 'Shortspear', 'Demi-pique', 'one-handed', 1, 3, {
    aliases: { en: ['Short spear'], fr: ['Épieu'] }
  }),
  weapon('longspear', 'Longspear', 'Pique', 'two-handed', 5, 9, { aliases: { en: ['Long spear', 'Pike'] } }),
  weapon('quarterstaff', 'Quarterstaff', 'Bâton', 'two-handed', 0, 4, {
    aliases: { en: ['Staff'], fr: ['Bâton de combat'] }
  }),
  weapon('spear', 'Spear', 'Lance', 'two-handed', 2, 6),
  weapon('blowgun', 'Blowgun', 'Sarbacane', 'two-handed', 2, 1),
  weapon('heavy-crossbow', 'Heavy crossbow', 'Arbalète lourde', 'two-handed', 50, 8),
  weapon('light-crossbow', 'Light crossbow', 'Arbalète légère', 'two-handed', 35, 4, {
    aliases: { en: ['Crossbow'], fr: ['Arbalète'] }
  }),
  weapon('dart', 'Dart', 'Dard', 'light', 0.5, 0.5, {
    level: 1,
    aliases: { fr: ['Fléchette'] },
    levelNote: note(
      'The GM guide names darts among negligible items (two per hand).',
      'Le guide du MJ range les dards parmi les objets négligeables (deux par main).'
    )
  }),
  weapon('javelin', 'Javelin', 'Javeline', 'one-handed', 1, 2, { aliases: { fr: ['Javelot'] } }),
  weapon('sling', 'Sling', 'Fronde', 'one-handed', 0, 0, {
    level: 0,
    levelNote: SEED_NOTE('a sling is insignificant.', 'une fronde est insignifiante.')
  }),
  // Martial weapons
  weapon('throwing-axe', 'Throwing axe', 'Hache de lancer', 'light', 8, 2),
  weapon('light-hammer', 'Light hammer', 'Marteau léger', 'light', 1, 2),
  weapon('handaxe', 'Handaxe', 'Hachette', 'light', 6, 3, { aliases: { en: ['Hand axe'] } }),
  weapon('kukri', 'Kukri', 'Kukri', 'light', 8, 2),
  weapon('light-pick', 'Light pick', 'Pic léger', 'light', 4, 3),
  weapon('sap', 'Sap', 'Matraque', 'light', 1, 2, { aliases: { en: ['Blackjack', 'Cosh'] } }),
  weapon('starknife', 'Starknife', 'Lame-étoile', 'light', 24, 3, { aliases: { fr: ['Lamétoile'] } }),
  weapon('short-sword', 'Short sword', 'Épée courte', 'light', 10, 2, { aliases: { en: ['Shortsword'] } }),
  weapon('battleaxe', 'Battleaxe', 'Hache d’armes', 'one-handed', 10, 6, {
    aliases: { en: ['Battle axe'], fr: ['Hache de bataille'] }
  }),
  weapon('flail', 'Flail', 'Fléau d’armes', 'one-handed', 8, 5, { aliases: { fr: ['Fléau d’armes léger', 'Fléau'] } }),
  weapon('longsword', 'Longsword', 'Épée longue', 'one-handed', 15, 4, { aliases: { en: ['Long sword'] } }),
  weapon('heavy-pick', 'Heavy pick', 'Pic lourd', 'one-handed', 8, 6, {
    aliases: { en: ['War pick'], fr: ['Pic de guerre'] }
  }),
  weapon('rapier', 'Rapier', 'Rapière', 'one-handed', 20, 2),
  weapon('scimitar', 'Scimitar', 'Cimeterre', 'one-handed', 15, 4),
  weapon('trident', 'Trident', 'Trident', 'one-handed', 15, 4),
  weapon('warhammer', 'Warhammer', 'Marteau de guerre', 'one-handed', 12, 5, { aliases: { en: ['War hammer'] } }),
  weapon('falchion', 'Falchion', 'Cimeterre à deux mains', 'two-handed', 75, 8, { aliases: { fr: ['Fauchon'] } }),
  weapon('glaive', 'Glaive', 'Coutille', 'two-handed', 8, 10),
  weapon('greataxe', 'Greataxe', 'Grande hache', 'two-handed', 20, 12, { aliases: { en: ['Great axe'] } }),
  weapon('greatclub', 'Greatclub', 'Massue', 'two-handed', 5, 8, { aliases: { en: ['Great club'] } }),
  weapon('heavy-flail', 'Heavy flail', 'Fléau d’armes lourd', 'two-handed', 15, 10, {
    aliases: { fr: ['Fléau lourd'] }
  }),
  weapon('greatsword', 'Greatsword', 'Épée à deux mains', 'two-handed', 50, 8, {
    aliases: { en: ['Great sword', 'Two-handed sword'] }
  }),
  weapon('guisarme', 'Guisarme', 'Guisarme', 'two-handed', 9, 12),
  weapon('halberd', 'Halberd', 'Hallebarde', 'two-handed', 10, 12),
  weapon('lance', 'Lance', 'Lance d’arçon', 'two-handed', 10, 10),
  weapon('ranseur', 'Ranseur', 'Corsèque', 'two-handed', 10, 12),
  weapon('scythe', 'Scythe', 'Faux', 'two-handed', 18, 10),
  weapon('longbow', 'Longbow', 'Arc long', 'two-handed', 75, 3, { aliases: { en: ['Long bow', 'Bow'], fr: ['Arc'] } }),
  weapon('composite-longbow', 'Composite longbow', 'Arc long composite', 'two-handed', 100, 3),
  weapon('shortbow', 'Shortbow', 'Arc court', 'two-handed', 30, 2, { aliases: { en: ['Short bow'] } }),
  weapon('composite-shortbow', 'Composite shortbow', 'Arc court composite', 'two-handed', 75, 2),
  // Exotic weapons
  weapon('kama', 'Kama', 'Kama', 'light', 2, 2),
  weapon('nunchaku', 'Nunchaku', 'Nunchaku', 'light', 2, 2),
  weapon('sai', 'Sai', 'Saï', 'light', 1, 1),
  weapon('siangham', 'Siangham', 'Siangham', 'light', 3, 1),
  weapon('hand-crossbow', 'Hand crossbow', 'Arbalète de poing', 'light', 100, 2),
  weapon('bastard-sword', 'Bastard sword', 'Épée bâtarde', 'one-handed', 35, 6),
  weapon('dwarven-waraxe', 'Dwarven waraxe', 'Hache de guerre naine', 'one-handed', 30, 8, {
    aliases: { en: ['Dwarven war axe', 'Waraxe'] }
  }),
  weapon('whip', 'Whip', 'Fouet', 'one-handed', 1, 2),
  weapon('bolas', 'Bolas', 'Bolas', 'light', 5, 2),
  weapon('net', 'Net', 'Filet', 'one-handed', 20, 6),
  weapon('shuriken', 'Shuriken', 'Shuriken', 'light', 0.2, 0.1, {
    level: 1,
    unit: note('1 shuriken (sold by 5)', '1 shuriken (vendus par 5)'),
    levelNote: note(
      'The GM guide names shuriken among negligible items (two per hand).',
      'Le guide du MJ range les shurikens parmi les objets négligeables (deux par main).'
    )
  }),
  weapon('orc-double-axe', 'Orc double axe', 'Hache double orque', 'two-handed', 60, 15),
  weapon('spiked-chain', 'Spiked chain', 'Chaîne cloutée', 'two-handed', 25, 10),
  weapon('elven-curve-blade', 'Elven curve blade', 'Lame courbe elfique', 'two-handed', 80, 7),
  weapon('dire-flail', 'Dire flail', 'Fléau double', 'two-handed', 90, 10),
  weapon('gnome-hooked-hammer', 'Gnome hooked hammer', 'Marteau-piolet gnome', 'two-handed', 20, 6),
  weapon('two-bladed-sword', 'Two-bladed sword', 'Épée à deux lames', 'two-handed', 100, 10),
  weapon('dwarven-urgrosh', 'Dwarven urgrosh', 'Urgrosh nain', 'two-handed', 50, 12),
  weapon('heavy-repeating-crossbow', 'Heavy repeating crossbow', 'Arbalète lourde à répétition', 'two-handed', 400, 12),
  weapon('light-repeating-crossbow', 'Light repeating crossbow', 'Arbalète légère à répétition', 'two-handed', 250, 6),
  weapon('halfling-sling-staff', 'Halfling sling staff', 'Fustibale de halfelin', 'two-handed', 20, 3)
]

const ARMORS: CatalogEntry[] = [
  armor('padded-armor', 'Padded armour', 'Armure matelassée', 'light', 5, 10, {
    aliases: { en: ['Padded', 'Gambeson', 'Padded armor'] }
  }),
  armor('leather-armor', 'Leather armour', 'Armure de cuir', 'light', 10, 15, {
    aliases: { en: ['Leather', 'Leather armor'] }
  }),
  armor('studded-leather', 'Studded leather', 'Armure de cuir cloutée', 'light', 25, 20, {
    aliases: { en: ['Studded leather armour', 'Studded leather armor'], fr: ['Cuir clouté'] }
  }),
  armor('chain-shirt', 'Chain shirt', 'Chemise de mailles', 'light', 100, 25),
  armor('hide-armor', 'Hide armour', 'Armure de peau', 'medium', 15, 25, { aliases: { en: ['Hide', 'Hide armor'] } }),
  armor('scale-mail', 'Scale mail', 'Armure d’écailles', 'medium', 50, 30),
  armor('chainmail', 'Chainmail', 'Cotte de mailles', 'medium', 150, 40, { aliases: { en: ['Chain mail'] } }),
  armor('breastplate', 'Breastplate', 'Cuirasse', 'medium', 200, 30),
  armor('splint-mail', 'Splint mail', 'Clibanion', 'heavy', 200, 45),
  armor('banded-mail', 'Banded mail', 'Crevice', 'heavy', 250, 35, { aliases: { fr: ['Armure à bandes'] } }),
  armor('half-plate', 'Half-plate', 'Demi-harnois', 'heavy', 600, 50),
  armor('full-plate', 'Full plate', 'Harnois', 'heavy', 1500, 50, {
    aliases: { en: ['Plate armour', 'Full plate armour', 'Plate armor', 'Full plate armor'], fr: ['Armure de plates'] }
  })
]

const SHIELDS: CatalogEntry[] = [
  shield('buckler', 'Buckler', 'Targe', 3, 5, 5),
  // The French a table speaks beside the edition's names (issue 25): "bouclier en acier lourd" is the écu.
  shield('light-wooden-shield', 'Light wooden shield', 'Rondache en bois', 3, 3, 5, {
    aliases: { en: ['Light shield'], fr: ['Rondache', 'Bouclier léger en bois', 'Petit bouclier en bois'] }
  }),
  shield('light-steel-shield', 'Light steel shield', 'Rondache en acier', 3, 9, 6, {
    aliases: { fr: ['Bouclier léger en acier', 'Petit bouclier en acier'] }
  }),
  shield('heavy-wooden-shield', 'Heavy wooden shield', 'Écu en bois', 4, 7, 10, {
    aliases: { en: ['Heavy shield'], fr: ['Écu', 'Bouclier lourd en bois', 'Grand bouclier en bois'] }
  }),
  shield('heavy-steel-shield', 'Heavy steel shield', 'Écu en acier', 4, 20, 15, {
    aliases: { fr: ['Bouclier lourd en acier', 'Grand bouclier en acier'] }
  }),
  shield('tower-shield', 'Tower shield', 'Pavois', 5, 30, 45, { aliases: { fr: ['Bouclier pavois'] } })
]

const AMMO: CatalogEntry[] = [
  ammo(
    'quiver-arrows',
    'Quiver of arrows',
    'Carquois de flèches',
    'arrows',
    { en: 'Arrow', fr: 'Flèche', priceGp: 0.05, weightKg: 0.075 },
    note('arrows', 'flèches'),
    { aliases: { en: ['Quiver'], fr: ['Carquois'] } }
  ),
  ammo(
    'quiver-bolts',
    'Quiver of bolts',
    'Carquois de carreaux',
    'bolts',
    { en: 'Crossbow bolt', fr: 'Carreau d’arbalète', priceGp: 0.1, weightKg: 0.05 },
    note('bolts', 'carreaux')
  ),
  ammo(
    'bag-sling-bullets',
    'Bag of sling bullets',
    'Sac de billes',
    'bullets',
    { en: 'Sling bullet', fr: 'Bille de fronde', priceGp: 0.01, weightKg: 0.25, aliases: { fr: ['Bille'] } },
    note('sling bullets', 'billes'),
    { aliases: { fr: ['Sac de billes de fronde'] } }
  )
]

const COINS: CatalogEntry[] = [
  coin('cp', 'Copper piece', 'Pièce de cuivre', 0.01, {
    en: ['cp', 'copper', 'copper pieces'],
    fr: ['pc', 'cuivre', 'pièces de cuivre']
  }),
  coin('sp', 'Silver piece', 'Pièce d’argent', 0.1, {
    en: ['sp', 'silver', 'silver pieces'],
    fr: ['pa', 'argent', 'pièces d’argent']
  }),
  coin('gp', 'Gold piece', 'Pièce d’or', 1, { en: ['gp', 'gold', 'gold pieces'], fr: ['po', 'or', 'pièces d’or'] }),
  coin('pp', 'Platinum piece', 'Pièce de platine', 10, {
    en: ['pp', 'platinum', 'platinum pieces'],
    fr: ['pp', 'platine', 'pièces de platine']
  })
]

/** RULES.md §10: the bag counts at its own level, what it holds counts for no group. */
const EXTRADIMENSIONAL = (en: string, fr: string): Extra => ({
  extradimensional: true,
  levelNote: {
    en: `extradimensional: ${en}; its contents count for no group of its bearer.`,
    fr: `extradimensionnel\u00a0: ${fr}\u00a0; son contenu ne compte dans aucun groupe de son porteur.`
  }
})

const MAGIC: CatalogEntry[] = [
  gear('magic', 'bag-of-holding-1', 'Bag of holding (type I)', 'Sac sans fond (type I)', 4, 2500, 15, {
    ...EXTRADIMENSIONAL('a sack the size of a leg, 15 lb', 'un sac de la taille d’une jambe, 7 kg'),
    aliases: { en: ['Bag of holding I'], fr: ['Sac sans fond I'] }
  }),
  gear('magic', 'bag-of-holding-2', 'Bag of holding (type II)', 'Sac sans fond (type II)', 5, 5000, 25, {
    ...EXTRADIMENSIONAL('25 lb', '11 kg'),
    aliases: { en: ['Bag of holding II'], fr: ['Sac sans fond II'] }
  }),
  gear('magic', 'bag-of-holding-3', 'Bag of holding (type III)', 'Sac sans fond (type III)', 5, 7400, 35, {
    ...EXTRADIMENSIONAL('35 lb', '16 kg'),
    aliases: { en: ['Bag of holding III'], fr: ['Sac sans fond III'] }
  }),
  gear('magic', 'bag-of-holding-4', 'Bag of holding (type IV)', 'Sac sans fond (type IV)', 5, 10000, 60, {
    ...EXTRADIMENSIONAL('60 lb', '27 kg'),
    aliases: { en: ['Bag of holding IV'], fr: ['Sac sans fond IV'] }
  }),
  gear('magic', 'handy-haversack', 'Handy haversack', 'Havresac d’Hévard', 3, 2000, 5, {
    ...EXTRADIMENSIONAL('a backpack, 5 lb', 'un sac à dos, 2,5 kg'),
    aliases: { en: ['Haversack'], fr: ['Havresac'] }
  }),
  gear('magic', 'portable-hole', 'Portable hole', 'Trou portatif', 1, 20000, 0, {
    ...EXTRADIMENSIONAL('folded, a handkerchief', 'plié, un mouchoir'),
    aliases: { fr: ['Puits portatif'] }
  }),
  gear('magic', 'potion', 'Potion', 'Potion', 1, null, POTION_LB, {
    kind: 'potion',
    aliases: { en: ['Elixir'], fr: ['Élixir', 'Fiole de potion'] },
    levelNote: SEED_NOTE(
      'potions are negligible; all potions count together.',
      'les potions sont négligeables\u00a0; toutes les potions comptent ensemble.'
    )
  }),
  gear('magic', 'potion-cure-light-wounds', 'Potion of cure light wounds', 'Potion de soins légers', 1, 50, POTION_LB, {
    kind: 'potion',
    aliases: { en: ['CLW potion'] }
  }),
  gear(
    'magic',
    'potion-cure-moderate-wounds',
    'Potion of cure moderate wounds',
    'Potion de soins modérés',
    1,
    300,
    POTION_LB,
    { kind: 'potion' }
  ),
  gear(
    'magic',
    'potion-cure-serious-wounds',
    'Potion of cure serious wounds',
    'Potion de soins importants',
    1,
    750,
    POTION_LB,
    { kind: 'potion' }
  ),
  gear('magic', 'potion-enlarge-person', 'Potion of enlarge person', 'Potion d’agrandissement', 1, 50, POTION_LB, {
    kind: 'potion'
  }),
  gear('magic', 'potion-invisibility', 'Potion of invisibility', 'Potion d’invisibilité', 1, 300, POTION_LB, {
    kind: 'potion'
  }),
  gear('magic', 'potion-bulls-strength', "Potion of bull's strength", 'Potion de force de taureau', 1, 300, POTION_LB, {
    kind: 'potion'
  }),
  gear('magic', 'potion-barkskin', 'Potion of barkskin', 'Potion de peau d’écorce', 1, 300, POTION_LB, {
    kind: 'potion'
  }),
  gear('magic', 'scroll', 'Scroll', 'Parchemin magique', 0, null, 0, {
    kind: 'scroll',
    aliases: { en: ['Spell scroll', 'Magic scroll'], fr: ['Parchemin de sort'] },
    levelNote: note(
      'A scroll is a sheet of parchment, which the seed calls insignificant.',
      'Un parchemin magique est une feuille de parchemin, que les règles disent insignifiante.'
    )
  }),
  gear('magic', 'scroll-cure-light-wounds', 'Scroll of cure light wounds', 'Parchemin de soins légers', 0, 25, 0, {
    kind: 'scroll'
  }),
  gear('magic', 'scroll-magic-missile', 'Scroll of magic missile', 'Parchemin de projectile magique', 0, 25, 0, {
    kind: 'scroll'
  }),
  gear('magic', 'scroll-fireball', 'Scroll of fireball', 'Parchemin de boule de feu', 0, 375, 0, { kind: 'scroll' }),
  gear('magic', 'wand', 'Wand', 'Baguette', 1, null, POTION_LB, {
    kind: 'wand',
    aliases: { en: ['Magic wand'], fr: ['Baguette magique'] },
    levelNote: note(
      'A wand is slim and light: two fit in each hand (negligible).',
      'Une baguette est fine et légère\u00a0: on en tient deux par main (négligeable).'
    )
  }),
  gear('magic', 'wand-cure-light-wounds', 'Wand of cure light wounds', 'Baguette de soins légers', 1, 750, POTION_LB, {
    kind: 'wand',
    aliases: { en: ['CLW wand'] }
  }),
  gear('magic', 'wand-magic-missile', 'Wand of magic missile', 'Baguette de projectile magique', 1, 750, POTION_LB, {
    kind: 'wand'
  }),
  gear('magic', 'ring', 'Ring', 'Anneau', 0, null, 0, {
    aliases: { en: ['Magic ring'], fr: ['Anneau magique', 'Bague'] }
  }),
  gear('magic', 'rod', 'Rod', 'Sceptre', 3, null, 5, { aliases: { en: ['Magic rod'], fr: ['Sceptre magique'] } }),
  gear('magic', 'magic-staff', 'Staff (magic)', 'Bâton magique', 4, null, 5, {
    aliases: { en: ['Magic staff'] },
    levelNote: note(
      'As long as a quarterstaff (a two-handed weapon, level 4).',
      'Aussi long qu’un bâton de combat (arme à deux mains, niveau 4).'
    )
  })
]

const ADVENTURING_GEAR: CatalogEntry[] = [
  gear('gear', 'bedroll', 'Bedroll', 'Sac de couchage', 3, 0.1, 5, { aliases: { fr: ['Paillasse'] } }),
  gear('gear', 'bell', 'Bell', 'Clochette', 0, 1, 0),
  gear('gear', 'blanket', 'Winter blanket', 'Couverture d’hiver', 3, 0.5, 3, {
    aliases: { en: ['Blanket'], fr: ['Couverture'] }
  }),
  gear('gear', 'block-and-tackle', 'Block and tackle', 'Palan', 3, 5, 5),
  gear('gear', 'bottle', 'Glass bottle', 'Bouteille en verre', 2, 2, 1, {
    aliases: { en: ['Bottle'], fr: ['Bouteille'] }
  }),
  gear('gear', 'caltrops', 'Caltrops', 'Chausse-trappes', 2, 1, 2, {
    unit: note('1 bag (covers a 5-ft. square)', '1 sac (couvre une case de 1,50 m)')
  }),
  gear('gear', 'canvas', 'Canvas', 'Toile', 1, 0.1, 1, { unit: note('1 sq. yd.', '1 m²') }),
  gear('gear', 'chain', 'Chain', 'Chaîne', 2, 30, 2, { unit: note('10 ft.', '3 m') }),
  gear('gear', 'chalk', 'Chalk', 'Craie', 0, 0.01, 0, { unit: note('1 piece', '1 morceau') }),
  gear('gear', 'crowbar', 'Crowbar', 'Pied-de-biche', 3, 2, 5),
  gear('gear', 'firewood', 'Firewood', 'Bois de chauffage', 5, 0.01, 20, { unit: note('per day', 'par jour') }),
  gear('gear', 'fishhook', 'Fishhook', 'Hameçon', 0, 0.1, 0),
  gear('gear', 'fishing-net', 'Fishing net', 'Filet de pêche', 3, 4, 5, { unit: note('25 sq. ft.', '2,5 m²') }),
  gear('gear', 'flask', 'Flask', 'Flasque', 2, 0.03, 1.5, { unit: note('empty', 'vide') }),
  gear('gear', 'flint-and-steel', 'Flint and steel', 'Silex et amorce', 0, 1, 0, {
    aliases: { en: ['Tinderbox'], fr: ['Briquet', 'Silex'] }
  }),
  gear('gear', 'grappling-hook', 'Grappling hook', 'Grappin', 3, 1, 4, {
    levelNote: SEED_NOTE('a grappling hook is a medium item (level 3).', 'un grappin est un objet moyen (niveau 3).')
  }),
  gear('gear', 'hammer', 'Hammer', 'Marteau', 2, 0.5, 2),
  gear('gear', 'ink', 'Ink', 'Encre', 0, 8, 0, { unit: note('1-ounce vial', 'fiole de 3 cl') }),
  gear('gear', 'quill', 'Quill', 'Plume d’écriture', 0, 0.1, 0, { aliases: { en: ['Inkpen', 'Pen'], fr: ['Plume'] } }),
  gear('gear', 'jug', 'Clay jug', 'Cruche en terre cuite', 3, 0.03, 9, { aliases: { en: ['Jug'], fr: ['Cruche'] } }),
  gear('gear', 'ladder', 'Ladder', 'Échelle', 6, 0.2, 20, { unit: note('10 ft.', '3 m'), levelNote: LENGTH_NOTE }),
  gear('gear', 'lock-simple', 'Simple lock', 'Serrure simple', 1, 20, 1, {
    aliases: { en: ['Lock', 'Padlock'], fr: ['Serrure', 'Cadenas'] }
  }),
  gear('gear', 'lock-average', 'Average lock', 'Serrure moyenne', 1, 40, 1),
  gear('gear', 'lock-good', 'Good lock', 'Bonne serrure', 1, 80, 1),
  gear('gear', 'lock-superior', 'Superior lock', 'Serrure excellente', 1, 150, 1),
  gear('gear', 'manacles', 'Manacles', 'Menottes', 2, 15, 2, { aliases: { en: ['Shackles'], fr: ['Fers'] } }),
  gear('gear', 'manacles-masterwork', 'Masterwork manacles', 'Menottes de maître', 2, 50, 2, { kind: 'manacles' }),
  gear('gear', 'mirror', 'Small steel mirror', 'Petit miroir en acier', 1, 10, 0.5, {
    aliases: { en: ['Mirror'], fr: ['Miroir'] }
  }),
  gear('gear', 'mug', 'Clay mug', 'Chope en terre cuite', 1, 0.02, 1, {
    aliases: { en: ['Mug', 'Tankard'], fr: ['Chope'] }
  }),
  gear('gear', 'oil', 'Oil', 'Huile', 1, 0.1, 1, {
    unit: note('1-pint flask', 'flasque de 50 cl'),
    aliases: { en: ['Lamp oil', 'Flask of oil'], fr: ['Flasque d’huile'] }
  }),
  gear('gear', 'paper', 'Paper', 'Papier', 0, 0.4, 0, {
    unit: note('1 sheet', '1 feuille'),
    unlimited: true,
    levelNote: note(
      'RULES.md §4: a single sheet of paper never counts (unlimited).',
      'RULES.md §4\u00a0: une simple feuille de papier ne compte jamais (illimitée).'
    )
  }),
  gear('gear', 'parchment', 'Parchment', 'Parchemin', 0, 0.2, 0, { unit: note('1 sheet', '1 feuille') }),
  gear('gear', 'miners-pick', "Miner's pick", 'Pioche de mineur', 4, 3, 10, {
    aliases: { en: ['Pickaxe'], fr: ['Pioche'] }
  }),
  gear('gear', 'pitcher', 'Clay pitcher', 'Pichet en terre cuite', 3, 0.02, 5, {
    aliases: { en: ['Pitcher'], fr: ['Pichet'] }
  }),
  gear('gear', 'piton', 'Piton', 'Piton', 0, 0.1, 0.5),
  gear('gear', 'pole', 'Pole', 'Perche', 6, 0.05, 8, {
    unit: note('10 ft.', '3 m'),
    aliases: { en: ['10-foot pole'] },
    levelNote: LENGTH_NOTE
  }),
  gear('gear', 'iron-pot', 'Iron pot', 'Marmite en fer', 3, 0.8, 4, {
    aliases: { en: ['Cooking pot', 'Pot'], fr: ['Marmite'] }
  }),
  gear('gear', 'portable-ram', 'Portable ram', 'Bélier portatif', 5, 10, 20, {
    aliases: { en: ['Ram'], fr: ['Bélier'] }
  }),
  gear('gear', 'rope-hemp', 'Hemp rope', 'Corde en chanvre', 3, 1, 10, {
    unit: note('50 ft.', '15 m'),
    aliases: { en: ['Rope'], fr: ['Corde'] }
  }),
  gear('gear', 'rope-silk', 'Silk rope', 'Corde en soie', 3, 10, 5, { unit: note('50 ft.', '15 m') }),
  gear('gear', 'sealing-wax', 'Sealing wax', 'Cire à cacheter', 1, 1, 1),
  gear('gear', 'sewing-needle', 'Sewing needle', 'Aiguille à coudre', 0, 0.5, 0, {
    aliases: { en: ['Needle'], fr: ['Aiguille'] }
  }),
  gear('gear', 'signal-whistle', 'Signal whistle', 'Sifflet d’alarme', 0, 0.8, 0, {
    aliases: { en: ['Whistle'], fr: ['Sifflet'] }
  }),
  gear('gear', 'signet-ring', 'Signet ring', 'Chevalière', 0, 5, 0),
  gear('gear', 'sledge', 'Sledge', 'Masse', 4, 1, 10, { aliases: { en: ['Sledgehammer'], fr: ['Masse de forgeron'] } }),
  gear('gear', 'soap', 'Soap', 'Savon', 1, 0.5, 1, { unit: note('per lb.', 'par 500 g') }),
  gear('gear', 'shovel', 'Shovel', 'Pelle', 4, 2, 8, { aliases: { en: ['Spade'], fr: ['Bêche'] } }),
  gear('gear', 'spyglass', 'Spyglass', 'Longue-vue', 2, 1000, 1, { aliases: { en: ['Telescope'] } }),
  gear('gear', 'tent', 'Tent', 'Tente', 4, 10, 20),
  gear('gear', 'vial', 'Vial', 'Fiole', 0, 1, 0, { unit: note('empty, 1 ounce', 'vide, 3 cl') }),
  gear('gear', 'waterskin', 'Waterskin', 'Outre', 2, 1, 4, {
    aliases: { en: ['Water flask', 'Canteen'], fr: ['Flasque d’eau', 'Gourde'] },
    levelNote: SEED_NOTE(
      '8 water flasks, like 8 rations or 8 torches, are still a light load (level 2).',
      '8 flasques d’eau, comme 8 rations ou 8 torches, restent une charge légère (niveau 2).'
    )
  }),
  gear('gear', 'whetstone', 'Whetstone', 'Pierre à aiguiser', 1, 0.02, 1),
  gear('gear', 'key', 'Key', 'Clé', 1, null, null, { aliases: { fr: ['Clef'] } }),
  gear('gear', 'jewel', 'Jewel', 'Bijou', 1, null, null, {
    aliases: { en: ['Jewelry', 'Necklace'], fr: ['Collier', 'Bracelet'] }
  }),
  gear('gear', 'gem', 'Gem', 'Gemme', 0, null, 0, {
    aliases: { en: ['Gemstone', 'Precious stone'], fr: ['Pierre précieuse'] }
  }),
  // Art objects (PF1 treasure): sold at full value (RULES.md §14); a haul gives each its own name, value and
  // the level the guide gives its noun (a statuette 2, a tapestry 4).
  gear('gear', 'art-object', 'Art object', 'Objet d’art', 2, null, null, {
    aliases: { en: ['Artwork', 'Work of art'], fr: ['Œuvre d’art'] }
  }),
  // Special substances and items
  gear('gear', 'acid', 'Acid', 'Acide', 2, 10, 1, {
    unit: note('flask', 'flasque'),
    levelNote: note(
      "A flask, like alchemist's fire (seed: level 2).",
      'Une flasque, comme le feu grégeois (règles\u00a0: niveau 2).'
    )
  }),
  gear('gear', 'alchemists-fire', "Alchemist's fire", 'Feu grégeois', 2, 20, 1, { unit: note('flask', 'flasque') }),
  gear('gear', 'antitoxin', 'Antitoxin', 'Antidote', 0, 50, 0, {
    unit: note('vial', 'fiole'),
    aliases: { fr: ['Antitoxine'] }
  }),
  gear('gear', 'holy-water', 'Holy water', 'Eau bénite', 2, 25, 1, { unit: note('flask', 'flasque') }),
  gear('gear', 'smokestick', 'Smokestick', 'Bâton fumigène', 2, 20, 0.5),
  gear('gear', 'tanglefoot-bag', 'Tanglefoot bag', 'Sacoche immobilisante', 3, 50, 4),
  gear('gear', 'thunderstone', 'Thunderstone', 'Pierre à tonnerre', 1, 30, 1),
  gear('gear', 'tindertwig', 'Tindertwig', 'Allume-feu', 0, 1, 0, { aliases: { en: ['Match'], fr: ['Allumette'] } })
]

const LIGHTS: CatalogEntry[] = [
  gear('light', 'candle', 'Candle', 'Bougie', 0, 0.01, 0, { aliases: { fr: ['Chandelle'] } }),
  gear('light', 'lamp', 'Common lamp', 'Lampe', 2, 0.1, 1, {
    aliases: { en: ['Lamp', 'Oil lamp'], fr: ['Lampe à huile'] }
  }),
  gear('light', 'hooded-lantern', 'Hooded lantern', 'Lanterne à capote', 3, 7, 2, {
    aliases: { en: ['Lantern'], fr: ['Lanterne'] }
  }),
  gear('light', 'bullseye-lantern', 'Bullseye lantern', 'Lanterne sourde', 3, 12, 3),
  gear('light', 'torch', 'Torch', 'Torche', 2, 0.01, 1, { aliases: { fr: ['Flambeau'] } }),
  gear('light', 'sunrod', 'Sunrod', 'Bâton éclairant', 2, 2, 1),
  gear('light', 'everburning-torch', 'Everburning torch', 'Torche éternelle', 2, 110, 1)
]

const CONTAINERS: CatalogEntry[] = [
  gear('container', 'backpack', 'Backpack', 'Sac à dos', 3, 2, 2, { unit: note('empty', 'vide') }),
  gear('container', 'barrel', 'Barrel', 'Tonneau', 5, 2, 30, {
    unit: note('empty', 'vide'),
    aliases: { en: ['Cask'], fr: ['Barrique', 'Fût'] }
  }),
  gear('container', 'basket', 'Basket', 'Panier', 3, 0.4, 1, { unit: note('empty', 'vide') }),
  gear('container', 'bucket', 'Bucket', 'Seau', 3, 0.5, 2, { unit: note('empty', 'vide') }),
  gear('container', 'chest', 'Chest', 'Coffre', 5, 2, 25, {
    unit: note('empty', 'vide'),
    aliases: { en: ['Trunk'], fr: ['Malle'] }
  }),
  gear('container', 'belt-pouch', 'Belt pouch', 'Bourse', 1, 1, 0.5, {
    unit: note('empty', 'vide'),
    aliases: { en: ['Pouch', 'Purse'], fr: ['Sacoche de ceinture'] }
  }),
  gear('container', 'sack', 'Sack', 'Sac', 1, 0.1, 0.5, { unit: note('empty', 'vide') }),
  gear('container', 'scroll-case', 'Map or scroll case', 'Étui à parchemins', 2, 1, 0.5, {
    aliases: { en: ['Scroll case', 'Map case'], fr: ['Étui à cartes'] }
  })
]

const TOOLS: CatalogEntry[] = [
  gear('tool', 'alchemists-lab', "Alchemist's lab", 'Laboratoire d’alchimie', 5, 200, 40, {
    aliases: { en: ['Alchemy lab'] }
  }),
  gear('tool', 'artisans-tools', "Artisan's tools", 'Outils d’artisan', 3, 5, 5, {
    aliases: { en: ['Tools'], fr: ['Outils'] }
  }),
  gear('tool', 'artisans-tools-masterwork', "Masterwork artisan's tools", 'Outils d’artisan de maître', 3, 55, 5, {
    kind: 'artisans-tools'
  }),
  gear('tool', 'climbers-kit', "Climber's kit", 'Matériel d’escalade', 3, 80, 5, { aliases: { en: ['Climbing kit'] } }),
  gear('tool', 'disguise-kit', 'Disguise kit', 'Trousse de déguisement', 4, 50, 8),
  gear('tool', 'healers-kit', "Healer's kit", 'Trousse de premiers secours', 2, 50, 1, {
    aliases: { en: ['First aid kit', 'Healing kit'], fr: ['Trousse de soins', 'Trousse de premier secours'] }
  }),
  gear('tool', 'holy-symbol-wooden', 'Wooden holy symbol', 'Symbole sacré en bois', 1, 1, 0, {
    aliases: { en: ['Holy symbol'], fr: ['Symbole sacré', 'Symbole religieux'] }
  }),
  gear('tool', 'holy-symbol-silver', 'Silver holy symbol', 'Symbole sacré en argent', 1, 25, 1),
  gear('tool', 'magnifying-glass', 'Magnifying glass', 'Loupe', 0, 100, 0),
  gear('tool', 'musical-instrument', 'Musical instrument', 'Instrument de musique', 3, 5, 3, {
    aliases: { en: ['Lute', 'Flute', 'Drum'], fr: ['Luth', 'Flûte', 'Tambour'] }
  }),
  gear(
    'tool',
    'musical-instrument-masterwork',
    'Masterwork musical instrument',
    'Instrument de musique de maître',
    3,
    100,
    3,
    { kind: 'musical-instrument' }
  ),
  gear('tool', 'merchants-scale', "Merchant's scale", 'Balance de marchand', 2, 2, 1, {
    aliases: { en: ['Scale'], fr: ['Balance'] }
  }),
  gear('tool', 'spell-component-pouch', 'Spell component pouch', 'Sacoche à composantes', 2, 5, 2, {
    aliases: { en: ['Component pouch'], fr: ['Bourse à composantes'] }
  }),
  gear('tool', 'spellbook', 'Spellbook', 'Grimoire', 3, 15, 3, {
    unit: note('blank, 100 pages', 'vierge, 100 pages'),
    aliases: { en: ['Spell book', 'Book'], fr: ['Livre'] }
  }),
  gear('tool', 'thieves-tools', "Thieves' tools", 'Outils de voleur', 2, 30, 1, {
    aliases: { en: ['Lockpicks'], fr: ['Crochets', 'Outils de cambrioleur'] }
  }),
  gear('tool', 'thieves-tools-masterwork', "Masterwork thieves' tools", 'Outils de voleur de maître', 2, 100, 2, {
    kind: 'thieves-tools'
  }),
  gear('tool', 'masterwork-tool', 'Masterwork tool', 'Outil de maître', 2, 50, 1),
  gear('tool', 'water-clock', 'Water clock', 'Clepsydre', 7, 1000, 200)
]

const CLOTHING: CatalogEntry[] = [
  gear('clothing', 'artisans-outfit', "Artisan's outfit", 'Tenue d’artisan', 3, 1, 4),
  gear('clothing', 'clerics-vestments', "Cleric's vestments", 'Tenue sacerdotale', 3, 5, 6, {
    aliases: { en: ['Vestments'] }
  }),
  gear('clothing', 'cold-weather-outfit', 'Cold-weather outfit', 'Tenue polaire', 3, 8, 7, {
    aliases: { en: ['Winter clothes'], fr: ['Tenue d’hiver'] }
  }),
  gear('clothing', 'courtiers-outfit', "Courtier's outfit", 'Habit de cour', 3, 30, 6),
  gear('clothing', 'entertainers-outfit', "Entertainer's outfit", 'Costume d’artiste', 3, 3, 4),
  gear('clothing', 'explorers-outfit', "Explorer's outfit", 'Tenue d’explorateur', 3, 10, 8),
  gear('clothing', 'monks-outfit', "Monk's outfit", 'Habit de moine', 2, 5, 2),
  gear('clothing', 'nobles-outfit', "Noble's outfit", 'Habit de noble', 3, 75, 10),
  gear('clothing', 'peasants-outfit', "Peasant's outfit", 'Habit de paysan', 2, 0.1, 2),
  gear('clothing', 'royal-outfit', 'Royal outfit', 'Toilette royale', 4, 200, 15),
  gear('clothing', 'scholars-outfit', "Scholar's outfit", 'Habit d’érudit', 3, 5, 6),
  gear('clothing', 'travelers-outfit', "Traveler's outfit", 'Tenue de voyage', 3, 1, 5, {
    aliases: { en: ["Traveller's outfit"], fr: ['Tenue de voyageur'] }
  })
]

const FOOD: CatalogEntry[] = [
  gear('food', 'ration', 'Trail rations', 'Ration de survie', 2, 0.5, 1, {
    unit: note('per day', 'par jour'),
    aliases: { en: ['Ration', 'Rations'], fr: ['Ration', 'Rations'] }
  }),
  gear('food', 'bread', 'Bread', 'Pain', 2, 0.02, 0.5, { unit: note('1 loaf', '1 miche') }),
  gear('food', 'cheese', 'Cheese', 'Fromage', 1, 0.1, 0.5, { unit: note('1 hunk', '1 morceau') }),
  gear('food', 'meat', 'Meat', 'Viande', 1, 0.3, 0.5, { unit: note('1 chunk', '1 morceau') }),
  gear('food', 'wine-bottle', 'Bottle of wine', 'Bouteille de vin', 3, 10, 1.5, {
    unit: note('fine wine', 'vin fin'),
    aliases: { en: ['Wine'], fr: ['Vin'] },
    levelNote: SEED_NOTE(
      'a bottle of wine is a medium item (level 3).',
      'une bouteille de vin est un objet moyen (niveau 3).'
    )
  }),
  gear('food', 'wine-pitcher', 'Pitcher of wine', 'Pichet de vin', 3, 0.2, 6, {
    unit: note('common wine', 'vin ordinaire')
  }),
  gear('food', 'ale-gallon', 'Ale (gallon)', 'Bière (4 litres)', 3, 0.2, 8, {
    aliases: { en: ['Beer'], fr: ['Tonnelet de bière'] }
  }),
  gear('food', 'ale-mug', 'Ale (mug)', 'Chope de bière', 1, 0.04, 1)
]

const MOUNT_GEAR: CatalogEntry[] = [
  gear('mount', 'bit-and-bridle', 'Bit and bridle', 'Mors et bride', 2, 2, 1, {
    aliases: { en: ['Bridle'], fr: ['Bride'] }
  }),
  gear('mount', 'feed', 'Animal feed', 'Fourrage', 3, 0.05, 10, {
    unit: note('per day', 'par jour'),
    aliases: { en: ['Feed', 'Fodder'], fr: ['Avoine'] }
  }),
  gear('mount', 'saddle', 'Riding saddle', 'Selle d’équitation', 5, 10, 25, {
    aliases: { en: ['Saddle'], fr: ['Selle', 'Selle de cheval'] }
  }),
  gear('mount', 'saddle-military', 'Military saddle', 'Selle de guerre', 5, 20, 30),
  gear('mount', 'saddle-pack', 'Pack saddle', 'Bât', 5, 5, 15, { aliases: { fr: ['Selle de bât'] } }),
  gear('mount', 'saddle-exotic-riding', 'Exotic riding saddle', 'Selle d’équitation exotique', 5, 30, 30),
  gear('mount', 'saddle-exotic-military', 'Exotic military saddle', 'Selle de guerre exotique', 5, 60, 40),
  gear('mount', 'saddle-exotic-pack', 'Exotic pack saddle', 'Bât exotique', 5, 15, 20),
  gear('mount', 'saddlebags', 'Saddlebags', 'Fontes', 4, 4, 8, { aliases: { fr: ['Sacoches de selle'] } }),
  // Barding for a Large mount: made for size G, so one step heavier for a Medium bearer (RULES.md §8).
  armor('barding-chain-shirt', 'Chain shirt barding', 'Barde (chemise de mailles)', 'light', 400, 50, {
    section: 'mount',
    size: 'G',
    aliases: { en: ['Barding'], fr: ['Barde'] }
  }),
  armor('barding-scale-mail', 'Scale mail barding', 'Barde (armure d’écailles)', 'medium', 200, 60, {
    section: 'mount',
    size: 'G'
  }),
  armor('barding-full-plate', 'Full plate barding', 'Barde (harnois)', 'heavy', 6000, 100, {
    section: 'mount',
    size: 'G'
  })
]

const VEHICLES: CatalogEntry[] = [
  gear('vehicle', 'rowing-boat', 'Rowing boat', 'Barque', 6, 50, 100, { aliases: { en: ['Rowboat'], fr: ['Canot'] } }),
  gear('vehicle', 'oar', 'Oar', 'Rame', 6, 2, 10, { aliases: { fr: ['Aviron'] }, levelNote: LENGTH_NOTE }),
  gear('vehicle', 'cart', 'Cart', 'Charrette', 7, 15, 200),
  gear('vehicle', 'wagon', 'Wagon', 'Chariot', 7, 35, 400, {
    aliases: { en: ['Loaded wagon'], fr: ['Chariot rempli de marchandises'] }
  }),
  gear('vehicle', 'carriage', 'Carriage', 'Carrosse', 7, 100, 600, { aliases: { en: ['Coach'], fr: ['Diligence'] } }),
  gear('vehicle', 'sled', 'Sled', 'Traîneau', 7, 20, 300, { aliases: { en: ['Sledge (vehicle)'] } }),
  gear('vehicle', 'keelboat', 'Keelboat', 'Bateau à quille', 7, 3000, null),
  gear('vehicle', 'longship', 'Longship', 'Drakkar', 7, 10000, null),
  gear('vehicle', 'sailing-ship', 'Sailing ship', 'Voilier', 7, 10000, null, {
    aliases: { en: ['Ship'], fr: ['Navire'] }
  }),
  gear('vehicle', 'galley', 'Galley', 'Galère', 7, 30000, null),
  gear('vehicle', 'warship', 'Warship', 'Navire de guerre', 7, 25000, null)
]

const CREATURES: CatalogEntry[] = [
  creature('creature', 'creature-diminutive', 'Diminutive creature', 'Créature de taille Min', 'Min', null),
  creature('creature', 'creature-tiny', 'Tiny creature', 'Créature de taille TP', 'TP', null),
  creature('creature', 'creature-small', 'Small creature', 'Créature de taille P', 'P', null),
  creature('creature', 'creature-medium', 'Medium creature', 'Créature de taille M', 'M', null, {
    aliases: { en: ['Person', 'Body'], fr: ['Personne', 'Corps'] }
  }),
  creature('creature', 'creature-large', 'Large creature', 'Créature de taille G', 'G', null),
  creature(
    'creature',
    'warrior-small-gear',
    'Small warrior with all gear',
    'Guerrier de taille P avec tout son équipement',
    'P',
    null,
    { withGear: true }
  ),
  creature(
    'creature',
    'warrior-medium-gear',
    'Medium warrior with all gear',
    'Guerrier de taille M avec tout son équipement',
    'M',
    null,
    { withGear: true }
  ),
  creature('creature', 'cat', 'Cat', 'Chat', 'TP', null),
  creature('creature', 'hawk', 'Hawk', 'Faucon', 'TP', null),
  creature('creature', 'raven', 'Raven', 'Corbeau', 'TP', null),
  creature('creature', 'chicken', 'Chicken', 'Poulet', 'TP', 0.02, { aliases: { en: ['Hen'], fr: ['Poule'] } }),
  creature('creature', 'goat', 'Goat', 'Chèvre', 'P', 1),
  creature('creature', 'guard-dog', 'Guard dog', 'Chien de garde', 'P', 25, {
    aliases: { en: ['Dog'], fr: ['Chien'] }
  }),
  creature('creature', 'riding-dog', 'Riding dog', 'Chien de selle', 'M', 150),
  creature('creature', 'sheep', 'Sheep', 'Mouton', 'M', 2),
  creature('creature', 'pig', 'Pig', 'Cochon', 'M', 3),
  creature('creature', 'donkey', 'Donkey', 'Âne', 'M', 8),
  creature('creature', 'pony', 'Pony', 'Poney', 'M', 30),
  creature('creature', 'warpony', 'Combat-trained pony', 'Poney de guerre', 'M', 45, { aliases: { en: ['Warpony'] } }),
  creature('creature', 'mule', 'Mule', 'Mule', 'G', 8),
  creature('creature', 'light-horse', 'Light horse', 'Cheval léger', 'G', 75, {
    aliases: { en: ['Horse'], fr: ['Cheval'] }
  }),
  creature('creature', 'light-warhorse', 'Combat-trained light horse', 'Cheval de guerre léger', 'G', 110, {
    aliases: { en: ['Light warhorse'] }
  }),
  creature('creature', 'heavy-horse', 'Heavy horse', 'Cheval lourd', 'G', 200),
  creature('creature', 'heavy-warhorse', 'Combat-trained heavy horse', 'Cheval de guerre lourd', 'G', 300, {
    aliases: { en: ['Heavy warhorse', 'Warhorse'], fr: ['Destrier'] }
  }),
  creature('creature', 'cow', 'Cow', 'Vache', 'G', 10),
  creature('creature', 'ox', 'Ox', 'Bœuf', 'G', 15)
]

/** Trade goods, per pound (PF1 Core Rulebook trade goods table). */
const TRADE_GOODS: CatalogEntry[] = [
  ['trade-wheat', 'Wheat', 'Blé', 0.01],
  ['trade-flour', 'Flour', 'Farine', 0.02],
  ['trade-iron', 'Iron ingot', 'Lingot de fer', 0.1],
  ['trade-tobacco', 'Tobacco (trade good)', 'Tabac (marchandise)', 0.5],
  ['trade-copper', 'Copper ingot', 'Lingot de cuivre', 0.5],
  ['trade-cinnamon', 'Cinnamon', 'Cannelle', 1],
  ['trade-pepper', 'Pepper', 'Poivre', 2],
  ['trade-ginger', 'Ginger', 'Gingembre', 2],
  ['trade-salt', 'Salt (trade good)', 'Sel (marchandise)', 5],
  ['trade-silver', 'Silver ingot', 'Lingot d’argent', 5],
  ['trade-saffron', 'Saffron', 'Safran', 15],
  ['trade-cloves', 'Cloves', 'Clous de girofle', 15],
  ['trade-gold', 'Gold ingot', 'Lingot d’or', 50],
  ['trade-platinum', 'Platinum ingot', 'Lingot de platine', 500]
]
  .map(([id, en, fr, price]) =>
    gear('gear', id as string, en as string, fr as string, 1, price as number, 1, { unit: note('1 lb.', '500 g') })
  )
  .concat([
    gear('gear', 'trade-linen', 'Linen', 'Lin', 1, 4, 1, { unit: note('1 sq. yd.', '1 m²') }),
    gear('gear', 'trade-silk', 'Silk', 'Soie', 1, 10, 1, { unit: note('1 sq. yd.', '1 m²') })
  ])

/** The hand-written entries (Core Rulebook), before the PF1 data is merged in (./pf1). */
export const HAND_WRITTEN: readonly CatalogEntry[] = [
  ...WEAPONS,
  ...ARMORS,
  ...SHIELDS,
  ...AMMO,
  ...COINS,
  ...MAGIC,
  ...ADVENTURING_GEAR,
  ...LIGHTS,
  ...CONTAINERS,
  ...TOOLS,
  ...CLOTHING,
  ...FOOD,
  ...MOUNT_GEAR,
  ...VEHICLES,
  ...CREATURES,
  ...TRADE_GOODS
]

/** Names and notes as printed: the data's straight apostrophes ("Alchemist's fire") become ’ (search
 * folds both to a space, so "alchemist's" still finds it). */
function printed(e: CatalogEntry): CatalogEntry {
  const b = (x: Bilingual): Bilingual => ({ en: typographic(x.en), fr: typographic(x.fr) })
  return {
    ...e,
    en: typographic(e.en),
    fr: typographic(e.fr),
    ...(e.round ? { round: { ...e.round, ...b(e.round) } } : {}),
    ...(e.unit ? { unit: b(e.unit) } : {}),
    ...(e.levelNote ? { levelNote: b(e.levelNote) } : {})
  }
}

/** Every built-in entry, in display order: the hand-written ones merged with the PF1 data. */
export const CATALOG_DATA: readonly CatalogEntry[] = buildPf1Catalog(HAND_WRITTEN).entries.map(printed)
