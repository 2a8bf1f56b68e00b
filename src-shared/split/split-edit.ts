// The GM's edits of a split in its preview, pure: each takes the rows and answers the rows after the
// edit (null: nothing to change), and what the review of an edited split needs. The screen's state
// (src-renderer's SplitEdits) keeps the rows and their history; this is what an edit does to them.
import type { InventoryLine } from '@shared/campaign/schema'
import { resolveOptions } from '@shared/rules/options'
import { lootBagHolders, type Bin } from './bins'
import { movesOf, rowKey, sameDestination, type SplitRow } from './split-rows'
import type { SplitInput } from './types'

/** The stash lines the rows refer to, by id. */
export type StashById = ReadonlyMap<string, InventoryLine>

/** What of the line no row takes but `exceptKey` (containers/units, and rounds). */
export function freeOf(
  stash: StashById,
  rows: readonly SplitRow[],
  lootId: string,
  exceptKey?: string
): { quantity: number; rounds: number } {
  const line = stash.get(lootId)
  let quantity = line?.quantity ?? 0
  let rounds = line?.rounds ?? 0
  for (const r of rows) {
    if (r.loot !== lootId || r.key === exceptKey) continue
    quantity -= r.quantity
    rounds -= r.rounds ?? 0
  }
  return { quantity: Math.max(0, quantity), rounds: Math.max(0, rounds) }
}

/** Rounds that go with `quantity` containers of an ammunition line: its share, within what is free. */
export function roundsFor(line: InventoryLine | undefined, quantity: number, free: number): number | undefined {
  if (line?.rounds === undefined) return undefined
  const share = line.quantity === 0 ? 0 : Math.floor((line.rounds * quantity) / line.quantity)
  return Math.min(share, free)
}

/**
 * The row given to someone else, or into one of a participant's containers (`into`), merged into their
 * row of the same line and place; `character` null: back to the stash. Without `into` the row goes loose.
 */
export function withRecipient(
  rows: readonly SplitRow[],
  key: string,
  character: string | null,
  into?: string
): SplitRow[] | null {
  const row = rows.find((r) => r.key === key)
  if (!row || (row.character === character && row.in === into)) return null
  if (character === null) return rows.filter((r) => r.key !== key)
  const twin = rows.find(
    (r) => r.key !== key && r.loot === row.loot && sameDestination(r, { character, ...(into ? { in: into } : {}) })
  )
  if (twin) {
    const merged: SplitRow = { ...twin, quantity: twin.quantity + row.quantity }
    if (twin.rounds !== undefined || row.rounds !== undefined) merged.rounds = (twin.rounds ?? 0) + (row.rounds ?? 0)
    return rows.filter((r) => r.key !== key).map((r) => (r.key === twin.key ? merged : r))
  }
  return rows.map((r) => {
    if (r.key !== key) return r
    const { in: _in, ...loose } = r
    return into === undefined ? { ...loose, character } : { ...loose, character, in: into }
  })
}

/** A quantity refused: how much the row may give, and how much the other rows hold. */
export interface QuantityRefused {
  refused: { max: number; others: number }
}

/**
 * The row giving `quantity` (0 sends it back to the stash). More than the line has once the other rows
 * are served is refused: the answer says how much this row may give and how much the other rows hold.
 */
export function withQuantity(
  rows: readonly SplitRow[],
  stash: StashById,
  key: string,
  quantity: number
): { rows: SplitRow[] } | QuantityRefused | null {
  const row = rows.find((r) => r.key === key)
  if (!row || !Number.isFinite(quantity)) return null
  const line = stash.get(row.loot)
  const free = freeOf(stash, rows, row.loot, key)
  const wanted = Math.max(0, Math.floor(quantity))
  if (wanted > free.quantity) {
    const total = line?.quantity ?? 0
    return { refused: { max: free.quantity, others: Math.max(0, total - free.quantity) } }
  }
  if (wanted === row.quantity) return null
  if (wanted === 0) return { rows: rows.filter((r) => r.key !== key) }
  const next: SplitRow = { ...row, quantity: wanted }
  const rounds = roundsFor(line, wanted, free.rounds)
  if (rounds !== undefined) next.rounds = rounds
  return { rows: rows.map((r) => (r.key === key ? next : r)) }
}

