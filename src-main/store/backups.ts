// Backups beside a campaign file, in `<name>.backups/` (campaign.json → campaign.backups/), spaced to
// cover an evening rather than the last few seconds:
// - `recent-<time>.json`: before a save replaces the file, the version being replaced, at most one per
//   RECENT_SPACING_MS (5 min) of editing, kept RECENT_HOURS (12 h);
// - `daily-<time>.json`: the first replaced version of each (local) day — the campaign as it was before
//   that day's changes — kept DAILY_DAYS (30) days;
// - `before-<time>.json`: the campaign as it was just before a destructive step (a loot split applied,
//   a restore, a reload from disk, a removal of many lines), kept RECENT_HOURS; the newest is never pruned.
// Their total size is capped at SIZE_CAP_FACTOR (20) × the campaign: over it, the backup closest in time
// to its newer neighbour goes first (the rest stay spread over the evening), never the newest backup nor
// the one before the last destructive step.
// Backups are gzipped (`.json.gz`, level 1: a campaign's JSON shrinks about 10×, so the cap holds an
// evening and a month of days); older plain `.json` backups are still listed and read.
// A corrupt file that the GM replaces by a backup is kept as is, `corrupt-<time>.json` (never listed, never pruned).
import { mkdir, readdir, stat, unlink } from 'node:fs/promises'
import { promisify } from 'node:util'
import { gunzip, gzip } from 'node:zlib'
import { basename, dirname, extname, join } from 'node:path'
import type { BackupInfo } from '@shared/contract'
import { parseCampaignText, type ParseResult } from '@shared/campaign'
import { decodeCampaignBytes, readProblem } from './campaign-file'
import { fsyncDir, purgeStaleTempsIn, writeFileDurable } from './durable-write'
import { CAMPAIGN_MAX_BYTES, FileTooLargeError, readRegularFile } from './read-bounded'

const gzipped = promisify(gzip)
const gunzipped = promisify(gunzip)

export const RECENT_SPACING_MS = 5 * 60_000
export const RECENT_HOURS = 12
export const DAILY_DAYS = 30
export const SIZE_CAP_FACTOR = 20

type Kind = 'recent' | 'daily' | 'before'

const NAME = /^(recent|daily|before|corrupt)-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z)(?:-(\d+))?\.json(\.gz)?$/

export function backupFolderFor(file: string): string {
  const base = basename(file)
  const stem = extname(base) ? base.slice(0, -extname(base).length) : base
  return join(dirname(file), `${stem}.backups`)
}

