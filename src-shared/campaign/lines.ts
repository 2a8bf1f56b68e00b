// What a new line looks like when the GM adds an item, and what a line's size does to its level.
// - Sizes follow the bearer (issue 10): a weapon or armour added to a character is made for that character's
//   size; loot added to the stash is made for Medium, the size it was found in, unless the GM says otherwise.
//   A line stores its size only when it differs from the item's own (so identical lines stay identical).
// - Rounds added to a bearer who has containers of that kind fill their room first; only what does not fit
//   needs new containers (RULES.md §4: ceil(rounds / capacity)).
import { effectiveLevel } from '../rules/size'
import type { Size } from '../rules/types'
import type { ResolvedItem } from './to-engine'
import type { InventoryLine, ItemRef } from './schema'

/** Items whose size shifts their level (RULES.md §8) and that are made for their bearer. */
export function isSized(item: Pick<ResolvedItem, 'type'>): boolean {
  return item.type === 'weapon' || item.type === 'armor'
}

/**
 * The `size` field of a new line of `item` for a bearer of `bearerSize` (undefined: the stash, or an item
 * that is not made for a size): the bearer's size when it differs from the item's own, else nothing.
 */
export function sizeForNewLine(item: Pick<ResolvedItem, 'type' | 'size'>, bearerSize?: Size): Size | undefined {
  if (!bearerSize || !isSized(item)) return undefined
  return bearerSize === (item.size ?? 'M') ? undefined : bearerSize
}

export interface SizeShift {
  /** The size the line is made for. */
  madeFor: Size
  /** Its level before the shift (the line's override, else the item's). */
  base: number
  /** Its level for this bearer. */
  level: number
  bearer: Size
}

/** How the line's size changes its level for a bearer of `bearerSize`; null when it does not. */
export function sizeShift(line: InventoryLine, item: ResolvedItem, bearerSize: Size): SizeShift | null {
  if (item.type === 'coins' || item.type === 'ammo' || item.type === 'creature') return null
  const madeFor = line.size ?? item.size
  if (!madeFor) return null
  const base = line.level ?? item.level
  const level = effectiveLevel(base, madeFor, bearerSize)
  return level === base ? null : { madeFor, base, level, bearer: bearerSize }
}

export interface RoundsPlan {
  /** Rounds put into existing lines (line id → rounds after). */
  fill: Array<{ lineId: string; rounds: number; added: number }>
  /** Rounds left for new containers, and how many containers they need. */
  rest: number
  containers: number
}

/**
 * Where `rounds` of ammunition go in `lines`: into the room of the lines holding the same container (same
 * ref, plain lines first in order), the rest into ceil(rest / capacity) new containers.
 */
export function planRounds(
  lines: readonly InventoryLine[],
  ref: ItemRef,
  capacity: number,
  rounds: number
): RoundsPlan {
  let left = rounds
  const fill: RoundsPlan['fill'] = []
  for (const l of lines) {
    if (left <= 0) break
    if (l.ref.source !== ref.source || l.ref.id !== ref.id) continue
    const room = l.quantity * capacity - (l.rounds ?? 0)
    if (room <= 0) continue
    const added = Math.min(room, left)
    fill.push({ lineId: l.id, rounds: (l.rounds ?? 0) + added, added })
    left -= added
  }
  return { fill, rest: left, containers: Math.ceil(left / capacity) }
}
