// Short writes never become the campaign: every file the app writes, tried on a real tmpfs with too
// little space (the reproduction of issue 9: a 159 KB campaign, 60 KB free, used to leave a 61,440-byte
// file that is not JSON, a 'saved' event and no backup). Each write must end whole or not at all, the
// previous file intact, nothing half-written left beside it.
import { execFileSync } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm, statfs, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { newCampaign } from '@shared/campaign/apply-op'
import type { Campaign } from '@shared/campaign/schema'
import { RecentFiles } from '../../../src-main/handlers/recent-files'
import { saveExportSettings } from '../../../src-main/export/settings'
import { writeWhole } from '../../../src-main/export/write-export'
import { Backups } from '../../../src-main/store/backups'
import { serializeCampaign } from '../../../src-main/store/campaign-file'
import { CampaignStore, type StoreEvents } from '../../../src-main/store/campaign-store'
import { listRecoveryFiles, writeRecoveryFile } from '../../../src-main/store/recovery'

const isRoot = process.getuid?.() === 0
const mounts: string[] = []
let dir: string

/** A campaign of about `kb` KB (stash lines with notes). */
function campaignOf(kb: number, name = 'Full disk'): Campaign {
  const c = newCampaign(name, 'fr')
  const lines = Math.ceil((kb * 1024) / 190)
  return {
    ...c,
    stash: Array.from({ length: lines }, (_, i) => ({
      id: `s${i}`,
      ref: { source: 'catalog' as const, id: 'torch' },
      quantity: 1 + (i % 5),
      notes: 'une torche de rechange pour la crypte'
    }))
  }
}

async function freeBytes(): Promise<number> {
  const s = await statfs(dir)
  return s.bavail * s.bsize
}

/** Fills the tmpfs until `leave` bytes are free. */
async function fillLeaving(leave: number): Promise<void> {
  const filler = join(dir, `filler-${mounts.length}-${Date.now()}`)
  await writeFile(filler, Buffer.alloc(Math.max(0, (await freeBytes()) - leave)))
}

const unfill = async () => {
  for (const name of await readdir(dir)) if (name.startsWith('filler-')) await rm(join(dir, name))
}

/** Files other than the fillers, the expected files and their backup folder: temporary leftovers. */
async function leftovers(keep: readonly string[]): Promise<string[]> {
  return (await readdir(dir)).filter((n) => !n.startsWith('filler-') && !keep.includes(n))
}

const next = <E extends keyof StoreEvents>(s: CampaignStore, e: E) =>
  new Promise<StoreEvents[E]>((resolve) => {
    const off = s.on(e, (p) => {
      off()
      resolve(p)
    })
  })

beforeEach(async () => {
  if (!isRoot) return
  dir = await mkdtemp(join(tmpdir(), 'enc-full-'))
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m,mode=0755', 'tmpfs', dir])
  mounts.push(dir)
})
afterEach(async () => {
  if (!isRoot) return
  execFileSync('umount', [dir])
  mounts.splice(mounts.indexOf(dir), 1)
  await rm(dir, { recursive: true, force: true })
})
afterAll(() => {
  for (const m of mounts) execFileSync('umount', ['-l', m], { stdio: 'ignore' }) // only if a test left one
})

const needsRoot = isRoot ? '' : ' (SKIPPED: mounting a small tmpfs needs root)'

