// The one set of Chromium print settings, shared by the Playwright printer (CLI, browser host,
// tests) and Electron's printToPDF (the app), so both produce the same pages.
import type { Paper } from '@shared/export'

export interface PdfJob {
  /** A standalone page from src-shared/export/html.ts (its @page rule sets size and margins). */
  html: string
  paper: Paper
  /** Printed in the bottom margin of every page (pdfFooterTemplate). */
  footerTemplate: string
}

export const PAGE_FORMAT: Record<Paper, 'A4' | 'Letter'> = { a4: 'A4', letter: 'Letter' }

/** A PDF printer: Electron's in the app, Playwright-driven Chromium elsewhere. */
export type PdfPrinter = (job: PdfJob) => Promise<Uint8Array>

/** An empty header: Chromium's default one prints the date and title, which the page already shows. */
export const EMPTY_HEADER = '<span></span>'
