// From the campaign model to the rules engine's input (src-shared/rules/types.ts).
// The catalog is passed in as a lookup so this module does not depend on where the catalog lives.
import { lineValueGp as pricedLineValueGp, ROUND_PRICE_GP, type CraftAs } from '../catalog/price'
import type { CatalogEntry } from '../catalog/types'
import { craftedName } from '../catalog/crafted-name'
import type { Language } from '../core/language'
import {
  SIZES,
  type ArmorCategory,
  type Bearer,
  type RuleOptions,
  type ContainerKind,
  type EngineItem,
  type EvaluateInput,
  type ItemType,
  type Size,
  type WeaponCategory
} from '../rules/types'
import { ARMOR_CATEGORY_LEVEL, CONTAINER_CAPACITY, WEAPON_CATEGORY_LEVEL } from '../rules/tables'
import type { Campaign, Character, CustomItem, InventoryLine, ItemRef } from './schema'
import { groupLimitsOf, isGroupTargetKey } from './limit-targets'

export type CatalogLookup = (id: string) => CatalogEntry | undefined

/** A catalog entry or custom item, in the terms both share. */
export interface ResolvedItem {
  source: ItemRef['source']
  id: string
  name: string
  nameFr?: string
  type: ItemType
  category?: WeaponCategory | ArmorCategory
  level: number
  /** Limit group of gear: the catalog's kind, else its id; a custom item's kind, else its name. */
  kind: string
  size?: Size
  unlimited?: boolean
  withGear?: boolean
  container?: ContainerKind
  /** A bag of holding and its kin (RULES.md §10). */
  extradimensional?: boolean
  /** Rounds per ammunition container. */
  capacity?: number
  weightKg: number | null
  priceGp: number | null
  /** How masterwork and +N are priced (RULES.md §14): as a weapon, an armour or shield, ammunition. */
  craftAs?: CraftAs
  /** Ammunition containers: the price of one round they hold. */
  roundPriceGp?: number
}

/** An unknown item ref, located by its JSON path in the campaign. */
export class UnknownItemError extends Error {
  override readonly name = 'UnknownItemError'
  constructor(
    readonly path: string,
    readonly ref: ItemRef
  ) {
    super(`${path}: unknown ${ref.source === 'catalog' ? 'catalog' : 'custom'} item '${ref.id}'`)
  }
}

/** Levels implied by a category (RULES.md §4): a weapon or armour passes `level` only when it differs. */
export const CATEGORY_LEVELS: Readonly<Record<string, number>> = Object.fromEntries([
  ...Object.entries(WEAPON_CATEGORY_LEVEL).map(([category, level]) => [`weapon:${category}`, level]),
  ...Object.entries(ARMOR_CATEGORY_LEVEL).map(([category, level]) => [`armor:${category}`, level])
])

/**
 * The resolved form of each catalog entry, per language: built once (catalog entries never change),
 * shared by every line of that item, so a party's evaluation allocates none per line.
 */
const RESOLVED_EN = new WeakMap<CatalogEntry, Readonly<ResolvedItem>>()
const RESOLVED_FR = new WeakMap<CatalogEntry, Readonly<ResolvedItem>>()

/** The item a ref names, or undefined when unknown. Catalog items are shared and frozen: never mutate. */
export function resolveRef(
  ref: ItemRef,
  lookup: CatalogLookup,
  customItems: readonly CustomItem[],
  language: Language = 'en'
): Readonly<ResolvedItem> | undefined {
  if (ref.source === 'catalog') {
    const e = lookup(ref.id)
    if (!e) return undefined
    const cache = language === 'fr' ? RESOLVED_FR : RESOLVED_EN
    let r = cache.get(e)
    if (!r) cache.set(e, (r = resolveCatalogEntry(e, language)))
    return r
  }
  const c = customItems.find((i) => i.id === ref.id)
  if (!c) return undefined
  const r: ResolvedItem = {
    source: 'custom',
    id: c.id,
    name: language === 'fr' && c.nameFr ? c.nameFr : c.name,
    type: c.type,
    level: c.level,
    kind: c.kind ?? c.name,
    weightKg: c.weightKg ?? null,
    priceGp: c.priceGp ?? null
  }
  if (c.nameFr) r.nameFr = c.nameFr
  withFlags(r, c)
  if (c.container) {
    r.container = c.container
    r.capacity = CONTAINER_CAPACITY[c.container]
    r.craftAs = 'ammo'
    r.roundPriceGp = ROUND_PRICE_GP[c.container]
  } else if (c.type === 'weapon' || c.type === 'armor') r.craftAs = c.type
  return r
}

