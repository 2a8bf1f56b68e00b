// Rotating backups beside a campaign file, in `<name>.backups/` (campaign.json → campaign.backups/).
// Before each save replaces the file, the version being replaced is copied there:
// - `recent-<time>.json`: one per save, the newest RECENT_KEPT kept;
// - `daily-<time>.json`: the first replaced version of each (local) day — the campaign as it was before
//   that day's changes — kept DAILY_DAYS days.
// A corrupt file that the GM replaces by a backup is kept as `corrupt-<time>.json` (never listed, never pruned).
import { mkdir, readdir, stat, unlink } from 'node:fs/promises'
import { basename, dirname, extname, join } from 'node:path'
import type { BackupInfo } from '@shared/contract/contract'
import { parseCampaignText, type ParseResult } from '@shared/campaign/parse'
import { decodeCampaignBytes, readProblem } from './campaign-file'
import { fsyncDir, purgeStaleTempsIn, writeFileDurable } from './durable-write'
import { CAMPAIGN_MAX_BYTES, readRegularFile } from './read-bounded'

export const RECENT_KEPT = 10
export const DAILY_DAYS = 30

const NAME = /^(recent|daily|corrupt)-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z)(?:-(\d+))?\.json$/

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
          id: name.slice(0, -5),
          name,
          date,
          at: date.toISOString(),
          bytes: s.size,
          kind: m[1] as 'recent' | 'daily'
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

  private async copyIn(kind: 'recent' | 'daily' | 'corrupt', date: Date): Promise<string> {
    if (await mkdir(this.folder, { recursive: true })) await fsyncDir(dirname(this.folder))
    const existing = new Set(await readdir(this.folder))
    let name = `${kind}-${stamp(date)}.json`
    for (let n = 2; existing.has(name); n++) name = `${kind}-${stamp(date)}-${n}.json`
    const { bytes } = await readRegularFile(this.file, CAMPAIGN_MAX_BYTES)
    await writeFileDurable(join(this.folder, name), bytes, { exclusive: true })
    return name.slice(0, -5)
  }

  /** Copies the current file (about to be replaced) into the folder and prunes. No-op if there is no file. */
  async snapshot(): Promise<void> {
    try {
      await stat(this.file)
    } catch {
      return
    }
    const now = this.now()
    await this.copyIn('recent', now)
    const entries = await this.entries()
    if (!entries.some((e) => e.kind === 'daily' && localDay(e.date) === localDay(now))) await this.copyIn('daily', now)
    await this.prune()
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
    const limit = this.now().getTime() - DAILY_DAYS * 86_400_000
    const doomed = [
      ...entries.filter((e) => e.kind === 'recent').slice(RECENT_KEPT),
      ...entries.filter((e) => e.kind === 'daily' && e.date.getTime() < limit)
    ]
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
    } catch (e) {
      return { ok: false, problems: readProblem(path, e) }
    }
    const decoded = decodeCampaignBytes(bytes, path)
    if (!decoded.ok) return decoded
    return parseCampaignText(decoded.text, path)
  }
}
