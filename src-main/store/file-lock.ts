// The advisory lock beside a campaign file: `<file>.lock`, holding who has the file open for writing
// (pid, host name, start time). A second instance that finds it held opens the file read-only and says
// who holds it. A lock is stale (taken over) when its process is gone (same host), or when its holder
// stopped refreshing it for STALE_MS (another host, a frozen or reused pid). The holder refreshes it
// every REFRESH_MS. Within one process, stores of the same file share its lock (counted).
//
// The lock is keyed on the file itself, not the name it was opened by: beside its real path (symbolic
// links resolved), so a link to an open campaign finds its lock. A holder checks its lock every
// CHECK_MS and before each save (`ensure`): a lock file someone deleted is put back, and one another
// instance took meanwhile makes this one stop writing. (A file with several hard links has several real
// paths: the store refuses it, campaign-adapter.ts.)
//
// The lock is created whole and exclusively (written to a temporary file, then link()ed to its name,
// which fails if it exists), so no reader ever sees a half-written lock. Its temporary file, like a
// stale lock moved aside, is named for its process, so one a killed process left is recognised. Other programs (a sync client,
// an editor) ignore it: the fingerprint check before each rename covers them.
import { hostname } from 'node:os'
import { link, readdir, readFile, realpath, rename, stat, unlink, utimes } from 'node:fs/promises'
import { basename, dirname, join, resolve } from 'node:path'
import { purgeStaleTemps, writeFileDurable } from './durable-write'

export const REFRESH_MS = 60_000
export const STALE_MS = 10 * 60_000
/** How often a holder checks that its lock is still there and still its own. */
export const CHECK_MS = 2_000

/** The file's real path (symbolic links resolved; for a file not yet created, its folder's), the lock's key. */
export async function lockKey(file: string): Promise<string> {
  const path = resolve(file)
  try {
    return await realpath(path)
  } catch {
    const folder = await realpath(dirname(path)).catch(() => dirname(path))
    return join(folder, basename(path))
  }
}

export interface LockHolder {
  pid: number
  host: string
  /** ISO time the holder took the lock. */
  since: string
}

export const lockPathFor = (file: string) => `${file}.lock`

const held = new Map<string, { count: number; holder: LockHolder; timer: ReturnType<typeof setInterval> }>()

function parseHolder(text: string): LockHolder | null {
  try {
    const v = JSON.parse(text) as Partial<LockHolder>
    if (Number.isInteger(v.pid) && typeof v.host === 'string' && typeof v.since === 'string')
      return { pid: v.pid!, host: v.host, since: v.since }
  } catch {
    // damaged: treated as stale
  }
  return null
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM' // exists, owned by someone else
  }
}

interface LockState {
  /** The lock file's text, as read. */
  text: string
  /** Its holder while it is not stale (null: stale, damaged, or ours from an earlier life of this pid). */
  live: LockHolder | null
}

async function readLock(key: string, now = Date.now()): Promise<LockState | null> {
  const path = lockPathFor(key)
  let text: string
  let mtimeMs: number
  try {
    ;[text, mtimeMs] = await Promise.all([readFile(path, 'utf8'), stat(path).then((s) => s.mtimeMs)])
  } catch {
    return null
  }
  const holder = parseHolder(text)
  const stale =
    !holder ||
    (holder.pid === process.pid && holder.host === hostname() && !held.has(key)) ||
    now - mtimeMs > STALE_MS ||
    (holder.host === hostname() && !alive(holder.pid))
  return { text, live: stale ? null : holder }
}

/** Who holds the lock of `file` now, or null when nobody does (no lock, or a stale one). */
export async function lockHolder(file: string, now = Date.now()): Promise<LockHolder | null> {
  return (await readLock(await lockKey(file), now))?.live ?? null
}

/**
 * Removes a stale lock, unless a racing instance already replaced it by its own fresh lock: the lock is
 * renamed aside (atomic), and put back when what was moved is not the stale lock that was seen.
 */
async function moveAsideIfStill(path: string, staleText: string): Promise<void> {
  const aside = ownName(path, 'stale')
  try {
    await rename(path, aside)
  } catch {
    return // gone already
  }
  const moved = await readFile(aside, 'utf8').catch(() => staleText)
  if (moved !== staleText) await link(aside, path).catch(() => undefined) // fails if yet another took it
  await unlink(aside).catch(() => undefined)
}

