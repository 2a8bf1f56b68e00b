// Applying Ops to a campaign: pure, deterministic (ids and times come in the Op), with structural
// sharing (only the objects on the changed path are copied, so undo history is cheap).
//
// Invariants kept (and checked for incoming data): character ids, custom item ids and inventory line
// ids are unique in the campaign (line ids across every holder); a `custom` ref names an existing
// custom item. An impossible Op throws an OpError and changes nothing.
//
// Decisions beyond ops.ts:
// - line/add merges only when asked (`merge`); otherwise the line arrives with the id the caller chose.
// - line/move, character/remove and a merging line/add join an *identical* line of the destination: every
//   field but id, quantity and rounds equal, and both with or both without `rounds` (rounds then add up).
//   An extradimensional container moved or left to the stash never joins one: each bag keeps its contents.
// - The ledger reconciles: every change of a holder's quantity or rounds is an entry (add, a character
//   arriving with lines, update, use, remove, move, split excepted: it stays in the holder), so summing
//   the ledger gives each holder's lines.
// - Splitting or moving part of an ammunition line gives the moved part floor(rounds × q / quantity)
//   rounds; the rest stay.
// - A ledger entry's `item` is the line's display name, else the custom item's name, else the catalog id
//   (the UI shows the ref's localised name when `item` equals the id).
// - line/update: `clear` lists the fields removed; `name: ''` (and `nameFr: ''`) also removes a name.
// - character/remove: inventory moves to the stash (see ops.ts); customItem/remove refuses while a line
//   or a worn armour still uses the item (ledger entries keep their text and may still name it).
//
// Every Op is applied to a CampaignDraft (draft.ts): it checks everything first and only then writes,
// so an impossible Op leaves the draft as it was (what replayOps relies on). A batch of k Ops on n
// lines costs about k + n, not k × n.
import { changeProblem, type ChangeProblem } from './change-check'
import { CampaignDraft, lineIds, sameLineContent, type LinesDraft } from './draft'
import { lineInProblem, ownerProblem, type LineLookup, type ReferenceProblem } from './integrity'
import { renamed, unlinked } from './import-links'
import { OpError, type OpErrorCode, type OpWhy } from './op-error'
import { applyCoinOp } from './coin-ops'
import {
  addMerged,
  characterIndex,
  emptyOut,
  holderLabel,
  isExtradimensional,
  keptPart,
  ledgerBag,
  ledgerBagOf,
  ledgerEntry,
  lineSlot,
  linesOf,
  splitRounds,
  withBags
} from './op-helpers'
import { CLEARABLE_LINE_KEYS, type Op, type Holder } from './ops'
import {
  DEFAULT_WEALTH,
  type Campaign,
  type Character,
  type InventoryLine,
  type LedgerEntry,
  type Place
} from './schema'
import { loadsNow } from './session-loads'
import { SCHEMA_VERSION } from './version'

export { sameLineContent }

export { OpError, holderLabel, type OpErrorCode, type OpWhy }

export const DEFAULT_OPTIONS: Campaign['options'] = {
  strengthRaisesMax: true,
  rounding: 'floor',
  coinsPerUnit: 100,
  customLimits: {}
}

export function newCampaign(name: string, exportLanguage: Campaign['exportLanguage']): Campaign {
  return {
    schemaVersion: SCHEMA_VERSION,
    name,
    exportLanguage,
    options: { ...DEFAULT_OPTIONS, customLimits: {} },
    characters: [],
    stash: [],
    customItems: [],
    ledger: []
  }
}

/** The lines of a holder, or undefined when the character or place does not exist. */
export function holderLines(campaign: Campaign, holder: Holder): readonly InventoryLine[] | undefined {
  if (holder.type === 'stash') return campaign.stash
  if (holder.type === 'place') return campaign.places?.find((p) => p.id === holder.id)?.inventory
  return campaign.characters.find((c) => c.id === holder.id)?.inventory
}

export interface FoundLine {
  holder: Holder
  line: InventoryLine
  index: number
}

/** Every holder with its lines: the stash first, then the characters, then the places, in order. */
export function everyHolderLines(campaign: Campaign): Array<[Holder, readonly InventoryLine[]]> {
  return [
    [{ type: 'stash' }, campaign.stash],
    ...campaign.characters.map((c): [Holder, readonly InventoryLine[]] => [
      { type: 'character', id: c.id },
      c.inventory
    ]),
    ...(campaign.places ?? []).map((p): [Holder, readonly InventoryLine[]] => [
      { type: 'place', id: p.id },
      p.inventory
    ])
  ]
}

