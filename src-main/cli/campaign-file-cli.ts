// Shared by `check` and `report`: reads a campaign file as the app does (UTF-8, BOM tolerated,
// validated, migrated) and also locates item refs the built-in catalog does not know.
import {
  JsonLocator,
  parsePath,
  pathInVersion,
  type OldVersion,
  parseCampaignText,
  type Campaign,
  unknownRefs
} from '@shared/campaign'
import { getCatalogEntry } from '@shared/catalog'
import type { FileProblem } from '@shared/contract'
import { decodeCampaignBytes } from '../store/campaign-file'
import { NotRegularFileError } from '../store/durable-write'
import { CAMPAIGN_MAX_BYTES, FileTooLargeError, readRegularFile } from '../store/read-bounded'

export type LoadedCampaign =
  { ok: true; campaign: Campaign; migratedFrom?: number; readOnly?: string } | { ok: false; problems: FileProblem[] }

/** A campaign file's bytes: a regular file of at most CAMPAIGN_MAX_BYTES (never a FIFO or `/dev/zero`). */
export async function readCampaignBytesForCli(
  file: string
): Promise<{ ok: true; bytes: Buffer } | { ok: false; message: string }> {
  try {
    return { ok: true, bytes: (await readRegularFile(file, CAMPAIGN_MAX_BYTES)).bytes }
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code
    const message =
      code === 'ENOENT'
        ? 'no such file'
        : e instanceof NotRegularFileError && e.kind === 'folder'
          ? 'is a folder, not a campaign file'
          : e instanceof NotRegularFileError || e instanceof FileTooLargeError
            ? `${e.message.slice(file.length + 1)}; not read`
            : `cannot read: ${(e as Error).message}`
    return { ok: false, message }
  }
}

export async function loadCampaignForCli(file: string): Promise<LoadedCampaign> {
  const read = await readCampaignBytesForCli(file)
  if (!read.ok) return { ok: false, problems: [{ file, message: read.message, path: null, line: null, column: null }] }
  const { bytes } = read
  const decoded = decodeCampaignBytes(bytes, file)
  if (!decoded.ok) return decoded
  const parsed = parseCampaignText(decoded.text, file)
  if (!parsed.ok) return parsed
  const unknown = unknownRefs(parsed.campaign, getCatalogEntry)
  if (unknown.length > 0) {
    const text = decoded.text.replace(/^\uFEFF/, '')
    const locator = new JsonLocator(text)
    const problems = unknown.map((e): FileProblem => {
      const segments = parsePath(e.path)
      const path =
        parsed.migratedFrom !== undefined ? pathInVersion(parsed.migratedFrom as OldVersion, segments) : segments
      const pos = locator.locate([...path, 'id'])
      const what = e.ref.source === 'catalog' ? 'the built-in catalog has no item' : 'no custom item has the id'
      return {
        file,
        message: `${what} '${e.ref.id}'`,
        path: `${e.path}.id`,
        line: pos?.line ?? null,
        column: pos?.column ?? null
      }
    })
    return { ok: false, problems }
  }
  return parsed
}
