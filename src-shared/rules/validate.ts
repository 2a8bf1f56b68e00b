// Validation of engine input (the CLI's JSON, or any untrusted caller) with zod. The first problem is
// thrown as a RulesInputError carrying the path of the offending field (`items[3].quantity`).
import { z } from 'zod'
import { ARMOR_CATEGORY_LEVEL, MAX_LEVEL, WEAPON_CATEGORY_LEVEL } from './tables'
import { SIZES } from './types'
import type { EngineItem, EvaluateInput } from './types'

/** Larger quantities, coin counts or rounds are typos, not inventories. */
export const MAX_QUANTITY = 1_000_000_000
export const MAX_ITEMS = 100_000
export const MAX_CUSTOM_LIMIT = 10_000

/** A bad field: `path` like `items[3].quantity` ('' for the whole input); `message` is one line with the path. */
export class RulesInputError extends Error {
  override readonly name = 'RulesInputError'
  readonly path: string
  readonly detail: string
  constructor(path: string, detail: string) {
    super(path ? `${path}: ${detail}` : detail)
    this.path = path
    this.detail = detail
  }
}

const Count = z.number().int().min(0).max(MAX_QUANTITY)
const NonBlank = z
  .string()
  .max(200)
  .refine((s) => s.trim().length > 0, 'must not be blank')
const CustomLimit = z.number().int().min(0).max(MAX_CUSTOM_LIMIT)

export const SizeInputSchema = z.enum(SIZES)
export const ArmorCategoryInputSchema = z.enum(['light', 'medium', 'heavy'])
const WEAPON_CATEGORIES = ['light', 'one-handed', 'two-handed'] as const
const ARMOR_CATEGORIES = ['light', 'medium', 'heavy'] as const

export const RuleOptionsInputSchema = z
  .object({
    strengthRaisesMax: z.boolean().optional(),
    rounding: z.enum(['floor', 'toward-zero']).optional(),
    coinsPerUnit: z.number().int().min(1).max(1_000_000).optional()
  })
  .strict()

export const BearerSchema = z
  .object({
    strength: z.number().int().min(0).max(99),
    size: SizeInputSchema.optional(),
    wornArmor: ArmorCategoryInputSchema.nullable().optional()
  })
  .strict()

/** The item's fields without the cross-field checks (extend it with `.safeExtend`, then refine with checkEngineItem). */
export const EngineItemObjectSchema = z
  .object({
    name: NonBlank,
    type: z.enum(['weapon', 'armor', 'coins', 'ammo', 'creature', 'gear']),
    quantity: Count,
    category: z.enum(['light', 'one-handed', 'two-handed', 'medium', 'heavy']).optional(),
    level: z.number().int().min(0).max(MAX_LEVEL).optional(),
    kind: NonBlank.optional(),
    size: SizeInputSchema.optional(),
    withGear: z.boolean().optional(),
    unlimited: z.boolean().optional(),
    limits: z.tuple([CustomLimit, CustomLimit, CustomLimit]).optional(),
    container: z.enum(['arrows', 'bolts', 'bullets']).optional(),
    rounds: Count.optional()
  })
  .strict()

/** Checks what one field cannot say alone: what each type needs, unlimited only at level 0, a ≤ b ≤ c. */
export function checkEngineItem(item: z.infer<typeof EngineItemObjectSchema>, ctx: z.RefinementCtx): void {
  const problem = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message })
  switch (item.type) {
    case 'weapon':
      if (item.category !== undefined && !(WEAPON_CATEGORIES as readonly string[]).includes(item.category)) {
        problem('category', `a weapon's category is light, one-handed or two-handed, not "${item.category}"`)
      } else if (item.category === undefined && item.level === undefined) {
        problem('category', 'a weapon needs a category (light, one-handed or two-handed) or a level')
      }
      break
    case 'armor':
      if (item.category !== undefined && !(ARMOR_CATEGORIES as readonly string[]).includes(item.category)) {
        problem('category', `an armour's category is light, medium or heavy, not "${item.category}"`)
      } else if (item.category === undefined && item.level === undefined) {
        problem('category', 'an armour needs a category (light, medium or heavy) or a level')
      }
      break
    case 'gear':
      if (item.level === undefined) problem('level', 'gear needs a level (0–7)')
      break
    case 'creature':
      if (item.size === undefined) problem('size', 'a creature needs its size (I, Min, TP, P, M, G, TG, Gig or C)')
      break
    case 'ammo':
      if (item.container === undefined) problem('container', 'ammunition needs a container (arrows, bolts or bullets)')
      break
  }
  if (item.unlimited) {
    if (item.type === 'coins' || item.type === 'ammo' || item.type === 'creature') {
      problem(
        'unlimited',
        `only level-0 items can be unlimited, not ${item.type === 'ammo' ? 'ammunition' : item.type + 's'}`
      )
    } else {
      const level =
        item.level ??
        (item.type === 'weapon'
          ? WEAPON_CATEGORY_LEVEL[item.category as keyof typeof WEAPON_CATEGORY_LEVEL]
          : item.type === 'armor'
            ? ARMOR_CATEGORY_LEVEL[item.category as keyof typeof ARMOR_CATEGORY_LEVEL]
            : undefined)
      if (level !== undefined && level !== 0)
        problem('unlimited', `only level-0 items can be unlimited (this one is level ${level})`)
    }
  }
  if (item.limits) {
    const [a, b, c] = item.limits
    if (!(a <= b && b <= c)) problem('limits', `custom limits must satisfy light ≤ medium ≤ heavy, got ${a}/${b}/${c}`)
  }
}

