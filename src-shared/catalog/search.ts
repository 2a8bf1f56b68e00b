// Catalog search in French and English, tolerant of accents, case, plurals and typos, plus the
// quick-add parser ("3 dagues", "200 po").
//
// Hand-written rather than fuse.js: the GM needs a ranking by kind of match (exact name, then
// prefix, then all words, then substring, then typos), words in any order ("longue épée"), the
// same plural/feminine folding on both sides ("épées longues" = "Épée longue"), and to know which
// name matched (language, alias, ammunition round). Fuse scores one bitap pattern per string
// (typo-tolerant, but not tiered: "dague" and "dague coup-de-poing" score alike, "lon épée" misses),
// so its results would have to be re-ranked by all of the above anyway. The index is built once;
// a search over the whole catalog is a few hundred string comparisons.
import { catalog } from './index'
import type { Language } from '../core/language'
import type { CatalogEntry, CatalogSection } from './types'

/** What a custom item must provide to be searched with the catalog (a campaign's CustomItem fits). */
export interface SearchableCustom {
  id: string
  name: string
  nameFr?: string | undefined
}

/** Which of an item's names matched. */
export type MatchField = 'name' | 'alias' | 'round'
/** Kind of match, best first. */
export type MatchTier = 'exact' | 'prefix' | 'words' | 'contains' | 'fuzzy'
export const MATCH_TIERS: readonly MatchTier[] = ['exact', 'prefix', 'words', 'contains', 'fuzzy']

export interface MatchInfo {
  /** The name, alias or round name that matched, as written. */
  text: string
  /** Its language; null for a custom item's name when the item has no French name (unknown). */
  lang: Language | null
  field: MatchField
  tier: MatchTier
}

interface HitBase {
  id: string
  /** Display name in the requested language. */
  name: string
  match: MatchInfo
  /** Lower is better; results are sorted by it. */
  score: number
}
export interface CatalogHit extends HitBase {
  source: 'catalog'
  entry: CatalogEntry
}
export interface CustomHit<T extends SearchableCustom = SearchableCustom> extends HitBase {
  source: 'custom'
  item: T
}
export type SearchHit<T extends SearchableCustom = SearchableCustom> = CatalogHit | CustomHit<T>

export interface SearchOptions<T extends SearchableCustom = SearchableCustom> {
  /** Language of the display names; matches in it win ties. */
  lang: Language
  /** Default 20. */
  limit?: number
  /** The campaign's custom items, searched with the catalog (results tagged source 'custom'). */
  extra?: readonly T[]
  /** Only catalog entries of these sections (custom items are always searched). */
  sections?: readonly CatalogSection[]
}

// ---------------------------------------------------------------------------------------------
// Text folding

const STOPWORDS = new Set([
  'de',
  'du',
  'des',
  'la',
  'le',
  'les',
  'au',
  'aux',
  'en',
  'et',
  'un',
  'une',
  'pour',
  'avec',
  'sur',
  'of',
  'the',
  'an',
  'and',
  'for',
  'with',
  'to',
  'in',
  'on'
])

/** Lower case, accents stripped, ligatures expanded, anything but letters and digits → one space. */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

/** Folds plurals and feminines so both sides meet: dagues → dagu ← dague, torches → torch ← torch,
 * chevaux → cheval, légère → leger ← léger. Only ever compared with another folded word. */
export function fold(word: string): string {
  let w = word
  if (w.length <= 3) return w
  if (w.endsWith('ies') && w.length > 4) return w.slice(0, -3) + 'y'
  if (w.endsWith('aux') && !w.endsWith('eaux') && w.length > 4) return w.slice(0, -3) + 'al'
  if (w.endsWith('s') || w.endsWith('x')) w = w.slice(0, -1)
  if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1)
  return w
}

const isStopword = (w: string) => w.length === 1 || STOPWORDS.has(w)

interface Folded {
  norm: string
  compact: string
  folded: string
  /** Folded content words (no stopwords, unless that leaves none). */
  foldedWords: string[]
}

function foldText(text: string): Folded {
  const norm = normalize(text)
  const all = norm === '' ? [] : norm.split(' ')
  const content = all.filter((w) => !isStopword(w))
  const words = content.length > 0 ? content : all
  return {
    norm,
    compact: all.join(''),
    folded: all.map(fold).join(' '),
    foldedWords: words.map(fold)
  }
}

