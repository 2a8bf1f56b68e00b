// The lowdb adapter on real files: round trip of every field, migration on read, external changes,
// read-only files.
import { SCHEMA_VERSION } from '@shared/campaign/version'
import { createHash } from 'node:crypto'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Low } from 'lowdb'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { newCampaign } from '@shared/campaign/apply-op'
import type { Campaign } from '@shared/campaign/schema'
import { CampaignFileAdapter, ChangedOnDiskError, ReadOnlyError } from '../../../src-main/store/campaign-adapter'
import { CampaignFileError, serializeCampaign } from '../../../src-main/store/campaign-file'
import { fullCampaign } from '../campaign/fixtures/full-campaign'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'enc-adapter-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

const sha = async (p: string) =>
  createHash('sha256')
    .update(await readFile(p))
    .digest('hex')
const fixture = (name: string) => readFile(new URL(`../campaign/fixtures/${name}`, import.meta.url), 'utf8')

describe('CampaignFileAdapter with lowdb', () => {
  it('round-trips every field through a real file', async () => {
    const path = join(dir, 'party.json')
    const db = new Low<Campaign>(new CampaignFileAdapter(path), newCampaign('default', 'en'))
    db.data = fullCampaign()
    await db.write()
    expect(await readFile(path, 'utf8')).toBe(`${JSON.stringify(fullCampaign(), null, 2)}\n`)

    const again = new Low<Campaign>(new CampaignFileAdapter(path), newCampaign('default', 'en'))
    await again.read()
    expect(again.data).toEqual(fullCampaign())
    // and written back unchanged, byte for byte
    const before = await sha(path)
    await again.write()
    expect(await sha(path)).toBe(before)
  })

  it('a missing file reads as null (lowdb keeps its default) and is created on write', async () => {
    const path = join(dir, 'new.json')
    const db = new Low<Campaign>(new CampaignFileAdapter(path), newCampaign('Fresh', 'fr'))
    await db.read()
    expect(db.data.name).toBe('Fresh')
    await db.write()
    expect(JSON.parse(await readFile(path, 'utf8'))).toEqual(newCampaign('Fresh', 'fr'))
  })

  it('migrates an older file on read, and writes the current version only when asked to', async () => {
    const path = join(dir, 'old.json')
    await writeFile(path, await fixture('v1-campaign.json'))
    const before = await sha(path)
    const adapter = new CampaignFileAdapter(path)
    const db = new Low<Campaign>(adapter, newCampaign('x', 'en'))
    await db.read()
    expect(adapter.migratedFrom).toBe(1)
    expect(db.data.schemaVersion).toBe(SCHEMA_VERSION)
    expect(await sha(path)).toBe(before)
    await db.write()
    expect(JSON.parse(await readFile(path, 'utf8'))).toMatchObject({
      schemaVersion: SCHEMA_VERSION,
      stash: [{ id: 'l-3' }, { id: 'l-4' }],
      ledger: []
    })
    expect(adapter.migratedFrom).toBeUndefined()
  })

  it('never writes over a file it could not read', async () => {
    const path = join(dir, 'bad.json')
    await writeFile(path, '{"schemaVersion": 2, "name": ')
    const before = await sha(path)
    const db = new Low<Campaign>(new CampaignFileAdapter(path), newCampaign('default', 'en'))
    const error = await db.read().then(
      () => null,
      (e: unknown) => e
    )
    expect(error).toBeInstanceOf(CampaignFileError)
    expect((error as Error).message).toContain(path)
    expect((error as Error).message).toMatch(/:1:30: not valid JSON: unexpected end of file/)
    await expect(db.write()).rejects.toThrow(/could not be read; it is never written over/)
    expect(await sha(path)).toBe(before)
  })

  it('refuses to write over a file another program changed, until told to overwrite', async () => {
    const path = join(dir, 'shared.json')
    await writeFile(path, serializeCampaign(fullCampaign()))
    const adapter = new CampaignFileAdapter(path)
    const db = new Low<Campaign>(adapter, newCampaign('x', 'en'))
    await db.read()
    const theirs = serializeCampaign({ ...fullCampaign(), name: 'Edited in a text editor' })
    await writeFile(path, theirs)
    db.data = { ...db.data, name: 'Edited in the app' }
    await expect(db.write()).rejects.toBeInstanceOf(ChangedOnDiskError)
    expect(await readFile(path, 'utf8')).toBe(theirs)
    expect(await adapter.changedOnDisk()).toBe(true)
    await adapter.overwrite(db.data)
    expect(JSON.parse(await readFile(path, 'utf8')).name).toBe('Edited in the app')
    expect(await adapter.changedOnDisk()).toBe(false)
  })

  it('a touch that keeps the bytes is not a change', async () => {
    const path = join(dir, 'touched.json')
    await writeFile(path, serializeCampaign(fullCampaign()))
    const adapter = new CampaignFileAdapter(path)
    await adapter.read()
    await new Promise((r) => setTimeout(r, 20))
    await writeFile(path, serializeCampaign(fullCampaign()))
    expect(await adapter.changedOnDisk()).toBe(false)
    await adapter.write({ ...fullCampaign(), name: 'ok' })
    expect(JSON.parse(await readFile(path, 'utf8')).name).toBe('ok')
  })

  it('opens a newer version read-only and refuses to write it', async () => {
    const path = join(dir, 'newer.json')
    await writeFile(path, JSON.stringify({ ...fullCampaign(), schemaVersion: SCHEMA_VERSION + 1, weather: 'rain' }))
    const before = await sha(path)
    const adapter = new CampaignFileAdapter(path)
    const db = new Low<Campaign>(adapter, newCampaign('x', 'en'))
    await db.read()
    expect(adapter.readOnly).toBe(`written by a newer version (schema ${SCHEMA_VERSION + 1})`)
    await expect(db.write()).rejects.toBeInstanceOf(ReadOnlyError)
    expect(await sha(path)).toBe(before)
  })

  it('refuses to write an invalid campaign', async () => {
    const path = join(dir, 'x.json')
    const adapter = new CampaignFileAdapter(path)
    await expect(adapter.write({ ...fullCampaign(), name: '' })).rejects.toThrow(
      /refusing to write an invalid campaign .*name/
    )
    await expect(readFile(path)).rejects.toThrow(/ENOENT/)
  })
})
