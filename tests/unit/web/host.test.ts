import { describe, expect, it } from 'vitest'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Channel } from '@shared/contract/contract'
import { CSP } from '../../../src-main/web/renderer-files'
import { cookieName } from '../../../src-main/web/auth'
import { GOOD, sampleCampaign, writeCampaign, type Call, type TempCampaign } from '../contract/fixtures'
import { raw, readEvents } from './http-client'
import { start } from './running-host'

describe('browser host: who may connect', () => {
  it('listens on 127.0.0.1 only, on a random port, with a long random token', async () => {
    const a = await start()
    const b = await start()
    expect(a.host.address).toBe('127.0.0.1')
    expect(a.host.port).not.toBe(b.host.port)
    expect(a.host.token).not.toBe(b.host.token)
    expect(a.host.token.length).toBeGreaterThanOrEqual(43)
    // a per-run host name under .localhost: its cookie never reaches another server on 127.0.0.1
    expect(a.host.url).toMatch(new RegExp(`^http://[0-9a-f]{20}\\.localhost:${a.host.port}/\\?token=${a.host.token}$`))
    expect(new URL(a.host.url).hostname).not.toBe(new URL(b.host.url).hostname)
    expect(a.host.apiOrigin).toBe(`http://127.0.0.1:${a.host.port}`)
  })

  it('refuses requests without the token or with a wrong one (401), pages and API alike', async () => {
    const { host, post } = await start()
    // One character off at the end (a prefix compare would let it in). Not always 'A': a 32-byte base64url
    // token ends in 'A' one time in 16, and this test then sent the right token (failed once under Node 24).
    const oneOff = host.token.slice(0, -1) + (host.token.endsWith('A') ? 'Q' : 'A')
    expect(oneOff).not.toBe(host.token)
    for (const path of ['/', '/index.html', '/assets/app.js', '/api/events']) {
      expect((await raw(host.origin + path)).status, path).toBe(401)
      expect((await raw(`${host.origin}${path}?token=${oneOff}`)).status, path).toBe(401)
    }
    expect(
      (
        await raw(`${host.origin}/api/campaign/get`, {
          method: 'POST',
          body: '{}',
          headers: { 'content-type': 'application/json' }
        })
      ).status
    ).toBe(401)
    expect((await post('campaign/get', {}, { authorization: 'Bearer wrong' })).status).toBe(401)
    expect((await post('campaign/get', {}, { authorization: `Bearer ${host.token}x` })).status).toBe(401)
    expect(
      (
        await raw(`${host.origin}/api/campaign/get?token=${host.token}`, {
          method: 'POST',
          body: '{}',
          headers: { 'content-type': 'application/json' }
        })
      ).status
    ).toBe(401)
    // A cookie for another port (another host run) is not this host's.
    expect(
      (await raw(host.origin + '/', { headers: { cookie: `${cookieName(host.port + 1)}=${host.token}` } })).status
    ).toBe(401)
  })

  it('refuses a foreign Host header (DNS rebinding) and a foreign Origin, even with the token (403)', async () => {
    const { host, post, bearer } = await start()
    expect((await raw(host.origin + '/', { headers: { ...bearer, host: 'attacker.example' } })).status).toBe(403)
    expect(
      (await raw(host.origin + '/', { headers: { ...bearer, host: `attacker.example:${host.port}` } })).status
    ).toBe(403)
    expect((await post('campaign/rename', { name: 'pwned' }, { origin: 'http://attacker.example' })).status).toBe(403)
    expect((await post('campaign/rename', { name: 'pwned' }, { 'sec-fetch-site': 'cross-site' })).status).toBe(403)
    expect(host.session.state.campaign.name).toBe('Rise of the Runelords')
  })

  it('trades the URL token for an HttpOnly SameSite=Strict cookie and a clean URL', async () => {
    const { host } = await start()
    // on 127.0.0.1 or localhost: no cookie, the same URL on the per-run name
    const elsewhere = await raw(`${host.apiOrigin}/?token=${host.token}`)
    expect(elsewhere.status).toBe(303)
    expect(elsewhere.headers['set-cookie']).toBeUndefined()
    expect(elsewhere.headers.location).toBe(host.url)
    const first = await raw(host.url)
    expect(first.status).toBe(303)
    expect(first.headers.location).toBe('/')
    const cookie = String(first.headers['set-cookie'])
    expect(cookie).toMatch(new RegExp(`^${cookieName(host.port)}=[\\w-]{43};`))
    expect(cookie).not.toContain(host.token)
    expect(cookie).not.toMatch(/Domain=/i)
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Strict/)
    const page = await raw(host.origin + '/', { headers: { cookie: cookie.split(';')[0]! } })
    expect(page.status).toBe(200)
    expect(page.headers['content-security-policy']).toBe(CSP)
    expect(page.headers['x-content-type-options']).toBe('nosniff')
    expect(page.body).toContain('<title>Encumbrance</title>')
    const api = await raw(`${host.origin}/api/campaign/get`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json', cookie: cookie.split(';')[0]! }
    })
    expect(api.status).toBe(200)
  })

  it('serves the bundle but nothing outside it', async () => {
    const { host, bearer } = await start()
    const js = await raw(host.origin + '/assets/app.js', { headers: bearer })
    expect(js.status).toBe(200)
    expect(js.headers['content-type']).toMatch(/^text\/javascript/)
    for (const path of [
      '/../secret.json',
      '/assets/../../secret.json',
      '/%2e%2e/secret.json',
      '/..%2fsecret.json',
      '/nope.js'
    ]) {
      const res = await raw(host.origin + path, { headers: bearer })
      expect(res.status, path).toBe(404)
      expect(res.body).not.toContain('secret')
    }
    expect((await raw(host.origin + '/index.html', { method: 'DELETE', headers: bearer })).status).toBe(405)
  })
})

