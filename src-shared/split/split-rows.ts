// The split as the GM edits it: one row per recipient of a stash line ("Borin gets 1 chainmail"),
// and the Ops that carry it out on the campaign. A row sent to the party fund stays in the stash
// (no Op); every other row is a line/move from the stash, so each one lands in the ledger.
import type { Op } from '@shared/campaign/ops'
import type { InventoryLine } from '@shared/campaign/schema'
import type { SplitAssignment, SplitMove } from '@shared/split/types'
import { randomKey } from '../core/ids'
import { FUND_ID } from './split-input'

export interface SplitRow {
  /** Stable across edits: the row's Op ids derive from it, so rebuilt Ops keep their ids. */
  key: string
  loot: string
  /** A character id, or FUND_ID. */
  character: string
  quantity: number
  /** Ammunition lines with rounds: the rounds that go with these containers. */
  rounds?: number
  /** Into this extradimensional line of the recipient (RULES.md §10). */
  in?: string
}

/** Rows of the same line to the same place (a recipient, loose or in one of its containers). */
export function sameDestination(a: Pick<SplitRow, 'character' | 'in'>, b: Pick<SplitRow, 'character' | 'in'>): boolean {
  return a.character === b.character && a.in === b.in
}

/** The key of a row's reason in a result: line, recipient and container. */
export function reasonKey(r: { loot: string; character: string; in?: string }): string {
  return `${r.loot}|${r.character}|${r.in ?? ''}`
}

export function rowKey(): string {
  return randomKey()
}

export function rowsFromAssignments(assignments: readonly SplitAssignment[], key: () => string = rowKey): SplitRow[] {
  return assignments.map((a) => {
    const row: SplitRow = { key: key(), loot: a.loot, character: a.character, quantity: a.quantity }
    if (a.rounds !== undefined) row.rounds = a.rounds
    if (a.in !== undefined) row.in = a.in
    return row
  })
}

export function movesOf(rows: readonly SplitRow[]): SplitMove[] {
  return rows.map((r) => {
    const move: SplitMove = { loot: r.loot, character: r.character, quantity: r.quantity }
    if (r.rounds !== undefined) move.rounds = r.rounds
    if (r.in !== undefined) move.in = r.in
    return move
  })
}

/**
 * The rows as line/move can carry them out. Rows giving nothing are dropped. Ammunition lines with
 * rounds: a row of loose rounds only (no container) joins the same recipient's row of that line, or
 * the rounds stay; and when the moves take every container of a line, the line's last rounds go with
 * its last move (a stash line cannot keep rounds without a container once it is gone).
 * Returns `rows` itself when nothing had to change.
 */
export function applicableRows(stash: readonly InventoryLine[], rows: readonly SplitRow[]): readonly SplitRow[] {
  const lines = new Map(stash.map((l) => [l.id, l]))
  let changed = false
  const out: SplitRow[] = []
  for (const row of rows) {
    const line = lines.get(row.loot)
    if (line?.rounds === undefined || row.quantity > 0) {
      if (row.quantity > 0) out.push({ ...row })
      else changed = true
      continue
    }
    changed = true
    const host = out.find((r) => r.loot === row.loot && sameDestination(r, row) && r.quantity > 0)
    if (host && row.rounds) host.rounds = (host.rounds ?? 0) + row.rounds
  }
  for (const line of stash) {
    if (line.rounds === undefined) continue
    const moved = out.filter((r) => r.loot === line.id && r.character !== FUND_ID)
    if (moved.length === 0) continue
    const containers = moved.reduce((s, r) => s + r.quantity, 0)
    const rounds = moved.reduce((s, r) => s + (r.rounds ?? 0), 0)
    if (containers === line.quantity && rounds < line.rounds) {
      const last = moved.at(-1)!
      last.rounds = (last.rounds ?? 0) + line.rounds - rounds
      for (const r of out) if (r.loot === line.id && r.character === FUND_ID) r.rounds = 0
      changed = true
    }
  }
  return changed ? out : rows
}

export interface OpContext {
  /** ISO time written to the ledger. */
  at: string
  /** Ledger note of every move ("Loot split"). */
  note: string
}

/**
 * The Ops of the rows, in order, against the stash as it is: one line/move per row given to a
 * character. Ammunition with rounds moves exactly the row's rounds: when line/move's proportional
 * share differs, the row's part is split off, its rounds set, and the part moved whole.
 * Rows must be valid for the stash (validateSplitMoves) and applicable (applicableRows).
 */
export function splitOps(stash: readonly InventoryLine[], rows: readonly SplitRow[], ctx: OpContext): Op[] {
  const left = new Map(stash.map((l) => [l.id, { quantity: l.quantity, rounds: l.rounds }]))
  const ops: Op[] = []
  // Lines split loose out of a stash bag leave it first (a bag moved whole takes what it still holds);
  // a bag of the stash that rows go into moves next, whole, under its own id; then it is filled.
  const inBag = new Set(stash.filter((l) => l.in !== undefined).map((l) => l.id))
  const bags = new Set(rows.filter((r) => r.in !== undefined && left.has(r.in)).map((r) => r.in!))
  const ordered = [
    ...rows.filter((r) => inBag.has(r.loot)),
    ...rows.filter((r) => bags.has(r.loot)),
    ...rows.filter((r) => !bags.has(r.loot) && !inBag.has(r.loot))
  ]
  for (const row of ordered) {
    const cur = left.get(row.loot)
    if (!cur || row.character === FUND_ID || row.quantity < 1) continue
    const from = { type: 'stash' } as const
    const to = { type: 'character', id: row.character } as const
    const move = {
      from,
      to,
      newLineId: bags.has(row.loot) ? row.loot : `l-${row.key}`,
      ledgerId: `g-${row.key}`,
      at: ctx.at,
      note: ctx.note,
      ...(row.in !== undefined ? { into: row.in } : {})
    }
    if (cur.rounds === undefined) {
      ops.push({ type: 'line/move', lineId: row.loot, quantity: row.quantity, ...move })
      cur.quantity -= row.quantity
      continue
    }
    const whole = row.quantity >= cur.quantity
    const rounds = row.rounds ?? 0
    const proportional = whole ? cur.rounds : Math.floor((cur.rounds * row.quantity) / cur.quantity)
    if (whole || rounds === proportional) {
      ops.push({ type: 'line/move', lineId: row.loot, quantity: row.quantity, ...move })
      cur.rounds -= proportional
    } else {
      const part = `l-${row.key}-p`
      ops.push(
        { type: 'line/split', holder: from, lineId: row.loot, quantity: row.quantity, newLineId: part, rounds },
        { type: 'line/move', lineId: part, quantity: row.quantity, ...move }
      )
      cur.rounds -= rounds
    }
    cur.quantity -= row.quantity
  }
  return ops
}

/**
 * Rows going into a bag of the stash that is no longer given whole to their recipient (the GM gave the
 * bag to someone else or sent it back): they stay with that recipient, loose.
 */
export function outOfGoneBags(stash: readonly InventoryLine[], rows: readonly SplitRow[]): SplitRow[] {
  const lines = new Map(stash.map((l) => [l.id, l]))
  const held = (bag: string, character: string) =>
    rows.some(
      (r) =>
        r.loot === bag && r.character === character && r.in === undefined && r.quantity === lines.get(bag)!.quantity
    )
  if (!rows.some((r) => r.in !== undefined && lines.has(r.in) && !held(r.in, r.character))) return rows.slice()
  return rows.map((r) => {
    if (r.in === undefined || !lines.has(r.in) || held(r.in, r.character)) return r
    const { in: _in, ...loose } = r
    return loose
  })
}
