// The fast path of validateEvaluateInput: plain checks that recognise valid engine input in one pass
// without zod (zod took ~15 times evaluate() itself on a 500-line character). It only says yes or
// "ask zod": it accepts a subset of what EvaluateInputSchema accepts (plain JSON-like objects, no
// field present as undefined), so every rejected or unusual input still gets zod's located message.
// tests/unit/rules/validate-fast.test.ts checks it against the schema on generated good and bad input.
import {
  ARMOR_CATEGORIES,
  MAX_BASE_SPEED,
  MAX_CUSTOM_LIMIT,
  MAX_EFFECTS,
  MAX_ITEMS,
  MAX_QUANTITY,
  WEAPON_CATEGORIES,
  checkEngineItem,
  containmentProblem,
  type CheckedItem,
  type IssueSink
} from './input-checks'
import { MAX_LEVEL } from './tables'
import { NAMED_EFFECTS, SIZES, type EvaluateInput } from './types'

const oneOf = (values: readonly string[]): ReadonlySet<unknown> => new Set<unknown>(values)
const SIZE = oneOf(SIZES)
const ARMOR = oneOf(ARMOR_CATEGORIES)
const CATEGORY = oneOf([...WEAPON_CATEGORIES, ...ARMOR_CATEGORIES])
const TYPE = oneOf(['weapon', 'armor', 'coins', 'ammo', 'creature', 'gear'])
const CONTAINER = oneOf(['arrows', 'bolts', 'bullets'])
const ROUNDING = oneOf(['floor', 'toward-zero'])
const NAMED_EFFECT = oneOf(NAMED_EFFECTS)
const MAX_TEXT = 200

/** An object literal or JSON object: what the fast path reads key by key (anything else goes to zod). */
function isPlain(v: unknown): v is Record<string, unknown> {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return false
  const proto = Object.getPrototypeOf(v) as unknown
  return proto === Object.prototype || proto === null
}

const isInt = (v: unknown, min: number, max: number): boolean =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max
const isCount = (v: unknown): boolean => isInt(v, 0, MAX_QUANTITY)
const isLevel = (v: unknown): boolean => isInt(v, 0, MAX_LEVEL)
const isNonBlank = (v: unknown): boolean => typeof v === 'string' && v.length <= MAX_TEXT && v.trim().length > 0
const isBool = (v: unknown): boolean => typeof v === 'boolean'

/** Every element, holes included (a hole is undefined to zod; `every` would skip it). */
function allOf(list: readonly unknown[], test: (v: unknown) => boolean): boolean {
  for (let i = 0; i < list.length; i++) if (!test(list[i])) return false
  return true
}

function isOptions(v: unknown): boolean {
  if (!isPlain(v)) return false
  for (const key in v) {
    const x = v[key]
    switch (key) {
      case 'strengthRaisesMax':
      case 'quadrupedsCarryMore':
      case 'extradimensionalContentsCount':
        if (!isBool(x)) return false
        break
      case 'rounding':
        if (!ROUNDING.has(x)) return false
        break
      case 'coinsPerUnit':
        if (!isInt(x, 1, 1_000_000)) return false
        break
      default:
        return false
    }
  }
  return true
}

function isEffect(v: unknown): boolean {
  if (typeof v === 'string') return NAMED_EFFECT.has(v)
  if (!isPlain(v)) return false
  let changes = false
  for (const key in v) {
    const x = v[key]
    switch (key) {
      case 'strength':
        if (!isInt(x, -99, 99)) return false
        changes = true
        break
      case 'size':
        if (!isInt(x, -8, 8)) return false
        changes = true
        break
      case 'd':
        if (!isInt(x, -10, 10)) return false
        changes = true
        break
      case 'withEquipment':
        if (!isBool(x)) return false
        break
      default:
        return false
    }
  }
  return changes
}

function isBearer(v: unknown): boolean {
  if (!isPlain(v) || !isInt(v.strength, 0, 99)) return false
  for (const key in v) {
    const x = v[key]
    switch (key) {
      case 'strength':
        break
      case 'size':
        if (!SIZE.has(x)) return false
        break
      case 'wornArmor':
        if (x !== null && !ARMOR.has(x)) return false
        break
      case 'baseSpeed':
        if (!isInt(x, 0, MAX_BASE_SPEED) || (x as number) % 5 !== 0) return false
        break
      case 'quadruped':
      case 'speedNeverReduced':
        if (!isBool(x)) return false
        break
      case 'effects':
        if (!Array.isArray(x) || x.length > MAX_EFFECTS || !allOf(x, isEffect)) return false
        break
      default:
        return false
    }
  }
  return true
}

/** Counts the problems checkEngineItem finds (the fast path only needs to know there is one). */
const sink = {
  problems: 0,
  addIssue() {
    this.problems++
  }
} satisfies IssueSink & { problems: number }

function isLimits(v: unknown): boolean {
  return (
    Array.isArray(v) &&
    v.length === 3 &&
    isInt(v[0], 0, MAX_CUSTOM_LIMIT) &&
    isInt(v[1], 0, MAX_CUSTOM_LIMIT) &&
    isInt(v[2], 0, MAX_CUSTOM_LIMIT)
  )
}

function isItem(v: unknown): boolean {
  if (!isPlain(v) || !isNonBlank(v.name) || !TYPE.has(v.type) || !isCount(v.quantity)) return false
  for (const key in v) {
    const x = v[key]
    switch (key) {
      case 'name':
      case 'type':
      case 'quantity':
        break
      case 'kind':
      case 'id':
      case 'in':
        if (!isNonBlank(x)) return false
        break
      case 'category':
        if (!CATEGORY.has(x)) return false
        break
      case 'level':
      case 'maxLevel':
        if (!isLevel(x)) return false
        break
      case 'size':
        if (!SIZE.has(x)) return false
        break
      case 'withGear':
      case 'unlimited':
      case 'extradimensional':
        if (!isBool(x)) return false
        break
      case 'limits':
        if (!isLimits(x)) return false
        break
      case 'container':
        if (!CONTAINER.has(x)) return false
        break
      case 'rounds':
      case 'capacity':
        if (!isCount(x)) return false
        break
      default:
        return false
    }
  }
  sink.problems = 0
  checkEngineItem(v as CheckedItem, sink)
  return sink.problems === 0
}

/** True when `raw` is valid engine input that EvaluateInputSchema accepts as is; false: ask zod. */
export function acceptsEvaluateInput(raw: unknown): raw is EvaluateInput {
  if (!isPlain(raw)) return false
  for (const key in raw) if (key !== 'options' && key !== 'character' && key !== 'items') return false
  if ('options' in raw && !isOptions(raw.options)) return false
  const items = raw.items
  if (!isBearer(raw.character) || !Array.isArray(items) || items.length > MAX_ITEMS) return false
  if (!allOf(items, isItem)) return false
  return containmentProblem(items as EvaluateInput['items']) === null
}
