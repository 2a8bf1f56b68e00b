// Wording of exported documents (summaries, party sheet, ledger CSV), in the campaign's language.
// The app's own UI strings live in the renderer; tier and level names follow RULES.md §1–2.
import type { CoinKind } from '../catalog/types'
import { LEVEL_NAMES, SIZE_NAMES, TIER_NAMES } from '../rules/tables'
import type { ArmorCategory, Size, Tier } from '../rules/types'

export type ExportLanguage = 'fr' | 'en'

/** Shape of one language's dictionary: every key is required in both languages. */
export interface ExportStrings {
  locale: string
  tier: Record<Tier, string>
  /** The same, short, for tables ("heavy"). */
  tierShort: Record<Tier, string>
  noLoad: string
  level: readonly [string, string, string, string, string, string, string, string]
  size: Record<Size, string>
  armorCategory: Record<ArmorCategory, string>
  weaponGroup: Record<2 | 3 | 4, string>
  weaponGroupOther: (level: number) => string
  carriedArmorGroup: Record<4 | 5 | 6, string>
  carriedArmorGroupOther: (level: number) => string
  coinsGroup: string
  ammoGroup: string
  creatureGroup: (level: number) => string
  coin: Record<CoinKind, { name: string; abbr: string }>
  gp: string
  characterSummary: string
  partySheet: string
  ledger: string
  player: string
  strength: string
  strengthShort: string
  size_: string
  wornArmor: string
  none: string
  load: string
  effects: string
  why: string
  maxDex: string
  noMaxDex: string
  checkPenalty: string
  /** Short form for tables ("Check −6"). */
  checkShort: string
  speed: string
  run: string
  cannotMove: string
  noPenalty: string
  coinWord: (n: number) => string
  inventory: string
  emptyInventory: string
  levelWord: string
  units: (n: number) => string
  limits: string
  quantity: string
  item: string
  value: string
  notes: string
  coins: string
  noCoins: string
  totalValue: string
  unpriced: (n: number) => string
  notCounted: string
  stash: string
  emptyStash: string
  character: string
  generated: string
  page: string
  roundsInside: (n: number) => string
  madeFor: (size: string) => string
  /** "+3 before medium load" */
  roomBefore: (n: string, tier: string) => string
  /** At a limit: one more unit changes the load. */
  atLimit: (tier: string) => string
  /** "Player: " in English, "Joueur : " in French (a no-break space before the colon). */
  colon: string
  overBy: (n: string) => string
  /** Speed for a 30 ft and a 20 ft base, in the units players use in this language. */
  speedValue: (ft30: number, ft20: number) => string
  reasonNone: string
  reasonGroup: (units: string, group: string, tier: string) => string
  reasonArmor: (armor: string, category: string, tier: string) => string
  nextLabel: string
  nextThreshold: (count: string, group: string, tier: string) => string
  csv: {
    date: string
    item: string
    quantity: string
    from: string
    to: string
    note: string
    outside: string
    removedCharacter: (id: string) => string
  }
  and: string
}

/** Tier, level and size names as the rules name them (rules/tables.ts). */
function ruleNames(lang: ExportLanguage): Pick<ExportStrings, 'tier' | 'level' | 'size'> {
  const pick = <K extends string>(table: Readonly<Record<K, { fr: string; en: string }>>) =>
    Object.fromEntries(Object.entries<{ fr: string; en: string }>(table).map(([k, v]) => [k, v[lang]])) as Record<
      K,
      string
    >
  return {
    tier: pick(TIER_NAMES),
    level: LEVEL_NAMES.map((l) => l[lang]) as unknown as ExportStrings['level'],
    size: pick(SIZE_NAMES)
  }
}

