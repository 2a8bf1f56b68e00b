// `npm start [-- --web] [-- --campaign <file>] [--port <n>]`: builds, then runs the Electron app.
// When Electron cannot run here (its runtime is not installed and cannot be downloaded, there is no
// display, or it dies before its window opens, e.g. Chromium's sandbox on Ubuntu ≥ 23.10), it says
// why and serves the same app to a browser instead (the browser host, src-main/web), printing its
// URL; so does an Electron that exits 0 without a window (unless it handed over to a running one) or
// whose window has not opened within a time limit. A crash after the window opened is never reported
// as success: non-zero, with the log's path.
// Ctrl+C: the terminal sends SIGINT to Electron itself, which quits after writing pending changes;
// the launcher does not send it a second one. Killed alone, npm takes neither Electron nor the
// browser host with it: both follow their parent and quit, saving.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import {
  electronOutcome,
  importUrl,
  INSTALLER_NODE,
  nodeCanInstall,
  SANDBOX_HELP,
  WINDOW_TIMEOUT_MS
} from './outcome.mjs'
import { followParent, survivesClosedTerminal } from './process-end.mjs'

const require = createRequire(import.meta.url)
const root = join(import.meta.dirname, '..', '..')

survivesClosedTerminal()
const args = process.argv.slice(2)
const forceWeb = args.includes('--web') || process.env.ENCUMBRANCE_WEB === '1'
const hostArgs = args.filter((a) => a !== '--web')

// ENCUMBRANCE_RENDERER_DIR (an already built renderer, the tests' stand-in, as in web.mjs): nothing is built.
// The tests of the launcher run a fake Electron and this stand-in, so they skip a build that costs ≈ 8 s
// of CPU per start and that nothing they run reads.
if (!process.env.ENCUMBRANCE_RENDERER_DIR) {
  const { build } = await import('electron-vite')
  await build({ logLevel: 'error' })
}

function electronPackageDir() {
  try {
    return dirname(require.resolve('electron/package.json'))
  } catch {
    return null
  }
}

function installedBinary(pkgDir) {
  const pathFile = join(pkgDir, 'path.txt')
  if (!existsSync(pathFile)) return null
  const binary = join(pkgDir, 'dist', readFileSync(pathFile, 'utf8').trim())
  return existsSync(binary) ? binary : null
}

/** Electron's own installer, its output shown as it runs (it draws a progress bar), no time limit. */
function runInstaller(pkgDir) {
  console.log(
    'Fetching the Electron runtime (first start only, about 100 MB; a progress bar appears after 30 s).\n' +
      'If it cannot finish, run `node node_modules/electron/install.js` yourself later (set ELECTRON_MIRROR for ' +
      'a mirror), or put electron-v45.5.0-<platform>-<arch>.zip from https://github.com/electron/electron/releases ' +
      'into the Electron cache folder (~/.cache/electron, ~/Library/Caches/electron or %LOCALAPPDATA%\\electron\\Cache).'
  )
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(pkgDir, 'install.js')], { stdio: ['ignore', 'inherit', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk) => {
      stderr += chunk
      process.stderr.write(chunk)
    })
    child.on('error', (e) => resolve({ code: null, stderr: String(e) }))
    child.on('exit', (code) => resolve({ code, stderr }))
  })
}

/** The Electron binary, or why there is none. Tries Electron's own installer once when it is missing. */
async function findElectron() {
  if (process.env.ENCUMBRANCE_ELECTRON) return { path: process.env.ENCUMBRANCE_ELECTRON }
  const pkgDir = electronPackageDir()
  if (!pkgDir) return { why: 'the electron package is not installed (run `npm install`)' }
  const found = installedBinary(pkgDir)
  if (found) return { path: found }
  if (!nodeCanInstall()) {
    return {
      why:
        `the Electron runtime is not installed, and its installer needs Node ${INSTALLER_NODE.join('.')} or later ` +
        `(this is Node ${process.versions.node}). The browser host runs on Node 20.19 and later; install Node 22 or 24 ` +
        'and run `npm start` again for the desktop window'
    }
  }
  const run = await runInstaller(pkgDir)
  const after = installedBinary(pkgDir)
  if (after) return { path: after }
  const lines = run.stderr.split('\n').map((l) => l.trim())
  // The most telling line: a network error code, else the first error message.
  const line =
    lines.find((l) =>
      /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH|getaddrinfo|certificate/i.test(l)
    ) ?? lines.find((l) => /error|timed? ?out/i.test(l))
  const reason = line ?? `installer exit code ${run.code}`
  return { why: `the Electron runtime is not installed and could not be downloaded (${reason.slice(0, 200)})` }
}

