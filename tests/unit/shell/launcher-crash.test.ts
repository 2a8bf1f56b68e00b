// `npm start` with Electron dying as it does on GMs' machines, as real processes: a fake Electron
// binary (ENCUMBRANCE_ELECTRON) that dies by a signal before or after main reports its window shown
// (the status file main writes, src-main/electron/index.ts). The old launcher exited 0 for both.
import { describe, expect, it } from 'vitest'
import { spawn } from 'node:child_process'
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { sampleCampaign, writeCampaign } from '../contract/fixtures'
import { outputUntil, standInRenderer } from '../web/serve-process'

async function fakeElectron(dir: string, body: string): Promise<string> {
  const path = join(dir, 'electron')
  await writeFile(path, `#!/bin/sh\n${body}\n`)
  await chmod(path, 0o755)
  return path
}

/**
 * `npm start` with a fake Electron. The browser host it falls back to serves a stand-in renderer, so the
 * launcher builds nothing (the fake runs none of it; a build is ≈ 8 s of CPU per start).
 */
async function launch(electron: string, file: string, env: Record<string, string> = {}) {
  const renderer = await standInRenderer(dirname(file))
  const child = spawn(process.execPath, ['src-main/launcher/start.mjs', '--campaign', file], {
    env: {
      ...process.env,
      ENCUMBRANCE_ELECTRON: electron,
      ENCUMBRANCE_RENDERER_DIR: renderer,
      DISPLAY: ':99',
      ENCUMBRANCE_NO_OPEN: '1',
      ...env
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // its own process group, as a terminal gives it: Ctrl+C reaches the launcher and what it started
    detached: true
  })
  let out = ''
  child.stdout.on('data', (c: Buffer) => (out += c.toString()))
  child.stderr.on('data', (c: Buffer) => (out += c.toString()))
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal }))
  )
  /** Ctrl+C in the terminal: SIGINT to the whole process group, not to the launcher alone. */
  const interrupt = (): void => void process.kill(-child.pid!, 'SIGINT')
  return { child, exited, output: () => out, interrupt }
}

describe('npm start when Electron crashes', () => {
  it('a death after the window showed exits non-zero and names the log', { timeout: 120_000 }, async () => {
    const dir = await mkdtemp(join(tmpdir(), 'enc-crash-'))
    try {
      const file = join(dir, 'campaign.json')
      await writeCampaign(file, sampleCampaign())
      const log = join(dir, 'logs', 'main.log')
      const electron = await fakeElectron(
        dir,
        `printf '{"log":"${log}","ready":true}' > "$ENCUMBRANCE_STATUS_FILE"\nkill -SEGV $$`
      )
      const run = await launch(electron, file)
      const { code } = await run.exited
      expect(code).toBe(139)
      expect(run.output()).toContain(
        `Encumbrance stopped unexpectedly: Electron was killed by SIGSEGV. What it logged is in ${log}.`
      )
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it(
    'SIGTRAP before the window (the sandbox on Ubuntu ≥ 23.10) falls back to the browser host and says what to do',
    { timeout: 180_000 },
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'enc-crash-'))
      try {
        const file = join(dir, 'campaign.json')
        await writeCampaign(file, sampleCampaign())
        const electron = await fakeElectron(
          dir,
          `echo 'FATAL:setuid_sandbox_host.cc(158)] The SUID sandbox helper binary was found, but is not configured correctly.' >&2\nkill -TRAP $$`
        )
        const run = await launch(electron, file)
        await outputUntil(run.child, run.output, /Press Ctrl\+C/, 150_000)
        const out = run.output()
        expect(out).toContain(
          'The desktop window did not open: Electron was killed by SIGTRAP before its window opened.'
        )
        expect(out).toContain('sudo chmod 4755 node_modules/electron/dist/chrome-sandbox')
        expect(out).toMatch(/http:\/\/[0-9a-f]+\.localhost:\d+\/\?token=[\w-]+/)
        run.interrupt()
        expect((await run.exited).code).toBe(0)
      } finally {
        await rm(dir, { recursive: true, force: true })
      }
    }
  )

  it(
    'a second instance handing over its file (main says so) and exiting 0 is success',
    { timeout: 120_000 },
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'enc-crash-'))
      try {
        const file = join(dir, 'campaign.json')
        await writeCampaign(file, sampleCampaign())
        const run = await launch(
          await fakeElectron(
            dir,
            `printf '{"log":"","ready":false,"handedOver":true}' > "$ENCUMBRANCE_STATUS_FILE"\nexit 0`
          ),
          file
        )
        expect((await run.exited).code).toBe(0)
        expect(run.output()).not.toContain('web app')
      } finally {
        await rm(dir, { recursive: true, force: true })
      }
    }
  )
})

// Issue 26 item 6: the launcher never ends in silence. Before: an exit 0 before the window ended
// `npm start` with exit 0 and nothing printed; a window that never opened left it waiting for ever.
describe('npm start when Electron never opens its window', () => {
  async function fallsBack(body: string, env: Record<string, string>, why: string): Promise<void> {
    const dir = await mkdtemp(join(tmpdir(), 'enc-silent-'))
    try {
      const file = join(dir, 'campaign.json')
      await writeCampaign(file, sampleCampaign())
      const run = await launch(await fakeElectron(dir, body), file, env)
      await outputUntil(run.child, run.output, /Press Ctrl\+C/, 150_000)
      const out = run.output()
      expect(out).toContain(`The desktop window did not open: ${why}.`)
      expect(out).toContain('Encumbrance runs as a local web app instead')
      expect(out).toMatch(/http:\/\/[0-9a-f]+\.localhost:\d+\/\?token=[\w-]+/)
      run.interrupt()
      expect((await run.exited).code, out).toBe(0)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  }

  it('an exit 0 before the window (not a hand-over) says so and serves the browser host', { timeout: 180_000 }, () =>
    fallsBack('exit 0', {}, 'Electron exited with code 0 before its window opened')
  )

  it('no window within the start-up time limit: stopped, said, browser host', { timeout: 180_000 }, () =>
    fallsBack(
      `printf '{"log":"","ready":false}' > "$ENCUMBRANCE_STATUS_FILE"\nexec sleep 600`,
      { ENCUMBRANCE_WINDOW_TIMEOUT_MS: '3000' },
      'Electron did not open its window within 3 s'
    )
  )
})
