// `npm run web [-- --campaign <file>] [--port <n>] [--open]`: serves the built renderer and the
// contract on 127.0.0.1 and prints the URL (with its per-run token). Ctrl+C writes pending changes
// and stops. Also ENCUMBRANCE_CAMPAIGN / ENCUMBRANCE_PORT.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { PROJECT_ROOT, startHost } from './host'

function fail(message: string): never {
  console.error(`encumbrance web: ${message}`)
  process.exit(2)
}

/** Opens the URL in the desktop's browser when a safe opener exists (never through a shell). */
function openInBrowser(url: string): boolean {
  const opener = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? null : 'xdg-open'
  if (!opener || spawnSync('which', [opener], { stdio: 'ignore' }).status !== 0) return false
  spawn(opener, [url], { stdio: 'ignore', detached: true }).unref()
  return true
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      campaign: { type: 'string' },
      port: { type: 'string' },
      open: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false }
    },
    strict: true
  })
  if (values.help) {
    console.log('Usage: npm run web -- [--campaign <file.json>] [--port <n>] [--open]')
    return
  }
  const campaignArg = values.campaign ?? process.env.ENCUMBRANCE_CAMPAIGN
  const portArg = values.port ?? process.env.ENCUMBRANCE_PORT ?? '0'
  const port = Number(portArg)
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port: expected 0–65535, got ${portArg}`)
  const campaignPath = campaignArg ? resolve(campaignArg) : undefined
  if (campaignPath && !existsSync(campaignPath)) fail(`--campaign: ${campaignPath} does not exist`)

  const rendererDir = join(PROJECT_ROOT, 'out', 'renderer')
  if (!existsSync(join(rendererDir, 'index.html')))
    fail(`${rendererDir} has no index.html: run \`npm run build\` first (npm run web does)`)

  const host = await startHost({ rendererDir, port, ...(campaignPath ? { campaignPath } : {}) })
  const opened = host.session.hasCampaign ? host.session.state.path : null
  console.log(`Encumbrance is running at\n\n    ${host.url}\n`)
  console.log(opened ? `Campaign: ${opened}` : 'No campaign could be opened: the page says why and offers a backup.')
  console.log('Only this computer can connect, with the token above. Press Ctrl+C to stop.')
  if (values.open && !openInBrowser(host.url)) console.log('(No browser opener found: open the URL yourself.)')

  let stopping = false
  const stop = (signal: string): void => {
    if (stopping) return
    stopping = true
    console.log(`\n${signal}: saving and stopping…`)
    host.close().then(
      () => process.exit(0),
      (e: unknown) => {
        console.error('could not save on exit:', e)
        process.exit(1)
      }
    )
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
}

main().catch((e: unknown) => fail(e instanceof Error ? e.message : String(e)))
