// Issue 27 item 4, through the players' own port on loopback, against a real host on a real file: its
// route table (no GM channel there), its tokens (wrong, revoked, renewed, another character's), its
// limits (rates, bodies, connections, Host and Origin), its headers, claims on data the player had not
// seen (409), live views, and sharing's end with the campaign. Every loop is bounded.
import { afterEach, describe, expect, it } from 'vitest'
import { readFile, readdir, stat } from 'node:fs/promises'
import { connect, type Socket } from 'node:net'
import { join } from 'node:path'
import { CHANNELS } from '@shared/contract'
import type { PlayerView } from '@shared/players'
import { PLAYER_RATE, PLAYER_STRANGER_BUDGET } from '../../../src-main/players/server'
import { sampleCampaign, writeCampaign } from '../contract/fixtures'
import { raw } from '../web/http-client'
import { start } from '../web/running-host'
import { openEvents, share } from './players-host'

const sockets = new Set<Socket>()
afterEach(() => {
  for (const s of sockets) s.destroy()
  sockets.clear()
})

function body<T = unknown>(res: { body: string }): { ok: boolean; value: T; error: { code: string; reason?: string } } {
  return JSON.parse(res.body) as never
}

const AT = '2026-01-01T00:00:00.000Z'

describe('the players server: its own route table', () => {
  it('refuses every GM channel, by any method, with a valid player token, and changes nothing', async () => {
    const r = await start()
    const p = await share(r)
    const before = { revision: r.host.session.state.revision, bytes: await readFile(r.file, 'utf8') }
    for (const channel of CHANNELS) {
      for (const method of ['POST', 'GET']) {
        const res = await p.call(method, `/api/${channel}`, method === 'POST' ? { body: {} } : {})
        expect([404, 405], `${method} /api/${channel}: ${res.status}`).toContain(res.status)
      }
      // nor as a page path
      expect((await p.call('POST', `/${channel}`, { body: {} })).status, `/${channel}`).toBe(405)
    }
    // the GM's page and its token are not here
    const page = await p.call('GET', '/', { token: null })
    expect(page.status).toBe(200)
    expect(page.body).not.toContain('assets/app.js')
    expect((await p.call('GET', '/api/view', { token: r.host.token })).status).toBe(401)
    // and the player routes are not on the GM's host
    const onGmHost = await raw(`${r.host.apiOrigin}/api/view`, {
      headers: { authorization: `Bearer ${p.token('valeros')}` }
    })
    expect(onGmHost.status).toBe(401)
    await r.host.session.store.flush()
    expect(r.host.session.state.revision).toBe(before.revision)
    expect(await readFile(r.file, 'utf8')).toBe(before.bytes)
  })

  it('sends its security headers with pages, data and refusals', async () => {
    const r = await start()
    const p = await share(r)
    for (const res of [
      await p.call('GET', '/', { token: null }),
      await p.call('GET', '/api/view'),
      await p.call('GET', '/api/view', { token: 'nope' }),
      await p.call('GET', '/nothing', { token: null })
    ]) {
      const csp = String(res.headers['content-security-policy'])
      expect(csp).toContain("default-src 'self'")
      expect(csp).toContain("script-src 'self'")
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).not.toContain('unsafe-inline')
      expect(res.headers['referrer-policy']).toBe('no-referrer')
      expect(res.headers['x-content-type-options']).toBe('nosniff')
    }
    const fr = await p.call('GET', '/', { token: null, headers: { 'accept-language': 'fr-FR,fr;q=0.9' } })
    expect(fr.body).toContain('lang="fr"')
    expect(fr.body).not.toMatch(/<script/i)
  })
})

