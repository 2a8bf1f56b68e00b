// Extradimensional containers as room in the split (issue 13 item 3, RULES.md §10). A container the GM
// lets the split fill is a participant of its own that carries for its holder: what goes in counts in
// the holder's share and adds nothing to the holder's load; its one group takes any line of a level up
// to its largest, up to its free units, and never another extradimensional container (the paradox).
// Coins stay out of it: a bin holding coins and items would share a group between the two, and the
// split reaches the most units and the most coins together only because they never do.
import { containersForRounds, type RuleOptions } from '../rules'
import type { SplitAssignment, SplitCharacter, SplitInput, SplitMove, SplitResult } from './types'

export interface Bin {
  /** The container's line id (the id of the bin participant too). */
  id: string
  /** Index of the holder in the input's characters. */
  holder: number
  name: string
  /** Units still free (§4 counting, coins per unit); Infinity when the GM gave no capacity. */
  free: number
  maxLevel: number | undefined
}

/** Units a container of a participant already holds (§4 counting; unlimited lines take no room). */
function usedUnits(character: SplitCharacter, id: string, coinsPerUnit: number): number {
  let units = 0
  let coins = 0
  for (const item of character.items) {
    if (item.in !== id || item.unlimited) continue
    if (item.type === 'coins') coins += item.quantity
    else units += Math.max(item.quantity, containersForRounds(item))
  }
  return units + coins / coinsPerUnit
}

/**
 * The bins of a split: the containers named in `input.into`. None when the house rule counts the
 * contents as carried: a container is then only its holder's load.
 */
export function binsOf(input: SplitInput, options: RuleOptions): Bin[] {
  if (!input.into?.length || options.extradimensionalContentsCount) return []
  const bins: Bin[] = []
  for (const id of input.into) {
    const holder = input.characters.findIndex((c) => !c.fund && c.items.some((i) => i.id === id))
    if (holder < 0) continue
    const character = input.characters[holder]!
    const item = character.items.find((i) => i.id === id)!
    if (!item.extradimensional) continue
    const free =
      item.capacity === undefined
        ? Infinity
        : Math.max(0, Math.floor(item.capacity - usedUnits(character, id, options.coinsPerUnit) + 1e-9))
    bins.push({ id, holder, name: item.name, free, maxLevel: item.maxLevel })
  }
  return bins
}

/** The input with one participant per bin, after the input's own, carrying for the holder's share. */
export function withBins(input: SplitInput, bins: readonly Bin[]): SplitInput {
  if (bins.length === 0) return input
  const extra: SplitCharacter[] = bins.map((bin) => {
    const holder = input.characters[bin.holder]!
    return {
      id: bin.id,
      name: holder.name,
      strength: holder.strength,
      size: holder.size,
      items: [],
      valueFor: holder.valueFor === undefined ? holder.id : holder.valueFor
    }
  })
  return { ...input, characters: [...input.characters, ...extra] }
}

/** Moves as the GM edits them, a move into a container written as a move to its bin. */
export function movesWithBins(moves: readonly SplitMove[], bins: readonly Bin[]): SplitMove[] {
  if (bins.length === 0) return moves.slice()
  const ids = new Set(bins.map((b) => b.id))
  return moves.map((m) => (m.in !== undefined && ids.has(m.in) ? { ...m, character: m.in } : m))
}

/** The result as the input's participants see it: a bin's lines are its holder's, `in` the container. */
export function foldBins(input: SplitInput, result: SplitResult, bins: readonly Bin[]): SplitResult {
  if (bins.length === 0) return result
  const byId = new Map(bins.map((b) => [b.id, b]))
  const assignments: SplitAssignment[] = result.assignments.map((a) => {
    const bin = byId.get(a.character)
    if (!bin) return a
    return { ...a, character: input.characters[bin.holder]!.id, in: bin.id }
  })
  const loads = { ...result.loads }
  const before = { ...result.before }
  const valueGp = { ...result.stats.valueGp }
  const shareGp = { ...result.stats.shareGp }
  for (const bin of bins) {
    const holder = input.characters[bin.holder]!.id
    valueGp[holder] = (valueGp[holder] ?? 0) + (valueGp[bin.id] ?? 0)
    delete valueGp[bin.id]
    delete shareGp[bin.id]
    delete loads[bin.id]
    delete before[bin.id]
  }
  return {
    ...result,
    assignments,
    loads,
    before,
    stats: { ...result.stats, valueGp, shareGp, alreadyOver: result.stats.alreadyOver.filter((id) => !byId.has(id)) }
  }
}
