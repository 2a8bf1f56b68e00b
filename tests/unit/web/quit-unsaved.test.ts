// Issue 9 item 3 for the browser host, through a real child process: when pending changes cannot be
// written, Ctrl+C exits non-zero, says what is unsaved, and keeps the app's version in a recovery file
// beside the campaign, offered at the next start. (Before: exit 0, and the changes were gone.)
import { describe, expect, it } from 'vitest'
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { EXIT_UNSAVED } from '../../../src-main/web/quit-report'
import { sampleCampaign, writeCampaign } from '../contract/fixtures'
import { raw } from './http-client'
import { saveStatus, serve } from './serve-process'

async function post(origin: string, token: string, channel: string, body: unknown) {
  return raw(`${origin}/api/${channel}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }
  })
}

describe('browser host: quitting never throws work away', () => {
  it('a change it cannot write (file changed elsewhere) → exit 3, named, in <name>.unsaved-<date>.json, offered next start', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'enc-quit-'))
    try {
      const file = join(dir, 'Runelords.json')
      await writeCampaign(file, sampleCampaign())
      const first = await serve(dir, ['--campaign', file])
      const token = /token=([\w-]+)/.exec(first.output())![1]!
      const origin = new URL(first.url).origin

      // another program writes the file; the GM's next change cannot be saved over it
      await writeCampaign(file, sampleCampaign('Edited in a text editor'))
      expect((await post(origin, token, 'campaign/rename', { name: 'Mine, not saved' })).status).toBe(200)
      // past the autosave delay: the save finds the change and pauses
      expect(await saveStatus(first, 'changed-on-disk')).toBe('changed-on-disk')
      first.child.kill('SIGINT')
      const { code } = await first.exited

      expect(code, first.output()).toBe(EXIT_UNSAVED)
      // said in the campaign's language (the sample is French)
      expect(first.output()).toContain(
        `NON ENREGISTRÉ\u00a0: ${file} n’a pas les derniers changements (dernier changement\u00a0: campaign/rename)\u00a0: un autre programme a modifié le fichier`
      )
      const recovery = (await readdir(dir)).filter((n) => /^Runelords\.unsaved-\d{4}-\d\d-\d\dT.*\.json$/.test(n))
      expect(recovery).toHaveLength(1)
      expect(first.output()).toContain(`Ils sont dans ${join(dir, recovery[0]!)}`)
      expect(JSON.parse(await readFile(join(dir, recovery[0]!), 'utf8')).name).toBe('Mine, not saved')
      expect(JSON.parse(await readFile(file, 'utf8')).name).toBe('Edited in a text editor')

      // the next start offers it; with nothing unsaved, Ctrl+C exits 0 and writes no other recovery file
      // awaited up to its last line: the offer is printed after the address and "Press Ctrl+C"
      const second = await serve(dir, ['--campaign', file], {}, /were kept in/)
      expect(second.output()).toContain(`were kept in ${join(dir, recovery[0]!)}`)
      second.child.kill('SIGTERM')
      expect((await second.exited).code, second.output()).toBe(0)
      expect((await readdir(dir)).filter((n) => n.includes('.unsaved-'))).toHaveLength(1)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  }, 40_000)
})
