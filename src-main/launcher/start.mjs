// `npm start [-- --web] [-- --campaign <file>] [--port <n>]`: builds, then runs the Electron app.
// When Electron cannot run here (its runtime is not installed and cannot be downloaded, or there is
// no display), it says why in one paragraph and serves the same app to a browser instead (the
// browser host, src-main/web), printing its URL. Ctrl+C stops it after writing pending changes.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const require = createRequire(import.meta.url)
const root = join(import.meta.dirname, '..', '..')
const INSTALL_TIMEOUT_MS = 90_000

const args = process.argv.slice(2)
const forceWeb = args.includes('--web') || process.env.ENCUMBRANCE_WEB === '1'
const hostArgs = args.filter((a) => a !== '--web')

const { build } = await import('electron-vite')
await build({ logLevel: 'error' })

/** The Electron binary, or why there is none. Tries Electron's own installer once when it is missing. */
function findElectron() {
  let pkgDir
  try {
    pkgDir = dirname(require.resolve('electron/package.json'))
  } catch {
    return { why: 'the electron package is not installed (run `npm install`)' }
  }
  const installed = () => {
    const pathFile = join(pkgDir, 'path.txt')
    if (!existsSync(pathFile)) return null
    const binary = join(pkgDir, 'dist', readFileSync(pathFile, 'utf8').trim())
    return existsSync(binary) ? binary : null
  }
  const found = installed()
  if (found) return { path: found }
  console.log('Fetching the Electron runtime (first start)…')
  const run = spawnSync(process.execPath, [join(pkgDir, 'install.js')], {
    encoding: 'utf8',
    timeout: INSTALL_TIMEOUT_MS
  })
  const after = installed()
  if (after) return { path: after }
  const output = `${run.stderr ?? ''}\n${run.stdout ?? ''}`
  const lines = output.split('\n').map((l) => l.trim())
  // The most telling line: a network error code, else the first error message.
  const line =
    lines.find((l) =>
      /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH|getaddrinfo|certificate/i.test(l)
    ) ?? lines.find((l) => /error|timed? ?out/i.test(l))
  const reason =
    run.error?.code === 'ETIMEDOUT'
      ? `no answer within ${INSTALL_TIMEOUT_MS / 1000} s`
      : (line ?? `installer exit code ${run.status}`)
  return { why: `the Electron runtime is not installed and could not be downloaded (${reason.slice(0, 200)})` }
}

function hasDisplay() {
  return process.platform !== 'linux' || Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY)
}

const electron = forceWeb ? { forced: true } : findElectron()
if (electron.path && hasDisplay()) {
  const child = spawn(electron.path, [root, ...hostArgs], { stdio: 'inherit' })
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))
} else {
  const instead =
    'Encumbrance runs as a local web app instead, with the same screens and the same campaign file: ' +
    'open the address below in a browser on this computer (it only answers this computer, and only with the token in the address).'
  console.log(
    electron.forced
      ? '\nServing Encumbrance to your browser (--web).\n'
      : electron.path
        ? `\nThe desktop window cannot open: there is no graphical display here (DISPLAY and WAYLAND_DISPLAY are unset). ${instead}\n`
        : `\nThe desktop window cannot open: ${electron.why}. Electron downloads its runtime once, on first start, ` +
          `from its release server; on a machine with internet access \`npm start\` does this and then works offline. ${instead}\n`
  )
  // serve.ts reads its options from argv: --campaign, --port, and --open when a desktop can show a browser.
  process.argv = [
    process.argv[0],
    join(root, 'src-main', 'web', 'serve.ts'),
    ...hostArgs,
    ...(hasDisplay() ? ['--open'] : [])
  ]
  const { tsImport } = await import('tsx/esm/api')
  await tsImport(join(root, 'src-main', 'web', 'serve.ts'), import.meta.url)
}
