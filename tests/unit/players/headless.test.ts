// Issue 27 item 1, headless: `npm run web -- --campaign <file> --players <address>[:<port>]` (serve.ts in a
// real process) starts sharing with the host and prints one line per shared character,
// `player <character name>: <url>`; each link works. And item 4: a token is never logged: after good,
// wrong and malformed requests and a stop, each token appears in the output once (its own line), a
// token sent wrong never.
import { afterEach, describe, expect, it } from 'vitest'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { PlayerView } from '@shared/players'
import { sampleCampaign, writeCampaign } from '../contract/fixtures'
import { raw } from '../web/http-client'
import { serve, type Served } from '../web/serve-process'
import { tokenOfUrl } from './players-host'

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c()
})

async function served(args: (file: string) => string[], ready: RegExp): Promise<Served> {
  const dir = await mkdtemp(join(tmpdir(), 'enc-players-cli-'))
  const file = join(dir, 'campaign.json')
  await writeCampaign(file, sampleCampaign())
  const s = await serve(dir, args(file), {}, ready)
  cleanups.push(async () => {
    if (s.child.exitCode === null && s.child.signalCode === null) {
      s.child.kill('SIGTERM')
      await s.exited
    }
    await rm(dir, { recursive: true, force: true })
  })
  return s
}

describe('npm run web -- --players', () => {
  it('prints one working link per character, and never logs a token', async () => {
    const s = await served((file) => ['--campaign', file, '--players', '127.0.0.1'], /player Lem: \S+/)
    const lines = [...s.output().matchAll(/^player (.+): (http:\/\/127\.0\.0\.1:\d+\/#[A-Za-z0-9_-]{43})$/gm)]
    expect(lines.map((m) => m[1])).toEqual(['Valeros', 'Lem'])
    const links = Object.fromEntries(lines.map((m) => [m[1]!, m[2]!]))
    for (const [name, url] of Object.entries(links)) {
      const res = await raw(`${new URL(url).origin}/api/view`, {
        headers: { authorization: `Bearer ${tokenOfUrl(url)}` }
      })
      expect(res.status).toBe(200)
      expect((JSON.parse(res.body) as { value: PlayerView }).value.character.name).toBe(name)
    }
    const origin = new URL(links.Valeros!).origin
    const wrong = 'WrongTokenNeverToBeLogged0123456789abcdefgh'
    expect((await raw(`${origin}/api/view`, { headers: { authorization: `Bearer ${wrong}` } })).status).toBe(401)
    const valeros = tokenOfUrl(links.Valeros!)
    const bad = await raw(`${origin}/api/claims`, {
      method: 'POST',
      headers: { authorization: `Bearer ${valeros}`, 'content-type': 'application/json' },
      body: '{"lineId": 1}'
    })
    expect(bad.status).toBe(400)
    expect((await raw(`${origin}/api/events?token=${wrong}`)).status).toBe(401)
    s.child.kill('SIGTERM')
    expect(await s.exited).toMatchObject({ code: 0 })
    const out = s.output()
    for (const url of Object.values(links)) expect(out.split(tokenOfUrl(url)).length - 1).toBe(1)
    expect(out).not.toContain(wrong)
    expect(out).not.toMatch(/authorization/i)
  })

  // (the argument's other refusals: interfaces.test.ts, without a process each)
  it('refuses an address that is not this machine’s, and says why', async () => {
    for (const [arg, why] of [['192.0.2.1', /not an address of this machine/]] as const) {
      const s = await served((file) => ['--campaign', file, '--players', arg], /--players/)
      expect(await s.exited, arg).toMatchObject({ code: 2 })
      expect(s.output()).toMatch(why)
      expect(s.output()).not.toMatch(/^player /m)
    }
  })
})
