// Would a change leave the campaign saveable? Checks the campaign an Op (or a batch) produced against
// every limit and reference the file's schema checks, before it is accepted: the same zod schema, the
// same integrity rules (integrity.ts), the same located, translatable problems as a file being read.
//
// Only what changed is checked. Ops share every untouched object with the campaign they started from
// (structural sharing), and that campaign was valid, so the walk compares the two by reference and
// validates the new objects only: a move on a 100,000-line stash reads the stash's list once, not
// every line's fields. Nothing here knows the Op types: a new Op, or a new list in the schema, is
// checked the same way.
import { z } from 'zod'
import type { ProblemReason, ReasonParams } from '../core/reasons'
import {
  changeIntegrity,
  emptyTouched,
  isHistory,
  isIdScope,
  isItemRef,
  unwrap,
  type FreshItem,
  type WithId,
  type ScopeList,
  type Touched
} from './integrity'
import { formatPath } from './json-locate'
import { describeIssue } from './parse'
import { CampaignSchema, type Campaign, type ItemRef } from './schema'

type Path = Array<string | number>

/** What is wrong with the changed campaign, at a JSON path (`stash[3].quantity`). */
export interface ChangeProblem {
  path: string
  message: string
  reason: ProblemReason
  params?: ReasonParams
}

class Found extends Error {
  constructor(readonly problem: ChangeProblem) {
    super(problem.message)
  }
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v)
}

/** A list's own limits (its length), read from its checks; null when it has checks of another kind. */
const limitCache = new WeakMap<z.ZodArray, { min: number; max: number } | null>()
function lengthLimits(s: z.ZodArray): { min: number; max: number } | null {
  if (limitCache.has(s)) return limitCache.get(s)!
  let limits: { min: number; max: number } | null = { min: 0, max: Infinity }
  for (const check of s.def.checks ?? []) {
    const def = check._zod.def as { check: string; maximum?: number; minimum?: number; length?: number }
    if (def.check === 'max_length') limits.max = Math.min(limits.max, def.maximum!)
    else if (def.check === 'min_length') limits.min = Math.max(limits.min, def.minimum!)
    else if (def.check === 'length_equals') limits = { min: def.length!, max: def.length! }
    else limits = null
    if (!limits) break
  }
  limitCache.set(s, limits)
  return limits
}

/** Length checks of a list without reading its elements (a short stand-in of the same length otherwise). */
function lengthSchemaFails(s: z.ZodArray, list: readonly unknown[]): boolean {
  const limits = lengthLimits(s)
  return limits ? list.length > limits.max || list.length < limits.min : false
}

function arrayChecks(s: z.ZodArray): z.core.$ZodCheck<unknown[]>[] {
  return (s.def.checks ?? []) as z.core.$ZodCheck<unknown[]>[]
}

/** An object validated field by field: strict, and no refinement of the whole object. */
function isFieldwise(s: z.ZodType): s is z.ZodObject {
  return s instanceof z.ZodObject && !(s.def.checks?.length ?? 0)
}

/** How many removed items in a row the list walk steps over before it falls back to a Set. */
const LOOKAHEAD = 4

class Walk {
  readonly touched: Touched = emptyTouched()

  /** Throws Found with the first problem of `value` against `schema`. */
  parse(schema: z.ZodType, value: unknown, path: Path): void {
    const res = schema.safeParse(value)
    if (res.success) return
    const issue = res.error.issues[0]!
    let at: unknown = value
    for (const seg of issue.path) at = at !== null && typeof at === 'object' ? (at as never)[seg as never] : undefined
    const said = describeIssue(issue, at)
    const full = [...path, ...(issue.path as Path)]
    if (issue.code === 'unrecognized_keys' && issue.keys[0] !== undefined) full.push(issue.keys[0])
    const where = formatPath(full) || '(root)'
    throw new Found({
      path: where,
      message: `${where}: ${said.message}`,
      reason: said.reason,
      ...(said.params ? { params: said.params } : {})
    })
  }

  scope(element: z.ZodType): { lists: ScopeList[]; fresh: FreshItem[] } {
    let s = this.touched.scopes.get(element)
    if (!s) this.touched.scopes.set(element, (s = { lists: [], fresh: [] }))
    return s
  }

