// The players' HTTP server (issue 27): a server and port of its own, never the GM's host, with its own
// small route table. Nothing of the GM's contract is reachable here: no dispatch, no channel.
//
//   GET    /                     the player page (out/renderer/player.html, else a placeholder)
//   GET    /player-assets/<file> its scripts and styles (the player build's own folder: nothing of the GM's)
//   GET    /api/view             the player's view                        ┐
//   GET    /api/events           the view again at every change (SSE)     │ Authorization:
//   POST   /api/claims           a claim on a stash line                  │ Bearer <token>
//   DELETE /api/claims/<lineId>  the claim taken back                     │
//   POST   /api/uses             "I used N of this line"                  ┘
//   POST   /api/pair             a short link's code traded once for its token (no token: rate-limited hard)
//
// The token is in the link's fragment (`/#<token>`): browsers never send it, nor put it in a Referer;
// the page reads it and sends it in the Authorization header (fetch streaming for the events). Every
// request is checked for its Host (DNS rebinding) and its origin; rates are limited per token (and per
// address before one is shown), bodies to a few KB, connections that never show a token to a budget of
// their own. Tokens are never logged.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { networkInterfaces } from 'node:os'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { z } from 'zod'
import {
  ClaimRequestSchema,
  UseRequestSchema,
  type ClaimRequest,
  type PlayerView,
  type UseRequestInput
} from '@shared/players'
import { Id } from '@shared/campaign'
import { isLanguage, type Language } from '@shared/core'
import { messages, type Messages } from '@shared/i18n'
import { budgetConnections, type ConnectionBudget } from '../web/connection-budget'
import { BodyTooLarge, readBody, send, sendFile } from '../web/http-parts'
import { readRendererFile, SECURITY_HEADERS } from '../web/renderer-files'
import { EVERY_INTERFACE, hostPort } from './interfaces'
import { placeholderPage } from './placeholder'
import { RateLimiter } from './rate-limit'

/** The player page's own files (electron.vite.config.ts builds them there): the only files this port serves. */
export const PLAYER_ASSETS = 'player-assets'
/** Largest request body: a claim or a use is some 100 bytes. */
export const PLAYER_MAX_BODY_BYTES = 4 * 1024
export const PLAYER_HEADERS_TIMEOUT_MS = 5_000
export const PLAYER_REQUEST_TIMEOUT_MS = 10_000
/** Connections that have not shown a valid token yet: at most this many, each for at most this long. */
export const PLAYER_STRANGER_BUDGET = 64
export const PLAYER_STRANGER_DEADLINE_MS = 5_000
/** Every connection at once (strangers included): past it the OS queue waits, the GM's host is unaffected. */
export const PLAYER_MAX_CONNECTIONS = 256
/** Live streams per token (a player's phone and a tablet, say): a new one closes the oldest. */
export const PLAYER_STREAMS_PER_TOKEN = 4
/** Per token: a burst of requests, then a steady rate. */
export const PLAYER_RATE = { burst: 40, perSecond: 10 }
/** Per address, for the requests without a valid token (the page, its assets, refused ones). */
export const STRANGER_RATE = { burst: 60, perSecond: 20 }
/** Short-link codes (pairing.ts): tries per address, and failed tries from every address together. */
export const PAIR_RATE = { burst: 5, perSecond: 1 / 10 }
export const PAIR_FAILURES = { burst: 20, perSecond: 1 / 2 }
const HEARTBEAT_MS = 20_000

export type PlayerAnswer<T = unknown> =
  | { ok: true; value: T }
  | {
      ok: false
      status: 400 | 404 | 409 | 422
      /** `reason` (and `params`) say which refusal: the server words it in the phone's language. */
      error: { code: string; message: string; reason?: string; params?: { n: number } }
    }

/** What the server asks of the sharing it serves (sharing.ts). */
export interface PlayerBackend {
  /** The character a token is for (constant-time comparison), or null. */
  characterOf(token: string): string | null
  view(characterId: string): PlayerView | null
  claim(characterId: string, claim: ClaimRequest): PlayerAnswer
  unclaim(characterId: string, lineId: string): PlayerAnswer
  use(characterId: string, use: UseRequestInput): PlayerAnswer
  /** The token a short link's code stands for (the code is spent), or null. */
  pair(code: string): string | null
  /** A stream opened or closed (the GM's panel shows who is connected). */
  streamsChanged?(): void
}

export interface PlayerServerOptions {
  /** Checked by the caller (interfaces.ts): an address of this machine, loopback, or every interface when asked. */
  address: string
  /** 0: a free port chosen by the OS. */
  port?: number
  /** The built renderer (out/renderer): player.html and player-assets/; null: the placeholder page only. */
  rendererDir: string | null
  backend: PlayerBackend
}

