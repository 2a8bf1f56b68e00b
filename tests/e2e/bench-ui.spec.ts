// Issue 24 item 8: the bench areas that drive the real renderer in Chromium run once at their small size
// in the e2e suite (the renderer global-setup built, the suite's browser), so a broken bench fails CI:
// `npm run bench -- split-ui` failed on a strict-mode locator that found two `.figures`.
import { AREAS, BROWSER_AREAS } from '../bench/areas'
import { printedBy, saneFigures } from '../bench/printed'
import { expect, test } from './fixtures'

for (const name of BROWSER_AREAS)
  test(`bench ${name} runs at its small size and prints figures`, async ({ browser }) => {
    const area = AREAS.find((a) => a.name === name)!
    expect(saneFigures(await printedBy(area, { small: true, built: true, browser }))).toEqual([])
  })
