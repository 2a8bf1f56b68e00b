// Value of a loot line's unit in gp, for balancing shares (objective 4).
import { coinKindNamed, gpPerCoin } from '../core/coins'
import type { SplitLootLine } from './types'

/** Gp per unit (coins: per coin): the line's `valueGp`, else a coin's kind by its name, else 0. */
export function unitValueGp(line: Pick<SplitLootLine, 'valueGp' | 'type' | 'name' | 'kind'>): number {
  if (line.valueGp !== undefined) return line.valueGp
  if (line.type !== 'coins') return 0
  const kind = coinKindNamed(`${line.name} ${line.kind ?? ''}`)
  return kind ? gpPerCoin(kind) : 0
}
