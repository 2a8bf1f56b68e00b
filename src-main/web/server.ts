// The browser host's HTTP server: the renderer bundle, POST /api/<channel> → dispatch, and
// GET /api/events → Server-Sent Events. Every request passes `authorize` first (auth.ts).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Events, Result } from '@shared/contract'
import type { Dispatch } from '../handlers/dispatch'
import type { Emitter } from '../store'
import { authorize, isApiPath, newHostName, newToken, sessionCookie, type HostIdentity } from './auth'
import { budgetConnections } from './connection-budget'
import { BodyTooLarge, readBody, send, sendFile } from './http-parts'
import { readRendererFile, SECURITY_HEADERS } from './renderer-files'

/** Largest request body: a 100,000-op batch fits. */
export const MAX_BODY_BYTES = 64 * 1024 * 1024
const HEARTBEAT_MS = 20_000
/** Time a request has to send its headers, and its whole body (a large batch from the GM). */
export const HEADERS_TIMEOUT_MS = 5_000
export const REQUEST_TIMEOUT_MS = 120_000
/**
 * Connections that have not made one authenticated request yet (connection-budget.ts): at most this many
 * at once, the longest-waiting one closed for a newcomer, each closed after STRANGER_DEADLINE_MS. The
 * GM's authenticated connections are outside this budget, so idle or slow sockets never take their room.
 */
export const STRANGER_BUDGET = 32
export const STRANGER_DEADLINE_MS = 3_000

export interface HostServerOptions {
  rendererDir: string
  dispatch: Dispatch
  events: Emitter<Events>
  token: string
  /** 0 (default): a free port chosen by the OS. */
  port?: number
  /** The page's host name (default: a new `<random>.localhost`). */
  hostName?: string
}

export interface HostServer {
  server: Server
  /** The address listened on: always 127.0.0.1. */
  address: string
  port: number
  /** `<random>.localhost`: the page's host name. */
  hostName: string
  close(): Promise<void>
}

const STATUS_OF: Record<string, number> = {
  'invalid-input': 400,
  'invalid-file': 422,
  'not-found': 404,
  conflict: 409,
  'read-only': 409,
  io: 500,
  internal: 500
}

/** Disk refusals the GM can mend answer more than 'io': no permission 403, a full disk 507. */
const STATUS_OF_REASON: Record<string, number> = { 'no-permission': 403, 'disk-full': 507 }

function sendResult(res: ServerResponse, result: Result<unknown>): void {
  const status = result.ok
    ? 200
    : ((result.error.reason && STATUS_OF_REASON[result.error.reason]) ?? STATUS_OF[result.error.code] ?? 500)
  send(res, SECURITY_HEADERS, status, 'application/json; charset=utf-8', JSON.stringify(result))
}

function fail(
  res: ServerResponse,
  status: number,
  message: string,
  code: 'invalid-input' | 'internal' = 'invalid-input',
  extra: Record<string, string> = {}
): void {
  send(
    res,
    SECURITY_HEADERS,
    status,
    'application/json; charset=utf-8',
    JSON.stringify({ ok: false, error: { code, message } }),
    extra
  )
}

