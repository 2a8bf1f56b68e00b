// Issue 26 item 7: a backup that cannot be written tells the GM's terminal one line, in the campaign's
// language, with the path; before, the browser host printed the error's whole stack (28 lines).
import { describe, expect, it } from 'vitest'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { backupFolderFor } from '../../../src-main/store/backups'
import { sampleCampaign, writeCampaign } from '../contract/fixtures'
import { raw } from './http-client'
import { serve } from './serve-process'

describe('a backup that cannot be written, on the terminal', () => {
  it('one translated line naming the path, no stack; the save still goes through', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'enc-backup-line-'))
    try {
      const file = join(dir, 'Runelords.json')
      await writeCampaign(file, sampleCampaign())
      const folder = backupFolderFor(file)
      await writeFile(folder, 'a file where the backup folder should be')
      const host = await serve(dir, ['--campaign', file])
      const token = /token=([\w-]+)/.exec(host.output())![1]!
      const res = await raw(`${new URL(host.url).origin}/api/campaign/rename`, {
        method: 'POST',
        body: JSON.stringify({ name: 'Saved without a backup' }),
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }
      })
      expect(res.status).toBe(200)
      let saved = false
      for (let i = 0; i < 100 && !saved; i++) {
        await new Promise((r) => setTimeout(r, 100))
        saved = (JSON.parse(await readFile(file, 'utf8')) as { name: string }).name === 'Saved without a backup'
      }
      expect(saved).toBe(true)
      host.child.kill('SIGTERM')
      expect((await host.exited).code).toBe(0)
      const out = host.output()
      const lines = out.split('\n').filter((l) => l.includes('Sauvegarde non écrite'))
      expect(lines.length, out).toBeGreaterThanOrEqual(1)
      for (const line of lines)
        expect(line).toMatch(
          new RegExp(`^Sauvegarde non écrite dans ${folder}.* \\(.+\\)\u00a0; l’enregistrement continue sans elle\\.$`)
        )
      expect(out).not.toMatch(/^\s+at /m)
      expect(out).not.toContain('backup of')
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  }, 40_000)
})
