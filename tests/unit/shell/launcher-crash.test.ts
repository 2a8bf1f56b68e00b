// `npm start` with Electron dying as it does on GMs' machines, as real processes: a fake Electron
// binary (ENCUMBRANCE_ELECTRON) that dies by a signal before or after main reports its window shown
// (the status file main writes, src-main/electron/index.ts). The old launcher exited 0 for both.
import { describe, expect, it } from 'vitest'
import { spawn } from 'node:child_process'
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sampleCampaign, writeCampaign } from '../contract/fixtures'

async function fakeElectron(dir: string, body: string): Promise<string> {
  const path = join(dir, 'electron')
  await writeFile(path, `#!/bin/sh\n${body}\n`)
  await chmod(path, 0o755)
  return path
}

function launch(electron: string, file: string) {
  const child = spawn(process.execPath, ['src-main/launcher/start.mjs', '--campaign', file], {
    env: { ...process.env, ENCUMBRANCE_ELECTRON: electron, DISPLAY: ':99', ENCUMBRANCE_NO_OPEN: '1' },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let out = ''
  child.stdout.on('data', (c: Buffer) => (out += c.toString()))
  child.stderr.on('data', (c: Buffer) => (out += c.toString()))
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal }))
  )
  return { child, exited, output: () => out }
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
      const run = launch(electron, file)
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
        const run = launch(electron, file)
        for (let i = 0; i < 600 && !/Press Ctrl\+C/.test(run.output()); i++)
          await new Promise((r) => setTimeout(r, 200))
        const out = run.output()
        expect(out).toContain(
          'The desktop window did not open: Electron was killed by SIGTRAP before its window opened.'
        )
        expect(out).toContain('sudo chmod 4755 node_modules/electron/dist/chrome-sandbox')
        expect(out).toMatch(/http:\/\/[0-9a-f]+\.localhost:\d+\/\?token=[\w-]+/)
        run.child.kill('SIGINT')
        expect((await run.exited).code).toBe(0)
      } finally {
        await rm(dir, { recursive: true, force: true })
      }
    }
  )

  it('a clean exit 0 (a second instance handing over its file) is success', { timeout: 120_000 }, async () => {
    const dir = await mkdtemp(join(tmpdir(), 'enc-crash-'))
    try {
      const file = join(dir, 'campaign.json')
      await writeCampaign(file, sampleCampaign())
      const run = launch(await fakeElectron(dir, 'exit 0'), file)
      expect((await run.exited).code).toBe(0)
      expect(run.output()).not.toContain('web app')
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
