// The split as a network: loot lines aggregated into classes (lines that count in the same group for
// every bearer), per-bearer group nodes with a capacity for each cap tier, and connected components
// (classes that share a group node with another class for some bearer).
import { CONTAINER_CAPACITY, containersForRounds, evaluate, placeItem } from '../rules'
import type { Bearer, Placement, RuleOptions, Size, Tier } from '../rules'
import type { SplitCharacter, SplitInput, SplitLootLine } from './types'
import { binTakes, type Bin } from './bins'
import { unitValueGp } from './value'

/** Cap tiers a bearer can be held to: 0 light, 1 medium, 2 heavy. */
export type CapTier = 0 | 1 | 2
export const CAP_TIERS: readonly Tier[] = ['light', 'medium', 'heavy']

export interface BearerModel {
  /** Index in input.characters. */
  index: number
  id: string
  name: string
  character: SplitCharacter
  bearer: Bearer
  size: Size
  fund: boolean
  /** Load before the split (null for funds). */
  before: Tier | null
  /** Over before the split: receives nothing. */
  alreadyOver: boolean
  /** Index among the active bearers (not funds, not already over), or -1. */
  active: number
  /** Group key → amount already carried (coins: coins; others: units). */
  existing: Map<string, number>
  /** An extradimensional container filled by the split (see bins.ts): one group, its free units. */
  bin?: Bin
}

export interface LineModel {
  /** Index in input.loot. */
  index: number
  line: SplitLootLine
  /** Flow units: the quantity, or for ammunition max(containers, containers its rounds need). */
  units: number
  coins: boolean
  /** Flagged unlimited: never counts. */
  unlimited: boolean
  /** Gp per flow unit. */
  unitValue: number
  /** The size the line is made for (weapons, armours, gear with a size), if any. */
  madeFor: Size | undefined
  /** Class index (-1 for unlimited lines). */
  cls: number
}

export interface GroupNode {
  /** Active bearer index. */
  bearer: number
  key: string
  placement: Placement
  /** Amount already carried in the group (coins: coins; others: units). */
  existing: number
  /** Flow units that still fit with the bearer held to light, medium, heavy. */
  caps: [number, number, number]
}

export interface ClassModel {
  lines: number[]
  /** Group node per active bearer. */
  groups: number[]
  component: number
}

export interface Component {
  classes: number[]
  groups: number[]
  coins: boolean
}

export interface SplitModel {
  options: RuleOptions
  bearers: BearerModel[]
  /** Active bearers' indexes into `bearers`. */
  active: number[]
  funds: number[]
  /**
   * Per participant (index in `bearers`): the participant whose share its value counts in (itself, the
   * one it carries for, or -1: nobody's, it carries for the party). See SplitCharacter.valueFor.
   */
  shareOf: number[]
  /** The shares that count in the spread, by holder: funds, and shares with an active member. */
  shares: number[]
  /** Per share holder: the participants whose value counts in it (the holder first). */
  members: number[][]
  /** Whether some participant's value counts in another's share or in none. */
  grouped: boolean
  lines: LineModel[]
  classes: ClassModel[]
  groups: GroupNode[]
  components: Component[]
  /** Floor cap tier of each active bearer (its load before, worn armour included). */
  floors: CapTier[]
  /** The step every value spread is a multiple of (see fair.ts spreadStep), once computed. */
  spreadStep?: number
  /**
   * Balance over the campaign (SplitInput.received): per participant, the gp it received before this
   * split (0 for funds, bins and bearers carrying for the party); null without it.
   */
  received: number[] | null
  /**
   * Set on the model of the campaign stage (see engine.ts): allocations' values then include `received`,
   * the spread is over the bearers' shares only (a fund's share is this haul's, not a campaign total)
   * and on no grid (what was received is any amount).
   */
  campaign?: boolean
}

const TIER_INDEX: Record<Tier, number> = { light: 0, medium: 1, heavy: 2, over: 3 }

/** Whether the line is made for a size in the sense of objective 4 (not creatures, coins, containers). */
function madeForSize(line: SplitLootLine): Size | undefined {
  return line.type === 'weapon' || line.type === 'armor' || line.type === 'gear' ? line.size : undefined
}

/** What placeItem looks at, minus the quantity and rounds (the split computes units itself). */
function placementSignature(line: SplitLootLine): string {
  const kind = line.type === 'gear' ? (line.kind ?? line.name) : ''
  return `${line.type}|${line.category ?? ''}|${line.level ?? ''}|${kind}|${line.size ?? ''}|${line.withGear ? 1 : 0}|${line.limits?.join('/') ?? ''}|${line.container ?? ''}`
}