/** The optional facts a custom item and a catalog entry both may state, as the resolved item keeps them. */
function withFlags(r: ResolvedItem, from: CustomItem | CatalogEntry): void {
  if (from.category) r.category = from.category
  if (from.size) r.size = from.size
  if (from.unlimited) r.unlimited = true
  if (from.withGear) r.withGear = true
  if (from.extradimensional) r.extradimensional = true
}

/** How a catalog entry's masterwork and +N are priced: weapons, armours and shields, ammunition (per round). */
function craftAsOf(e: CatalogEntry): CraftAs | undefined {
  if (e.round) return 'ammo'
  if (e.type === 'weapon') return 'weapon'
  if (e.type === 'armor' || e.section === 'shield') return 'armor'
  return undefined
}

function resolveCatalogEntry(e: CatalogEntry, language: Language): Readonly<ResolvedItem> {
  const r: ResolvedItem = {
    source: 'catalog',
    id: e.id,
    name: language === 'fr' ? e.fr : e.en,
    nameFr: e.fr,
    type: e.type,
    level: e.level,
    kind: e.kind ?? e.id,
    weightKg: e.weightKg,
    priceGp: e.priceGp
  }
  withFlags(r, e)
  if (e.container) {
    r.container = e.container
    r.capacity = e.capacity ?? CONTAINER_CAPACITY[e.container]
  }
  const craftAs = craftAsOf(e)
  if (craftAs) r.craftAs = craftAs
  if (e.round) r.roundPriceGp = e.round.priceGp
  return Object.freeze(r)
}

export interface EngineContext {
  lookup: CatalogLookup
  customItems: readonly CustomItem[]
  customLimits?: Campaign['options']['customLimits']
  language?: Language
}

/** The engine's view of one line. `path` locates the line in errors (e.g. `characters[2].inventory[0]`). */
export function lineToEngineItem(line: InventoryLine, ctx: EngineContext, path = 'line'): EngineItem {
  const item = resolveRef(line.ref, ctx.lookup, ctx.customItems, ctx.language)
  if (!item) throw new UnknownItemError(`${path}.ref`, line.ref)
  return engineItemOf(line, item, ctx)
}

function engineItemOf(line: InventoryLine, item: Readonly<ResolvedItem>, ctx: EngineContext): EngineItem {
  const out: EngineItem = {
    name: lineDisplayName(line, item, ctx.language),
    type: item.type,
    quantity: line.quantity
  }
  if (item.category) out.category = item.category
  const size = line.size ?? item.size
  if (size && (item.type === 'weapon' || item.type === 'armor' || item.type === 'gear' || item.type === 'creature'))
    out.size = size
  switch (item.type) {
    case 'gear': {
      out.level = line.level ?? item.level
      out.kind = line.kind ?? item.kind
      const limits = customLimitsFor(ctx.customLimits, out.kind)
      if (limits) out.limits = limits
      if ((line.unlimited ?? item.unlimited) && out.level === 0) out.unlimited = true
      break
    }
    case 'weapon':
    case 'armor': {
      const level = line.level ?? item.level
      const implied =
        item.type === 'weapon'
          ? WEAPON_CATEGORY_LEVEL[item.category as WeaponCategory]
          : ARMOR_CATEGORY_LEVEL[item.category as ArmorCategory]
      if (implied !== level) out.level = level
      break
    }
    case 'creature':
      if (item.withGear) out.withGear = true
      // a creature's level comes from its size; a custom creature without one is sized from its
      // level as carried by a Medium bearer (level 6 + steps from Medium, +1 with gear)
      out.size ??=
        SIZES[Math.max(0, Math.min(SIZES.length - 1, item.level - 6 - (item.withGear ? 1 : 0) + SIZES.indexOf('M')))]!
      break
    case 'ammo':
      if (item.container) out.container = item.container
      if (line.rounds !== undefined) out.rounds = line.rounds
      break
    case 'coins':
      break
  }
  // RULES.md §10: only an extradimensional line needs its id (for `in` and the warnings)
  if (item.extradimensional) {
    out.id = line.id
    out.extradimensional = true
    if (line.capacity !== undefined) out.capacity = line.capacity
    if (line.maxLevel !== undefined) out.maxLevel = line.maxLevel
  }
  if (line.in !== undefined) out.in = line.in
  return out
}

/** The line's own name in `language`, falling back on its name in the other language; '' when it has none. */
export function ownLineName(line: Pick<InventoryLine, 'name' | 'nameFr'>, language: Language = 'en'): string {
  return (language === 'fr' ? line.nameFr || line.name : line.name || line.nameFr) || ''
}