describe('browser host: the API', () => {
  it('takes JSON only and says what is wrong', async () => {
    const { host, post, bearer } = await start()
    expect(
      (
        await raw(`${host.origin}/api/campaign/rename`, {
          method: 'POST',
          body: 'name=x',
          headers: { ...bearer, 'content-type': 'application/x-www-form-urlencoded' }
        })
      ).status
    ).toBe(415)
    const bad = await raw(`${host.origin}/api/campaign/rename`, {
      method: 'POST',
      body: '{"name":',
      headers: { ...bearer, 'content-type': 'application/json' }
    })
    expect(bad.status).toBe(400)
    expect(JSON.parse(bad.body)).toMatchObject({ ok: false, error: { code: 'invalid-input' } })
    const big = await raw(`${host.origin}/api/campaign/rename`, {
      method: 'POST',
      headers: { ...bearer, 'content-type': 'application/json', 'content-length': String(65 * 1024 * 1024) }
    })
    expect(big.status).toBe(413)
    const unknown = await post('campaign/explode', {})
    expect(unknown.status).toBe(400)
    expect(JSON.parse(unknown.body).error.message).toContain('unknown channel')
    const extra = await post('campaign/rename', { name: 'x', admin: true })
    expect(extra.status).toBe(400)
    expect((await raw(`${host.origin}/api/campaign/get`, { headers: bearer })).status).toBe(405)
    expect(host.session.state.revision).toBe(0)
  })

  it('sends campaign/saved over Server-Sent Events after a change is written', async () => {
    const { host, post, bearer, file } = await start()
    const events = readEvents(`${host.origin}/api/events`, bearer, (event) => event === 'campaign/saved')
    await events.ready
    const applied = await post('campaign/rename', { name: 'Saved by SSE' })
    expect(applied.status).toBe(200)
    const seen = await events.done
    expect(seen.at(-1)).toMatchObject({ event: 'campaign/saved', data: { revision: 1 } })
    expect(JSON.parse(await readFile(file, 'utf8')).name).toBe('Saved by SSE')
  })

  it('sends campaign/changedOnDisk when another program edits the file', async () => {
    const { host, bearer, file } = await start()
    const events = readEvents(`${host.origin}/api/events`, bearer, (event) => event === 'campaign/changedOnDisk')
    await events.ready
    await writeCampaign(file, sampleCampaign('Edited in a text editor'))
    const seen = await events.done
    expect(seen.at(-1)).toMatchObject({ event: 'campaign/changedOnDisk', data: { path: file } })
  })

  for (const channel of Object.keys(GOOD) as Channel[]) {
    it(`${channel} round-trips over HTTP on a real file`, async () => {
      const r = await start()
      const call: Call = async (ch, input) => {
        const res = await r.post(ch, input)
        const body = JSON.parse(res.body) as { ok: boolean; value?: unknown; error?: { message: string } }
        if (!body.ok) throw new Error(`${ch} → ${res.status}: ${body.error?.message}`)
        expect(res.status).toBe(200)
        return body.value as never
      }
      const t: TempCampaign = {
        dir: r.dir,
        file: r.file,
        userDataDir: join(r.dir, 'user'),
        session: r.host.session,
        bytes: () => readFile(r.file, 'utf8'),
        cleanup: async () => {}
      }
      const spec = GOOD[channel] as {
        input: (t: TempCampaign) => unknown
        check: (v: unknown, t: TempCampaign, c: Call) => unknown
      }
      await spec.check(await call(channel, (await spec.input(t)) as never), t, call)
    })
  }
})
