// How calls reach main: Electron's preload bridge when the page runs in the app, else HTTP to the
// browser host (same origin; the host's HttpOnly cookie authenticates, or a `?token=` left on the
// page URL is sent as a Bearer header) with Server-Sent Events for main's events.
import type { EncumbranceBridge, ContractError, Result } from '@shared/contract'
import { toContractError } from './errors'

export interface Transport {
  readonly host: 'electron' | 'web'
  readonly platform: string
  invoke(channel: string, input: unknown): Promise<Result<unknown>>
  on(event: string, listener: (payload: unknown) => void): () => void
}

export function bridgeTransport(bridge: EncumbranceBridge): Transport {
  return {
    host: 'electron',
    platform: bridge.platform,
    invoke: (channel, input) => bridge.invoke(channel, input),
    on: (event, listener) => bridge.on(event, listener)
  }
}

export interface HttpOptions {
  /** Origin + path the host serves the API under; default: this page's origin. */
  base?: string
  token?: string | null
  fetch?: typeof fetch
  EventSource?: typeof EventSource
  platform?: string
}

export function httpTransport(options: HttpOptions = {}): Transport {
  const base = (options.base ?? globalThis.location?.origin ?? '').replace(/\/$/, '')
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis)
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (options.token) headers.Authorization = `Bearer ${options.token}`

  let source: EventSource | null = null
  const listeners = new Map<string, Set<(payload: unknown) => void>>()

  function openEvents(): EventSource {
    if (source) return source
    const ES = options.EventSource ?? globalThis.EventSource
    source = new ES(`${base}/api/events`, { withCredentials: true })
    return source
  }

  return {
    host: 'web',
    platform: options.platform ?? 'web',
    async invoke(channel, input) {
      let response: Response
      try {
        response = await doFetch(`${base}/api/${channel}`, {
          method: 'POST',
          headers,
          credentials: 'same-origin',
          body: JSON.stringify(input ?? {})
        })
      } catch (e) {
        return {
          ok: false,
          error: {
            code: 'io',
            message: `Cannot reach the Encumbrance host (${String(e)}). Is it still running?`,
            reason: 'host-unreachable'
          }
        }
      }
      const text = await response.text()
      let body: unknown
      try {
        body = JSON.parse(text)
      } catch {
        const error: ContractError =
          response.status === 401
            ? {
                code: 'io',
                message: 'The host refused the request: open the URL it printed (with its token) again.',
                reason: 'host-refused'
              }
            : {
                code: 'io',
                message: `The host answered ${response.status} ${response.statusText}.`,
                reason: 'host-error',
                params: { status: response.status }
              }
        return { ok: false, error }
      }
      const envelope = body as { ok?: unknown; value?: unknown; error?: unknown }
      if (envelope.ok === true) return { ok: true, value: envelope.value }
      return { ok: false, error: toContractError(envelope.error, `${channel} failed (HTTP ${response.status})`) }
    },
    on(event, listener) {
      let set = listeners.get(event)
      if (!set) {
        const subscribers = new Set<(payload: unknown) => void>()
        listeners.set(event, subscribers)
        set = subscribers
        openEvents().addEventListener(event, (message) => {
          let payload: unknown
          try {
            payload = JSON.parse((message as MessageEvent<string>).data)
          } catch {
            return
          }
          for (const l of subscribers) l(payload)
        })
      }
      const subscribers = set
      subscribers.add(listener)
      return () => void subscribers.delete(listener)
    }
  }
}

/** The bridge when running inside the Electron app, else the browser host over HTTP. */
export function detectTransport(): Transport {
  const bridge = (globalThis as { encumbrance?: EncumbranceBridge }).encumbrance
  if (bridge && typeof bridge.invoke === 'function') return bridgeTransport(bridge)
  const token = globalThis.location ? new URLSearchParams(globalThis.location.search).get('token') : null
  const platform = (globalThis.navigator as { platform?: string } | undefined)?.platform ?? 'web'
  return httpTransport({ token, platform })
}
