// Cross-field rules of a campaign that a per-field schema cannot express, found from the schema itself
// so that a new list or bearer gets them without code here:
// - ids are unique among all the lists of one element schema (line ids across the stash and every
//   inventory, character ids, custom item ids, ledger entry ids);
// - an item ref outside the ledger names a built-in catalog entry or one of the campaign's custom items
//   (the ledger keeps the name of items that are gone);
// - a line `in` a bag names an extradimensional container of its own holder, not itself nor a line that is
//   in it, and is no such container itself (RULES.md §10: `lineInProblem`);
// - an `owner` is on another bearer (a mount, pack animal, hireling, familiar) and names a character of the
//   campaign, not itself nor another bearer (RULES.md §11: `ownerProblem`);
// - a ledger entry's `session` names a play session of the file, and at most one session is open
//   (RULES.md §15: `sessionProblems`).
// The same rules check a whole file (`integrityProblems`, when it is read) and a change (`changeIntegrity`,
// and the Ops' own refusals through `lineInProblem` and `ownerProblem`), so the app, the store and `check`
// agree on what is valid.
import { z } from 'zod'
import type { ProblemReason, ReasonParams } from '../core/reasons'
import { getCatalogEntry } from '../catalog/index'
import { reasonsEn } from '../i18n/reasons-en'
import { formatPath } from './json-locate'
import {
  CampaignSchema,
  CharacterSchema,
  CustomItemSchema,
  InventoryLineSchema,
  ItemRefSchema,
  LedgerEntrySchema,
  PlaySessionSchema,
  type Campaign,
  type Character,
  type CustomItem,
  type InventoryLine,
  type ItemRef
} from './schema'

type Path = Array<string | number>
/** A path into the schema; '*' stands for every index of a list. */
type Pattern = ReadonlyArray<string | number>

/** Why a reference between two parts of a campaign is broken (a line's bag, a bearer's owner). */
export type ReferenceReason = Extract<
  ProblemReason,
  | 'in-missing'
  | 'in-other-holder'
  | 'in-itself'
  | 'in-each-other'
  | 'in-not-container'
  | 'bag-in-bag'
  | 'owner-missing'
  | 'owner-itself'
  | 'owner-is-bearer'
  | 'owner-on-character'
>

export interface IntegrityProblem {
  path: Path
  message: string
  reason:
    | Extract<
        ProblemReason,
        'duplicate-id' | 'unknown-custom-item' | 'unknown-catalog-item' | 'unknown-session' | 'sessions-open'
      >
    | ReferenceReason
  params: ReasonParams
}

/** A broken reference of one line or bearer: its field's path is the caller's to add. */
export interface ReferenceProblem {
  /** The field at fault: `in` or `owner`. */
  field: 'in' | 'owner'
  message: string
  reason: ReferenceReason
  params: ReasonParams
}

/** Lists whose items keep what happened: their refs may name items that no longer exist. */
const HISTORY: ReadonlySet<z.ZodType> = new Set([LedgerEntrySchema])
/** How a duplicate id is named, by element schema (others: "id"). */
const ID_NAMES = new Map<z.ZodType, string>([
  [InventoryLineSchema, 'line id'],
  [CharacterSchema, 'character id'],
  [CustomItemSchema, 'custom item id'],
  [LedgerEntrySchema, 'ledger entry id'],
  [PlaySessionSchema, 'session id']
])

export function unwrap(schema: z.ZodType): z.ZodType {
  let s = schema
  while (s instanceof z.ZodOptional || s instanceof z.ZodNullable || s instanceof z.ZodDefault)
    s = s.unwrap() as z.ZodType
  return s
}

/** An object schema with an `id` field: its lists form one id scope. */
export function isIdScope(schema: z.ZodType): boolean {
  return schema instanceof z.ZodObject && 'id' in schema.shape
}

export function isHistory(schema: z.ZodType): boolean {
  return HISTORY.has(schema)
}

export function isItemRef(schema: z.ZodType): boolean {
  return unwrap(schema) === ItemRefSchema
}

interface SchemaMap {
  /** Element schema → where its lists are. */
  scopes: Map<z.ZodType, Pattern[]>
  /** Where the refs that must resolve are. */
  refs: Pattern[]
}

