// What the state classes need from the typed client to main (src-renderer/src/lib/api): invoke a
// contract channel, listen to an event. Kept structural so state classes do not care which host
// (Electron IPC or the browser host) is behind it: the Api's two methods, not a copy of them.
import type { Api } from '../api'

export type Client = Pick<Api, 'invoke' | 'on'>

/** The message of whatever a failed call threw (a ContractError, an Error, a string). */
export function errorMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string')
    return error.message
  return String(error)
}
