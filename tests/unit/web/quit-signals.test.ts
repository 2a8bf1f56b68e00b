// Issue 26 item 1, through real processes: every way the browser host is stopped keeps an accepted
// edit. SIGHUP (the GM closes the terminal) and SIGQUIT (Ctrl+\) write a change still inside the
// autosave window, and a change held while saving is paused (the file changed elsewhere) goes to a
// recovery file with exit 3 and "NOT SAVED", as SIGINT and SIGTERM do (before: exit by the signal, no
// message, nothing written). Through npm (`npm run web`): Ctrl+C ends with the host's status, and
// killing npm alone does not leave the host orphaned, serving and holding the lock.
import { describe, expect, it } from 'vitest'
import { existsSync } from 'node:fs'
import { readFile, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { EXIT_UNSAVED } from '../../../src-main/web/quit-report'
import { sampleCampaign, writeCampaign } from '../contract/fixtures'
import { nameOn, post, saveStatus, serve, withCampaignDir, type Served } from './serve-process'

async function rename(host: Served, name: string): Promise<void> {
  const res = await post(host, 'campaign/rename', { name })
  expect(res.status, res.body).toBe(200)
}

const recoveries = async (dir: string) => (await readdir(dir)).filter((n) => /\.unsaved-.*\.json$/.test(n))

const withDir = (body: (dir: string, file: string) => Promise<void>) => withCampaignDir('enc-signals-', body)

/** Waits, bounded, until `pid` no longer exists. */
async function gone(pid: number, ms: number): Promise<boolean> {
  for (let t = 0; ; t += 100) {
    try {
      process.kill(pid, 0)
    } catch {
      return true
    }
    if (t >= ms) return false
    await new Promise((r) => setTimeout(r, 100))
  }
}

describe.each(['SIGHUP', 'SIGQUIT'] as const)('browser host stopped by %s', (signal) => {
  it('writes a change still inside the autosave window, exit 0', async () => {
    await withDir(async (dir, file) => {
      const host = await serve(dir, ['--campaign', file])
      await rename(host, `Changed just before ${signal}`)
      host.child.kill(signal)
      const ended = await host.exited
      expect(ended, host.output()).toEqual({ code: 0, signal: null })
      expect(await nameOn(file)).toBe(`Changed just before ${signal}`)
      expect(existsSync(`${file}.lock`)).toBe(false)
    })
  }, 40_000)

  it('while saving is paused (file changed elsewhere): recovery file, NOT SAVED, exit 3', async () => {
    await withDir(async (dir, file) => {
      const host = await serve(dir, ['--campaign', file])
      await writeCampaign(file, sampleCampaign('Edited in a text editor'))
      await rename(host, 'Mine, held')
      // past the autosave delay: the save finds the change and pauses
      expect(await saveStatus(host, 'changed-on-disk')).toBe('changed-on-disk')
      host.child.kill(signal)
      const ended = await host.exited
      expect(ended, host.output()).toEqual({ code: EXIT_UNSAVED, signal: null })
      expect(host.output()).toContain(`NON ENREGISTRÉ\u00a0: ${file} n’a pas les derniers changements`)
      const kept = await recoveries(dir)
      expect(kept).toHaveLength(1)
      expect(await nameOn(join(dir, kept[0]!))).toBe('Mine, held')
      expect(await nameOn(file)).toBe('Edited in a text editor')
    })
  }, 40_000)
})

describe('the browser host through npm (`npm run web`)', () => {
  const npm = { command: ['npm', 'run', '--silent', 'web', '--'], detached: true }

  it('Ctrl+C (SIGINT to the whole process group) ends with the host’s exit 3 and its message', async () => {
    await withDir(async (dir, file) => {
      const run = await serve(dir, ['--campaign', file], {}, /Press Ctrl\+C/, npm)
      await writeCampaign(file, sampleCampaign('Edited in a text editor'))
      await rename(run, 'Mine, held')
      expect(await saveStatus(run, 'changed-on-disk')).toBe('changed-on-disk')
      process.kill(-run.child.pid!, 'SIGINT')
      const ended = await run.exited
      expect(ended, run.output()).toEqual({ code: EXIT_UNSAVED, signal: null })
      expect(run.output()).toContain('NON ENREGISTRÉ')
      expect(run.output()).not.toMatch(/signal SIGINT|killed by SIGINT/)
      expect(await recoveries(dir)).toHaveLength(1)
    })
  }, 60_000)

  it('killing npm alone: the host follows it, writes the pending change and gives the lock up', async () => {
    await withDir(async (dir, file) => {
      const run = await serve(dir, ['--campaign', file], {}, /Press Ctrl\+C/, npm)
      const hostPid = (JSON.parse(await readFile(`${file}.lock`, 'utf8')) as { pid: number }).pid
      expect(hostPid).not.toBe(run.child.pid)
      try {
        await rename(run, 'Before npm was killed')
        run.child.kill('SIGKILL')
        await run.exited
        expect(await gone(hostPid, 10_000), run.output()).toBe(true)
        expect(await nameOn(file)).toBe('Before npm was killed')
        expect(existsSync(`${file}.lock`)).toBe(false)
      } finally {
        if (!(await gone(hostPid, 0))) process.kill(hostPid, 'SIGKILL')
      }
    })
  }, 60_000)
})
