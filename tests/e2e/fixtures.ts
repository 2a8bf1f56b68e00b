// End-to-end fixture: the real browser host (src-main/web) on a temporary copy of a campaign file,
// serving the production renderer bundle (built by global-setup.ts). Tests get its URL (with the
// token), the campaign file's path, and helpers to read the file as the app wrote it.
//
//   import { test, expect } from './fixtures'
//   test('…', async ({ page, app }) => { await page.goto(app.url); …; expect((await app.readCampaign()).name)… })
//
// Options (test.use): `campaignSource` (a JSON file to copy, default resources/sample-campaign.json)
// or `campaignData` (a campaign object to write instead).
import { test as base, expect } from '@playwright/test'
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Campaign } from '@shared/campaign/schema'
import { startHost, type Host, PROJECT_ROOT } from '../../src-main/web/host'

export interface AppHost {
  /** Page URL with the per-run token: `page.goto(app.url)`. */
  url: string
  /** http://<random>.localhost:<port> (the page's origin), no token. */
  origin: string
  token: string
  /** The temporary campaign file the app reads and writes. */
  file: string
  /** The temporary folder holding it (backups go in a subfolder), and the host's user-data folder. */
  dir: string
  /** The campaign file as it is on disk now (parsed). */
  readCampaign(): Promise<Campaign>
  /** The file's exact text. */
  readText(): Promise<string>
  /** Writes pending changes now (the app autosaves within ~300 ms anyway). */
  flush(): Promise<void>
  host: Host
}

interface Options {
  campaignSource: string
  campaignData: Campaign | null
}

export const SAMPLE_CAMPAIGN = join(PROJECT_ROOT, 'resources', 'sample-campaign.json')
export const RENDERER_DIR = join(PROJECT_ROOT, 'out', 'renderer')

export const test = base.extend<Options & { app: AppHost }>({
  campaignSource: [SAMPLE_CAMPAIGN, { option: true }],
  campaignData: [null, { option: true }],
  app: async ({ campaignSource, campaignData }, use) => {
    const dir = await mkdtemp(join(tmpdir(), 'enc-e2e-'))
    const file = join(dir, 'campaign.json')
    if (campaignData) await writeFile(file, `${JSON.stringify(campaignData, null, 2)}\n`)
    else await copyFile(campaignSource, file)
    const userDataDir = join(dir, 'user-data')
    await mkdir(userDataDir)
    const host = await startHost({ campaignPath: file, rendererDir: RENDERER_DIR, userDataDir })
    try {
      await use({
        url: host.url,
        origin: host.origin,
        token: host.token,
        file,
        dir,
        host,
        readText: () => readFile(file, 'utf8'),
        readCampaign: async () => JSON.parse(await readFile(file, 'utf8')) as Campaign,
        flush: async () => {
          if (host.session.hasCampaign) await host.session.store.flush()
        }
      })
    } finally {
      await host.close()
      await rm(dir, { recursive: true, force: true })
    }
  }
})

export { expect }
