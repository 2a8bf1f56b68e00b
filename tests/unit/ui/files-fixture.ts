// The files state on the real main-side stack in-process: a Session and the contract's dispatch on
// a real campaign file in a temp folder (the browser host minus HTTP; for the Electron host, its save
// dialog is a function the test answers). Only the browser's clipboard and downloads are recorded
// instead of performed: jsdom has neither.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect } from 'vitest'
import type { Api } from '../../../src-renderer/src/lib/api'
import { evaluateParty } from '../../../src-renderer/src/lib/engine/party'
import { I18n } from '../../../src-renderer/src/lib/i18n/i18n.svelte'
import { AppState } from '../../../src-renderer/src/lib/state/app.svelte'
import { FilesState, type FilesIo } from '../../../src-renderer/src/lib/state/files.svelte'
import type { SaveDialogRequest } from '../../../src-main/handlers/export'
import { Session } from '../../../src-main/handlers/session'
import type { Campaign } from '@shared/campaign/schema'
import type { ExportFile } from '@shared/contract/contract'
import { sixAdventurers } from '../../e2e/ui-campaigns'
import { inProcessApi } from './in-process-api'

/** What the browser would have received: the clipboard's text and the downloaded files. */
export class RecordingIo implements FilesIo {
  copied: string[] = []
  downloads: ExportFile[] = []
  async copyText(text: string): Promise<void> {
    this.copied.push(text)
  }
  download(f: ExportFile): void {
    this.downloads.push(f)
  }
}

export interface Stack {
  dir: string
  file: string
  session: Session
  /** Save dialogs the Electron host opened, and what the next one answers (null: cancelled). */
  dialogs: SaveDialogRequest[]
  answer: string | null
  client(host: 'web' | 'electron'): Api
  /** An app and its files state on this stack, the campaign loaded. */
  setup(host?: 'web' | 'electron', lang?: 'en' | 'fr'): Promise<{ app: AppState; files: FilesState; io: RecordingIo }>
  /** The campaign file as written, after pending saves. */
  onDisk(path?: string): Promise<Campaign>
  close(): Promise<void>
}

export async function startStack(): Promise<Stack> {
  const dir = await mkdtemp(join(tmpdir(), 'enc-ui-files-'))
  const file = join(dir, 'campaign.json')
  await writeFile(file, JSON.stringify(sixAdventurers('en'), null, 2))
  // A fixed day, starting just after local midnight: the real clock made the backups test fail from
  // 23:40 on, when three saves 6 minutes apart crossed midnight and took a second daily backup.
  let clock = new Date(2026, 0, 15, 0, 1).getTime()
  const session = await Session.start({
    userDataDir: dir,
    samplePath: file,
    campaignPath: file,
    watchFile: false,
    // each reading of the clock is 6 minutes later, so every save takes a backup (one per 5 min of editing)
    store: { debounceMs: 20, now: () => new Date((clock += 6 * 60_000)) }
  })
  const stack: Stack = {
    dir,
    file,
    session,
    dialogs: [],
    answer: null,
    client(host) {
      return inProcessApi(
        session,
        host,
        host === 'electron' ? { askSavePath: async (request) => (stack.dialogs.push(request), stack.answer) } : {}
      )
    },
    async setup(host = 'web', lang = 'en') {
      const api = stack.client(host)
      const app = new AppState(api, async (inputs) => evaluateParty(inputs), new I18n(lang))
      const io = new RecordingIo()
      const files = new FilesState(app, api, io)
      await app.real.load()
      await expect.poll(() => files.info?.host).toBe(host)
      return { app, files, io }
    },
    async onDisk(path = file) {
      await session.store.flush()
      return JSON.parse(await readFile(path, 'utf8')) as Campaign
    },
    async close() {
      await session.close()
      await rm(dir, { recursive: true, force: true })
    }
  }
  return stack
}
