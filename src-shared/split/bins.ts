// Extradimensional containers as room in the split (issue 13 item 3, RULES.md §10). A container the GM
// lets the split fill is a participant of its own that carries for its holder: what goes in counts in
// the holder's share and adds nothing to the holder's load; its one group takes any line of a level up
// to its largest, up to its free units, and never another extradimensional container (the paradox).
// Coins go in only where the GM says so (`coinsInto`), through a bin of their own: a bin holding coins
// and items would share a group between the two, and the split reaches the most units and the most
// coins together only because they never do. A container that takes both gives the items its room
// first (an item cannot be exchanged for denser metal), then the coins what the items left: the split
// runs once for the items' room, and again with that room split between the two.
import { containerUse, placeItem, usedUnits, type Bearer, type EngineItem, type RuleOptions } from '../rules'
import { engineItemOf, givenItem } from './engine-item'
import type { SplitAssignment, SplitCharacter, SplitInput, SplitMove, SplitResult } from './types'

export interface Bin {
  /** The bin participant's id: the container's line id (items) or that id with a suffix (coins). */
  id: string
  /** The container's line id. */
  container: string
  /** What the bin takes: lines that are not coins, or coins. */
  takes: 'items' | 'coins'
  /** Index of the holder in the input's characters. */
  holder: number
  name: string
  /** Items: units still free; coins: coins that still fit (§4 counting, coins per unit). Infinity without a capacity. */
  free: number
  maxLevel: number | undefined
}

/** Room of a container: what it holds already and its capacity. */
interface Room {
  holder: number
  name: string
  capacity: number | undefined
  maxLevel: number | undefined
  units: number
  coins: number
}

function roomOf(input: SplitInput, id: string, lootHolders?: ReadonlyMap<string, number>): Room | null {
  const holder = input.characters.findIndex((c) => !c.fund && c.items.some((i) => i.id === id))
  if (holder < 0) return lootHolders ? handedRoom(input, id, lootHolders) : claimedRoom(input, id)
  const character = input.characters[holder]!
  const item = character.items.find((i) => i.id === id)!
  if (!item.extradimensional) return null
  const use = containerUse(character.items).get(id) ?? { units: 0, coins: 0 }
  return {
    holder,
    name: item.name,
    capacity: item.capacity,
    maxLevel: item.maxLevel,
    units: use.units,
    coins: use.coins
  }
}

/**
 * A container in the loot claimed whole for a participant who carries: a bin of the claimant's, with
 * the room its contents leave. See claimant.
 */
function claimedRoom(input: SplitInput, id: string): Room | null {
  const found = claimant(input, id)
  if (!found) return null
  return lootRoom(found.line, found.holder)
}

/** A loot container's room for its new holder: what it holds already takes some (RULES.md §10). */
function lootRoom(line: SplitInput['loot'][number], holder: number): Room {
  const id = line.id
  const use = line.contents?.length
    ? containerUse([{ ...line, id }, ...line.contents.map((c) => ({ ...c, in: id }))]).get(id)!
    : { units: 0, coins: 0 }
  return {
    holder,
    name: line.name,
    capacity: line.capacity,
    maxLevel: line.maxLevel,
    units: use.units,
    coins: use.coins
  }
}

/** A loot container of the review's moves: a bin of the participant they give it to whole. */
function handedRoom(input: SplitInput, id: string, lootHolders: ReadonlyMap<string, number>): Room | null {
  const line = lootBag(input, id)
  const holder = lootHolders.get(id)
  if (!line || holder === undefined) return null
  return lootRoom(line, holder)
}

/** A loot line that is one extradimensional container (what can be handed whole and filled). */
export function lootBag(input: SplitInput, id: string): SplitInput['loot'][number] | null {
  const line = input.loot.find((l) => l.id === id)
  return line?.extradimensional && line.quantity === 1 ? line : null
}

/**
 * Who the moves give each loot container to, whole (by participant index): a review fills a bag of the
 * loot as its new holder's, claimed or not (the GM handed it over in the preview).
 */