/** What is left of a line in the stash given to a participant (joining their loose row of it, if any). */
export function withGiven(
  rows: readonly SplitRow[],
  stash: StashById,
  lootId: string,
  character: string,
  key: () => string = rowKey
): SplitRow[] | null {
  const line = stash.get(lootId)
  const free = freeOf(stash, rows, lootId)
  if (free.quantity < 1) return null
  const twin = rows.find((r) => r.loot === lootId && sameDestination(r, { character }))
  if (twin) {
    const next = withQuantity(rows, stash, twin.key, twin.quantity + free.quantity)
    return next && 'rows' in next ? next.rows : null
  }
  const row: SplitRow = { key: key(), loot: lootId, character, quantity: free.quantity }
  const rounds = roundsFor(line, free.quantity, free.rounds)
  if (rounds !== undefined) row.rounds = rounds
  const at = rows.findLastIndex((r) => r.loot === lootId)
  const out = [...rows]
  out.splice(at < 0 ? out.length : at + 1, 0, row)
  return out
}

/** The input a review runs on: the containers the GM chose by hand are filled too (coins apart). */
export function reviewInput(input: SplitInput, rows: readonly SplitRow[]): SplitInput {
  const coins = new Set(input.loot.filter((l) => l.type === 'coins').map((l) => l.id))
  const withChosen = (had: readonly string[] | undefined, ofCoins: boolean): string[] | undefined => {
    const chosen = rows.filter((r) => r.in !== undefined && coins.has(r.loot) === ofCoins).map((r) => r.in!)
    const all = [...new Set([...(had ?? []), ...chosen])]
    return all.length === (had?.length ?? 0) ? undefined : all
  }
  const into = withChosen(input.into, false)
  const coinsInto = withChosen(input.coinsInto, true)
  return into || coinsInto ? { ...input, ...(into ? { into } : {}), ...(coinsInto ? { coinsInto } : {}) } : input
}

/** A container a row may go into: a participant's, by id. */
export interface SplitBag {
  character: string
  container: string
}

/** The stash's bags the rows give whole to a participant (none when the house rule counts a bag's contents as carried). */
export function handedBags(input: SplitInput, rows: readonly SplitRow[]): SplitBag[] {
  if (resolveOptions(input.options).extradimensionalContentsCount) return []
  return [...lootBagHolders(input, movesOf(rows))].map(([container, holder]) => ({
    character: input.characters[holder]!.id,
    container
  }))
}

/**
 * The containers a row of this line may go into by hand, per participant (RULES.md §10): the
 * extradimensional lines they carry (`containers`: the dialog's choices), and a bag of the stash the rows
 * give them whole (`handed`: claimed or not, the GM may hand it over in the preview; what it holds goes
 * with it and takes room). Coins too (100 to a unit, in the room the items chosen for the bag leave: the
 * review says). None for a container itself (the PF1 paradox).
 */
export function bagsFor(
  input: SplitInput | null,
  lootId: string,
  containers: readonly Bin[],
  stash: StashById,
  handed: readonly SplitBag[]
): SplitBag[] {
  const item = input?.loot.find((l) => l.id === lootId)
  if (!input || !item || item.extradimensional) return []
  const holders = input.characters.filter((c) => !c.fund)
  const carried = containers
    .filter((b) => b.takes === 'items' && b.container !== lootId && !stash.has(b.container))
    .map((b) => ({ character: holders[b.holder]?.id ?? '', container: b.container }))
    .filter(({ character }) => character !== '')
  return [...carried, ...handed]
}

/** What a bag of the split holds and takes with it (none when its contents are split loose). */
export function contentsOf(input: SplitInput | null, stash: readonly InventoryLine[], lootId: string): InventoryLine[] {
  if (!input?.loot.find((l) => l.id === lootId)?.contents) return []
  return stash.filter((l) => l.in === lootId)
}
