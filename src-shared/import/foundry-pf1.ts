// Foundry VTT pf1 actor exports → the review of an import (review.ts). Pure: the text of each file in,
// plain data out. What the export says and what the rule needs (RULES.md §2, §4, §8, §10, §11):
// - strength is the base score (`abilities.str.value`): buffs and computed values are not in an export,
//   so the buff items found are listed for the GM.
// - the equipped armour is the worn armour (RULES §6), not a line; an equipped shield is an ordinary line.
// - weighted coins (`currency`, and coins in containers) become coin lines; weightless `altCurrency` is left
//   out unless the GM carries it.
// - ordinary containers only organise: their contents come out loose; bags of holding, handy haversacks and
//   portable holes are extradimensional, their contents inside (a bag in a bag comes out loose: the paradox).
// - loose ammunition (loot `ammo`) of one kind is summed into the containers RULES §4 needs.
// - `carried: false` is not carried: stored at a place (RULES §10), one per character unless the GM picks another.
import { findSyntaxError, findTooDeep, formatPath, JsonLocator, MAX_JSON_DEPTH } from '../campaign/json-locate'
import { COIN_KINDS, type CoinKind } from '../core/coins'
import { classify } from '../rules/classify'
import { ARMOR_CATEGORY_LEVEL, CONTAINER_CAPACITY, PF1_SIZE, WEAPON_CATEGORY_LEVEL } from '../rules/tables'
import type { ArmorCategory, ContainerKind, Level, Size, WeaponCategory } from '../rules/types'
import type { CatalogEntry } from '../catalog/types'
import { typographic } from '../core/format'
import { buffEffect } from './buff-effects'
import { importCatalog, nameReadings, type ImportCatalog } from './catalog-match'
import { FoundryActorSchema, type FoundryActor, type FoundryItem, type FoundrySize } from './foundry-schema'
import type { CustomDraft, ImportFlag, ImportProblem, ImportReview, Match, ReviewCharacter, ReviewLine } from './review'

/** Foundry's size codes are pf1's. */
export const FOUNDRY_SIZE: Readonly<Record<FoundrySize, Size>> = PF1_SIZE

const PHYSICAL = new Set(['weapon', 'equipment', 'loot', 'consumable', 'container'])
const ARMOR_SUBTYPE: Readonly<Record<string, ArmorCategory>> = {
  lightArmor: 'light',
  mediumArmor: 'medium',
  heavyArmor: 'heavy'
}
const SHIELD_LEVEL: Readonly<Record<string, Level>> = { lightShield: 3, heavyShield: 4, towerShield: 5, other: 3 }
const WEAPON_SUBTYPE: Readonly<Record<string, WeaponCategory>> = {
  light: 'light',
  '1h': 'one-handed',
  '2h': 'two-handed'
}
/** pf1 `extraType` of ammunition → the RULES §4 container that holds it (catalog ids). */
const AMMO_CONTAINER: Readonly<Record<string, { id: string; kind: ContainerKind }>> = {
  arrow: { id: 'quiver-arrows', kind: 'arrows' },
  bolt: { id: 'quiver-bolts', kind: 'bolts' },
  repeatingBolt: { id: 'quiver-bolts', kind: 'bolts' },
  slingBullet: { id: 'bag-sling-bullets', kind: 'bullets' }
}
/** The plain round of each container (its name in the export means "no own name"). */
const PLAIN_ROUND = /^(arrows?|(crossbow )?bolts?|sling bullets?)$/i
const EXTRADIMENSIONAL_NAME = /bag of holding|handy haversack|portable hole/i

const lbToKg = (lb: number | null | undefined): number | null => (lb == null ? null : lb / 2)

export interface ExportFile {
  name: string
  text: string
}

/** The most bytes of one export read (the biggest real one is 465 KB). */
export const EXPORT_MAX_CHARS = 32 * 1024 * 1024

