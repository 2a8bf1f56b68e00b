// Catalog search benchmark (issue 4: search over the full catalog well under 1 ms after warm-up;
// quick add parses and searches). Prints the index build, then median and p95 per query kind.
import { performance } from 'node:perf_hooks'
import { catalog } from '@shared/catalog/index'
import { parseQuickAdd, searchCatalog } from '@shared/catalog/search'
import { sized, type BenchOptions } from './areas'
import { time } from './timing'

const QUERIES: [kind: string, query: string][] = [
  ['exact FR', 'épée longue'],
  ['prefix FR', 'epee lon'],
  ['plural FR', 'dagues'],
  ['typo EN', 'longswrd'],
  ['typo FR', 'grapin'],
  ['words any order', 'longue épée'],
  ['one letter', 'a'],
  ['no match', 'xyzzyqw'],
  ['multi-word', 'potion de soins'],
  ['coins', 'po']
]

const ms = (v: number) => `${v.toFixed(3)} ms`

export function run(options?: BenchOptions): void {
  const n = (full: number) => sized(options, full, 3)
  const t0 = performance.now()
  searchCatalog('init', { lang: 'fr' }) // builds the index once
  console.log(`catalog: ${catalog.length} entries; first search (index build) ${ms(performance.now() - t0)}`)
  for (let i = 0; i < n(300); i++) for (const [, q] of QUERIES) searchCatalog(q, { lang: 'fr' })
  for (const [kind, q] of QUERIES) {
    const { median, p95 } = time(() => searchCatalog(q, { lang: 'fr' }), n(1000))
    console.log(`search ${kind.padEnd(16)} "${q}": median ${ms(median)}, p95 ${ms(p95)} (target < 1 ms)`)
  }
  const extra = Array.from({ length: 500 }, (_, i) => ({
    id: `c${i}`,
    name: `Custom relic ${i}`,
    nameFr: `Relique ${i}`
  }))
  for (let i = 0; i < n(100); i++) searchCatalog('relique 42', { lang: 'fr', extra })
  const withCustom = time(() => searchCatalog('relique 42', { lang: 'fr', extra }), n(500))
  console.log(`search with 500 custom items: median ${ms(withCustom.median)}, p95 ${ms(withCustom.p95)}`)
  const quick = time(() => parseQuickAdd('3 dagues', 'fr'), n(1000))
  console.log(`quick add "3 dagues": median ${ms(quick.median)}, p95 ${ms(quick.p95)}`)
}