// ---------------------------------------------------------------------------------------------
// Words: every distinct folded word of the indexed names gets an id, so a query word is compared
// with each distinct word once per search (many names share words: "épée", "potion", "de").

const vocab = new Map<string, number>()
const vocabWords: string[] = []
/** Letters a–z present in each vocabulary word, as bits: a cheap lower bound on typos. */
const vocabLetters: number[] = []

function letterMask(word: string): number {
  let mask = 0
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i) - 97
    if (c >= 0 && c < 26) mask |= 1 << c
  }
  return mask
}

function popcount(x: number): number {
  let n = 0
  for (let v = x; v !== 0; v &= v - 1) n++
  return n
}

function wordId(folded: string): number {
  let id = vocab.get(folded)
  if (id === undefined) {
    id = vocabWords.length
    vocabWords.push(folded)
    vocabLetters.push(letterMask(folded))
    vocab.set(folded, id)
  }
  return id
}

/** Errors allowed for a (folded) query word of this length. */
function maxErrors(length: number): number {
  return length < 4 ? 0 : length < 6 ? 1 : 2
}

// Typo distance: optimal string alignment (Levenshtein + adjacent transpositions), bounded.
const MAX_WORD = 48
const rows = [new Int32Array(MAX_WORD + 1), new Int32Array(MAX_WORD + 1), new Int32Array(MAX_WORD + 1)] as const

/**
 * Cost of matching query word `q` with word `w` by typo: 10 × errors for the whole word, 10 × errors
 * + 1 for a prefix of it ("lonsw" ~ "longsword"); Infinity beyond `max` errors.
 */
function typoCost(q: string, w: string, max: number): number {
  const n = Math.min(q.length, MAX_WORD)
  // Columns beyond n + max can only match as a prefix, which is decided within the first n + max.
  const m = Math.min(w.length, MAX_WORD, n + max + 1)
  if (n - m > max) return Infinity
  let [prev2, prev, cur] = rows
  for (let j = 0; j <= m; j++) prev[j] = j
  for (let i = 1; i <= n; i++) {
    cur[0] = i
    let rowMin = i
    const qc = q.charCodeAt(i - 1)
    for (let j = 1; j <= m; j++) {
      const wc = w.charCodeAt(j - 1)
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (qc === wc ? 0 : 1))
      if (i > 1 && j > 1 && qc === w.charCodeAt(j - 2) && q.charCodeAt(i - 2) === wc) v = Math.min(v, prev2[j - 2]! + 1)
      cur[j] = v
      if (v < rowMin) rowMin = v
    }
    if (rowMin > max) return Infinity
    const t = prev2
    prev2 = prev
    prev = cur
    cur = t
  }
  if (m === w.length && Math.abs(n - m) <= max && prev[m]! <= max) return 10 * prev[m]!
  let prefix = Infinity
  for (let j = Math.max(0, n - max); j <= m; j++) if (prev[j]! < prefix) prefix = prev[j]!
  return prefix <= max ? 10 * prefix + 1 : Infinity
}

// ---------------------------------------------------------------------------------------------
// Matching one query against one name

interface Candidate extends Folded {
  text: string
  lang: Language | null
  field: MatchField
  /** Ids of `foldedWords`. */
  wordIds: number[]
}

interface Query extends Folded {
  /** Per query word, its cost against each vocabulary word, computed on demand (NaN: not yet). */
  costs: Float64Array[]
  letters: number[]
}

interface CandidateMatch {
  tier: number
  /** Within a tier, lower is better. */
  sub: number
}

/** 0 same word, 1 prefix of it, 10+ typos (see typoCost), Infinity no match. */
function wordCost(q: Query, qi: number, id: number): number {
  const costs = q.costs[qi]!
  let c = costs[id]!
  if (c === c) return c
  const qf = q.foldedWords[qi]!
  const w = vocabWords[id]!
  if (w === qf) c = 0
  else if (w.startsWith(qf)) c = 1
  else {
    const max = maxErrors(qf.length)
    // Each letter of the query missing from the word costs at least one edit.
    c = max > 0 && popcount(q.letters[qi]! & ~vocabLetters[id]!) <= max ? typoCost(qf, w, max) : Infinity
  }
  costs[id] = c
  return c
}

