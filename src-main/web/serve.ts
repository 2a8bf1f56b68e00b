// `npm run web [-- --campaign <file>] [--port <n>] [--open]`: serves the built renderer and the
// contract on 127.0.0.1 and prints the URL (with its per-run token). Ctrl+C writes pending changes
// and stops (so do SIGTERM, SIGHUP, SIGQUIT, and with ENCUMBRANCE_FOLLOW_PARENT=1 the end of the
// process that started it). Also ENCUMBRANCE_CAMPAIGN / ENCUMBRANCE_PORT.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { chmod, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { pathToFileURL } from 'node:url'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import type { Language } from '@shared/core'
import { messages } from '@shared/i18n'
import { DEFAULT_SHARE_SETTINGS } from '@shared/players'
import { hostPort, parsePlayersArg } from '../players/interfaces'
import { PROJECT_ROOT, startHost } from './host'
import { stopOnEveryEnd } from './quit-report'

function fail(message: string): never {
  console.error(`encumbrance web: ${message}`)
  process.exit(2)
}

/**
 * Opens the URL in the desktop's browser when a safe opener exists (never through a shell). The token
 * never goes on the browser's command line (every local user can read it there): the browser gets a
 * launch page, readable by this user only (0600, in a 0700 folder), that forwards it to the URL; the page
 * is removed once the browser has had time to read it, and on exit.
 */
async function openInBrowser(url: string): Promise<{ opened: boolean; cleanup: () => void }> {
  const none = { opened: false, cleanup: () => {} }
  const opener = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? null : 'xdg-open'
  if (!opener || spawnSync('which', [opener], { stdio: 'ignore' }).status !== 0) return none
  const folder = await mkdtemp(join(tmpdir(), 'encumbrance-launch-'))
  await chmod(folder, 0o700)
  const page = join(folder, 'open-encumbrance.html')
  const attr = url.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
  await writeFile(
    page,
    `<!doctype html><meta charset="utf-8"><meta name="referrer" content="no-referrer">` +
      `<meta http-equiv="refresh" content="0;url=${attr}"><title>Encumbrance</title><a href="${attr}">Encumbrance</a>\n`,
    { mode: 0o600, flag: 'wx' }
  )
  const cleanup = (): void => rmSync(folder, { recursive: true, force: true })
  spawn(opener, [pathToFileURL(page).href], { stdio: 'ignore', detached: true }).unref()
  setTimeout(cleanup, LAUNCH_PAGE_MS).unref()
  return { opened: true, cleanup }
}

/** How long the launch page stays for the browser to read it. */
const LAUNCH_PAGE_MS = 60_000

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      campaign: { type: 'string' },
      port: { type: 'string' },
      open: { type: 'boolean', default: false },
      players: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false }
    },
    strict: true
  })
  if (values.help) {
    console.log('Usage: npm run web -- [--campaign <file.json>] [--port <n>] [--open] [--players <address>[:<port>]]')
    return
  }
  const campaignArg = values.campaign ?? process.env.ENCUMBRANCE_CAMPAIGN
  const portArg = values.port ?? process.env.ENCUMBRANCE_PORT ?? '0'
  const port = Number(portArg)
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port: expected 0–65535, got ${portArg}`)
  const campaignPath = campaignArg ? resolve(campaignArg) : undefined
  const players = values.players === undefined ? null : parsePlayersArg(values.players)
  if (players && 'error' in players) fail(`--players: ${players.error}`)
  if (campaignPath && !existsSync(campaignPath)) fail(`--campaign: ${campaignPath} does not exist`)

  // ENCUMBRANCE_RENDERER_DIR: another built renderer (the tests' stand-in).
  const rendererDir = process.env.ENCUMBRANCE_RENDERER_DIR || join(PROJECT_ROOT, 'out', 'renderer')
  if (!existsSync(join(rendererDir, 'index.html')))
    fail(`${rendererDir} has no index.html: run \`npm run build\` first (npm run web does)`)

  const host = await startHost({ rendererDir, port, ...(campaignPath ? { campaignPath } : {}) })
  const language = (): Language => (host.session.hasCampaign ? host.session.state.campaign.exportLanguage : 'en')
  // Every way of being stopped saves: Ctrl+C, kill, the terminal closed (SIGHUP), Ctrl+\ (SIGQUIT), and when
  // npm or the launcher started it, that process's end (never orphaned, holding the lock). Set before "Press
  // Ctrl+C" is printed: a Ctrl+C right after that line was lost (the launcher runs this host in its own process
  // and ignores SIGINT while Electron runs).
  stopOnEveryEnd({
    quit: () => host.quit(),
    language,
    exit: (code) => process.exit(code),
    followParent: process.env.ENCUMBRANCE_FOLLOW_PARENT === '1'
  })
  const opened = host.session.hasCampaign ? host.session.state.path : null
  console.log(`Encumbrance is running at\n\n    ${host.url}\n`)
  console.log(opened ? `Campaign: ${opened}` : 'No campaign could be opened: the page says why and offers a backup.')
  console.log(
    'Only this computer can connect, with the token above (open it in Chrome, Edge or Firefox: they resolve *.localhost here). Press Ctrl+C to stop.'
  )
  const launch = values.open ? await openInBrowser(host.url) : null
  if (launch && !launch.opened) console.log('(No browser opener found: open the URL yourself.)')
  process.on('exit', () => launch?.cleanup())

  if (players) {
    const words = messages(language()).playersServer
    try {
      const status = await host.players.start({
        address: players.address,
        port: players.port,
        share: { ...DEFAULT_SHARE_SETTINGS },
        everyInterface: players.address === '0.0.0.0' || players.address === '::'
      })
      console.log(words.sharing(hostPort(status.address!, status.port!), status.characters.length))
      if (status.everyInterface) console.log(words.everyInterface)
      for (const c of status.characters) if (c.url) console.log(words.playerLine(c.name, c.url))
    } catch (e) {
      await host.quit()
      fail(`--players: ${e instanceof Error ? e.message : String(e)}`)
    }
  }

  for (const r of await host.session.recoveryFiles())
    console.log(`Unsaved changes from ${r.at} were kept in ${r.path}: open it to get them back.`)
}

main().catch((e: unknown) => fail(e instanceof Error ? e.message : String(e)))
