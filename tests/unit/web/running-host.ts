// A browser host on a real campaign file in a temporary folder, for the tests of tests/unit/web.
import { afterEach } from 'vitest'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Campaign } from '@shared/campaign/schema'
import { startHost, type Host } from '../../../src-main/web/host'
import { sampleCampaign, writeCampaign } from '../contract/fixtures'
import { raw } from './http-client'

export interface Running {
  host: Host
  dir: string
  file: string
  bearer: Record<string, string>
  post(channel: string, body: unknown, headers?: Record<string, string>): ReturnType<typeof raw>
}

const running: Running[] = []
afterEach(async () => {
  for (const r of running.splice(0)) {
    await r.host.close()
    await rm(r.dir, { recursive: true, force: true })
  }
})

/** Starts a host on a copy of `campaign` (default: the contract fixtures' sample); closed after each test. */
export async function start(campaign: Campaign = sampleCampaign()): Promise<Running> {
  const dir = await mkdtemp(join(tmpdir(), 'enc-host-'))
  const rendererDir = join(dir, 'renderer')
  await mkdir(join(rendererDir, 'assets'), { recursive: true })
  await writeFile(
    join(rendererDir, 'index.html'),
    '<!doctype html><title>Encumbrance</title><script type="module" src="./assets/app.js"></script>'
  )
  await writeFile(join(rendererDir, 'assets', 'app.js'), 'export {}')
  await writeFile(join(dir, 'secret.json'), '{"secret":true}')
  const file = join(dir, 'campaign.json')
  await writeCampaign(file, campaign)
  await mkdir(join(dir, 'user'))
  const host = await startHost({
    campaignPath: file,
    rendererDir,
    userDataDir: join(dir, 'user'),
    store: { debounceMs: 10 }
  })
  const bearer = { authorization: `Bearer ${host.token}` }
  const r: Running = {
    host,
    dir,
    file,
    bearer,
    post: (channel, body, headers = {}) =>
      raw(`${host.origin}/api/${channel}`, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json', ...bearer, ...headers }
      })
  }
  running.push(r)
  return r
}
