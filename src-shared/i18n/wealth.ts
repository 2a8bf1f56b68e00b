// Wealth in words (issue 28, RULES.md §15): the card's and the sheet's "8 200 po / 10 500 po · 78 %", a
// gp figure never cut from its unit, a gap with its sign. The figures come from @shared/wealth; this only says them.
import { formatNumber, formatPercent } from '../core/format'
import type { Language } from '../core/language'
import { messages } from './index'

/** A value in whole gp, its unit after a no-break space: "8 200 po", "8,200 gp"; below zero a true minus, "−50 gp". */
export function gpText(lang: Language, gp: number): string {
  const whole = Math.round(gp)
  const text = messages(lang).wealth.gp(formatNumber(lang, Math.abs(whole), 0))
  return whole < 0 ? `−${text}` : text
}

/** A gap in whole gp with its sign (a true minus): "+1 200 po", "−800 gp", "0 gp". */
export function signedGpText(lang: Language, gp: number): string {
  const whole = Math.round(gp)
  const sign = whole > 0 ? '+' : whole < 0 ? '−' : ''
  return `${sign}${gpText(lang, Math.abs(whole))}`
}

/**
 * What a character holds against the table for its level: "8 200 po / 10 500 po · 78 %"; without a
 * level (no expected wealth), the wealth and "sans niveau" / "no level".
 */
export function wealthFigure(lang: Language, wealthGp: number, expectedGp: number | null): string {
  const w = messages(lang).wealth
  if (expectedGp === null) return `${gpText(lang, wealthGp)} · ${w.noLevel}`
  const percent = expectedGp > 0 ? formatPercent(lang, wealthGp / expectedGp) : '—'
  return w.figure(gpText(lang, wealthGp), gpText(lang, expectedGp), percent)
}
