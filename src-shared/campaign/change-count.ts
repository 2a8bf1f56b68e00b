// How many things differ between two versions of a campaign: what a recovery file would bring back.
// Counted per item a GM recognises: the name, the export language, the house rules, each character (its
// inventory aside), each inventory line wherever it is, each custom item and each ledger entry
// (added, removed or changed: one each).
import type { Campaign } from './schema'

function byId<T extends { id: string }>(items: readonly T[], key: (t: T) => string = (t) => t.id): Map<string, string> {
  const out = new Map<string, string>()
  for (const t of items) out.set(key(t), JSON.stringify(t))
  return out
}

function differing(a: Map<string, string>, b: Map<string, string>): number {
  let n = 0
  for (const [id, text] of a) if (b.get(id) !== text) n++
  for (const id of b.keys()) if (!a.has(id)) n++
  return n
}

function lines(c: Campaign): Map<string, string> {
  const out = new Map<string, string>()
  for (const line of c.stash) out.set(line.id, JSON.stringify(['stash', line]))
  for (const ch of c.characters) for (const line of ch.inventory) out.set(line.id, JSON.stringify([ch.id, line]))
  return out
}

export function countChanges(from: Campaign, to: Campaign): number {
  const people = (c: Campaign) =>
    new Map(c.characters.map((ch) => [ch.id, JSON.stringify({ ...ch, inventory: undefined })] as const))
  return (
    (from.name !== to.name ? 1 : 0) +
    (from.exportLanguage !== to.exportLanguage ? 1 : 0) +
    (JSON.stringify(from.options) !== JSON.stringify(to.options) ? 1 : 0) +
    differing(people(from), people(to)) +
    differing(lines(from), lines(to)) +
    differing(byId(from.customItems), byId(to.customItems)) +
    differing(byId(from.ledger), byId(to.ledger))
  )
}