/** Each query word matched to a distinct word of the candidate, greedily; null if one has no match. */
function matchWords(q: Query, c: Candidate): { worst: number; total: number } | null {
  let used = 0
  let worst = 0
  let total = 0
  const n = Math.min(c.wordIds.length, 31)
  for (let qi = 0; qi < q.foldedWords.length; qi++) {
    let best = -1
    let bestCost = Infinity
    for (let ci = 0; ci < n; ci++) {
      if (used & (1 << ci)) continue
      const cost = wordCost(q, qi, c.wordIds[ci]!)
      if (cost < bestCost) {
        bestCost = cost
        best = ci
        if (cost === 0) break
      }
    }
    if (best < 0) return null
    used |= 1 << best
    total += bestCost
    if (bestCost > worst) worst = bestCost
  }
  return { worst, total }
}

function matchCandidate(q: Query, c: Candidate): CandidateMatch | null {
  if (c.norm === q.norm || c.compact === q.compact || c.folded === q.folded) return { tier: 0, sub: 0 }
  if (c.norm.startsWith(q.norm) || c.compact.startsWith(q.compact) || c.folded.startsWith(q.folded)) {
    return { tier: 1, sub: 0 }
  }
  const words = matchWords(q, c)
  // All words exact or prefixes: sub counts the prefixes.
  if (words && words.worst <= 1) return { tier: 2, sub: words.total }
  if (q.compact.length >= 3 && c.compact.includes(q.compact)) return { tier: 3, sub: 0 }
  // Typos: sub is the number of errors, a quarter more per word matched only as a prefix (a whole-word
  // typo, "marbaes" → "Marbles", beats a prefix one, "marbaes" → "arbalète").
  if (words) return { tier: 4, sub: Math.floor(words.total / 10) + (words.total % 10) * 0.25 }
  return null
}

// ---------------------------------------------------------------------------------------------
// Indexes

interface Indexed<R> {
  ref: R
  candidates: Candidate[]
}

// An entry's own name beats another entry's alias even when that one is a core entry (source penalty).
const FIELD_PENALTY: Record<MatchField, number> = { round: 0, name: 1, alias: 3 }

function candidate(text: string, lang: Language | null, field: MatchField): Candidate {
  const f = foldText(text)
  return { text, lang, field, ...f, wordIds: f.foldedWords.map(wordId) }
}

function indexEntry(e: CatalogEntry): Indexed<CatalogEntry> {
  const c = [candidate(e.en, 'en', 'name')]
  if (!e.frMissing) c.push(candidate(e.fr, 'fr', 'name'))
  for (const a of e.aliases?.en ?? []) c.push(candidate(a, 'en', 'alias'))
  for (const a of e.aliases?.fr ?? []) c.push(candidate(a, 'fr', 'alias'))
  if (e.round) {
    c.push(candidate(e.round.en, 'en', 'round'))
    if (e.round.fr !== e.round.en) c.push(candidate(e.round.fr, 'fr', 'round'))
    for (const a of e.round.aliases?.en ?? []) c.push(candidate(a, 'en', 'round'))
    for (const a of e.round.aliases?.fr ?? []) c.push(candidate(a, 'fr', 'round'))
  }
  return { ref: e, candidates: c.filter((x) => x.norm !== '') }
}

/**
 * The catalog's names, indexed so that a search only scores the entries that can match (with 1,500+
 * entries, scoring every name took most of a millisecond): an entry can only match when one of its
 * words matches a query word (exact, prefix or typo), or when the query is a substring of one of its
 * names (compacted or folded). `postings` lists the entries of each vocabulary word; `blob` holds every
 * name's compact and folded forms, one a line, searched with indexOf; `lineEntry` maps its lines back.
 */
interface CatalogIndex {
  items: Indexed<CatalogEntry>[]
  postings: number[][]
  blob: string
  lineStarts: number[]
  lineEntry: number[]
  /** Per entry: 1 when it is to be scored in this search (reused from search to search). */
  marks: Uint8Array
}

let catalogIndex: CatalogIndex | null = null
/** Built on first use, once. */
function getCatalogIndex(): CatalogIndex {
  if (catalogIndex) return catalogIndex
  const items = catalog.map(indexEntry)
  const postings: number[][] = []
  const lines: string[] = []
  const lineEntry: number[] = []
  items.forEach((item, i) => {
    for (const c of item.candidates) {
      for (const id of c.wordIds) {
        const list = (postings[id] ??= [])
        if (list[list.length - 1] !== i) list.push(i)
      }
      lines.push(c.compact, c.folded)
      lineEntry.push(i, i)
    }
  })
  const lineStarts: number[] = []
  let at = 0
  for (const line of lines) {
    lineStarts.push(at)
    at += line.length + 1
  }
  catalogIndex = { items, postings, blob: lines.join('\n'), lineStarts, lineEntry, marks: new Uint8Array(items.length) }
  return catalogIndex
}