const en: ExportStrings = {
  locale: 'en-GB',
  ...ruleNames('en'),
  tierShort: { light: 'light', medium: 'medium', heavy: 'heavy', over: 'over' },
  noLoad: 'empty',
  armorCategory: { light: 'light armour', medium: 'medium armour', heavy: 'heavy armour' },
  weaponGroup: { 2: 'Light weapons', 3: 'One-handed weapons', 4: 'Two-handed weapons' },
  weaponGroupOther: (l) => `Weapons of level ${l}`,
  carriedArmorGroup: { 4: 'Light armours (carried)', 5: 'Medium armours (carried)', 6: 'Heavy armours (carried)' },
  carriedArmorGroupOther: (l) => `Carried armours of level ${l}`,
  coinsGroup: 'Coins',
  ammoGroup: 'Ammunition containers',
  creatureGroup: (l) => `Carried creatures (level ${l})`,
  coin: {
    cp: { name: 'copper pieces', abbr: 'cp' },
    sp: { name: 'silver pieces', abbr: 'sp' },
    gp: { name: 'gold pieces', abbr: 'gp' },
    pp: { name: 'platinum pieces', abbr: 'pp' }
  },
  gp: 'gp',
  characterSummary: 'Character summary',
  partySheet: 'Party sheet',
  ledger: 'Ledger',
  player: 'Player',
  strength: 'Strength',
  strengthShort: 'STR',
  size_: 'Size',
  wornArmor: 'Worn armour',
  none: 'none',
  load: 'Load',
  effects: 'Effects',
  why: 'Why',
  maxDex: 'Max Dex',
  noMaxDex: 'no limit',
  checkPenalty: 'Check penalty',
  checkShort: 'Checks',
  speed: 'Speed',
  run: 'Run',
  cannotMove: 'cannot move',
  noPenalty: 'no penalty',
  coinWord: (n) => (n === 1 ? 'coin' : 'coins'),
  inventory: 'Inventory by limit group',
  emptyInventory: 'Carries nothing.',
  levelWord: 'level',
  units: (n) => (n === 1 ? 'unit' : 'units'),
  limits: 'limits',
  quantity: 'Qty',
  item: 'Item',
  value: 'Value',
  notes: 'Notes',
  coins: 'Coins',
  noCoins: 'No coins.',
  totalValue: 'Total value',
  unpriced: (n) => `${n} ${n === 1 ? 'line has' : 'lines have'} no price`,
  notCounted: 'Never counted (unlimited)',
  stash: 'Party stash',
  emptyStash: 'The stash is empty.',
  character: 'Character',
  generated: 'Printed',
  page: 'page',
  roundsInside: (n) => `${n} ${n === 1 ? 'round' : 'rounds'} inside`,
  madeFor: (s) => `made for ${s}`,
  roomBefore: (n, t) => `+${n} before ${t}`,
  atLimit: (t) => `at the limit: one more → ${t}`,
  colon: ':',
  overBy: (n) => `over by ${n}`,
  speedValue: (a, b) => `${a} ft (${b} ft)`,
  reasonNone: 'every group within its light limit',
  reasonGroup: (u, g, t) => `${u} × ${g} → ${t}`,
  reasonArmor: (a, c, t) => `${a} worn (${c}) → ${t}`,
  nextLabel: 'Next tier',
  nextThreshold: (n, g, t) => `+${n} × ${g} → ${t}`,
  csv: {
    date: 'Date',
    item: 'Item',
    quantity: 'Quantity',
    from: 'From',
    to: 'To',
    note: 'Note',
    outside: 'Outside the party',
    removedCharacter: (id) => `(removed character ${id})`
  },
  and: 'and'
}

