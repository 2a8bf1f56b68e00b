// The export channels: 'export/render' returns a file's content (the renderer copies it or lets the
// browser download it), 'export/save' writes it to a path the GM chose in the host's native save
// dialog (remembering the folder), or to a path given by the caller. Plain Node; the host supplies
// its save dialog and its PDF printer (Electron's printToPDF, or Chromium through Playwright).
import { dirname, extname, isAbsolute, join } from 'node:path'
import { getCatalogEntry } from '@shared/catalog'
import { UnknownItemError } from '@shared/campaign'
import type { ExportFile, Handlers } from '@shared/contract'
import type { Language, LedgerHolder } from '@shared/i18n'
import {
  type CsvDialect,
  exportDocument,
  ExportError,
  exportFileName,
  FORMAT_INFO,
  type ExportFormat,
  type ExportRequest
} from '@shared/export'
import type { PdfPrinter } from '../export/pdf-options'
import { loadExportSettings, saveExportSettings } from '../export/settings'
import { checkOutputPath, renderExportBytes, writeWhole } from '../export/write-export'
import { ContractFailure } from './errors'
import type { Session } from './session'
import type { WriteFolders } from './write-folders'

/** What a host brings to exports. */
export interface ExportHost {
  /** Prints the export's HTML to PDF; absent: PDF is refused. */
  printPdf?: PdfPrinter
  /** The native save dialog; resolves to the chosen path, or null when the GM cancels. Absent: the caller gives the path. */
  askSavePath?: (request: SaveDialogRequest) => Promise<string | null>
}

export interface SaveDialogRequest {
  /** Suggested path: the last export folder (else null: the host's documents folder) and the file name. */
  folder: string | null
  fileName: string
  format: ExportFormat
  language: Language
}

type ExportHandlers = Pick<Handlers, 'export/render' | 'export/save'>

export function createExportHandlers(session: Session, host: ExportHost = {}, folders?: WriteFolders): ExportHandlers {
  const settingsFile = join(session.options.userDataDir, 'export.json')

  async function bytesOf(request: ExportRequest): Promise<{ bytes: Uint8Array; fileName: string }> {
    const printPdf: PdfPrinter = async (job) => {
      if (!host.printPdf)
        throw new ExportError('PDF export is not available in this host', {
          code: 'unavailable',
          why: { reason: 'pdf-unavailable' }
        })
      return host.printPdf(job)
    }
    return guard(() => renderExportBytes(session.state.campaign, request, getCatalogEntry, printPdf))
  }

  return {
    'export/render': async (input) => {
      const request = toRequest(input)
      const { bytes, fileName } = await bytesOf(request)
      const info = FORMAT_INFO[request.format]
      const file: ExportFile = info.binary
        ? { fileName, mime: info.mime, encoding: 'base64', data: Buffer.from(bytes).toString('base64') }
        : {
            fileName,
            mime: info.mime,
            encoding: 'utf8',
            data: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
          } // keeps the CSV's BOM
      return file
    },

    'export/save': async (input) => {
      const request = toRequest(input)
      const state = session.state
      const extension = `.${FORMAT_INFO[request.format].extension}`
      let target = input.path
      const settings = await loadExportSettings(settingsFile)
      if (target === undefined) {
        if (!host.askSavePath)
          throw new ContractFailure('invalid-input', 'export/save: this host has no save dialog; give a path')
        const doc = guardSync(() => exportDocument(state.campaign, request, getCatalogEntry))
        const chosen = await host.askSavePath({
          folder: settings.lastFolder,
          fileName: exportFileName(doc, request.format),
          format: request.format,
          language: state.campaign.exportLanguage
        })
        if (chosen === null) return null
        target = extname(chosen).toLowerCase() === extension ? chosen : `${chosen}${extension}`
      } else {
        // where the host has a save dialog, main takes no path to write to from the page
        if (host.askSavePath)
          throw new ContractFailure('invalid-input', 'path: export/save: the app asks where to write in its own dialog')
        if (!isAbsolute(target))
          throw new ContractFailure('invalid-input', `path: give an absolute path (got ${target})`, {
            why: { reason: 'path-not-absolute', params: { path: target } }
          })
        if (extname(target).toLowerCase() !== extension) {
          throw new ContractFailure(
            'invalid-input',
            `path: a ${request.format} export's file name ends in ${extension} (got ${target})`,
            { why: { reason: 'export-extension', params: { path: target, extension } } }
          )
        }
      }
      if (folders && input.path !== undefined) target = await folders.check(target)
      const path = await guard(() => checkOutputPath(target, [state.path]))
      const { bytes } = await bytesOf(request)
      await writeWhole(path, bytes)
      if (settings.lastFolder !== dirname(path))
        await saveExportSettings(settingsFile, { lastFolder: dirname(path) }).catch(() => {})
      return { path, bytes: bytes.byteLength }
    }
  }
}

function toRequest(input: {
  format: ExportFormat
  character?: string | undefined
  holder?: LedgerHolder | undefined
  paper?: 'a4' | 'letter' | undefined
  csv?: CsvDialect | undefined
  received?: true | undefined
  session?: string | undefined
}): ExportRequest {
  const request: ExportRequest = { format: input.format, paper: input.paper ?? 'a4' }
  if (input.character !== undefined) request.character = input.character
  if (input.holder !== undefined) request.holder = input.holder
  if (input.csv !== undefined) request.csv = input.csv
  if (input.received) request.received = true
  if (input.session !== undefined) request.session = input.session
  return request
}

/** Export failures as contract errors: an unknown character is not-found, a bad output path invalid-input. */
async function guard<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (e) {
    throw asFailure(e)
  }
}

function guardSync<T>(run: () => T): T {
  try {
    return run()
  } catch (e) {
    throw asFailure(e)
  }
}

function asFailure(e: unknown): unknown {
  if (e instanceof ExportError)
    return new ContractFailure(
      e.code === 'not-found' ? 'not-found' : e.code === 'unavailable' ? 'internal' : 'invalid-input',
      e.message,
      { why: e.why }
    )
  if (e instanceof UnknownItemError) return new ContractFailure('invalid-input', e.message)
  return e
}