/** The one group of a bin: every line that fits shares it; `level` caps what fits. */
function binPlacement(bin: Bin, free: number): Placement {
  return {
    key: binKey(bin),
    label: bin.name,
    family: bin.takes === 'coins' ? 'coins' : 'kind',
    level: bin.maxLevel ?? 7,
    limits: [free, free, free],
    unitsPerQuantity: 1,
    quantityPerUnit: 1,
    minUnits: 0
  }
}
export const BIN_KEY = 'extradimensional'
/** The key of a bin's one group (a coin bin's room is in coins, an item bin's in units). */
export function binKey(bin: Bin): string {
  return bin.takes === 'coins' ? `${BIN_KEY}|coins` : BIN_KEY
}
/** Room of a container the GM gave no capacity: more than any haul. */
const BIN_UNBOUNDED = 1e9

/**
 * `bins`: the input's last participants are these containers (see bins.ts withBins), in this order.
 */
export function buildModel(
  input: SplitInput,
  options: RuleOptions,
  check: () => void,
  bins: readonly Bin[] = []
): SplitModel {
  const firstBin = input.characters.length - bins.length
  const bearers: BearerModel[] = []
  const active: number[] = []
  const funds: number[] = []
  const floors: CapTier[] = []
  input.characters.forEach((character, index) => {
    const bearer: Bearer = {
      strength: character.strength,
      size: character.size ?? 'M',
      wornArmor: character.wornArmor ?? null,
      baseSpeed: character.baseSpeed,
      quadruped: character.quadruped,
      speedNeverReduced: character.speedNeverReduced,
      effects: character.effects
    }
    const existing = new Map<string, number>()
    let before: Tier | null = null
    const bin = index >= firstBin ? bins[index - firstBin] : undefined
    if (bin) before = 'light'
    else if (!character.fund) {
      const evaluation = evaluate({ options, character: bearer, items: character.items })
      before = evaluation.load
      for (const g of evaluation.groups)
        existing.set(g.key, g.family === 'coins' ? (g.coins ?? Math.round(g.units * options.coinsPerUnit)) : g.units)
    }
    const model: BearerModel = {
      index,
      id: character.id,
      name: character.name,
      character,
      bearer,
      size: bearer.size ?? 'M',
      fund: character.fund === true,
      before,
      alreadyOver: before === 'over',
      active: -1,
      existing,
      ...(bin ? { bin } : {})
    }
    if (model.fund) funds.push(index)
    else if (!model.alreadyOver) {
      model.active = active.length
      active.push(index)
      // A bin's room is the same at every tier: held at heavy, it is never one of the search's choices.
      floors.push(bin ? 2 : (TIER_INDEX[before as Tier] as CapTier))
    }
    bearers.push(model)
  })

  const lines: LineModel[] = []
  const classes: ClassModel[] = []
  const groups: GroupNode[] = []
  /** Per active bearer: group key → group node. */
  const groupIndex = active.map(() => new Map<string, number>())
  const classIndex = new Map<string, number>()
  /** Per active bearer: placement by line signature (a haul repeats the same kinds of items). */
  const placements = active.map(() => new Map<string, Placement>())
  for (let l = 0; l < input.loot.length; l++) {
    if ((l & 255) === 255) check()
    const line = input.loot[l]!
    const extra = line.type === 'ammo' ? containersForRounds(line) : 0
    const units = Math.max(line.quantity, extra)
    const model: LineModel = {
      index: l,
      line,
      units,
      coins: line.type === 'coins',
      unlimited: line.unlimited === true,
      // loose rounds (no container yet, quantity 0): the line's value is its rounds'
      unitValue: units > 0 ? (unitValueGp(line) * Math.max(line.quantity, 1)) / units : 0,
      madeFor: madeForSize(line),
      cls: -1
    }
    lines.push(model)
    if (model.unlimited) continue
    const nodes: number[] = []
    const sig = placementSignature(line)
    for (const b of active) {
      const bm = bearers[b]!
      const cache = placements[bm.active]!
      let placement = cache.get(sig)
      if (!placement)
        cache.set(
          sig,
          (placement = bm.bin
            ? binPlacementOf(bm.bin, line, bearers[bm.bin.holder]!.bearer, options, sig)
            : (placeItem(line, bm.bearer, options) as Placement))
        )
      const byKey = groupIndex[bm.active]!
      let g = byKey.get(placement.key)
      if (g === undefined) {
        const existing = bm.existing.get(placement.key) ?? 0
        const caps = placement.limits.map((limit) => Math.max(0, limit * placement.quantityPerUnit - existing)) as [
          number,
          number,
          number
        ]
        g = groups.length
        groups.push({ bearer: bm.active, key: placement.key, placement, existing, caps })
        byKey.set(placement.key, g)
      }
      nodes.push(g)
    }
    const signature = nodes.join(',')
    let c = classIndex.get(signature)
    if (c === undefined) {
      c = classes.length
      classes.push({ lines: [], groups: nodes, component: -1 })
      classIndex.set(signature, c)
    }
    classes[c]!.lines.push(l)
    model.cls = c
  }

  // Components: union classes through shared group nodes.
  const parent = classes.map((_, i) => i)
  const find = (x: number): number => {
    while (parent[x] !== x) x = parent[x] = parent[parent[x]!]!
    return x
  }
  const owner = new Map<number, number>()
  classes.forEach((cls, c) => {
    for (const g of cls.groups) {
      const o = owner.get(g)
      if (o === undefined) owner.set(g, c)
      else parent[find(c)] = find(o)
    }
  })
  const components: Component[] = []
  const compOf = new Map<number, number>()
  classes.forEach((cls, c) => {
    const root = find(c)
    let k = compOf.get(root)
    if (k === undefined) {
      k = components.length
      components.push({ classes: [], groups: [], coins: true })
      compOf.set(root, k)
    }
    const comp = components[k]!
    comp.classes.push(c)
    cls.component = k
    if (!cls.lines.every((l) => lines[l]!.coins)) comp.coins = false
  })
  for (const comp of components) {
    const seen = new Set<number>()
    for (const c of comp.classes)
      for (const g of classes[c]!.groups)
        if (!seen.has(g)) {
          seen.add(g)
          comp.groups.push(g)
        }
  }
  const { shareOf, shares, members } = shareModel(input, bearers)
  const grouped = shareOf.some((holder, b) => holder !== b)
  const received = input.received
    ? bearers.map((b) => (b.fund || shareOf[b.index]! < 0 ? 0 : (input.received![b.id] ?? 0)))
    : null
  return {
    options,
    bearers,
    active,
    funds,
    shareOf,
    shares,
    members,
    grouped,
    lines,
    classes,
    groups,
    components,
    floors,
    received
  }
}