/** Reads each file; a malformed one gives located problems and no character, the others still import. */
export function reviewFoundryExports(files: readonly ExportFile[], cat: ImportCatalog = importCatalog()): ImportReview {
  const review: ImportReview = { characters: [], problems: [] }
  for (const file of files) {
    const read = readExport(file)
    if (!read.ok) review.problems.push(...read.problems)
    else review.characters.push(mapActor(read.actor, file.name, cat))
  }
  return review
}

type Read = { ok: true; actor: FoundryActor } | { ok: false; problems: ImportProblem[] }

function problem(file: string, code: ImportProblem['code'], message: string, extra: Partial<ImportProblem> = {}) {
  return { file, path: null, line: null, column: null, code, message, ...extra }
}

export function readExport({ name, text: raw }: ExportFile): Read {
  const text = raw.replace(/^\uFEFF/, '')
  if (text.trim() === '') return { ok: false, problems: [problem(name, 'empty', 'the file is empty')] }
  const deep = findTooDeep(text)
  if (deep)
    return {
      ok: false,
      problems: [
        problem(name, 'too-deep', `lists and objects nested more than ${MAX_JSON_DEPTH} levels deep`, {
          line: deep.line,
          column: deep.column
        })
      ]
    }
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (e) {
    const at = findSyntaxError(text)
    return {
      ok: false,
      problems: [
        problem(name, 'json-syntax', `not valid JSON: ${at?.message ?? (e as Error).message}`, {
          line: at?.line ?? null,
          column: at?.column ?? null,
          params: { detail: at?.code ?? 'InvalidSymbol' }
        })
      ]
    }
  }
  if (
    !data ||
    typeof data !== 'object' ||
    Array.isArray(data) ||
    !('items' in data || 'system' in data || 'data' in data)
  )
    return {
      ok: false,
      problems: [problem(name, 'not-an-actor', 'not a Foundry VTT actor export (no system and no items)')]
    }
  const system = systemId(data as Record<string, unknown>)
  if (system && system !== 'pf1')
    return {
      ok: false,
      problems: [
        problem(name, 'wrong-system', `an export of the Foundry system "${system}", not pf1`, { params: { system } })
      ]
    }
  const parsed = FoundryActorSchema.safeParse(data)
  if (parsed.success) return { ok: true, actor: parsed.data }
  const locator = new JsonLocator(text)
  const problems = parsed.error.issues.slice(0, 20).map((issue): ImportProblem => {
    // the `data` of pre-v10 exports is read as `system`: locate it where it is written
    const written = writtenPath(data, issue.path)
    const pos = locator.locate(written)
    const expected = expectedOf(issue)
    return {
      file: name,
      path: formatPath(written) || null,
      line: pos?.line ?? null,
      column: pos?.column ?? null,
      code: 'bad-field',
      message: `${formatPath(written) || 'the file'}: ${/received undefined/.test(issue.message) ? `missing (expected ${expected})` : issue.code === 'invalid_type' ? `expected ${expected}` : issue.message}`,
      params: { expected }
    }
  })
  return { ok: false, problems }
}

/** The path as written in the file: pre-v10 exports say `data` where the schema reads `system`. */
function writtenPath(data: unknown, path: readonly PropertyKey[]): Array<string | number> {
  let at: unknown = data
  return path.map((seg) => {
    const here = at as Record<string | number, unknown> | null | undefined
    let key: string | number = typeof seg === 'symbol' ? String(seg) : (seg as string | number)
    if (key === 'system' && here && typeof here === 'object' && !('system' in here) && 'data' in here) key = 'data'
    at = here && typeof here === 'object' ? here[key] : undefined
    return key
  })
}

function systemId(data: Record<string, unknown>): string | undefined {
  const stats = data._stats as { systemId?: unknown } | undefined
  const flags = data.flags as { exportSource?: { system?: unknown } } | undefined
  const id = stats?.systemId ?? flags?.exportSource?.system
  return typeof id === 'string' ? id : undefined
}

