// The player page's link with the player server (issue 27): the capability token (taken from the link's
// fragment, then out of the address bar and kept for this tab only), the view, the live updates read as
// server-sent events through fetch (so the token goes in a header, never in a URL), reconnection with a
// bounded backoff, and the player's requests (claims, uses) with what went wrong said as a code.
import type { ClaimKind, PlayerView } from './model'

const TOKEN_KEY = 'encumbrance.player.token'

/** The token of this tab: the link's `#<token>` on the first load (then removed from the address bar and
 *  the history entry, so it is never shown, shared by a screenshot or sent as a Referer), else the one kept. */
export function takeToken(
  loc: Location = location,
  hist: History = history,
  store: Storage | undefined = sessionStorage
): string | null {
  const fragment = decodeURIComponent(loc.hash.replace(/^#/, '')).trim()
  if (fragment) {
    try {
      store?.setItem(TOKEN_KEY, fragment)
    } catch {
      // storage refused (private mode): the token lives in memory only for this page
    }
    hist.replaceState(null, '', loc.pathname + loc.search)
    return fragment
  }
  try {
    return store?.getItem(TOKEN_KEY) ?? null
  } catch {
    return null
  }
}

export type Status = 'connecting' | 'live' | 'offline' | 'unauthorized' | 'no-token' | 'bad-code'

/** A short link's code (`K7QF-M9XD`, as typed: any case, with or without its dash), not a token. */
export const isPairingCode = (fragment: string): boolean => /^[0-9a-z]{4}-?[0-9a-z]{4}$/i.test(fragment)
/** What went wrong with a request, as the page words it. */
export type SendProblem = 'stale' | 'gone' | 'too-much' | 'unauthorized' | 'network' | 'too-many' | 'refused'
export type SendResult = { ok: true } | { ok: false; problem: SendProblem }

/** Backoff between reconnections: 0.5 s doubling up to 8 s. */
export const BACKOFF_MS = [500, 1000, 2000, 4000, 8000] as const

function problemOf(status: number): SendProblem {
  if (status === 409) return 'stale'
  if (status === 404) return 'gone'
  if (status === 422) return 'too-much'
  if (status === 401 || status === 403) return 'unauthorized'
  if (status === 429 || status === 503) return 'too-many'
  return 'refused'
}

export class PlayerConnection {
  view = $state<PlayerView | null>(null)
  status = $state<Status>('connecting')
  /** Times the live stream was lost and came back (shown once as "connected again"). */
  reconnections = $state(0)
  #token: string | null
  readonly #base: string
  #stop = false
  #abort: AbortController | null = null
  #wake: (() => void) | null = null

  /** The page's language: the server words its refusals in it (the codes stay). */
  readonly #lang: string | undefined

  constructor(token: string | null, base = '', lang?: string) {
    this.#token = token
    this.#base = base
    this.#lang = lang
    if (!token) this.status = 'no-token'
  }

  #headers(json = false): HeadersInit {
    const h: Record<string, string> = { Authorization: `Bearer ${this.#token ?? ''}` }
    if (json) h['Content-Type'] = 'application/json'
    if (this.#lang) h['Accept-Language'] = this.#lang
    return h
  }

  /** Fetches the view; false when the link is refused (401). */
  async refresh(): Promise<boolean> {
    const res = await fetch(`${this.#base}/api/view`, {
      headers: this.#headers(),
      cache: 'no-store',
      referrerPolicy: 'no-referrer'
    })
    if (res.status === 401 || res.status === 403) {
      this.status = 'unauthorized'
      return false
    }
    if (!res.ok) throw new Error(`view: HTTP ${res.status}`)
    const view = viewOf(await res.json())
    if (!view) throw new Error('view: not a view')
    this.#take(view)
    return true
  }

  #take(view: PlayerView): void {
    if (!this.view || view.revision >= this.view.revision) this.view = view
  }

  /** A short link's code traded once for the token (POST /api/pair), kept like a token from a link. */
  async pair(code: string, store: Storage | undefined = sessionStorage): Promise<boolean> {
    let token: unknown = null
    try {
      const res = await fetch(`${this.#base}/api/pair`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(this.#lang ? { 'Accept-Language': this.#lang } : {}) },
        body: JSON.stringify({ code }),
        cache: 'no-store',
        referrerPolicy: 'no-referrer'
      })
      if (res.ok) token = ((await res.json()) as { value?: { token?: unknown } }).value?.token
    } catch {
      // said below: the code did not work
    }
    if (typeof token !== 'string' || token === '') {
      this.status = 'bad-code'
      return false
    }
    this.#token = token
    try {
      store?.setItem(TOKEN_KEY, token)
    } catch {
      // storage refused (private mode): the token lives in memory only for this page
    }
    return true
  }

  /** Runs until stop(): the live stream, whose first event is the view (one request before the first paint,
   *  not a fetch of the view and then the stream sending it again); on loss, reconnects after a bounded
   *  backoff. */
  async run(): Promise<void> {
    if (!this.#token) return
    let attempt = 0
    while (!this.#stop) {
      try {
        await this.#stream(() => {
          attempt = 0
          if (this.status === 'offline') this.reconnections++
          this.status = 'live'
        })
        if (this.status === 'unauthorized') return
      } catch {
        // network loss or a server gone: said on the page, tried again below
      }
      if (this.#stop) return
      this.status = 'offline'
      const delay = BACKOFF_MS[Math.min(attempt++, BACKOFF_MS.length - 1)]!
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay)
        this.#wake = () => {
          clearTimeout(timer)
          resolve()
        }
      })
      this.#wake = null
    }
  }

  /** Try now (the phone came back online, the page became visible). */
  wake(): void {
    this.#wake?.()
  }

  stop(): void {
    this.#stop = true
    this.#abort?.abort()
    this.#wake?.()
  }

  /** Reads `GET /api/events` as server-sent events until the stream ends. */
  async #stream(opened: () => void): Promise<void> {
    this.#abort = new AbortController()
    const res = await fetch(`${this.#base}/api/events`, {
      headers: { ...this.#headers(), Accept: 'text/event-stream' },
      cache: 'no-store',
      referrerPolicy: 'no-referrer',
      signal: this.#abort.signal
    })
    if (res.status === 401 || res.status === 403) {
      this.status = 'unauthorized'
      return
    }
    if (!res.ok || !res.body) throw new Error(`events: HTTP ${res.status}`)
    opened()
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader()
    let buffer = ''
    for (;;) {
      const { value, done } = await reader.read()
      if (done) return
      buffer += value
      let end: number
      while ((end = buffer.search(/\r?\n\r?\n/)) >= 0) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end).replace(/^\r?\n\r?\n/, '')
        await this.#event(block)
      }
    }
  }

  async #event(block: string): Promise<void> {
    let type = 'message'
    const data: string[] = []
    for (const line of block.split(/\r?\n/)) {
      if (line.startsWith(':')) continue
      const colon = line.indexOf(':')
      const field = colon < 0 ? line : line.slice(0, colon)
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '')
      if (field === 'event') type = value
      else if (field === 'data') data.push(value)
    }
    if (data.length === 0) return
    let payload: unknown
    try {
      payload = JSON.parse(data.join('\n'))
    } catch {
      return
    }
    const view = viewOf(payload)
    if (view) this.#take(view)
    else if (type !== 'ping') await this.refresh()
  }

  async #send(method: string, path: string, body?: unknown): Promise<SendResult> {
    if (!this.#token) return { ok: false, problem: 'unauthorized' }
    let res: Response
    try {
      res = await fetch(`${this.#base}${path}`, {
        method,
        headers: this.#headers(body !== undefined),
        body: body === undefined ? undefined : JSON.stringify(body),
        cache: 'no-store',
        referrerPolicy: 'no-referrer'
      })
    } catch {
      return { ok: false, problem: 'network' }
    }
    if (res.ok) {
      // the answer may carry the new view; else the live stream brings it
      const view = viewOf(await res.json().catch(() => null))
      if (view) this.#take(view)
      return { ok: true }
    }
    const problem = problemOf(res.status)
    if (problem === 'unauthorized') this.status = 'unauthorized'
    if (problem === 'stale' || problem === 'gone') await this.refresh().catch(() => undefined)
    return { ok: false, problem }
  }

  claim(lineId: string, kind: ClaimKind, quantity: number): Promise<SendResult> {
    return this.#send('POST', '/api/claims', { lineId, kind, quantity, seenRevision: this.view?.revision ?? 0 })
  }

  withdraw(lineId: string): Promise<SendResult> {
    return this.#send('DELETE', `/api/claims/${encodeURIComponent(lineId)}`)
  }

  use(lineId: string, quantity: number): Promise<SendResult> {
    return this.#send('POST', '/api/uses', { lineId, quantity, seenRevision: this.view?.revision ?? 0 })
  }
}

/** A view in an event or an answer: the view itself, or the server's `{ ok: true, value }` around it. */
function viewOf(payload: unknown): PlayerView | null {
  if (!payload || typeof payload !== 'object') return null
  const p = payload as { value?: unknown; revision?: unknown; character?: unknown }
  if (p.value && typeof p.value === 'object') return viewOf(p.value)
  return typeof p.revision === 'number' && p.character && typeof p.character === 'object'
    ? (payload as PlayerView)
    : null
}