function hasDisplay() {
  return process.platform !== 'linux' || Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY)
}

/** What main last wrote in the status file: { log, ready, handedOver }, or {} before it wrote anything. */
function readStatus(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return {} // main never got that far
  }
}

/**
 * Runs Electron; resolves with how it ended. Main writes `status` once it knows its log, when its window
 * shows, and when it hands over to a running instance. A window that has not shown within the start-up
 * time limit: Electron is stopped (SIGTERM, then SIGKILL) and the run ends `timedOutMs`.
 */
function runElectron(binary) {
  const dir = mkdtempSync(join(tmpdir(), 'encumbrance-run-'))
  const status = join(dir, 'status.json')
  const child = spawn(binary, [root, ...hostArgs], {
    stdio: ['inherit', 'inherit', 'pipe'],
    // main follows this process: killed alone, Electron still quits, writing pending changes
    env: { ...process.env, ENCUMBRANCE_STATUS_FILE: status, ENCUMBRANCE_FOLLOW_PARENT: '1' }
  })
  let stderr = ''
  child.stderr.on('data', (chunk) => {
    if (stderr.length < 64_000) stderr += chunk
    process.stderr.write(chunk)
  })
  // The terminal's Ctrl+C and Ctrl+\ reach Electron directly (same process group): not a second time from here.
  process.on('SIGINT', () => undefined)
  process.on('SIGQUIT', () => undefined)
  process.on('SIGTERM', () => child.kill('SIGTERM'))
  process.on('SIGHUP', () => child.kill('SIGHUP'))
  // npm killed: Electron quits as on SIGTERM (saving); this process then ends with its status.
  const unfollow = followParent(() => child.kill('SIGTERM'))
  const limitMs = Number(process.env.ENCUMBRANCE_WINDOW_TIMEOUT_MS) || WINDOW_TIMEOUT_MS
  let timedOutMs = 0
  const started = Date.now()
  const watch = setInterval(() => {
    if (readStatus(status).ready === true) return clearInterval(watch)
    if (Date.now() - started < limitMs) return
    clearInterval(watch)
    timedOutMs = limitMs
    child.kill('SIGTERM')
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref()
  }, 250)
  return new Promise((resolve) => {
    const done = (code, signal) => {
      clearInterval(watch)
      unfollow()
      const state = readStatus(status)
      rmSync(dir, { recursive: true, force: true })
      resolve({
        code,
        signal,
        stderr,
        ready: state.ready === true,
        handedOver: state.handedOver === true,
        timedOutMs,
        log: state.log ?? ''
      })
    }
    child.on('error', (e) => {
      stderr += String(e)
      done(null, null)
    })
    child.on('exit', done)
  })
}

let why = null
if (!forceWeb) {
  const electron = await findElectron()
  if (!electron.path) why = `The desktop window cannot open: ${electron.why}.`
  else if (!hasDisplay())
    why = 'The desktop window cannot open: there is no graphical display here (DISPLAY and WAYLAND_DISPLAY are unset).'
  else {
    const ended = electronOutcome(await runElectron(electron.path))
    if (ended.kind === 'done') process.exit(ended.exitCode)
    if (ended.kind === 'failed') {
      console.error(`\n${ended.message}`)
      process.exit(ended.exitCode)
    }
    why = `The desktop window did not open: ${ended.why}.${ended.sandbox ? `\n${SANDBOX_HELP}` : ''}`
  }
}

const instead =
  'Encumbrance runs as a local web app instead, with the same screens and the same campaign file: ' +
  'open the address below in a browser on this computer (it only answers this computer, and only with the token in the address).'
console.log(
  why === null
    ? '\nServing Encumbrance to your browser (--web).\n'
    : why.includes('could not be downloaded')
      ? `\n${why} Electron downloads its runtime once, on first start, from its release server; on a machine ` +
        `with internet access \`npm start\` does this and then works offline. ${instead}\n`
      : `\n${why}\n${instead}\n`
)
// serve.ts reads its options from argv: --campaign, --port, and --open when a desktop can show a browser.
const serve = join(root, 'src-main', 'web', 'serve.ts')
// the host follows npm: killed alone, npm does not leave it serving and holding the campaign's lock
process.env.ENCUMBRANCE_FOLLOW_PARENT = '1'
const open = hasDisplay() && process.env.ENCUMBRANCE_NO_OPEN !== '1'
process.argv = [process.argv[0], serve, ...hostArgs, ...(open ? ['--open'] : [])]
const { tsImport } = await import('tsx/esm/api')
await tsImport(importUrl(serve), import.meta.url)
