// Validation of engine input (the CLI's JSON, or any untrusted caller) with zod. The first problem is
// thrown as a RulesInputError carrying the path of the offending field (`items[3].quantity`).
import { z } from 'zod'
import {
  MAX_BASE_SPEED,
  MAX_CUSTOM_LIMIT,
  MAX_EFFECTS,
  MAX_ITEMS,
  MAX_QUANTITY,
  checkEngineItem,
  containmentProblem
} from './input-checks'
import { MAX_LEVEL } from './tables'
import { NAMED_EFFECTS, SIZES } from './types'
import type { EngineItem, EvaluateInput } from './types'
import { acceptsEvaluateInput } from './validate-fast'

export {
  MAX_BASE_SPEED,
  MAX_CUSTOM_LIMIT,
  MAX_EFFECTS,
  MAX_ITEMS,
  MAX_QUANTITY,
  checkEngineItem,
  containmentProblem
} from './input-checks'

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

/** Custom limits light ≤ medium ≤ heavy (RULES.md §9), before strength. */
export const CustomLimitsInputSchema = z
  .tuple([CustomLimit, CustomLimit, CustomLimit])
  .refine(([a, b, c]) => a <= b && b <= c, 'custom limits must satisfy light ≤ medium ≤ heavy')

/** The GM's limits of the groups that are not kinds (RULES.md §9, GroupLimits). */
export const GroupLimitsInputSchema = z
  .object({
    weapon: z
      .object({
        light: CustomLimitsInputSchema.optional(),
        'one-handed': CustomLimitsInputSchema.optional(),
        'two-handed': CustomLimitsInputSchema.optional()
      })
      .strict()
      .optional(),
    armor: z
      .object({
        light: CustomLimitsInputSchema.optional(),
        medium: CustomLimitsInputSchema.optional(),
        heavy: CustomLimitsInputSchema.optional()
      })
      .strict()
      .optional(),
    ammo: CustomLimitsInputSchema.optional(),
    rounds: z
      .object({
        arrows: CustomLimitsInputSchema.optional(),
        bolts: CustomLimitsInputSchema.optional(),
        bullets: CustomLimitsInputSchema.optional()
      })
      .strict()
      .optional()
  })
  .strict()

export const RuleOptionsInputSchema = z
  .object({
    strengthRaisesMax: z.boolean().optional(),
    rounding: z.enum(['floor', 'toward-zero']).optional(),
    coinsPerUnit: z.number().int().min(1).max(1_000_000).optional(),
    quadrupedsCarryMore: z.boolean().optional(),
    extradimensionalContentsCount: z.boolean().optional(),
    groupLimits: GroupLimitsInputSchema.optional()
  })
  .strict()

/** Base speeds in ft (RULES.md §12): multiples of 5. */
export const BaseSpeedInputSchema = z
  .number()
  .int()
  .min(0)
  .max(MAX_BASE_SPEED)
  .refine((n) => n % 5 === 0, 'must be a multiple of 5 ft')

/** A custom what-if effect (RULES.md §13); at least one change. */
export const CustomEffectInputSchema = z
  .object({
    strength: z.number().int().min(-99).max(99).optional(),
    size: z.number().int().min(-8).max(8).optional(),
    withEquipment: z.boolean().optional(),
    d: z.number().int().min(-10).max(10).optional()
  })
  .strict()
  .refine((e) => e.strength !== undefined || e.size !== undefined || e.d !== undefined, {
    message: 'an effect changes strength, size or d'
  })
export const EffectInputSchema = z.union([z.enum(NAMED_EFFECTS), CustomEffectInputSchema], {
  error: `must be ${NAMED_EFFECTS.map((e) => JSON.stringify(e)).join(', ')} or a custom effect (an object with strength, size, withEquipment or d)`
})

export const BearerSchema = z
  .object({
    strength: z.number().int().min(0).max(99),
    size: SizeInputSchema.optional(),
    wornArmor: ArmorCategoryInputSchema.nullable().optional(),
    baseSpeed: BaseSpeedInputSchema.optional(),
    quadruped: z.boolean().optional(),
    speedNeverReduced: z.boolean().optional(),
    effects: z.array(EffectInputSchema).max(MAX_EFFECTS).optional()
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
    rounds: Count.optional(),
    id: NonBlank.optional(),
    extradimensional: z.boolean().optional(),
    capacity: Count.optional(),
    maxLevel: z.number().int().min(0).max(MAX_LEVEL).optional(),
    in: NonBlank.optional()
  })
  .strict()

export const EngineItemSchema = EngineItemObjectSchema.superRefine(checkEngineItem)

/** Adds containmentProblem's finding to a zod context, under `path` (the list's path). */
export function checkContainment(
  items: readonly Pick<EngineItem, 'id' | 'in' | 'extradimensional'>[],
  ctx: z.RefinementCtx,
  path: PropertyKey[]
): void {
  const problem = containmentProblem(items)
  if (problem) ctx.addIssue({ code: 'custom', path: [...path, problem.index, problem.field], message: problem.message })
}

export const EvaluateInputSchema = z
  .object({
    options: RuleOptionsInputSchema.optional(),
    character: BearerSchema,
    items: z.array(EngineItemSchema).max(MAX_ITEMS)
  })
  .strict()
  .superRefine((input, ctx) => checkContainment(input.items, ctx, ['items']))

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

/**
 * A union none of whose options matched: when only one option had the right type (an object for a
 * custom effect), its first issue says more than "invalid input"; its path is under the union's.
 */
function unionBranch(
  issue: z.core.$ZodIssue,
  at: readonly PropertyKey[]
): { issue: z.core.$ZodIssue; at: PropertyKey[] } {
  if (issue.code !== 'invalid_union') return { issue, at: [...at] }
  const rootOnly = (branch: z.core.$ZodIssue[], code?: string) =>
    branch.length === 1 && branch[0]!.path.length === 0 && (code === undefined || branch[0]!.code === code)
  let typed = issue.errors.filter((branch) => !rootOnly(branch, 'invalid_type'))
  if (typed.length > 1) typed = typed.filter((branch) => !rootOnly(branch))
  const inner = typed.length === 1 ? typed[0]![0] : undefined
  return inner ? unionBranch(inner, [...at, ...inner.path]) : { issue, at: [...at] }
}

/** The first issue of a zod error as a RulesInputError (unknown fields are located at the field itself). */
export function toRulesInputError(error: z.ZodError): RulesInputError {
  const first = error.issues[0]
  if (!first) return new RulesInputError('', 'invalid input')
  const { issue, at } = unionBranch(first, first.path)
  const path = issue.code === 'unrecognized_keys' ? [...at, issue.keys[0] ?? ''] : at
  const where = formatPath(path)
  const detail = describeIssue(issue)
  return new RulesInputError(where, where ? detail : `the input ${detail}`)
}

/**
 * Parses untrusted input for evaluate(); throws a RulesInputError on the first problem. Valid input
 * (the common case) is recognised by the fast path and returned as is; anything it does not accept
 * goes through zod, which names the problem (or accepts what the fast path leaves to it).
 */
export function validateEvaluateInput(raw: unknown): EvaluateInput {
  if (acceptsEvaluateInput(raw)) return raw
  return parseEvaluateInput(raw)
}

/** validateEvaluateInput by zod alone (the reference the fast path is tested against). */
export function parseEvaluateInput(raw: unknown): EvaluateInput {
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