describe('a disk with too little space', () => {
  it.skipIf(!isRoot)(
    `a 159 KB campaign with 60 KB free: not saved, the old file intact, said as 'disk-full', saved by the retry once there is room${needsRoot}`,
    { timeout: 20_000 },
    async () => {
      const path = join(dir, 'campaign.json')
      const store = await CampaignStore.create(path, campaignOf(159), { debounceMs: 10_000 })
      try {
        const before = await readFile(path)
        expect(before.length).toBeGreaterThan(150_000)
        await fillLeaving(60 * 1024)
        const failed = next(store, 'saveFailed')
        store.apply({ type: 'campaign/rename', name: 'Renamed on a full disk' })
        expect(await store.flush()).toBe('failed')
        const event = await failed
        expect(event.reason).toBe('disk-full')
        expect(await readFile(path)).toEqual(before) // byte for byte: no truncated file renamed over it
        expect(await leftovers(['campaign.json', 'campaign.json.lock', 'campaign.backups'])).toEqual([])
        expect(store.dirty).toBe(true)
        // the next start opens the file that was there
        const again = await CampaignStore.open(path, { readOnly: true })
        expect(again.campaign.name).toBe('Full disk')
        await again.close()

        // room again: the retry (1 s after the failure) writes the change
        await unfill()
        const saved = await next(store, 'saved')
        expect(saved.revision).toBe(1)
        const text = await readFile(path, 'utf8')
        expect(text).toBe(serializeCampaign(store.campaign))
        expect((JSON.parse(text) as Campaign).name).toBe('Renamed on a full disk')
        const backups = new Backups(path)
        const listed = await backups.list()
        expect(listed.length).toBeGreaterThan(0)
        for (const b of listed) expect((await backups.read(b.id)).ok).toBe(true)
      } finally {
        await store.close()
      }
    }
  )

  it.skipIf(!isRoot)(
    `every writer (campaign, backup, recovery, export, settings, recent files) ends whole or not at all, with 60 KB and with 0 bytes free${needsRoot}`,
    { timeout: 20_000 },
    async () => {
      const campaignPath = join(dir, 'campaign.json')
      const exportPath = join(dir, 'party.html')
      const settingsPath = join(dir, 'export.json')
      const recentPath = join(dir, 'recent.json')
      await writeFile(campaignPath, serializeCampaign(campaignOf(100)))
      await writeFile(exportPath, 'old export\n')
      await saveExportSettings(settingsPath, { lastFolder: '/old' })
      const recent = await RecentFiles.load(recentPath)
      await recent.add('/old/campaign.json')
      const store = await CampaignStore.open(campaignPath, { debounceMs: 10_000 })
      const outcomes: string[] = []
      const keep = [
        'campaign.json',
        'campaign.json.lock',
        'campaign.backups',
        'party.html',
        'export.json',
        'recent.json'
      ]

      /** Runs one write; it must either leave exactly `expected` or leave the file as it was. */
      async function attempt(name: string, file: string, write: () => Promise<unknown>, expected: () => string) {
        const old = await readFile(file, 'utf8').catch(() => null)
        let ended: string
        try {
          await write()
          expect(await readFile(file, 'utf8')).toBe(expected())
          ended = 'written whole'
        } catch (e) {
          expect((e as NodeJS.ErrnoException).code).toBe('ENOSPC')
          expect(await readFile(file, 'utf8').catch(() => null)).toBe(old)
          ended = 'refused (ENOSPC), old file intact'
        }
        expect(await leftovers(keep)).toEqual([])
        outcomes.push(`${name}: ${ended}`)
      }

      try {
        const big = 'x'.repeat(100 * 1024)
        for (const leave of [60 * 1024, 0]) {
          await unfill()
          await fillLeaving(leave)
          outcomes.push(`-- ${Math.round((await freeBytes()) / 1024)} KB free`)
          let recoveryPath = ''
          await attempt(
            'campaign save',
            campaignPath,
            async () => {
              store.apply({ type: 'campaign/rename', name: `free ${leave}` })
              const r = await store.flush()
              if (r !== 'saved') throw Object.assign(new Error(r), { code: 'ENOSPC' })
            },
            () => serializeCampaign(store.campaign)
          )
          const before = (await new Backups(campaignPath).list()).length
          try {
            await new Backups(campaignPath).snapshot()
            outcomes.push('backup: written whole')
          } catch (e) {
            expect((e as NodeJS.ErrnoException).code).toBe('ENOSPC')
            outcomes.push('backup: refused (ENOSPC), no partial backup listed')
          }
          const backups = new Backups(campaignPath)
          expect((await backups.list()).length).toBeGreaterThanOrEqual(before)
          for (const b of await backups.list()) expect((await backups.read(b.id)).ok).toBe(true)
          for (const n of await readdir(backups.folder)) expect(n).toMatch(/^(recent|daily)-.*\.json\.gz$/)
          try {
            recoveryPath = await writeRecoveryFile(campaignPath, store.campaign)
            expect(await readFile(recoveryPath, 'utf8')).toBe(serializeCampaign(store.campaign))
            await rm(recoveryPath)
            outcomes.push('recovery file: written whole')
          } catch (e) {
            expect((e as NodeJS.ErrnoException).code).toBe('ENOSPC')
            expect(await listRecoveryFiles(campaignPath)).toEqual([])
            outcomes.push('recovery file: refused (ENOSPC), none left')
          }
          await attempt(
            'export (100 KB)',
            exportPath,
            () => writeWhole(exportPath, new TextEncoder().encode(big)),
            () => big
          )
          await attempt(
            'export settings',
            settingsPath,
            () => saveExportSettings(settingsPath, { lastFolder: `/free-${leave}` }),
            () => `${JSON.stringify({ lastFolder: `/free-${leave}` }, null, 2)}\n`
          )
          await attempt(
            'recent files',
            recentPath,
            () => recent.add(`/free-${leave}/campaign.json`),
            () => `${JSON.stringify(recent.list, null, 2)}\n`
          )
        }
        console.log(`writes on a full tmpfs:\n  ${outcomes.join('\n  ')}`)
        // with 0 bytes free nothing could be written, and everything refused kept the old bytes
        expect(outcomes.slice(outcomes.indexOf('-- 0 KB free'))).not.toContain('campaign save: written whole')
      } finally {
        await unfill()
        await store.close()
      }
    }
  )
})