/** Index of the last line starting at or before `pos`. */
function lineAt(starts: readonly number[], pos: number): number {
  let lo = 0
  let hi = starts.length - 1
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1
    if (starts[mid]! <= pos) lo = mid
    else hi = mid - 1
  }
  return lo
}

/** Marks the entries that can match `q` (a superset: scoring decides). */
function markCandidates(index: CatalogIndex, q: Query): void {
  const { marks, postings, blob, lineStarts, lineEntry } = index
  marks.fill(0)
  // Every tier but the substring ones needs each query word to match a word: the longest is enough.
  let qi = 0
  for (let i = 1; i < q.foldedWords.length; i++) if (q.foldedWords[i]!.length > q.foldedWords[qi]!.length) qi = i
  for (let id = 0; id < postings.length; id++) {
    const list = postings[id]
    if (list === undefined || wordCost(q, qi, id) === Infinity) continue
    for (const i of list) marks[i] = 1
  }
  // Exact, prefix and substring matches of a whole name, compacted or folded.
  for (const needle of q.compact === q.folded ? [q.compact] : [q.compact, q.folded]) {
    if (needle === '') continue
    // Below 3 letters, only whole-name prefixes match (no substring tier).
    const prefixOnly = needle.length < 3
    for (let pos = blob.indexOf(needle); pos !== -1; pos = blob.indexOf(needle, pos + 1)) {
      if (prefixOnly && pos > 0 && blob.charCodeAt(pos - 1) !== 10) continue
      const line = lineAt(lineStarts, pos)
      marks[lineEntry[line]!] = 1
      // Skip the rest of that line.
      pos = (lineStarts[line + 1] ?? blob.length) - 1
    }
  }
}

const customCache = new WeakMap<
  object,
  { name: string; nameFr: string | undefined; indexed: Indexed<SearchableCustom> }
>()
function indexCustom<T extends SearchableCustom>(item: T): Indexed<T> {
  const cached = customCache.get(item)
  if (cached && cached.name === item.name && cached.nameFr === item.nameFr) return cached.indexed as Indexed<T>
  const c = [candidate(item.name, item.nameFr ? 'en' : null, 'name')]
  if (item.nameFr) c.push(candidate(item.nameFr, 'fr', 'name'))
  const indexed = { ref: item, candidates: c.filter((x) => x.norm !== '') }
  customCache.set(item, { name: item.name, nameFr: item.nameFr, indexed })
  return indexed
}

interface Scored<R> {
  ref: R
  cand: Candidate
  match: CandidateMatch
  key: number
  order: number
}

function best<R>(q: Query, item: Indexed<R>, lang: Language, sourcePenalty: number, order: number): Scored<R> | null {
  let top: Scored<R> | null = null
  for (const cand of item.candidates) {
    const match = matchCandidate(q, cand)
    if (!match) continue
    const langPenalty = cand.lang === null || cand.lang === lang ? 0 : 1
    // Closer lengths first: "Footprints Book" before "Footprint book", which folds the same.
    const extra = Math.min(Math.abs(cand.norm.length - q.norm.length), 60)
    const key =
      match.tier * 1000 +
      match.sub * 50 +
      langPenalty * 20 +
      FIELD_PENALTY[cand.field] * 5 +
      sourcePenalty +
      extra / 100
    if (!top || key < top.key) top = { ref: item.ref, cand, match, key, order }
  }
  return top
}

/** Cost tables reused from search to search (searches are synchronous), grown with the vocabulary. */
const costPool: Float64Array[] = []

function costTable(i: number): Float64Array {
  let table = costPool[i]
  if (!table || table.length < vocabWords.length) {
    table = new Float64Array(Math.max(64, Math.ceil(vocabWords.length * 1.5)))
    costPool[i] = table
  }
  return table.fill(NaN, 0, vocabWords.length)
}

/** Call after indexing everything searched: the cost tables cover the vocabulary as it is then. */
function toQuery(text: string): Query | null {
  const f = foldText(text.slice(0, 200))
  if (f.norm === '') return null
  return { ...f, costs: f.foldedWords.map((_, i) => costTable(i)), letters: f.foldedWords.map(letterMask) }
}