describe('the players server: tokens', () => {
  it('refuses a missing, wrong or altered token, and the GM host token', async () => {
    const r = await start()
    const p = await share(r)
    const good = p.token('valeros')
    expect(good).toMatch(/^[A-Za-z0-9_-]{43}$/) // 256 bits, base64url
    const altered = good.slice(0, -1) + (good.endsWith('A') ? 'B' : 'A')
    for (const token of [null, '', 'wrong', altered, good + 'x', r.host.token]) {
      const res = await p.call('GET', '/api/view', { token })
      expect(res.status, String(token)).toBe(401)
      expect(res.body).not.toContain('Valeros')
    }
    expect(body<PlayerView>(await p.call('GET', '/api/view', { token: good })).value.characterId).toBe('valeros')
  })

  it("reads only its own character: another character's token sees and touches nothing of Valeros", async () => {
    const r = await start()
    const p = await share(r)
    const lem = p.token('lem')
    const view = body<PlayerView>(await p.call('GET', '/api/view?character=valeros', { token: lem })).value
    expect(view.characterId).toBe('lem')
    expect(JSON.stringify(view.character)).not.toContain('l-dagger')
    const use = await p.call('POST', '/api/uses', {
      token: lem,
      body: { lineId: 'l-dagger', quantity: 1, seenRevision: view.revision }
    })
    expect(use.status).toBe(404)
    expect(r.host.players.claims().uses).toEqual([])
  })

  it('a revoked token is refused at once, its open page closed; a renewed one replaces the old', async () => {
    const r = await start()
    const p = await share(r)
    const lem = p.token('lem')
    const stream = openEvents(p.base, lem)
    await stream.ready
    expect(await stream.next((v) => v.characterId === 'lem')).toBe(true)
    await r.host.dispatch('players/revoke-token', { characterId: 'lem' })
    expect(await stream.next(() => false)).toBe(false) // ended by the server
    expect((await p.call('GET', '/api/view', { token: lem })).status).toBe(401)
    expect(r.host.players.status().characters.find((c) => c.id === 'lem')).toMatchObject({ url: null })
    // a restart does not bring it back
    await r.host.players.stop()
    const again = await share(r)
    expect(again.status.characters.find((c) => c.id === 'lem')!.url).toBeNull()
    expect((await again.call('GET', '/api/view', { token: lem })).status).toBe(401)

    const old = again.token('valeros')
    await r.host.dispatch('players/renew-token', { characterId: 'valeros' })
    const renewed = again.token('valeros')
    expect(renewed).not.toBe(old)
    expect((await again.call('GET', '/api/view', { token: old })).status).toBe(401)
    expect((await again.call('GET', '/api/view', { token: renewed })).status).toBe(200)
  })

  it('keeps tokens per campaign in the user data, readable by this user only, never in the campaign file', async () => {
    const r = await start()
    const p = await share(r)
    const token = p.token('valeros')
    const dir = join(r.dir, 'user', 'players')
    const files = await readdir(dir)
    expect(files).toHaveLength(1)
    expect((await stat(join(dir, files[0]!))).mode & 0o077).toBe(0)
    expect(await readFile(join(dir, files[0]!), 'utf8')).toContain(token)
    await r.host.session.store.flush()
    expect(await readFile(r.file, 'utf8')).not.toContain(token)
    // the same link after a restart of the sharing
    await r.host.players.stop()
    expect((await share(r)).token('valeros')).toBe(token)
  })
})

