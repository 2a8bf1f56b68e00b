import { describe, expect, it } from 'vitest'
import { authorize, cookieName, isLoopback, newHostName, newToken, type RequestFacts } from '../../../src-main/web/auth'

const id = { port: 4321, token: newToken(), hostName: newHostName(), session: newToken() }
const page = `${id.hostName}:4321`
function req(over: Partial<RequestFacts> & { headers?: Record<string, string> } = {}): RequestFacts {
  return {
    remoteAddress: '127.0.0.1',
    method: 'GET',
    url: '/',
    ...over,
    headers: { host: '127.0.0.1:4321', ...over.headers }
  }
}

describe('browser host authorisation', () => {
  it('makes long random tokens', () => {
    expect(id.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(newToken()).not.toBe(id.token)
  })

  it('recognises loopback addresses only', () => {
    for (const a of ['127.0.0.1', '127.5.6.7', '::1', '::ffff:127.0.0.1']) expect(isLoopback(a), a).toBe(true)
    for (const a of ['10.0.0.2', '192.168.1.5', '::ffff:192.168.1.5', 'fe80::1', '0.0.0.0', '', undefined])
      expect(isLoopback(a), String(a)).toBe(false)
  })

  it('refuses other computers with 403, even with the token', () => {
    const v = authorize(req({ remoteAddress: '192.168.1.20', headers: { authorization: `Bearer ${id.token}` } }), id)
    expect(v).toMatchObject({ ok: false, status: 403 })
  })

  it('refuses a foreign or missing Host (DNS rebinding) and a foreign Origin with 403', () => {
    const auth = { authorization: `Bearer ${id.token}` }
    expect(authorize(req({ headers: { ...auth, host: 'evil.example:4321' } }), id)).toMatchObject({
      ok: false,
      status: 403
    })
    expect(authorize(req({ headers: { ...auth, host: '127.0.0.1:9999' } }), id)).toMatchObject({
      ok: false,
      status: 403
    })
    expect(authorize({ remoteAddress: '127.0.0.1', method: 'GET', url: '/', headers: auth }, id)).toMatchObject({
      ok: false,
      status: 403
    })
    expect(
      authorize(
        req({ method: 'POST', url: '/api/campaign/get', headers: { ...auth, origin: 'http://evil.example' } }),
        id
      )
    ).toMatchObject({ ok: false, status: 403 })
    expect(
      authorize(req({ method: 'POST', url: '/api/campaign/get', headers: { ...auth, origin: 'null' } }), id)
    ).toMatchObject({ ok: false, status: 403 })
    expect(
      authorize(req({ url: '/api/events', headers: { ...auth, 'sec-fetch-site': 'cross-site' } }), id)
    ).toMatchObject({ ok: false, status: 403 })
  })

  it('refuses a missing or wrong token with 401', () => {
    expect(authorize(req(), id)).toMatchObject({ ok: false, status: 401 })
    expect(authorize(req({ headers: { authorization: 'Bearer nope' } }), id)).toMatchObject({ ok: false, status: 401 })
    expect(
      authorize(req({ headers: { host: page, cookie: `${cookieName(id.port)}=${id.session.slice(1)}x` } }), id)
    ).toMatchObject({ ok: false, status: 401 })
    // A cookie of another host (another port) does not count.
    expect(authorize(req({ headers: { host: page, cookie: `${cookieName(1234)}=${id.session}` } }), id)).toMatchObject({
      ok: false,
      status: 401
    })
    // The session cookie only counts on the per-run name: replayed to 127.0.0.1 or localhost, or as a bearer token, no.
    for (const host of ['127.0.0.1:4321', 'localhost:4321'])
      expect(
        authorize(req({ headers: { host, cookie: `${cookieName(id.port)}=${id.session}` } }), id),
        host
      ).toMatchObject({ ok: false, status: 401 })
    expect(authorize(req({ headers: { host: page, authorization: `Bearer ${id.session}` } }), id)).toMatchObject({
      ok: false,
      status: 401
    })
    // nor is the token itself a session cookie
    expect(authorize(req({ headers: { host: page, cookie: `${cookieName(id.port)}=${id.token}` } }), id)).toMatchObject(
      { ok: false, status: 401 }
    )
    // The query token opens pages only, never the API.
    expect(authorize(req({ url: `/api/events?token=${id.token}` }), id)).toMatchObject({ ok: false, status: 401 })
    expect(authorize(req({ method: 'POST', url: `/?token=${id.token}` }), id)).toMatchObject({ ok: false, status: 401 })
  })

  it('lets in the token by cookie, bearer header, or page query', () => {
    expect(
      authorize(req({ headers: { host: page.toUpperCase(), cookie: `a=b; ${cookieName(id.port)}=${id.session}` } }), id)
    ).toEqual({ ok: true, via: 'cookie' })
    expect(
      authorize(
        req({
          method: 'POST',
          url: '/api/campaign/get',
          headers: { authorization: `Bearer ${id.token}`, origin: 'http://127.0.0.1:4321' }
        }),
        id
      )
    ).toEqual({ ok: true, via: 'bearer' })
    expect(
      authorize(req({ url: `/?token=${id.token}`, headers: { host: page, 'sec-fetch-site': 'none' } }), id)
    ).toEqual({ ok: true, via: 'query' })
    // on 127.0.0.1 or localhost the token is good, but sent on to the per-run name (no cookie there)
    expect(
      authorize(req({ url: `/?token=${id.token}`, headers: { host: 'localhost:4321', 'sec-fetch-site': 'none' } }), id)
    ).toEqual({ ok: true, via: 'query-elsewhere' })
  })
})
