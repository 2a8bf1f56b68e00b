// Issue 9 item 8: the browser host's token stays with the GM's tab. Each test failed before its fix.
import { describe, expect, it } from 'vitest'
import { chmod, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { HEADERS_TIMEOUT_MS } from '../../../src-main/web/server'
import { sampleCampaign, writeCampaign } from '../contract/fixtures'
import { raw } from './http-client'
import { start } from './running-host'
import { serve } from './serve-process'

describe('browser host: the token stays with the GM’s tab', () => {
  it('--open never puts the token on the browser’s command line: a 0600 launch page does', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'enc-open-'))
    try {
      // a stand-in xdg-open records the command line it was given (what `ps` shows every local user)
      const bin = join(dir, 'bin')
      await mkdir(bin)
      const argvFile = join(dir, 'argv.json')
      await writeFile(
        join(bin, 'xdg-open'),
        `#!${process.execPath}\nrequire('fs').writeFileSync(${JSON.stringify(argvFile)}, JSON.stringify(process.argv.slice(2)))\n`
      )
      await chmod(join(bin, 'xdg-open'), 0o755)
      // CommonJS whatever package.json stands above the temporary folder (a stray "type": "module" one in
      // /tmp made the stand-in throw at `require`, and this test fail, in a clean run)
      await writeFile(join(bin, 'package.json'), '{ "type": "commonjs" }\n')
      const file = join(dir, 'campaign.json')
      await writeCampaign(file, sampleCampaign())
      const served = await serve(dir, ['--campaign', file, '--open'], { PATH: `${bin}:${process.env.PATH}` })
      try {
        const token = /token=([\w-]+)/.exec(served.output())![1]!
        let argv: string[] | null = null
        for (let i = 0; i < 100 && !argv; i++) {
          argv = await readFile(argvFile, 'utf8').then(JSON.parse, () => null)
          if (!argv) await new Promise((r) => setTimeout(r, 100))
        }
        expect(argv, served.output()).toHaveLength(1)
        expect(argv!.join(' ')).not.toContain(token)
        const page = fileURLToPath(argv![0]!)
        expect((await stat(page)).mode & 0o777).toBe(0o600)
        expect((await stat(join(page, '..'))).mode & 0o777).toBe(0o700)
        expect(await readFile(page, 'utf8')).toContain(`token=${token}`)
      } finally {
        served.child.kill('SIGTERM')
        expect((await served.exited).code).toBe(0)
      }
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  }, 40_000)

  it('no open redirect: /.//evil.com/?token=… stays on the host', async () => {
    const r = await start()
    for (const path of ['/.//evil.com/', '//evil.com/', '///evil.com/', '/.%2F%2Fevil.com/']) {
      const res = await raw(`${r.host.origin}${path}?token=${r.host.token}`)
      expect(res.status, path).toBe(303)
      const location = String(res.headers.location)
      expect(location.startsWith('/') && !location.startsWith('//'), `${path} → ${location}`).toBe(true)
      expect(new URL(location, r.host.origin).origin).toBe(r.host.origin)
    }
  })

  it('sockets that send nothing, or never finish their headers, are closed within the header time', async () => {
    const r = await start()
    const started = Date.now()
    const closedAfter = (send: string) =>
      new Promise<number>((resolve, reject) => {
        const socket = connect(r.host.port, '127.0.0.1', () => (send ? socket.write(send) : undefined))
        socket.resume()
        socket.on('error', () => undefined)
        socket.on('close', () => resolve(Date.now() - started))
        setTimeout(() => reject(new Error(`still open: ${JSON.stringify(send)}`)), HEADERS_TIMEOUT_MS + 5_000).unref()
      })
    const [idle, partial] = await Promise.all([closedAfter(''), closedAfter('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n')])
    expect(idle).toBeLessThan(HEADERS_TIMEOUT_MS + 3_000)
    expect(partial).toBeLessThan(HEADERS_TIMEOUT_MS + 3_000)
    // the host still answers
    expect((await r.post('campaign/get', {})).status).toBe(200)
  }, 20_000)
})