/** `<lock>.stale-…` (a stale lock moved aside) or `<lock>.new-…` (a lock being written), then pid, time, host. */
const ownName = (path: string, kind: 'stale' | 'new') => `${path}.${kind}-${process.pid}-${Date.now()}-${hostname()}`
const LEFTOVER = /^\.(?:stale|new)-(\d+)-(\d+)(?:-(.+))?$/

/**
 * Removes what a process killed while taking the lock left beside it (a stale lock moved aside, its own
 * lock half-written): those of a process of this host that is gone, and any older than STALE_MS (another
 * host's, or an earlier version's name). An earlier version's `<lock>.tmp-…` goes after a minute.
 */
async function removeDeadLeftovers(path: string): Promise<void> {
  const names = await readdir(dirname(path)).catch(() => [] as string[])
  for (const name of names) {
    const m = name.startsWith(`${basename(path)}.`) ? LEFTOVER.exec(name.slice(basename(path).length)) : null
    if (!m) continue
    const pid = Number(m[1])
    const dead = m[3] === hostname() && pid !== process.pid && !alive(pid)
    if (dead || Date.now() - Number(m[2]) > STALE_MS) await unlink(join(dirname(path), name)).catch(() => undefined)
  }
  await purgeStaleTemps(path)
}

export class FileLock {
  private released = false
  private constructor(
    readonly file: string,
    readonly holder: LockHolder
  ) {}

  /** Takes the lock of `file`; resolves to the other holder instead when the lock is held. */
  static async acquire(file: string): Promise<FileLock | { heldBy: LockHolder }> {
    const key = await lockKey(file)
    const mine = held.get(key)
    if (mine) {
      mine.count++
      return new FileLock(key, mine.holder)
    }
    const path = lockPathFor(key)
    const holder: LockHolder = { pid: process.pid, host: hostname(), since: new Date().toISOString() }
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        await writeFileDurable(path, `${JSON.stringify(holder)}\n`, { exclusive: true, tempPath: ownName(path, 'new') })
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e
        const seen = await readLock(key)
        if (seen?.live) return { heldBy: seen.live }
        if (seen) await moveAsideIfStill(path, seen.text)
        continue
      }
      // a racing instance may have moved ours aside as stale: the lock must say it is ours
      const now = parseHolder(await readFile(path, 'utf8').catch(() => ''))
      if (now?.pid !== holder.pid || now.since !== holder.since || now.host !== holder.host) {
        if (now) return { heldBy: now }
        continue
      }
      const lock = new FileLock(key, holder)
      let lastRefresh = Date.now()
      const timer = setInterval(() => {
        if (Date.now() - lastRefresh >= REFRESH_MS) {
          lastRefresh = Date.now()
          const t = new Date()
          utimes(path, t, t).catch(() => undefined)
        }
        lock.ensure().catch(() => undefined)
      }, CHECK_MS)
      timer.unref()
      held.set(key, { count: 1, holder, timer })
      await removeDeadLeftovers(path)
      return lock
    }
    throw Object.assign(new Error(`cannot take the lock ${path}`), { code: 'EBUSY' })
  }

  /**
   * Checks that the lock is still this one's: puts it back when someone deleted it; returns the other
   * holder when another instance took it meanwhile (this one must then stop writing), else null.
   */
  async ensure(): Promise<LockHolder | null> {
    if (this.released) return null
    const path = lockPathFor(this.file)
    for (let attempt = 0; attempt < 3; attempt++) {
      const now = parseHolder(await readFile(path, 'utf8').catch(() => ''))
      if (now)
        return now.pid === this.holder.pid && now.since === this.holder.since && now.host === this.holder.host
          ? null
          : now
      try {
        await writeFileDurable(path, `${JSON.stringify(this.holder)}\n`, {
          exclusive: true,
          tempPath: ownName(path, 'new')
        })
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e
      }
    }
    return null
  }

  /** Gives the lock up (when the last store of this file in this process closes). */
  async release(): Promise<void> {
    if (this.released) return
    this.released = true
    const mine = held.get(this.file)
    if (!mine || --mine.count > 0) return
    clearInterval(mine.timer)
    held.delete(this.file)
    const path = lockPathFor(this.file)
    const now = parseHolder(await readFile(path, 'utf8').catch(() => ''))
    if (now?.pid === this.holder.pid && now.since === this.holder.since) await unlink(path).catch(() => undefined)
  }
}
