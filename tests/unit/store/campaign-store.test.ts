// CampaignStore on real files: changes, undo/redo, autosave and flush, external changes, backups,
// save as, read-only files, first start.
import { SCHEMA_VERSION } from '@shared/campaign/version'
import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { gunzipSync, gzipSync } from 'node:zlib'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { OpError } from '@shared/campaign/apply-op'
import type { Op } from '@shared/campaign/ops'
import type { Campaign } from '@shared/campaign/schema'
import {
  backupFolderFor,
  backupsToPrune,
  DAILY_DAYS,
  RECENT_HOURS,
  RECENT_SPACING_MS,
  SIZE_CAP_FACTOR
} from '../../../src-main/store/backups'
import { CampaignFileError, serializeCampaign } from '../../../src-main/store/campaign-file'
import {
  CampaignStore,
  DEFAULT_DEBOUNCE_MS,
  HISTORY_LIMIT,
  openOrCreateDefault,
  StoreError,
  type StoreEvents
} from '../../../src-main/store/campaign-store'
import { fullCampaign } from '../campaign/fixtures/full-campaign'

const AT = '2024-06-01T19:00:00Z'
const sample = new URL('../../../resources/sample-campaign.json', import.meta.url).pathname
let dir: string
let path: string
const open: CampaignStore[] = []

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'enc-store-'))
  path = join(dir, 'campaign.json')
  await writeFile(path, serializeCampaign(fullCampaign()))
})
afterEach(async () => {
  for (const s of open.splice(0)) await s.close().catch(() => undefined)
  await rm(dir, { recursive: true, force: true })
})

async function openStore(p = path, options: Parameters<typeof CampaignStore.open>[1] = {}): Promise<CampaignStore> {
  const s = await CampaignStore.open(p, options)
  open.push(s)
  return s
}
const onDisk = async (p = path): Promise<Campaign> => JSON.parse(await readFile(p, 'utf8')) as Campaign
const sha = async (p: string) =>
  createHash('sha256')
    .update(await readFile(p))
    .digest('hex')
const next = <E extends keyof StoreEvents>(s: CampaignStore, e: E) =>
  new Promise<StoreEvents[E]>((resolve) => {
    const off = s.on(e, (p) => {
      off()
      resolve(p)
    })
  })
const rename = (name: string): Op => ({ type: 'campaign/rename', name })

