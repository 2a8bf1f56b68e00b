// The renderer's typed client to main: `api.invoke('character/update', { id, patch })` resolves to
// the channel's output or rejects with an ApiError; `api.on('campaign/saved', cb)` returns an
// unsubscribe function. Inputs are sent as plain JSON: pass `$state.snapshot(x)`, not a proxy.
import './no-eval'
import {
  isChannelName,
  isEventName,
  type Channel,
  type EventName,
  type Events,
  type Input,
  type Output
} from '@shared/contract'
import { ApiError } from './errors'
import { detectTransport, type Transport } from './transports'

export { ApiError } from './errors'
export { bridgeTransport, httpTransport, detectTransport, type Transport } from './transports'

export interface Api {
  readonly host: 'electron' | 'web'
  readonly platform: string
  invoke<C extends Channel>(channel: C, input: Input<C>): Promise<Output<C>>
  on<E extends EventName>(event: E, listener: (payload: Events[E]) => void): () => void
}

export function createApi(transport: Transport): Api {
  return {
    host: transport.host,
    platform: transport.platform,
    async invoke<C extends Channel>(channel: C, input: Input<C>): Promise<Output<C>> {
      if (!isChannelName(channel))
        throw new ApiError(String(channel), { code: 'invalid-input', message: `unknown channel ${String(channel)}` })
      const result = await transport.invoke(channel, input)
      if (!result.ok) throw new ApiError(channel, result.error)
      return result.value as Output<C>
    },
    on<E extends EventName>(event: E, listener: (payload: Events[E]) => void): () => void {
      if (!isEventName(event)) throw new TypeError(`unknown event ${String(event)}`)
      return transport.on(event, (payload) => listener(payload as Events[E]))
    }
  }
}

let current: Api | null = null

/** The app's client, created on first use for the host the page runs in. */
export const api: Api = {
  get host() {
    return client().host
  },
  get platform() {
    return client().platform
  },
  invoke: (channel, input) => client().invoke(channel, input),
  on: (event, listener) => client().on(event, listener)
}

function client(): Api {
  current ??= createApi(detectTransport())
  return current
}