export interface PlayerServer {
  server: Server
  address: string
  port: number
  /** Sends every open stream its character's view now (after a change). */
  push(): void
  /** Closes the character's streams (its token was revoked or renewed). */
  closeStreams(characterId: string): void
  /** Open streams per character. */
  streamCount(characterId: string): number
  readonly budget: ConnectionBudget
  close(): Promise<void>
}

function json(res: ServerResponse, status: number, value: unknown, extra: Record<string, string> = {}): void {
  send(res, SECURITY_HEADERS, status, 'application/json; charset=utf-8', JSON.stringify(value), extra)
}

function refuse(
  res: ServerResponse,
  status: number,
  code: string,
  message: string,
  extra: Record<string, string> = {}
): void {
  json(res, status, { ok: false, error: { code, message } }, extra)
}

function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name]
  return Array.isArray(v) ? v[0] : v
}

/** The fields a refused body got wrong ("lineId, quantity"): names of the API, the same in every language. */
function fields(error: z.ZodError): string {
  return [...new Set(error.issues.slice(0, 3).map((i) => i.path.join('.')))].filter(Boolean).join(', ')
}

/** The words of a refusal, in the language the phone asks for (Accept-Language: the page sends its own). */
const wordsOf = new WeakMap<ServerResponse, Messages['playersServer']['errors']>()
function w(res: ServerResponse): Messages['playersServer']['errors'] {
  return wordsOf.get(res) ?? messages('en').playersServer.errors
}
function languageOf(req: IncomingMessage): Language {
  for (const tag of (header(req, 'accept-language') ?? '').split(',')) {
    const base = tag.split(';')[0]!.trim().split('-')[0]!.toLowerCase()
    if (isLanguage(base)) return base
  }
  return 'en'
}

/** The Host names this server answers to: its address, or with every interface any of the machine's. */
function allowedHosts(address: string, port: number): Set<string> {
  const hosts = new Set([hostPort(address, port)])
  if ((EVERY_INTERFACE as readonly string[]).includes(address))
    for (const infos of Object.values(networkInterfaces()))
      for (const info of infos ?? []) hosts.add(hostPort(info.address, port))
  return hosts
}