describe('changes and history', () => {
  it('applies ops, counts revisions, undoes and redoes', async () => {
    const s = await openStore()
    expect(s.state).toMatchObject({ revision: 0, canUndo: false, canRedo: false, readOnly: null, path })
    expect(s.apply(rename('One'))).toEqual({ revision: 1, canUndo: true, canRedo: false })
    s.apply({
      type: 'line/move',
      from: { type: 'stash' },
      to: { type: 'character', id: 'c-pip' },
      lineId: 'l-5',
      quantity: 100,
      newLineId: 'n1',
      ledgerId: 'g9',
      at: AT
    })
    expect(s.undoLabel).toBe('line/move')
    expect(s.undo()).toMatchObject({ revision: 3, canUndo: true, canRedo: true })
    expect(s.campaign.stash[0]!.quantity).toBe(4000)
    expect(s.redoLabel).toBe('line/move')
    expect(s.redo().campaign.stash[0]!.quantity).toBe(3900)
    s.undo()
    s.undo()
    expect(s.campaign).toEqual(fullCampaign())
    expect(s.state.canUndo).toBe(false)
    s.apply(rename('Two'))
    expect(s.state.canRedo).toBe(false) // a new change drops the redo branch
  })

  it('a batch is one undo step with its label; a failing batch changes nothing', async () => {
    const s = await openStore()
    const ops: Op[] = [
      {
        type: 'line/move',
        from: { type: 'stash' },
        to: { type: 'character', id: 'c-aria' },
        lineId: 'l-5',
        quantity: 2000,
        newLineId: 'a',
        ledgerId: 'b1',
        at: AT
      },
      {
        type: 'line/move',
        from: { type: 'stash' },
        to: { type: 'character', id: 'c-pip' },
        lineId: 'l-5',
        quantity: 2000,
        newLineId: 'p',
        ledgerId: 'b2',
        at: AT
      }
    ]
    s.applyBatch(ops, 'Split loot')
    expect(s.undoLabel).toBe('Split loot')
    expect(s.campaign.ledger).toHaveLength(4)
    s.undo()
    expect(s.campaign).toEqual(fullCampaign())
    const revision = s.state.revision
    expect(() => s.applyBatch([ops[0]!, { ...ops[1]!, quantity: 2001 } as Op], 'bad')).toThrow(/op 2 of 2/)
    expect(s.state.revision).toBe(revision)
    expect(s.campaign).toEqual(fullCampaign())
  })

  it('validates ops: a malformed one is refused and changes nothing', async () => {
    const s = await openStore()
    const bad = {
      type: 'line/update',
      holder: { type: 'stash' },
      lineId: 'l-5',
      patch: { quantity: -3 }
    } as unknown as Op
    expect(() => s.apply(bad)).toThrow(OpError)
    expect(() => s.apply(bad)).toThrow(/patch\.quantity/)
    expect(() => s.apply({ type: 'nope' } as unknown as Op)).toThrow(OpError)
    expect(s.state.revision).toBe(0)
    expect(await s.flush()).toBe('clean')
  })

  it(`keeps at most ${HISTORY_LIMIT} undo steps (here a limit of 5)`, async () => {
    const s = await openStore(path, { historyLimit: 5 })
    for (let i = 1; i <= 8; i++) s.apply(rename(`n${i}`))
    let undone = 0
    while (s.state.canUndo) {
      s.undo()
      undone++
    }
    expect(undone).toBe(5)
    expect(s.campaign.name).toBe('n3')
  })
})

describe('saving', () => {
  it(`autosaves within ${DEFAULT_DEBOUNCE_MS} ms of a change, once for a burst of changes`, async () => {
    expect(DEFAULT_DEBOUNCE_MS).toBeLessThanOrEqual(500)
    const s = await openStore()
    let saves = 0
    s.on('saved', () => saves++)
    const saved = next(s, 'saved')
    for (let i = 0; i < 20; i++) s.apply(rename(`burst ${i}`))
    expect((await onDisk()).name).toBe(fullCampaign().name) // not written synchronously
    expect(await saved).toMatchObject({ revision: 20 })
    expect((await onDisk()).name).toBe('burst 19')
    expect(saves).toBe(1)
    expect(s.dirty).toBe(false)
  })

  it('flush writes now; close refuses later changes', async () => {
    const s = await openStore()
    s.apply(rename('Before quitting'))
    expect(s.dirty).toBe(true)
    expect(await s.flush()).toBe('saved')
    expect((await onDisk()).name).toBe('Before quitting')
    expect(await s.flush()).toBe('clean')
    expect(await s.close()).toBe('clean')
    expect(() => s.apply(rename('late'))).toThrow(StoreError)
  })

  it('round-trips every field through the store', async () => {
    await writeFile(path, serializeCampaign({ ...fullCampaign(), characters: [], stash: [], ledger: [] }))
    const s = await openStore()
    s.apply({ type: 'options/update', ...fullCampaign().options })
    for (const ch of fullCampaign().characters)
      s.apply({ type: 'character/add', character: ch, ledgerId: `c-${ch.id}`, at: AT })
    fullCampaign().stash.forEach((line, i) =>
      s.apply({ type: 'line/add', to: { type: 'stash' }, line, ledgerId: `g-${i}`, at: AT })
    )
    await s.close()
    const reopened = await openStore()
    const c = reopened.campaign
    expect({ ...c, ledger: [] }).toEqual({ ...fullCampaign(), ledger: [] })
    const arrivals = fullCampaign().characters.flatMap((ch) =>
      ch.inventory.map((l, k) => [`c-${ch.id}-${k + 1}`, 'outside', 'character', l.quantity])
    )
    expect(c.ledger.map((e) => [e.id, e.from.type, e.to.type, e.quantity])).toEqual([
      ...arrivals,
      ['g-0', 'outside', 'stash', 4000],
      ['g-1', 'outside', 'stash', 1]
    ])
  })

  it('reports a failed save and retries, losing nothing', async () => {
    const s = await openStore()
    const failed = next(s, 'saveFailed')
    // the campaign path becomes a folder: reading and replacing it fail
    await rm(path)
    await mkdir(path)
    s.apply(rename('kept in memory'))
    expect((await failed).message).toMatch(/could not save/)
    expect(s.dirty).toBe(true)
    expect(s.campaign.name).toBe('kept in memory')
    await rm(path, { recursive: true })
    expect(await s.flush()).toBe('saved')
    expect((await onDisk()).name).toBe('kept in memory')
  })
})