export const EngineItemSchema = EngineItemObjectSchema.superRefine(checkEngineItem)

export const EvaluateInputSchema = z
  .object({
    options: RuleOptionsInputSchema.optional(),
    character: BearerSchema,
    items: z.array(EngineItemSchema).max(MAX_ITEMS)
  })
  .strict()

/**
 * `['items', 3, 'quantity']` → `items[3].quantity`; keys that are not identifiers are quoted:
 * `customLimits["long sword"]` (campaign/json-locate's parsePath reads it back).
 */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = ''
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`
    else if (typeof part === 'string' && !/^[A-Za-z_$][\w$]*$/.test(part)) out += `[${JSON.stringify(part)}]`
    else out += out === '' ? String(part) : `.${String(part)}`
  }
  return out
}

function describe(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  if (typeof value === 'string')
    return `the string ${JSON.stringify(value.length > 40 ? value.slice(0, 40) + '…' : value)}`
  if (typeof value === 'number') return String(value)
  if (typeof value === 'boolean') return String(value)
  if (value === undefined) return 'nothing'
  return `an ${typeof value}`
}

const EXPECTED: Readonly<Record<string, string>> = {
  number: 'a number',
  int: 'a whole number',
  string: 'a string',
  boolean: 'true or false',
  object: 'an object',
  array: 'an array',
  tuple: 'an array of 3 numbers'
}

/** Parse options that make zod report the offending values (used in the messages). */
export const PARSE_PARAMS = { reportInput: true } as const

/**
 * One readable sentence for one zod issue (without its path). The offending value is quoted when the
 * schema was parsed with PARSE_PARAMS.
 */
export function describeIssue(issue: z.core.$ZodIssue): string {
  const got = 'input' in issue ? `, got ${describe(issue.input)}` : ''
  switch (issue.code) {
    case 'invalid_type': {
      const missing = 'input' in issue ? issue.input === undefined : /received undefined/.test(issue.message)
      if (missing) return 'is required'
      if (issue.expected === 'int') return `must be a whole number${got}`
      return `must be ${EXPECTED[issue.expected] ?? issue.expected}${got}`
    }
    case 'too_small':
      if (issue.origin === 'string') return 'must not be empty'
      if (issue.origin === 'array') return `must have ${issue.exact ? 'exactly' : 'at least'} ${issue.minimum} entries`
      return `must be at least ${issue.minimum}${got}`
    case 'too_big':
      if (issue.origin === 'string') return `must be at most ${issue.maximum} characters`
      if (issue.origin === 'array') return `must have ${issue.exact ? 'exactly' : 'at most'} ${issue.maximum} entries`
      return `must be at most ${issue.maximum}${got}`
    case 'invalid_value':
      return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}${got.replace(',', ';')}`
    case 'unrecognized_keys':
      return 'is not a known field'
    default:
      return issue.message
  }
}

/** The first issue of a zod error as a RulesInputError (unknown fields are located at the field itself). */
export function toRulesInputError(error: z.ZodError): RulesInputError {
  const issue = error.issues[0]
  if (!issue) return new RulesInputError('', 'invalid input')
  const path = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0] ?? ''] : issue.path
  const where = formatPath(path)
  const detail = describeIssue(issue)
  return new RulesInputError(where, where ? detail : `the input ${detail}`)
}

/** Parses untrusted input for evaluate(); throws a RulesInputError on the first problem. */
export function validateEvaluateInput(raw: unknown): EvaluateInput {
  const result = EvaluateInputSchema.safeParse(raw, PARSE_PARAMS)
  if (!result.success) throw toRulesInputError(result.error)
  return result.data satisfies EvaluateInput
}

/** Parses one item (for callers that validate line by line); paths are relative to the item. */
export function validateEngineItem(raw: unknown): EngineItem {
  const result = EngineItemSchema.safeParse(raw, PARSE_PARAMS)
  if (!result.success) throw toRulesInputError(result.error)
  return result.data
}
