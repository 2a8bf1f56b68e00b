// poppler-utils (pdfinfo, pdftotext, pdftoppm) on real PDF files.
import { execFile } from 'node:child_process'
import { readdir, rm } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

export interface PdfInfo {
  pages: number
  /** Page size in PostScript points (1/72 in). */
  width: number
  height: number
}

export async function pdfInfo(file: string): Promise<PdfInfo> {
  const { stdout } = await run('pdfinfo', [file])
  const pages = /^Pages:\s+(\d+)/m.exec(stdout)
  const size = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(stdout)
  if (!pages || !size) throw new Error(`pdfinfo: unexpected output for ${file}:\n${stdout}`)
  return { pages: Number(pages[1]), width: Number(size[1]), height: Number(size[2]) }
}

/** The text of the whole document, or of one page (1-based), in content order (-raw keeps table cells together). */
export async function pdfText(file: string, page?: number): Promise<string> {
  const range = page === undefined ? [] : ['-f', String(page), '-l', String(page)]
  const { stdout } = await run('pdftotext', ['-raw', '-enc', 'UTF-8', ...range, file, '-'], {
    maxBuffer: 64 * 1024 * 1024
  })
  return stdout
}

/** Renders every page to `<prefix>-<n>.png` (replacing older ones); returns the files in page order. */
export async function pdfToPngs(file: string, prefix: string, dpi = 80): Promise<string[]> {
  const dir = dirname(prefix)
  const stem = basename(prefix)
  const pngs = async (): Promise<{ f: string; n: number }[]> =>
    (await readdir(dir))
      .map((f) => ({
        f,
        n: Number(new RegExp(`^${stem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-(\\d+)\\.png$`).exec(f)?.[1])
      }))
      .filter((p) => Number.isInteger(p.n))
  await Promise.all((await pngs()).map((p) => rm(join(dir, p.f))))
  await run('pdftoppm', ['-r', String(dpi), '-png', file, prefix])
  return (await pngs()).sort((a, b) => a.n - b.n).map((p) => join(dir, p.f))
}