export function lootBagHolders(input: SplitInput, moves: readonly SplitMove[]): Map<string, number> {
  const out = new Map<string, number>()
  for (const m of moves) {
    if (m.in !== undefined || m.quantity !== 1 || !lootBag(input, m.loot)) continue
    const holder = input.characters.findIndex((c) => c.id === m.character)
    if (holder >= 0 && !input.characters[holder]!.fund) out.set(m.loot, holder)
  }
  return out
}

/** The participant a loot container is claimed for, whole (one container), if it carries. */
export function claimant(input: SplitInput, id: string): { line: SplitInput['loot'][number]; holder: number } | null {
  const line = lootBag(input, id)
  if (!line) return null
  const claim = input.claims?.find((c) => c.loot === id)
  if (!claim || (claim.quantity !== undefined && claim.quantity < line.quantity)) return null
  const holder = input.characters.findIndex((c) => c.id === claim.character)
  if (holder < 0 || input.characters[holder]!.fund) return null
  return { line, holder }
}

/**
 * Loot containers the result did not give whole to their claimant (the claim could not be honoured):
 * what went into them has nowhere to be, the split runs again without them.
 */
export function unheldBins(input: SplitInput, result: SplitResult, bins: readonly Bin[]): Set<string> {
  const out = new Set<string>()
  for (const bin of bins) {
    if (!input.loot.some((l) => l.id === bin.container)) continue
    const holder = input.characters[bin.holder]!.id
    const given = result.assignments.filter((a) => a.loot === bin.container && a.character === holder && !a.in)
    if (given.reduce((sum, a) => sum + a.quantity, 0) < 1) out.add(bin.container)
  }
  return out
}

/** Whole units still free with `extra` more units in (the engine's count, one division). */
function freeUnits(room: Room, coinsPerUnit: number, extra = 0): number {
  if (room.capacity === undefined) return Infinity
  return Math.max(
    0,
    Math.floor(room.capacity - usedUnits({ units: room.units + extra, coins: room.coins }, coinsPerUnit) + 1e-9)
  )
}

/** Whole coins that still fit with `extra` more units in: capacity × coins per unit, less the contents. */
function freeCoins(room: Room, coinsPerUnit: number, extra = 0): number {
  if (room.capacity === undefined) return Infinity
  return Math.max(0, Math.floor(room.capacity * coinsPerUnit - (room.units + extra) * coinsPerUnit - room.coins + 1e-9))
}

/** A participant id for a container's coin bin that no participant has. */
function coinBinId(input: SplitInput, container: string): string {
  let id = `${container}#coins`
  while (input.characters.some((c) => c.id === id)) id += '#'
  return id
}

/** How binsOf shares a container's room, and who holds the loot's containers. */
export interface BinRoom {
  itemUnits?: ReadonlyMap<string, number>
  itemsKeep?: 'their-units' | 'the-room'
  /** A review: who the moves give each loot container to (see lootBagHolders); absent, the claims say. */
  lootHolders?: ReadonlyMap<string, number>
}

/**
 * The bins of a split: the containers named in `input.into` (items) and `input.coinsInto` (coins).
 * None when the house rule counts the contents as carried: a container is then only its holder's load.
 * `itemUnits`: units the items take in a container that takes coins too (the second run: the items keep
 * exactly that room; a review: the items keep the whole room, so past it they warn); absent, the items
 * may take all its room and the coins none of it.
 */
