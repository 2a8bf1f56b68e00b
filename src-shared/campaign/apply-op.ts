// Applying Ops to a campaign: pure, deterministic (ids and times come in the Op), with structural
// sharing (only the objects on the changed path are copied, so undo history is cheap).
//
// Invariants kept (and checked for incoming data): character ids, custom item ids and inventory line
// ids are unique in the campaign (line ids across every holder); a `custom` ref names an existing
// custom item. An impossible Op throws an OpError and changes nothing.
//
// Decisions beyond ops.ts:
// - line/add never merges: the line arrives with the id the caller chose.
// - line/move and character/remove merge into an *identical* line of the destination: same ref, name,
//   size, valueGp, notes, and both with or both without `rounds` (rounds then add up).
// - Splitting or moving part of an ammunition line gives the moved part floor(rounds × q / quantity)
//   rounds; the rest stay.
// - A ledger entry's `item` is the line's display name, else the custom item's name, else the catalog id
//   (the UI shows the ref's localised name when `item` equals the id).
// - line/update: `name: ''` or `name: undefined` removes the name override.
// - character/remove: inventory moves to the stash (see ops.ts); customItem/remove refuses while a line
//   or a worn armour still uses the item (ledger entries keep their text and may still name it).
import type { Op, Holder } from './ops'
import type { Campaign, Character, InventoryLine, LedgerEntry, Place } from './schema'
import { SCHEMA_VERSION } from './version'

export type OpErrorCode = 'not-found' | 'conflict' | 'invalid'

export class OpError extends Error {
  override readonly name = 'OpError'
  constructor(readonly code: OpErrorCode, message: string, readonly opIndex?: number) {
    super(message)
  }
}

export const DEFAULT_OPTIONS: Campaign['options'] = {
  strengthRaisesMax: true,
  rounding: 'floor',
  coinsPerUnit: 100,
  customLimits: {}
}

export function newCampaign(name: string, language: Campaign['language']): Campaign {
  return {
    schemaVersion: SCHEMA_VERSION,
    name,
    language,
    options: { ...DEFAULT_OPTIONS, customLimits: {} },
    characters: [],
    stash: [],
    customItems: [],
    ledger: []
  }
}

/** Line ids of one holder, cached per (immutable) array: unchanged holders keep their cache across Ops. */
const lineIdCache = new WeakMap<readonly InventoryLine[], Set<string>>()
function lineIds(lines: readonly InventoryLine[]): Set<string> {
  let ids = lineIdCache.get(lines)
  if (!ids) {
    ids = new Set(lines.map((l) => l.id))
    lineIdCache.set(lines, ids)
  }
  return ids
}

export function holderLabel(campaign: Campaign, holder: Holder | Place): string {
  if (holder.type === 'stash') return 'the stash'
  if (holder.type === 'outside') return 'outside the party'
  const ch = campaign.characters.find((c) => c.id === holder.id)
  return ch ? `${ch.name}'s inventory (${ch.id})` : `character ${holder.id}`
}

/** The lines of a holder, or undefined when the character does not exist. */
export function holderLines(campaign: Campaign, holder: Holder): readonly InventoryLine[] | undefined {
  if (holder.type === 'stash') return campaign.stash
  return campaign.characters.find((c) => c.id === holder.id)?.inventory
}

export interface FoundLine {
  holder: Holder
  line: InventoryLine
  index: number
}

/** Finds a line anywhere in the campaign (stash first, then characters in order). */
export function findLine(campaign: Campaign, lineId: string): FoundLine | undefined {
  const holders: Array<[Holder, readonly InventoryLine[]]> = [
    [{ type: 'stash' }, campaign.stash],
    ...campaign.characters.map((c): [Holder, readonly InventoryLine[]] => [{ type: 'character', id: c.id }, c.inventory])
  ]
  for (const [holder, lines] of holders) {
    if (!lineIds(lines).has(lineId)) continue
    const index = lines.findIndex((l) => l.id === lineId)
    return { holder, line: lines[index]!, index }
  }
  return undefined
}

function lineIdTaken(campaign: Campaign, id: string): boolean {
  return lineIds(campaign.stash).has(id) || campaign.characters.some((c) => lineIds(c.inventory).has(id))
}

/** Same item, same description: two such lines may be merged into one. */
export function sameLineContent(a: InventoryLine, b: InventoryLine): boolean {
  return a.ref.source === b.ref.source && a.ref.id === b.ref.id && a.name === b.name && a.size === b.size &&
    a.valueGp === b.valueGp && a.notes === b.notes && (a.rounds === undefined) === (b.rounds === undefined)
}

