// Loads of every character, computed by the engine worker whenever the campaign (or the what-if
// sandbox) changes. Requests carry a sequence number: a result that comes back after a newer request
// was sent is dropped (the GM keeps typing). Characters unchanged since their last evaluation (same
// object, thanks to applyOp's structural sharing) are not sent again.
/* eslint-disable svelte/prefer-svelte-reactivity -- the maps here are built then published whole in a $state.raw field, never mutated after */
import { characterToEvaluateInput, type Campaign, type Character } from '@shared/campaign'
import type { EvaluateInput } from '@shared/rules'
import type { EvalResult } from '../engine/party'
import type { Evaluator } from '../engine/engine-client'
import { getCatalogEntry } from '@shared/catalog'
import { untrack } from 'svelte'

interface Cached {
  options: Campaign['options']
  customItems: Campaign['customItems']
  result: EvalResult
}

/** Shared by the real and the what-if evaluations: an unchanged character is evaluated once. */
export type EvaluationCache = WeakMap<Character, Cached>

/** A result with the very character object it was computed for (group `items` index its inventory). */
export interface Evaluated {
  character: Character
  result: EvalResult
}

export class PartyEvaluations {
  /** By character id. */
  byId = $state.raw<ReadonlyMap<string, Evaluated>>(new Map())
  /** The campaign these results belong to (may lag behind the newest request). */
  campaign = $state.raw<Campaign | null>(null)
  busy = $state(false)
  #seq = 0
  #evaluate: Evaluator
  #cache: EvaluationCache

  constructor(evaluate: Evaluator, cache: EvaluationCache = new WeakMap()) {
    this.#evaluate = evaluate
    this.#cache = cache
  }

  /**
   * Requests the evaluations of `campaign`; resolves when they are shown or superseded. Called from an
   * effect: nothing here is a dependency of the caller (issue 25 item 9: when every character was
   * cached — after removing a character or a stash line — the request read and wrote `byId` in the
   * same synchronous run, so the effect re-ran itself until Svelte's effect_update_depth_exceeded).
   */
  request(campaign: Campaign | null): Promise<void> {
    return untrack(() => this.#request(campaign))
  }

  async #request(campaign: Campaign | null): Promise<void> {
    const seq = ++this.#seq
    if (!campaign) {
      this.byId = new Map()
      this.campaign = null
      return
    }
    const todo: Character[] = []
    const inputs: EvaluateInput[] = []
    const failed = new Map<Character, EvalResult>()
    for (const ch of campaign.characters) {
      const hit = this.#cache.get(ch)
      if (hit && hit.options === campaign.options && hit.customItems === campaign.customItems) continue
      try {
        inputs.push(characterToEvaluateInput(campaign, ch, getCatalogEntry))
        todo.push(ch)
      } catch (e) {
        failed.set(ch, { ok: false, error: e instanceof Error ? e.message : String(e) })
      }
    }
    if (inputs.length > 0) {
      this.busy = true
      let results: EvalResult[]
      try {
        results = await this.#evaluate(inputs)
      } catch (e) {
        results = inputs.map(() => ({ ok: false, error: e instanceof Error ? e.message : String(e) }))
      }
      if (seq !== this.#seq) return
      this.busy = false
      todo.forEach((ch, i) => this.#store(campaign, ch, results[i]!))
    }
    for (const [ch, result] of failed) this.#store(campaign, ch, result)
    const byId = new Map<string, Evaluated>()
    for (const ch of campaign.characters) {
      const hit = this.#cache.get(ch)
      if (!hit) continue
      // an unchanged character keeps its entry object: its card sees no change and re-renders nothing
      const before = this.byId.get(ch.id)
      byId.set(
        ch.id,
        before?.character === ch && before.result === hit.result ? before : { character: ch, result: hit.result }
      )
    }
    this.byId = byId
    this.campaign = campaign
  }

  #store(campaign: Campaign, ch: Character, result: EvalResult): void {
    this.#cache.set(ch, { options: campaign.options, customItems: campaign.customItems, result })
  }
}