describe('the players server: limits', () => {
  it('limits the request rate per token, with Retry-After, without slowing another player', async () => {
    const r = await start()
    const p = await share(r)
    // a burst at once, as a script would send it: past the burst, only what the rate refills meanwhile
    const t0 = performance.now()
    const statuses = (
      await Promise.all(Array.from({ length: PLAYER_RATE.burst + 60 }, () => p.callOnce('GET', '/api/view')))
    ).map((res) => res.status)
    const seconds = (performance.now() - t0) / 1000
    const served = statuses.filter((s) => s === 200).length
    expect(served).toBeGreaterThanOrEqual(PLAYER_RATE.burst)
    expect(served).toBeLessThanOrEqual(PLAYER_RATE.burst + Math.ceil(seconds * PLAYER_RATE.perSecond) + 1)
    expect(statuses.filter((s) => s !== 200).every((s) => s === 429)).toBe(true)
    // refused with Retry-After (bounded: at most 200 tries to empty the bucket again)
    let refused = await p.callOnce('GET', '/api/view')
    for (let i = 0; i < 200 && refused.status !== 429; i++) refused = await p.callOnce('GET', '/api/view')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1)
    expect((await p.call('GET', '/api/view', { token: p.token('lem') })).status).toBe(200)
  })

  it('refuses bodies over 4 KB, bodies that are not JSON, foreign Hosts and Origins', async () => {
    const r = await start()
    const p = await share(r)
    const seen = body<PlayerView>(await p.call('GET', '/api/view')).value.revision
    const claim = { lineId: 's-gold', kind: 'need', quantity: 1, seenRevision: seen }
    const big = JSON.stringify({ ...claim, pad: 'x'.repeat(5000) })
    expect((await p.call('POST', '/api/claims', { body: big })).status).toBe(413)
    const plain = { body: 'x', headers: { 'content-type': 'text/plain' } }
    expect((await p.call('POST', '/api/claims', plain)).status).toBe(415)
    expect((await p.call('POST', '/api/claims', { body: '{' })).status).toBe(400)
    expect((await p.call('POST', '/api/claims', { body: { ...claim, kind: 'grab' } })).status).toBe(400)
    expect((await p.call('GET', '/api/view', { headers: { host: 'evil.example:80' } })).status).toBe(403)
    const rebound = { token: null, headers: { host: `localhost:${p.status.port}` } }
    expect((await p.call('GET', '/', rebound)).status).toBe(403)
    expect((await p.call('GET', '/api/view', { headers: { origin: 'http://evil.example' } })).status).toBe(403)
    expect((await p.call('GET', '/api/view', { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403)
    expect(r.host.players.claims().claims).toEqual([])
  })

  it(`holds idle connections to a budget of ${PLAYER_STRANGER_BUDGET}: 300 of them leave the players and the GM served`, async () => {
    const r = await start()
    const p = await share(r)
    const open = (port: number): Promise<Socket> =>
      new Promise((resolve) => {
        const s = connect(port, '127.0.0.1')
        sockets.add(s)
        s.on('error', () => undefined)
        const timer = setTimeout(() => resolve(s), 5_000)
        s.once('connect', () => (clearTimeout(timer), resolve(s)))
        s.once('close', () => (clearTimeout(timer), resolve(s)))
      })
    await Promise.all(Array.from({ length: 300 }, () => open(p.status.port!)))
    const t0 = performance.now()
    expect((await p.call('GET', '/api/view')).status).toBe(200)
    expect(performance.now() - t0).toBeLessThan(5_000)
    expect((await r.post('campaign/rename', { name: 'Still saving' })).status).toBe(200)
    // the server closed the longest-waiting ones as newcomers came
    await expect
      .poll(() => [...sockets].filter((s) => !s.destroyed && s.readyState === 'open').length, { timeout: 5_000 })
      .toBeLessThanOrEqual(PLAYER_STRANGER_BUDGET)
  })
})

describe('the players server: claims, uses and live views', () => {
  it('refuses (409) a claim on a line changed after the revision the player saw, and takes it on fresh data', async () => {
    const r = await start()
    const p = await share(r)
    const seen = body<PlayerView>(await p.call('GET', '/api/view')).value.revision
    // the GM changes the gold after the player looked
    const edit = { holder: { type: 'stash' }, lineId: 's-gold', patch: { quantity: 100 }, ledgerId: 'g1', at: AT }
    expect((await r.post('line/update', edit)).status).toBe(200)
    const claim = (quantity: number, seenRevision: number, kind = 'need', lineId = 's-gold') => ({
      body: { lineId, kind, quantity, seenRevision }
    })
    const stale = await p.call('POST', '/api/claims', claim(50, seen))
    expect(stale.status).toBe(409)
    expect(body(stale).error).toMatchObject({ code: 'conflict', reason: 'stale' })
    expect(r.host.players.claims().claims).toEqual([])
    // a revision from the future is no better
    expect((await p.call('POST', '/api/claims', claim(50, seen + 99))).status).toBe(409)
    const fresh = body<PlayerView>(await p.call('GET', '/api/view')).value
    expect(fresh.stash!.find((l) => l.id === 's-gold')!.quantity).toBe(100)
    expect((await p.call('POST', '/api/claims', claim(50, fresh.revision))).status).toBe(200)
    // more than the line holds, or a line that is not in the stash
    expect((await p.call('POST', '/api/claims', claim(101, fresh.revision, 'greed'))).status).toBe(422)
    expect((await p.call('POST', '/api/claims', claim(1, fresh.revision, 'greed', 'l-dagger'))).status).toBe(404)
    expect(await r.host.dispatch('players/claims', {})).toMatchObject({
      ok: true,
      value: {
        claims: [{ characterId: 'valeros', characterName: 'Valeros', lineId: 's-gold', kind: 'need', quantity: 50 }]
      }
    })
    // an unrelated change later does not make a claim on the gold stale
    await r.post('campaign/rename', { name: 'Later' })
    const lem = p.token('lem')
    expect((await p.call('POST', '/api/claims', { token: lem, ...claim(10, fresh.revision, 'greed') })).status).toBe(
      200
    )
    expect((await p.call('DELETE', '/api/claims/s-gold')).status).toBe(200)
    expect((await p.call('DELETE', '/api/claims/s-gold')).status).toBe(404)
    expect(r.host.players.claims().claims.map((c) => c.characterId)).toEqual(['lem'])
    await r.host.session.store.flush()
    // nothing a player sent changed the file
    expect(JSON.parse(await readFile(r.file, 'utf8')).stash[0].quantity).toBe(100)
  })

  it('pushes the new view to an open page at every change; a use request the GM approves is a ledger entry', async () => {
    const r = await start()
    const p = await share(r)
    const first = body<PlayerView>(await p.call('GET', '/api/view')).value
    const events = openEvents(p.base, p.token('valeros'))
    await events.ready
    const use = await p.call('POST', '/api/uses', {
      body: { lineId: 'l-potion', quantity: 3, seenRevision: first.revision }
    })
    expect(use.status).toBe(200)
    const id = body<{ id: string }>(use).value.id
    expect(r.host.players.claims().uses).toMatchObject([{ id, status: 'pending', lineName: 'Cure light wounds' }])
    expect(r.host.session.state.revision).toBe(first.revision) // nothing changes without the GM
    expect(await events.next((v) => v.uses.some((u) => u.id === id))).toBe(true)
    expect(await r.host.dispatch('players/use-decide', { id, approve: true })).toMatchObject({ ok: true })
    const potions = (v: PlayerView) => v.character.lines.find((l) => l.id === 'l-potion')?.quantity
    expect(await events.next((v) => potions(v) === 27)).toBe(true)
    const last = events.views.find((v) => potions(v) === 27)!
    events.close()
    expect(last.revision).toBe(first.revision + 1)
    expect(last.uses).toMatchObject([{ id, status: 'approved' }])
    expect(r.host.session.state.campaign.ledger.at(-1)).toMatchObject({
      action: 'use',
      quantity: 3,
      to: { type: 'outside' }
    })
    expect(r.host.session.state.canUndo).toBe(true)
    // decided once only
    expect(await r.host.dispatch('players/use-decide', { id, approve: false })).toMatchObject({
      ok: false,
      error: { code: 'conflict' }
    })
  })

  it('stops sharing when the campaign closes: the port is shut, the status says so', async () => {
    const r = await start()
    const p = await share(r)
    const token = p.token('valeros')
    expect((await p.call('GET', '/api/view')).status).toBe(200)
    const other = join(r.dir, 'other.json')
    await writeCampaign(other, sampleCampaign('Kingmaker'))
    expect(await r.host.dispatch('campaign/open', { path: other })).toMatchObject({ ok: true })
    await expect.poll(() => r.host.players.status().running, { timeout: 5_000 }).toBe(false)
    await expect(p.call('GET', '/api/view', { token })).rejects.toThrow(/ECONNREFUSED/)
  })
})
