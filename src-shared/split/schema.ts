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
  checkContainment,
  checkEngineItem,
  toRulesInputError
} from '../rules'
import { claimant, lootBag } from './bins'
import type { SplitInput, SplitMove } from './types'

/** The exact search is exponential in the number of bearers; more than this is not a party. */
export const MAX_BEARERS = 12
export const MAX_PARTICIPANTS = 32

const IdSchema = z.string().min(1).max(200)
const Name = z
  .string()
  .max(200)
  .refine((s) => s.trim().length > 0, 'must not be blank')

export const SplitCharacterSchema = BearerSchema.safeExtend({
  id: IdSchema,
  name: Name,
  items: z.array(EngineItemSchema).max(MAX_ITEMS),
  fund: z.boolean().optional(),
  valueFor: IdSchema.nullable().optional()
}).superRefine((character, ctx) => checkContainment(character.items, ctx, ['items']))

export const SplitLootLineSchema = EngineItemObjectSchema.safeExtend({
  id: IdSchema,
  valueGp: z.number().min(0).max(1e12).optional(),
  contents: z.array(EngineItemSchema).max(MAX_ITEMS).optional()
}).superRefine((line, ctx) => {
  checkEngineItem(line, ctx)
  if (line.contents === undefined) return
  if (!line.extradimensional || line.quantity !== 1)
    ctx.addIssue({ code: 'custom', path: ['contents'], message: 'only one extradimensional container holds contents' })
  line.contents.forEach((item, i) => {
    if (item.extradimensional)
      ctx.addIssue({
        code: 'custom',
        path: ['contents', i, 'extradimensional'],
        message: 'an extradimensional container inside another is the PF1 paradox'
      })
    if (item.in !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['contents', i, 'in'],
        message: 'contents are in their container: leave "in" out'
      })
  })
})

export const SplitClaimSchema = z
  .object({ loot: IdSchema, character: IdSchema, quantity: z.number().int().min(1).max(MAX_QUANTITY).optional() })
  .strict()

export const SplitInputSchema = z
  .object({
    options: RuleOptionsInputSchema.optional(),
    characters: z.array(SplitCharacterSchema).min(1).max(MAX_PARTICIPANTS),
    loot: z.array(SplitLootLineSchema).max(MAX_ITEMS),
    claims: z.array(SplitClaimSchema).max(MAX_ITEMS).optional(),
    into: z.array(IdSchema).max(MAX_ITEMS).optional(),
    coinsInto: z.array(IdSchema).max(MAX_ITEMS).optional(),
    received: z.record(IdSchema, z.number().min(-1e12).max(1e12)).optional()
  })
  .strict()

/**
 * Parses untrusted split input; throws a RulesInputError naming the first bad field. `into` may name
 * any one extradimensional container of the loot: a split run fills it as the claimant's, or as whoever
 * it gives it to; in a review (`use`) the moves say who it goes to (validateSplitMoves checks it goes
 * whole to whoever fills it).
 */
export function validateSplitInput(raw: unknown, use: 'split' | 'review' = 'split'): SplitInput {
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
    throw new RulesInputError(
      'characters',
      `at most ${MAX_BEARERS} participants who carry (funds aside), got ${bearers}`
    )
  }
  input.characters.forEach((c, i) => {
    if (c.valueFor === undefined || c.valueFor === null) return
    const holder = input.characters.find((x) => x.id === c.valueFor)
    const path = `characters[${i}].valueFor`
    if (!holder) throw new RulesInputError(path, `no participant has the id ${JSON.stringify(c.valueFor)}`)
    if (holder === c || c.fund)
      throw new RulesInputError(path, 'a participant holds its own share: leave "valueFor" out')
    if (holder.fund || holder.valueFor !== undefined)
      throw new RulesInputError(path, `${JSON.stringify(c.valueFor)} holds no share of its own: name a character`)
  })
  const loot = new Set<string>()
  input.loot.forEach((l, i) => {
    if (loot.has(l.id)) throw new RulesInputError(`loot[${i}].id`, `duplicate id ${JSON.stringify(l.id)}`)
    loot.add(l.id)
    if (l.in !== undefined)
      throw new RulesInputError(
        `loot[${i}].in`,
        'loot is split loose: a line inside a container goes with its container, leave "in" out'
      )
  })
  input.claims?.forEach((c, i) => {
    if (!loot.has(c.loot))
      throw new RulesInputError(`claims[${i}].loot`, `no loot line has the id ${JSON.stringify(c.loot)}`)
    if (!characters.has(c.character))
      throw new RulesInputError(`claims[${i}].character`, `no character has the id ${JSON.stringify(c.character)}`)
  })
  for (const id of Object.keys(input.received ?? {}))
    if (!characters.has(id))
      throw new RulesInputError(`received.${id}`, `no participant has the id ${JSON.stringify(id)}`)
  checkInto(input, use)
  return input
}

