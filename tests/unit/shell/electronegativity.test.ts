// Runs @doyensec/electronegativity over src-main (as `npm test` does through this test) and fails on
// any finding above LOW that is not silenced in place by an `eng-disable` comment saying why. The
// tool always exits 0 and its CSV writer races with itself (header and rows written concurrently),
// so it is driven through its own API: the findings come with their severity, and its SARIF report
// is written to test-results/electronegativity.sarif for tooling.
import { describe, expect, it } from 'vitest'
import Module, { createRequire } from 'node:module'
import { mkdir, readFile, readdir } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'

interface Issue {
  id: string
  file: string
  location: { line: number; column: number }
  severity: { name: string; value: number }
  confidence: { name: string }
  description: string
  manualReview: boolean
}
interface RunResult {
  issues: Issue[]
  errors: unknown[]
  globalChecks: number
  atomicChecks: number
}

const require = createRequire(import.meta.url)

// The tool fetches its message translations (locales/i18n.js) and Electron's release list
// (AvailableSecurityFixesGlobalCheck) through got 11 on every run. Tests do not reach the internet,
// and a result must not depend on the day's release list: got is answered offline, which the tool
// handles (bundled English messages, no release check). Without this, Node 24 fails the run with
// got's unhandled retry rejection ("The `onCancel` handler was attached after the promise settled").
const toolDir = dirname(require.resolve('@doyensec/electronegativity'))
const gotPath = require.resolve('got', { paths: [toolDir] })
const offlineGot = new Module(gotPath)
offlineGot.filename = gotPath
offlineGot.loaded = true
const offline = (): Promise<never> => Promise.reject(new Error('no network in tests'))
offlineGot.exports = { __esModule: true, default: Object.assign(offline, { head: offline }) }
require.cache[gotPath] = offlineGot

const run = require('@doyensec/electronegativity') as (options: object) => Promise<RunResult>
const electronVersion = (require('electron/package.json') as { version: string }).version
const SEVERITY_ORDER = ['INFORMATIONAL', 'LOW', 'MEDIUM', 'HIGH', 'CRITICAL']

async function sources(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((e) => e.isFile() && /\.(ts|js|mjs|cjs)$/.test(e.name)).map((e) => join(e.parentPath, e.name))
}

/** Findings with no file (global checks) are silenced by an `eng-disable <ID>` comment anywhere in src-main. */
async function silencedGlobally(root: string): Promise<Set<string>> {
  const ids = new Set<string>()
  for (const file of await sources(root)) {
    for (const m of (await readFile(file, 'utf8')).matchAll(/eng-disable[ \t]+([A-Z_ \t]+)/g)) {
      for (const id of m[1]!.trim().split(/\s+/)) if (id.endsWith('_GLOBAL_CHECK')) ids.add(id)
    }
  }
  return ids
}

interface Sarif {
  runs: Array<{ results: unknown[] }>
}

async function readSarif(file: string): Promise<Sarif> {
  for (let attempt = 0; ; attempt++) {
    try {
      return JSON.parse(await readFile(file, 'utf8')) as Sarif
    } catch (e) {
      if (attempt > 50) throw e
      await new Promise((r) => setTimeout(r, 100))
    }
  }
}

describe('electronegativity over src-main', () => {
  it('finds nothing above LOW that is not silenced with a reason', async () => {
    const input = resolve('src-main')
    const sarif = resolve('test-results/electronegativity.sarif')
    await mkdir('test-results', { recursive: true })
    const result = await run({
      input,
      output: sarif,
      isSarif: true,
      isRelative: true,
      isVerbose: false,
      electronVersionOverride: electronVersion,
      parserPlugins: [],
      customScan: [],
      excludeFromScan: []
    })
    expect(result.atomicChecks).toBeGreaterThan(30)
    expect(result.globalChecks).toBeGreaterThan(3)
    // A file it cannot parse is a file it did not check.
    expect(result.errors).toEqual([])

    const silenced = await silencedGlobally(input)
    const failing = result.issues
      .filter((i) => SEVERITY_ORDER.indexOf(i.severity.name) > SEVERITY_ORDER.indexOf('LOW'))
      .filter((i) => !(i.file === 'N/A' && silenced.has(i.id)))
      .map(
        (i) =>
          `${i.severity.name} ${i.id} at src-main/${i.file}:${i.location.line}:${i.location.column} — ${i.description}`
      )
    expect(
      failing,
      `fix these or silence them in place with "// eng-disable <CHECK_ID>  <why>":\n${failing.join('\n')}`
    ).toEqual([])

    // The SARIF report is written asynchronously by the tool; it lists the same findings.
    expect((await readSarif(sarif)).runs[0]?.results.length).toBe(result.issues.length)
  })
})
