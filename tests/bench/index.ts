// `npm run bench [-- area…]`: runs each area's benchmark in turn; each prints its own figures.
// To add an area, add its module (exporting `run()`) and one line to AREAS.

export interface BenchArea {
  name: string
  load: () => Promise<{ run(): Promise<void> | void }>
}

export const AREAS: readonly BenchArea[] = [
  { name: 'engine', load: () => import('./engine') },
  { name: 'split', load: () => import('./split') },
  { name: 'export', load: () => import('./export') },
  { name: 'ui', load: () => import('./ui') },
  { name: 'split-ui', load: () => import('./split-ui') },
  { name: 'host', load: () => import('./host') },
  { name: 'catalog', load: () => import('./catalog') },
  { name: 'campaign', load: () => import('./campaign') }
]

async function main(wanted: readonly string[]): Promise<number> {
  const unknown = wanted.filter((name) => !AREAS.some((a) => a.name === name))
  if (unknown.length > 0) {
    console.error(`unknown bench area(s): ${unknown.join(', ')}; known: ${AREAS.map((a) => a.name).join(', ')}`)
    return 2
  }
  for (const area of AREAS) {
    if (wanted.length > 0 && !wanted.includes(area.name)) continue
    console.log(`\n== ${area.name}`)
    await (await area.load()).run()
  }
  return 0
}

void main(process.argv.slice(2)).then(
  (status) => (process.exitCode = status),
  (error: unknown) => {
    console.error(error)
    process.exitCode = 1
  }
)
