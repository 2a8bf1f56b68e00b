// Lines the GM has ticked on one holder's list (the stash or a sheet) to act on together (Sell the
// selection). One holder at a time: starting a selection elsewhere drops the previous one.
import { type Holder, sameHolder } from '@shared/campaign'

export class LinePicks {
  holder = $state<Holder | null>(null)
  ids = $state<string[]>([])

  /** Whether the selection mode is on for this holder's list. */
  on(holder: Holder): boolean {
    return this.holder !== null && sameHolder(this.holder, holder)
  }

  start(holder: Holder): void {
    if (this.on(holder)) return
    this.holder = holder
    this.ids = []
  }

  stop(): void {
    this.holder = null
    this.ids = []
  }

  has(id: string): boolean {
    return this.ids.includes(id)
  }

  toggle(id: string, picked = !this.has(id)): void {
    this.ids = picked ? (this.has(id) ? this.ids : [...this.ids, id]) : this.ids.filter((x) => x !== id)
  }

  /** Ticks every one of these lines, or unticks them all when they are all ticked already. */
  toggleAll(ids: readonly string[]): void {
    const all = ids.length > 0 && ids.every((id) => this.has(id))
    this.ids = all ? this.ids.filter((id) => !ids.includes(id)) : [...this.ids, ...ids.filter((id) => !this.has(id))]
  }
}
