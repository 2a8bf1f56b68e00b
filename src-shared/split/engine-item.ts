import type { EngineItem } from '../rules'
import type { SplitLootLine } from './types'

/** The engine item of a loot line (without the split's own fields, nor what a bag of the loot holds). */
export function engineItemOf(line: SplitLootLine): EngineItem {
  const { id: _id, valueGp: _value, contents: _contents, ...item } = line
  return item
}
