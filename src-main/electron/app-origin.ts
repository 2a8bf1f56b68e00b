// The app's own origin. The renderer is served from `app://encumbrance/` (protocol.ts); only frames
// showing that origin may call the contract, and the window may not navigate anywhere else.
export const APP_SCHEME = 'app'
export const APP_HOST = 'encumbrance'
export const APP_URL = `${APP_SCHEME}://${APP_HOST}/index.html`

/**
 * True when `url` belongs to the app: the custom protocol, or in development (electron-vite dev,
 * never packaged) the dev server's exact origin.
 */
export function isAppUrl(url: string, devOrigin: string | null = null): boolean {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  if (parsed.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST && !parsed.username && !parsed.password)
    return true
  return devOrigin !== null && parsed.origin === devOrigin
}

/** Host names that are this computer: the only places a dev server is trusted from. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * The renderer's URL from `electron-vite dev` (ELECTRON_RENDERER_URL), or null: honoured only in a
 * development build (`dev`: import.meta.env.DEV, false in every `electron-vite build`), never packaged,
 * and only for an http URL on this computer. Anything else would make the window load, and trust
 * for the contract, whatever page the variable names.
 */
export function devRendererUrl(
  url: string | undefined,
  { dev, packaged }: { dev: boolean; packaged: boolean }
): string | null {
  if (!dev || packaged || !url) return null
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return null
  }
  if (parsed.protocol !== 'http:' || !LOOPBACK.has(parsed.hostname) || parsed.username || parsed.password) return null
  return parsed.href
}
