// `evaluate`: one character as JSON on stdin (issue 2's input), its load as JSON on stdout.
import { JsonLocator, parsePath } from '@shared/campaign'
import {
  evaluate,
  RulesInputError,
  validateEvaluateInput,
  type ContainerWarning,
  type EffectiveBearer,
  type Evaluation,
  type GroupResult,
  type Headroom,
  type Limits,
  type Reason,
  type TierEffects
} from '@shared/rules'
import { CliInputError, EXIT_BAD_INPUT, EXIT_OK, parseJson, usage, type CliIO } from './index'

export interface EvaluateOutput {
  load: Evaluation['load']
  reason: OutputReason
  strengthAdjustment: number
  /** speed: ft for the bearer's base at this load (null when over), beside speed30/speed20. */
  effects: TierEffects
  /** Strength, size and d after the what-if effects (RULES.md §13). */
  bearer: EffectiveBearer
  /** Extradimensional containers past their capacity or largest level (RULES.md §10). */
  warnings: ContainerWarning[]
  groups: {
    label: string
    level: number
    units: number
    limits: Limits
    load: GroupResult['load']
    headroom: Headroom
  }[]
}

/** The reason with group labels instead of keys (the output's groups have no keys). */
export type OutputReason =
  | { source: 'none' }
  | { source: 'groups'; groups: string[] }
  | { source: 'armor'; armor: string }
  | { source: 'both'; groups: string[]; armor: string }

export function toOutput(evaluation: Evaluation): EvaluateOutput {
  const labels = new Map(evaluation.groups.map((g) => [g.key, g.label]))
  const named = (keys: string[]) => keys.map((key) => labels.get(key) ?? key)
  const reason: Reason = evaluation.reason
  const outReason: OutputReason =
    reason.source === 'groups'
      ? { source: 'groups', groups: named(reason.groups) }
      : reason.source === 'both'
        ? { source: 'both', groups: named(reason.groups), armor: reason.armor }
        : reason
  return {
    load: evaluation.load,
    reason: outReason,
    strengthAdjustment: evaluation.strengthAdjustment,
    effects: evaluation.effects,
    bearer: evaluation.bearer,
    warnings: evaluation.warnings,
    groups: evaluation.groups.map((g) => ({
      label: g.label,
      level: g.level,
      units: g.units,
      limits: g.limits,
      load: g.load,
      headroom: g.headroom
    }))
  }
}

/** `items[3].quantity` → where that value is in the JSON text, as ` (line 5, column 20)`; '' if not found. */
function locate(text: string, path: string): string {
  const at = path ? new JsonLocator(text).locateField(parsePath(path)) : null
  return at ? ` (line ${at.line}, column ${at.column})` : ''
}

export async function run(args: readonly string[], io: CliIO): Promise<number> {
  if (args.length > 0) {
    io.stderr(`evaluate takes no arguments (got ${args.join(' ')}); it reads JSON on stdin\n${usage()}`)
    return EXIT_BAD_INPUT
  }
  const text = await io.readStdin()
  const raw = parseJson(text)
  let input
  try {
    input = validateEvaluateInput(raw)
  } catch (error) {
    if (error instanceof RulesInputError) throw new CliInputError(`${error.message}${locate(text, error.path)}`)
    throw error
  }
  io.stdout(`${JSON.stringify(toOutput(evaluate(input)), null, 2)}\n`)
  return EXIT_OK
}
