// Wording of exported documents (summaries, party sheet, ledger CSV), in the campaign's language: the
// `exports` part of each language's strings (en.ts, fr.ts), and the number and date conventions.
import type { CoinKind } from '../catalog/types'
import type { ArmorCategory, Size, Tier } from '../rules/types'
import { MESSAGES } from './index'
import type { Language } from './language'

/** Shape of one language's dictionary: every key is required in both languages. */
export interface ExportStrings {
  tier: Record<Tier, string>
  /** The same, short, for tables ("heavy"). */
  tierShort: Record<Tier, string>
  noLoad: string
  level: readonly [string, string, string, string, string, string, string, string]
  size: Record<Size, string>
  armorCategory: Record<ArmorCategory, string>
  weaponGroup: Record<2 | 3 | 4, string>
  weaponGroupOther: (level: number) => string
  carriedArmorGroup: Record<4 | 5 | 6, string>
  carriedArmorGroupOther: (level: number) => string
  coinsGroup: string
  ammoGroup: string
  creatureGroup: (level: number) => string
  coin: Record<CoinKind, { name: string; abbr: string }>
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
  maxDex: string
  noMaxDex: string
  checkPenalty: string
  /** Short form for tables ("Check −6"). */
  checkShort: string
  speed: string
  run: string
  cannotMove: string
  noPenalty: string
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
  stash: string
  emptyStash: string
  character: string
  generated: string
  page: string
  roundsInside: (n: number) => string
  madeFor: (size: string) => string
  /** "+3 before medium load" */
  roomBefore: (n: string, tier: string) => string
  /** At a limit: one more unit changes the load. */
  atLimit: (tier: string) => string
  /** "Player: " in English, "Joueur : " in French (a no-break space before the colon). */
  colon: string
  overBy: (n: string) => string
  /** A speed in ft, in the units players use in this language (RULES.md §12: 1.5 m per 5 ft). */
  speedValue: (ft: number) => string
  reasonNone: string
  reasonGroup: (units: string, group: string, tier: string) => string
  reasonArmor: (armor: string, category: string, tier: string) => string
  nextLabel: string
  nextThreshold: (count: string, group: string, tier: string) => string
  csv: {
    date: string
    item: string
    quantity: string
    from: string
    to: string
    note: string
    outside: string
    removedCharacter: (id: string) => string
  }
  and: string
}

export function exportStrings(lang: Language): ExportStrings {
  return MESSAGES[lang].exports
}

/** Word + symbol, so a tier never relies on colour (a black-and-white print keeps it). */
export const TIER_SYMBOL: Record<Tier, string> = { light: '○', medium: '◐', heavy: '●', over: '✖' }

/** "a, b and c" */
export function joinList(lang: Language, parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('')
  return `${parts.slice(0, -1).join(', ')} ${MESSAGES[lang].exports.and} ${parts[parts.length - 1]}`
}
