// A haul in one go (issue 10): a pasted list, one item a line or comma-separated, in French or English,
// read line by line into what each line adds. Also the quantities quick add must refuse with a message
// ("0 dague", "-5 dagues", "10k po", "99999999999 po") rather than add something else.
import {
  fold,
  normalize,
  parseQuantity,
  parseQuickAdd,
  searchCatalog,
  uncoveredWords,
  type SearchHit,
  type SearchOptions,
  type SearchableCustom
} from './search'
import type { Language as Lang } from '../core/language'
import type { Level } from '../rules/types'

const MAX_QUANTITY = 1_000_000_000

export type QuantityProblemReason = 'zero' | 'negative' | 'decimal' | 'suffix' | 'too-large'
export interface QuantityProblem {
  reason: QuantityProblemReason
  /** The quantity as typed ("0", "-5", "10k", "99999999999"). */
  typed: string
}

/** Why the quantity at the start of `text` cannot be added, or null when it can (or there is none). */
export function quantityProblem(text: string): QuantityProblem | null {
  const t = text.trim().replace(/\s+/g, ' ')
  let m = /^([-−]\s*\d[\d ,.]*)/u.exec(t)
  if (m) return { reason: 'negative', typed: m[1]!.trim() }
  m = /^(\d+[.,]\d{1,2})(?!\d)/u.exec(t)
  if (m) return { reason: 'decimal', typed: m[1]! }
  m = /^(\d+(?:[.,]\d+)?\s?[kK])(?=\s|$)/u.exec(t)
  if (m) return { reason: 'suffix', typed: m[1]! }
  m = /^[x×*]?\s*(\d{1,3}(?:[ \u00a0\u202f,.]\d{3})+|\d+)/iu.exec(t)
  if (!m) return null
  const n = Number(m[1]!.replace(/[^\d]/g, ''))
  if (n === 0) return { reason: 'zero', typed: m[1]! }
  if (!Number.isSafeInteger(n) || n > MAX_QUANTITY) return { reason: 'too-large', typed: m[1]! }
  return null
}

/**
 * The lines of a pasted haul: one a line, or separated by commas or semicolons ("1,000 po" stays whole; a
 * value after a comma stays with its line: "3 statuettes, 1 200 po en tout", "2 emeralds, worth 50 gp each").
 */
export function splitHaul(text: string): string[] {
  const out: string[] = []
  for (const line of text.split(/\r?\n/u)) {
    let first = true
    for (const part of line.split(/;|(?<!\d),|,(?!\d{3}(?!\d))/u)) {
      const s = part.replace(/^\s*(?:[-*•·–]|\d+[.)])(?=\s)\s*/u, '').trim()
      if (s === '') continue
      if (!first && out.length > 0 && VALUE_ALONE.some((re) => re.test(s))) out[out.length - 1] += `, ${s}`
      else out.push(s)
      first = false
    }
  }
  return out
}

/**
 * What a line of a haul becomes: a catalog entry or custom item (`ok`, perhaps only a `guess`), a gem, a
 * jewel or an art object of its own (`treasure`: its own name, value and level, sold at full value), a new
 * custom item made in place (`custom`: name, level, value), or nothing, said and skipped (`bad-quantity`,
 * `unknown`: no name at all). No line blocks the others (issue 25).
 */
export type HaulStatus = 'ok' | 'treasure' | 'custom' | 'bad-quantity' | 'unknown'

export type TreasureKind = 'gem' | 'jewel' | 'art'