function ledgerItemName(campaign: Campaign, line: InventoryLine): string {
  if (line.name) return line.name
  if (line.ref.source === 'custom') return campaign.customItems.find((i) => i.id === line.ref.id)?.name ?? line.ref.id
  return line.ref.id
}

function sameHolder(a: Holder, b: Holder): boolean {
  return a.type === b.type && (a.type === 'stash' || a.id === (b as { id: string }).id)
}

// ---- copy-on-write helpers -------------------------------------------------------------------------

function replaceAt<T>(arr: readonly T[], index: number, value: T): T[] {
  const copy = arr.slice()
  copy[index] = value
  return copy
}

function removeAt<T>(arr: readonly T[], index: number): T[] {
  return [...arr.slice(0, index), ...arr.slice(index + 1)]
}

function characterIndex(campaign: Campaign, id: string): number {
  const i = campaign.characters.findIndex((c) => c.id === id)
  if (i < 0) throw new OpError('not-found', `character ${id} not found`)
  return i
}

function linesOf(campaign: Campaign, holder: Holder): readonly InventoryLine[] {
  if (holder.type === 'stash') return campaign.stash
  return campaign.characters[characterIndex(campaign, holder.id)]!.inventory
}

function withLines(campaign: Campaign, holder: Holder, lines: InventoryLine[]): Campaign {
  if (holder.type === 'stash') return { ...campaign, stash: lines }
  const i = characterIndex(campaign, holder.id)
  const ch = campaign.characters[i]!
  return { ...campaign, characters: replaceAt(campaign.characters, i, { ...ch, inventory: lines }) }
}

function lineIndex(campaign: Campaign, holder: Holder, lineId: string): number {
  const lines = linesOf(campaign, holder)
  const i = lineIds(lines).has(lineId) ? lines.findIndex((l) => l.id === lineId) : -1
  if (i < 0) throw new OpError('not-found', `line ${lineId} not found in ${holderLabel(campaign, holder)}`)
  return i
}

function checkRef(campaign: Campaign, line: InventoryLine, where: string): void {
  if (line.ref.source === 'custom' && !campaign.customItems.some((i) => i.id === line.ref.id)) {
    throw new OpError('not-found', `custom item ${line.ref.id} (${where}) not found`)
  }
}

function splitRounds(line: InventoryLine, quantity: number): { moved?: number; kept?: number } {
  if (line.rounds === undefined) return {}
  const moved = line.quantity === 0 ? 0 : Math.floor((line.rounds * quantity) / line.quantity)
  return { moved, kept: line.rounds - moved }
}

/** Adds `line` to `lines`, merged into an identical line when there is one. */
function addMerged(lines: readonly InventoryLine[], line: InventoryLine): InventoryLine[] {
  const j = lines.findIndex((l) => sameLineContent(l, line))
  if (j < 0) return [...lines, line]
  const target = lines[j]!
  const merged: InventoryLine = { ...target, quantity: target.quantity + line.quantity }
  if (target.rounds !== undefined) merged.rounds = target.rounds + (line.rounds ?? 0)
  return replaceAt(lines, j, merged)
}

// ---- the Ops ---------------------------------------------------------------------------------------

