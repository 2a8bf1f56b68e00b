// What a change would do to the loads before it is made: each scenario (ops on a campaign, e.g. one
// move per drop target) is applied to a copy, and every character it changes is evaluated by the
// engine worker, before and after, in ONE request for all scenarios. Results are cached by character
// object with the screen's own evaluations, so an unchanged character is never evaluated again.
import { applyBatch, type Op, type Campaign, type Character, characterToEvaluateInput } from '@shared/campaign'
import { getCatalogEntry } from '@shared/catalog'
import type { Evaluation } from '@shared/rules'
import type { Evaluator } from '../engine/engine-client'
import type { EvalResult } from '../engine/party'
import type { EvaluationCache } from '../state/evaluations.svelte'

/** One character's load before and after a scenario (each with the character object it describes). */
export interface Outcome {
  id: string
  name: string
  before: { character: Character; evaluation: Evaluation }
  after: { character: Character; evaluation: Evaluation }
}

/** A scenario's outcomes (characters it changes, in party order), or null when its ops cannot apply. */
export type Forecast = readonly Outcome[] | null

/** The campaign after a scenario (the batch fold main uses), or null when its ops cannot apply. */
function applied(base: Campaign, ops: readonly Op[]): Campaign | null {
  try {
    return applyBatch(base, ops)
  } catch {
    return null
  }
}

export class Forecaster {
  #evaluate: Evaluator
  #cache: EvaluationCache

  constructor(evaluate: Evaluator, cache: EvaluationCache) {
    this.#evaluate = evaluate
    this.#cache = cache
  }

  #cached(campaign: Campaign, ch: Character): EvalResult | undefined {
    const hit = this.#cache.get(ch)
    return hit && hit.options === campaign.options && hit.customItems === campaign.customItems ? hit.result : undefined
  }

  /** The outcomes of each scenario on `base`. */
  async forecast(base: Campaign, scenarios: readonly (readonly Op[])[]): Promise<Forecast[]> {
    const afters = scenarios.map((ops) => applied(base, ops))
    // Every character object whose evaluation is needed, with the campaign it belongs to.
    const needed = new Map<Character, Campaign>()
    const pairs = afters.map((after) => {
      if (!after) return null
      const out: [Character, Character][] = []
      after.characters.forEach((ch) => {
        const was = base.characters.find((c) => c.id === ch.id)
        if (!was || was === ch) return
        out.push([was, ch])
        needed.set(was, base)
        needed.set(ch, after)
      })
      return out
    })
    const todo = [...needed].filter(([ch, campaign]) => !this.#cached(campaign, ch))
    if (todo.length > 0) {
      const inputs = todo.map(([ch, campaign]) => characterToEvaluateInput(campaign, ch, getCatalogEntry))
      let results: EvalResult[]
      try {
        results = await this.#evaluate(inputs)
      } catch (e) {
        results = inputs.map(() => ({ ok: false, error: e instanceof Error ? e.message : String(e) }))
      }
      todo.forEach(([ch, campaign], i) =>
        this.#cache.set(ch, { options: campaign.options, customItems: campaign.customItems, result: results[i]! })
      )
    }
    return pairs.map((list, s) => {
      if (!list) return null
      const outcomes: Outcome[] = []
      for (const [was, now] of list) {
        const b = this.#cached(base, was)
        const a = this.#cached(afters[s]!, now)
        if (b?.ok && a?.ok)
          outcomes.push({
            id: now.id,
            name: now.name,
            before: { character: was, evaluation: b.evaluation },
            after: { character: now, evaluation: a.evaluation }
          })
      }
      return outcomes
    })
  }
}
