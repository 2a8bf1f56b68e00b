// What is a consumable (issue 13 item 5): an item used up by using it, so that "Use N" on its line
// (drink 1, throw 2, eat a ration, −12 arrows) means something. The catalog sets `consumable` on every
// entry the rule below holds (./pf1 buildPf1Catalog); a custom item is one when the GM marks it so.
import type { Pf1Row } from './pf1-row'
import type { Bilingual, CatalogEntry } from './types'

/** The rule, as the catalog's notes say it. */
export const CONSUMABLE_RULE: Bilingual = {
  en:
    'Consumables are what using them uses up: potions, elixirs, scrolls and wands (a spent wand is thrown away); ' +
    'ammunition (arrows, bolts, bullets, darts, cartridges); food, drink and animal feed; alchemical items ' +
    '(acid, alchemist’s fire, antitoxin, holy water, smokesticks, tanglefoot bags, thunderstones, remedies, ' +
    'herbs, poisons); lights that burn out (torches, candles, sunrods, flasks of oil, tindertwigs); and ' +
    'writing and lighting supplies (chalk, ink, paper, parchment, sealing wax, soap, firewood). Not ' +
    'consumables: weapons (thrown ones come back), armour, shields, containers and kits, tools, clothing, ' +
    'rings, rods, staves and other wondrous items, lamps and lanterns, and the spell component pouch ' +
    '(its components are not counted one by one: the pouch stays).',
  fr:
    'Un consommable est ce que son usage épuise\u00a0: potions, élixirs, parchemins et baguettes (une baguette vide ' +
    'se jette)\u00a0; munitions (flèches, carreaux, billes, fléchettes, cartouches)\u00a0; nourriture, boisson et fourrage\u00a0; ' +
    'objets alchimiques (acide, feu grégeois, antidote, eau bénite, bâtons fumigènes, sacoches immobilisantes, ' +
    'pierres à tonnerre, remèdes, herbes, poisons)\u00a0; éclairages qui se consument (torches, bougies, bâtons ' +
    'éclairants, flasques d’huile, allumettes)\u00a0; et fournitures (craie, encre, papier, parchemin, cire à ' +
    'cacheter, savon, bois de chauffage). Ne sont pas des consommables\u00a0: les armes (celles de jet se ' +
    'ramassent), armures, boucliers, contenants et trousses, outils, vêtements, anneaux, sceptres, bâtons et ' +
    'autres objets merveilleux, lampes et lanternes, et la bourse à composantes (ses composantes ne se ' +
    'comptent pas une à une\u00a0: la bourse reste).'
}

/** Hand-written entries the rule names one by one (alchemical items, lights that burn out, supplies). */
const BY_ID: ReadonlySet<string> = new Set([
  'acid',
  'alchemists-fire',
  'antitoxin',
  'holy-water',
  'smokestick',
  'tanglefoot-bag',
  'thunderstone',
  'tindertwig',
  'torch',
  'candle',
  'sunrod',
  'moonrod',
  'candlerod',
  'oil',
  'chalk',
  'ink',
  'paper',
  'parchment',
  'sealing-wax',
  'soap',
  'firewood',
  'black-powder-dose'
])
const KEPT_SECTIONS: ReadonlySet<string> = new Set([
  'weapon',
  'armor',
  'shield',
  'container',
  'clothing',
  'coins',
  'creature',
  'vehicle'
])
const BY_NAME = /^(potion|elixir|scroll|wand|oil of)\b/i
/** …but not what holds them ("Scroll case", "Wand holster"). */
const HOLDER = /\b(case|holster|sheath|box|tube|belt|bandolier)\b/i
/** PF1 data subtypes used up by their use. */
const ROW_SUBTYPES: ReadonlySet<string> = new Set(['remedy', 'herb', 'poison'])

/** The rule (CONSUMABLE_RULE) on one entry; `row` is its PF1 data row, when it has one. */
export function consumableOf(e: CatalogEntry, row?: Pf1Row): boolean {
  if (e.extradimensional || e.type === 'weapon' || e.type === 'armor' || e.type === 'coins') return false
  if (e.type === 'creature' || KEPT_SECTIONS.has(e.section)) return false
  if (e.type === 'ammo' || e.section === 'ammo' || e.section === 'food') return true
  if (e.kind === 'potion' || e.kind === 'scroll' || e.kind === 'wand') return true
  if (BY_NAME.test(e.en) && !HOLDER.test(e.en)) return true
  if (/^alchemical /i.test(e.en) || /(^|-)feed$/.test(e.id) || BY_ID.has(e.id)) return true
  // PF1's splash weapons (items pack, "misc" weapons: acid, alchemist's fire, bombs) are thrown once
  return row !== undefined && (ROW_SUBTYPES.has(row.subtype) || (row.pack === 'items' && row.type === 'weapon'))
}

/** The entry with its flag set when the rule holds it. */
export function withConsumable(e: CatalogEntry, row?: Pf1Row): CatalogEntry {
  return consumableOf(e, row) ? { ...e, consumable: true } : e
}
