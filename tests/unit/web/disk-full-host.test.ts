// Issue 9 leftover: a full disk inside a folder the GM allowed, through the browser host's HTTP
// contract on a real tmpfs. Save as and export there must answer 507 (the disk refusal the GM can
// mend) with a FR/EN sentence naming the file, and lose nothing: the campaign stays open where it
// was, its file intact, nothing half-written left on the full disk.
import { execFileSync } from 'node:child_process'
import { mkdir, readdir, readFile, statfs, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { newCampaign } from '@shared/campaign/apply-op'
import type { Campaign } from '@shared/campaign/schema'
import type { ContractError } from '@shared/contract/contract'
import { explainContractError } from '@shared/contract/explain'
import { reasonsEn } from '@shared/i18n/reasons-en'
import { reasonsFr } from '@shared/i18n/reasons-fr'
import { start } from './running-host'

const isRoot = process.getuid?.() === 0

/** A campaign of about 120 KB: stash lines with notes. */
function bigCampaign(): Campaign {
  return {
    ...newCampaign('Disque plein', 'fr'),
    stash: Array.from({ length: 640 }, (_, i) => ({
      id: `s${i}`,
      ref: { source: 'catalog' as const, id: 'torch' },
      quantity: 1 + (i % 5),
      notes: 'une torche de rechange pour la crypte'
    }))
  }
}

describe('a full disk inside an allowed folder', () => {
  it.skipIf(!isRoot)(
    `save as and export answer 507 with the file named in FR and EN, nothing lost${isRoot ? '' : ' (SKIPPED: mounting a tmpfs needs root)'}`,
    { timeout: 20_000 },
    async () => {
      const r = await start(bigCampaign())
      const before = await readFile(r.file, 'utf8')
      expect(before.length).toBeGreaterThan(100_000)
      const full = join(r.dir, 'usb')
      await mkdir(full)
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=256k,mode=0755', 'tmpfs', full])
      try {
        const s = await statfs(full)
        await writeFile(join(full, 'filler'), Buffer.alloc(s.bavail * s.bsize - 8 * 1024))
        const cases: Array<[string, Record<string, unknown>, string]> = [
          ['campaign/saveAs', { path: join(full, 'copie.json') }, join(full, 'copie.json')],
          ['export/save', { format: 'html', path: join(full, 'groupe.html') }, join(full, 'groupe.html')]
        ]
        for (const [channel, body, path] of cases) {
          const what = `${channel} ${JSON.stringify(body)}`
          const res = await r.post(channel, body)
          expect(res.status, `${what}: ${res.body}`).toBe(507)
          const error = (JSON.parse(res.body) as { error: ContractError }).error
          expect(error.reason, `${what}: ${res.body}`).toBe('disk-full')
          expect(error.params?.path, `${what}: ${res.body}`).toBe(path)
          expect(explainContractError(error, reasonsEn), what).toMatch(/the disk is full: .* was not written/)
          expect(explainContractError(error, reasonsEn), what).toContain(path)
          expect(explainContractError(error, reasonsFr), what).toMatch(
            /le disque est plein\u00a0: .* n’a pas été écrit/
          )
        }
        expect(r.host.session.state.path).toBe(r.file)
        expect(await readFile(r.file, 'utf8')).toBe(before)
        expect(await readdir(full)).toEqual(['filler'])
      } finally {
        execFileSync('umount', [full])
      }
    }
  )
})
