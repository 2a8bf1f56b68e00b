// The item a ledger entry names, for the ledger screen and its CSV alike.
import type { LedgerEntry } from '../campaign/schema'
import type { Language } from '../core/language'

/**
 * The name recorded with the transfer (it keeps "Longsword +1" even if the line is renamed later), the
 * French one in French when both were recorded; when none was recorded, or only the item's id, the
 * item's name today (`current`, in `lang`).
 */
export function ledgerItemName(e: LedgerEntry, lang: Language, current: () => string | undefined): string {
  const recorded = lang === 'fr' && e.itemFr?.trim() ? e.itemFr : e.item
  if (recorded.trim() !== '' && recorded !== e.ref.id) return recorded
  return current() ?? e.item
}
