// What a page of the built renderer downloads before it runs: the scripts and styles its HTML names and
// every chunk they import statically (dynamic imports are left out: they load later, if ever), with their
// sizes raw and gzipped. Used by the players bench (issue 27: the player page under 150 KB gzipped).
import { readFileSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import { gzipSync } from 'node:zlib'

export interface BundleFile {
  file: string
  bytes: number
  gzip: number
}

/** Static `import … from "./x.js"` / `import "./x.js"` of a built chunk (minified: no spaces needed). */
const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w${},*\s]*?\s*from\s*)?["'](\.{1,2}\/[^"']+)["']/g
const HTML_ASSET = /<(?:script|link)\b[^>]*?(?:src|href)="([^"]+\.(?:js|css))"/g

export function pageBundle(outDir: string, html: string): BundleFile[] {
  const seen = new Map<string, BundleFile>()
  const visit = (path: string): void => {
    const file = normalize(path)
    if (seen.has(file)) return
    const buf = readFileSync(join(outDir, file))
    seen.set(file, { file, bytes: buf.length, gzip: gzipSync(buf, { level: 9 }).length })
    if (!file.endsWith('.js')) return
    for (const m of buf.toString('utf8').matchAll(STATIC_IMPORT)) visit(join(dirname(file), m[1]!))
  }
  const page = readFileSync(join(outDir, html), 'utf8')
  for (const m of page.matchAll(HTML_ASSET)) visit(m[1]!.replace(/^\.\//, ''))
  return [...seen.values()]
}

export const totalGzip = (files: readonly BundleFile[]): number => files.reduce((n, f) => n + f.gzip, 0)
