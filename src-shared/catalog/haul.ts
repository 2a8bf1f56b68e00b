// A haul in one go (issue 10): a pasted list, one item a line or comma-separated, in French or English,
// read line by line into what each line adds. Also the quantities quick add must refuse with a message
// ("0 dague", "-5 dagues", "10k po", "99999999999 po") rather than add something else.
import {
  parseQuantity,
  parseQuickAdd,
  searchCatalog,
  type SearchHit,
  type SearchOptions,
  type SearchableCustom
} from './search'
import type { Language as Lang } from '../core/language'

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

/** The lines of a pasted haul: one a line, or separated by commas or semicolons ("1,000 po" stays whole). */
export function splitHaul(text: string): string[] {
  return text
    .split(/\r?\n|;|(?<!\d),|,(?!\d{3}(?!\d))/u)
    .map((s) => s.replace(/^\s*(?:[-*•·–]|\d+[.)])(?=\s)\s*/u, '').trim())
    .filter((s) => s !== '')
}

export type HaulStatus = 'ok' | 'unknown' | 'bad-quantity'

export interface HaulRow<T extends SearchableCustom = SearchableCustom> {
  /** The line as pasted (or as the GM corrected it). */
  text: string
  status: HaulStatus
  /** What it adds, when understood. */
  hit?: SearchHit<T>
  /** Units to add (ammunition: containers). */
  quantity: number
  /** Ammunition: the rounds inside the containers. */
  rounds?: number
  /** True when the match is only a guess (typos forgiven): the preview says so. */
  guess?: boolean
  problem?: QuantityProblem
}

// "carquois de 80 flèches", "2 quivers of 100 arrows", "étui avec 20 carreaux"
const CONTAINER_OF =
  /^(.*?\S)\s+(?:de|d['’]|of|with|avec|holding|contenant)\s*(\d{1,3}(?:[ \u00a0\u202f,.]\d{3})+|\d+)\s+(\S.*)$/iu

/** Reads one line of a haul. */
export function parseHaulLine<T extends SearchableCustom = SearchableCustom>(
  text: string,
  lang: Lang,
  options: Omit<SearchOptions<T>, 'lang'> = {}
): HaulRow<T> {
  const problem = quantityProblem(text)
  if (problem) return { text, status: 'bad-quantity', quantity: 0, problem }
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
  if (quick.hit.match.tier === 'fuzzy') row.guess = true
  return row
}

/** Reads a whole pasted haul. */
export function parseHaul<T extends SearchableCustom = SearchableCustom>(
  text: string,
  lang: Lang,
  options: Omit<SearchOptions<T>, 'lang'> = {}
): HaulRow<T>[] {
  return splitHaul(text).map((line) => parseHaulLine(line, lang, options))
}
