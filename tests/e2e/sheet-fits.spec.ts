// Regression (issue 13, inventory walk): a halfling's sheet in French at 1366×768 (party rail and stash
// beside it) was wider than its panel: the Medium longsword's size note ("prévu pour la taille
// Moyenne : niveau 4 pour un porteur de taille Petite", one line) widened every group, so each bar's
// tier word ("intermé…") and each line's remove button were cut off at the panel's edge. Every group,
// bar and button of the inventory now stays inside its panel, and no line's name or size note is cut.
import type { Page } from '@playwright/test'
import type { Campaign } from '@shared/campaign/schema'
import { expect, test } from './fixtures'
import { campaignWith, character, line } from './ui-campaigns'

function party(language: 'en' | 'fr'): Campaign {
  const lem = character('Lem', 'Zoé', 16, 'P', null, [line('longsword', 1), line('dagger', 9, { size: 'P' })])
  const kyra = character('Kyra', 'Max', 10, 'M', null, [line('potion', 20)])
  return campaignWith('Sheet', { language, characters: [lem, kyra] }) as unknown as Campaign
}

/** What of the inventory panel reaches past its right edge, and which line names are cut. */
function overflow(page: Page) {
  return page.locator('section.inventory').evaluate((panel) => {
    const edge = panel.getBoundingClientRect().right
    const past = [...panel.querySelectorAll<HTMLElement>('section.group, .group-bar .load, button')]
      .filter((el) => el.getBoundingClientRect().right > edge + 0.5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${el.className.split(' ')[0]} ${el.getAttribute('aria-label') ?? el.textContent?.trim()}`
      )
    const cut = [...panel.querySelectorAll<HTMLElement>('.line .name')]
      .filter((el) => {
        const text = document.createRange()
        text.selectNodeContents(el)
        return text.getBoundingClientRect().width > el.getBoundingClientRect().width + 0.01
      })
      .map((el) => el.textContent?.trim())
    return { past, cut, scroll: panel.scrollWidth, client: panel.clientWidth }
  })
}

for (const lang of ['fr', 'en'] as const) {
  test.describe(lang, () => {
    test.use({
      campaignData: party(lang),
      locale: lang === 'fr' ? 'fr-FR' : 'en-US',
      colorScheme: 'light',
      viewport: { width: 1366, height: 768 }
    })

    test(`a halfling's sheet with a Medium longsword fits its panel at 1366×768: bars, buttons, size note whole (${lang})`, async ({
      page,
      app
    }) => {
      await page.goto(app.url)
      await page.locator('article[data-character]').first().getByRole('button', { name: 'Lem' }).click()
      const sword = page.locator('.line', { has: page.locator('[data-shift]') })
      await expect(sword).toHaveCount(1)
      await expect(sword.locator('[data-shift]')).toContainText(lang === 'fr' ? 'niveau 4' : 'level 4')
      await sword.scrollIntoViewIfNeeded()
      await page.screenshot({ path: `test-results/sheet-fits-${lang}.png` })
      const o = await overflow(page)
      expect(o.past).toEqual([])
      expect(o.cut).toEqual([])
      expect(o.scroll).toBeLessThanOrEqual(o.client)
    })
  })
}
