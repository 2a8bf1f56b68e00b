// A browser host on a real campaign file (tests/unit/web/running-host.ts) sharing with the players on
// loopback: the players' server's base URL and each character's token, read from the links the GM gets.
import type { PlayersStatus, PlayerView, ShareSettings } from '@shared/players'
import { request } from 'node:http'
import { raw, type RawResponse } from '../web/http-client'
import type { Running } from '../web/running-host'

export const SHARE_ALL: ShareSettings = { hideValues: false, hideOthers: false, hideStash: false }

export interface Shared {
  status: PlayersStatus
  /** `http://127.0.0.1:<port>` of the players' server. */
  base: string
  /** The character's token, from its link's fragment. */
  token(characterId: string): string
  /** A request to the players' server with a character's token (or none). */
  call(
    method: string,
    path: string,
    options?: { token?: string | null; body?: unknown; headers?: Record<string, string> }
  ): Promise<RawResponse>
  /** The same, once, never waiting out a 429 (the rate limit's own test). */
  callOnce(method: string, path: string, options?: { token?: string | null }): Promise<RawResponse>
}

export function tokenOfUrl(url: string): string {
  return new URL(url).hash.slice(1)
}

export async function share(r: Running, settings: ShareSettings = SHARE_ALL, address = '127.0.0.1'): Promise<Shared> {
  const status = await r.host.players.start({ address, share: settings })
  const base = `http://${address}:${status.port}`
  const token = (id: string): string => {
    const url = r.host.players.status().characters.find((c) => c.id === id)?.url
    if (!url) throw new Error(`no link for ${id}`)
    return tokenOfUrl(url)
  }
  return {
    status,
    base,
    token,
    call: (method, path, options = {}) => {
      const headers: Record<string, string> = { ...(options.headers ?? {}) }
      if (options.token !== null) headers.authorization = `Bearer ${options.token ?? token('valeros')}`
      if (options.body !== undefined) headers['content-type'] ??= 'application/json'
      return callRetrying(() =>
        raw(`${base}${path}`, {
          method,
          headers,
          ...(options.body !== undefined
            ? { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }
            : {})
        })
      )
    },
    callOnce: (method, path, options = {}) => {
      const headers: Record<string, string> = {}
      if (options.token !== null) headers.authorization = `Bearer ${options.token ?? token('valeros')}`
      return raw(`${base}${path}`, { method, headers })
    }
  }
}

/** Waits out a 429 as a page would (Retry-After), at most 5 times. */
async function callRetrying(send: () => Promise<RawResponse>): Promise<RawResponse> {
  let res = await send()
  for (let i = 0; i < 5 && res.status === 429; i++) {
    await new Promise((r) => setTimeout(r, Number(res.headers['retry-after'] ?? 1) * 1000))
    res = await send()
  }
  return res
}

export interface EventStream {
  /** The stream answered (status 200, the first bytes read). */
  ready: Promise<void>
  /** Every `view` event so far. */
  views: PlayerView[]
  /** Resolves when a view matching `until` came (true), or the server ended the stream (false). */
  next(until: (view: PlayerView) => boolean, timeoutMs?: number): Promise<boolean>
  /** The server ended the stream. */
  ended: Promise<void>
  close(): void
}

/** The player page's live stream as a phone reads it (GET /api/events with its bearer token). */
export function openEvents(base: string, token: string): EventStream {
  const u = new URL(`${base}/api/events`)
  const views: PlayerView[] = []
  const waiters = new Set<() => void>()
  let markReady = (): void => {}
  let markEnded = (): void => {}
  let isEnded = false
  const ready = new Promise<void>((r) => (markReady = r))
  const ended = new Promise<void>((r) => (markEnded = r))
  const req = request(
    { host: u.hostname, port: u.port, path: u.pathname, headers: { authorization: `Bearer ${token}` } },
    (res) => {
      res.setEncoding('utf8')
      let buffer = ''
      res.on('data', (chunk: string) => {
        markReady()
        buffer += chunk
        let end
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const data = /^data: (.*)$/m.exec(block)?.[1]
          if (/^event: view$/m.test(block) && data !== undefined) views.push(JSON.parse(data) as PlayerView)
        }
        for (const w of [...waiters]) w()
      })
      res.on('end', () => {
        isEnded = true
        markEnded()
        for (const w of [...waiters]) w()
      })
    }
  )
  req.on('error', () => {
    isEnded = true
    markEnded()
  })
  req.end()
  return {
    ready,
    views,
    ended,
    close: () => req.destroy(),
    next: (until, timeoutMs = 10_000) =>
      new Promise<boolean>((resolve, reject) => {
        const check = (): void => {
          if (views.some(until)) done(true)
          else if (isEnded) done(false)
        }
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(new Error(`no such view within ${timeoutMs} ms (${views.length} seen)`))
        }, timeoutMs)
        const done = (v: boolean): void => {
          clearTimeout(timer)
          waiters.delete(check)
          resolve(v)
        }
        waiters.add(check)
        check()
      })
  }
}