function expectedOf(issue: { code: string; expected?: unknown; minimum?: unknown; maximum?: unknown }): string {
  if (issue.code === 'invalid_type' && typeof issue.expected === 'string') return issue.expected
  if (issue.code === 'too_small') return `>= ${String(issue.minimum)}`
  if (issue.code === 'too_big') return `<= ${String(issue.maximum)}`
  if (issue.code === 'invalid_value') return 'one of the allowed values'
  return issue.code
}

/** The actor's Foundry id: `_id` when kept, else the `Actor.<id>` links its flags hold. */
export function foundryActorId(actor: FoundryActor, fileName: string): string | undefined {
  if (actor._id) return actor._id
  // Foundry names the file fvtt-Actor-<name>-<id>.json (a second download adds " (1)")
  const named = /-([A-Za-z0-9]{16})\s*(?:\(\d+\))?\.json$/i.exec(fileName)?.[1]
  if (named) return named
  const flags = (actor.flags ?? {}) as Record<string, { sourceId?: unknown } | undefined>
  for (const f of [flags.core, flags['scene-packer']]) {
    const m = typeof f?.sourceId === 'string' ? /(?:^|\.)Actor\.([A-Za-z0-9]{16})$/.exec(f.sourceId) : null
    if (m) return m[1]
  }
  return undefined
}

// ---- one actor ---------------------------------------------------------------------------------------

interface Ctx {
  cat: ImportCatalog
  size: Size
  prefix: string
  lines: ReviewLine[]
  /** Coins, loose or inside a bag: bag key ('' = loose) → kind → count. */
  coins: Map<string, Map<CoinKind, number>>
  ammo: Map<string, AmmoGroup>
}

interface AmmoGroup {
  key: string
  /** The first stack's name in the export. */
  exported: string
  container: { id: string; kind: ContainerKind }
  name?: string
  rounds: number
  stacks: number
  path: string
  carried: boolean
  in?: string
  magic?: true
  enhancement?: number
}

export function mapActor(actor: FoundryActor, file: string, cat: ImportCatalog): ReviewCharacter {
  const sys = actor.system
  const size = FOUNDRY_SIZE[sys.traits?.size ?? 'med']
  const foundryId = foundryActorId(actor, file)
  const speed = sys.attributes?.speed?.land?.base
  const small = ['I', 'Min', 'TP', 'P'].includes(size)
  const ctx: Ctx = {
    cat,
    size,
    prefix: importPrefix(foundryId, actor.name),
    lines: [],
    coins: new Map(),
    ammo: new Map()
  }
  const items = actor.items ?? []
  const buffs = items
    .filter((i) => i.type === 'buff')
    .map((i) => {
      const effect = buffEffect(i.name)
      return { name: i.name, active: i.system.active === true, ...(effect ? { effect } : {}) }
    })
  const worn = items.findIndex(
    (i) => i.type === 'equipment' && i.system.equipped === true && armorCategory(i) !== undefined
  )
  let wornArmor: ReviewCharacter['wornArmor'] = null
  items.forEach((item, index) => {
    if (!PHYSICAL.has(item.type)) return
    if (index === worn) {
      const e = findEntry(cat, item)
      wornArmor = {
        name: item.name,
        category:
          e?.entry.category && e.entry.type === 'armor' ? (e.entry.category as ArmorCategory) : armorCategory(item)!,
        ...(e?.entry.type === 'armor' ? { ref: { source: 'catalog' as const, id: e.entry.id } } : {})
      }
      return
    }
    addItem(ctx, item, `items[${index}]`, { carried: item.system.carried !== false })
  })
  addCoins(ctx, sys.currency, '', 'system.currency', true)
  const lines = [...ctx.lines, ...ammoLines(ctx), ...coinLines(ctx)]
  const alt = coinsOf(sys.altCurrency)
  return {
    file,
    ...(foundryId ? { foundryId } : {}),
    linePrefix: ctx.prefix,
    name: actor.name.trim(),
    actorType: actor.type,
    strength: sys.abilities?.str?.value ?? 10,
    size,
    baseSpeed: speed == null ? (small ? 20 : 30) : Math.round(speed / 5) * 5,
    quadruped: sys.attributes?.quadruped === true,
    buffs,
    wornArmor,
    altCurrency: Object.keys(alt).length > 0 ? { coins: alt, carry: false } : null,
    lines
  }
}

