// Prints an HTML page to PDF inside the Electron app, with Chromium's own printToPDF, in a hidden
// window that runs no script, has no preload, may not navigate and lives in its own in-memory
// session. It gets every limit the app's own pages have (main-window.ts, guards.ts): sandboxed, no
// Node anywhere, no webview, no window.open, no permission; and, stricter, no navigation or redirect
// at all (not even to app://). Not runnable on this machine (no Electron runtime): type-checked against electron.d.ts;
// the same page and settings are printed by pdf-chromium.ts in the tests.
import { BrowserWindow, session } from 'electron'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { denyPermissions, lockDownContents } from '../electron/guards'
import { EMPTY_HEADER, PAGE_FORMAT, type PdfJob } from './pdf-options'

const PARTITION = 'export-print'

export async function printPdfWithElectron(job: PdfJob): Promise<Uint8Array> {
  const printSession = session.fromPartition(PARTITION)
  denyPermissions(printSession)
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
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      javascript: false,
      disableBlinkFeatures: 'Auxclick',
      spellcheck: false
    }
  })
  try {
    lockDownContents(win.webContents, null)
    // the page is printed where it is: no navigation, no redirect, anywhere
    win.webContents.on('will-navigate', (event) => event.preventDefault())
    win.webContents.on('will-redirect', (event) => event.preventDefault())
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
