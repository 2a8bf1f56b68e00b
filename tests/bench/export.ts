// Export benchmark (issue 6): time to build and render each text format for the sample party and
// for a character with 300 inventory lines, and Chromium's PDF printing (browser already running,
// and the CLI's case: launch, print, close).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { getCatalogEntry } from '@shared/catalog'
import { parseCampaignText } from '@shared/campaign/parse'
import type { Campaign } from '@shared/campaign/schema'
import { renderExport, type ExportRequest } from '@shared/export/index'
import { openChromiumPrinter, printPdfWithChromium } from '../../src-main/export/pdf-chromium'
import { bigCampaign } from '../unit/export/big-campaign'
import { sized, type BenchOptions } from './areas'
import { percentile } from './timing'

async function time(runs: number, f: () => unknown): Promise<number> {
  const samples: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    await f()
    samples.push(performance.now() - start)
  }
  return percentile(
    samples.sort((a, b) => a - b),
    0.5
  )
}

export async function run(options?: BenchOptions): Promise<void> {
  const n = (full: number) => sized(options, full, 1)
  const file = join(import.meta.dirname, '../../resources/sample-campaign.json')
  const parsed = parseCampaignText(readFileSync(file, 'utf8'), file)
  if (!parsed.ok) throw new Error('sample campaign does not parse')
  const sample = parsed.campaign
  const big = sized(options, bigCampaign(100, 3), bigCampaign(10, 3))
  const cases: [string, Campaign, Omit<ExportRequest, 'format'>][] = [
    ['sample party sheet', sample, {}],
    ['sample character', sample, { character: sample.characters[0]!.id }],
    [
      `${big.characters.find((c) => c.id === 'packrat')!.inventory.length}-line character`,
      big,
      { character: 'packrat' }
    ]
  ]
  for (const [label, campaign, request] of cases) {
    const figures = []
    for (const format of ['md', 'html', 'csv'] as const) {
      const ms = await time(n(50), () => renderExport(campaign, { ...request, format }, getCatalogEntry))
      figures.push(`${format} ${ms.toFixed(2)} ms`)
    }
    console.log(`${label.padEnd(20)} median of ${n(50)}: ${figures.join(', ')}`)
  }
  const printer = await openChromiumPrinter()
  try {
    for (const [label, campaign, request] of sized(options, cases, cases.slice(0, 1))) {
      const { text, footerTemplate } = renderExport(campaign, { ...request, format: 'pdf' }, getCatalogEntry)
      let bytes = 0
      const ms = await time(n(5), async () => {
        bytes = (await printer.print({ html: text, paper: 'a4', footerTemplate })).byteLength
      })
      console.log(
        `${label.padEnd(20)} PDF, browser running: median of ${n(5)} ${ms.toFixed(0)} ms (${(bytes / 1024).toFixed(0)} KB)`
      )
    }
  } finally {
    await printer.close()
  }
  const { text, footerTemplate } = renderExport(sample, { format: 'pdf' }, getCatalogEntry)
  const cold = await time(n(3), () => printPdfWithChromium({ html: text, paper: 'a4', footerTemplate }))
  console.log(`sample party sheet   PDF, launch + print + close (the CLI): median of ${n(3)} ${cold.toFixed(0)} ms`)
}