/** Finds a line anywhere in the campaign (stash first, then characters, then places, in order). */
export function findLine(campaign: Campaign, lineId: string): FoundLine | undefined {
  for (const [holder, lines] of everyHolderLines(campaign)) {
    if (!lineIds(lines).has(lineId)) continue
    const index = lines.findIndex((l) => l.id === lineId)
    return { holder, line: lines[index]!, index }
  }
  return undefined
}

function sameHolder(a: Holder, b: Holder): boolean {
  return a.type === b.type && (a.type === 'stash' || a.id === (b as { id: string }).id)
}

function sessionIndex(d: CampaignDraft, id: string): number {
  const i = d.sessions.findIndex((s) => s.id === id)
  if (i < 0)
    throw new OpError('not-found', `session ${id} not found`, { why: { reason: 'session-not-found', params: { id } } })
  return i
}

function placeIndex(d: CampaignDraft, id: string): number {
  const i = d.placeIndex(id)
  if (i < 0)
    throw new OpError('not-found', `place ${id} not found`, { why: { reason: 'place-not-found', params: { id } } })
  return i
}

/**
 * An owner is on another bearer and names a character of the campaign (integrity.ts, the rule a file is
 * read by); `find` sees the campaign as the Op leaves it.
 */
function checkOwner(ch: Pick<Character, 'id' | 'bearer' | 'owner'>, find: (id: string) => Character | undefined): void {
  const problem = ownerProblem(ch, find)
  if (problem)
    throw new OpError('invalid', `${ch.id}: ${problem.message}`, {
      why: { reason: 'owner-invalid', params: { id: ch.owner ?? '' } }
    })
}

/** Whether a ledger entry (the file's or this batch's) goes from or to `h`. */
function mentions(d: CampaignDraft, h: { type: 'character' | 'place'; id: string }): boolean {
  const is = (p: Place): boolean => p.type === h.type && 'id' in p && p.id === h.id
  const any = (es: readonly LedgerEntry[]): boolean => es.some((e) => is(e.from) || is(e.to))
  return any(d.ledger) || any(d.base.ledger)
}

/** Moves every line of a holder that goes away into the stash, one ledger entry each (`${ledgerId}-k`). */
function emptyIntoStash(
  d: CampaignDraft,
  from: Exclude<Holder, { type: 'stash' }>,
  label: string,
  opType: 'character/remove' | 'place/remove',
  name: string,
  ledgerId: string | undefined,
  at: string | undefined
): void {
  // bags first, so that their contents find them in the stash
  const all = [...linesOf(d, from).live()]
  const lines = [...all.filter((l) => l.in === undefined), ...all.filter((l) => l.in !== undefined)]
  if (lines.length > 0 && (ledgerId === undefined || at === undefined)) {
    throw new OpError(
      'invalid',
      `${label} holds ${lines.length} line(s): ${opType} needs ledgerId and at to move them to the stash`,
      { why: { reason: 'ledger-needed' } }
    )
  }
  // bags keep their contents: a content joins the bag it was in, under the bag's id in the stash
  // empty-handed: no entry of this removal will name it, so the ledger's earlier entries need the name kept
  if (lines.length === 0 && mentions(d, from)) d.depart({ holder: from.type, id: from.id, name })
  const landed = new Map<string, string>()
  const fromLines = linesOf(d, from)
  lines.forEach((line, k) => {
    const moving: InventoryLine = { ...line }
    if (line.in !== undefined) {
      const bag = landed.get(line.in)
      if (bag === undefined) delete moving.in
      else moving.in = bag
    }
    const into = isExtradimensional(d, moving) ? -1 : d.stash.firstLike(moving)
    addMerged(d.stash, into, moving)
    landed.set(line.id, into < 0 ? moving.id : d.stash.at(into).id)
    const entry = withBags(
      ledgerEntry(`${ledgerId}-${k + 1}`, at!, d, line, line.quantity, line.rounds, from, { type: 'stash' }),
      { fromBag: ledgerBagOf(d, fromLines, line.in), toBag: ledgerBagOf(d, d.stash, moving.in) }
    )
    entry.gone = { holder: from.type === 'place' ? 'place' : 'character', name }
    d.ledger.push(entry)
  })
}