/** What the ids of the lines an import of this actor makes start with: its Foundry id, else its name. */
export const importPrefix = (foundryId: string | undefined, name: string): string =>
  `fv-${foundryId ?? slug(name.trim())}`

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 24) || 'actor'

function armorCategory(item: FoundryItem): ArmorCategory | undefined {
  if (item.type !== 'equipment') return undefined
  const sub = item.system.subType ?? 'armor'
  if (sub !== 'armor') return undefined
  return ARMOR_SUBTYPE[item.system.equipmentSubtype ?? 'lightArmor']
}

function findEntry(
  cat: ImportCatalog,
  item: FoundryItem
): { entry: CatalogEntry; by: 'compendium' | 'name' } | undefined {
  for (const link of [item.flags?.core?.sourceId, item._stats?.compendiumSource]) {
    const e = link ? cat.byCompendium(link) : undefined
    if (e) return { entry: e, by: 'compendium' }
  }
  const e = cat.byName(item.name)
  return e ? { entry: e, by: 'name' } : undefined
}

function contentsOf(item: FoundryItem): Array<[string, FoundryItem]> {
  const s = item.system
  if (s.items) return Object.entries(s.items).map(([k, v]) => [`system.items.${k}`, v])
  if (s.inventoryItems) return s.inventoryItems.map((v, i) => [`system.inventoryItems[${i}]`, v])
  return []
}

function isExtradimensional(item: FoundryItem, entry: CatalogEntry | undefined): boolean {
  if (entry) return entry.extradimensional === true
  return EXTRADIMENSIONAL_NAME.test(item.name)
}

interface Where {
  carried: boolean
  /** Key of the extradimensional container it is in. */
  in?: string
}

