// `npm run bench [-- [--small] area…]`: runs each area's benchmark in turn; each prints its own figures.
// The areas are listed in areas.ts; --small runs them at the small size the test suite uses.
import { AREAS } from './areas'

async function main(argv: readonly string[]): Promise<number> {
  const small = argv.includes('--small')
  const wanted = argv.filter((a) => a !== '--small')
  const unknown = wanted.filter((name) => !AREAS.some((a) => a.name === name))
  if (unknown.length > 0) {
    console.error(`unknown bench area(s): ${unknown.join(', ')}; known: ${AREAS.map((a) => a.name).join(', ')}`)
    return 2
  }
  for (const area of AREAS) {
    if (wanted.length > 0 && !wanted.includes(area.name)) continue
    console.log(`\n== ${area.name}${small ? ' (small)' : ''}`)
    await (await area.load()).run({ small })
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
