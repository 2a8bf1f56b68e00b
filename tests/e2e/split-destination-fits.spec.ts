// Bug (issue 13 item 3): at 1366×768 the split preview's destination select cut its bag choices,
// « Ezren — dans « Bag of holding (type I) » » read « Ezren — dans « Bag of holding (type » in French.
// The choice each row's select shows is whole, in French and English, and the quantity beside it
// stays inside the panel (nothing pushed off the dialog, no sideways scroll).
import type { Campaign } from '@shared/campaign/schema'
import { expect, test } from './fixtures'
import { cutOptions, optionWidths } from './select-widths'
import { character, line } from './ui-campaigns'
import { openSplitDialog, proposeSplit, splitCampaign, splitPanel as panel } from './split-preview'

const OUT = new URL('../../test-results/screenshots/', import.meta.url).pathname

function party(language: 'en' | 'fr'): Campaign {
  return splitCampaign(
    language,
    'Bags',
    [
      character('Ezren', 'Ana', 10, 'M', null, [line('bag-of-holding-1', 1, { id: 'l-bag', capacity: 20 })]),
      character('Merisiel', 'Léa', 12, 'M', null, [line('handy-haversack', 1, { id: 'l-sack', capacity: 5 })])
    ],
    [line('potion', 30, { id: 'l-potions' }), line('longsword', 2, { id: 'l-swords' })]
  )
}

for (const lang of ['fr', 'en'] as const) {
  const choice =
    lang === 'fr'
      ? {
          ezren: 'Ezren — dans «\u00a0Bag of holding (type I)\u00a0»',
          merisiel: 'Merisiel — dans «\u00a0Handy haversack\u00a0»'
        }
      : { ezren: 'Ezren — in “Bag of holding (type I)”', merisiel: 'Merisiel — in “Handy haversack”' }
  test.describe(lang, () => {
    test.use({
      locale: lang === 'fr' ? 'fr-FR' : 'en-US',
      colorScheme: 'light',
      viewport: { width: 1366, height: 768 },
      campaignData: party(lang)
    })

    test(`the preview's destination select shows a bag choice whole at 1366×768 (${lang})`, async ({ page, app }) => {
      await openSplitDialog(page, app.url, lang)
      await proposeSplit(page, lang)
      await panel(page).locator('[data-loot="l-potions"] select.who').first().selectOption({ label: choice.ezren })
      await expect(panel(page).locator('[data-loot="l-potions"] [data-in="l-bag"]')).toHaveCount(1)
      await panel(page).locator('[data-loot="l-swords"] select.who').first().selectOption({ label: choice.merisiel })
      await expect(panel(page).locator('[data-loot="l-swords"] [data-in="l-sack"]')).toHaveCount(1)
      await page.screenshot({ path: `${OUT}split-destination-fits-${lang}.png` })

      const selects = panel(page).locator('select.who')
      const widths = await optionWidths(selects, 'chosen')
      expect(widths.map((w) => w.text)).toEqual(expect.arrayContaining([choice.ezren, choice.merisiel]))
      expect(cutOptions(widths)).toEqual([])

      // nothing pushed off the panel: each row's quantity is inside it, and the panel does not scroll sideways
      const box = (await panel(page).boundingBox())!
      for (const quantity of await panel(page).locator('.row input[type="number"]').all()) {
        const q = (await quantity.boundingBox())!
        expect(q.x).toBeGreaterThanOrEqual(box.x)
        expect(q.x + q.width).toBeLessThanOrEqual(box.x + box.width)
      }
      const scroll = panel(page).locator('.scroll')
      expect(await scroll.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(0)

      // a short choice keeps its quantity beside it (the rows stay one line where they can)
      const loose = panel(page).locator('.row:not([data-in])').first()
      const [who, quantity] = [
        (await loose.locator('select.who').boundingBox())!,
        (await loose.locator('input[type="number"]').boundingBox())!
      ]
      expect(quantity.y).toBeLessThan(who.y + who.height)
    })
  })
}