const fr: ExportStrings = {
  locale: 'fr-FR',
  ...ruleNames('fr'),
  tierShort: { light: 'légère', medium: 'intermédiaire', heavy: 'lourde', over: 'surcharge' },
  noLoad: 'vide',
  armorCategory: { light: 'armure légère', medium: 'armure intermédiaire', heavy: 'armure lourde' },
  weaponGroup: { 2: 'Armes légères', 3: 'Armes à une main', 4: 'Armes à deux mains' },
  weaponGroupOther: (l) => `Armes de niveau ${l}`,
  carriedArmorGroup: {
    4: 'Armures légères (transportées)',
    5: 'Armures intermédiaires (transportées)',
    6: 'Armures lourdes (transportées)'
  },
  carriedArmorGroupOther: (l) => `Armures transportées de niveau ${l}`,
  coinsGroup: 'Pièces',
  ammoGroup: 'Contenants de munitions',
  creatureGroup: (l) => `Créatures portées (niveau ${l})`,
  coin: {
    cp: { name: 'pièces de cuivre', abbr: 'pc' },
    sp: { name: "pièces d'argent", abbr: 'pa' },
    gp: { name: "pièces d'or", abbr: 'po' },
    pp: { name: 'pièces de platine', abbr: 'pp' }
  },
  gp: 'po',
  characterSummary: 'Résumé du personnage',
  partySheet: 'Feuille du groupe',
  ledger: 'Registre',
  player: 'Joueur',
  strength: 'Force',
  strengthShort: 'FOR',
  size_: 'Taille',
  wornArmor: 'Armure portée',
  none: 'aucune',
  load: 'Charge',
  effects: 'Effets',
  why: 'Pourquoi',
  maxDex: 'Dex max',
  noMaxDex: 'aucune limite',
  checkPenalty: 'Malus aux tests',
  checkShort: 'Tests',
  speed: 'Vitesse',
  run: 'Course',
  cannotMove: 'ne peut pas bouger',
  noPenalty: 'aucun malus',
  coinWord: (n) => (Math.abs(n) < 2 ? 'pièce' : 'pièces'),
  inventory: 'Inventaire par groupe de limites',
  emptyInventory: 'Ne porte rien.',
  levelWord: 'niveau',
  units: (n) => (Math.abs(n) < 2 ? 'unité' : 'unités'),
  limits: 'limites',
  quantity: 'Qté',
  item: 'Objet',
  value: 'Valeur',
  notes: 'Notes',
  coins: 'Pièces',
  noCoins: 'Aucune pièce.',
  totalValue: 'Valeur totale',
  unpriced: (n) => `${n} ${n === 1 ? 'ligne sans prix' : 'lignes sans prix'}`,
  notCounted: 'Jamais comptés (illimités)',
  stash: 'Réserve du groupe',
  emptyStash: 'La réserve est vide.',
  character: 'Personnage',
  generated: 'Imprimé le',
  page: 'page',
  roundsInside: (n) => `${n} ${n === 1 ? 'projectile' : 'projectiles'} dedans`,
  madeFor: (s) => `taille ${s}`,
  roomBefore: (n, t) => `+${n} avant ${t}`,
  atLimit: (t) => `à la limite\u00a0: un de plus → ${t}`,
  colon: '\u00a0:',
  overBy: (n) => `${n} de trop`,
  // French Pathfinder books give speeds in metres: 30 ft = 9 m, 20 ft = 6 m, 15 ft = 4,5 m.
  speedValue: (a, b) => `${formatNumber('fr', (a / 5) * 1.5, 1)} m (${formatNumber('fr', (b / 5) * 1.5, 1)} m)`,
  reasonNone: 'chaque groupe sous sa limite légère',
  reasonGroup: (u, g, t) => `${u} × ${g} → ${t}`,
  reasonArmor: (a, c, t) => `${a} portée (${c}) → ${t}`,
  nextLabel: 'Palier suivant',
  nextThreshold: (n, g, t) => `+${n} × ${g} → ${t}`,
  csv: {
    date: 'Date',
    item: 'Objet',
    quantity: 'Quantité',
    from: 'De',
    to: 'À',
    note: 'Note',
    outside: 'Hors du groupe',
    removedCharacter: (id) => `(personnage supprimé ${id})`
  },
  and: 'et'
}

const dictionaries: Record<ExportLanguage, ExportStrings> = { en, fr }

export function exportStrings(lang: ExportLanguage): ExportStrings {
  return dictionaries[lang]
}

/** Word + symbol, so a tier never relies on colour (a black-and-white print keeps it). */
export const TIER_SYMBOL: Record<Tier, string> = { light: '○', medium: '◐', heavy: '●', over: '✖' }

/** A number in the language's conventions (fr: 1 234,5 ; en: 1,234.5). */
export function formatNumber(lang: ExportLanguage, n: number, maxFractionDigits = 2): string {
  const key = `${lang}:${maxFractionDigits}`
  let format = numberFormats.get(key)
  if (!format) {
    // Building a formatter costs far more than using one: keep one per language and precision.
    format = new Intl.NumberFormat(dictionaries[lang].locale, { maximumFractionDigits: maxFractionDigits })
    numberFormats.set(key, format)
  }
  return format.format(n)
}

const numberFormats = new Map<string, Intl.NumberFormat>()

/** A signed modifier: +4, −1 (true minus sign), 0. */
export function formatSigned(n: number): string {
  if (n > 0) return `+${n}`
  if (n < 0) return `−${Math.abs(n)}`
  return '0'
}

/** Date of an ISO timestamp as its wall-clock time in the file (no time-zone conversion). */
export function formatDate(lang: ExportLanguage, iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(iso)
  if (!m) return iso
  const [, y, mo, d, h, mi] = m
  const date = lang === 'fr' ? `${d}/${mo}/${y}` : `${y}-${mo}-${d}`
  return h === undefined ? date : `${date} ${h}:${mi}`
}

/** "a, b and c" */
export function joinList(lang: ExportLanguage, parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('')
  return `${parts.slice(0, -1).join(', ')} ${dictionaries[lang].and} ${parts[parts.length - 1]}`
}
