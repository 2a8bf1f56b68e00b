// What a ledger entry's note column says, the same on the ledger screen and in its CSV: a sale's rate
// and proceeds, an exchange and its fee, then the GM's own note.
import type { LedgerEntry } from '../campaign/schema'
import type { Messages } from './en'
import { formatNumber } from './format'
import type { Language } from './language'

export function ledgerNote(e: LedgerEntry, m: Messages, lang: Language): string {
  const gp = (v: number) => m.money.gp(formatNumber(lang, v))
  const parts: string[] = []
  if (e.action === 'sell')
    parts.push(
      e.ratePercent !== undefined && e.proceedsGp !== undefined
        ? m.ledger.sold(formatNumber(lang, e.ratePercent), gp(e.proceedsGp))
        : m.ledger.proceeds
    )
  if (e.action === 'exchange')
    parts.push(e.feeGp ? `${m.ledger.exchanged}, ${m.ledger.fee(gp(e.feeGp))}` : m.ledger.exchanged)
  if (e.note) parts.push(e.note)
  return parts.join(' · ')
}