function addItem(ctx: Ctx, item: FoundryItem, path: string, where: Where): void {
  const s = item.system
  const quantity = s.quantity ?? 1
  const key = item._id ?? path.replace(/[^A-Za-z0-9]+/g, '-')
  // loose ammunition: summed into containers below
  const ammo = item.type === 'loot' && s.subType === 'ammo' ? AMMO_CONTAINER[s.extraType ?? ''] : undefined
  if (ammo) {
    const own = PLAIN_ROUND.test(item.name.trim()) ? undefined : item.name.trim()
    const enh = s.enh ?? 0
    const gkey = `${ammo.id}|${own ?? ''}|${where.in ?? ''}|${where.carried}`
    const g = ctx.ammo.get(gkey)
    if (g) {
      g.rounds += quantity
      g.stacks++
    } else
      ctx.ammo.set(gkey, {
        key: `ammo-${ammo.kind}${own ? `-${key}` : ''}${where.in ? `-in-${where.in}` : ''}${where.carried ? '' : '-stored'}`,
        container: ammo,
        exported: item.name.trim(),
        ...(own ? { name: typographic(own) } : {}),
        rounds: quantity,
        stacks: 1,
        path,
        carried: where.carried,
        ...(where.in ? { in: where.in } : {}),
        ...(enh > 0 ? { magic: true as const, enhancement: Math.min(10, Math.round(enh)) } : {})
      })
    return
  }
  const found = findEntry(ctx.cat, item)
  const entry = found?.entry
  const flags: ImportFlag[] = []
  let match: Match
  if (found) {
    match = { source: 'catalog', id: found.entry.id, by: found.by }
    if (found.by === 'name') flags.push({ code: 'matched-by-name', ask: false })
  } else {
    const item2 = customDraft(item)
    match = { source: 'custom', item: item2 }
    flags.push({ code: 'unknown-item', ask: true, weightKg: item2.weightKg })
  }
  const type = entry?.type ?? (match.source === 'custom' ? match.item.type : 'gear')
  const line: ReviewLine = {
    key,
    lineId: lineId(ctx.prefix, key),
    exported: item.name,
    path,
    quantity,
    match,
    flags,
    choice: { to: where.carried ? 'carried' : 'place' }
  }
  if (entry && !sameName(item.name, entry)) line.name = typographic(item.name.trim().slice(0, 200))
  const enh = Math.max(s.enh ?? 0, s.armor?.enh ?? 0)
  if (enh > 0) {
    line.magic = true
    line.enhancement = Math.min(10, Math.round(enh))
  }
  if (s.identified === false) {
    line.identified = false
    if (s.unidentified?.name) line.unidentifiedName = s.unidentified.name
  }
  if (s.price != null && entry && entry.priceGp != null && Math.abs(s.price - entry.priceGp) > 1e-9 && s.price >= 0)
    line.valueGp = s.price
  // sizes (RULES §8): weapons and armours are made for a size
  if (type === 'weapon' || type === 'armor') {
    const made = FOUNDRY_SIZE[s.size ?? 'med']
    const own = entry?.size ?? (match.source === 'custom' ? match.item.size : undefined) ?? 'M'
    if (made !== own) line.size = made
    line.choice.size = made
    if (made !== ctx.size) flags.push({ code: 'size-mismatch', ask: true, itemSize: made, bearerSize: ctx.size })
  }
  // ranged weapons: pf1 gives no handedness
  if (item.type === 'weapon' && s.weaponSubtype === 'ranged') {
    const suggested =
      entry?.type === 'weapon' && entry.category ? (entry.category as WeaponCategory) : ('two-handed' as const)
    // a catalog weapon whose level is not its category's (a sling is level 0, RULES §2): that level is the
    // suggestion, preset as "no category chosen", so the answer shown is the level applied
    const own = entry?.type === 'weapon' && entry.level !== WEAPON_CATEGORY_LEVEL[suggested] ? entry.level : undefined
    flags.push({ code: 'ranged-category', ask: true, suggested, ...(own !== undefined ? { catalogLevel: own } : {}) })
    if (own === undefined) line.choice.category = suggested
  }
  if (match.source === 'custom') line.choice.level = match.item.level
  if (item.type === 'loot' && s.subType === 'animal') {
    flags.push({ code: 'animal', ask: true })
    line.choice.to = 'mount'
  } else if (!where.carried) flags.push({ code: 'not-carried', ask: true })
  if (where.in) line.in = where.in
  // containers (RULES §10)
  if (item.type === 'container') {
    const extra = isExtradimensional(item, entry)
    const nested = extra && where.in !== undefined
    if (nested) {
      // a bag in a bag: the PF1 paradox; it comes out loose, its contents still inside it
      flags.push({ code: 'paradox', ask: false })
      delete line.in
    }
    if (extra) {
      line.extradimensional = true
      if (match.source === 'custom') match.item.extradimensional = true
    }
    ctx.lines.push(line)
    const contents = contentsOf(item)
    const inside: Where = { carried: where.carried, ...(extra ? { in: key } : where.in ? { in: where.in } : {}) }
    if (!extra && contents.length > 0) flags.push({ code: 'contents-loose', ask: false, count: contents.length })
    contents.forEach(([sub, child]) => {
      if (PHYSICAL.has(child.type)) addItem(ctx, child, `${path}.${sub}`, inside)
    })
    addCoins(ctx, s.currency, inside.in ?? '', `${path}.system.currency`, where.carried)
    return
  }
  ctx.lines.push(line)
}

/** The exported name says no more than the entry's ("Saddle, Riding" is "Riding saddle"; "Composite Longbow (+2 Str)" says more). */
function sameName(name: string, entry: CatalogEntry): boolean {
  const own = new Set([entry.en, entry.fr].map((n) => nameReadings(n)[0]))
  return nameReadings(name, true).some((r) => own.has(r))
}

/** The id of the line an import makes for the item `key` of the actor whose lines start with `prefix`. */
export function lineId(prefix: string, key: string): string {
  const id = `${prefix}-${key}`.replace(/[^A-Za-z0-9_-]+/g, '-')
  return id.length <= 64 ? id : id.slice(0, 64)
}

