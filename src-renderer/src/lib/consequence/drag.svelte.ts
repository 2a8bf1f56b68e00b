// A line being dragged: as soon as the drag starts, what dropping it on each other holder would do is
// forecast (one worker request for every target), so that hovering a card only shows a result that
// is already there: the preview updates in the frame, whatever the size of the inventories.
/* eslint-disable svelte/prefer-svelte-reactivity -- the maps here are built then published whole in a $state.raw field, never mutated after */
import { type Holder, type Campaign, holderKey, moveOp, sameHolder } from '@shared/campaign'
import type { DraggedLine } from '../dnd'
import type { HolderChoice } from '../state/app.svelte'
import type { Forecast, Forecaster } from './forecast'

interface Host {
  readonly view: Campaign | null
  readonly holderChoices: HolderChoice[]
  readonly forecaster: Forecaster
}

export class DragForecast {
  /** The line being dragged (from this window), or null. */
  line = $state.raw<DraggedLine | null>(null)
  /** The holder under the pointer (holderKey), or null. */
  over = $state<string | null>(null)
  /** Shift is held: the drop will ask how many. */
  ask = $state(false)
  /** By target holder key: the forecast of dropping the whole line there (absent until known). */
  forecasts = $state.raw<ReadonlyMap<string, Forecast>>(new Map())
  /** The campaign the forecasts were computed on. */
  base = $state.raw<Campaign | null>(null)
  #host: Host
  #seq = 0

  constructor(host: Host) {
    this.#host = host
  }

  /** Starts forecasting every drop target of `line`; resolves when the forecasts are there. */
  async start(line: DraggedLine): Promise<void> {
    const seq = ++this.#seq
    this.line = line
    this.over = null
    this.forecasts = new Map()
    const base = this.#host.view
    this.base = base
    if (!base) return
    const targets = this.#host.holderChoices.filter((h) => !sameHolder(h.holder, line.from))
    const results = await this.#host.forecaster.forecast(
      base,
      targets.map((t) => [moveOp(line.from, t.holder, line.lineId, line.quantity, { holds: line.quantity })])
    )
    if (seq !== this.#seq) return
    this.forecasts = new Map(targets.map((t, i) => [t.key, results[i]!]))
  }

  /** The pointer entered (`on`) or left a drop zone. */
  hover(to: Holder, on: boolean, ask: boolean): void {
    const key = holderKey(to)
    if (on) {
      this.over = key
      this.ask = ask
    } else if (this.over === key) this.over = null
  }

  end(): void {
    this.#seq++
    if (!this.line && !this.base) return
    this.line = null
    this.over = null
    this.ask = false
    this.forecasts = new Map()
    this.base = null
  }
}
