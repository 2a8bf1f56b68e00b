// The split's lines as its preview panel lists them, pure: each stash line of the split with its rows,
// their reasons and what stays. Given the views shown before, a line whose rows, reasons and rest did
// not change keeps its view object, so the panel redraws only what an edit changed.
import type { InventoryLine } from '@shared/campaign/schema'
import { reasonKey, type SplitRow } from './split-rows'
import type { SplitInput, SplitLeft, SplitResult, Why } from './types'
import type { StashById } from './split-edit'

/** One stash line of the split as the panel shows it. */
export interface SplitLineView {
  line: InventoryLine
  rows: { row: SplitRow; why: Why | undefined }[]
  left: SplitLeft | undefined
  /** Containers (or units, coins) of the line no row takes. */
  rest: number
}

/** The split's lines in the input's order; `shown`: the views on screen, kept where unchanged. */
export function lineViews(
  input: SplitInput | null,
  rows: readonly SplitRow[],
  result: SplitResult | null,
  stash: StashById,
  shown: readonly SplitLineView[] = []
): SplitLineView[] {
  if (!input) return []
  const reasons = new Map(result?.assignments.map((a) => [reasonKey(a), a.why]) ?? [])
  const left = new Map(result?.left.map((l) => [l.loot, l]) ?? [])
  const byLine = new Map<string, SplitRow[]>()
  for (const r of rows) {
    const list = byLine.get(r.loot)
    if (list) list.push(r)
    else byLine.set(r.loot, [r])
  }
  const before = new Map(shown.map((v) => [v.line.id, v]))
  const out: SplitLineView[] = []
  for (const item of input.loot) {
    const line = stash.get(item.id)
    if (!line) continue
    const mine = byLine.get(item.id) ?? []
    const fresh: SplitLineView = {
      line,
      rows: mine.map((row) => ({ row, why: reasons.get(reasonKey(row)) })),
      left: left.get(item.id),
      rest: Math.max(0, line.quantity - mine.reduce((s, r) => s + r.quantity, 0))
    }
    const last = before.get(item.id)
    out.push(last && sameView(last, fresh) ? last : fresh)
  }
  return out
}

/** Reasons are flat: a code, an English text and primitive params. */
function sameWhy(a: Why | undefined, b: Why | undefined): boolean {
  if (a === b) return true
  if (!a || !b || a.code !== b.code || a.text !== b.text) return false
  const pa = a.params as unknown as Record<string, unknown>
  const pb = b.params as unknown as Record<string, unknown>
  const keys = Object.keys(pa)
  return keys.length === Object.keys(pb).length && keys.every((k) => pa[k] === pb[k])
}

function sameView(a: SplitLineView, b: SplitLineView): boolean {
  if (a.line !== b.line || a.rest !== b.rest || a.rows.length !== b.rows.length) return false
  if (
    a.left !== b.left &&
    (a.left === undefined ||
      b.left === undefined ||
      a.left.quantity !== b.left.quantity ||
      a.left.rounds !== b.left.rounds ||
      !sameWhy(a.left.why, b.left.why))
  )
    return false
  return a.rows.every((r, i) => r.row === b.rows[i]!.row && sameWhy(r.why, b.rows[i]!.why))
}
