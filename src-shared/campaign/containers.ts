// Extradimensional containers on a sheet, in the stash and in places (RULES.md §10): which lines of a holder
// are bags of holding (and kin), which lines each one holds, and what they hold. A line whose `in` names no
// bag of its holder (a hand-edited file) is shown loose, as the engine counts it. The words (a bag's summary,
// its warnings) are i18n/container-warnings.ts.
import type { CustomItem, InventoryLine } from './schema'
import { getCatalogEntry } from '../catalog'
import { emptyPurse, type Purse } from '../core/coins'
import { itemOf, lineValue } from './items'

export interface Containers {
  /** The holder's extradimensional lines, in order. */
  bags: InventoryLine[]
  /** Bag id → the lines inside it, in order. */
  contents: Map<string, InventoryLine[]>
  /** The ids of the lines shown under a bag (not in the holder's own list). */
  inside: Set<string>
}

export function isExtradimensional(line: InventoryLine, customItems: readonly CustomItem[]): boolean {
  return itemOf(line.ref, customItems, 'en')?.extradimensional === true
}

export function containersOf(lines: readonly InventoryLine[], customItems: readonly CustomItem[]): Containers {
  const bags = lines.filter((l) => isExtradimensional(l, customItems))
  const contents = new Map<string, InventoryLine[]>(bags.map((b) => [b.id, []]))
  const inside = new Set<string>()
  if (bags.length > 0)
    for (const l of lines) {
      if (l.in === undefined || bags.includes(l)) continue
      const list = contents.get(l.in)
      if (!list) continue
      list.push(l)
      inside.add(l.id)
    }
  return { bags, contents, inside }
}

/** The lines a holder's own list shows: those not inside one of its bags. */
export function looseLines(lines: readonly InventoryLine[], c: Containers): readonly InventoryLine[] {
  return c.inside.size === 0 ? lines : lines.filter((l) => !c.inside.has(l.id))
}

/** What a bag holds, for its summary line: units of items, coins by kind (apart), and the value of it all (gp). */
export function contentsSummary(
  lines: readonly InventoryLine[],
  customItems: readonly CustomItem[]
): { items: number; coins: Purse; value: number } {
  let items = 0
  let value = 0
  const coins = emptyPurse()
  for (const l of lines) {
    const kind = l.ref.source === 'catalog' ? getCatalogEntry(l.ref.id)?.coin : undefined
    if (kind) coins[kind] += l.quantity
    else items += l.quantity
    value += lineValue(l, customItems)
  }
  return { items, coins, value }
}