function mapSchema(schema: z.ZodType, path: Pattern, history: boolean, out: SchemaMap): void {
  const s = unwrap(schema)
  if (s === ItemRefSchema) {
    if (!history) out.refs.push(path)
    return
  }
  if (s instanceof z.ZodObject) {
    for (const [key, field] of Object.entries(s.shape as Record<string, z.ZodType>))
      mapSchema(field, [...path, key], history, out)
    return
  }
  if (s instanceof z.ZodArray) {
    const element = unwrap(s.element as z.ZodType)
    if (isIdScope(element)) out.scopes.set(element, [...(out.scopes.get(element) ?? []), path])
    mapSchema(element, [...path, '*'], history || isHistory(element), out)
  }
}

const MAP: SchemaMap = (() => {
  const out: SchemaMap = { scopes: new Map(), refs: [] }
  mapSchema(CampaignSchema, [], false, out)
  return out
})()

/** Every value a pattern reaches in the campaign, with its path. */
function reach(root: unknown, pattern: Pattern): Array<{ path: Path; value: unknown }> {
  let found: Array<{ path: Path; value: unknown }> = [{ path: [], value: root }]
  for (const seg of pattern) {
    const next: typeof found = []
    for (const { path, value } of found) {
      if (value === null || typeof value !== 'object') continue
      if (seg === '*') {
        if (Array.isArray(value)) value.forEach((v, i) => next.push({ path: [...path, i], value: v }))
      } else if (Object.hasOwn(value, seg)) {
        next.push({ path: [...path, seg], value: (value as Record<string, unknown>)[seg] })
      }
    }
    found = next
  }
  return found
}

export interface WithId {
  id: string
}

/** The ids of one list: a Set, or the ids of the list it extends plus the ones it added. */
export interface Ids {
  has(id: string): boolean
  readonly size: number
}

/**
 * The ids of a list derived from an earlier version of it (`base`): the items with the ids in
 * `removed` left, those with the ids in `added` came, every other item kept. An id both removed and
 * added is an item replaced by one with the same id (a quantity changed).
 */
class DerivedIds implements Ids {
  readonly size: number
  readonly depth: number
  constructor(
    readonly base: Ids,
    readonly added: ReadonlySet<string>,
    readonly removed: ReadonlySet<string>
  ) {
    this.size = base.size - removed.size + added.size
    this.depth = (base instanceof DerivedIds ? base.depth : 0) + 1
  }
  has(id: string): boolean {
    return this.added.has(id) || (!this.removed.has(id) && this.base.has(id))
  }
}

/** Ids of one (immutable) list, cached: unchanged lists are not read again. */
const idCache = new WeakMap<readonly unknown[], Ids>()
export function idsOf(list: readonly WithId[]): Ids {
  let ids = idCache.get(list)
  if (!ids) {
    ids = new Set(list.map((x) => x.id))
    idCache.set(list, ids)
  }
  return ids
}

/** Past this many derivations, a list's ids are one derivation of the Set they started from. */
const MAX_DEPTH = 16

/**
 * The chain of derivations down to its Set, as one derivation; null when its changes outnumber half
 * that Set (reading the list again is then as cheap).
 */
function flatten(ids: DerivedIds): DerivedIds | null {
  const chain: DerivedIds[] = []
  let root: Ids = ids
  while (root instanceof DerivedIds) {
    chain.push(root)
    root = root.base
  }
  const added = new Set<string>()
  const removed = new Set<string>()
  for (let k = chain.length - 1; k >= 0; k--) {
    const level = chain[k]!
    for (const id of level.removed) if (!added.delete(id)) removed.add(id)
    for (const id of level.added) added.add(id)
    if (added.size + removed.size > root.size / 2) return null
  }
  return new DerivedIds(root, added, removed)
}

/**
 * `list` is `before` with the items `removed` gone and `added` come, every other item kept in place
 * (the walk saw it so): when the added ones bring ids that are new to the list and unique, caches
 * the list's ids from `before`'s and returns true; false when one of them clashes (the caller then
 * reads the whole list to name the duplicate).
 */
function derive(list: readonly WithId[], delta: ListDelta): boolean {
  const base = idsOf(delta.before)
  const removed = new Set<string>()
  for (const item of delta.removed) removed.add(item.id)
  const added = new Set<string>()
  for (const item of delta.added) {
    const id = item.id
    if (added.has(id) || (!removed.has(id) && base.has(id))) return false
    added.add(id)
  }
  if (!idCache.has(list)) {
    let ids: DerivedIds | null = new DerivedIds(base, added, removed)
    if (ids.depth > MAX_DEPTH) ids = flatten(ids)
    if (ids) idCache.set(list, ids)
  }
  return true
}

