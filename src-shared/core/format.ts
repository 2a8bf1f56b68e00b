// Numbers and dates in a language's conventions (no strings: those are en.ts and fr.ts).
import { LOCALE, type Language } from './language'

const numberFormats = new Map<string, Intl.NumberFormat>()

/** A number in the language's conventions (fr: 1 234,5 ; en: 1,234.5). */
export function formatNumber(lang: Language, n: number, maxFractionDigits = 2): string {
  const key = `${lang}:${maxFractionDigits}`
  let format = numberFormats.get(key)
  if (!format) {
    // Building a formatter costs far more than using one: keep one per language and precision.
    format = new Intl.NumberFormat(LOCALE[lang], { maximumFractionDigits: maxFractionDigits })
    numberFormats.set(key, format)
  }
  return format.format(n)
}

/** A signed modifier: +4, −1 (true minus sign), 0. */
export function formatSigned(n: number): string {
  if (n > 0) return `+${n}`
  if (n < 0) return `−${Math.abs(n)}`
  return '0'
}

/** Date of an ISO timestamp as its wall-clock time in the file (no time-zone conversion). */
export function formatDate(lang: Language, iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(iso)
  if (!m) return iso
  const [, y, mo, d, h, mi] = m
  const date = lang === 'fr' ? `${d}/${mo}/${y}` : `${y}-${mo}-${d}`
  return h === undefined ? date : `${date} ${h}:${mi}`
}

const dateTimeFormats = new Map<Language, Intl.DateTimeFormat>()

/**
 * Date and time of an ISO timestamp as the GM reads them (fr: "14 juil. 2024, 21:10"; en: "14 Jul 2024, 21:10"), at
 * the wall-clock time recorded in the file, as the ledger's CSV writes it: no shift to the zone the app runs in
 * (an entry made at 21:10 in summer stays 21:10 in winter, or on a laptop set to another zone).
 */
export function formatDateTime(lang: Language, iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(iso)
  if (!m) return iso
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number]
  let format = dateTimeFormats.get(lang)
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE[lang], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })
    dateTimeFormats.set(lang, format)
  }
  return format.format(Date.UTC(y, mo - 1, d, h, mi))
}

/**
 * A decimal number as a GM types it: "0,25" and "0.25" are a quarter (a decimal comma is read as one),
 * "1 234,5" (fr) and "1,234.5" (en) group thousands; in English a lone comma before exactly three digits
 * ("1,500") groups thousands too. Null for an empty field, NaN for anything that is not a number.
 */
export function parseDecimal(text: string, lang: Language): number | null {
  let t = text.trim().replace(/[\s\u00a0\u202f']/g, '')
  if (t === '') return null
  const comma = t.lastIndexOf(',')
  const dot = t.lastIndexOf('.')
  if (comma >= 0 && dot >= 0) {
    const decimal = comma > dot ? ',' : '.'
    t = t.replaceAll(decimal === ',' ? '.' : ',', '').replace(',', '.')
  } else if (comma >= 0) {
    const thousands = lang === 'en' && /^-?\d{1,3}(,\d{3})+$/.test(t)
    t = thousands ? t.replaceAll(',', '') : t.split(',').length === 2 ? t.replace(',', '.') : 'x'
  }
  return /^-?(\d+\.?\d*|\.\d+)$/.test(t) ? Number(t) : NaN
}

/** A name as printed: straight apostrophes (the data's "Bull's Strength") become typographic ones (’). */
export function typographic(text: string): string {
  return text.includes("'") ? text.replace(/'/g, '’') : text
}

const percentFormats = new Map<Language, Intl.NumberFormat>()

/** A ratio as a whole percent in the language's conventions: 0.78 → fr "78 %" (no-break), en "78%". */
export function formatPercent(lang: Language, ratio: number): string {
  let format = percentFormats.get(lang)
  if (!format) {
    format = new Intl.NumberFormat(LOCALE[lang], { style: 'percent', maximumFractionDigits: 0 })
    percentFormats.set(lang, format)
  }
  return format.format(ratio)
}
