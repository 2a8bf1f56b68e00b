// A real Chromium printer for a test file (Playwright driving Debian's chromium, src-main/export), opened
// once before its tests and closed after them, and the real export path to a PDF file. The PDFs (and the
// PNG pages some tests render) stay under test-results/export/ to be looked at.
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import type { Campaign } from '@shared/campaign/schema'
import type { CatalogLookup } from '@shared/campaign/to-engine'
import type { ExportRequest } from '@shared/export/index'
import { openChromiumPrinter, type ChromiumPrinter } from '../../../src-main/export/pdf-chromium'
import { renderExportBytes } from '../../../src-main/export/write-export'

export const PDF_OUT = join(import.meta.dirname, '../../../test-results/export')

export interface ExportPrinter {
  /** The printer itself, as the export handlers take it (`printPdf`). */
  print: ChromiumPrinter['print']
  /**
   * Exports `request` of `campaign` as a PDF through renderExportBytes, printed `generatedAt`, with
   * `lookup` for catalog items (none by default); writes it to `PDF_OUT/<name>.pdf` and returns that path.
   */
  printTo(
    name: string,
    campaign: Campaign,
    request: Omit<ExportRequest, 'format' | 'generatedAt'>,
    lookup?: CatalogLookup
  ): Promise<string>
}

/** Call at the top of a file or describe block: the printer opens in its beforeAll and closes in its afterAll. */
export function chromiumPrinter(generatedAt = '2024-05-03T10:00:00+02:00'): ExportPrinter {
  let printer: ChromiumPrinter | undefined
  beforeAll(async () => {
    await mkdir(PDF_OUT, { recursive: true })
    printer = await openChromiumPrinter()
  })
  afterAll(async () => {
    await printer?.close()
  })
  const print: ExportPrinter['print'] = (job) => printer!.print(job)
  return {
    print,
    async printTo(name, campaign, request, lookup = () => undefined) {
      const { bytes } = await renderExportBytes(campaign, { ...request, format: 'pdf', generatedAt }, lookup, print)
      const file = join(PDF_OUT, `${name}.pdf`)
      await writeFile(file, bytes)
      return file
    }
  }
}
