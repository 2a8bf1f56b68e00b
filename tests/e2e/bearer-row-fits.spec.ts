// Regressions (issue 13 walk, French party at 1366×768, screenshot party-fr-1366.png): a mount over its
// limit ("10 animal feeds EN → surcharge", "ne peut pas se déplacer") left its reason no width at all: the
// reason broke after every letter, the row under Valéros's card grew to 245 px, the reason unreadable and
// the name cut to "Ton…". An over row now stays three lines high at most ("ne peut pas / se déplacer" on two), its name whole, the
// reason with a width, the EN mark never split.
import type { Locator } from '@playwright/test'
import type { Campaign } from '@shared/campaign/schema'
import { expect, test } from './fixtures'
import { campaignWith, bearer, character, line } from './ui-campaigns'

function table(): Campaign {
  const valeros = character('Valéros de Pointesable', 'Marc', 16, 'M', null, [line('longsword', 1)])
  const kyra = character('Kyra Solenne', 'Sophie', 10, 'M', null, [line('heavy-mace', 1)])
  const ezren = character('Ezren le Sage', 'Julie', 10, 'M', null, [line('quarterstaff', 1)])
  return campaignWith('Rows', {
    language: 'fr',
    characters: [
      valeros,
      kyra,
      ezren,
      bearer('b-horse', 'Tonnerre', 'mount', 16, 'G', { owner: valeros.id, quadruped: true, baseSpeed: 50 }, [
        line('saddle-military', 1),
        line('feed', 10) // level 3, 4/6/8: over
      ]),
      bearer('b-porter', 'Gaston le porteur', 'hireling', 12, 'M', { owner: kyra.id }, [line('torch', 10)])
    ]
  }) as unknown as Campaign
}

const whole = (el: Locator) => el.evaluate((e) => e.scrollWidth <= e.clientWidth + 1)

test.use({ campaignData: table(), locale: 'fr-FR', colorScheme: 'light', viewport: { width: 1366, height: 768 } })

test('a mount over its limit keeps its row three lines high at most, its name and reason readable (fr)', async ({
  page,
  app
}) => {
  await page.goto(app.url)
  const row = page.locator('[data-bearer="b-horse"]')
  await expect(row).toHaveAttribute('data-tier', 'over')
  await expect(row.locator('.speed')).toHaveText('Vitessene peut pas se déplacer')
  await page.screenshot({ path: 'test-results/bearer-row-over-fr-1366.png' })
  const box = (await row.boundingBox())!
  expect(box.height).toBeLessThanOrEqual(72) // three lines at most
  expect(await whole(row.locator('.name'))).toBe(true)
  // everything inside the row: the speed is not pushed past its right edge
  const speed = (await row.locator('.speed').boundingBox())!
  expect(speed.x + speed.width).toBeLessThanOrEqual(box.x + box.width)
  // the reason has a width: no word broken letter by letter
  const reason = row.locator('.reason')
  expect((await reason.boundingBox())!.width).toBeGreaterThanOrEqual(50)
})