// ---- the Ops ---------------------------------------------------------------------------------------

/** Applies one Op to the draft: every check comes before the first write, so a refused Op changes nothing. */
function applyInto(d: CampaignDraft, op: Op): void {
  switch (op.type) {
    case 'campaign/rename':
      d.name = op.name
      return
    case 'campaign/setExportLanguage':
      d.exportLanguage = op.language
      return
    case 'options/update': {
      const { type: _type, ...patch } = op
      d.options = { ...d.options, ...stripUndefined(patch) }
      return
    }
    case 'character/add': {
      const ch = op.character
      if (d.characterIndex(ch.id) >= 0)
        throw new OpError('conflict', `character ${ch.id} already exists`, {
          why: {
            reason: 'id-taken',
            params: { id: ch.id }
          }
        })
      const seen = new Set<string>()
      for (const line of ch.inventory) {
        if (seen.has(line.id) || d.lineIdTaken(line.id))
          throw new OpError('conflict', `line ${line.id} already exists`, {
            why: {
              reason: 'id-taken',
              params: { id: line.id }
            }
          })
        seen.add(line.id)
      }
      if (ch.inventory.length > 0 && (op.ledgerId === undefined || op.at === undefined)) {
        throw new OpError(
          'invalid',
          `character ${ch.id} arrives with ${ch.inventory.length} line(s): character/add needs ledgerId and at to write them to the ledger`,
          { why: { reason: 'ledger-needed' } }
        )
      }
      checkOwner(ch, (id) => d.character(id))
      // the lines it arrives with are in bags of its own
      const own = new Map(ch.inventory.map((l) => [l.id, l]))
      for (const line of ch.inventory) checkBag(line, { ...lookup(d), sameHolder: (id) => own.get(id) })
      d.addCharacter(ch)
      const to: Place = { type: 'character', id: ch.id }
      ch.inventory.forEach((line, k) =>
        d.ledger.push(
          ledgerEntry(`${op.ledgerId}-${k + 1}`, op.at!, d, line, line.quantity, line.rounds, { type: 'outside' }, to)
        )
      )
      return
    }
    case 'character/update': {
      const i = characterIndex(d, op.id)
      const patch = stripUndefined(op.patch)
      if (Object.keys(patch).length === 0 && !op.clear?.length) return
      const next = { ...d.characters[i]!, ...patch } as Character
      for (const key of op.clear ?? []) delete next[key]
      // it, and the bearers it owns, as the change leaves them (one who owns bearers cannot become one)
      const find = (id: string) => (id === next.id ? next : d.character(id))
      checkOwner(next, find)
      for (const c of d.characters) if (c.owner === next.id && c.id !== next.id) checkOwner(c, find)
      d.setCharacter(i, next)
      return
    }
    case 'character/remove': {
      const i = characterIndex(d, op.id)
      const ch = d.characters[i]!
      emptyIntoStash(d, { type: 'character', id: ch.id }, `character ${ch.id}`, op.type, ch.name, op.ledgerId, op.at)
      d.removeCharacter(i)
      // its mounts and hirelings stay, on their own
      d.characters.forEach((other, j) => {
        if (other.owner !== ch.id) return
        const { owner: _owner, ...rest } = other
        d.setCharacter(j, rest)
      })
      return
    }
    case 'line/add': {
      if (d.lineIdTaken(op.line.id))
        throw new OpError('conflict', `line ${op.line.id} already exists`, {
          why: {
            reason: 'id-taken',
            params: { id: op.line.id }
          }
        })
      const to = linesOf(d, op.to)
      if (op.line.in !== undefined) checkInto(d, to, op.line)
      addMerged(to, op.merge ? to.firstLike(op.line) : -1, op.line)
      d.ledger.push(
        withBags(
          ledgerEntry(op.ledgerId, op.at, d, op.line, op.line.quantity, op.line.rounds, { type: 'outside' }, op.to),
          { toBag: ledgerBagOf(d, to, op.line.in) }
        )
      )
      return
    }
    case 'line/update': {
      const lines = linesOf(d, op.holder)
      const i = lineSlot(d, lines, op.holder, op.lineId)
      const before = lines.at(i)
      const line: InventoryLine = { ...before, ...stripUndefined(op.patch) }
      for (const key of op.clear ?? []) delete line[key]
      for (const key of OPTIONAL_LINE_KEYS) if (key in op.patch && op.patch[key] === undefined) delete line[key]
      if (op.patch.name === '') delete line.name
      if (op.patch.nameFr === '') delete line.nameFr
      const dq = line.quantity - before.quantity
      const dr = (line.rounds ?? 0) - (before.rounds ?? 0)
      if ((dq !== 0 || dr !== 0) && (op.ledgerId === undefined || op.at === undefined)) {
        throw new OpError(
          'invalid',
          `line ${before.id}: a change of quantity or rounds is written to the ledger, so line/update needs ledgerId and at`,
          { why: { reason: 'ledger-needed' } }
        )
      }
      if (line.in !== undefined && line.in !== before.in) checkInto(d, lines, line)
      lines.set(i, line)
      // one entry per direction: what came in (more units or rounds), what went out
      const hasRounds = line.rounds !== undefined || before.rounds !== undefined
      const outside = { type: 'outside' } as const
      const moves = [
        { q: Math.max(dq, 0), r: Math.max(dr, 0), from: outside, to: op.holder },
        { q: Math.max(-dq, 0), r: Math.max(-dr, 0), from: op.holder, to: outside }
      ].filter((e) => e.q > 0 || e.r > 0)
      moves.forEach((e, k) => {
        const id = k === 0 ? op.ledgerId! : `${op.ledgerId}-${k + 1}`
        const entry = ledgerEntry(id, op.at!, d, line, e.q, hasRounds ? e.r : undefined, e.from, e.to, 'edit')
        if (op.note !== undefined) entry.note = op.note
        d.ledger.push(entry)
      })
      return
    }
    case 'line/use': {
      const lines = linesOf(d, op.holder)
      const i = lineSlot(d, lines, op.holder, op.lineId)
      const line = lines.at(i)
      const rounds = op.rounds ?? 0
      if (op.quantity > line.quantity || rounds > (line.rounds ?? 0)) {
        const rs = rounds > (line.rounds ?? 0)
        throw new OpError(
          'invalid',
          rs
            ? `cannot use ${rounds} rounds of line ${line.id}: it holds ${line.rounds ?? 0}`
            : `cannot use ${op.quantity} of line ${line.id}: it holds ${line.quantity}`,
          {
            why: {
              reason: 'not-enough',
              params: rs
                ? { quantity: rounds, holds: line.rounds ?? 0 }
                : { quantity: op.quantity, holds: line.quantity }
            }
          }
        )
      }
      if (op.quantity === 0 && rounds === 0) return
      const left: InventoryLine = { ...line, quantity: line.quantity - op.quantity }
      if (line.rounds !== undefined) left.rounds = line.rounds - rounds
      const entry = ledgerEntry(
        op.ledgerId,
        op.at,
        d,
        line,
        op.quantity,
        line.rounds !== undefined ? rounds : undefined,
        op.holder,
        { type: 'outside' },
        'use'
      )
      withBags(entry, { fromBag: ledgerBagOf(d, lines, line.in) })
      if (op.note !== undefined) entry.note = op.note
      d.ledger.push(entry)
      // used up: no unit left, and no round either (empty containers are kept when some were asked for)
      if (left.quantity === 0 && (left.rounds ?? 0) === 0) {
        lines.remove(i)
        emptyOut(d, lines, line)
      } else lines.set(i, left)
      return
    }
    case 'line/remove': {
      const lines = linesOf(d, op.holder)
      const i = lineSlot(d, lines, op.holder, op.lineId)
      const line = lines.at(i)
      d.ledger.push(
        withBags(ledgerEntry(op.ledgerId, op.at, d, line, line.quantity, line.rounds, op.holder, { type: 'outside' }), {
          fromBag: ledgerBagOf(d, lines, line.in)
        })
      )
      lines.remove(i)
      emptyOut(d, lines, line)
      return
    }
    case 'line/stow': {
      const lines = linesOf(d, op.holder)
      const i = lineSlot(d, lines, op.holder, op.lineId)
      const line = lines.at(i)
      if (op.quantity > line.quantity) {
        throw new OpError('invalid', `cannot stow ${op.quantity} of line ${line.id}: it holds ${line.quantity}`, {
          why: { reason: 'not-enough', params: { quantity: op.quantity, holds: line.quantity } }
        })
      }
      if (line.in === op.into)
        throw new OpError(
          'invalid',
          op.into === undefined
            ? `line ${line.id} is in no container of ${holderLabel(d, op.holder)}`
            : `line ${line.id} is already in ${op.into}`,
          { why: { reason: 'same-holder' } }
        )
      const whole = op.quantity === line.quantity
      const r = splitRounds(line, op.quantity)
      const moving: InventoryLine = whole
        ? { ...line, quantity: op.quantity }
        : unlinked({ ...line, id: op.newLineId, quantity: op.quantity })
      if (r.moved !== undefined) moving.rounds = r.moved
      delete moving.in
      if (op.into !== undefined) {
        moving.in = op.into
        checkInto(d, lines, moving)
      }
      const into = lines.firstLike(moving)
      if (into < 0 && !whole && d.lineIdTaken(op.newLineId))
        throw new OpError('conflict', `line ${op.newLineId} already exists`, {
          why: {
            reason: 'id-taken',
            params: { id: op.newLineId }
          }
        })
      if (into >= 0) {
        if (whole) lines.remove(i)
        else lines.set(i, keptPart(line, op.quantity, r.kept))
        addMerged(lines, into, moving)
      } else if (whole) {
        lines.set(i, moving)
      } else {
        lines.set(i, keptPart(line, op.quantity, r.kept))
        lines.insertAfter(i, moving)
      }
      return
    }
    case 'line/split': {
      const lines = linesOf(d, op.holder)
      const i = lineSlot(d, lines, op.holder, op.lineId)
      const line = lines.at(i)
      if (op.quantity >= line.quantity) {
        throw new OpError('invalid', `cannot split ${op.quantity} off line ${line.id}: it holds ${line.quantity}`, {
          why: { reason: 'not-enough', params: { quantity: op.quantity, holds: line.quantity } }
        })
      }
      if (d.lineIdTaken(op.newLineId))
        throw new OpError('conflict', `line ${op.newLineId} already exists`, {
          why: {
            reason: 'id-taken',
            params: { id: op.newLineId }
          }
        })
      if (op.rounds !== undefined && op.rounds > (line.rounds ?? 0)) {
        throw new OpError(
          'invalid',
          `cannot split ${op.rounds} rounds off line ${line.id}: it holds ${line.rounds ?? 0}`,
          { why: { reason: 'not-enough', params: { quantity: op.rounds, holds: line.rounds ?? 0 } } }
        )
      }
      const r =
        op.rounds !== undefined && line.rounds !== undefined
          ? { moved: op.rounds, kept: line.rounds - op.rounds }
          : splitRounds(line, op.quantity)
      const kept: InventoryLine = { ...line, quantity: line.quantity - op.quantity }
      const part: InventoryLine = unlinked({ ...line, id: op.newLineId, quantity: op.quantity })
      if (r.moved !== undefined) {
        kept.rounds = r.kept
        part.rounds = r.moved
      }
      lines.set(i, kept)
      lines.insertAfter(i, part)
      return
    }
    case 'line/move': {
      if (sameHolder(op.from, op.to))
        throw new OpError('invalid', `line ${op.lineId}: source and destination are both ${holderLabel(d, op.from)}`, {
          why: { reason: 'same-holder' }
        })
      const fromLines = linesOf(d, op.from)
      const toLines = linesOf(d, op.to)
      const i = lineSlot(d, fromLines, op.from, op.lineId)
      const line = fromLines.at(i)
      if (op.quantity > line.quantity) {
        throw new OpError('invalid', `cannot move ${op.quantity} of line ${line.id}: it holds ${line.quantity}`, {
          why: { reason: 'not-enough', params: { quantity: op.quantity, holds: line.quantity } }
        })
      }
      const whole = op.quantity === line.quantity
      const r = splitRounds(line, op.quantity)
      const fromBag = ledgerBagOf(d, fromLines, line.in)
      const moving: InventoryLine = whole
        ? renamed({ ...line, quantity: op.quantity }, op.newLineId)
        : unlinked({ ...line, id: op.newLineId, quantity: op.quantity })
      if (r.moved !== undefined) moving.rounds = r.moved
      // what leaves its holder leaves the bag it was in (RULES.md §10), or goes into one of the destination's
      delete moving.in
      if (op.into !== undefined) {
        moving.in = op.into
        checkInto(d, toLines, moving)
      }
      // a bag of holding is a holder of its own: it never joins an identical one (what each holds stays its own)
      const into = isExtradimensional(d, moving) ? -1 : toLines.firstLike(moving)
      // the id is free once a whole line has left under it
      if (into < 0 && d.lineIdTaken(op.newLineId) && !(whole && op.newLineId === op.lineId)) {
        throw new OpError('conflict', `line ${op.newLineId} already exists`, {
          why: {
            reason: 'id-taken',
            params: { id: op.newLineId }
          }
        })
      }
      if (whole) {
        fromLines.remove(i)
      } else {
        const kept: InventoryLine = { ...line, quantity: line.quantity - op.quantity }
        if (r.kept !== undefined) kept.rounds = r.kept
        fromLines.set(i, kept)
      }
      addMerged(toLines, into, moving)
      const entry = withBags(ledgerEntry(op.ledgerId, op.at, d, line, op.quantity, moving.rounds, op.from, op.to), {
        fromBag,
        toBag: ledgerBagOf(d, toLines, op.into)
      })
      if (op.note !== undefined) entry.note = op.note
      d.ledger.push(entry)
      // a whole container takes its contents with it, still inside (RULES.md §10)
      if (whole) {
        const bag = into < 0 ? moving.id : toLines.at(into).id
        const contents = [...fromLines.live()].filter((l) => l.in === line.id)
        const left = contents.length > 0 ? ledgerBag(d, line) : undefined
        const went = contents.length > 0 ? ledgerBagOf(d, toLines, bag) : undefined
        contents.forEach((content, k) => {
          fromLines.remove(fromLines.slotOf(content.id))
          toLines.append({ ...content, in: bag })
          const id = `${op.ledgerId.slice(0, 56)}-c${k + 1}`
          d.ledger.push(
            withBags(ledgerEntry(id, op.at, d, content, content.quantity, content.rounds, op.from, op.to), {
              fromBag: left,
              toBag: went
            })
          )
        })
      }
      return
    }
    case 'coins/exchange':
    case 'coins/consolidate':
    case 'line/sell':
      applyCoinOp(d, op)
      return
    case 'place/add': {
      if (d.placeIndex(op.place.id) >= 0)
        throw new OpError('conflict', `place ${op.place.id} already exists`, {
          why: {
            reason: 'id-taken',
            params: { id: op.place.id }
          }
        })
      d.addPlace({ ...op.place, inventory: [] })
      return
    }
    case 'place/update': {
      const i = placeIndex(d, op.id)
      const place = { ...d.places[i]!, ...stripUndefined(op.patch) }
      if (op.patch.notes === '') delete place.notes
      d.setPlace(i, place)
      return
    }
    case 'place/remove': {
      const i = placeIndex(d, op.id)
      const place = d.places[i]!
      emptyIntoStash(d, { type: 'place', id: place.id }, `place ${place.id}`, op.type, place.name, op.ledgerId, op.at)
      d.removePlace(i)
      return
    }
    case 'campaign/setWealth': {
      const { type: _type, ...patch } = op
      d.wealth = { ...(d.wealth ?? DEFAULT_WEALTH), ...stripUndefined(patch) }
      return
    }
    case 'session/open': {
      const open = d.openSession()
      if (open)
        throw new OpError('conflict', `session ${open.id} (${open.name}) is still open: close it first`, {
          why: { reason: 'session-already-open', params: { id: open.id, name: open.name } }
        })
      if (d.sessions.some((s) => s.id === op.session.id))
        throw new OpError('conflict', `session ${op.session.id} already exists`, {
          why: { reason: 'id-taken', params: { id: op.session.id } }
        })
      d.addSession({ ...op.session, openedAt: op.at, loadsAtOpen: loadsNow(d.result()) })
      return
    }
    case 'session/close': {
      const i = sessionIndex(d, op.id)
      const session = d.sessions[i]!
      if (session.closedAt !== undefined)
        throw new OpError('conflict', `session ${session.id} (${session.name}) is already closed`, {
          why: { reason: 'session-closed', params: { id: session.id, name: session.name } }
        })
      d.setSession(i, { ...session, closedAt: op.at, loadsAtClose: loadsNow(d.result()) })
      return
    }
    case 'session/update': {
      const i = sessionIndex(d, op.id)
      d.setSession(i, { ...d.sessions[i]!, ...stripUndefined(op.patch) })
      return
    }
    case 'customItem/add': {
      if (d.customItemIndex(op.item.id) >= 0)
        throw new OpError('conflict', `custom item ${op.item.id} already exists`, {
          why: {
            reason: 'id-taken',
            params: { id: op.item.id }
          }
        })
      d.addCustomItem(op.item)
      return
    }
    case 'customItem/update': {
      const i = d.customItemIndex(op.item.id)
      if (i < 0)
        throw new OpError('not-found', `custom item ${op.item.id} not found`, {
          why: {
            reason: 'custom-item-not-found',
            params: { id: op.item.id }
          }
        })
      // made a bag, or no longer one: every line of it in a bag, and every line in one of its bags, still fits
      if ((d.customItems[i]!.extradimensional === true) !== (op.item.extradimensional === true)) {
        const item = op.item
        const isItem = (l: InventoryLine) => l.ref.source === 'custom' && l.ref.id === item.id
        const base = lookup(d)
        const look = {
          ...base,
          isContainer: (l: InventoryLine) => (isItem(l) ? item.extradimensional === true : base.isContainer(l))
        }
        for (const [, lines] of everyHolderDraft(d)) {
          const sameHolder = sameHolderIn(lines)
          for (const l of lines.live()) {
            if (l.in === undefined) continue
            const bag = sameHolder(l.in)
            if (isItem(l) || (bag && isItem(bag))) checkBag(l, { ...look, sameHolder })
          }
        }
      }
      d.setCustomItem(i, op.item)
      return
    }
    case 'customItem/remove': {
      const i = d.customItemIndex(op.id)
      if (i < 0)
        throw new OpError('not-found', `custom item ${op.id} not found`, {
          why: {
            reason: 'custom-item-not-found',
            params: { id: op.id }
          }
        })
      const users = usersOf(op.id, d.stash.live(), [
        ...d.characters.map((c) => ({ ...c, lines: linesOf(d, { type: 'character', id: c.id }).live() })),
        ...d.places.map((p) => ({
          name: p.name,
          wornArmor: null,
          lines: linesOf(d, { type: 'place', id: p.id }).live()
        }))
      ])
      if (users.length > 0) {
        throw new OpError(
          'conflict',
          `custom item ${op.id} is still used by ${users.slice(0, 3).join(', ')}${users.length > 3 ? ` and ${users.length - 3} more` : ''}`,
          { why: { reason: 'custom-item-in-use', params: { id: op.id, count: users.length } } }
        )
      }
      d.removeCustomItem(i)
      return
    }
    default: {
      const never: never = op
      throw new OpError('invalid', `unknown op ${(never as { type: string }).type}`)
    }
  }
}

