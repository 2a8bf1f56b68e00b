// Issue 27 item 1, the short link: besides the 43-character token link, each character has a code a player can
// type (`http://<address>:<port>/#K7QF-M9XD`, 8 symbols of 32: 40 bits). The code is only a way to the token:
// single-use (a second phone needs the next code the GM's panel shows), in memory only (gone when sharing
// stops), its attempts rate-limited per address and in all, so guessing one is hopeless; the token behind it
// keeps its 256 bits. Through the players' port on loopback, as a phone or an attacker sends it.
import { describe, expect, it } from 'vitest'
import type { PlayerView } from '@shared/players'
import { PAIR_RATE } from '../../../src-main/players/server'
import { raw } from '../web/http-client'
import { start } from '../web/running-host'
import { share, type Shared } from './players-host'

const pair = (p: Shared, code: unknown) =>
  raw(`${p.base}/api/pair`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code })
  }).then((res) => ({
    status: res.status,
    body: JSON.parse(res.body) as { ok: boolean; value?: { token: string }; error?: { code: string } }
  }))

const codeOf = (r: Awaited<ReturnType<typeof start>>, id: string): string =>
  r.host.players.status().characters.find((c) => c.id === id)!.code!

describe('the short link', () => {
  it('is short, and its code gives the character’s token once', async () => {
    const r = await start()
    const p = await share(r)
    const valeros = r.host.players.status().characters.find((c) => c.id === 'valeros')!
    expect(valeros.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/)
    expect(valeros.shortUrl).toBe(`${p.base}/#${valeros.code}`)
    expect(valeros.shortUrl!.length).toBeLessThan(valeros.url!.length - 20)

    // typed on a phone: lower case, no dash, O for 0, all the same
    const typed = valeros.code!.replace('-', '').toLowerCase()
    const first = await pair(p, typed)
    expect(first.status).toBe(200)
    expect(first.body.value!.token).toBe(p.token('valeros'))
    const view = await p.call('GET', '/api/view', { token: first.body.value!.token })
    expect((JSON.parse(view.body) as { value: PlayerView }).value.characterId).toBe('valeros')

    // single use: the same code again is refused, the panel shows the next one
    expect((await pair(p, valeros.code)).status).toBe(404)
    const next = codeOf(r, 'valeros')
    expect(next).not.toBe(valeros.code)
    expect((await pair(p, next)).body.value!.token).toBe(p.token('valeros'))
  })

  it('refuses wrong and malformed codes, then every attempt from that address for a while (429)', async () => {
    const r = await start()
    const p = await share(r)
    const good = codeOf(r, 'valeros')
    for (const code of ['AAAA-AAAA', '', 42, 'x'.repeat(5000)]) {
      const res = await pair(p, code)
      expect([400, 404, 413], String(code).slice(0, 9)).toContain(res.status)
      expect(res.body.value).toBeUndefined()
    }
    let status = 0
    for (let i = 0; i < PAIR_RATE.burst + 2 && status !== 429; i++) status = (await pair(p, 'ZZZZ-ZZZZ')).status
    expect(status).toBe(429)
    // even the right code waits: guessing is bounded by the rate, not by luck
    expect((await pair(p, good)).status).toBe(429)
  })

  it('a code stops working when sharing stops, and when the GM renews or revokes the token', async () => {
    const r = await start()
    let p = await share(r)
    const old = codeOf(r, 'valeros')
    await r.host.players.renew('valeros')
    expect((await pair(p, old)).status).toBe(404)
    const lem = codeOf(r, 'lem')
    await r.host.players.revoke('lem')
    expect(r.host.players.status().characters.find((c) => c.id === 'lem')!.code).toBeNull()
    expect((await pair(p, lem)).status).toBe(404)
    const before = codeOf(r, 'valeros')
    await r.host.players.stop()
    p = await share(r)
    expect((await pair(p, before)).status).toBe(404)
  })
})
