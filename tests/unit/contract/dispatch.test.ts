import { afterEach, describe, expect, it } from 'vitest'
import { readdir } from 'node:fs/promises'
import { contract, type Channel } from '@shared/contract/contract'
import { CHANNELS, EVENT_NAMES } from '@shared/contract/channels'
import { OpSchemas } from '@shared/campaign/ops'
import { createDispatch } from '../../../src-main/handlers/dispatch'
import { createHandlers } from '../../../src-main/handlers/handlers'
import { WriteFolders } from '../../../src-main/handlers/write-folders'
import { GOOD, goodInputs, tempCampaign, type Call, type TempCampaign } from './fixtures'
import { malformed } from './malformed'

const open: TempCampaign[] = []
afterEach(async () => {
  await Promise.all(open.splice(0).map((t) => t.cleanup()))
})

async function setup(): Promise<{ t: TempCampaign; dispatch: ReturnType<typeof createDispatch>; call: Call }> {
  const t = await tempCampaign()
  open.push(t)
  const writeFolders = await WriteFolders.load({ userDataDir: t.userDataDir, campaigns: () => [t.file] })
  const dispatch = createDispatch(createHandlers({ session: t.session, host: 'web', version: '1.2.3', writeFolders }))
  const call: Call = async (channel, input) => {
    const result = await dispatch(channel, input)
    if (!result.ok) throw new Error(`${channel}: ${result.error.code}: ${result.error.message}`)
    return result.value as never
  }
  return { t, dispatch, call }
}

describe('contract names', () => {
  it('lists the same channels as the contract, one per Op type among them', () => {
    expect([...CHANNELS].sort()).toEqual(Object.keys(contract).sort())
    for (const op of Object.keys(OpSchemas)) expect(CHANNELS).toContain(op)
    expect(new Set(CHANNELS).size).toBe(CHANNELS.length)
    expect(EVENT_NAMES).toContain('campaign/saved')
  })
})

describe('dispatch', () => {
  it('refuses unknown channel names, including inherited property names', async () => {
    const { dispatch } = await setup()
    for (const name of [
      'nope',
      '__proto__',
      'constructor',
      'toString',
      'hasOwnProperty',
      'campaign/get/',
      '',
      42,
      null,
      { x: 1 }
    ]) {
      const result = await dispatch(name, {})
      expect(result).toMatchObject({ ok: false, error: { code: 'invalid-input' } })
    }
  })

  it('every channel refuses malformed payloads with a located error and changes nothing', async () => {
    const scratch = await tempCampaign()
    open.push(scratch)
    const inputs = await goodInputs(scratch)
    const { t, dispatch } = await setup()
    const before = { state: t.session.state, bytes: await t.bytes(), files: (await readdir(t.dir)).sort() }
    let variants = 0
    for (const [channel, good] of inputs) {
      for (const variant of malformed(good)) {
        // An Empty channel accepts {}; options/update accepts any subset: those are not malformed.
        const result = await dispatch(channel, variant.value)
        expect(result.ok, `${channel} with ${variant.why}`).toBe(false)
        if (!result.ok) {
          expect(result.error.code, `${channel} with ${variant.why}`).toBe('invalid-input')
          expect(result.error.message.startsWith(channel), result.error.message).toBe(true)
          expect(result.error.message.length).toBeLessThan(2000)
        }
        variants++
      }
    }
    expect(variants).toBeGreaterThan(500)
    await t.session.store.flush()
    expect(t.session.state.campaign).toBe(before.state.campaign)
    expect(t.session.state.revision).toBe(0)
    expect(await t.bytes()).toBe(before.bytes)
    expect((await readdir(t.dir)).sort()).toEqual(before.files)
  })

  it('names the offending field', async () => {
    const { dispatch } = await setup()
    const result = await dispatch('character/update', { id: 'lem', patch: { strength: 'huge' } })
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid-input' } })
    expect(!result.ok && result.error.message).toContain('patch.strength')
    const batch = await dispatch('batch/apply', {
      label: 'x',
      ops: [{ type: 'campaign/rename', name: 'ok' }, { type: 'line/split' }]
    })
    expect(!batch.ok && batch.error.message).toContain('ops[1]')
  })

  it('reports refused changes as typed errors, not exceptions', async () => {
    const { t, dispatch } = await setup()
    expect(await dispatch('character/remove', { id: 'nobody' })).toMatchObject({
      ok: false,
      error: { code: 'not-found' }
    })
    expect(await dispatch('customItem/remove', { id: 'lute' })).toMatchObject({
      ok: false,
      error: { code: 'conflict' }
    })
    expect(await dispatch('campaign/open', { path: 'relative.json' })).toMatchObject({
      ok: false,
      error: { code: 'invalid-input' }
    })
    expect(await dispatch('campaign/saveAs', { path: `${t.dir}/notes.txt` })).toMatchObject({
      ok: false,
      error: { code: 'invalid-input' }
    })
    expect(await dispatch('campaign/open', { path: `${t.dir}/missing.json` })).toMatchObject({
      ok: false,
      error: { code: 'not-found' }
    })
    expect(await dispatch('campaign/create', { path: t.file, name: 'Clobber' })).toMatchObject({
      ok: false,
      error: { code: 'conflict' }
    })
    expect(t.session.state.revision).toBe(0)
  })

  it('reports a damaged file with its located problems and backups, and keeps the open campaign', async () => {
    const { t, dispatch } = await setup()
    const broken = `${t.dir}/broken.json`
    const { writeFile } = await import('node:fs/promises')
    await writeFile(broken, '{\n  "schemaVersion": 2,\n  "name": 12\n}\n')
    const result = await dispatch('campaign/open', { path: broken })
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid-file' } })
    if (!result.ok) {
      expect(result.error.problems?.[0]).toMatchObject({ file: broken })
      expect(result.error.message).toContain('broken.json')
    }
    expect(t.session.state.path).toBe(t.file)
  })

  it('re-opening the open file keeps it, its pending change and its undo history', async () => {
    const { t, call } = await setup()
    await call('campaign/rename', { name: 'Not yet saved' })
    const state = await call('campaign/open', { path: t.file })
    expect(state).toMatchObject({ revision: 1, canUndo: true, campaign: { name: 'Not yet saved' } })
    expect(JSON.parse(await t.bytes()).name).toBe('Not yet saved')
  })

  it('switching files writes the old one first and keeps it open when the new one cannot be read', async () => {
    const { t, call, dispatch } = await setup()
    await call('campaign/rename', { name: 'Pending' })
    expect(await dispatch('campaign/open', { path: `${t.dir}/nowhere.json` })).toMatchObject({
      ok: false,
      error: { code: 'not-found' }
    })
    expect(JSON.parse(await t.bytes()).name).toBe('Pending')
    expect(t.session.state).toMatchObject({ path: t.file, canUndo: true })
    await call('campaign/rename', { name: 'Still working' })
    expect(t.session.state.campaign.name).toBe('Still working')
  })

  for (const channel of Object.keys(GOOD) as Channel[]) {
    it(`${channel} accepts a good payload`, async () => {
      const { t, call } = await setup()
      const spec = GOOD[channel] as {
        input: (t: TempCampaign) => unknown
        check: (v: unknown, t: TempCampaign, c: Call) => unknown
      }
      const input = await spec.input(t)
      await spec.check(await call(channel, input as never), t, call)
    })
  }
})