  /** Checks `after` where it differs from `before` (valid, or undefined: nothing to compare with). */
  change(schema: z.ZodType, before: unknown, after: unknown, path: Path, history: boolean): void {
    if (after === before) return
    const s = unwrap(schema)
    if (before === undefined || after === undefined || after === null) {
      // nothing to compare with: the whole value, by the schema (fast), then its ids and refs
      this.parse(schema, after, path)
      this.collect(s, after, path, history)
      return
    }
    if (isFieldwise(s) && isPlainObject(after) && isPlainObject(before)) {
      const shape = s.shape as Record<string, z.ZodType>
      if (s.def.catchall instanceof z.ZodNever) {
        const extra = Object.keys(after).find((k) => !Object.hasOwn(shape, k))
        if (extra !== undefined) this.parse(s, after, path)
      }
      for (const key of Object.keys(shape)) this.change(shape[key]!, before[key], after[key], [...path, key], history)
      return
    }
    if (s instanceof z.ZodArray && Array.isArray(after) && Array.isArray(before)) {
      // the list's length by its own limits (zod's message), without its elements
      if (lengthSchemaFails(s, after)) this.parse(z.array(z.unknown()).check(...arrayChecks(s)), after, path)
      const element = unwrap(s.element as z.ZodType)
      const inHistory = history || isHistory(element)
      const scope = isIdScope(element) ? this.scope(element) : null
      // Both lists in step: an item equal to the next old one is kept; a few old ones skipped are
      // removed ones; an item whose neighbours line up replaced the old one; past the old list's end,
      // items are new. Only otherwise is the old list indexed (a long run removed, or a reorder).
      // Taking a kept item for a new one costs time only: it is valid, and its id is still unique.
      // An id list's delta (what left, what came) lets the integrity check derive its ids from the old
      // list's instead of reading it again.
      let index: Map<unknown, number> | null = null
      // for an id list, what left and came, while every other old item is known to be kept in place
      let exact = scope !== null
      const removed: WithId[] = []
      const added: WithId[] = []
      let j = 0
      for (let i = 0; i < after.length; i++) {
        const item: unknown = after[i]
        if (item === before[j]) {
          j++
          continue
        }
        let counterpart: unknown = undefined
        if (j < before.length) {
          let d = 1
          while (d <= LOOKAHEAD && j + d < before.length && before[j + d] !== item) d++
          if (d <= LOOKAHEAD && j + d < before.length) {
            if (exact) for (let k = j; k < j + d; k++) removed.push(before[k] as WithId)
            j += d + 1
            continue
          }
          const last = i + 1 >= after.length
          if (last ? j + 1 >= before.length : after[i + 1] === before[j + 1]) {
            counterpart = before[j++]
            if (exact) removed.push(counterpart as WithId)
          } else {
            const k = (index ??= new Map(before.map((x, n) => [x, n]))).get(item)
            if (k !== undefined) {
              // an old item seen out of step (a reorder, or a long run removed): no delta
              exact = false
              if (k >= j) j = k + 1
              continue
            }
          }
        }
        if (scope && isPlainObject(item)) {
          scope.fresh.push({ path: [...path, i], item: item as { id: string } })
          if (exact) added.push(item as unknown as WithId)
        }
        this.change(s.element as z.ZodType, counterpart, item, [...path, i], inHistory)
      }
      if (exact) for (let k = j; k < before.length; k++) removed.push(before[k] as WithId)
      scope?.lists.push(
        exact ? { path, list: after, delta: { before: before as WithId[], removed, added } } : { path, list: after }
      )
      return
    }
    this.parse(schema, after, path)
    if (!history && isItemRef(s) && isPlainObject(after)) this.touched.refs.push({ path, ref: after as ItemRef })
  }

  /** Records the id lists, new items and refs inside a value that is new as a whole (already validated). */
  collect(s: z.ZodType, value: unknown, path: Path, history: boolean): void {
    if (value === null || typeof value !== 'object') return
    if (isItemRef(s)) {
      if (!history) this.touched.refs.push({ path, ref: value as ItemRef })
      return
    }
    if (s instanceof z.ZodObject && isPlainObject(value)) {
      for (const [key, field] of Object.entries(s.shape as Record<string, z.ZodType>))
        if (value[key] !== undefined) this.collect(unwrap(field), value[key], [...path, key], history)
      return
    }
    if (s instanceof z.ZodArray && Array.isArray(value)) {
      const element = unwrap(s.element as z.ZodType)
      const inHistory = history || isHistory(element)
      const scope = isIdScope(element) ? this.scope(element) : null
      scope?.lists.push({ path, list: value })
      value.forEach((item: unknown, i) => {
        if (scope && isPlainObject(item)) scope.fresh.push({ path: [...path, i], item: item as { id: string } })
        // elements without lists or refs inside (ledger entries, custom items) need no walk
        if (!(element instanceof z.ZodObject) || hasInner(element)) this.collect(element, item, [...path, i], inHistory)
      })
    }
  }
}

/** Whether an object schema holds lists or refs (whose content the integrity rules read). */
const innerCache = new WeakMap<z.ZodType, boolean>()
function hasInner(s: z.ZodType): boolean {
  let v = innerCache.get(s)
  if (v === undefined) {
    const u = unwrap(s)
    v =
      isItemRef(u) ||
      u instanceof z.ZodArray ||
      (u instanceof z.ZodObject && Object.values(u.shape as Record<string, z.ZodType>).some(hasInner))
    innerCache.set(s, v)
  }
  return v
}

/**
 * The first problem `after` has that `before` (a valid campaign) did not: null when the change keeps
 * the campaign saveable.
 */
export function changeProblem(before: Campaign, after: Campaign): ChangeProblem | null {
  if (after === before) return null
  const walk = new Walk()
  try {
    walk.change(CampaignSchema, before, after, [], false)
  } catch (e) {
    if (e instanceof Found) return e.problem
    throw e
  }
  const [first] = changeIntegrity(before, after, walk.touched, 1)
  if (!first) return null
  const path = formatPath(first.path)
  return { path, message: `${path}: ${first.message}`, reason: first.reason, params: first.params }
}
