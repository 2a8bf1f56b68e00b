// `npm start`: build, then run the Electron app; when the Electron runtime is missing and cannot be
// fetched (no network), say so plainly and exit non-zero.
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const { build } = await import('electron-vite')
await build({ logLevel: 'warn' })

let electronPath
try {
  electronPath = require('electron')
} catch (err) {
  console.error(
    '\nThe Electron runtime is not installed and could not be downloaded (' +
      String(err instanceof Error ? err.message : err).split('\n')[0] +
      '). Electron 45 fetches its runtime on first use; this machine could not reach the download server. ' +
      'On a machine with internet access, `npm start` downloads it once and then works offline.\n'
  )
  process.exit(1)
}
const run = spawnSync(electronPath, ['.'], { stdio: 'inherit' })
process.exit(run.status ?? 0)