/** A custom item for what the catalog does not know, with the level RULES §2 (or §4) gives it. */
function customDraft(item: FoundryItem): CustomDraft {
  const s = item.system
  const base = {
    name: typographic(item.name.trim().slice(0, 200)) || '?',
    weightKg: lbToKg(s.weight?.value),
    priceGp: s.price ?? null
  }
  if (item.type === 'weapon') {
    const category = WEAPON_SUBTYPE[s.weaponSubtype ?? 'light']
    if (category || s.weaponSubtype === 'ranged') {
      const c = category ?? 'two-handed'
      return { ...base, type: 'weapon', category: c, level: WEAPON_CATEGORY_LEVEL[c], size: 'M' }
    }
  }
  const armor = armorCategory(item)
  if (armor) return { ...base, type: 'armor', category: armor, level: ARMOR_CATEGORY_LEVEL[armor], size: 'M' }
  if (item.type === 'equipment' && s.subType === 'shield')
    return { ...base, type: 'gear', level: SHIELD_LEVEL[s.equipmentSubtype ?? 'other'] ?? 3 }
  const guess = classify(base.weightKg, null).level ?? 0
  return { ...base, type: 'gear', level: guess }
}

function coinsOf(c: FoundryActor['system']['currency']): Partial<Record<CoinKind, number>> {
  const out: Partial<Record<CoinKind, number>> = {}
  for (const k of COIN_KINDS) {
    const n = Math.floor(c?.[k] ?? 0)
    if (n > 0) out[k] = n
  }
  return out
}

function addCoins(ctx: Ctx, c: FoundryActor['system']['currency'], bag: string, _path: string, carried: boolean) {
  const coins = coinsOf(c)
  const k = carried ? bag : `${bag}|stored`
  let purse = ctx.coins.get(k)
  if (!purse) ctx.coins.set(k, (purse = new Map()))
  for (const [kind, n] of Object.entries(coins) as [CoinKind, number][]) purse.set(kind, (purse.get(kind) ?? 0) + n)
}

function coinLines(ctx: Ctx): ReviewLine[] {
  const out: ReviewLine[] = []
  for (const [k, purse] of ctx.coins) {
    const [bag, stored] = k.split('|')
    for (const kind of COIN_KINDS) {
      const n = purse.get(kind)
      if (!n) continue
      const key = `coin-${kind}${bag ? `-in-${bag}` : ''}${stored ? '-stored' : ''}`
      out.push({
        key,
        lineId: lineId(ctx.prefix, key),
        exported: `currency.${kind}`,
        path: bag ? `${ctx.lines.find((l) => l.key === bag)?.path ?? 'items'}.system.currency` : 'system.currency',
        quantity: n,
        match: { source: 'catalog', id: `coin-${kind}`, by: 'rule' },
        coin: kind,
        ...(bag ? { in: bag } : {}),
        flags: stored ? [{ code: 'not-carried', ask: true }] : [],
        choice: { to: stored ? 'place' : 'carried' }
      })
    }
  }
  return out
}

function ammoLines(ctx: Ctx): ReviewLine[] {
  return [...ctx.ammo.values()].map((g): ReviewLine => {
    const capacity = CONTAINER_CAPACITY[g.container.kind]
    const containers = Math.max(1, Math.ceil(g.rounds / capacity))
    const flags: ImportFlag[] = [
      { code: 'ammo-containers', ask: false, rounds: g.rounds, containers, stacks: g.stacks }
    ]
    if (!g.carried) flags.push({ code: 'not-carried', ask: true })
    return {
      key: g.key,
      lineId: lineId(ctx.prefix, g.key),
      exported: g.exported,
      path: g.path,
      quantity: containers,
      rounds: g.rounds,
      match: { source: 'catalog', id: g.container.id, by: 'rule' },
      ...(g.name ? { name: g.name } : {}),
      ...(g.magic ? { magic: g.magic, enhancement: g.enhancement } : {}),
      ...(g.in ? { in: g.in } : {}),
      flags,
      choice: { to: g.carried ? 'carried' : 'place' }
    }
  })
}