/**
 * Where a line goes in a bin: the shared group when it fits (see bins.ts binTakes), else a group of its
 * own with no room (so that lines that cannot go in do not join others' components through it).
 */
function binPlacementOf(bin: Bin, line: SplitLootLine, holder: Bearer, options: RuleOptions, sig: string): Placement {
  if (binTakes(bin, line, holder, options)) return binPlacement(bin, Math.min(bin.free, BIN_UNBOUNDED))
  return { ...binPlacement(bin, 0), key: `${BIN_KEY}|none|${sig}` }
}

/** Who holds whose share (valid input: `valueFor` names a participant that holds its own). */
function shareModel(
  input: SplitInput,
  bearers: readonly BearerModel[]
): { shareOf: number[]; shares: number[]; members: number[][] } {
  const index = new Map(bearers.map((b) => [b.id, b.index]))
  const shareOf = input.characters.map((c, b) =>
    c.valueFor === undefined ? b : c.valueFor === null ? -1 : (index.get(c.valueFor) ?? -1)
  )
  const members: number[][] = bearers.map(() => [])
  shareOf.forEach((holder, b) => {
    if (holder < 0) return
    if (holder === b) members[holder]!.unshift(b)
    else members[holder]!.push(b)
  })
  const shares = bearers
    .filter((b) => shareOf[b.index] === b.index && (b.fund || members[b.index]!.some((m) => bearers[m]!.active >= 0)))
    .map((b) => b.index)
  return { shareOf, shares, members }
}

/** Gp of each share (index: holder; 0 for participants that hold none) from what each participant holds. */
export function shareValues(model: SplitModel, value: readonly number[]): number[] {
  if (!model.grouped) return value.slice()
  const out = value.map(() => 0)
  model.shareOf.forEach((holder, b) => {
    if (holder >= 0) out[holder]! += value[b]!
  })
  return out
}

/** Gp of the share `who`'s value counts in (Infinity when it carries for the party: it never needs more). */
export function shareValueOf(model: SplitModel, value: readonly number[], who: number): number {
  if (!model.grouped) return value[who]!
  const holder = model.shareOf[who]!
  if (holder < 0) return Infinity
  let v = 0
  for (const m of model.members[holder]!) v += value[m]!
  return v
}

/** Rounds per container of an ammunition line. */
export function containerCapacity(line: SplitLootLine): number {
  return CONTAINER_CAPACITY[line.container ?? 'arrows']
}
