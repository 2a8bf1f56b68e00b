// Pieces both HTTP servers share (the browser host, server.ts, and the players' server,
// src-main/players/server.ts): a bounded request body, an answer with the server's headers, and a built file.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { SECURITY_HEADERS, type RendererFile } from './renderer-files'

export class BodyTooLarge extends Error {
  override readonly name = 'BodyTooLarge'
}

/** The request's body as text; throws BodyTooLarge past `maxBytes` (declared or sent), reading no further. */
export async function readBody(req: IncomingMessage, maxBytes: number): Promise<string> {
  const declared = Number(req.headers['content-length'] ?? 0)
  if (declared > maxBytes) throw new BodyTooLarge()
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > maxBytes) throw new BodyTooLarge()
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** An answer that is not a file, never cached, with the server's own security headers. */
export function send(
  res: ServerResponse,
  headers: Readonly<Record<string, string>>,
  status: number,
  type: string,
  body: string | Uint8Array,
  extra: Record<string, string> = {}
): void {
  res.writeHead(status, { ...headers, 'Content-Type': type, 'Cache-Control': 'no-store', ...extra })
  res.end(body)
}

/** A built file (GET or HEAD); Vite names assets by content hash: they never change under one name. */
export function sendFile(req: IncomingMessage, res: ServerResponse, path: string, file: RendererFile): void {
  const cache = /^\/(player-)?assets\//.test(path) ? 'private, max-age=31536000, immutable' : 'no-store'
  res.writeHead(200, {
    ...SECURITY_HEADERS,
    'Content-Type': file.type,
    'Cache-Control': cache,
    'Content-Length': String(file.body.length)
  })
  res.end(req.method === 'HEAD' ? undefined : file.body)
}