export function binsOf(input: SplitInput, options: RuleOptions, room: BinRoom = {}): Bin[] {
  const { itemUnits, itemsKeep = 'their-units', lootHolders } = room
  if (options.extradimensionalContentsCount) return []
  const bins: Bin[] = []
  const coins = new Set(input.coinsInto ?? [])
  for (const id of input.into ?? []) {
    const room = roomOf(input, id, lootHolders)
    if (!room) continue
    const shared = coins.has(id) && itemsKeep === 'their-units' ? itemUnits?.get(id) : undefined
    const free = shared === undefined ? freeUnits(room, options.coinsPerUnit) : shared
    bins.push({
      id,
      container: id,
      takes: 'items',
      holder: room.holder,
      name: room.name,
      free,
      maxLevel: room.maxLevel
    })
  }
  for (const id of input.coinsInto ?? []) {
    const room = roomOf(input, id, lootHolders)
    if (!room) continue
    const both = input.into?.includes(id) === true
    // A container that takes items too: the coins wait for the items' run (see splitLoot).
    const free = both
      ? itemUnits
        ? freeCoins(room, options.coinsPerUnit, itemUnits.get(id) ?? 0)
        : 0
      : freeCoins(room, options.coinsPerUnit)
    const bin: Bin = {
      id: coinBinId(input, id),
      container: id,
      takes: 'coins',
      holder: room.holder,
      name: room.name,
      free,
      maxLevel: room.maxLevel
    }
    // Coins are level 1 (§4): a bag that takes nothing past level 0 takes none.
    if (!binTakes(bin, { name: 'coins', type: 'coins', quantity: 1 }, input.characters[room.holder]!, options))
      bin.free = 0
    bins.push(bin)
  }
  return bins
}

/** Whether a first run must find the items' room before the coins get the rest. */
export function sharesRoom(input: SplitInput, bins: readonly Bin[]): boolean {
  return (
    bins.some((b) => b.takes === 'coins' && input.into?.includes(b.container)) &&
    input.loot.some((l) => l.type === 'coins')
  )
}

/** Units the items take in each container that takes coins too, from moves (the engine's count). */
export function itemUnitsOf(input: SplitInput, moves: readonly SplitMove[]): Map<string, number> {
  const shared = (input.coinsInto ?? []).filter((id) => input.into?.includes(id))
  const contents: EngineItem[] = shared.map((id) => ({
    id,
    name: id,
    type: 'gear',
    quantity: 1,
    extradimensional: true
  }))
  for (const a of moves) {
    if (a.in === undefined || !shared.includes(a.in)) continue
    const line = engineItemOf(input.loot.find((l) => l.id === a.loot)!)
    if (line.type === 'coins') continue
    contents.push(givenItem(line, a))
  }
  const use = containerUse(contents)
  return new Map(shared.map((id) => [id, use.get(id)!.units]))
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

/** Moves as the GM edits them, a move into a container written as a move to its bin (coins to its coin bin). */
export function movesWithBins(input: SplitInput, moves: readonly SplitMove[], bins: readonly Bin[]): SplitMove[] {
  if (bins.length === 0) return moves.slice()
  const coinLines = new Set(input.loot.filter((l) => l.type === 'coins').map((l) => l.id))
  return moves.map((m) => {
    if (m.in === undefined) return m
    const takes = coinLines.has(m.loot) ? 'coins' : 'items'
    const bin = bins.find((b) => b.container === m.in && b.takes === takes)
    return bin ? { ...m, character: bin.id } : m
  })
}

/** Whether a line can go into a bin: coins into a coin bin, others into an item bin, never another container, within the largest level. */
export function binTakes(bin: Bin, line: EngineItem, holder: Bearer, options: RuleOptions): boolean {
  if ((line.type === 'coins') !== (bin.takes === 'coins') || line.extradimensional) return false
  return bin.maxLevel === undefined || (placeItem(line, holder, options)?.level ?? 0) <= bin.maxLevel
}

/** The result as the input's participants see it: a bin's lines are its holder's, `in` the container. */
export function foldBins(input: SplitInput, result: SplitResult, bins: readonly Bin[]): SplitResult {
  if (bins.length === 0) return result
  const byId = new Map(bins.map((b) => [b.id, b]))
  const assignments: SplitAssignment[] = result.assignments.map((a) => {
    const bin = byId.get(a.character)
    if (!bin) return a
    return { ...a, character: input.characters[bin.holder]!.id, in: bin.container }
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