/** Applies one Op; ledger entries it writes are pushed to `ledger` (appended once by the caller). */
function applyInto(campaign: Campaign, op: Op, ledger: LedgerEntry[]): Campaign {
  switch (op.type) {
    case 'campaign/rename':
      return { ...campaign, name: op.name }
    case 'campaign/setLanguage':
      return { ...campaign, language: op.language }
    case 'options/update': {
      const { type: _type, ...patch } = op
      return { ...campaign, options: { ...campaign.options, ...stripUndefined(patch) } }
    }
    case 'character/add': {
      const ch = op.character
      if (campaign.characters.some((c) => c.id === ch.id)) throw new OpError('conflict', `character ${ch.id} already exists`)
      const seen = new Set<string>()
      for (const line of ch.inventory) {
        if (seen.has(line.id) || lineIdTaken(campaign, line.id)) throw new OpError('conflict', `line ${line.id} already exists`)
        seen.add(line.id)
        checkRef(campaign, line, `line ${line.id}`)
      }
      checkArmorRef(campaign, ch, ch.id)
      return { ...campaign, characters: [...campaign.characters, ch] }
    }
    case 'character/update': {
      const i = characterIndex(campaign, op.id)
      const patch = stripUndefined(op.patch)
      if (Object.keys(patch).length === 0) return campaign
      if (patch.wornArmor) checkArmorRef(campaign, { wornArmor: patch.wornArmor }, op.id)
      return { ...campaign, characters: replaceAt(campaign.characters, i, { ...campaign.characters[i]!, ...patch } as Character) }
    }
    case 'character/remove': {
      const i = characterIndex(campaign, op.id)
      const ch = campaign.characters[i]!
      if (ch.inventory.length > 0 && (op.ledgerId === undefined || op.at === undefined)) {
        throw new OpError('invalid', `character ${ch.id} holds ${ch.inventory.length} line(s): character/remove needs ledgerId and at to move them to the stash`)
      }
      let stash = campaign.stash
      ch.inventory.forEach((line, k) => {
        stash = addMerged(stash, line)
        ledger.push({
          id: `${op.ledgerId}-${k + 1}`, at: op.at!, item: ledgerItemName(campaign, line), ref: line.ref,
          quantity: line.quantity, from: { type: 'character', id: ch.id }, to: { type: 'stash' },
          note: `${ch.name} left the party`
        })
      })
      return { ...campaign, stash, characters: removeAt(campaign.characters, i) }
    }
    case 'line/add': {
      if (lineIdTaken(campaign, op.line.id)) throw new OpError('conflict', `line ${op.line.id} already exists`)
      checkRef(campaign, op.line, `line ${op.line.id}`)
      const next = withLines(campaign, op.to, [...linesOf(campaign, op.to), op.line])
      ledger.push({
        id: op.ledgerId, at: op.at, item: ledgerItemName(campaign, op.line), ref: op.line.ref,
        quantity: op.line.quantity, from: { type: 'outside' }, to: op.to
      })
      return next
    }
    case 'line/update': {
      const lines = linesOf(campaign, op.holder)
      const i = lineIndex(campaign, op.holder, op.lineId)
      const line: InventoryLine = { ...lines[i]!, ...stripUndefined(op.patch) }
      for (const key of OPTIONAL_LINE_KEYS) {
        if ((key in op.patch && op.patch[key] === undefined) || (key === 'name' && op.patch.name === '')) delete line[key]
      }
      return withLines(campaign, op.holder, replaceAt(lines, i, line))
    }
    case 'line/remove': {
      const lines = linesOf(campaign, op.holder)
      const i = lineIndex(campaign, op.holder, op.lineId)
      const line = lines[i]!
      ledger.push({
        id: op.ledgerId, at: op.at, item: ledgerItemName(campaign, line), ref: line.ref,
        quantity: line.quantity, from: op.holder, to: { type: 'outside' }
      })
      return withLines(campaign, op.holder, removeAt(lines, i))
    }
    case 'line/split': {
      const lines = linesOf(campaign, op.holder)
      const i = lineIndex(campaign, op.holder, op.lineId)
      const line = lines[i]!
      if (op.quantity >= line.quantity) {
        throw new OpError('invalid', `cannot split ${op.quantity} off line ${line.id}: it holds ${line.quantity}`)
      }
      if (lineIdTaken(campaign, op.newLineId)) throw new OpError('conflict', `line ${op.newLineId} already exists`)
      const r = splitRounds(line, op.quantity)
      const kept: InventoryLine = { ...line, quantity: line.quantity - op.quantity }
      const part: InventoryLine = { ...line, id: op.newLineId, quantity: op.quantity }
      if (r.moved !== undefined) { kept.rounds = r.kept; part.rounds = r.moved }
      return withLines(campaign, op.holder, [...lines.slice(0, i), kept, part, ...lines.slice(i + 1)])
    }
    case 'line/move': {
      if (sameHolder(op.from, op.to)) throw new OpError('invalid', `line ${op.lineId}: source and destination are both ${holderLabel(campaign, op.from)}`)
      const fromLines = linesOf(campaign, op.from)
      linesOf(campaign, op.to) // destination must exist
      const i = lineIndex(campaign, op.from, op.lineId)
      const line = fromLines[i]!
      if (op.quantity > line.quantity) {
        throw new OpError('invalid', `cannot move ${op.quantity} of line ${line.id}: it holds ${line.quantity}`)
      }
      const whole = op.quantity === line.quantity
      const r = splitRounds(line, op.quantity)
      let next: Campaign
      if (whole) {
        next = withLines(campaign, op.from, removeAt(fromLines, i))
      } else {
        const kept: InventoryLine = { ...line, quantity: line.quantity - op.quantity }
        if (r.kept !== undefined) kept.rounds = r.kept
        next = withLines(campaign, op.from, replaceAt(fromLines, i, kept))
      }
      const moving: InventoryLine = { ...line, id: op.newLineId, quantity: op.quantity }
      if (r.moved !== undefined) moving.rounds = r.moved
      const toLines = linesOf(next, op.to)
      const merges = toLines.some((l) => sameLineContent(l, moving))
      if (!merges && lineIdTaken(next, op.newLineId)) throw new OpError('conflict', `line ${op.newLineId} already exists`)
      next = withLines(next, op.to, addMerged(toLines, moving))
      const entry: LedgerEntry = {
        id: op.ledgerId, at: op.at, item: ledgerItemName(campaign, line), ref: line.ref,
        quantity: op.quantity, from: op.from, to: op.to
      }
      if (op.note !== undefined) entry.note = op.note
      ledger.push(entry)
      return next
    }
    case 'customItem/add': {
      if (campaign.customItems.some((i) => i.id === op.item.id)) throw new OpError('conflict', `custom item ${op.item.id} already exists`)
      return { ...campaign, customItems: [...campaign.customItems, op.item] }
    }
    case 'customItem/update': {
      const i = campaign.customItems.findIndex((it) => it.id === op.item.id)
      if (i < 0) throw new OpError('not-found', `custom item ${op.item.id} not found`)
      return { ...campaign, customItems: replaceAt(campaign.customItems, i, op.item) }
    }
    case 'customItem/remove': {
      const i = campaign.customItems.findIndex((it) => it.id === op.id)
      if (i < 0) throw new OpError('not-found', `custom item ${op.id} not found`)
      const users = customItemUsers(campaign, op.id)
      if (users.length > 0) {
        throw new OpError('conflict', `custom item ${op.id} is still used by ${users.slice(0, 3).join(', ')}${users.length > 3 ? ` and ${users.length - 3} more` : ''}`)
      }
      return { ...campaign, customItems: removeAt(campaign.customItems, i) }
    }
    default: {
      const never: never = op
      throw new OpError('invalid', `unknown op ${(never as { type: string }).type}`)
    }
  }
}

