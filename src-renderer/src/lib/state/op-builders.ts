// Builders for the Ops the UI sends: ids and times are chosen here (the Op must be deterministic).
import type { Holder, Op } from '@shared/campaign/ops'
import type { Character, InventoryLine, ItemRef } from '@shared/campaign/schema'
import { newId, nowIso } from '../util/ids'

export function moveOp(from: Holder, to: Holder, lineId: string, quantity: number): Op {
  return { type: 'line/move', from, to, lineId, quantity, newLineId: newId('l'), ledgerId: newId('g'), at: nowIso() }
}

export function addLineOp(
  to: Holder,
  ref: ItemRef,
  quantity: number,
  extra: Partial<Omit<InventoryLine, 'id' | 'ref' | 'quantity'>> = {}
): Op {
  return { type: 'line/add', to, line: { id: newId('l'), ref, quantity, ...extra }, ledgerId: newId('g'), at: nowIso() }
}

export function removeLineOp(holder: Holder, lineId: string): Op {
  return { type: 'line/remove', holder, lineId, ledgerId: newId('g'), at: nowIso() }
}

export function splitOp(holder: Holder, lineId: string, quantity: number): Op {
  return { type: 'line/split', holder, lineId, quantity, newLineId: newId('l') }
}

export function quantityOp(holder: Holder, lineId: string, quantity: number): Op {
  return { type: 'line/update', holder, lineId, patch: { quantity } }
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
  return h.type === 'stash' ? 'stash' : `character:${h.id}`
}
