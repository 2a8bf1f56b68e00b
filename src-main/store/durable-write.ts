// Whole-file replace that survives a full disk, a crash or a power cut. Every file the app writes
// (campaign, backups, recovery files, exports, settings, recent files) goes through writeFileDurable:
// - the bytes go to a temporary file beside the target, written in a loop until every byte is out
//   (one fs.write may write fewer bytes than asked: a nearly full disk, a quota);
// - the temporary file is fsynced, then checked: its size, and with `verify: 'hash'` its bytes read
//   back and hashed, so a truncated file is never renamed over the target;
// - `beforeRename` runs last (the campaign re-checks the file on disk there), then the rename, then the
//   folder is fsynced so the rename itself is on disk;
// - what the function returns is the fingerprint of the file now on disk (stat after the rename).
// Any failure removes the temporary file and leaves the target as it was.
import { randomBytes } from 'node:crypto'
import { link, lstat, open, readdir, realpath, rename, stat, unlink, type FileHandle } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { hashBytes, type Fingerprint } from './fingerprint'

export async function fsyncDir(dir: string): Promise<void> {
  let handle
  try {
    handle = await open(dir, 'r')
    await handle.sync()
  } catch (e) {
    // Windows cannot open or fsync a folder; the rename is as durable as it gets there.
    if (process.platform !== 'win32') throw e
  } finally {
    await handle?.close()
  }
}

/** A write that did not put the expected bytes on disk (the code says why, for diskReason). */
export class IncompleteWriteError extends Error {
  override readonly name = 'IncompleteWriteError'
  constructor(
    readonly file: string,
    message: string,
    readonly code = 'EIO'
  ) {
    super(`${file}: ${message}; the previous file was kept`)
  }
}

/** What a path that is not a regular file is. */
export type FileKind = 'folder' | 'fifo' | 'device' | 'socket' | 'other'

const KIND_WORDS: Record<FileKind, string> = {
  folder: 'a folder',
  fifo: 'a FIFO (named pipe)',
  device: 'a device',
  socket: 'a socket',
  other: 'not a regular file'
}

/** Refusal to read or replace something that is not a regular file (a device, a FIFO, a folder, a socket). */
export class NotRegularFileError extends Error {
  override readonly name = 'NotRegularFileError'
  readonly code = 'ENOTREG'
  constructor(
    readonly file: string,
    readonly kind: FileKind
  ) {
    super(`${file} is ${KIND_WORDS[kind]}, not a regular file`)
  }
}

export interface DurableWriteOptions {
  /** 'size' (default): the temporary file's size is checked; 'hash': its bytes are read back and hashed too. */
  verify?: 'size' | 'hash'
  /** Runs after the temporary file is complete, just before the rename; throwing cancels the write. */
  beforeRename?: () => Promise<void>
  /** Create only: refuse if the target exists (EEXIST). */
  exclusive?: boolean
  /** The temporary file's path, for a caller that must recognise a killed writer's leftover (the lock). */
  tempPath?: string
}

interface StatKind {
  isDirectory(): boolean
  isFIFO(): boolean
  isCharacterDevice(): boolean
  isBlockDevice(): boolean
  isSocket(): boolean
}

export function fileKind(s: StatKind): FileKind {
  if (s.isDirectory()) return 'folder'
  if (s.isFIFO()) return 'fifo'
  if (s.isCharacterDevice() || s.isBlockDevice()) return 'device'
  if (s.isSocket()) return 'socket'
  return 'other'
}

/** The file the write replaces: the target, or what a symbolic link points to. Refuses non-regular files. */
async function resolveTarget(path: string): Promise<{ target: string; mode: number | null }> {
  const l = await lstat(path).catch((e: NodeJS.ErrnoException) => {
    if (e.code === 'ENOENT') return null
    throw e
  })
  if (!l) return { target: path, mode: null }
  const target = l.isSymbolicLink() ? await realpath(path) : path
  const s = l.isSymbolicLink() ? await stat(target) : l
  if (!s.isFile()) throw new NotRegularFileError(path, fileKind(s))
  return { target, mode: s.mode & 0o777 }
}

/** `<file>.tmp-<10 digits><6 hex>` (the pattern atomically used, so old leftovers are still recognised). */
const TEMP = /\.tmp-\d{10}[0-9a-f]{6}$/
const tempName = (target: string) =>
  `${target}.tmp-${String(Math.floor(Date.now() / 1000) % 1e10).padStart(10, '0')}${randomBytes(3).toString('hex')}`

