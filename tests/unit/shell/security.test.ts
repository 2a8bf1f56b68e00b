import { describe, expect, it } from 'vitest'
import { windowFrame } from '../../../src-main/electron/window-options'
import { CSP, SECURITY_HEADERS } from '../../../src-main/web/renderer-files'
import { APP_URL, devRendererUrl, isAppUrl } from '../../../src-main/electron/app-origin'
import { createRequire } from 'node:module'

describe('main window', () => {
  it('writes the web preferences as literals where the window is created (not computed)', async () => {
    const { readFile } = await import('node:fs/promises')
    const source = await readFile('src-main/electron/main-window.ts', 'utf8')
    const literals = source.slice(source.indexOf('new BrowserWindow('))
    for (const literal of ['contextIsolation: true', 'sandbox: true', 'nodeIntegration: false', 'webSecurity: true']) {
      expect(literals).toContain(literal)
    }
    expect(source).not.toMatch(/enableBlinkFeatures|additionalArguments/)
  })

  it('opens at remembered bounds, hidden until ready', () => {
    const placed = windowFrame({ bounds: { x: 10, y: 20, width: 1000, height: 700, maximized: false }, dark: true })
    expect(placed).toMatchObject({ x: 10, y: 20, width: 1000, height: 700, show: false })
    expect(windowFrame({ bounds: { width: 1200, height: 800, maximized: false }, dark: false })).not.toHaveProperty('x')
  })
})

describe('content security policy', () => {
  const directives = new Map(
    CSP.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/)
      return [name, values] as const
    })
  )

  it('allows scripts, styles and workers from the app only, with no inline script or eval', () => {
    expect(directives.get('default-src')).toEqual(["'self'"])
    expect(directives.get('script-src')).toEqual(["'self'"])
    expect(directives.get('style-src')).toEqual(["'self'"])
    expect(directives.get('worker-src')).toEqual(["'self'"])
    expect(directives.get('connect-src')).toEqual(["'self'"])
    expect(CSP).not.toMatch(/unsafe-eval|unsafe-inline|\*/)
  })

  it('forbids plugins, framing, base changes and form posts', () => {
    expect(directives.get('object-src')).toEqual(["'none'"])
    expect(directives.get('base-uri')).toEqual(["'none'"])
    expect(directives.get('frame-ancestors')).toEqual(["'none'"])
    expect(directives.get('form-action')).toEqual(["'none'"])
    expect(directives.get('frame-src')).toEqual(["'none'"])
  })

  it('has no weakness Google\'s CSP Evaluator (as used by electronegativity) rates above "maybe medium"', () => {
    const csp = createRequire(import.meta.url)('@doyensec/csp-evaluator') as {
      CspParser: new (s: string) => { csp: unknown }
      CspEvaluator: new (
        c: unknown,
        v: unknown
      ) => { evaluate(): Array<{ severity: number; directive: string; description: string }> }
      Version: { CSP3: unknown }
      severities: Record<string, number>
    }
    const findings = new csp.CspEvaluator(new csp.CspParser(CSP).csp, csp.Version.CSP3).evaluate()
    const serious = findings.filter((f) => f.severity < csp.severities.MEDIUM_MAYBE!)
    expect(serious.map((f) => `${f.directive}: ${f.description}`)).toEqual([])
  })

  it('is sent with the other security headers', () => {
    expect(SECURITY_HEADERS['Content-Security-Policy']).toBe(CSP)
    expect(SECURITY_HEADERS['X-Content-Type-Options']).toBe('nosniff')
    expect(SECURITY_HEADERS['X-Frame-Options']).toBe('DENY')
  })
})

describe('app origin', () => {
  it('trusts only app://encumbrance (and the dev server when given)', () => {
    expect(isAppUrl(APP_URL)).toBe(true)
    expect(isAppUrl('app://encumbrance/assets/x.js')).toBe(true)
    expect(isAppUrl('app://other/index.html')).toBe(false)
    expect(isAppUrl('app://user:pw@encumbrance/')).toBe(false)
    expect(isAppUrl('file:///etc/passwd')).toBe(false)
    expect(isAppUrl('https://encumbrance/')).toBe(false)
    expect(isAppUrl('not a url')).toBe(false)
    expect(isAppUrl('http://localhost:5173/', null)).toBe(false)
    expect(isAppUrl('http://localhost:5173/x', 'http://localhost:5173')).toBe(true)
    expect(isAppUrl('http://localhost:5174/x', 'http://localhost:5173')).toBe(false)
  })
})

describe('ELECTRON_RENDERER_URL (issue 26 item 7)', () => {
  const dev = { dev: true, packaged: false }
  it('is honoured only in a development build, never packaged', () => {
    expect(devRendererUrl('http://localhost:5173/', dev)).toBe('http://localhost:5173/')
    expect(devRendererUrl('http://localhost:5173/', { dev: false, packaged: false })).toBeNull()
    expect(devRendererUrl('http://localhost:5173/', { dev: true, packaged: true })).toBeNull()
    expect(devRendererUrl(undefined, dev)).toBeNull()
  })
  it('and only for an http URL on this computer', () => {
    expect(devRendererUrl('http://127.0.0.1:5173', dev)).toBe('http://127.0.0.1:5173/')
    expect(devRendererUrl('http://[::1]:5173/', dev)).toBe('http://[::1]:5173/')
    for (const url of [
      'https://evil.example/',
      'http://evil.example:5173/',
      'http://localhost.evil.example/',
      'http://user:pw@localhost:5173/',
      'file:///etc/passwd',
      'https://localhost:5173/',
      'javascript:alert(1)',
      'not a url'
    ])
      expect(devRendererUrl(url, dev), url).toBeNull()
  })
})