describe('external changes', () => {
  async function changedBehindOurBack(s: CampaignStore): Promise<string> {
    const theirs = serializeCampaign({ ...fullCampaign(), name: 'Edited by Dropbox' })
    await writeFile(path, theirs)
    const event = next(s, 'changedOnDisk')
    s.apply(rename('Edited in the app'))
    expect(await s.flush()).toBe('changed-on-disk')
    expect(await event).toEqual({ path })
    expect(await readFile(path, 'utf8')).toBe(theirs)
    expect(s.changedOnDiskPending).toBe(true)
    // later saves wait for the GM's choice
    s.apply(rename('Still in the app'))
    expect(await s.flush()).toBe('changed-on-disk')
    expect(await readFile(path, 'utf8')).toBe(theirs)
    return theirs
  }

  it('is detected before writing; reloading takes the disk version, the app version one undo away', async () => {
    const s = await openStore()
    await changedBehindOurBack(s)
    const state = await s.reloadFromDisk()
    expect(state.campaign.name).toBe('Edited by Dropbox')
    expect(s.changedOnDiskPending).toBe(false)
    expect(s.dirty).toBe(false)
    s.undo()
    expect(s.campaign.name).toBe('Still in the app')
    expect(await s.flush()).toBe('saved')
    expect((await onDisk()).name).toBe('Still in the app')
  })

  it('overwriting keeps the app version; the disk version goes to the backups', async () => {
    const s = await openStore()
    const theirs = await changedBehindOurBack(s)
    await s.overwriteDisk()
    expect((await onDisk()).name).toBe('Still in the app')
    const backups = await s.listBackups()
    const contents = await Promise.all(
      backups.map(async (b) => gunzipSync(await readFile(join(backupFolderFor(path), `${b.id}.json.gz`))).toString())
    )
    expect(contents).toContain(theirs)
    s.apply(rename('and on'))
    expect(await s.flush()).toBe('saved')
  })

  it('checkDisk reports a change without a pending save', async () => {
    const s = await openStore()
    expect(await s.checkDisk()).toBe(false)
    const event = next(s, 'changedOnDisk')
    await writeFile(path, serializeCampaign({ ...fullCampaign(), name: 'Other instance' }))
    expect(await s.checkDisk()).toBe(true)
    await event
    expect((await s.reloadFromDisk()).campaign.name).toBe('Other instance')
  })

  it('a reload of a file that became corrupt fails, located, and leaves the store as it was', async () => {
    const s = await openStore()
    s.apply(rename('mine'))
    await writeFile(path, '{ broken')
    await expect(s.reloadFromDisk()).rejects.toBeInstanceOf(CampaignFileError)
    expect(s.campaign.name).toBe('mine')
  })
})

