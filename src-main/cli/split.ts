// `split`: a party and its loot as JSON on stdin (issue 5's input), the optimal split as JSON on stdout:
// `assignments` (loot, character, quantity, why), `left` (loot, quantity, why), `loads`, plus the
// loads before, the reasons' codes and the objective-4 figures. `into` (ids of participants'
// extradimensional lines, or of a bag of the loot: filled as its claimant's, or as whoever the split gives
// it to) lets the split fill those containers, `coinsInto` put coins in them too
// (coins per unit; items take the room first): such assignments say `in`. `effects` (speed for each
// carrier's base at its load after the split) and `warnings` (its containers past capacity or largest
// level) are evaluate's for each carrier's inventory after the split (issue 13 item 7).
import { evaluate, RulesInputError, type EngineItem, type TierEffects } from '@shared/rules'
import {
  engineItemOf,
  givenItem,
  splitLoot,
  validateSplitInput,
  type SplitInput,
  type SplitResult,
  type Why
} from '@shared/split'
import { CliInputError, EXIT_BAD_INPUT, EXIT_OK, parseJson, usage, type CliIO } from './index'

type Reason = Omit<Why, 'text'>

export interface SplitOutput {
  assignments: {
    loot: string
    character: string
    quantity: number
    rounds?: number
    in?: string
    why: string
    reason: Reason
  }[]
  left: { loot: string; quantity: number; rounds?: number; why: string; reason: Reason }[]
  loads: SplitResult['loads']
  before: SplitResult['before']
  /** Each carrier's effects after the split, as evaluate gives them: `speed` in ft for its base (null when over). */
  effects: Record<string, TierEffects>
  /** Containers past their capacity or largest level after the split, of whichever carrier. */
  warnings: SplitWarning[]
  /**
   * Each share of the loot's value (funds included), in input order: a participant's own value plus
   * what the bearers carrying for it (`valueFor`) received, listed in `carriedBy`.
   */
  shares: { character: string; name: string; fund?: true; carriedBy?: string[]; valueGp: number }[]
  /** Richest share minus poorest; the optimizer's lower bound, and whether it proved the spread least. */
  spread: { gp: number; lowerBoundGp?: number; exact?: boolean }
  stats: SplitResult['stats']
}

/**
 * evaluate's container warning for one carrier: `id` is the container's line (its own or the loot's),
 * `content` (past the largest level) the line inside, by its id or, for a line with none, its name.
 */
export type SplitWarning =
  | { character: string; code: 'capacity'; id: string; units: number; capacity: number }
  | { character: string; code: 'max-level'; id: string; content: string; level: number; maxLevel: number }

/** Each carrier's inventory after the split (its own lines, then what it was given) through evaluate. */
function after(result: SplitResult, input: SplitInput): Pick<SplitOutput, 'effects' | 'warnings'> {
  const loot = new Map(input.loot.map((l) => [l.id, l]))
  const effects: Record<string, TierEffects> = {}
  const warnings: SplitWarning[] = []
  for (const character of input.characters) {
    if (character.fund || result.loads[character.id] === undefined) continue
    const items: EngineItem[] = [...character.items]
    const ids: (string | undefined)[] = character.items.map((item) => item.id)
    for (const a of result.assignments) {
      if (a.character !== character.id) continue
      const line = loot.get(a.loot)!
      const item = givenItem(engineItemOf(line), a)
      items.push(item)
      ids.push(line.id)
      if (!line.extradimensional) continue
      // a bag given from the loot keeps its id, for what the split put in it and what it holds already
      item.id = line.id
      for (const content of line.contents ?? []) {
        items.push({ ...content, in: line.id })
        ids.push(undefined)
      }
    }
    const evaluation = evaluate({ options: input.options, character, items })
    effects[character.id] = evaluation.effects
    for (const w of evaluation.warnings) {
      if (w.code === 'capacity') {
        warnings.push({ character: character.id, code: w.code, id: w.id, units: w.units, capacity: w.capacity })
      } else {
        const content = ids[w.content] ?? items[w.content]!.name
        warnings.push({
          character: character.id,
          code: w.code,
          id: w.id,
          content,
          level: w.level,
          maxLevel: w.maxLevel
        })
      }
    }
  }
  return { effects, warnings }
}

export function toOutput(result: SplitResult, input: SplitInput): SplitOutput {
  const bound = result.stats.valueSpreadBound
  const reason = (w: Why): Reason => ({ code: w.code, params: w.params }) as Reason
  return {
    assignments: result.assignments.map(({ why, ...a }) => ({ ...a, why: why.text, reason: reason(why) })),
    left: result.left.map(({ why, ...l }) => ({ ...l, why: why.text, reason: reason(why) })),
    loads: result.loads,
    before: result.before,
    ...after(result, input),
    shares: input.characters
      .filter((c) => c.valueFor === undefined)
      .map((c) => ({ c, carriedBy: input.characters.filter((b) => b.valueFor === c.id).map((b) => b.id) }))
      .filter(({ c, carriedBy }) => [c.id, ...carriedBy].some((id) => !result.stats.alreadyOver.includes(id)))
      .map(({ c, carriedBy }) => ({
        character: c.id,
        name: c.name,
        ...(c.fund ? { fund: true as const } : {}),
        ...(carriedBy.length > 0 ? { carriedBy } : {}),
        valueGp: result.stats.shareGp[c.id] ?? 0
      })),
    spread: {
      gp: result.stats.valueSpreadGp,
      ...(bound ? { lowerBoundGp: bound.gp, exact: bound.exact } : {})
    },
    stats: result.stats
  }
}

export async function run(args: readonly string[], io: CliIO): Promise<number> {
  if (args.length > 0) {
    io.stderr(`split takes no arguments (got ${args.join(' ')}); it reads JSON on stdin\n${usage()}`)
    return EXIT_BAD_INPUT
  }
  const raw = parseJson(await io.readStdin())
  let input
  try {
    input = validateSplitInput(raw)
  } catch (error) {
    if (error instanceof RulesInputError) throw new CliInputError(error.message)
    throw error
  }
  io.stdout(`${JSON.stringify(toOutput(splitLoot(input), input), null, 2)}\n`)
  return EXIT_OK
}
