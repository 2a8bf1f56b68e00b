// A forecast that follows what the GM is about to do (the Move dialog's destination and quantity,
// quick add's text): each new question supersedes the last; the previous answer stays on screen
// until the new one is there (no flicker while typing).
/* eslint-disable svelte/prefer-svelte-reactivity -- the maps here are built then published whole in a $state.raw field, never mutated after */
import type { Op, Campaign } from '@shared/campaign'
import type { Forecast, Forecaster } from './forecast'

export class LiveForecast {
  /** By scenario key. */
  results = $state.raw<ReadonlyMap<string, Forecast>>(new Map())
  /** The campaign `results` were computed on. */
  base = $state.raw<Campaign | null>(null)
  #forecaster: Forecaster
  #seq = 0

  constructor(forecaster: Forecaster) {
    this.#forecaster = forecaster
  }

  async ask(base: Campaign | null, scenarios: ReadonlyMap<string, readonly Op[]>): Promise<void> {
    const seq = ++this.#seq
    if (!base || scenarios.size === 0) {
      this.results = new Map()
      this.base = base
      return
    }
    const keys = [...scenarios.keys()]
    const out = await this.#forecaster.forecast(base, [...scenarios.values()])
    if (seq !== this.#seq) return
    this.results = new Map(keys.map((k, i) => [k, out[i]!]))
    this.base = base
  }
}