describe('backups', () => {
  it('backups cover an evening: one per 5 minutes of editing, kept 12 hours (fake clock, an edit every 2 minutes for 13 hours)', async () => {
    // before: the 10 newest saves were kept, covering the last 20 minutes of such an evening
    const start = Date.UTC(2024, 0, 1, 17)
    let now = new Date(start)
    const s = await openStore(path, { now: () => now })
    for (let minute = 0; minute <= 13 * 60; minute += 2) {
      now = new Date(start + minute * 60_000)
      s.apply(rename(`minute ${minute}`))
      expect(await s.flush()).toBe('saved')
    }
    const list = await s.listBackups()
    const recent = list.filter((b) => b.kind === 'recent').map((b) => Date.parse(b.at))
    for (let i = 1; i < recent.length; i++)
      expect(recent[i - 1]! - recent[i]!).toBeGreaterThanOrEqual(RECENT_SPACING_MS)
    expect(now.getTime() - recent.at(-1)!).toBeLessThanOrEqual(RECENT_HOURS * 3_600_000)
    expect(now.getTime() - recent.at(-1)!).toBeGreaterThan(11 * 3_600_000) // the whole evening is covered
    expect(now.getTime() - recent[0]!).toBeLessThanOrEqual(RECENT_SPACING_MS)
    const size = (await stat(path)).size
    expect(list.reduce((n, b) => n + b.bytes, 0)).toBeLessThanOrEqual(SIZE_CAP_FACTOR * size)
    // a backup from the start of the evening gives that evening's campaign back
    const restored = await s.restoreBackup(list.filter((b) => b.kind === 'recent').at(-1)!.id)
    expect(Number(/^minute (\d+)$/.exec(restored.campaign.name)![1])).toBeLessThan(120)
    console.log(
      `backups after 13 h of edits every 2 min: ${recent.length} recent, ${list.length} in all, ${list.reduce((n, b) => n + b.bytes, 0)} bytes for a ${size}-byte campaign`
    )
  })

  it(`keeps one backup a day for ${DAILY_DAYS} days`, async () => {
    let now = new Date(Date.UTC(2024, 0, 1, 12))
    const s = await openStore(path, { now: () => now })
    // 45 days, 2 saves a day
    for (let day = 0; day < 45; day++) {
      for (const hour of [12, 18]) {
        now = new Date(Date.UTC(2024, 0, 1 + day, hour))
        s.apply(rename(`day ${day} ${hour}h`))
        expect(await s.flush()).toBe('saved')
      }
    }
    const list = await s.listBackups()
    const recent = list.filter((b) => b.kind === 'recent')
    const daily = list.filter((b) => b.kind === 'daily')
    expect(recent[0]!.at).toBe(now.toISOString())
    expect(recent.every((b) => now.getTime() - Date.parse(b.at) <= RECENT_HOURS * 3_600_000)).toBe(true)
    expect(daily).toHaveLength(DAILY_DAYS) // days 15…44: older ones were pruned
    expect(list.map((b) => b.at)).toEqual([...list.map((b) => b.at)].sort().reverse())
    // the daily backup is the day's first replaced version: the campaign as it was before that day
    const firstDaily = daily[0]!
    const restored = await s.restoreBackup(firstDaily.id)
    expect(restored.campaign.name).toBe('day 43 18h')
    expect(s.undoLabel).toBe(`restore backup ${firstDaily.id}`)
    expect(await s.flush()).toBe('saved')
    expect((await onDisk()).name).toBe('day 43 18h')
    s.undo()
    expect(s.campaign.name).toBe('day 44 18h')
    expect(list.every((b) => b.bytes > 100)).toBe(true)
  })

  it('keeps the campaign as it was before a destructive step, and never prunes the last one', async () => {
    const start = Date.UTC(2024, 0, 1, 19)
    let now = new Date(start)
    const s = await openStore(path, { now: () => now })
    s.apply(rename('before the split'))
    await s.flush()
    const before = s.campaign
    // a loot split: many lines added then moved in one batch
    const ops: Op[] = Array.from({ length: 25 }, (_, i) => ({
      type: 'line/add',
      to: { type: 'stash' },
      line: { id: `loot-${i}`, ref: { source: 'catalog', id: 'torch' }, quantity: 1 },
      ledgerId: `g-loot-${i}`,
      at: AT
    }))
    s.applyBatch(ops, 'loot split')
    await s.flush()
    const [kept] = (await s.listBackups()).filter((b) => b.kind === 'before')
    expect(kept).toBeDefined()
    const back = await s.restoreBackup(kept!.id)
    expect(back.campaign).toEqual(before)
    await s.flush()
    // 13 more hours of edits: the newest 'before' backup is still there
    for (let minute = 1; minute <= 13 * 60; minute += 10) {
      now = new Date(start + minute * 60_000)
      s.apply(rename(`minute ${minute}`))
      await s.flush()
    }
    expect((await s.listBackups()).filter((b) => b.kind === 'before')).toHaveLength(1)
  })

  it('a backup that cannot be written is reported (banner), and the save still goes through', async () => {
    const s = await openStore()
    await writeFile(backupFolderFor(path), 'a file where the backup folder should be')
    const failed = next(s, 'backupFailed')
    s.apply(rename('saved without backup'))
    expect(await s.flush()).toBe('saved')
    expect((await failed).message).toMatch(/backup .* could not be written/)
    expect((await onDisk()).name).toBe('saved without backup')
  })

  it('over the size cap, the backups closest together go first; the newest and the last before-step one stay', () => {
    const t0 = Date.UTC(2024, 0, 1, 19)
    // newest first: one every minute for 50 minutes, the 40th oldest before a destructive step
    const entries = Array.from({ length: 50 }, (_, i) => ({
      date: new Date(t0 - i * 60_000),
      bytes: 100,
      kind: i === 40 ? 'before' : 'recent'
    }))
    const doomed = backupsToPrune(entries, new Date(t0), 20 * 100)
    const left = entries.filter((e) => !doomed.includes(e))
    expect(left).toHaveLength(20)
    expect(left).toContain(entries[0])
    expect(left).toContain(entries[40])
    const gaps = left.slice(1).map((e, i) => left[i]!.date.getTime() - e.date.getTime())
    expect(Math.max(...gaps)).toBeLessThanOrEqual(4 * 60_000) // still spread over the 50 minutes
  })
})

