// Recovery files (issue 9, item 3's store side): what cannot be written to the campaign is written
// whole beside it as `<name>.unsaved-<time>.json`, listed for the next start, never over another file.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { parseCampaignText } from '@shared/campaign/parse'
import { serializeCampaign } from '../../../src-main/store/campaign-file'
import { CampaignStore } from '../../../src-main/store/campaign-store'
import { listRecoveryFiles, writeRecoveryFile } from '../../../src-main/store/recovery'
import { fullCampaign } from '../campaign/fixtures/full-campaign'

let dir: string
let path: string
const now = new Date('2026-12-01T21:45:10.123Z')

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'enc-recovery-'))
  path = join(dir, 'Ma campagne.json')
  await writeFile(path, serializeCampaign(fullCampaign()))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

it('a store whose changes cannot be saved writes them to <name>.unsaved-<time>.json, listed for the next start', async () => {
  const store = await CampaignStore.open(path, { debounceMs: 10_000, now: () => now })
  expect(await store.writeRecovery()).toBeNull() // nothing unsaved
  // the campaign path becomes a folder: the save fails
  await rm(path)
  await mkdir(path)
  store.apply({ type: 'campaign/rename', name: 'Pas encore enregistrée' })
  expect(await store.flush()).toBe('failed')
  const written = await store.writeRecovery()
  expect(written).toBe(join(dir, 'Ma campagne.unsaved-2026-12-01T21-45-10Z.json'))
  const parsed = parseCampaignText(await readFile(written!, 'utf8'), written!)
  expect(parsed.ok && parsed.campaign.name).toBe('Pas encore enregistrée')
  // a second one in the same second never replaces the first
  const second = await store.writeRecovery()
  expect(second).toBe(join(dir, 'Ma campagne.unsaved-2026-12-01T21-45-10Z-2.json'))
  expect(await listRecoveryFiles(path)).toEqual([
    { path: second, at: '2026-12-01T21:45:10Z', bytes: expect.any(Number) },
    { path: written, at: '2026-12-01T21:45:10Z', bytes: expect.any(Number) }
  ])
  await store.close()
})

it('can be written to another folder, and only the files of that campaign are listed', async () => {
  const other = join(dir, 'user-data')
  await mkdir(other)
  const a = await writeRecoveryFile(path, fullCampaign(), { now, folder: other })
  await writeFile(join(other, 'Ma campagne 2.unsaved-2026-12-01T21-45-10Z.json'), '{}')
  await writeFile(join(other, 'Ma campagne.unsaved-nope.json'), '{}')
  expect((await listRecoveryFiles(path, { folder: other })).map((f) => f.path)).toEqual([a])
  expect(await listRecoveryFiles(path)).toEqual([])
})
