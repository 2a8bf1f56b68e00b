// What a file held when it was last read or written, to notice when another program changes it.
import { createHash } from 'node:crypto'

export interface Fingerprint {
  size: number
  mtimeMs: number
  /** sha-256 of the bytes, hex. */
  hash: string
}

export function hashBytes(bytes: Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('hex')
}
