// A raw HTTP client for the host tests: unlike fetch, it can send any Host/Origin header and shows
// the status, headers and body as they are.
import { request } from 'node:http'

/** Browsers resolve `*.localhost` to loopback themselves (the host's per-run name); Node's resolver does not. */
export function loopbackOf(hostname: string): string {
  return hostname === 'localhost' || hostname.endsWith('.localhost') ? '127.0.0.1' : hostname
}

function withHost(u: URL, headers: Record<string, string>): Record<string, string> {
  return Object.keys(headers).some((k) => k.toLowerCase() === 'host') ? headers : { host: u.host, ...headers }
}

export interface RawResponse {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

export function raw(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {}
): Promise<RawResponse> {
  const u = new URL(url)
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: loopbackOf(u.hostname),
        port: u.port,
        path: u.pathname + u.search,
        method: options.method ?? 'GET',
        headers: withHost(u, options.headers ?? {})
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') })
        )
        res.on('error', reject)
      }
    )
    req.on('error', reject)
    req.end(options.body)
  })
}

/** Reads Server-Sent Events from `url` until `until` returns true for one (or the timeout). */
export function readEvents(
  url: string,
  headers: Record<string, string>,
  until: (event: string, data: unknown) => boolean,
  timeoutMs = 5000
): { ready: Promise<void>; done: Promise<Array<{ event: string; data: unknown }>>; close(): void } {
  const u = new URL(url)
  const seen: Array<{ event: string; data: unknown }> = []
  let close = (): void => {}
  let markReady = (): void => {}
  const ready = new Promise<void>((r) => {
    markReady = r
  })
  const done = new Promise<Array<{ event: string; data: unknown }>>((resolve, reject) => {
    const timer = setTimeout(() => {
      close()
      reject(new Error(`no matching event within ${timeoutMs} ms; saw ${JSON.stringify(seen)}`))
    }, timeoutMs)
    const req = request(
      { host: loopbackOf(u.hostname), port: u.port, path: u.pathname, headers: withHost(u, headers) },
      (res) => {
        if (res.statusCode !== 200) {
          clearTimeout(timer)
          reject(new Error(`status ${res.statusCode}`))
          return
        }
        res.setEncoding('utf8')
        let buffer = ''
        res.on('data', (chunk: string) => {
          buffer += chunk
          if (buffer.includes(': connected')) markReady()
          let end
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end)
            buffer = buffer.slice(end + 2)
            const event = /^event: (.*)$/m.exec(block)?.[1]
            const data = /^data: (.*)$/m.exec(block)?.[1]
            if (!event || data === undefined) continue
            const parsed = JSON.parse(data) as unknown
            seen.push({ event, data: parsed })
            if (until(event, parsed)) {
              clearTimeout(timer)
              close()
              resolve(seen)
            }
          }
        })
      }
    )
    req.on('error', (e) => {
      if (!req.destroyed) reject(e)
    })
    close = () => req.destroy()
    req.end()
  })
  return { ready, done, close: () => close() }
}