/** How a list differs from its earlier version: the items that left and came; every other one was kept. */
export interface ListDelta {
  before: readonly WithId[]
  removed: readonly WithId[]
  added: readonly WithId[]
}

/** A list of one scope, where it is. */
export interface ScopeList {
  path: Path
  list: readonly WithId[]
  /** How it differs from the list it replaced, when the walk could tell item by item. */
  delta?: ListDelta
}

/** An item (a line, a character…) that a change brought, where it is. */
export interface FreshItem {
  path: Path
  item: WithId
}

/** What a change touched, as found by walking it (change-check.ts): checked here against the rules. */
export interface Touched {
  /** By element schema: lists that are new objects, and the items in them that are new. */
  scopes: Map<z.ZodType, { lists: ScopeList[]; fresh: FreshItem[] }>
  /** Refs that are new objects (outside the ledger). */
  refs: Array<{ path: Path; ref: ItemRef }>
}

export function emptyTouched(): Touched {
  return { scopes: new Map(), refs: [] }
}

function listsOf(campaign: unknown, scope: z.ZodType): ScopeList[] {
  const out: ScopeList[] = []
  for (const pattern of MAP.scopes.get(scope) ?? [])
    for (const { path, value } of reach(campaign, pattern))
      if (Array.isArray(value)) out.push({ path, list: value as WithId[] })
  return out
}

function duplicate(scope: z.ZodType, id: string, at: Path, other: Path): IntegrityProblem {
  const first = formatPath(other)
  return {
    path: [...at, 'id'],
    message: `duplicate ${ID_NAMES.get(scope) ?? 'id'} '${id}' (also ${first})`,
    reason: 'duplicate-id',
    params: { id, other: first }
  }
}

/** Where an id first occurs among a scope's lists, other than at `not`. */
function firstPlace(lists: readonly ScopeList[], id: string, not: Path): Path | null {
  const notKey = formatPath(not)
  for (const { path, list } of lists) {
    if (!idsOf(list).has(id)) continue
    for (let i = 0; i < list.length; i++)
      if (list[i]!.id === id && formatPath([...path, i]) !== notKey) return [...path, i]
  }
  return null
}

function checkRef(ref: ItemRef, path: Path, customIds: Ids): IntegrityProblem | null {
  if (ref.source === 'custom') {
    if (customIds.has(ref.id)) return null
    return {
      path: [...path, 'id'],
      message: `no custom item has the id '${ref.id}'`,
      reason: 'unknown-custom-item',
      params: { id: ref.id }
    }
  }
  if (getCatalogEntry(ref.id)) return null
  return {
    path: [...path, 'id'],
    message: `the built-in catalog has no item '${ref.id}'`,
    reason: 'unknown-catalog-item',
    params: { id: ref.id }
  }
}

/** The custom item ids of a campaign (its one list's cached ids, when it has one list). */
function customIdsOf(campaign: unknown): Ids & Iterable<string> {
  const lists = listsOf(campaign, CustomItemSchema)
  if (lists.length === 1) {
    const ids = idsOf(lists[0]!.list)
    if (ids instanceof Set) return ids as Set<string>
  }
  const ids = new Set<string>()
  for (const { list } of lists) for (const item of list) ids.add(item.id)
  return ids
}

/**
 * The integrity problems a change brings to `after`, given what it touched (`before` was valid). Stops
 * at `limit` problems.
 */
