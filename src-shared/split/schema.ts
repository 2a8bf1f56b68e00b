// Validation of a split's input with the engine's own schemas; the first problem is thrown as the
// engine's RulesInputError, located (`loot[3].quantity`, `claims[0].character`).
import { z } from 'zod'
import {
  BearerSchema,
  EngineItemObjectSchema,
  EngineItemSchema,
  MAX_ITEMS,
  MAX_QUANTITY,
  PARSE_PARAMS,
  RuleOptionsInputSchema,
  RulesInputError,
  checkEngineItem,
  toRulesInputError
} from '../rules'
import type { SplitInput } from './types'

/** The exact search is exponential in the number of bearers; more than this is not a party. */
export const MAX_BEARERS = 12
export const MAX_PARTICIPANTS = 32

const IdSchema = z.string().min(1).max(200)
const Name = z.string().max(200).refine((s) => s.trim().length > 0, 'must not be blank')

export const SplitCharacterSchema = BearerSchema.safeExtend({
  id: IdSchema,
  name: Name,
  items: z.array(EngineItemSchema).max(MAX_ITEMS),
  fund: z.boolean().optional()
})

export const SplitLootLineSchema = EngineItemObjectSchema.safeExtend({
  id: IdSchema,
  valueGp: z.number().min(0).max(1e12).optional()
}).superRefine(checkEngineItem)

export const SplitClaimSchema = z
  .object({ loot: IdSchema, character: IdSchema, quantity: z.number().int().min(1).max(MAX_QUANTITY).optional() })
  .strict()

export const SplitInputSchema = z
  .object({
    options: RuleOptionsInputSchema.optional(),
    characters: z.array(SplitCharacterSchema).min(1).max(MAX_PARTICIPANTS),
    loot: z.array(SplitLootLineSchema).max(MAX_ITEMS),
    claims: z.array(SplitClaimSchema).max(MAX_ITEMS).optional()
  })
  .strict()

/** Parses untrusted split input; throws a RulesInputError naming the first bad field. */
export function validateSplitInput(raw: unknown): SplitInput {
  const result = SplitInputSchema.safeParse(raw, PARSE_PARAMS)
  if (!result.success) throw toRulesInputError(result.error)
  const input = result.data as SplitInput
  const characters = new Set<string>()
  input.characters.forEach((c, i) => {
    if (characters.has(c.id)) throw new RulesInputError(`characters[${i}].id`, `duplicate id ${JSON.stringify(c.id)}`)
    characters.add(c.id)
  })
  const bearers = input.characters.filter((c) => !c.fund).length
  if (bearers > MAX_BEARERS) {
    throw new RulesInputError('characters', `at most ${MAX_BEARERS} participants who carry (funds aside), got ${bearers}`)
  }
  const loot = new Set<string>()
  input.loot.forEach((l, i) => {
    if (loot.has(l.id)) throw new RulesInputError(`loot[${i}].id`, `duplicate id ${JSON.stringify(l.id)}`)
    loot.add(l.id)
  })
  input.claims?.forEach((c, i) => {
    if (!loot.has(c.loot)) throw new RulesInputError(`claims[${i}].loot`, `no loot line has the id ${JSON.stringify(c.loot)}`)
    if (!characters.has(c.character)) throw new RulesInputError(`claims[${i}].character`, `no character has the id ${JSON.stringify(c.character)}`)
  })
  return input
}
