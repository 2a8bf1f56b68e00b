// Builders for the Ops the UI sends: ids and times are chosen here (the Op must be deterministic).
import type { ClearableLineKey, Holder, LinePatch, Op } from '@shared/campaign/ops'
import type { Character, InventoryLine, ItemRef, StoragePlace } from '@shared/campaign/schema'
import { newId, nowIso } from '../core/ids'

/**
 * Moves `quantity` of a line; `holds` is the line's quantity. A whole line keeps its id (a re-import finds
 * the actor's line wherever the GM took it, issue 11); a part becomes a new line.
 */
export function moveOp(from: Holder, to: Holder, lineId: string, quantity: number, { holds }: { holds: number }): Op {
  const newLineId = quantity >= holds ? lineId : newId('l')
  return { type: 'line/move', from, to, lineId, quantity, newLineId, ledgerId: newId('g'), at: nowIso() }
}

/** Puts `quantity` of a line into the bag `into` of its holder, or takes it out (no `into`). */
export function stowOp(holder: Holder, lineId: string, quantity: number, into?: string): Op {
  const op: Op = { type: 'line/stow', holder, lineId, quantity, newLineId: newId('l') }
  if (into !== undefined) op.into = into
  return op
}

export function addLineOp(
  to: Holder,
  ref: ItemRef,
  quantity: number,
  extra: Partial<Omit<InventoryLine, 'id' | 'ref' | 'quantity'>> = {},
  merge = true
): Op {
  const op: Op = {
    type: 'line/add',
    to,
    line: { id: newId('l'), ref, quantity, ...extra },
    ledgerId: newId('g'),
    at: nowIso()
  }
  if (merge) op.merge = true
  return op
}

export function removeLineOp(holder: Holder, lineId: string): Op {
  return { type: 'line/remove', holder, lineId, ledgerId: newId('g'), at: nowIso() }
}

export function splitOp(holder: Holder, lineId: string, quantity: number): Op {
  return { type: 'line/split', holder, lineId, quantity, newLineId: newId('l') }
}

export function quantityOp(holder: Holder, lineId: string, quantity: number): Op {
  return { type: 'line/update', holder, lineId, patch: { quantity }, ledgerId: newId('g'), at: nowIso() }
}

/** Edits a line; a change of quantity or rounds is written to the ledger (the op carries its id and time). */
export function updateLineOp(holder: Holder, lineId: string, patch: LinePatch, clear: ClearableLineKey[] = []): Op {
  const op: Op = { type: 'line/update', holder, lineId, patch, ledgerId: newId('g'), at: nowIso() }
  if (clear.length > 0) op.clear = clear
  return op
}

/** Uses `quantity` units and/or `rounds` of a line ("drink 1", "−12 arrows"). */
export function useLineOp(holder: Holder, lineId: string, quantity: number, rounds?: number): Op {
  const op: Op = { type: 'line/use', holder, lineId, quantity, ledgerId: newId('g'), at: nowIso() }
  if (rounds !== undefined) op.rounds = rounds
  return op
}

export function newCharacter(name: string, patch: Partial<Character> = {}): Character {
  return {
    id: newId('c'),
    name,
    player: '',
    strength: 10,
    size: 'M',
    wornArmor: null,
    notes: '',
    inventory: [],
    ...patch
  }
}

export function removeCharacterOp(character: Character): Op {
  return character.inventory.length > 0
    ? { type: 'character/remove', id: character.id, ledgerId: newId('g'), at: nowIso() }
    : { type: 'character/remove', id: character.id }
}

export function sameHolder(a: Holder, b: Holder): boolean {
  return a.type === b.type && (a.type === 'stash' || a.id === (b as { id: string }).id)
}

export function holderKey(h: Holder): string {
  return h.type === 'stash' ? 'stash' : `${h.type}:${h.id}`
}

/**
 * Removes a place (RULES.md §10): its lines first go to `to` (one line/move each, so one ledger entry
 * each; a bag takes its contents with it), then the empty place goes. Nothing is lost on the way.
 * To the stash, place/remove alone takes them (the same merge, a bag with its contents), and its entries
 * record the place's name, so that the ledger still names it once it is gone (ledger-holder.ts).
 */
export function removePlaceOps(place: StoragePlace, to: Holder): Op[] {
  const from: Holder = { type: 'place', id: place.id }
  const ids = new Set(place.inventory.map((l) => l.id))
  const at = nowIso()
  if (to.type === 'stash' && place.inventory.length > 0)
    return [{ type: 'place/remove', id: place.id, ledgerId: newId('g'), at }]
  const moves: Op[] = place.inventory
    .filter((l) => l.quantity > 0 && (l.in === undefined || !ids.has(l.in)))
    .map((l) => ({ ...moveOp(from, to, l.id, l.quantity, { holds: l.quantity }), at }))
  // what cannot move (an empty line) goes to the stash with the place, still written to the ledger
  const remove: Op =
    place.inventory.length > 0
      ? { type: 'place/remove', id: place.id, ledgerId: newId('g'), at }
      : { type: 'place/remove', id: place.id }
  return [...moves, remove]
}
