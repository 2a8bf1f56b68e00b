// Prints an HTML page to PDF inside the Electron app, with Chromium's own printToPDF, in a hidden
// window that runs no script, has no preload, may not navigate and lives in its own in-memory
// session. Not runnable on this machine (no Electron runtime): type-checked against electron.d.ts;
// the same page and settings are printed by pdf-chromium.ts in the tests.
import { BrowserWindow, session } from 'electron'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { EMPTY_HEADER, PAGE_FORMAT, type PdfJob } from './pdf-options'

const PARTITION = 'export-print'

export async function printPdfWithElectron(job: PdfJob): Promise<Uint8Array> {
  const printSession = session.fromPartition(PARTITION)
  printSession.setPermissionRequestHandler((_wc, _permission, callback) => callback(false))
  // A file, not a data: URL: Chromium caps URLs at 2 MB and a long inventory can exceed it.
  const dir = await mkdtemp(join(tmpdir(), 'encumbrance-print-'))
  const file = join(dir, 'page.html')
  await writeFile(file, job.html, 'utf8')
  const win = new BrowserWindow({
    show: false,
    webPreferences: {
      partition: PARTITION,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      javascript: false,
      disableBlinkFeatures: 'Auxclick',
      spellcheck: false
    }
  })
  try {
    win.webContents.on('will-navigate', (event) => event.preventDefault())
    win.webContents.setWindowOpenHandler(() => ({ action: 'deny' }))
    await win.loadFile(file)
    const pdf = await win.webContents.printToPDF({
      pageSize: PAGE_FORMAT[job.paper],
      preferCSSPageSize: true,
      printBackground: true,
      displayHeaderFooter: true,
      headerTemplate: EMPTY_HEADER,
      footerTemplate: job.footerTemplate,
      generateDocumentOutline: true,
      generateTaggedPDF: true
    })
    return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength)
  } finally {
    win.destroy()
    await rm(dir, { recursive: true, force: true })
  }
}
