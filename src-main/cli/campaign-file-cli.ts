// Shared by `check` and `report`: reads a campaign file as the app does (UTF-8, BOM tolerated,
// validated, migrated; an unknown item is refused by the shared parser, located like any problem).
import { parseCampaignText, type Campaign } from '@shared/campaign'
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
  // An item the catalog or the custom items do not know is the parser's to refuse (integrity.ts), located.
  return parseCampaignText(decoded.text, file)
}
