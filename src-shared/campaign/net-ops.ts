// The net of a batch (issue 25 item 7): what-if changes a GM tried one after the other on the same line ("use 2",
// then "use 1" of the same potions; a count corrected 9 → 5, then 5 → 7; two moves of the same line to the same
// holder) become ONE op, so that Apply writes one ledger entry for what really changed, not one per step.
// An op is folded into an earlier one of the same kind, line and holders only when the batch then leaves the
// campaign exactly as before (its ledger aside): a merge that would change anything else is not made.
import { applyBatch } from './apply-op'
import type { Op } from './ops'
import { holderKey } from './op-builders'
import type { Campaign } from './schema'

type Mergeable = Extract<Op, { type: 'line/use' | 'line/update' | 'line/move' }>

/** Which earlier op an op may fold into: the same kind on the same line of the same holder(s). */
function keyOf(op: Op): string | null {
  if (op.type === 'line/use' || op.type === 'line/update') return `${op.type}|${holderKey(op.holder)}|${op.lineId}`
  if (op.type === 'line/move')
    return `${op.type}|${holderKey(op.from)}|${holderKey(op.to)}|${op.lineId}|${op.into ?? ''}`
  return null
}

/** A note both ops agree on (or the one that has it), else `false`: two different notes stay two entries. */
function noteOf(a: { note?: string }, b: { note?: string }): { note?: string } | false {
  if (a.note !== undefined && b.note !== undefined && a.note !== b.note) return false
  const note = b.note ?? a.note
  return note === undefined ? {} : { note }
}

/** `a` then `b` as one op (same key), or null when they cannot be one. Keeps `a`'s ledger id, `b`'s time. */
function merged(a: Mergeable, b: Mergeable): Op | null {
  const note = noteOf(a, b)
  if (note === false) return null
  if (a.type === 'line/use' && b.type === 'line/use') {
    const rounds = a.rounds === undefined && b.rounds === undefined ? {} : { rounds: (a.rounds ?? 0) + (b.rounds ?? 0) }
    return { ...a, quantity: a.quantity + b.quantity, ...rounds, at: b.at, ...note }
  }
  if (a.type === 'line/move' && b.type === 'line/move')
    return { ...a, quantity: a.quantity + b.quantity, at: b.at, ...note }
  if (a.type === 'line/update' && b.type === 'line/update') {
    // b's patch wins; what b clears is no longer set by a; what b sets is no longer cleared by a
    const cleared = new Set(b.clear ?? [])
    const patch = Object.fromEntries(Object.entries(a.patch).filter(([k]) => !cleared.has(k as never)))
    const clear = [...(a.clear ?? []).filter((k) => !(k in b.patch)), ...cleared]
    const ledgerId = a.ledgerId ?? b.ledgerId
    const at = b.at ?? a.at
    return {
      type: 'line/update',
      holder: a.holder,
      lineId: a.lineId,
      patch: { ...patch, ...b.patch },
      ...(clear.length > 0 ? { clear: [...new Set(clear)] } : {}),
      ...(ledgerId !== undefined ? { ledgerId } : {}),
      ...(at !== undefined ? { at } : {}),
      ...note
    }
  }
  return null
}

/** Structural equality of two JSON values (key order aside); shared objects are equal at once. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  if (Array.isArray(a)) {
    const bs = b as unknown[]
    return a.length === bs.length && a.every((x, i) => same(x, bs[i]))
  }
  const ao = a as Record<string, unknown>
  const bo = b as Record<string, unknown>
  const keys = Object.keys(ao).filter((k) => ao[k] !== undefined)
  if (keys.length !== Object.keys(bo).filter((k) => bo[k] !== undefined).length) return false
  return keys.every((k) => same(ao[k], bo[k]))
}

/** The campaign a batch leaves, its ledger aside; null when the batch does not apply. */
function outcome(base: Campaign, ops: readonly Op[]): Campaign | null {
  try {
    return { ...applyBatch(base, ops), ledger: [] }
  } catch {
    return null
  }
}

/**
 * `ops` with the later changes of a line folded into the earlier ones of the same kind (uses summed, patches
 * combined, moves to the same holder summed): the same campaign once applied to `base`, with one ledger entry
 * per line and kind instead of one per step. A batch that does not apply to `base` comes back unchanged.
 */
export function netOps(base: Campaign, ops: readonly Op[]): Op[] {
  const out = [...ops]
  const keys = out.map(keyOf).filter((k) => k !== null)
  if (new Set(keys).size === keys.length) return out // no line changed twice: nothing to fold
  const target = outcome(base, out)
  if (!target) return out
  for (let j = 1; j < out.length; j++) {
    const key = keyOf(out[j]!)
    if (key === null) continue
    let i = j - 1
    while (i >= 0 && keyOf(out[i]!) !== key) i--
    if (i < 0) continue
    const one = merged(out[i] as Mergeable, out[j] as Mergeable)
    if (!one) continue
    // the net op where the later step was (what the line holds in the end), else where the earlier was
    for (const at of [j, i]) {
      const tried = out.map((op, k) => (k === at ? one : op)).filter((_, k) => k !== (at === j ? i : j))
      if (same(outcome(base, tried), target)) {
        out.splice(0, out.length, ...tried)
        j-- // the op now at j is the one after the merged pair
        break
      }
    }
  }
  return out
}
