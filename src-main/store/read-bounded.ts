// Reading files the GM (or anyone) points the app at: only regular files, never more than a cap.
// `/dev/zero` would otherwise be read until memory runs out, and opening a FIFO blocks until a writer
// comes (O_NONBLOCK makes the open return, and the fstat then refuses it).
import { constants } from 'node:fs'
import { open } from 'node:fs/promises'
import { fileKind, NotRegularFileError } from './durable-write'

/** The largest campaign file read (the 7.7 MB benchmark campaign is 8 × 300 lines and 20,000 ledger entries). */
export const CAMPAIGN_MAX_BYTES = 64 * 1024 * 1024
/** Settings and recent-file lists are a few hundred bytes. */
export const SETTINGS_MAX_BYTES = 1024 * 1024

export class FileTooLargeError extends Error {
  override readonly name = 'FileTooLargeError'
  readonly code = 'EFBIG'
  constructor(
    readonly file: string,
    readonly limit: number
  ) {
    super(`${file} is larger than ${Math.round(limit / 1024 / 1024)} MB; it is not read`)
  }
}

const NONBLOCK = constants.O_NONBLOCK ?? 0

/** The bytes of a regular file of at most `maxBytes`, and its size and mtime when read. */
export async function readRegularFile(
  path: string,
  maxBytes: number
): Promise<{ bytes: Buffer; mtimeMs: number; changed: boolean }> {
  const fh = await open(path, constants.O_RDONLY | NONBLOCK)
  try {
    const before = await fh.stat()
    if (!before.isFile()) throw new NotRegularFileError(path, fileKind(before))
    if (before.size > maxBytes) throw new FileTooLargeError(path, maxBytes)
    // read until the end, never more than the cap (a file that grows while being read is refused too)
    const chunks: Buffer[] = []
    let total = 0
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.min(Math.max(before.size - total, 64 * 1024), maxBytes + 1 - total))
      const { bytesRead } = await fh.read(chunk, 0, chunk.length, total)
      if (bytesRead === 0) break
      total += bytesRead
      if (total > maxBytes) throw new FileTooLargeError(path, maxBytes)
      chunks.push(chunk.subarray(0, bytesRead))
    }
    const bytes = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, total)
    const after = await fh.stat()
    return {
      bytes,
      mtimeMs: after.mtimeMs,
      changed: before.mtimeMs !== after.mtimeMs || before.size !== after.size || bytes.length !== after.size
    }
  } finally {
    await fh.close()
  }
}
