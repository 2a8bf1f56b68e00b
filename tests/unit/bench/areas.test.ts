// Issue 24 item 8: benches that cannot rot. Every bench area runs once at its small size inside the test
// suite (the Node ones here, the browser ones in tests/e2e/bench-ui.spec.ts), so a bench that no longer
// runs — a renamed function, a locator that now finds two elements — fails CI instead of the next person
// who wants figures. `npm run bench` keeps the full sizes.
import { describe, expect, it } from 'vitest'
import { AREAS, BROWSER_AREAS } from '../../bench/areas'
import { printedBy, saneFigures } from '../../bench/printed'

describe('every bench area runs at its small size and prints figures', () => {
  it('the browser areas are bench areas (run by the e2e suite)', () => {
    expect(BROWSER_AREAS.filter((name) => !AREAS.some((a) => a.name === name))).toEqual([])
  })

  for (const area of AREAS.filter((a) => !BROWSER_AREAS.includes(a.name)))
    it(area.name, async () => {
      expect(saneFigures(await printedBy(area, { small: true }))).toEqual([])
    })
})
