// What a ledger entry's note column says, the same on the ledger screen and in its CSV: the character or
// place that went away, what happened when from and to do not say it (a use, a corrected count), the
// ammunition rounds that went with the line, a sale's rate and proceeds, an exchange and its fee, then the
// GM's own note.
import type { LedgerEntry } from '../campaign/schema'
import type { Messages } from './en'
import { formatNumber } from '../core/format'
import type { Language } from '../core/language'

export function ledgerNote(e: LedgerEntry, m: Messages, lang: Language): string {
  const l = m.ledger
  const gp = (v: number) => m.money.gp(formatNumber(lang, v))
  const parts: string[] = []
  if (e.gone) parts.push(e.gone.holder === 'place' ? l.placeGivenUp(e.gone.name) : l.leftParty(e.gone.name))
  const rounds = e.rounds ?? 0
  const n = formatNumber(lang, rounds)
  if (e.action === 'use') {
    // "drink 1": used; "−12 arrows": 12 rounds spent (the quiver stays)
    if (e.quantity > 0) parts.push(l.used)
    if (rounds > 0) parts.push(e.quantity > 0 ? l.withRounds(n, rounds) : l.roundsSpent(n, rounds))
  } else {
    if (e.action === 'edit') parts.push(l.corrected)
    if (rounds > 0) parts.push(e.quantity > 0 ? l.withRounds(n, rounds) : l.rounds(n, rounds))
  }
  if (e.action === 'sell')
    parts.push(
      e.ratePercent !== undefined && e.proceedsGp !== undefined
        ? l.sold(formatNumber(lang, e.ratePercent), gp(e.proceedsGp))
        : l.proceeds
    )
  if (e.action === 'exchange') parts.push(e.feeGp ? `${l.exchanged}, ${l.fee(gp(e.feeGp))}` : l.exchanged)
  if (e.action === 'consolidate') parts.push(l.consolidated)
  if (e.note) parts.push(e.note)
  return parts.join(' · ')
}

/** The containers or units an entry moved; null when only rounds moved (the note says how many). */
export function ledgerQuantity(e: LedgerEntry): number | null {
  return e.quantity === 0 && (e.rounds ?? 0) > 0 ? null : e.quantity
}
