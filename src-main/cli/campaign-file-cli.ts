// Shared by `check` and `report`: reads a campaign file as the app does (UTF-8, BOM tolerated,
// validated, migrated) and also locates item refs the built-in catalog does not know.
import { readFile } from 'node:fs/promises'
import { JsonLocator, parsePath } from '@shared/campaign/json-locate'
import { pathInVersion, type OldVersion } from '@shared/campaign/migrations'
import { parseCampaignText } from '@shared/campaign/parse'
import type { Campaign } from '@shared/campaign/schema'
import { unknownRefs } from '@shared/campaign/to-engine'
import { getCatalogEntry } from '@shared/catalog/index'
import type { FileProblem } from '@shared/contract/contract'
import { decodeCampaignBytes } from '../store/campaign-file'

export type LoadedCampaign =
  { ok: true; campaign: Campaign; migratedFrom?: number; readOnly?: string } | { ok: false; problems: FileProblem[] }

export async function loadCampaignForCli(file: string): Promise<LoadedCampaign> {
  let bytes: Buffer
  try {
    bytes = await readFile(file)
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code
    const message =
      code === 'ENOENT'
        ? 'no such file'
        : code === 'EISDIR'
          ? 'is a folder, not a campaign file'
          : `cannot read: ${(e as Error).message}`
    return { ok: false, problems: [{ file, message, path: null, line: null, column: null }] }
  }
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