/** Where a custom item is still used (lines and worn armours), as readable labels. */
export function customItemUsers(campaign: Campaign, itemId: string): string[] {
  const users: string[] = []
  const uses = (l: InventoryLine) => l.ref.source === 'custom' && l.ref.id === itemId
  for (const l of campaign.stash) if (uses(l)) users.push(`line ${l.id} in the stash`)
  for (const c of campaign.characters) {
    for (const l of c.inventory) if (uses(l)) users.push(`line ${l.id} of ${c.name}`)
    if (c.wornArmor?.ref?.source === 'custom' && c.wornArmor.ref.id === itemId) users.push(`${c.name}'s worn armour`)
  }
  return users
}

const OPTIONAL_LINE_KEYS = ['name', 'size', 'notes', 'valueGp', 'rounds'] as const

function checkArmorRef(campaign: Campaign, ch: Pick<Character, 'wornArmor'>, who: string): void {
  const ref = ch.wornArmor?.ref
  if (ref?.source === 'custom' && !campaign.customItems.some((i) => i.id === ref.id)) {
    throw new OpError('not-found', `custom item ${ref.id} (worn armour of ${who}) not found`)
  }
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  const out: Partial<T> = {}
  for (const [k, v] of Object.entries(o)) if (v !== undefined) (out as Record<string, unknown>)[k] = v
  return out
}

function appendLedger(campaign: Campaign, entries: LedgerEntry[]): Campaign {
  return entries.length === 0 ? campaign : { ...campaign, ledger: campaign.ledger.concat(entries) }
}

/** Applies one Op. Throws OpError (and changes nothing) when it is impossible. */
export function applyOp(campaign: Campaign, op: Op): Campaign {
  const ledger: LedgerEntry[] = []
  return appendLedger(applyInto(campaign, op, ledger), ledger)
}

/** Applies Ops in order, all or nothing: the first impossible Op throws with its index in the message. */
export function applyBatch(campaign: Campaign, ops: readonly Op[]): Campaign {
  const ledger: LedgerEntry[] = []
  let next = campaign
  ops.forEach((op, i) => {
    try {
      next = applyInto(next, op, ledger)
    } catch (e) {
      if (e instanceof OpError) throw new OpError(e.code, `op ${i + 1} of ${ops.length} (${op.type}): ${e.message}`, i)
      throw e
    }
  })
  return appendLedger(next, ledger)
}
