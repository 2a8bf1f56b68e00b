// The browser host: the same contract as the Electron app, over HTTP on 127.0.0.1, with the real
// store on a real file. `npm run web` (serve.ts) and the end-to-end tests start it.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createDispatch, type Dispatch } from '../handlers/dispatch'
import { createHandlers } from '../handlers/handlers'
import { printPdfWithChromium } from '../export/pdf-chromium'
import { Session, type QuitOutcome } from '../handlers/session'
import { WriteFolders } from '../handlers/write-folders'
import { PlayerSharing } from '../players/sharing'
import type { StoreOptions } from '../store'
import { newToken } from './auth'
import { startHostServer } from './server'
import { userDataDir } from './user-data'

export interface HostOptions {
  /** The campaign file to open; default: the default campaign in `userDataDir`, seeded from the sample. */
  campaignPath?: string
  /** The built renderer (out/renderer). */
  rendererDir: string
  /** Default: 0, a free port chosen by the OS. */
  port?: number
  /** Default: the per-user data folder (userDataDir()). */
  userDataDir?: string
  /** Default: resources/sample-campaign.json of this project. */
  samplePath?: string
  store?: StoreOptions
}

export interface Host {
  /** Sharing with the players (issue 27): started by the GM (players/start) or `--players`. */
  players: PlayerSharing
  /** The page URL, with the token: give it to a browser. */
  url: string
  /** The page's origin, `http://<random>.localhost:<port>` (browsers resolve it to 127.0.0.1), without the token. */
  origin: string
  /** `http://127.0.0.1:<port>`: for scripts, with the bearer token (the session cookie is refused there). */
  apiOrigin: string
  token: string
  /** The address listened on: always 127.0.0.1. */
  address: string
  port: number
  session: Session
  dispatch: Dispatch
  /** Writes pending changes, ends event streams, stops listening. */
  close(): Promise<void>
  /** Stops as close() does, keeping unsaved work in a recovery file (Session.quit): what was left unsaved. */
  quit(): Promise<QuitOutcome>
}

export const PROJECT_ROOT = join(import.meta.dirname, '..', '..')

function appVersion(): string {
  try {
    return (JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string }).version
  } catch {
    return '0.0.0'
  }
}

export async function startHost(options: HostOptions): Promise<Host> {
  const session = await Session.start({
    userDataDir: options.userDataDir ?? userDataDir(),
    samplePath: options.samplePath ?? join(PROJECT_ROOT, 'resources', 'sample-campaign.json'),
    ...(options.campaignPath ? { campaignPath: options.campaignPath } : {}),
    ...(options.store ? { store: options.store } : {})
  })
  const writeFolders = await WriteFolders.load({
    userDataDir: session.options.userDataDir,
    campaigns: () => [
      ...(session.hasCampaign ? [session.state.path] : []),
      ...(options.campaignPath ? [options.campaignPath] : []),
      ...session.recent.list
    ]
  })
  const players = new PlayerSharing({ session, events: session.events, rendererDir: options.rendererDir })
  const dispatch = createDispatch(
    createHandlers({
      session,
      host: 'web',
      version: appVersion(),
      exports: { printPdf: printPdfWithChromium },
      writeFolders,
      players
    })
  )
  const token = newToken()
  let server
  try {
    server = await startHostServer({
      rendererDir: options.rendererDir,
      dispatch,
      events: session.events,
      token,
      port: options.port ?? 0
    })
  } catch (e) {
    await players.close()
    await session.close()
    throw e
  }
  const origin = `http://${server.hostName}:${server.port}`
  let closing: Promise<QuitOutcome> | null = null
  const quit = (): Promise<QuitOutcome> =>
    (closing ??= (async () => {
      await players.close()
      await server.close()
      return session.quit()
    })())
  return {
    url: `${origin}/?token=${token}`,
    origin,
    apiOrigin: `http://127.0.0.1:${server.port}`,
    token,
    address: server.address,
    port: server.port,
    session,
    players,
    dispatch,
    quit,
    async close() {
      await quit()
    }
  }
}
