// Who may talk to the browser host. The host listens on 127.0.0.1 only and prints a URL carrying a
// random per-run token. The first page load trades `?token=` for an HttpOnly, SameSite=Strict
// cookie and redirects to the bare URL; every later request (assets, API, events) carries the cookie
// (or, for scripts and tests, an `Authorization: Bearer` header). Requests are refused when they do
// not come from loopback (403), name a foreign Host (DNS rebinding, 403), come from a foreign Origin
// or another site (CSRF, 403), or lack the token (401).
import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'
import { isIP } from 'node:net'

export interface HostIdentity {
  port: number
  token: string
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
  { ok: true; via: 'cookie' | 'bearer' | 'query' } | { ok: false; status: 401 | 403; reason: string }

export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Cookies are not isolated by port: one name per port keeps two hosts from clobbering each other. */
export function cookieName(port: number): string {
  return `encumbrance-${port}`
}

export function sessionCookie(id: HostIdentity): string {
  return `${cookieName(id.port)}=${id.token}; Path=/; HttpOnly; SameSite=Strict`
}

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address
  if (isIP(v4) === 4) return v4.startsWith('127.')
  return address === '::1'
}

function allowedHosts(port: number): string[] {
  return [`127.0.0.1:${port}`, `localhost:${port}`]
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
  if (!host || !allowedHosts(id.port).includes(host)) return { ok: false, status: 403, reason: 'foreign Host header' }

  const origin = header(req.headers, 'origin')
  if (origin !== undefined && !allowedHosts(id.port).some((h) => origin === `http://${h}`)) {
    return { ok: false, status: 403, reason: 'foreign Origin' }
  }
  // Browsers say where a request comes from; the API is only ever called by the app's own page.
  const site = header(req.headers, 'sec-fetch-site')
  if (site === 'cross-site' || (site === 'same-site' && isApiPath(req.url))) {
    return { ok: false, status: 403, reason: `${site} request` }
  }

  if (sameToken(readCookie(req.headers, cookieName(id.port)), id.token)) return { ok: true, via: 'cookie' }
  const auth = header(req.headers, 'authorization')
  if (auth?.startsWith('Bearer ') && sameToken(auth.slice(7).trim(), id.token)) return { ok: true, via: 'bearer' }
  if (req.method === 'GET' && !isApiPath(req.url)) {
    const query = new URL(req.url, 'http://localhost').searchParams.get('token') ?? undefined
    if (sameToken(query, id.token)) return { ok: true, via: 'query' }
  }
  return { ok: false, status: 401, reason: 'missing or wrong token: open the URL printed by the host' }
}