export async function startPlayerServer(options: PlayerServerOptions): Promise<PlayerServer> {
  const { backend } = options
  const perToken = new RateLimiter(PLAYER_RATE)
  const perAddress = new RateLimiter(STRANGER_RATE)
  const pairPerAddress = new RateLimiter(PAIR_RATE)
  const pairFailures = new RateLimiter(PAIR_FAILURES)
  /** Open streams per character, oldest first. */
  const streams = new Map<string, Set<ServerResponse>>()
  let hosts = new Set<string>()
  const rendererDir = options.rendererDir
  const playerPage = rendererDir === null ? null : join(rendererDir, 'player.html')

  const streamsOf = (id: string): Set<ServerResponse> => {
    let set = streams.get(id)
    if (!set) streams.set(id, (set = new Set()))
    return set
  }

  function writeView(res: ServerResponse, view: PlayerView): void {
    res.write(`event: view\nid: ${view.revision}\ndata: ${JSON.stringify(view)}\n\n`)
  }

  function openStream(req: IncomingMessage, res: ServerResponse, characterId: string): void {
    const view = backend.view(characterId)
    if (!view) return refuse(res, 404, 'not-found', w(res).characterGone)
    const mine = streamsOf(characterId)
    while (mine.size >= PLAYER_STREAMS_PER_TOKEN) {
      const oldest = mine.values().next().value as ServerResponse
      mine.delete(oldest)
      oldest.end()
    }
    res.writeHead(200, {
      ...SECURITY_HEADERS,
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no'
    })
    res.write('retry: 2000\n: connected\n\n')
    writeView(res, view)
    mine.add(res)
    backend.streamsChanged?.()
    const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS)
    heartbeat.unref()
    req.on('close', () => {
      clearInterval(heartbeat)
      if (mine.delete(res)) backend.streamsChanged?.()
    })
  }

  async function readJson(req: IncomingMessage, res: ServerResponse): Promise<{ value: unknown } | null> {
    const type = header(req, 'content-type') ?? ''
    if (!/^application\/json\s*(;|$)/i.test(type)) {
      refuse(res, 415, 'invalid-input', w(res).sendJson)
      return null
    }
    try {
      return { value: JSON.parse(await readBody(req, PLAYER_MAX_BODY_BYTES)) as unknown }
    } catch (e) {
      if (e instanceof BodyTooLarge)
        refuse(res, 413, 'invalid-input', w(res).tooLarge(PLAYER_MAX_BODY_BYTES), { Connection: 'close' })
      else refuse(res, 400, 'invalid-input', w(res).notJson)
      return null
    }
  }

  function answer(res: ServerResponse, a: PlayerAnswer): void {
    if (a.ok) return json(res, 200, a)
    const words = w(res)
    const n = a.error.params?.n ?? 0
    const message = {
      stale: words.stale,
      'line-gone': words.lineGone,
      'stash-hidden': words.stashHidden,
      'no-claim': words.noClaim,
      'too-much': words.tooMuch(n),
      waiting: words.waiting(n)
    }[a.error.reason ?? '']
    json(res, a.status, { ok: false, error: { ...a.error, message: message ?? a.error.message } })
  }

  /** POST /api/pair {code}: the code's token, once. Every try counts against its address, every failure
   *  against all: past either, 429 (even for the right code). */
  async function handlePair(req: IncomingMessage, res: ServerResponse): Promise<void> {
    res.setHeader('Connection', 'close')
    if (req.method !== 'POST') return refuse(res, 405, 'invalid-input', w(res).method('POST'), { Allow: 'POST' })
    const who = req.socket.remoteAddress ?? '?'
    if (!pairPerAddress.take(who) || !pairFailures.ready('*'))
      return refuse(res, 429, 'too-many', w(res).tooMany, {
        'Retry-After': String(Math.max(pairPerAddress.retryAfter(who), pairFailures.retryAfter('*'), 1))
      })
    const body = await readJson(req, res)
    if (!body) return
    const code = (body.value as { code?: unknown } | null)?.code
    if (typeof code !== 'string' || code.length > 32) return refuse(res, 400, 'invalid-input', w(res).invalid('code'))
    const token = backend.pair(code)
    if (token === null) {
      pairFailures.take('*')
      return refuse(res, 404, 'not-found', w(res).badCode)
    }
    json(res, 200, { ok: true, value: { token } })
  }

  async function handleApi(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    if (path === '/api/pair') return handlePair(req, res)
    const auth = header(req, 'authorization')
    const token = auth?.startsWith('Bearer ') ? auth.slice(7).trim() : ''
    const characterId = token ? backend.characterOf(token) : null
    if (characterId === null) {
      res.setHeader('Connection', 'close')
      return refuse(res, 401, 'unauthorized', w(res).unauthorized, {
        'WWW-Authenticate': 'Bearer'
      })
    }
    budget.admit(req.socket)
    if (!perToken.take(characterId))
      return refuse(res, 429, 'too-many', w(res).tooMany, {
        'Retry-After': String(perToken.retryAfter(characterId))
      })
    const method = req.method ?? 'GET'
    if (path === '/api/view') {
      if (method !== 'GET') return refuse(res, 405, 'invalid-input', w(res).method('GET'), { Allow: 'GET' })
      const view = backend.view(characterId)
      return view ? json(res, 200, { ok: true, value: view }) : refuse(res, 404, 'not-found', w(res).characterGone)
    }
    if (path === '/api/events') {
      if (method !== 'GET') return refuse(res, 405, 'invalid-input', w(res).method('GET'), { Allow: 'GET' })
      return openStream(req, res, characterId)
    }
    if (path === '/api/claims') {
      if (method !== 'POST') return refuse(res, 405, 'invalid-input', w(res).method('POST'), { Allow: 'POST' })
      const body = await readJson(req, res)
      if (!body) return
      const parsed = ClaimRequestSchema.safeParse(body.value)
      if (!parsed.success) return refuse(res, 400, 'invalid-input', w(res).invalid(fields(parsed.error)))
      return answer(res, backend.claim(characterId, parsed.data))
    }
    if (path.startsWith('/api/claims/')) {
      if (method !== 'DELETE') return refuse(res, 405, 'invalid-input', w(res).method('DELETE'), { Allow: 'DELETE' })
      let lineId: string
      try {
        lineId = decodeURIComponent(path.slice('/api/claims/'.length))
      } catch {
        return refuse(res, 400, 'invalid-input', w(res).invalid('lineId'))
      }
      if (!Id.safeParse(lineId).success) return refuse(res, 400, 'invalid-input', w(res).invalid('lineId'))
      return answer(res, backend.unclaim(characterId, lineId))
    }
    if (path === '/api/uses') {
      if (method !== 'POST') return refuse(res, 405, 'invalid-input', w(res).method('POST'), { Allow: 'POST' })
      const body = await readJson(req, res)
      if (!body) return
      const parsed = UseRequestSchema.safeParse(body.value)
      if (!parsed.success) return refuse(res, 400, 'invalid-input', w(res).invalid(fields(parsed.error)))
      return answer(res, backend.use(characterId, parsed.data))
    }
    return refuse(res, 404, 'not-found', w(res).notFound)
  }

  async function handleStatic(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return send(res, SECURITY_HEADERS, 405, 'text/plain; charset=utf-8', 'Method not allowed', { Allow: 'GET, HEAD' })
    let file: { body: Buffer; type: string } | null = null
    if (path === '/' || path === '/index.html') {
      file =
        rendererDir !== null && playerPage !== null && existsSync(playerPage)
          ? await readRendererFile(rendererDir, '/player.html')
          : { body: Buffer.from(placeholderPage(header(req, 'accept-language'))), type: 'text/html; charset=utf-8' }
    } else if (path.startsWith(`/${PLAYER_ASSETS}/`) && rendererDir !== null)
      file = await readRendererFile(rendererDir, path)
    if (!file) return send(res, SECURITY_HEADERS, 404, 'text/plain; charset=utf-8', 'Not found')
    sendFile(req, res, path, file)
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    wordsOf.set(res, messages(languageOf(req)).playersServer.errors)
    const host = header(req, 'host')?.toLowerCase()
    if (!host || !hosts.has(host)) {
      res.setHeader('Connection', 'close')
      return send(res, SECURITY_HEADERS, 403, 'text/plain; charset=utf-8', 'Forbidden: foreign Host header\n')
    }
    const origin = header(req, 'origin')
    if (origin !== undefined && origin !== `http://${host}`) {
      res.setHeader('Connection', 'close')
      return send(res, SECURITY_HEADERS, 403, 'text/plain; charset=utf-8', 'Forbidden: foreign Origin\n')
    }
    const site = header(req, 'sec-fetch-site')
    if (site === 'cross-site' || site === 'same-site') {
      res.setHeader('Connection', 'close')
      return send(res, SECURITY_HEADERS, 403, 'text/plain; charset=utf-8', `Forbidden: ${site} request\n`)
    }
    let path: string
    try {
      path = new URL(req.url ?? '/', 'http://player.invalid').pathname
    } catch {
      return send(res, SECURITY_HEADERS, 400, 'text/plain; charset=utf-8', 'Bad request\n')
    }
    if (path === '/api' || path.startsWith('/api/')) return handleApi(req, res, path)
    const who = req.socket.remoteAddress ?? '?'
    if (!perAddress.take(who))
      return send(res, SECURITY_HEADERS, 429, 'text/plain; charset=utf-8', 'Too many requests\n', {
        'Retry-After': String(perAddress.retryAfter(who))
      })
    return handleStatic(req, res, path)
  }

  const server = createServer(
    {
      headersTimeout: PLAYER_HEADERS_TIMEOUT_MS,
      requestTimeout: PLAYER_REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: 1_000
    },
    (req, res) => {
      handle(req, res).catch((e: unknown) => {
        // the message only: a request's headers (its token) are never written out
        console.error('players server: request failed:', e instanceof Error ? e.message : 'error')
        if (!res.headersSent) refuse(res, 500, 'internal', w(res).internal)
        else res.destroy()
      })
    }
  )
  server.keepAliveTimeout = 5_000
  server.maxConnections = PLAYER_MAX_CONNECTIONS
  // a refused request's socket: answered, then closed; a client that sends garbage gets a plain 400
  server.on('clientError', (_e, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n')
    else socket.destroy()
  })
  const budget = budgetConnections(server, {
    strangers: PLAYER_STRANGER_BUDGET,
    deadlineMs: PLAYER_STRANGER_DEADLINE_MS
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.address, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const bound = server.address() as AddressInfo
  hosts = allowedHosts(options.address, bound.port)

  return {
    server,
    address: options.address,
    port: bound.port,
    budget,
    push() {
      for (const [id, set] of streams) {
        if (set.size === 0) continue
        const view = backend.view(id)
        for (const res of set) {
          if (view) writeView(res, view)
          else res.end()
        }
      }
    },
    closeStreams(characterId) {
      const set = streams.get(characterId)
      if (!set) return
      streams.delete(characterId)
      for (const res of set) res.end()
    },
    streamCount: (characterId) => streams.get(characterId)?.size ?? 0,
    async close() {
      for (const set of streams.values()) for (const res of set) res.end()
      streams.clear()
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
    }
  }
}