function matchInfo(s: Scored<unknown>): MatchInfo {
  return { text: s.cand.text, lang: s.cand.lang, field: s.cand.field, tier: MATCH_TIERS[s.match.tier]! }
}

/**
 * Searches the catalog (and the campaign's custom items) for `query`, best first: exact names, then
 * prefixes, then all words in any order, then substrings, then typos; ties go to the requested
 * language, then shorter names, then catalog order.
 */
export function searchCatalog<T extends SearchableCustom = SearchableCustom>(
  query: string,
  options: SearchOptions<T>
): SearchHit<T>[] {
  const { lang, limit = 20, extra = [], sections } = options
  const catalogIdx = getCatalogIndex()
  const index = catalogIdx.items
  for (const item of extra) indexCustom(item) // grows the vocabulary before the cost tables are sized
  const q = toQuery(query)
  if (!q) return []
  markCandidates(catalogIdx, q)
  const marks = catalogIdx.marks
  const sectionSet = sections ? new Set(sections) : null
  const found: Scored<CatalogEntry | T>[] = []
  for (let i = 0; i < index.length; i++) {
    if (marks[i] === 0) continue
    const item = index[i]!
    if (sectionSet && !sectionSet.has(item.ref.section)) continue
    // Among equal matches: custom items, then the core entries (Core Rulebook), then the rest of PF1.
    // A core entry's alias beats another PF1 entry's name at the same tier and language.
    const s = best(q, item, lang, item.ref.core ? 1 : 9, i)
    if (s) found.push(s)
  }
  for (let i = 0; i < extra.length; i++) {
    const s = best(q, indexCustom(extra[i]!), lang, 0, index.length + i)
    if (s) found.push(s)
  }
  found.sort((a, b) => a.key - b.key || a.order - b.order)
  const hits: SearchHit<T>[] = []
  for (const s of found.slice(0, Math.max(0, limit))) {
    const info = matchInfo(s)
    const score = Math.round(s.key * 100) / 100
    if (s.order < index.length) {
      const entry = s.ref as CatalogEntry
      hits.push({
        source: 'catalog',
        id: entry.id,
        entry,
        name: lang === 'fr' ? entry.fr : entry.en,
        match: info,
        score
      })
    } else {
      const item = s.ref as T
      hits.push({
        source: 'custom',
        id: item.id,
        item,
        name: lang === 'fr' && item.nameFr ? item.nameFr : item.name,
        match: info,
        score
      })
    }
  }
  return hits
}

// ---------------------------------------------------------------------------------------------
// Quick add

const NUMBER_WORDS: Record<string, number> = {
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  six: 6,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  onze: 11,
  douze: 12,
  vingt: 20,
  cent: 100,
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  twenty: 20,
  hundred: 100
}
/** Articles that carry no quantity ("la dague", "the dagger", "des torches"): one. */
const ARTICLES = new Set(['le', 'la', 'les', 'l', 'des', 'du', 'the', 'some'])

const MAX_QUANTITY = 1_000_000_000
// An integer, possibly with thousands separators ("1 000", "1,000", "1.000"); never a decimal.
const NUM = String.raw`(\d{1,3}(?:[ \u00a0\u202f,.]\d{3})+|\d+)(?![.,]\d)`
const TIMES = '[x×*]'
const PATTERNS: RegExp[] = [
  new RegExp(String.raw`^${NUM}\s*${TIMES}\s+(.+)$`, 'iu'), // 3x dague, 3 x dague
  new RegExp(String.raw`^${NUM}${TIMES}(\S.*)$`, 'iu'), // 3xdague
  new RegExp(String.raw`^${TIMES}\s*${NUM}\s+(.+)$`, 'iu'), // x3 dagues
  new RegExp(String.raw`^${NUM}\s*(\D.*)$`, 'iu') // 3 dagues, 200po
]
const TRAILING = new RegExp(String.raw`^(.+?)\s+${TIMES}\s*${NUM}$`, 'iu') // dagues x3

function toInt(digits: string): number {
  return Number(digits.replace(/[^\d]/g, ''))
}

export interface ParsedQuantity {
  quantity: number
  /** What to search for, quantity words removed. */
  query: string
  /** False when the line gave no quantity (then 1). */
  explicit: boolean
}