/** Where a custom item is still used (lines and worn armours), as readable labels. */
export function customItemUsers(campaign: Campaign, itemId: string): string[] {
  return usersOf(itemId, campaign.stash, [
    ...campaign.characters.map((c) => ({ ...c, lines: c.inventory })),
    ...(campaign.places ?? []).map((p) => ({ name: p.name, wornArmor: null, lines: p.inventory }))
  ])
}

type Bearer = Pick<Character, 'name' | 'wornArmor'> & { lines: Iterable<InventoryLine> }

function usersOf(itemId: string, stash: Iterable<InventoryLine>, characters: readonly Bearer[]): string[] {
  const users: string[] = []
  const uses = (l: InventoryLine) => l.ref.source === 'custom' && l.ref.id === itemId
  for (const l of stash) if (uses(l)) users.push(`line ${l.id} in the stash`)
  for (const c of characters) {
    for (const l of c.lines) if (uses(l)) users.push(`line ${l.id} of ${c.name}`)
    if (c.wornArmor?.ref?.source === 'custom' && c.wornArmor.ref.id === itemId) users.push(`${c.name}'s worn armour`)
  }
  return users
}

const OPTIONAL_LINE_KEYS = CLEARABLE_LINE_KEYS

function stripUndefined<T extends object>(o: T): Partial<T> {
  const out: Partial<T> = {}
  for (const [k, v] of Object.entries(o)) if (v !== undefined) (out as Record<string, unknown>)[k] = v
  return out
}

