// Serving the built renderer (out/renderer) safely: one CSP and one path resolver, shared by the
// browser host and the Electron `app://` protocol handler.
import { readFileSync, realpathSync, statSync } from 'node:fs'
import { extname, resolve, sep } from 'node:path'

/**
 * The renderer's Content-Security-Policy, sent as a response header with every page.
 * - scripts, styles, workers and API calls only from the app's own origin; no inline script, no eval;
 * - `style-src 'self'` without 'unsafe-inline': Svelte 5 sets dynamic styles through the CSSOM
 *   (`el.style.cssText`), which CSP allows, and the build emits component CSS as files; a static
 *   `style="…"` attribute in a template is refused (the e2e test reports any violation);
 * - `data:` images and fonts because Vite inlines small assets as data: URLs;
 * - nothing may embed the app, and it may embed nothing, post forms, or change its base URL.
 */
export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "frame-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'none'"
].join('; ')

/** Headers sent with every response of the renderer (pages, assets, API). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CSP,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), usb=(), serial=(), hid=(), bluetooth=()'
}

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8'
}

export function contentType(file: string): string {
  return TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream'
}

/**
 * The file under `root` that a URL path names, or null when it would leave `root` (`..`, encoded
 * slashes or backslashes, NUL) or is not valid percent-encoding. `/` names index.html.
 */
export function resolveRendererPath(root: string, urlPath: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null
  if (decoded.split('/').some((part) => part === '..')) return null
  const base = resolve(root)
  const full = resolve(base, '.' + (decoded === '/' || decoded === '' ? '/index.html' : decoded))
  if (!full.startsWith(base + sep)) return null
  return full
}

export interface RendererFile {
  body: Buffer
  type: string
}

/**
 * Reads the file a URL path names under `root`, or null (missing, a folder, outside root, a symlink out).
 * Synchronously (the bundle's few local files, a millisecond each): a request for the screen's code is
 * answered as it arrives, never after the campaign's serialisation that main started in between (the
 * 1.7 MB chunk came some 300 ms late behind a 5 MB campaign/get, and the first paint with it).
 */
export async function readRendererFile(root: string, urlPath: string): Promise<RendererFile | null> {
  const full = resolveRendererPath(root, urlPath)
  if (!full) return null
  try {
    const realRoot = realpathSync(root)
    const realFull = realpathSync(full)
    if (!realFull.startsWith(realRoot + sep)) return null
    if (!statSync(realFull).isFile()) return null
    return { body: readFileSync(realFull), type: contentType(realFull) }
  } catch {
    return null
  }
}
