// The renderer's typed client over HTTP, against the real browser host on a real file (in Node:
// fetch with the Bearer token, as a page would with its cookie).
import { afterEach, describe, expect, it } from 'vitest'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ApiError, createApi, httpTransport } from '../../../src-renderer/src/lib/api'
import { startHost, type Host } from '../../../src-main/web/host'
import { sampleCampaign, writeCampaign } from '../contract/fixtures'

const cleanup: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const c of cleanup.splice(0)) await c()
})

async function start(): Promise<{ host: Host; dir: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'enc-client-'))
  await mkdir(join(dir, 'renderer'))
  await writeFile(join(dir, 'renderer', 'index.html'), '<!doctype html>')
  await writeCampaign(join(dir, 'c.json'), sampleCampaign())
  const host = await startHost({
    campaignPath: join(dir, 'c.json'),
    rendererDir: join(dir, 'renderer'),
    userDataDir: dir,
    store: { debounceMs: 10 }
  })
  cleanup.push(async () => {
    await host.close()
    await rm(dir, { recursive: true, force: true })
  })
  return { host, dir }
}

describe('renderer client over HTTP', () => {
  it('returns typed outputs and throws ApiError with the contract code', async () => {
    const { host, dir } = await start()
    const api = createApi(httpTransport({ base: host.apiOrigin, token: host.token }))
    expect(api.host).toBe('web')
    const state = await api.invoke('campaign/get', {})
    expect(state.campaign.characters[0]?.name).toBe('Valeros')
    const applied = await api.invoke('character/update', { id: 'lem', patch: { strength: 14 } })
    expect(applied).toEqual({ revision: 1, canUndo: true, canRedo: false })

    const refused = await api
      .invoke('character/update', { id: 'nobody', patch: { strength: 14 } })
      .catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(ApiError)
    expect(refused).toMatchObject({ code: 'not-found', channel: 'character/update' })

    await writeFile(join(dir, 'bad.json'), '{ "schemaVersion": 2,\n  "name": [] }')
    const bad = (await api
      .invoke('campaign/open', { path: join(dir, 'bad.json') })
      .catch((e: unknown) => e)) as ApiError
    expect(bad.code).toBe('invalid-file')
    expect(bad.problems?.[0]?.file).toBe(join(dir, 'bad.json'))

    // @ts-expect-error: not a channel of the contract
    await expect(api.invoke('fs/readFile', {})).rejects.toMatchObject({ code: 'invalid-input' })
  })

  it('says plainly when the token is wrong or the host is gone', async () => {
    const { host } = await start()
    const wrong = createApi(httpTransport({ base: host.apiOrigin, token: 'nope' }))
    await expect(wrong.invoke('campaign/get', {})).rejects.toMatchObject({
      code: 'io',
      message: expect.stringContaining('token')
    })
    await host.close()
    const gone = createApi(httpTransport({ base: host.apiOrigin, token: host.token }))
    await expect(gone.invoke('campaign/get', {})).rejects.toMatchObject({
      code: 'io',
      message: expect.stringContaining('still running')
    })
  })
})