/**
 * Splits a quick-add line into a quantity and a query: "3 dagues", "dagues x3", "x3 dagues",
 * "3x dague", "200 po", "une dague", "a dagger" (1), "dague" (1). Null when there is no query or the
 * quantity is out of range (0, more than a billion).
 */
export function parseQuantity(text: string): ParsedQuantity | null {
  const t = text.trim().replace(/\s+/g, ' ')
  // Nothing to name ("3", "x3"), a negative or a decimal quantity.
  if (
    !/\p{L}/u.test(t) ||
    /^(?:[x×*]\s*\d+|\d+\s*[x×*])$/iu.test(t) ||
    /^[-−]\s*\d/u.test(t) ||
    /^[x×*]?\s*\d+[.,]\d{1,2}(?!\d)/iu.test(t)
  )
    return null
  let quantity = 1
  let query = t
  let explicit = true
  const trailing = TRAILING.exec(t)
  const leading = trailing ? null : PATTERNS.map((p) => p.exec(t)).find((m) => m !== null)
  if (trailing) {
    quantity = toInt(trailing[2]!)
    query = trailing[1]!
  } else if (leading) {
    const [, a, b] = leading
    const [digits, rest] = /^\d/.test(a!) ? [a!, b!] : [b!, a!]
    quantity = toInt(digits)
    query = rest
  } else {
    const [first, ...rest] = t.split(' ')
    const word = normalize(first!)
    const elided = /^(l|d)['’](.+)$/iu.exec(t)
    if (rest.length > 0 && word in NUMBER_WORDS) {
      quantity = NUMBER_WORDS[word]!
      query = rest.join(' ')
    } else {
      explicit = false
      if (rest.length > 0 && ARTICLES.has(word)) query = rest.join(' ')
      else if (elided) query = elided[2]!
    }
  }
  query = query.trim()
  if (!/\p{L}/u.test(query) || !Number.isSafeInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY) return null
  return { quantity, query, explicit }
}

export interface QuickAdd<T extends SearchableCustom = SearchableCustom> extends ParsedQuantity {
  /** The best match: what Enter adds. */
  hit: SearchHit<T>
  /** The next best matches, for a suggestion list. */
  alternatives: SearchHit<T>[]
  /**
   * When the line counted ammunition rounds ("50 flèches"): the rounds, and `quantity` is the
   * containers needed for them (ceil(rounds / capacity), RULES.md §4). "flèches" alone is one quiver.
   */
  rounds?: number
}

/**
 * Parses a quick-add line and resolves it to the best catalog entry or custom item:
 * "3 dagues" → 3 × dagger, "200 po" → 200 gold pieces, "120 arrows" → 3 quivers holding 120 arrows.
 * Null when the line has no quantity-and-name shape or nothing matches.
 */
export function parseQuickAdd<T extends SearchableCustom = SearchableCustom>(
  text: string,
  lang: Language,
  options: Omit<SearchOptions<T>, 'lang'> = {}
): QuickAdd<T> | null {
  const parsed = parseQuantity(text)
  if (!parsed) return null
  const [hit, ...alternatives] = searchCatalog(parsed.query, { limit: 6, ...options, lang })
  if (!hit) return null
  const result: QuickAdd<T> = { ...parsed, hit, alternatives }
  if (parsed.explicit && hit.source === 'catalog' && hit.match.field === 'round' && hit.entry.capacity) {
    result.rounds = parsed.quantity
    result.quantity = Math.ceil(parsed.quantity / hit.entry.capacity)
  }
  return result
}

/**
 * The content words of `name` that no word of `query` covers, folded as the search folds them: a match
 * that leaves some after two words or more ("parchemin de feu" → "Parchemin de boule de feu": "boul";
 * "scroll of fire" → "Scroll of fireball") is only a guess. Also the number of the query's content words.
 */
export function uncoveredWords(query: string, name: string): { uncovered: string[]; queryWords: number } {
  const q = foldText(query).foldedWords
  // a word typed whole or nearly ("clout" for "cloute"), not the start of another ("fire" for "fireball")
  const covers = (x: string, w: string) => x === w || (w.startsWith(x) && x.length >= 0.75 * w.length)
  const uncovered = foldText(name).foldedWords.filter(
    (w) => !/^\d+$/.test(w) && !q.some((x) => covers(x, w) || covers(w, x))
  )
  return { uncovered, queryWords: q.length }
}
