// Recovery files: when changes cannot be written to the campaign (disk full, file changed elsewhere,
// read-only) and the app must stop, they are written beside it as `<name>.unsaved-<time>.json`, a whole
// campaign the GM can open, and offered at the next start.
//
//   writeRecoveryFile(campaignPath, campaign, { now?, folder? }) → the path written
//   listRecoveryFiles(campaignPath, { folder? }) → [{ path, at, bytes }], newest first
//   CampaignStore.writeRecovery(options) → the path, or null when nothing is unsaved
//
// `folder` (default: the campaign's folder) lets a host fall back elsewhere (the user-data folder) when
// the campaign's folder is the one that cannot be written.
import { readdir, rename, stat } from 'node:fs/promises'
import { basename, dirname, extname, join } from 'node:path'
import type { Campaign } from '@shared/campaign'
import { serializeCampaign } from './campaign-file'
import { writeFileDurable } from './durable-write'

export interface RecoveryFile {
  path: string
  /** When it was written (ISO). */
  at: string
  bytes: number
}

export interface RecoveryOptions {
  now?: Date
  folder?: string
}

const stemOf = (file: string) => {
  const base = basename(file)
  return extname(base) ? base.slice(0, -extname(base).length) : base
}

/** `2026-12-01T10-15-00Z` (a file name: no colons). */
const stamp = (d: Date) => d.toISOString().slice(0, 19).replace(/:/g, '-') + 'Z'
const NAME = /\.unsaved-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z(?:-(\d+))?\.json$/

/** Writes `campaign` as `<name>.unsaved-<time>.json` beside `campaignPath` (never over another file). */
export async function writeRecoveryFile(
  campaignPath: string,
  campaign: Campaign,
  options: RecoveryOptions = {}
): Promise<string> {
  const folder = options.folder ?? dirname(campaignPath)
  const base = `${stemOf(campaignPath)}.unsaved-${stamp(options.now ?? new Date())}`
  const text = serializeCampaign(campaign)
  for (let n = 1; ; n++) {
    const path = join(folder, n === 1 ? `${base}.json` : `${base}-${n}.json`)
    try {
      await writeFileDurable(path, text, { verify: 'hash', exclusive: true })
      return path
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST' || n >= 100) throw e
    }
  }
}

/** The recovery files of `campaignPath`, newest first. */
export async function listRecoveryFiles(
  campaignPath: string,
  options: Pick<RecoveryOptions, 'folder'> = {}
): Promise<RecoveryFile[]> {
  const folder = options.folder ?? dirname(campaignPath)
  const stem = stemOf(campaignPath)
  const found: Array<RecoveryFile & { n: number }> = []
  for (const name of await readdir(folder).catch(() => [] as string[])) {
    const m = name.startsWith(`${stem}.unsaved-`) ? NAME.exec(name) : null
    if (m?.index !== stem.length) continue
    const s = await stat(join(folder, name)).catch(() => null)
    if (!s?.isFile()) continue
    const at = `${m[1]}T${m[2]}:${m[3]}:${m[4]}Z`
    found.push({ path: join(folder, name), at, bytes: s.size, n: Number(m[5] ?? 1) })
  }
  return found.sort((a, b) => b.at.localeCompare(a.at) || b.n - a.n).map(({ path, at, bytes }) => ({ path, at, bytes }))
}

/**
 * Moves a recovery file aside once the GM restored or discarded it (never deleted): `….unsaved-<time>.json`
 * becomes `….unsaved-<time>.restored.json` / `.discarded.json`, which is no longer offered.
 */
export async function setRecoveryAside(path: string, as: 'restored' | 'discarded'): Promise<string> {
  const base = path.replace(/\.json$/, '')
  for (let n = 1; n < 100; n++) {
    const target = `${base}.${as}${n === 1 ? '' : `-${n}`}.json`
    if (await stat(target).catch(() => null)) continue
    await rename(path, target)
    return target
  }
  throw new Error(`cannot move ${path} aside`)
}
