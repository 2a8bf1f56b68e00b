// Produces an export file on disk: renders the request, prints PDFs with Chromium, and writes the
// result whole or not at all (every byte to a temporary file in the target folder, its size checked,
// fsynced, then renamed over the target: durable-write.ts), so a failure never leaves a half-written
// file, and never replaces a device, a FIFO or anything else that is not a regular file.
import { realpath, stat } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import type { Campaign, CatalogLookup } from '@shared/campaign'
import { ExportError, renderExport, type ExportRequest } from '@shared/export'
import { fileKind, writeFileDurable } from '../store/durable-write'
import type { PdfPrinter } from './pdf-options'

export interface Rendered {
  bytes: Uint8Array
  /** Suggested file name ("Valeros - summary.pdf"). */
  fileName: string
}

/** The bytes of an export: UTF-8 text (the CSV with its BOM), or a PDF printed by `printPdf`. */
export async function renderExportBytes(
  campaign: Campaign,
  request: ExportRequest,
  lookup: CatalogLookup,
  printPdf: PdfPrinter
): Promise<Rendered> {
  const { text, footerTemplate, fileName } = renderExport(campaign, request, lookup)
  if (request.format !== 'pdf') return { bytes: new TextEncoder().encode(text), fileName }
  const bytes = await printPdf({ html: text, paper: request.paper ?? 'a4', footerTemplate })
  if (bytes.byteLength < 5 || new TextDecoder().decode(bytes.subarray(0, 5)) !== '%PDF-') {
    throw new ExportError('Chromium did not produce a PDF', { code: 'unavailable', why: { reason: 'pdf-unavailable' } })
  }
  return { bytes, fileName }
}

/**
 * Checks that `out` can receive an export: its folder exists, it is not a folder nor anything else
 * that is not a regular file (`/dev/full`, a FIFO), and it is not one of `protectedPaths` (the
 * campaign file itself). Returns the absolute path.
 */
export async function checkOutputPath(out: string, protectedPaths: readonly string[] = []): Promise<string> {
  const target = resolve(out)
  const folder = dirname(target)
  const folderStat = await stat(folder).catch(() => null)
  if (folderStat && !folderStat.isDirectory())
    throw new ExportError(`cannot write ${out}: ${folder} is a file, not a folder`, {
      code: 'invalid',
      why: {
        reason: 'path-not-folder',
        params: { path: folder }
      }
    })
  if (!folderStat?.isDirectory())
    throw new ExportError(`cannot write ${out}: folder ${folder} does not exist`, {
      code: 'invalid',
      why: {
        reason: 'export-folder-missing',
        params: { path: folder }
      }
    })
  const targetStat = await stat(target).catch(() => null)
  if (targetStat?.isDirectory())
    throw new ExportError(`cannot write ${out}: it is a folder`, {
      code: 'invalid',
      why: {
        reason: 'export-is-folder',
        params: { path: out }
      }
    })
  if (targetStat && !targetStat.isFile())
    throw new ExportError(`cannot write ${out}: it is not a regular file, it is never replaced`, {
      code: 'invalid',
      why: {
        reason: 'export-not-regular-file',
        params: { path: out, kind: fileKind(targetStat) }
      }
    })
  if (targetStat) {
    const real = await realpath(target)
    for (const p of protectedPaths) {
      const protectedReal = await realpath(p).catch(() => resolve(p))
      if (protectedReal === real)
        throw new ExportError(`refusing to write the export over the campaign file ${p}`, {
          code: 'invalid',
          why: {
            reason: 'export-over-campaign',
            params: { path: p }
          }
        })
    }
  }
  return target
}

/** Writes the whole file or nothing (temporary file in the same folder, every byte, size checked, fsync, rename). */
export async function writeWhole(path: string, bytes: Uint8Array): Promise<void> {
  await writeFileDurable(path, bytes)
}
