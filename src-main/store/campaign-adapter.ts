// The lowdb adapter for campaign files. Unlike lowdb's own file adapter it
// - reads with validation and migration, and throws located errors naming the file (never `null` for a
//   bad file, so lowdb never falls back to default data that would then be written over it);
// - refuses to write after a failed read, over a read-only (newer-version) file, or invalid data;
// - writes every byte, reads the new file back and checks its hash before renaming it over the campaign,
//   fsyncs file and folder (durable-write.ts);
// - remembers the fingerprint of what it last read or wrote (of what is on disk, not of what it meant
//   to write), and refuses to write over a file that changed on disk since (ChangedOnDiskError) unless
//   told to `overwrite`: checked before writing and again just before the rename.
import { stat } from 'node:fs/promises'
import type { Adapter } from 'lowdb'
import type { Reasoned } from '@shared/core'
import { CampaignSchema, type Campaign, formatPath } from '@shared/campaign'
import {
  CampaignFileError,
  oneProblem,
  readCampaignFile,
  readStable,
  serializeCampaign,
  type Fingerprint
} from './campaign-file'
import { writeFileDurable } from './durable-write'

export class ChangedOnDiskError extends Error {
  override readonly name = 'ChangedOnDiskError'
  constructor(readonly file: string) {
    super(`${file} was changed by another program since it was opened; not written over`)
  }
}

/**
 * The campaign file has several hard links (names): replacing it (a new file renamed over the name) would
 * leave the other names on the old bytes, two files each believed saved; and each name would have its
 * own lock. Refused when opening and before each write.
 */
export class HardLinkedError extends Error {
  override readonly name = 'HardLinkedError'
  constructor(
    readonly file: string,
    readonly links: number
  ) {
    super(`${file} has ${links} hard links (other names for the same file); it is not written, so as not to split it`)
  }
}

/** Throws HardLinkedError when `path` has more than one hard link. */
export async function refuseHardLinks(path: string): Promise<void> {
  const s = await stat(path).catch(() => null)
  if (s && s.isFile() && s.nlink > 1) throw new HardLinkedError(path, s.nlink)
}

export type ReadOnlyReason = Reasoned<'newer-version' | 'opened-read-only' | 'locked-by'>

export class ReadOnlyError extends Error {
  override readonly name = 'ReadOnlyError'
  constructor(
    readonly file: string,
    readonly reason: string,
    readonly why?: ReadOnlyReason
  ) {
    super(`${file} is read-only: ${reason}`)
  }
}

export class CampaignFileAdapter implements Adapter<Campaign> {
  /** What was last read or written; null before the first read or when the file did not exist. */
  fingerprint: Fingerprint | null = null
  /** Set by a read that migrated an older file. */
  migratedFrom: number | undefined
  /** Why this file must not be written (newer version, opened read-only), or null. */
  readOnly: string | null
  /** The same, for the UI to translate. */
  readOnlyReason: ReadOnlyReason | null
  private readFailed = false

  /** `readOnly`: opened read-only on purpose, saying why (in English; `readOnlyReason` for the UI). */
  constructor(
    readonly path: string,
    options: { readOnly?: string | null; readOnlyReason?: ReadOnlyReason | null } = {}
  ) {
    this.readOnly = options.readOnly ?? null
    this.readOnlyReason = this.readOnly ? (options.readOnlyReason ?? { reason: 'opened-read-only' }) : null
  }

  async read(): Promise<Campaign | null> {
    try {
      const result = await readCampaignFile(this.path)
      this.readFailed = false
      if (!result) {
        this.fingerprint = null
        return null
      }
      try {
        await refuseHardLinks(this.path)
      } catch (e) {
        if (!(e instanceof HardLinkedError)) throw e
        throw new CampaignFileError(
          'invalid',
          this.path,
          oneProblem(this.path, 'hard-linked', e.message, null, null, { links: e.links })
        )
      }
      this.fingerprint = result.fingerprint
      this.migratedFrom = result.migratedFrom
      if (result.readOnly) {
        this.readOnly = result.readOnly
        this.readOnlyReason =
          result.newerVersion !== undefined
            ? { reason: 'newer-version', params: { version: result.newerVersion } }
            : { reason: 'opened-read-only' }
      }
      return result.campaign
    } catch (e) {
      this.readFailed = true
      throw e
    }
  }

  /** Whether the file on disk differs from what was last read or written (a deleted file counts as unchanged: writing recreates it). */
  async changedOnDisk(): Promise<boolean> {
    if (!this.fingerprint) {
      try {
        await stat(this.path)
        return true // appeared since we found it missing
      } catch {
        return false
      }
    }
    const now = await readStable(this.path)
    if (!now) return false
    if (now.fingerprint.hash !== this.fingerprint.hash) return true
    this.fingerprint = now.fingerprint // touched, same bytes
    return false
  }

  /** The same check, cheap when size and mtime are what was last seen (just before a rename). */
  private async changedSinceLastSeen(): Promise<boolean> {
    if (this.fingerprint) {
      const s = await stat(this.path).catch(() => null)
      if (!s) return false
      if (s.size === this.fingerprint.size && s.mtimeMs === this.fingerprint.mtimeMs) return false
    }
    return this.changedOnDisk()
  }

  private assertWritable(): void {
    if (this.readFailed)
      throw new CampaignFileError(
        'invalid',
        this.path,
        oneProblem(this.path, 'unreadable', 'the file could not be read; it is never written over')
      )
    if (this.readOnly) throw new ReadOnlyError(this.path, this.readOnly, this.readOnlyReason ?? undefined)
  }

  async write(data: Campaign): Promise<void> {
    this.assertWritable()
    if (await this.changedOnDisk()) throw new ChangedOnDiskError(this.path)
    await this.overwrite(data, async () => {
      // another writer may have replaced the file while ours was being written
      if (await this.changedSinceLastSeen()) throw new ChangedOnDiskError(this.path)
    })
  }

  /** Writes without the external-change check (the GM chose to keep the app's version). */
  async overwrite(data: Campaign, beforeRename?: () => Promise<void>): Promise<void> {
    this.assertWritable()
    const valid = CampaignSchema.safeParse(data)
    if (!valid.success) {
      const issue = valid.error.issues[0]!
      throw new Error(
        `refusing to write an invalid campaign to ${this.path}: ${formatPath(issue.path as Array<string | number>)}: ${issue.message}`
      )
    }
    const text = serializeCampaign(data)
    await refuseHardLinks(this.path)
    this.fingerprint = await writeFileDurable(this.path, text, {
      verify: 'hash',
      ...(beforeRename ? { beforeRename } : {})
    })
    this.migratedFrom = undefined
  }
}
