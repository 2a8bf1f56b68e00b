// The `app://` protocol: serves out/renderer with the CSP and security headers, refusing paths
// outside it, instead of file:// (which would give the page access to the whole disk's origin).
//
// eng-disable CSP_GLOBAL_CHECK  the CSP is a header of every app:// response (SECURITY_HEADERS in
// renderer-files.ts), asserted and run through csp-evaluator in tests/unit/shell/security.test.ts;
// electronegativity only recognises CSPs set through webRequest or a meta tag. (This finding has no
// file, so the tool cannot honour the comment itself: tests/unit/shell/electronegativity.test.ts does.)
import { protocol } from 'electron'
import { readRendererFile, SECURITY_HEADERS } from '../web/renderer-files'
import { APP_HOST, APP_SCHEME } from './app-origin'

/** Before `ready`: a standard, secure scheme with fetch (module scripts and workers need it). */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } }
  ])
}

export function serveAppProtocol(rendererDir: string): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const url = new URL(request.url)
    if (url.host !== APP_HOST) return new Response('Not found', { status: 404 })
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return new Response('Method not allowed', { status: 405 })
    const file = await readRendererFile(rendererDir, url.pathname)
    if (!file) return new Response('Not found', { status: 404, headers: { ...SECURITY_HEADERS } })
    return new Response(new Uint8Array(file.body), {
      status: 200,
      headers: { ...SECURITY_HEADERS, 'Content-Type': file.type, 'Cache-Control': 'no-cache' }
    })
  })
}
