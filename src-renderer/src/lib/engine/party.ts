// Evaluates a party with the rules engine. Runs inside the engine worker (worker.ts); tests may call
// it directly. One character's bad input yields an error for that character, not for the party.
// The engine's own module, not the rules index: the worker bundle then carries no validation code.
import { evaluate, type EvaluateInput, type Evaluation } from '@shared/rules'

export type EvalResult = { ok: true; evaluation: Evaluation } | { ok: false; error: string }

export function evaluateParty(inputs: readonly EvaluateInput[]): EvalResult[] {
  return inputs.map((input) => {
    try {
      return { ok: true, evaluation: evaluate(input) }
    } catch (e) {
      return { ok: false, error: e instanceof Error ? e.message : String(e) }
    }
  })
}
