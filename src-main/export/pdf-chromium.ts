// Prints an HTML page to PDF with a headless Chromium driven by Playwright (the browser found by
// chromium-path.ts: CHROMIUM_PATH, a system Chromium/Chrome, or Playwright's own). Used by the CLI, the browser host
// and the tests; the Electron app prints with printToPDF instead (pdf-electron.ts).
import { chromium, type Browser } from 'playwright-core'
import { CHROMIUM_ARGS, chromiumPath } from './chromium-path'
import { ExportError } from '@shared/export'
import { EMPTY_HEADER, PAGE_FORMAT, type PdfJob, type PdfPrinter } from './pdf-options'

/** A printer holding one browser for several jobs; `close()` ends the browser. */
export interface ChromiumPrinter {
  print: PdfPrinter
  close(): Promise<void>
}

export async function openChromiumPrinter(): Promise<ChromiumPrinter> {
  let browser: Browser
  try {
    browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS], headless: true })
  } catch (error) {
    throw new ExportError(
      `cannot start Chromium at ${chromiumPath()} to print the PDF (set CHROMIUM_PATH to a Chrome or Chromium): ${firstLine(error)}`,
      { code: 'unavailable', why: { reason: 'pdf-unavailable' } }
    )
  }
  const print: PdfPrinter = async (job: PdfJob) => {
    // No script runs in the page and nothing is fetched: the page is self-contained.
    const context = await browser.newContext({ javaScriptEnabled: false, offline: true })
    try {
      const page = await context.newPage()
      await page.setContent(job.html, { waitUntil: 'load' })
      await page.emulateMedia({ media: 'print' })
      return await page.pdf({
        format: PAGE_FORMAT[job.paper],
        preferCSSPageSize: true,
        printBackground: true,
        displayHeaderFooter: true,
        headerTemplate: EMPTY_HEADER,
        footerTemplate: job.footerTemplate,
        outline: true,
        tagged: true
      })
    } finally {
      await context.close()
    }
  }
  return { print, close: () => browser.close() }
}

/** Prints one job with a browser of its own. */
export async function printPdfWithChromium(job: PdfJob): Promise<Uint8Array> {
  const printer = await openChromiumPrinter()
  try {
    return await printer.print(job)
  } finally {
    await printer.close()
  }
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? ''
}