export function changeIntegrity(
  before: unknown,
  after: unknown,
  touched: Touched,
  limit = Infinity
): IntegrityProblem[] {
  const problems: IntegrityProblem[] = []
  const full = () => problems.length >= limit

  for (const [scope, { lists: changed, fresh }] of touched.scopes) {
    if (changed.length === 0 && fresh.length === 0) continue
    const lists = listsOf(after, scope)
    // a duplicate inside one list: its id set is smaller than the list
    for (const { path, list, delta } of changed) {
      if (delta && derive(list, delta)) continue
      if (idsOf(list).size === list.length) continue
      const seen = new Map<string, number>()
      for (let i = 0; i < list.length && !full(); i++) {
        const id = list[i]!.id
        const first = seen.get(id)
        if (first === undefined) seen.set(id, i)
        else problems.push(duplicate(scope, id, [...path, i], [...path, first]))
      }
    }
    if (full()) return problems
    // a new item whose id another list of the scope holds too
    if (lists.length < 2) continue
    const total = lists.reduce((n, l) => n + l.list.length, 0)
    let counts: Map<string, number> | null = null
    if (fresh.length * lists.length > total + 1000) {
      counts = new Map()
      for (const { list } of lists)
        for (const id of new Set(list.map((x) => x.id))) counts.set(id, (counts.get(id) ?? 0) + 1)
    }
    const reported = new Set<string>()
    // from the end: of two new items with one id (a whole file), the later one is the duplicate
    for (let k = fresh.length - 1; k >= 0; k--) {
      const { path, item } = fresh[k]!
      if (reported.has(item.id)) continue
      const n = counts ? (counts.get(item.id) ?? 0) : lists.filter((l) => idsOf(l.list).has(item.id)).length
      if (n < 2) continue
      reported.add(item.id)
      problems.push(duplicate(scope, item.id, path, firstPlace(lists, item.id, path) ?? path))
      if (full()) return problems
    }
  }

  const customIds = customIdsOf(after)
  let refs = touched.refs
  // a custom item that went away: every ref may now name nothing
  const customChanged = (touched.scopes.get(CustomItemSchema)?.lists.length ?? 0) > 0 || before === undefined
  const lostCustom = customChanged && [...customIdsOf(before)].some((id) => !customIds.has(id))
  if (lostCustom) {
    refs = []
    for (const pattern of MAP.refs)
      for (const { path, value } of reach(after, pattern))
        if (value && typeof value === 'object') refs.push({ path, ref: value as ItemRef })
  }
  for (const { path, ref } of refs) {
    const p = checkRef(ref, path, customIds)
    if (p) problems.push(p)
    if (full()) return problems
  }
  return problems
}

/** Every id list and ref of a whole campaign, as if it were all new. */
function touchAll(campaign: Campaign): Touched {
  const touched = emptyTouched()
  for (const [scope, patterns] of MAP.scopes) {
    const lists: ScopeList[] = []
    const fresh: FreshItem[] = []
    for (const pattern of patterns)
      for (const { path, value } of reach(campaign, pattern)) {
        if (!Array.isArray(value)) continue
        lists.push({ path, list: value as WithId[] })
        value.forEach((item: WithId, i) => fresh.push({ path: [...path, i], item }))
      }
    touched.scopes.set(scope, { lists, fresh })
  }
  for (const pattern of MAP.refs)
    for (const { path, value } of reach(campaign, pattern))
      if (value && typeof value === 'object') touched.refs.push({ path, ref: value as ItemRef })
  return touched
}

/** Every integrity problem of a campaign that passed the schema (when a file is read). */
export function integrityProblems(campaign: Campaign): IntegrityProblem[] {
  return [
    ...changeIntegrity(undefined, campaign, touchAll(campaign)),
    ...referenceProblems(campaign),
    ...sessionProblems(campaign)
  ]
}

/**
 * RULES.md §15 in a file: each ledger entry's `session` names a session of the file (a hand-edited file may
 * name one that is not there), and at most one session is open (no `closedAt`). The ops keep both: an entry
 * is stamped with the open session only, and session/open refuses a second one.
 */
export function sessionProblems(campaign: Campaign): IntegrityProblem[] {
  const problems: IntegrityProblem[] = []
  const sessions = campaign.sessions ?? []
  let open: number | undefined
  sessions.forEach((s, i) => {
    if (s.closedAt !== undefined) return
    if (open === undefined) open = i
    else {
      const params = { id: s.id, other: formatPath(['sessions', open]) }
      problems.push({
        path: ['sessions', i],
        message: reasonsEn.problem['sessions-open'](params),
        reason: 'sessions-open',
        params
      })
    }
  })
  const ids = new Set(sessions.map((s) => s.id))
  campaign.ledger.forEach((e, i) => {
    if (e.session === undefined || ids.has(e.session)) return
    problems.push({
      path: ['ledger', i, 'session'],
      message: reasonsEn.problem['unknown-session']({ id: e.session }),
      reason: 'unknown-session',
      params: { id: e.session }
    })
  })
  return problems
}

// ---- references: a line's bag, a bearer's owner -------------------------------------------------------

/** What `lineInProblem` needs to know of the line's campaign. */
export interface LineLookup {
  /** The line of the same holder with this id. */
  sameHolder(id: string): InventoryLine | undefined
  /** Where another holder has a line with this id (`stash[1]`, any truthy text), else undefined. */
  elsewhere(id: string): string | undefined
  /** Whether the line is an extradimensional container (a bag of holding, a portable hole…). */
  isContainer(line: InventoryLine): boolean
}