/** The name a line shows: its own (the GM's), else its item's with "+N" or masterwork said (RULES.md §14). */
export function lineDisplayName(
  line: Pick<InventoryLine, 'name' | 'nameFr' | 'enhancement' | 'masterwork' | 'ref'>,
  item: Pick<ResolvedItem, 'name' | 'craftAs'> | undefined,
  language: Language = 'en'
): string {
  return ownLineName(line, language) || (item ? craftedName(item.name, line, language, item.craftAs) : line.ref.id)
}

/** Custom limits of a kind; kinds match whatever their case and surrounding spaces, as in the engine. The
 * limits of groups ("@weapon:light", limit-targets.ts) are never a kind's: they reach the engine as options. */
export function customLimitsFor(
  customLimits: Campaign['options']['customLimits'] | undefined,
  kind: string
): readonly [number, number, number] | undefined {
  if (!customLimits || isGroupTargetKey(kind)) return undefined
  if (Object.hasOwn(customLimits, kind)) return customLimits[kind]
  const key = kind.trim().toLowerCase()
  const match = Object.keys(customLimits).find((k) => !isGroupTargetKey(k) && k.trim().toLowerCase() === key)
  return match === undefined ? undefined : customLimits[match]
}

/** The engine input for one character: `items[i]` is `inventory[i]`. Throws UnknownItemError. */
export function characterToEvaluateInput(
  campaign: Campaign,
  character: Character,
  lookup: CatalogLookup
): EvaluateInput {
  const ci = campaign.characters.indexOf(character)
  const base = ci >= 0 ? `characters[${ci}]` : `character ${character.id}`
  const { customLimits } = campaign.options
  const ctx: EngineContext = {
    lookup,
    customItems: campaign.customItems,
    customLimits,
    language: campaign.exportLanguage
  }
  return {
    options: engineOptions(campaign.options),
    character: characterToBearer(character),
    items: inventoryToEngineItems(character.inventory, ctx, `${base}.inventory`)
  }
}

/**
 * The engine's view of a holder's lines (`items[i]` is `lines[i]`). A line whose `in` names no
 * extradimensional line of the same holder, or that is one itself (a hand-edited file), counts as
 * carried loose: the file still opens, and nothing is hidden.
 */
export function inventoryToEngineItems(
  lines: readonly InventoryLine[],
  ctx: EngineContext,
  base: string
): EngineItem[] {
  // empty custom limits (the usual case) need no lookup per gear line
  if (ctx.customLimits && Object.keys(ctx.customLimits).length === 0) ctx = { ...ctx, customLimits: undefined }
  const items = new Array<EngineItem>(lines.length)
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!
    const item = resolveRef(line.ref, ctx.lookup, ctx.customItems, ctx.language)
    if (!item) throw new UnknownItemError(`${base}[${i}].ref`, line.ref)
    items[i] = engineItemOf(line, item, ctx)
  }
  let bags: Set<string> | undefined
  for (const item of items) {
    if (item.in === undefined) continue
    bags ??= new Set(items.filter((it) => it.extradimensional).map((it) => it.id!))
    if (item.extradimensional || !bags.has(item.in)) delete item.in
  }
  return items
}

/** The engine's house-rule options (RULES.md §9–§11) of a campaign, with the custom limits of its groups. */
export function engineOptions(options: Campaign['options']): Partial<RuleOptions> {
  const { strengthRaisesMax, rounding, coinsPerUnit } = options
  const out: Partial<RuleOptions> = { strengthRaisesMax, rounding, coinsPerUnit }
  if (options.quadrupedsCarryMore) out.quadrupedsCarryMore = true
  if (options.extradimensionalContentsCount) out.extradimensionalContentsCount = true
  const groupLimits = groupLimitsOf(options.customLimits)
  if (groupLimits) out.groupLimits = groupLimits
  return out
}

/** The engine's bearer for a character or another bearer (RULES.md §11, §12). */
export function characterToBearer(character: Character): Bearer {
  const out: Bearer = {
    strength: character.strength,
    size: character.size,
    wornArmor: character.wornArmor?.category ?? null
  }
  if (character.baseSpeed !== undefined) out.baseSpeed = character.baseSpeed
  if (character.quadruped) out.quadruped = true
  if (character.speedNeverReduced) out.speedNeverReduced = true
  if (character.effects && character.effects.length > 0) out.effects = character.effects
  return out
}

/** Value of a whole line in gp (RULES.md §14): the GM's value per unit, else the price with masterwork and
 * +N, rounds included; 0 when unknown. The one value function: ../catalog/price. */
export const lineValueGp: (line: InventoryLine, item: ResolvedItem | undefined) => number = pricedLineValueGp
