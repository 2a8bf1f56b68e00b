// How a process of the app ends, shared by the launchers (start.mjs, web.mjs), the browser host
// (src-main/web/serve.ts) and Electron main: the signals that mean "stop" (each handled as a quit that
// writes pending changes), following the parent process (npm, the launcher) when it dies, and output
// to a terminal that was closed. Plain JavaScript: the launchers run before anything is built.
import { readFileSync } from 'node:fs'

/** Every signal a GM's terminal or system sends to stop a program: each is a quit that saves. */
export const QUIT_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT']

/** How often the parent is checked. */
export const FOLLOW_PARENT_MS = 500

/** The parent's pid now. Node's process.ppid is read once at start; Linux's /proc has the live one. */
export function currentParent() {
  if (process.platform === 'linux') {
    try {
      // pid (comm) state ppid …: comm may hold spaces and parentheses, so read after its last ')'
      const stat = readFileSync('/proc/self/stat', 'utf8')
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
    } catch {
      // no /proc: fall through
    }
  }
  return null
}

/** True when the process that started this one is gone (this one was re-parented, or it no longer exists). */
export function parentGone(parent) {
  const now = currentParent()
  if (now !== null) return now !== parent
  try {
    process.kill(parent, 0)
    return false
  } catch (e) {
    return e.code === 'ESRCH'
  }
}

/**
 * Calls `onGone` once when the parent process dies (npm killed, the launcher killed), so this process
 * does not live on orphaned, serving and holding the campaign's lock. Returns a function that stops watching.
 */
export function followParent(onGone, intervalMs = FOLLOW_PARENT_MS) {
  const parent = process.ppid
  const timer = setInterval(() => {
    if (!parentGone(parent)) return
    clearInterval(timer)
    onGone()
  }, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}

/**
 * A terminal that was closed (SIGHUP) makes every later write to stdout/stderr fail (EIO, EPIPE): those
 * errors must not crash the process before it has saved.
 */
export function survivesClosedTerminal() {
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined)
}
