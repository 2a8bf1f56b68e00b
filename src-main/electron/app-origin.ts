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
