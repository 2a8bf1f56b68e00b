// The lines an import made keep their link to it (issue 11): their ids start with `fv-` (Foundry VTT), and
// a re-import finds them by id wherever the GM moved them. A whole line moved onto an identical one merges
// into it and its id goes: the merged line then records, in `imported`, the id and the part it brought,
// so the re-import still finds that part and changes only it. A part split off a line takes no link
// (which units were the import's is not known); the line it leaves keeps them.
import type { InventoryLine } from './schema'

export const IMPORT_LINE_PREFIX = 'fv-'

export type ImportedPart = NonNullable<InventoryLine['imported']>[number]

const MAX_LINKS = 1000

/** What the line holds of its own under its id: its quantity (and rounds) less the parts merged into it. */
export function ownPart(line: InventoryLine): { quantity: number; rounds?: number } {
  const merged = line.imported ?? []
  const quantity = Math.max(0, line.quantity - merged.reduce((s, p) => s + p.quantity, 0))
  if (line.rounds === undefined) return { quantity }
  return { quantity, rounds: Math.max(0, line.rounds - merged.reduce((s, p) => s + (p.rounds ?? 0), 0)) }
}

/** The part of `line` the import's line `id` is (its own, or one merged into it), at most what the line holds. */
export function partOf(line: InventoryLine, id: string): { quantity: number; rounds?: number } | undefined {
  if (line.id === id) return ownPart(line)
  const p = line.imported?.find((x) => x.id === id)
  if (!p) return undefined
  const quantity = Math.min(p.quantity, line.quantity)
  if (line.rounds === undefined) return { quantity }
  return { quantity, rounds: Math.min(p.rounds ?? 0, line.rounds) }
}

/** The links of `target` once `line` (moved whole) merges into it, or undefined when there are none. */
export function mergedLinks(target: InventoryLine, line: InventoryLine): ImportedPart[] | undefined {
  const brought = [...(line.imported ?? [])]
  if (line.id.startsWith(IMPORT_LINE_PREFIX) && line.id !== target.id) {
    const own = ownPart(line)
    brought.push({ id: line.id, quantity: own.quantity, ...(own.rounds !== undefined ? { rounds: own.rounds } : {}) })
  }
  if (brought.length === 0) return target.imported
  const out = (target.imported ?? []).map((p) => ({ ...p }))
  for (const p of brought) {
    const same = out.find((x) => x.id === p.id)
    if (!same) out.push({ ...p })
    else {
      same.quantity += p.quantity
      if (p.rounds !== undefined) same.rounds = (same.rounds ?? 0) + p.rounds
    }
  }
  return out.slice(-MAX_LINKS)
}

/** A part split off `line` under another id: it takes no link. */
export function unlinked(part: InventoryLine): InventoryLine {
  if (part.imported === undefined) return part
  const { imported: _drop, ...rest } = part
  return rest
}

/**
 * The fields of `line` once the import's line `id` holds `now` in it (a re-import): the line's quantity and
 * rounds change by the part's difference; `imported` is given when it stays (clear it otherwise: `clearsLinks`).
 */
export function withPart(
  line: InventoryLine,
  id: string,
  now: { quantity: number; rounds?: number }
): Pick<InventoryLine, 'quantity' | 'rounds' | 'imported'> {
  const was = partOf(line, id) ?? { quantity: 0 }
  const out: Pick<InventoryLine, 'quantity' | 'rounds' | 'imported'> = {
    quantity: line.quantity - was.quantity + now.quantity
  }
  if (line.rounds !== undefined || now.rounds !== undefined)
    out.rounds = (line.rounds ?? 0) - (was.rounds ?? 0) + (now.rounds ?? 0)
  if (line.imported) {
    // the line's own part (id === line.id) changes no link; a merged part's link gets its new size
    const rest = line.imported
      .map((p) =>
        p.id === id ? { id, quantity: now.quantity, ...(now.rounds !== undefined ? { rounds: now.rounds } : {}) } : p
      )
      .filter((p) => p.quantity > 0 || (p.rounds ?? 0) > 0)
    if (rest.length) out.imported = rest
  }
  return out
}

/** A whole line under a new id: the part its old id stood for becomes a link. */
export function renamed(line: InventoryLine, id: string): InventoryLine {
  if (id === line.id) return line
  const out = unlinked({ ...line, id })
  const links = mergedLinks(out, line)
  if (links) out.imported = links
  return out
}

/** The line/update `clear` a re-import's patch needs: `imported` goes when the patch no longer carries it. */
export function clearsLinks(line: InventoryLine, patch: Pick<InventoryLine, 'imported'>): { clear?: ['imported'] } {
  return line.imported && !patch.imported ? { clear: ['imported'] } : {}
}
