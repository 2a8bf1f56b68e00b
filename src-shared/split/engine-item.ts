import type { EngineItem } from '../rules'
import type { SplitLootLine } from './types'

/** The engine item of a loot line (without the split's own fields, nor what a bag of the loot holds). */
export function engineItemOf(line: SplitLootLine): EngineItem {
  const { id: _id, valueGp: _value, contents: _contents, ...item } = line
  return item
}

/**
 * The engine item of what a piece, an assignment or a move gives of a loot line (`item`, its engine item):
 * that quantity, those rounds (else the line's), into that bag if any.
 */
export function givenItem(
  item: EngineItem,
  given: Readonly<{ quantity: number; rounds?: number | undefined; in?: string | undefined }>
): EngineItem {
  const out: EngineItem = { ...item, quantity: given.quantity }
  if (given.rounds !== undefined) out.rounds = given.rounds
  if (given.in !== undefined) out.in = given.in
  return out
}