describe('backups (continued)', () => {
  it('refuses an unknown or corrupt backup with a located error', async () => {
    const s = await openStore()
    await expect(s.restoreBackup('recent-nope')).rejects.toThrow(/no backup named recent-nope/)
    s.apply(rename('x'))
    await s.flush()
    const [b] = await s.listBackups()
    await writeFile(join(backupFolderFor(path), `${b!.id}.json.gz`), gzipSync('{"schemaVersion": 2, "name": 3}'))
    const error = await s.restoreBackup(b!.id).then(
      () => null,
      (e: unknown) => e
    )
    expect(error).toBeInstanceOf(CampaignFileError)
    expect((error as CampaignFileError).problems).toContainEqual({
      file: join(backupFolderFor(path), `${b!.id}.json.gz`),
      path: 'name',
      message: 'must be text (found 3)',
      line: 1,
      column: 30,
      reason: 'wrong-type',
      params: { expected: 'string', found: 'number', value: '3' }
    })
    expect(s.campaign.name).toBe('x')
  })
})

describe('files', () => {
  it('save as writes the new file and continues there; the old file keeps its last save', async () => {
    const s = await openStore()
    s.apply(rename('saved here'))
    await s.flush()
    s.apply(rename('moved'))
    const other = join(dir, 'copy.json')
    const state = await s.saveAs(other)
    expect(state).toMatchObject({ path: other, readOnly: null })
    expect((await onDisk(other)).name).toBe('moved')
    expect((await onDisk()).name).toBe('saved here')
    s.apply(rename('after save as'))
    await s.flush()
    expect((await onDisk(other)).name).toBe('after save as')
    expect((await onDisk()).name).toBe('saved here')
  })

  it('a newer-version file is read-only: changes refused, file untouched; save as makes a writable copy', async () => {
    await writeFile(path, JSON.stringify({ ...fullCampaign(), schemaVersion: SCHEMA_VERSION + 1, factions: [] }))
    const before = await sha(path)
    const s = await openStore()
    expect(s.state.readOnly).toBe(`written by a newer version (schema ${SCHEMA_VERSION + 1})`)
    expect(() => s.apply(rename('x'))).toThrow(`read-only: written by a newer version (schema ${SCHEMA_VERSION + 1})`)
    expect(await s.flush()).toBe('read-only')
    expect(await sha(path)).toBe(before)
    const copy = join(dir, 'copy.json')
    await s.saveAs(copy)
    expect(s.readOnly).toBeNull()
    s.apply(rename('now mine'))
    await s.flush()
    expect(await onDisk(copy)).toMatchObject({ schemaVersion: SCHEMA_VERSION, name: 'now mine' })
    expect(await sha(path)).toBe(before)
  })

  it('opens read-only on request', async () => {
    const s = await openStore(path, { readOnly: true })
    expect(s.readOnly).toBe('opened read-only')
    expect(() => s.apply(rename('x'))).toThrow(StoreError)
  })

  it('an older-version file is migrated in memory and saved as the current version at the first change; the original is backed up', async () => {
    const v1 = await readFile(new URL('../campaign/fixtures/v1-campaign.json', import.meta.url), 'utf8')
    await writeFile(path, v1)
    const s = await openStore()
    expect(s.migratedFrom).toBe(1)
    expect(await s.flush()).toBe('clean')
    expect(await readFile(path, 'utf8')).toBe(v1)
    s.apply(rename('Crimson Throne, book 2'))
    await s.flush()
    expect(await onDisk()).toMatchObject({ schemaVersion: SCHEMA_VERSION, name: 'Crimson Throne, book 2', ledger: [] })
    const [b] = await s.listBackups()
    expect(gunzipSync(await readFile(join(backupFolderFor(path), `${b!.id}.json.gz`))).toString('utf8')).toBe(v1)
  })

  it('create refuses to replace an existing file', async () => {
    await expect(CampaignStore.create(path, fullCampaign())).rejects.toThrow(/already exists/)
    const s = await CampaignStore.create(join(dir, 'new.json'), { ...fullCampaign(), name: 'New' })
    open.push(s)
    expect((await onDisk(join(dir, 'new.json'))).name).toBe('New')
  })

  it('first start seeds <userData>/campaign.json from the sample; later starts open it', async () => {
    const userData = join(dir, 'userData', 'Encumbrance')
    const s = await openOrCreateDefault(userData, sample)
    open.push(s)
    expect(s.path).toBe(join(userData, 'campaign.json'))
    expect(s.campaign).toEqual(JSON.parse(await readFile(sample, 'utf8')))
    s.apply(rename('My table'))
    await s.close()
    const again = await openOrCreateDefault(userData, sample)
    open.push(again)
    expect(again.campaign.name).toBe('My table')
  })

  it('removes temporary files a killed writer left behind, but only old ones', async () => {
    const old = `${path}.tmp-1234567890abcdef`
    const fresh = `${path}.tmp-1234567891abcdef`
    await writeFile(old, 'partial')
    await writeFile(fresh, 'partial')
    const past = new Date(Date.now() - 10 * 60_000)
    await utimes(old, past, past)
    await openStore()
    const names = await readdir(dir)
    expect(names).not.toContain('campaign.json.tmp-1234567890abcdef')
    expect(names).toContain('campaign.json.tmp-1234567891abcdef')
    expect((await stat(path)).size).toBeGreaterThan(0)
  })
})
