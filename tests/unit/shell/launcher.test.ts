// `npm start` on a machine where Electron's runtime cannot be fetched: the launcher must say so in
// one paragraph, serve the browser host, and stop cleanly (exit 0) on Ctrl+C. The download is made
// to fail fast and offline by pointing Electron's installer at a closed local port.
import { describe, expect, it } from 'vitest'
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sampleCampaign, writeCampaign } from '../contract/fixtures'
import { raw } from '../web/http-client'
import { outputUntil, standInRenderer } from '../web/serve-process'
import { nodeCanInstall } from '../../../src-main/launcher/outcome.mjs'

const electronInstalled = existsSync('node_modules/electron/path.txt')

describe('npm start', () => {
  it.skipIf(electronInstalled)(
    'falls back to the browser host, explains why, and exits 0 on Ctrl+C',
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'enc-launch-'))
      const file = join(dir, 'campaign.json')
      await writeCampaign(file, sampleCampaign())
      try {
        const child = spawn(process.execPath, ['src-main/launcher/start.mjs', '--campaign', file], {
          // a stand-in renderer for the browser host: the launcher builds nothing (≈ 8 s of CPU a start)
          env: {
            ...process.env,
            ENCUMBRANCE_RENDERER_DIR: await standInRenderer(dir),
            ELECTRON_MIRROR: 'http://127.0.0.1:9/',
            DISPLAY: '',
            WAYLAND_DISPLAY: ''
          },
          stdio: ['ignore', 'pipe', 'pipe']
        })
        let out = ''
        child.stdout.on('data', (c: Buffer) => {
          out += c.toString()
        })
        child.stderr.on('data', (c: Buffer) => {
          out += c.toString()
        })
        const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
        await outputUntil(child, () => out, /Press Ctrl\+C/, 150_000)

        expect(out).toMatch(
          nodeCanInstall()
            ? /The desktop window cannot open: the Electron runtime is not installed and could not be downloaded \(.+\)\./
            : /The desktop window cannot open: the Electron runtime is not installed, and its installer needs Node 22\.12 or later \(this is Node 20\.\d+\.\d+\)/
        )
        expect(out).toContain('local web app')
        // the page's per-run name (src-main/web): raw() sends it to loopback as browsers do
        const url = /http:\/\/[0-9a-f]+\.localhost:\d+\/\?token=[\w-]+/.exec(out)?.[0]
        expect(url, out).toBeTruthy()
        expect(out).toContain(`Campaign: ${file}`)
        const page = await raw(url!)
        expect(page.status).toBe(303)
        const api = await raw(`http://127.0.0.1:${new URL(url!).port}/api/campaign/get`, {
          method: 'POST',
          body: '{}',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${new URL(url!).searchParams.get('token')}`
          }
        })
        expect(JSON.parse(api.body).value.campaign.name).toBe('Rise of the Runelords')

        child.kill('SIGINT')
        expect(await exited).toBe(0)
        expect(JSON.parse(await readFile(file, 'utf8')).name).toBe('Rise of the Runelords')
      } finally {
        await rm(dir, { recursive: true, force: true })
      }
    },
    180_000
  )
})
