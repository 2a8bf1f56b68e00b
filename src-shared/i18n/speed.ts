// A base speed as the GM types it (RULES.md §12): feet in English, metres in French (1.5 m per 5 ft).
import { feetToMetres } from '../rules/bearer'
import { formatNumber, parseDecimal } from '../core/format'
import type { Language } from '../core/language'

/** The fastest base speed the file accepts (faster is a typo). */
export const MAX_BASE_SPEED_FT = 1000

/** The number shown in a speed field: 30 (ft) in English, 9 (m) in French. */
export function speedFieldValue(feet: number, lang: Language): string {
  return lang === 'fr' ? formatNumber('fr', feetToMetres(feet), 1) : String(feet)
}

/**
 * Feet from what was typed ("30", "30 ft", "9", "9 m", "10,5"); null when empty (the default by size);
 * NaN when it is no multiple of 5 ft (1.5 m) from 0 to 1,000 ft.
 */
export function parseSpeedField(text: string, lang: Language): number | null {
  const t = text
    .trim()
    .replace(lang === 'fr' ? /\s*m$/i : /\s*(ft|feet|')\.?$/i, '')
    .trim()
  if (t === '') return null
  const n = parseDecimal(t, lang)
  if (n === null || !Number.isFinite(n)) return NaN
  const feet = lang === 'fr' ? Math.round((n / 1.5) * 5 * 1000) / 1000 : n
  if (!Number.isInteger(feet) || feet % 5 !== 0 || feet < 0 || feet > MAX_BASE_SPEED_FT) return NaN
  return feet
}
