// Reading a campaign file from disk: bytes → text (UTF-8, checked) → parsed, validated, migrated campaign,
// with a fingerprint of exactly what was read so a later external change can be detected.
import type { FileProblem } from '@shared/contract'
import type { ProblemReason, ReasonParams } from '@shared/core'
import { positionAt, formatProblem, parseCampaignText, type Campaign } from '@shared/campaign'
import { NotRegularFileError } from './durable-write'
import { hashBytes, type Fingerprint } from './fingerprint'
import { CAMPAIGN_MAX_BYTES, FileTooLargeError, readRegularFile } from './read-bounded'

export { hashBytes, type Fingerprint } from './fingerprint'

export type FileErrorCode = 'not-found' | 'invalid' | 'io'

/** A campaign file that cannot be opened, with every problem located; `backups` are the newest first. */
export class CampaignFileError extends Error {
  override readonly name = 'CampaignFileError'
  constructor(
    readonly code: FileErrorCode,
    readonly file: string,
    readonly problems: FileProblem[],
    readonly backups: Array<{ id: string; at: string }> = []
  ) {
    const first = problems[0] ? formatProblem(problems[0]) : file
    const more = problems.length > 1 ? ` (+${problems.length - 1} more)` : ''
    const offer = backups[0] ? `; newest backup: ${backups[0].id} (${backups[0].at})` : ''
    super(`${first}${more}${offer}`)
  }
}

/** One problem with the whole file (`reason` for the UI, `message` in English). */
export const oneProblem = (
  file: string,
  reason: ProblemReason,
  message: string,
  line: number | null = null,
  column: number | null = null,
  params?: ReasonParams
): FileProblem[] => [{ file, message, path: null, line, column, reason, ...(params ? { params } : {}) }]

/** Text of a campaign file: UTF-8 only (a BOM is tolerated by the parser); anything else is located. */
export function decodeCampaignBytes(
  bytes: Uint8Array,
  file: string
): { ok: true; text: string } | { ok: false; problems: FileProblem[] } {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    return {
      ok: false,
      problems: oneProblem(
        file,
        'utf16',
        'the file is UTF-16 text; campaign files are UTF-8 (re-save it as UTF-8)',
        1,
        1
      )
    }
  }
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) }
  } catch {
    const lossy = new TextDecoder('utf-8').decode(bytes)
    const { line, column } = positionAt(lossy, Math.max(0, lossy.indexOf('\uFFFD')))
    return {
      ok: false,
      problems: oneProblem(
        file,
        'not-utf8',
        'the file is not UTF-8 text (binary data or another encoding)',
        line,
        column
      )
    }
  }
}

export interface ReadResult {
  campaign: Campaign
  fingerprint: Fingerprint
  migratedFrom?: number
  readOnly?: string
  newerVersion?: number
}

/**
 * Reads bytes and the stat that goes with them (retrying if the file changes while being read).
 * Only a regular file of at most CAMPAIGN_MAX_BYTES is read (NotRegularFileError, FileTooLargeError).
 */
export async function readStable(path: string): Promise<{ bytes: Buffer; fingerprint: Fingerprint } | null> {
  for (let attempt = 0; ; attempt++) {
    let got
    try {
      got = await readRegularFile(path, CAMPAIGN_MAX_BYTES)
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw e
    }
    if (!got.changed || attempt >= 4) {
      const { bytes, mtimeMs } = got
      return { bytes, fingerprint: { size: bytes.length, mtimeMs, hash: hashBytes(bytes) } }
    }
  }
}

/** Why a file cannot be read, as one located problem. */
export function readProblem(path: string, e: unknown): FileProblem[] {
  if (e instanceof NotRegularFileError)
    return oneProblem(path, 'not-regular-file', e.message, null, null, { kind: e.kind })
  if (e instanceof FileTooLargeError)
    return oneProblem(path, 'too-large', e.message, null, null, { max: Math.round(e.limit / 1024 / 1024) })
  return oneProblem(path, 'cannot-read', `cannot read the file: ${(e as Error).message}`, null, null, {
    code: String((e as NodeJS.ErrnoException).code ?? '')
  })
}

/** Reads, decodes, parses, validates and migrates. null when the file does not exist. */
export async function readCampaignFile(path: string): Promise<ReadResult | null> {
  let got
  try {
    got = await readStable(path)
  } catch (e) {
    const invalid = e instanceof NotRegularFileError || e instanceof FileTooLargeError
    throw new CampaignFileError(invalid ? 'invalid' : 'io', path, readProblem(path, e))
  }
  if (!got) return null
  const decoded = decodeCampaignBytes(got.bytes, path)
  if (!decoded.ok) throw new CampaignFileError('invalid', path, decoded.problems)
  const parsed = parseCampaignText(decoded.text, path)
  if (!parsed.ok) throw new CampaignFileError('invalid', path, parsed.problems)
  const result: ReadResult = { campaign: parsed.campaign, fingerprint: got.fingerprint }
  if (parsed.migratedFrom !== undefined) result.migratedFrom = parsed.migratedFrom
  if (parsed.readOnly !== undefined) result.readOnly = parsed.readOnly
  if (parsed.newerVersion !== undefined) result.newerVersion = parsed.newerVersion
  return result
}

/** How a campaign is written: 2-space JSON, one trailing newline. */
export function serializeCampaign(campaign: Campaign): string {
  return `${JSON.stringify(campaign, null, 2)}\n`
}
