// What `npm start` decides, as pure functions (tests/unit/shell/launcher-outcome.test.ts): how an
// Electron run ended, whether this Node can run Electron's installer, and how to import a path.
import { constants } from 'node:os'

/** Electron 45's installer (@electron/get) needs Node 22.12 or later (its package.json engines). */
export const INSTALLER_NODE = [22, 12]

export function nodeCanInstall(version = process.versions.node) {
  const [major = 0, minor = 0] = version.split('.').map(Number)
  return major > INSTALLER_NODE[0] || (major === INSTALLER_NODE[0] && minor >= INSTALLER_NODE[1])
}

/** Chromium's sandbox refused to start: SIGTRAP on Ubuntu ≥ 23.10 (AppArmor and user namespaces), or its own message. */
export function isSandboxFailure({ signal, stderr = '' }) {
  return signal === 'SIGTRAP' || /setuid_sandbox|SUID sandbox|No usable sandbox|chrome-sandbox/i.test(stderr)
}

/** Electron main's exit status when it stopped with changes it could not write (it said so; src-main/web/quit-report.ts). */
export const EXIT_UNSAVED = 3

/** How long `npm start` waits for Electron's window before serving the browser host instead (ENCUMBRANCE_WINDOW_TIMEOUT_MS). */
export const WINDOW_TIMEOUT_MS = 60_000

/**
 * How an Electron run ended. `ready`: main had shown its window. Before that, a crash, an exit 0 or no
 * window within the start-up time limit (`timedOutMs`) falls back to the browser host; after it, a
 * crash is a failure (non-zero exit, the log's path). Only a second instance that handed its
 * arguments to the first (`handedOver`, main says so) exits 0 without a window. Exit 3 after the
 * window is main's "NOT SAVED" (it printed why). A crash is never success.
 */
export function electronOutcome({ code, signal, ready, handedOver = false, timedOutMs = 0, stderr = '', log = '' }) {
  const how = signal ? `was killed by ${signal}` : `exited with code ${code}`
  if (timedOutMs > 0 && !ready)
    return { kind: 'fallback', sandbox: false, why: `Electron did not open its window within ${timedOutMs / 1000} s` }
  if (!signal && code === 0 && (ready || handedOver)) return { kind: 'done', exitCode: 0 }
  if (!ready) {
    return {
      kind: 'fallback',
      sandbox: isSandboxFailure({ signal, stderr }),
      why: `Electron ${how} before its window opened`
    }
  }
  if (!signal && code === EXIT_UNSAVED) return { kind: 'done', exitCode: EXIT_UNSAVED }
  const signo = signal ? (constants.signals[signal] ?? 0) : 0
  return {
    kind: 'failed',
    exitCode: signal ? 128 + signo : code || 1,
    message: `Encumbrance stopped unexpectedly: Electron ${how}.${log ? ` What it logged is in ${log}.` : ''}`
  }
}

export const SANDBOX_HELP =
  'Chromium’s sandbox could not start. On Ubuntu 23.10 and later, AppArmor forbids the unprivileged user ' +
  'namespaces it uses to programs run from node_modules. Either give the sandbox helper its rights once:\n' +
  '  sudo chown root node_modules/electron/dist/chrome-sandbox && sudo chmod 4755 node_modules/electron/dist/chrome-sandbox\n' +
  'or install the packaged app (AppImage/deb: `npm run dist`), which ships with its own AppArmor profile.'

/**
 * A path as an ESM import specifier: a file URL. `c:\x\y.ts` imported as is fails with
 * ERR_UNSUPPORTED_ESM_URL_SCHEME ('c:' read as a URL scheme). `platform` picks the path rules.
 */
export function importUrl(path, platform = process.platform) {
  const encode = (segments) => segments.map((s) => encodeURIComponent(s)).join('/')
  if (platform === 'win32') {
    const unc = /^\\\\([^\\]+)\\(.*)$/.exec(path)
    if (unc) return `file://${unc[1]}/${encode(unc[2].split(/[\\/]/))}`
    const drive = /^([a-zA-Z]):[\\/](.*)$/.exec(path)
    if (!drive) throw new Error(`not an absolute Windows path: ${path}`)
    return `file:///${drive[1].toUpperCase()}:/${encode(drive[2].split(/[\\/]/))}`
  }
  if (!path.startsWith('/')) throw new Error(`not an absolute path: ${path}`)
  return `file://${encode(path.split('/'))}`
}