/** The refusal of a change that would leave the campaign unsaveable (change-check.ts). */
function unsaveable(problem: ChangeProblem, { prefix = '' }: { prefix?: string } = {}): OpError {
  return new OpError('invalid', `${prefix}${problem.message}`, {
    why: {
      reason: 'change-invalid',
      params: { ...problem.params, path: problem.path, problem: problem.reason }
    }
  })
}

/** The draft's campaign, when every limit and reference of the file's schema still holds. */
function checkedResult(campaign: Campaign, draft: CampaignDraft, prefix = ''): Campaign {
  const next = draft.result()
  const problem = changeProblem(campaign, next)
  if (problem) throw unsaveable(problem, { prefix })
  return next
}

/**
 * Applies one Op. Throws OpError (and changes nothing) when it is impossible, or when its result would
 * break a limit or reference the campaign file's schema checks (it could not be saved).
 */
export function applyOp(campaign: Campaign, op: Op): Campaign {
  const draft = new CampaignDraft(campaign)
  applyInto(draft, op)
  return checkedResult(campaign, draft)
}

/**
 * Applies Ops in order, all or nothing: the first impossible Op throws with its index in the message.
 * Same result as folding applyOp over the Ops, in time about linear in Ops + lines.
 */
export function applyBatch(campaign: Campaign, ops: readonly Op[]): Campaign {
  const draft = new CampaignDraft(campaign)
  ops.forEach((op, i) => {
    try {
      applyInto(draft, op)
    } catch (e) {
      if (e instanceof OpError)
        throw new OpError(e.code, `op ${i + 1} of ${ops.length} (${op.type}): ${e.message}`, { opIndex: i, why: e.why })
      throw e
    }
  })
  return checkedResult(campaign, draft, ops.length > 1 ? `after ${ops.length} ops: ` : '')
}

