// The one typed event emitter of main: the store's events, and the contract's main → renderer events
// (the session's hub; the Electron shell forwards them over IPC, the browser host as Server-Sent
// Events). `on` and `onAny` return the function that unsubscribes; listeners run in the order they
// subscribed, and one that throws (a closed window, a dropped connection) does not starve the others.
type AnyListener<Events> = <E extends keyof Events>(event: E, payload: Events[E]) => void

export class Emitter<Events extends object> {
  #listeners = new Set<AnyListener<Events>>()

  /** Every event. */
  onAny(listener: AnyListener<Events>): () => void {
    this.#listeners.add(listener)
    return () => void this.#listeners.delete(listener)
  }

  on<E extends keyof Events>(event: E, listener: (payload: Events[E]) => void): () => void {
    return this.onAny((name, payload) => {
      if ((name as keyof Events) === event) listener(payload as unknown as Events[E])
    })
  }

  emit<E extends keyof Events>(event: E, payload: Events[E]): void {
    for (const listener of [...this.#listeners]) {
      try {
        listener(event, payload)
      } catch (e) {
        console.error(`listener of '${String(event)}' failed:`, e)
      }
    }
  }
}