/** Writes all of `bytes` at the start of `fh` (a short write continues where it stopped). */
async function writeAll(fh: FileHandle, bytes: Uint8Array, file: string): Promise<void> {
  let offset = 0
  while (offset < bytes.byteLength) {
    const { bytesWritten } = await fh.write(bytes, offset, bytes.byteLength - offset, offset)
    if (bytesWritten <= 0)
      throw new IncompleteWriteError(file, `wrote ${offset} of ${bytes.byteLength} bytes`, 'ENOSPC')
    offset += bytesWritten
  }
}

async function readBack(fh: FileHandle, size: number): Promise<Buffer> {
  const buffer = Buffer.allocUnsafe(size)
  let offset = 0
  while (offset < size) {
    const { bytesRead } = await fh.read(buffer, offset, size - offset, offset)
    if (bytesRead === 0) break
    offset += bytesRead
  }
  return buffer.subarray(0, offset)
}

export async function writeFileDurable(
  path: string,
  data: string | Uint8Array,
  options: DurableWriteOptions = {}
): Promise<Fingerprint> {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data
  const { target, mode } = await resolveTarget(path)
  if (options.exclusive && mode !== null) {
    throw Object.assign(new Error(`${path} already exists`), { code: 'EEXIST' })
  }
  const hash = hashBytes(bytes)
  const tmp = options.tempPath ?? tempName(target)
  let fh: FileHandle | null = await open(tmp, 'wx+', mode ?? 0o666)
  try {
    if (mode !== null) await fh.chmod(mode).catch(() => undefined)
    await writeAll(fh, bytes, path)
    await fh.sync()
    const written = await fh.stat()
    if (written.size !== bytes.byteLength)
      throw new IncompleteWriteError(path, `the new file holds ${written.size} of ${bytes.byteLength} bytes`)
    if (options.verify === 'hash') {
      const back = await readBack(fh, bytes.byteLength)
      if (back.length !== bytes.byteLength || hashBytes(back) !== hash)
        throw new IncompleteWriteError(path, 'the new file does not read back as written')
    }
    await fh.close()
    fh = null
    await options.beforeRename?.()
    if (options.exclusive) {
      // link fails if the target appeared meanwhile; rename would replace it
      await link(tmp, target)
      await unlink(tmp)
    } else {
      await resolveTarget(path) // a device or FIFO put there meanwhile is still never replaced
      await rename(tmp, target)
    }
  } catch (e) {
    await fh?.close().catch(() => undefined)
    await unlink(tmp).catch(() => undefined)
    // a write or fsync on the open file fails without a path (ENOSPC, EIO): name the file the GM chose
    const errno = e as NodeJS.ErrnoException | null
    if (errno && typeof errno.code === 'string' && errno.path === undefined) errno.path = path
    throw e
  }
  await fsyncDir(dirname(target))
  const s = await stat(target)
  return { size: s.size, mtimeMs: s.mtimeMs, hash }
}

/** Removes temporary files a killed writer left beside `path` (older than `minAgeMs`, so never a live one). */
export async function purgeStaleTemps(path: string, minAgeMs = 60_000): Promise<number> {
  const dir = dirname(path)
  const prefix = `${basename(path)}.tmp-`
  let removed = 0
  let names: string[]
  try {
    names = await readdir(dir)
  } catch {
    return 0
  }
  for (const name of names) {
    if (!name.startsWith(prefix) || !TEMP.test(name)) continue
    try {
      const s = await stat(join(dir, name))
      if (Date.now() - s.mtimeMs >= minAgeMs) {
        await unlink(join(dir, name))
        removed++
      }
    } catch {
      // gone already
    }
  }
  return removed
}

/** Every temporary file in a folder (the backup folder's leftovers), older than `minAgeMs`. */
export async function purgeStaleTempsIn(dir: string, minAgeMs = 60_000): Promise<void> {
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (!TEMP.test(name) && !name.endsWith('.partial')) continue
    const s = await stat(join(dir, name)).catch(() => null)
    if (s && Date.now() - s.mtimeMs >= minAgeMs) await unlink(join(dir, name)).catch(() => undefined)
  }
}
