// The GM-screen tests' host: the real browser host (src-main/web) on a real campaign file in a temp
// folder, serving the production renderer bundle (built by global-setup).
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startHost, PROJECT_ROOT, type Host } from '../../src-main/web/host'

export interface UiHost {
  url: string
  file: string
  host: Host
  read(): Promise<CampaignJson>
  close(): Promise<void>
}

/** Loose view of the campaign file for assertions. */
export interface CampaignJson {
  name: string
  language: 'fr' | 'en'
  characters: { id: string; name: string; player: string; strength: number; size: string; inventory: LineJson[] }[]
  stash: LineJson[]
  customItems: { id: string; name: string; level: number }[]
  ledger: { item: string; quantity: number; from: { type: string; id?: string }; to: { type: string; id?: string } }[]
}
export interface LineJson {
  id: string
  ref: { source: string; id: string }
  quantity: number
  rounds?: number
}

export async function startUiHost(campaign: object): Promise<UiHost> {
  const dir = await mkdtemp(join(tmpdir(), 'enc-ui-'))
  const file = join(dir, 'campaign.json')
  await writeFile(file, JSON.stringify(campaign, null, 2))
  const host = await startHost({ rendererDir: join(PROJECT_ROOT, 'out', 'renderer'), campaignPath: file, userDataDir: join(dir, 'user-data') })
  return {
    url: host.url,
    file,
    host,
    read: async () => JSON.parse(await readFile(file, 'utf8')) as CampaignJson,
    close: async () => {
      await host.close()
      await rm(dir, { recursive: true, force: true })
    }
  }
}
