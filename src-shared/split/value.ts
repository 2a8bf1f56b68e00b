// Value of a loot line's unit in gp, for balancing shares (objective 4).
import type { SplitLootLine } from './types'

/** PF1 coins by what their name says (English or French, word or abbreviation). */
const METALS: readonly [RegExp, number][] = [
  [/\b(pp|pl|platinum|platine)\b/i, 10],
  [/\b(gp|po|gold|or)\b/i, 1],
  [/\b(sp|pa|silver|argent)\b/i, 0.1],
  [/\b(cp|pc|copper|cuivre)\b/i, 0.01]
]

/** Gp per unit (coins: per coin): the line's `valueGp`, else a coin's metal, else 0. */
export function unitValueGp(line: Pick<SplitLootLine, 'valueGp' | 'type' | 'name' | 'kind'>): number {
  if (line.valueGp !== undefined) return line.valueGp
  if (line.type !== 'coins') return 0
  const text = `${line.name} ${line.kind ?? ''}`
  for (const [re, gp] of METALS) if (re.test(text)) return gp
  return 0
}
