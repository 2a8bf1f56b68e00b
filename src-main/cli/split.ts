// `split`: a party and its loot as JSON on stdin (issue 5's input), the optimal split as JSON on stdout:
// `assignments` (loot, character, quantity, why), `left` (loot, quantity, why), `loads`, plus the
// loads before, the reasons' codes and the objective-4 figures. `into` (ids of participants'
// extradimensional lines) lets the split fill those containers, `coinsInto` put coins in them too
// (coins per unit; items take the room first): such assignments say `in`.
import { RulesInputError } from '@shared/rules/index'
import { splitLoot, validateSplitInput, type SplitInput, type SplitResult, type Why } from '@shared/split/index'
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
  /**
   * Each share of the loot's value (funds included), in input order: a participant's own value plus
   * what the bearers carrying for it (`valueFor`) received, listed in `carriedBy`.
   */
  shares: { character: string; name: string; fund?: true; carriedBy?: string[]; valueGp: number }[]
  /** Richest share minus poorest; the optimizer's lower bound, and whether it proved the spread least. */
  spread: { gp: number; lowerBoundGp?: number; exact?: boolean }
  stats: SplitResult['stats']
}

export function toOutput(result: SplitResult, input: SplitInput): SplitOutput {
  const bound = result.stats.valueSpreadBound
  const reason = (w: Why): Reason => ({ code: w.code, params: w.params }) as Reason
  return {
    assignments: result.assignments.map(({ why, ...a }) => ({ ...a, why: why.text, reason: reason(why) })),
    left: result.left.map(({ why, ...l }) => ({ ...l, why: why.text, reason: reason(why) })),
    loads: result.loads,
    before: result.before,
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
