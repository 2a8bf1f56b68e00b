// The contract's main → renderer events, as a small typed hub. The session emits them; the Electron
// shell forwards them over IPC, the browser host as Server-Sent Events.
import type { EventName, Events } from '@shared/contract'

type AnyListener = <E extends EventName>(event: E, payload: Events[E]) => void

export class EventHub {
  #listeners = new Set<AnyListener>()

  emit<E extends EventName>(event: E, payload: Events[E]): void {
    for (const listener of [...this.#listeners]) {
      try {
        listener(event, payload)
      } catch (e) {
        // One broken listener (a closed window, a dropped connection) must not starve the others.
        console.error(`event listener for ${event} failed:`, e)
      }
    }
  }

  /** Every event; returns the function that stops listening. */
  onAny(listener: AnyListener): () => void {
    this.#listeners.add(listener)
    return () => void this.#listeners.delete(listener)
  }

  on<E extends EventName>(event: E, listener: (payload: Events[E]) => void): () => void {
    return this.onAny((name: EventName, payload: unknown) => {
      if (name === event) listener(payload as Events[E])
    })
  }

  get size(): number {
    return this.#listeners.size
  }
}