export async function startHostServer(options: HostServerOptions): Promise<HostServer> {
  const identity: HostIdentity = {
    port: 0,
    token: options.token,
    hostName: options.hostName ?? newHostName(),
    session: newToken()
  }
  const streams = new Set<ServerResponse>()

  async function handleApi(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    if (path === '/api/events') {
      if (req.method !== 'GET') return fail(res, 405, 'use GET for /api/events')
      return openEventStream(req, res)
    }
    if (req.method !== 'POST') return fail(res, 405, 'use POST for /api/<channel>')
    const type = req.headers['content-type'] ?? ''
    // JSON only: an HTML form cannot post it cross-site without a CORS preflight, which we never grant.
    if (!/^application\/json\s*(;|$)/i.test(type)) return fail(res, 415, 'send the input as application/json')
    let raw: unknown
    try {
      const text = await readBody(req, MAX_BODY_BYTES)
      raw = text.trim() === '' ? {} : JSON.parse(text)
    } catch (e) {
      // The rest of the body is not read: the connection is closed after the answer.
      if (e instanceof BodyTooLarge)
        return fail(res, 413, `request body over ${MAX_BODY_BYTES} bytes`, 'invalid-input', { Connection: 'close' })
      return fail(res, 400, `the request body is not valid JSON (${e instanceof Error ? e.message : String(e)})`)
    }
    const channel = path.slice('/api/'.length)
    sendResult(res, await options.dispatch(channel, raw))
  }

  function openEventStream(req: IncomingMessage, res: ServerResponse): void {
    res.writeHead(200, {
      ...SECURITY_HEADERS,
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no'
    })
    res.write('retry: 2000\n: connected\n\n')
    streams.add(res)
    const off = options.events.onAny((event, payload) => {
      res.write(`event: ${event}\ndata: ${JSON.stringify(payload)}\n\n`)
    })
    const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS)
    heartbeat.unref()
    req.on('close', () => {
      off()
      clearInterval(heartbeat)
      streams.delete(res)
    })
  }

  async function handleStatic(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return send(res, SECURITY_HEADERS, 405, 'text/plain; charset=utf-8', 'Method not allowed')
    const file = await readRendererFile(options.rendererDir, url.pathname)
    if (!file) return send(res, SECURITY_HEADERS, 404, 'text/plain; charset=utf-8', 'Not found')
    sendFile(req, res, url.pathname, file)
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const target = req.url ?? '/'
    const verdict = authorize(
      { remoteAddress: req.socket.remoteAddress, method: req.method ?? 'GET', url: target, headers: req.headers },
      identity
    )
    if (verdict.ok) budget.admit(req.socket)
    else {
      // Drain nothing: the body of a refused request is never read.
      res.setHeader('Connection', 'close')
      return send(
        res,
        SECURITY_HEADERS,
        verdict.status,
        'text/plain; charset=utf-8',
        `${verdict.status === 401 ? 'Unauthorized' : 'Forbidden'}: ${verdict.reason}\n`
      )
    }
    const url = new URL(target, 'http://localhost')
    if (verdict.via === 'query-elsewhere') {
      // no cookie on 127.0.0.1 (it would reach every server there): the same request on the per-run name
      const path = '/' + url.pathname.replace(/^\/+/, '') + url.search
      res.writeHead(303, {
        ...SECURITY_HEADERS,
        Location: `http://${identity.hostName}:${identity.port}${path}`,
        'Cache-Control': 'no-store'
      })
      return void res.end()
    }
    if (verdict.via === 'query') {
      // Trade the URL's token for the session cookie, and drop it from the address bar and history.
      url.searchParams.delete('token')
      // one leading slash: `/.//evil.com/` must not become the protocol-relative `//evil.com/`
      const location = '/' + url.pathname.replace(/^\/+/, '') + (url.searchParams.size ? `?${url.searchParams}` : '')
      res.writeHead(303, {
        ...SECURITY_HEADERS,
        'Set-Cookie': sessionCookie(identity),
        Location: location,
        'Cache-Control': 'no-store'
      })
      return void res.end()
    }
    if (isApiPath(url.pathname)) return handleApi(req, res, url.pathname)
    return handleStatic(req, res, url)
  }

  const server = createServer(
    { headersTimeout: HEADERS_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS, connectionsCheckingInterval: 1_000 },
    (req, res) => {
      handle(req, res).catch((e: unknown) => {
        console.error('browser host: request failed:', e)
        if (!res.headersSent) fail(res, 500, 'internal error', 'internal')
        else res.destroy()
      })
    }
  )
  // Sockets that never finish their headers (or body) are closed; those that never authenticate are held
  // to a budget and a deadline of their own (no shared cap they could fill: idle or slow sockets cannot
  // lock the GM out, nor starve the saves of file descriptors). Event streams live on past these limits
  // (authenticated, headers sent, request done).
  server.keepAliveTimeout = 5_000
  const budget = budgetConnections(server, { strangers: STRANGER_BUDGET, deadlineMs: STRANGER_DEADLINE_MS })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const bound = server.address() as AddressInfo
  identity.port = bound.port

  return {
    server,
    address: bound.address,
    port: identity.port,
    hostName: identity.hostName,
    async close() {
      for (const res of streams) res.end()
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
    }
  }
}