export interface Replayed {
  campaign: Campaign
  /** Indices of the Ops that did not apply (each refused with an OpError), in order. */
  refused: number[]
}

/**
 * Applies the Ops that can be applied, in order, leaving out the impossible ones (a what-if whose
 * campaign changed underneath): the same as folding applyOp and skipping each Op it refuses.
 */
export function replayOps(campaign: Campaign, ops: readonly Op[]): Replayed {
  const draft = new CampaignDraft(campaign)
  const refused: number[] = []
  ops.forEach((op, i) => {
    try {
      applyInto(draft, op)
    } catch (e) {
      if (!(e instanceof OpError)) throw e
      refused.push(i)
    }
  })
  return { campaign: draft.result(), refused }
}

/** The line of `lines` with the id `id`. */
function sameHolderIn(lines: LinesDraft): (id: string) => InventoryLine | undefined {
  return (id) => {
    const slot = lines.slotOf(id)
    return slot < 0 ? undefined : lines.at(slot)
  }
}

/** What integrity.ts's bag rule needs of the draft (the line's holder is the caller's to give). */
function lookup(d: CampaignDraft): Omit<LineLookup, 'sameHolder'> {
  return {
    elsewhere: (id) => (d.lineIdTaken(id) ? id : undefined),
    isContainer: (l) => isExtradimensional(d, l)
  }
}