const stamp = (d: Date) => d.toISOString().replace(/:/g, '-').replace('.', '-')
const unstamp = (s: string) => new Date(s.replace(/T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z/, 'T$1:$2:$3.$4Z'))
const localDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`

interface Entry extends BackupInfo {
  name: string
  date: Date
}

export class Backups {
  readonly folder: string
  constructor(
    readonly file: string,
    private readonly now: () => Date = () => new Date()
  ) {
    this.folder = backupFolderFor(file)
  }

  private async entries(): Promise<Entry[]> {
    let names: string[]
    try {
      names = await readdir(this.folder)
    } catch {
      return []
    }
    const out: Entry[] = []
    for (const name of names) {
      const m = NAME.exec(name)
      if (!m || m[1] === 'corrupt') continue
      try {
        const s = await stat(join(this.folder, name))
        const date = unstamp(m[2]!)
        out.push({
          id: name.replace(/\.json(\.gz)?$/, ''),
          name,
          date,
          at: date.toISOString(),
          bytes: s.size,
          kind: m[1] as Kind
        })
      } catch {
        // removed meanwhile
      }
    }
    return out.sort((a, b) => b.date.getTime() - a.date.getTime() || b.name.localeCompare(a.name))
  }

  /** Newest first. */
  async list(): Promise<BackupInfo[]> {
    return (await this.entries()).map(({ id, at, bytes, kind }) => ({ id, at, bytes, kind }))
  }

  private async copyIn(kind: Kind | 'corrupt', date: Date, content?: string | Uint8Array): Promise<string> {
    if (await mkdir(this.folder, { recursive: true })) await fsyncDir(dirname(this.folder))
    const existing = new Set(await readdir(this.folder))
    const ext = kind === 'corrupt' ? '.json' : '.json.gz'
    const taken = (id: string) => existing.has(`${id}.json`) || existing.has(`${id}.json.gz`)
    let id = `${kind}-${stamp(date)}`
    for (let n = 2; taken(id); n++) id = `${kind}-${stamp(date)}-${n}`
    const plain = content ?? (await readRegularFile(this.file, CAMPAIGN_MAX_BYTES)).bytes
    const bytes = kind === 'corrupt' ? plain : await gzipped(plain, { level: 1 })
    await writeFileDurable(join(this.folder, `${id}${ext}`), bytes, { exclusive: true })
    return id
  }

  /**
   * Before a save: copies the current file (about to be replaced) when the newest recent backup is
   * RECENT_SPACING_MS old, and as the day's first version; then prunes. No-op if there is no file.
   */
  async snapshot(): Promise<void> {
    try {
      await stat(this.file)
    } catch {
      return
    }
    const now = this.now()
    const entries = await this.entries()
    const newestRecent = entries.find((e) => e.kind === 'recent')
    const due = (e: Entry | undefined) => !e || now.getTime() - e.date.getTime() >= RECENT_SPACING_MS
    const daily = !entries.some((e) => e.kind === 'daily' && localDay(e.date) === localDay(now))
    if (!due(newestRecent) && !daily) return
    if (due(newestRecent)) await this.copyIn('recent', now)
    if (daily) await this.copyIn('daily', now)
    await this.prune()
  }

  /**
   * Keeps `campaignText` (default: the file as it is on disk), the campaign just before a destructive
   * step (`before-<time>`); then prunes.
   */
  async beforeDestructiveStep(campaignText?: string): Promise<string> {
    const id = await this.copyIn('before', this.now(), campaignText)
    await this.prune()
    return id
  }

  /** Keeps the file's bytes aside before a backup replaces it (a corrupt file is never lost). */
  async keepCorrupt(): Promise<string | null> {
    try {
      await stat(this.file)
    } catch {
      return null
    }
    return this.copyIn('corrupt', this.now())
  }

  async prune(): Promise<void> {
    const entries = await this.entries()
    const size = await stat(this.file).then(
      (s) => s.size,
      () => Math.max(0, ...entries.map((e) => e.bytes))
    )
    const doomed = backupsToPrune(entries, this.now(), size * SIZE_CAP_FACTOR)
    for (const e of doomed) await unlink(join(this.folder, e.name)).catch(() => undefined)
    if (doomed.length > 0) await fsyncDir(this.folder)
    await purgeStaleTempsIn(this.folder) // copies a killed process left half-done
  }

  /** Reads a listed backup (ids are checked against the listing: no path can be smuggled in). */
  async read(id: string): Promise<ParseResult> {
    const entry = (await this.entries()).find((e) => e.id === id)
    const path = entry ? join(this.folder, entry.name) : join(this.folder, `${id}.json`)
    if (!entry)
      return {
        ok: false,
        problems: [{ file: path, message: `no backup named ${id}`, path: null, line: null, column: null }]
      }
    let bytes
    try {
      bytes = (await readRegularFile(path, CAMPAIGN_MAX_BYTES)).bytes
      if (entry.name.endsWith('.gz'))
        bytes = await gunzipped(bytes, { maxOutputLength: CAMPAIGN_MAX_BYTES }).catch((e: NodeJS.ErrnoException) => {
          throw e.code === 'ERR_BUFFER_TOO_LARGE' ? new FileTooLargeError(path, CAMPAIGN_MAX_BYTES) : e
        })
    } catch (e) {
      return { ok: false, problems: readProblem(path, e) }
    }
    const decoded = decodeCampaignBytes(bytes, path)
    if (!decoded.ok) return decoded
    return parseCampaignText(decoded.text, path)
  }
}

/**
 * Which backups to remove (newest first in `entries`): recent and before-step ones older than
 * RECENT_HOURS, daily ones older than DAILY_DAYS, then, while the total is over `capBytes`, the one
 * whose removal leaves the smallest gap between its neighbours (the oldest last: it bounds the coverage). The newest backup and the newest before-step one are always kept.
 */
export function backupsToPrune<E extends { date: Date; bytes: number; kind: string }>(
  entries: readonly E[],
  now: Date,
  capBytes: number
): E[] {
  const t = now.getTime()
  const expired = (e: E) =>
    e.kind === 'daily'
      ? t - e.date.getTime() > DAILY_DAYS * 86_400_000
      : t - e.date.getTime() > RECENT_HOURS * 3_600_000
  const keep = new Set<E>([entries[0], entries.find((e) => e.kind === 'before')].filter((e) => e !== undefined))
  const doomed = entries.filter((e) => !keep.has(e) && expired(e))
  let left = entries.filter((e) => !doomed.includes(e))
  let total = left.reduce((n, e) => n + e.bytes, 0)
  while (total > capBytes) {
    let victim: E | null = null
    let gap = Infinity
    // the gap its removal would leave between its neighbours; the oldest one bounds the coverage
    for (let i = 1; i < left.length - 1; i++) {
      const e = left[i]!
      if (keep.has(e)) continue
      const g = left[i - 1]!.date.getTime() - left[i + 1]!.date.getTime()
      if (g <= gap) {
        gap = g
        victim = e
      }
    }
    if (!victim && left.length > 1 && !keep.has(left.at(-1)!)) victim = left.at(-1)!
    if (!victim) break
    doomed.push(victim)
    left = left.filter((e) => e !== victim)
    total -= victim.bytes
  }
  return doomed
}
