// What the state classes need from the typed client to main (src-renderer/src/lib/api): invoke a
// contract channel, listen to an event. Kept structural so state classes do not care which host
// (Electron IPC or the browser host) is behind it.
import type { Channel, EventName, Events, Input, Output } from '@shared/contract'

export interface Client {
  invoke<C extends Channel>(channel: C, input: Input<C>): Promise<Output<C>>
  on<E extends EventName>(event: E, listener: (payload: Events[E]) => void): () => void
}

/** The message of whatever a failed call threw (a ContractError, an Error, a string). */
export function errorMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string')
    return error.message
  return String(error)
}
