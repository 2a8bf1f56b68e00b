// Wording of exported documents (summaries, party sheet, ledger CSV), in the campaign's language: the
// `exports` part of each language's strings (en.ts, fr.ts), and the number and date conventions.
import type { CoinKind } from '../catalog/types'
import type { Tier } from '../rules/types'
import { MESSAGES } from './index'
import type { Language } from '../core/language'

/** Shape of one language's dictionary: every key is required in both languages. */
export interface ExportStrings {
  /** Coin abbreviations in figures ("250 po"). */
  coinAbbr: Record<CoinKind, string>
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
  emptyStash: string
  /** The party sheet's places (RULES.md §10): the heading, a place's note, an empty place. */
  places: string
  stored: string
  emptyPlace: string
  character: string
  generated: string
  page: string
  /** Before a bag of holding's contents: whether they count (RULES.md §10; the house rule counts them as carried). */
  inside: (counted: boolean) => string
  roundsInside: (n: number) => string
  madeFor: (size: string) => string
  /** "Player: " in English, "Joueur : " in French (a no-break space before the colon). */
  colon: string
  /** Between the parts of one cell ("30 potions → heavy; 2,750 coins → heavy"): " ; " in French. */
  semicolon: string
  /** The ledger's CSV: its other headers are the ledger screen's (ledger.when, .item, …). */
  csv: { note: string }
  and: string
}

export function exportStrings(lang: Language): ExportStrings {
  return MESSAGES[lang].exports
}

/** Word + symbol, so a tier never relies on colour (a black-and-white print keeps it). */
export const TIER_SYMBOL: Record<Tier, string> = { light: '○', medium: '◐', heavy: '●', over: '✖' }

/**
 * Worn armour in a document: "Harnois (lourde)", "Full plate (heavy)". The card's "Harnois · lourde" would read
 * as two fields inside a line whose fields are parted by " · " (the summary's identity line).
 */
export function armourText(armour: { name: string; categoryLabel: string }): string {
  return `${armour.name} (${armour.categoryLabel})`
}

/** "a, b and c" */
export function joinList(lang: Language, parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('')
  return `${parts.slice(0, -1).join(', ')} ${MESSAGES[lang].exports.and} ${parts[parts.length - 1]}`
}