/** The refusal of a broken bag reference (integrity.ts's rule, the one a file is read by). */
function bagRefusal(line: InventoryLine, problem: ReferenceProblem): OpError {
  return new OpError('invalid', `line ${line.id}: ${problem.message}`, {
    why: {
      reason: problem.reason === 'bag-in-bag' ? 'container-paradox' : 'not-a-container',
      params: { id: line.in ?? '' }
    }
  })
}

function checkBag(line: InventoryLine, look: LineLookup): void {
  const problem = lineInProblem(line, look)
  if (problem) throw bagRefusal(line, problem)
}

/** Refuses to put `line` into a line of its holder that is not an extradimensional container, or a container into one. */
function checkInto(d: CampaignDraft, lines: LinesDraft, line: InventoryLine): void {
  checkBag(line, { ...lookup(d), sameHolder: sameHolderIn(lines) })
}

/** Every holder's lines in the draft: the stash, then the characters, then the places. */
function everyHolderDraft(d: CampaignDraft): Array<[Holder, LinesDraft]> {
  const holders: Holder[] = [
    { type: 'stash' },
    ...d.characters.map((c): Holder => ({ type: 'character', id: c.id })),
    ...d.places.map((p): Holder => ({ type: 'place', id: p.id }))
  ]
  return holders.map((h) => [h, linesOf(d, h)])
}