/** A broken reference, its English sentence the one the UI shows in English (reasons-en.ts). */
function reference(field: 'in' | 'owner', reason: ReferenceReason, params: ReasonParams): ReferenceProblem {
  return { field, message: reasonsEn.problem[reason](params), reason, params }
}

/** Why the line's `in` is broken (RULES.md §10); null when it is in no bag, or in one it may be in. */
export function lineInProblem(line: InventoryLine, look: LineLookup): ReferenceProblem | null {
  const bag = line.in
  if (bag === undefined) return null
  const problem = (reason: ReferenceReason, params: ReasonParams = {}) =>
    reference('in', reason, { id: bag, ...params })
  if (bag === line.id) return problem('in-itself')
  const target = look.sameHolder(bag)
  if (!target) {
    const other = look.elsewhere(bag)
    return other !== undefined ? problem('in-other-holder', { other }) : problem('in-missing')
  }
  if (target.in === line.id) return problem('in-each-other')
  if (!look.isContainer(target)) return problem('in-not-container')
  if (look.isContainer(line)) return problem('bag-in-bag')
  return null
}

type Bearer = Pick<Character, 'id' | 'bearer' | 'owner'>

/** Why the character's `owner` is broken (RULES.md §11); null when it has none, or a right one. */
export function ownerProblem(ch: Bearer, find: (id: string) => Bearer | undefined): ReferenceProblem | null {
  const owner = ch.owner
  if (owner === undefined) return null
  const problem = (reason: ReferenceReason) => reference('owner', reason, { id: owner, bearer: ch.id })
  if (ch.bearer === undefined) return problem('owner-on-character')
  if (owner === ch.id) return problem('owner-itself')
  const found = find(owner)
  if (!found) return problem('owner-missing')
  if (found.bearer !== undefined) return problem('owner-is-bearer')
  return null
}

/** Whether a line is an extradimensional container, its custom items looked up once. */
export function containerTest(customItems: readonly CustomItem[]): (line: InventoryLine) => boolean {
  const custom = new Map(customItems.map((i) => [i.id, i]))
  return (line) =>
    (line.ref.source === 'custom' ? custom.get(line.ref.id) : getCatalogEntry(line.ref.id))?.extradimensional === true
}

/** Every broken bag and owner reference of a campaign, each at its field. */
export function referenceProblems(campaign: Campaign): IntegrityProblem[] {
  const problems: IntegrityProblem[] = []
  const at = (path: Path, p: ReferenceProblem): IntegrityProblem => ({
    path: [...path, p.field],
    message: p.message,
    reason: p.reason,
    params: p.params
  })
  const holders = listsOf(campaign, InventoryLineSchema) as Array<{ path: Path; list: readonly InventoryLine[] }>
  const isContainer = containerTest(campaign.customItems)
  // the holder of each line id that some line is in
  const wanted = new Set<string>()
  for (const { list } of holders) for (const l of list) if (l.in !== undefined) wanted.add(l.in)
  const found = new Map<string, Path[]>()
  for (const { path, list } of holders)
    list.forEach((l, i) => {
      if (wanted.has(l.id)) found.set(l.id, [...(found.get(l.id) ?? []), [...path, i]])
    })
  for (const { path, list } of holders) {
    if (!list.some((l) => l.in !== undefined)) continue
    const own = new Map<string, InventoryLine>()
    for (const l of list) if (!own.has(l.id)) own.set(l.id, l)
    const look: LineLookup = {
      sameHolder: (id) => own.get(id),
      elsewhere: (id) => {
        const other = found.get(id)?.[0]
        return other ? formatPath(other) : undefined
      },
      isContainer
    }
    list.forEach((l, i) => {
      const p = lineInProblem(l, look)
      if (p) problems.push(at([...path, i], p))
    })
  }
  for (const { path, list } of listsOf(campaign, CharacterSchema) as Array<{ path: Path; list: Character[] }>) {
    const byId = new Map<string, Character>()
    for (const c of list) if (!byId.has(c.id)) byId.set(c.id, c)
    list.forEach((c, i) => {
      const p = ownerProblem(c, (id) => byId.get(id))
      if (p) problems.push(at([...path, i], p))
    })
  }
  return problems
}
