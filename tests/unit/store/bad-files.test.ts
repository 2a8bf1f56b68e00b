// Bad campaign files on disk: each gives a clear, located error naming the file; the file's bytes are
// never changed; the app (a store) stays usable; the newest backup is offered and can be restored.
import { createHash, randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CampaignStore, openOrCreateDefault } from '../../../src-main/store/campaign-store'
import { CampaignFileError, serializeCampaign } from '../../../src-main/store/campaign-file'
import { backupFolderFor } from '../../../src-main/store/backups'
import { fullCampaign } from '../campaign/fixtures/full-campaign'

let dir: string
const sample = new URL('../../../resources/sample-campaign.json', import.meta.url).pathname
const sha = async (p: string) =>
  createHash('sha256')
    .update(await readFile(p))
    .digest('hex')
const valid = serializeCampaign(fullCampaign())

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'enc-bad-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

const CASES: Array<[string, () => string | Buffer, RegExp]> = [
  [
    'truncated',
    () => valid.slice(0, Math.floor(valid.length * 0.6)),
    /:\d+:\d+: not valid JSON: unexpected end of file: .*truncated/
  ],
  ['empty', () => '', /: the file is empty/],
  ['null', () => 'null', /:1:1: the file contains `null` instead of a campaign/],
  [
    'wrong types',
    () => valid.replace('"strength": 18', '"strength": "18"').replace('"name": "Pip"', '"name": 42'),
    /:\d+:\d+: characters\[0\]\.strength: must be a number \(found "18"\) \(\+1 more\)/
  ],
  [
    'unknown schema version',
    () => JSON.stringify({ schemaVersion: 40, party: [] }),
    /:1:18: schemaVersion: written by a newer version of Encumbrance \(schema 40\)/
  ],
  ['10 MB of junk', () => 'junk '.repeat(2 * 1024 * 1024), /:1:1: not valid JSON: unexpected character/],
  ['10 MB of random bytes', () => randomBytes(10 * 1024 * 1024), /the file is not UTF-8 text/],
  [
    'a BOM before broken JSON',
    () => `\uFEFF{"schemaVersion": 2 "name": "x"}`,
    /:1:21: not valid JSON: expected ',' between values/
  ],
  ['UTF-16', () => Buffer.from(`\uFEFF${valid}`, 'utf16le'), /:1:1: the file is UTF-16 text/],
  [
    'absurd numbers',
    () => valid.replace('"quantity": 4000', '"quantity": 1e400').replace('"coinsPerUnit": 50', '"coinsPerUnit": -7'),
    /options\.coinsPerUnit: must be at least 1 \(found -7\) \(\+1 more\)/
  ]
]

describe('bad campaign files', () => {
  it.each(CASES)(
    '%s: located error naming the file, bytes unchanged, app still usable',
    async (name, content, message) => {
      const path = join(dir, `${name.replace(/\W+/g, '-')}.json`)
      await writeFile(path, content())
      const before = await sha(path)

      const error = await CampaignStore.open(path).then(
        () => null,
        (e: unknown) => e
      )
      expect(error).toBeInstanceOf(CampaignFileError)
      const e = error as CampaignFileError
      expect(e.code).toBe('invalid')
      expect(e.message.startsWith(path)).toBe(true)
      expect(e.message).toMatch(message)
      expect(e.problems.every((p) => p.file === path)).toBe(true)
      expect(await sha(path)).toBe(before)

      // still usable: another file opens, changes and saves
      const other = join(dir, `ok-${name.replace(/\W+/g, '-')}.json`)
      await writeFile(other, valid)
      const store = await CampaignStore.open(other)
      store.apply({ type: 'campaign/rename', name: `after ${name}` })
      expect(await store.close()).toBe('saved')
      expect(JSON.parse(await readFile(other, 'utf8')).name).toBe(`after ${name}`)
      expect(await sha(path)).toBe(before)
    }
  )

  it('a BOM before a valid file is tolerated: it opens, and the bytes stay as they are until a change', async () => {
    const path = join(dir, 'bom.json')
    await writeFile(path, `\uFEFF${valid}`)
    const before = await sha(path)
    const store = await CampaignStore.open(path)
    expect(store.campaign).toEqual(fullCampaign())
    expect(await store.close()).toBe('clean')
    expect(await sha(path)).toBe(before)
  })

  it('a corrupt default campaign is reported at first start, never replaced by the sample', async () => {
    const userData = join(dir, 'userData')
    await mkdir(userData)
    await writeFile(join(userData, 'campaign.json'), '{"schemaVersion": 2,')
    const before = await sha(join(userData, 'campaign.json'))
    await expect(openOrCreateDefault(userData, sample)).rejects.toBeInstanceOf(CampaignFileError)
    expect(await sha(join(userData, 'campaign.json'))).toBe(before)
  })

  it('the error offers the newest backup, which replaces the corrupt file when chosen (the corrupt bytes are kept)', async () => {
    const path = join(dir, 'played.json')
    await writeFile(path, valid)
    let day = 0
    const store = await CampaignStore.open(path, { now: () => new Date(Date.UTC(2024, 4, 1 + day, 20)) })
    for (const name of ['Session 1', 'Session 2', 'Session 3']) {
      day++
      store.apply({ type: 'campaign/rename', name })
      expect(await store.flush()).toBe('saved')
    }
    await store.close()
    await writeFile(path, serializeCampaign(fullCampaign()).slice(0, 100)) // a sync client truncates it
    const corrupt = await readFile(path)

    const error = (await CampaignStore.open(path).then(
      () => null,
      (e: unknown) => e
    )) as CampaignFileError
    expect(error).toBeInstanceOf(CampaignFileError)
    expect(error.backups[0]).toEqual({ id: 'recent-2024-05-04T20-00-00-000Z', at: '2024-05-04T20:00:00.000Z' })
    expect(error.message).toMatch(/newest backup: recent-2024-05-04T20-00-00-000Z/)
    expect(await CampaignStore.listBackupsFor(path)).toHaveLength(4) // 3 daily + the newest recent (older ones are past 12 h)

    const restored = await CampaignStore.openFromBackup(path, error.backups[0]!.id)
    expect(restored.campaign.name).toBe('Session 2') // the version the last save replaced
    await restored.close()
    const folder = await readdir(backupFolderFor(path))
    const kept = folder.filter((n) => n.startsWith('corrupt-'))
    expect(kept).toHaveLength(1)
    expect(await readFile(join(backupFolderFor(path), kept[0]!))).toEqual(corrupt)
  })

  it('a backup id cannot reach outside the backup folder', async () => {
    const path = join(dir, 'played.json')
    await expect(CampaignStore.openFromBackup(path, '../../etc/passwd')).rejects.toThrow(/no backup named/)
  })
})