/** `into` and `coinsInto` name extradimensional lines a carrying participant has (or a bag of the loot), each once. */
function checkInto(input: SplitInput, use: 'split' | 'review'): void {
  for (const field of ['into', 'coinsInto'] as const) {
    const seen = new Set<string>()
    input[field]?.forEach((id, i) => {
      const path = `${field}[${i}]`
      if (seen.has(id)) throw new RulesInputError(path, `duplicate id ${JSON.stringify(id)}`)
      seen.add(id)
      const holder = input.characters.find((c) => c.items.some((item) => item.id === id))
      // A bag of the loot: filled as its new holder's, whoever gets it (the claimant, the split's choice,
      // in a review the moves'); claimed for a party fund it stays in the stash, nobody's to fill.
      if (!holder && lootBag(input, id)) {
        const claim = input.claims?.find((c) => c.loot === id)
        const fund = input.characters.find((c) => c.id === claim?.character && c.fund)
        if (use === 'split' && fund && !claimant(input, id))
          throw new RulesInputError(
            path,
            `${JSON.stringify(id)} is claimed for ${fund.name}, a party fund that carries nothing: it cannot be filled`
          )
        return
      }
      if (!holder && input.loot.some((l) => l.id === id))
        throw new RulesInputError(
          path,
          `${JSON.stringify(id)} is in the loot but is not one extradimensional container: it cannot be filled`
        )
      if (!holder) throw new RulesInputError(path, `no participant carries a line with the id ${JSON.stringify(id)}`)
      if (holder.fund) throw new RulesInputError(path, 'a party fund carries nothing: its container cannot be filled')
      if (!holder.items.find((item) => item.id === id)!.extradimensional)
        throw new RulesInputError(path, `${JSON.stringify(id)} is not an extradimensional container`)
    })
  }
}

export const SplitMoveSchema = z
  .object({
    loot: IdSchema,
    character: IdSchema,
    quantity: z.number().int().min(0).max(MAX_QUANTITY),
    rounds: z.number().int().min(0).max(MAX_QUANTITY).optional(),
    in: IdSchema.optional()
  })
  .strict()

/**
 * Parses moves for reviewSplit against a valid input: known ids, and no line giving more than it has.
 * Paths are like `assignments[2].quantity`.
 */
export function validateSplitMoves(input: SplitInput, raw: unknown, field = 'assignments'): SplitMove[] {
  const result = z.array(SplitMoveSchema).max(MAX_ITEMS).safeParse(raw, PARSE_PARAMS)
  if (!result.success) {
    const error = toRulesInputError(result.error)
    const path = error.path ? `${field}${error.path.startsWith('[') ? '' : '.'}${error.path}` : field
    throw new RulesInputError(path, error.detail)
  }
  const lines = new Map(input.loot.map((l) => [l.id, l]))
  const characters = new Set(input.characters.map((c) => c.id))
  const taken = new Map<string, { quantity: number; rounds: number }>()
  result.data.forEach((move, i) => {
    const line = lines.get(move.loot)
    if (!line) throw new RulesInputError(`${field}[${i}].loot`, `no loot line has the id ${JSON.stringify(move.loot)}`)
    if (!characters.has(move.character))
      throw new RulesInputError(`${field}[${i}].character`, `no character has the id ${JSON.stringify(move.character)}`)
    if (move.in !== undefined) {
      const coins = line.type === 'coins'
      if (!(coins ? input.coinsInto : input.into)?.includes(move.in))
        throw new RulesInputError(
          `${field}[${i}].in`,
          coins
            ? `${JSON.stringify(move.in)} is not a container the split puts coins into`
            : `${JSON.stringify(move.in)} is not a container the split fills`
        )
      const holder = input.characters.find((c) => c.id === move.character)!
      const bag = input.loot.find((l) => l.id === move.in)
      if (bag) {
        const givenWhole = result.data.some(
          (m) =>
            m.loot === bag.id && m.character === move.character && m.in === undefined && m.quantity === bag.quantity
        )
        if (!givenWhole)
          throw new RulesInputError(
            `${field}[${i}].in`,
            `${JSON.stringify(move.in)} is in the loot: give it to ${holder.name} to put anything in it`
          )
      } else if (!holder.items.some((item) => item.id === move.in))
        throw new RulesInputError(`${field}[${i}].in`, `${JSON.stringify(move.in)} is not carried by ${holder.name}`)
    }
    const t = taken.get(move.loot) ?? { quantity: 0, rounds: 0 }
    t.quantity += move.quantity
    t.rounds += move.rounds ?? 0
    taken.set(move.loot, t)
    if (t.quantity > line.quantity) {
      throw new RulesInputError(
        `${field}[${i}].quantity`,
        `gives ${t.quantity} of "${line.name}" in all, but the line has ${line.quantity}`
      )
    }
    if (move.rounds !== undefined && t.rounds > (line.rounds ?? 0)) {
      throw new RulesInputError(
        `${field}[${i}].rounds`,
        `gives ${t.rounds} rounds of "${line.name}" in all, but the line has ${line.rounds ?? 0}`
      )
    }
  })
  return result.data
}
