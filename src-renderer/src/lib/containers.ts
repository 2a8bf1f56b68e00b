// Extradimensional containers on a sheet (RULES.md §10): which lines of a holder are bags of holding
// (and kin), and which lines each one holds. A line whose `in` names no bag of its holder (a hand-edited
// file) is shown loose, as the engine counts it.
import type { CustomItem, InventoryLine } from '@shared/campaign/schema'
import { itemOf, lineValue } from '@shared/i18n/items'

export interface Containers {
  /** The holder's extradimensional lines, in order. */
  bags: InventoryLine[]
  /** Bag id → the lines inside it, in order. */
  contents: Map<string, InventoryLine[]>
}

export function isExtradimensional(line: InventoryLine, customItems: readonly CustomItem[]): boolean {
  return itemOf(line.ref, customItems, 'en')?.extradimensional === true
}

export function containersOf(lines: readonly InventoryLine[], customItems: readonly CustomItem[]): Containers {
  const bags = lines.filter((l) => isExtradimensional(l, customItems))
  const contents = new Map<string, InventoryLine[]>(bags.map((b) => [b.id, []]))
  if (bags.length > 0) for (const l of lines) if (l.in !== undefined && !bags.includes(l)) contents.get(l.in)?.push(l)
  return { bags, contents }
}

/** Units and value (gp) of what a bag holds, for its summary line. */
export function contentsSummary(
  lines: readonly InventoryLine[],
  customItems: readonly CustomItem[]
): { items: number; value: number } {
  let items = 0
  let value = 0
  for (const l of lines) {
    items += l.quantity
    value += lineValue(l, customItems)
  }
  return { items, value }
}
