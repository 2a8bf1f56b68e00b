// Who may talk to the browser host. The host listens on 127.0.0.1 only and prints a URL carrying a
// random per-run token, on a per-run host name `<random>.localhost` (browsers resolve *.localhost to
// loopback themselves). The first page load trades `?token=` for an HttpOnly, SameSite=Strict cookie
// holding a separate session secret, and redirects to the bare URL; every later request (assets, API,
// events) carries the cookie (or, for scripts and tests, an `Authorization: Bearer <token>` header).
//
// Cookies are not isolated by port: a cookie set by 127.0.0.1 would reach every other server on
// 127.0.0.1. Set by the per-run name, it only ever goes back to that name, and it is only accepted
// there: replayed to 127.0.0.1 or localhost, or as a bearer token, it is refused. Requests are refused
// when they do not come from loopback (403), name a foreign Host (DNS rebinding, 403), come from a
// foreign Origin or another site (CSRF, 403), or lack the token (401).
import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'
import { isIP } from 'node:net'

export interface HostIdentity {
  port: number
  /** For scripts (Bearer) and the printed URL's one-time trade. */
  token: string
  /** `<random>.localhost`: the page's host name, the only one its cookie is set for and accepted on. */
  hostName: string
  /** The session cookie's value: a secret of its own, never accepted as a bearer token. */
  session: string
}

/** The parts of a request that decide whether it is let in. */
export interface RequestFacts {
  remoteAddress: string | undefined
  method: string
  /** Request target: path and query. */
  url: string
  headers: IncomingHttpHeaders
}

export type Verdict =
  | { ok: true; via: 'cookie' | 'bearer' | 'query' }
  /** The token arrived on 127.0.0.1 or localhost: go to the per-run name, where its cookie belongs. */
  | { ok: true; via: 'query-elsewhere' }
  | { ok: false; status: 401 | 403; reason: string }

export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/** A per-run host name under .localhost (a DNS label: lower-case hex). */
export function newHostName(): string {
  return `${randomBytes(10).toString('hex')}.localhost`
}

/** Cookies are not isolated by port: one name per port keeps two hosts from clobbering each other. */
export function cookieName(port: number): string {
  return `encumbrance-${port}`
}

export function sessionCookie(id: HostIdentity): string {
  return `${cookieName(id.port)}=${id.session}; Path=/; HttpOnly; SameSite=Strict`
}

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address
  if (isIP(v4) === 4) return v4.startsWith('127.')
  return address === '::1'
}

/** The page's own host (the per-run name), then the loopback names scripts may use with the bearer token. */
function allowedHosts(id: HostIdentity): string[] {
  return [`${id.hostName}:${id.port}`, `127.0.0.1:${id.port}`, `localhost:${id.port}`]
}

function sameToken(given: string | undefined, token: string): boolean {
  if (!given) return false
  const a = Buffer.from(given)
  const b = Buffer.from(token)
  return a.length === b.length && timingSafeEqual(a, b)
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const v = headers[name]
  return Array.isArray(v) ? v[0] : v
}

export function readCookie(headers: IncomingHttpHeaders, name: string): string | undefined {
  const raw = header(headers, 'cookie')
  if (!raw) return undefined
  for (const part of raw.split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim()
  }
  return undefined
}

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')
}

export function authorize(req: RequestFacts, id: HostIdentity): Verdict {
  if (!isLoopback(req.remoteAddress)) return { ok: false, status: 403, reason: 'only this computer may connect' }

  const host = header(req.headers, 'host')?.toLowerCase()
  if (!host || !allowedHosts(id).includes(host)) return { ok: false, status: 403, reason: 'foreign Host header' }
  const ownName = host === `${id.hostName}:${id.port}`

  const origin = header(req.headers, 'origin')
  if (origin !== undefined && !allowedHosts(id).some((h) => origin === `http://${h}`)) {
    return { ok: false, status: 403, reason: 'foreign Origin' }
  }
  // Browsers say where a request comes from; the API is only ever called by the app's own page.
  const site = header(req.headers, 'sec-fetch-site')
  if (site === 'cross-site' || (site === 'same-site' && isApiPath(req.url))) {
    return { ok: false, status: 403, reason: `${site} request` }
  }

  if (ownName && sameToken(readCookie(req.headers, cookieName(id.port)), id.session)) return { ok: true, via: 'cookie' }
  const auth = header(req.headers, 'authorization')
  if (auth?.startsWith('Bearer ') && sameToken(auth.slice(7).trim(), id.token)) return { ok: true, via: 'bearer' }
  if (req.method === 'GET' && !isApiPath(req.url)) {
    const query = new URL(req.url, 'http://localhost').searchParams.get('token') ?? undefined
    if (sameToken(query, id.token)) return { ok: true, via: ownName ? 'query' : 'query-elsewhere' }
  }
  return { ok: false, status: 401, reason: 'missing or wrong token: open the URL printed by the host' }
}