export interface HaulRow<T extends SearchableCustom = SearchableCustom> {
  /** The line as pasted (or as the GM corrected it). */
  text: string
  status: HaulStatus
  /** What it adds, when it is a catalog entry or custom item. */
  hit?: SearchHit<T>
  /** Units to add (ammunition: containers). */
  quantity: number
  /** Ammunition: the rounds inside the containers. */
  rounds?: number
  /** True when the match is only a guess (typos forgiven, words of the name left out): the preview says so. */
  guess?: boolean
  problem?: QuantityProblem
  /** The value of one unit read on the line ("(500 po chacun)", "1 200 po en tout" over 3), in gp. */
  valueGp?: number
  /** "+1"…"+10" read on a weapon, armour, shield or ammunition line. */
  enhancement?: number
  /** "de maître" / "masterwork" read on such a line. */
  masterwork?: boolean
  /** Treasure and custom lines: the name the line or item gets ("Rubis", "Tapisserie elfique"). */
  name?: string
  /** Treasure and custom lines: the level RULES.md §2's guide gives it. */
  level?: Level
  /** Treasure lines: which. */
  treasure?: TreasureKind
}

// "carquois de 80 flèches", "2 quivers of 100 arrows", "étui avec 20 carreaux"
const CONTAINER_OF =
  /^(.*?\S)\s+(?:de|d['’]|of|with|avec|holding|contenant)\s*(\d{1,3}(?:[ \u00a0\u202f,.]\d{3})+|\d+)\s+(\S.*)$/iu

// ---------------------------------------------------------------------------------------------
// A value on a line: "(500 po chacun)", "à 500 po", "valeur 1 200 po", "1 200 po en tout", "worth 50 gp each"

const AMOUNT = String.raw`(\d{1,3}(?:[ \u00a0\u202f.,]\d{3})+(?![\d])|\d+(?:[.,]\d{1,2})?)`
const CURRENCY = String.raw`(po|pa|pc|pp|gp|sp|cp|mo|pièces? d['’]or|gold(?: pieces?)?)\.?`
const EACH = String.raw`chacune?|chaque|pi[eè]ce|l['’]unit[eé]|par unit[eé]|each|apiece|ea`
const TOTAL = String.raw`en tout|au total|le tout|pour le tout|le lot|total|in all|in total|altogether|for all|the lot`
const LEAD = String.raw`à|a|at|@|valeur|valant|vaut|d['’]une valeur de|value|valued at|worth|pour|for|prix|price`
const TAIL = String.raw`\s*(?:\s(${EACH}|${TOTAL}))?`
const VALUE_PATTERNS: RegExp[] = [
  // in brackets: "(500 po chacun)", "(valeur 1 200 po)"
  new RegExp(String.raw`\s*[(\[]\s*(?:(?:${LEAD})\s*:?\s*)?${AMOUNT}\s*${CURRENCY}${TAIL}\s*[)\]]\s*$`, 'iu'),
  // after a word that says it: "à 500 po", "valeur 1 200 po", ", worth 50 gp each"
  new RegExp(String.raw`\s*[,;:–—-]?\s+(?:${LEAD})\s*:?\s*${AMOUNT}\s*${CURRENCY}${TAIL}\s*$`, 'iu'),
  // after a dash or a comma, or bare but said each or total: "— 500 po", "1 200 po en tout"
  new RegExp(String.raw`\s*[,;:–—-]\s*${AMOUNT}\s*${CURRENCY}${TAIL}\s*$`, 'iu'),
  new RegExp(String.raw`\s+${AMOUNT}\s*${CURRENCY}\s(${EACH}|${TOTAL})\s*$`, 'iu')
]
/** A piece that is only a value ("worth 50 gp", "1 200 po en tout"): it belongs to the item before it. */
const VALUE_ALONE: RegExp[] = [
  new RegExp(String.raw`^(?:${LEAD})\s*:?\s*${AMOUNT}\s*${CURRENCY}${TAIL}$`, 'iu'),
  new RegExp(String.raw`^${AMOUNT}\s*${CURRENCY}\s(?:${EACH}|${TOTAL})$`, 'iu')
]
const GP_PER: Record<string, number> = { po: 1, gp: 1, mo: 1, pa: 0.1, sp: 0.1, pc: 0.01, cp: 0.01, pp: 10 }

function amountOf(digits: string): number {
  // "1 200", "1.200", "1,200" are thousands; "12,5" and "12.5" a decimal
  if (
    /^\d{1,3}(?:[ \u00a0\u202f.,]\d{3})+$/u.test(digits) &&
    !/^\d+[.,]\d{3}$/.test(digits.replace(/[ \u00a0\u202f]/gu, ''))
  )
    return Number(digits.replace(/[^\d]/g, ''))
  if (/^\d{1,3}[.,]\d{3}$/.test(digits)) return Number(digits.replace(/[^\d]/g, ''))
  return Number(digits.replace(',', '.'))
}

/** The value a line states, per unit or for the whole line, and the line without it; null when none. */
export function readValue(text: string): { rest: string; gp: number; total: boolean } | null {
  for (const re of VALUE_PATTERNS) {
    const m = re.exec(text)
    if (!m) continue
    const rest = text.slice(0, m.index).trim()
    // the line must still name something ("1 200 po en tout" alone is coins)
    if (!/\p{L}/u.test(rest)) return null
    const unit = m[2]!.toLowerCase()
    const rate = GP_PER[unit] ?? 1
    const gp = Math.round(amountOf(m[1]!) * rate * 100) / 100
    if (!Number.isFinite(gp) || gp < 0 || gp > 1e12) return null
    const said = (m[3] ?? '').toLowerCase()
    return { rest, gp, total: said !== '' && new RegExp(`^(?:${TOTAL})$`, 'iu').test(said) }
  }
  return null
}

// ---------------------------------------------------------------------------------------------
// "+1", "de maître", "masterwork"

const ENHANCEMENT = /(?:^|\s)\+\s?(10|[1-9])(?=\s|$|[,)])/u
const MASTERWORK = /(?:^|\s)(?:de ma[iî]tre|masterwork|mw|de qualit[eé] sup[eé]rieure)(?=\s|$)/iu

/** "+N" and masterwork read on a line, and the line without them; null when it says neither. */
export function readCraft(text: string): { rest: string; enhancement?: number; masterwork?: true } | null {
  let rest = text
  const out: { rest: string; enhancement?: number; masterwork?: true } = { rest }
  const e = ENHANCEMENT.exec(rest)
  if (e) {
    out.enhancement = Number(e[1])
    rest = rest.slice(0, e.index) + rest.slice(e.index + e[0].length)
  }
  const mw = MASTERWORK.exec(rest)
  if (mw) {
    out.masterwork = true
    rest = rest.slice(0, mw.index) + rest.slice(mw.index + mw[0].length)
  }
  if (!e && !mw) return null
  out.rest = rest.replace(/\s+/g, ' ').trim()
  return /\p{L}/u.test(out.rest) ? out : null
}

/** A catalog hit that masterwork and +N apply to: a weapon, an armour or shield, ammunition. */
export function craftable(hit: SearchHit<SearchableCustom>): boolean {
  if (hit.source !== 'catalog') return false
  const e = hit.entry
  return e.type === 'weapon' || e.type === 'armor' || e.section === 'shield' || e.round !== undefined
}

// ---------------------------------------------------------------------------------------------
// Gems, jewels and art objects (PF1 treasure): lines of their own, sold at full value (RULES.md §14)

const GEMS = [
  'rubis ruby rubies saphir sapphire emeraude emerald diamant diamond perle pearl opale opal amethyste amethyst',
  'topaze topaz grenat garnet jade onyx turquoise agate quartz jaspe jasper peridot aquamarine spinelle spinel',
  'tourmaline ambre amber corail coral obsidienne obsidian lapis citrine zircon beryl alexandrite malachite',
  'hematite moonstone chrysoberyl chrysobéryl gemme gemmes gem gems gemstone'
]
  .join(' ')
  .split(' ')
const GEM_PHRASES = [
  'aigue marine',
  'pierre de lune',
  'oeil de tigre',
  'tiger eye',
  'pierre precieuse',
  'precious stone'
]
const JEWELS =
  'bijou collier bracelet broche pendentif medaillon bague torque necklace brooch pendant locket earring bangle'.split(
    ' '
  )
/** Art objects by noun, with the level RULES.md §2's guide gives their usual size and weight. */
const ART: Record<string, Level> = {
  statuette: 2,
  figurine: 2,
  idole: 3,
  idol: 3,
  statue: 5,
  tapisserie: 4,
  tapestry: 4,
  tableau: 4,
  painting: 4,
  peinture: 4,
  portrait: 4,
  toile: 4,
  calice: 2,
  chalice: 2,
  coupe: 2,
  gobelet: 2,
  goblet: 2,
  hanap: 2,
  couronne: 2,
  crown: 2,
  diademe: 1,
  diadem: 1,
  tiare: 1,
  tiara: 1,
  sceptre: 3,
  scepter: 3,
  vase: 3,
  urne: 3,
  urn: 3,
  amphore: 4,
  miroir: 3,
  mirror: 3,
  candelabre: 3,
  candelabra: 3,
  chandelier: 3,
  coffret: 3,
  masque: 2,
  mask: 2,
  icone: 2,
  icon: 2,
  buste: 4,
  bust: 4,
  sculpture: 4,
  aiguiere: 3,
  ewer: 3,
  plateau: 3,
  platter: 3
}
const ART_PHRASES = ['objet d art', 'art object', 'work of art', 'oeuvre d art']

const foldedSet = (words: readonly string[]) => new Set(words.map((w) => fold(normalize(w))))
const GEM_SET = foldedSet(GEMS)
const JEWEL_SET = foldedSet(JEWELS)
const ART_LEVEL = new Map(Object.entries(ART).map(([w, l]) => [fold(w), l]))

/** The kind of treasure a name's first noun says, with its level; null when it is none. */
export function treasureOf(query: string): { kind: TreasureKind; level: Level } | null {
  const norm = normalize(query)
  const words = norm.split(' ')
  if (GEM_PHRASES.some((p) => norm.startsWith(p))) return { kind: 'gem', level: 0 }
  if (ART_PHRASES.some((p) => norm.startsWith(p))) return { kind: 'art', level: 2 }
  // the noun: first in French ("statuette en or"), last in English ("gold statuette")
  for (const word of new Set([words[0] ?? '', words[words.length - 1] ?? ''])) {
    const head = fold(word)
    if (GEM_SET.has(head)) return { kind: 'gem', level: 0 }
    if (JEWEL_SET.has(head)) return { kind: 'jewel', level: 1 }
    const art = ART_LEVEL.get(head)
    if (art !== undefined) return { kind: 'art', level: art }
  }
  return null
}

/** The catalog entry a treasure line is of. */
export const TREASURE_ENTRY: Readonly<Record<TreasureKind, string>> = { gem: 'gem', jewel: 'jewel', art: 'art-object' }

/** The level RULES.md §2's guide suggests for something unknown: "forearm", a light item. */
export const UNKNOWN_LEVEL: Level = 2

/** A name as the GM typed it, capitalised, with typographic apostrophes ("Collier d’argent"). */
const capitalized = (s: string): string => (s === '' ? s : s[0]!.toLocaleUpperCase() + s.slice(1).replace(/'/g, '’'))

// ---------------------------------------------------------------------------------------------
// Lines

/** A catalog entry or custom item for `text` (ammunition read with its rounds), or unknown. */
function readCatalog<T extends SearchableCustom>(
  text: string,
  lang: Lang,
  options: Omit<SearchOptions<T>, 'lang'>
): HaulRow<T> {
  const container = CONTAINER_OF.exec(text.trim())
  if (container) {
    const head = parseQuickAdd<T>(container[1]!, lang, options)
    const rounds = Number(container[2]!.replace(/[^\d]/g, ''))
    const capacity = head?.hit.source === 'catalog' ? head.hit.entry.capacity : undefined
    if (head && capacity && rounds <= MAX_QUANTITY) {
      const [round] = searchCatalog(container[3]!, { lang, limit: 1, sections: ['ammo'] })
      if (round && round.id === head.hit.id && round.match.field === 'round') {
        const quantity = Math.max(head.explicit ? head.quantity : 1, Math.ceil(rounds / capacity))
        return { text, status: 'ok', hit: head.hit, quantity, rounds }
      }
    }
  }
  const parsed = parseQuantity(text)
  const quick = parsed ? parseQuickAdd<T>(text, lang, options) : null
  if (!quick) return { text, status: 'unknown', quantity: parsed?.quantity ?? 0 }
  const row: HaulRow<T> = { text, status: 'ok', hit: quick.hit, quantity: quick.quantity }
  if (quick.rounds !== undefined) row.rounds = quick.rounds
  const { uncovered, queryWords } = uncoveredWords(quick.query, quick.hit.match.text)
  if (quick.hit.match.tier === 'fuzzy' || (quick.hit.match.tier !== 'exact' && queryWords >= 2 && uncovered.length > 0))
    row.guess = true
  return row
}

/** What `text` (its value already read) adds. */
function readItem<T extends SearchableCustom>(
  text: string,
  lang: Lang,
  options: Omit<SearchOptions<T>, 'lang'>
): HaulRow<T> {
  // "armure de cuir clouté +1", "épée longue de maître": the item without them, if they apply to it
  const craft = readCraft(text)
  if (craft) {
    const row = readCatalog(craft.rest, lang, options)
    if (row.status === 'ok' && row.hit && craftable(row.hit)) {
      if (craft.enhancement !== undefined) row.enhancement = craft.enhancement
      if (craft.masterwork) row.masterwork = true
      return row
    }
  }
  const parsed = parseQuantity(text)
  if (!parsed) return { text, status: 'unknown', quantity: 0 }
  const treasure = treasureOf(parsed.query)
  if (treasure) {
    // the catalog's own entry when it is named ("gemme", "pearl of power"), else a treasure of its own
    const row = readCatalog(text, lang, options)
    const tier = row.hit?.match.tier
    if (!(row.status === 'ok' && !row.guess && (tier === 'exact' || tier === 'prefix')))
      return {
        text,
        status: 'treasure',
        treasure: treasure.kind,
        quantity: parsed.quantity,
        name: capitalized(parsed.query),
        level: treasure.level
      }
  }
  const row = readCatalog(text, lang, options)
  if (row.status === 'ok') return row
  // something the catalog does not know: a custom item, made in place
  return { text, status: 'custom', quantity: parsed.quantity, name: capitalized(parsed.query), level: UNKNOWN_LEVEL }
}

/** Reads one line of a haul. */
export function parseHaulLine<T extends SearchableCustom = SearchableCustom>(
  text: string,
  lang: Lang,
  options: Omit<SearchOptions<T>, 'lang'> = {}
): HaulRow<T> {
  const problem = quantityProblem(text)
  if (problem) return { text, status: 'bad-quantity', quantity: 0, problem }
  // "1 200 po en tout" alone is coins: the words after them say nothing more
  const coins = new RegExp(String.raw`^(\s*${AMOUNT}\s*${CURRENCY})\s+(?:${EACH}|${TOTAL})\s*$`, 'iu').exec(text)
  if (coins) return { ...readItem(coins[1]!, lang, options), text }
  const value = readValue(text.trim())
  const row = readItem(value ? value.rest : text, lang, options)
  row.text = text
  if (value && row.status !== 'unknown') {
    // a total over the units ("3 statuettes, 1 200 po en tout"), to the copper piece
    row.valueGp = value.total ? Math.round((value.gp / Math.max(1, row.quantity)) * 100) / 100 : value.gp
  }
  return row
}

/** True when a row adds something (every row but a bad quantity or a line with no name). */
export function haulRowAdds(row: Pick<HaulRow, 'status'>): boolean {
  return row.status === 'ok' || row.status === 'treasure' || row.status === 'custom'
}
/** Reads a whole pasted haul. */
export function parseHaul<T extends SearchableCustom = SearchableCustom>(
  text: string,
  lang: Lang,
  options: Omit<SearchOptions<T>, 'lang'> = {}
): HaulRow<T>[] {
  return splitHaul(text).map((line) => parseHaulLine(line, lang, options))
}
