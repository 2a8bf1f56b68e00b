// Regression (issue 11, full catalog): browsing the catalog showed its first 150 entries only, so a GM
// looking through a section (or the whole catalog) could not reach the rest. The list now grows page by
// page as the GM scrolls (or presses "Show … more"), up to every entry the count announces.
import type { Campaign } from '@shared/campaign/schema'
import { expect, test } from './fixtures'
import { campaignWith, character } from './ui-campaigns'

const campaign = (language: 'en' | 'fr') =>
  campaignWith('Browse', {
    language,
    characters: [character('Amiri', 'Léa', 16, 'M', null, [])]
  }) as unknown as Campaign

for (const lang of ['en', 'fr'] as const) {
  test.describe(lang, () => {
    test.use({ locale: lang === 'fr' ? 'fr-FR' : 'en-GB', campaignData: campaign(lang) })

    test(`browsing reaches every entry of the catalog and of a section, not the first 150 (${lang})`, async ({
      page,
      app
    }) => {
      await page.goto(app.url)
      await page.getByRole('button', { name: lang === 'fr' ? 'Catalogue' : 'Catalog', exact: true }).click()
      const view = page.locator('section.catalog')
      const rows = view.locator('tbody tr[data-item]')
      const count = view.locator('p.count')
      const total = async () => Number((await count.innerText()).replace(/\D/g, ''))
      await expect(rows.first()).toBeVisible()
      const all = await total()
      expect(all).toBeGreaterThan(1400)
      // scrolling to the end of the list brings the next page, until the last entry
      for (let i = 0; i < 30 && (await rows.count()) < all; i++) await rows.last().scrollIntoViewIfNeeded()
      await expect(rows).toHaveCount(all)
      await expect(view.locator('[data-more]')).toHaveCount(0)

      // a section: back to one page, then the button reads what is left and shows it
      await view.getByRole('combobox', { name: 'Section' }).selectOption('weapon')
      const weapons = await total()
      expect(weapons).toBeGreaterThan(150)
      const more = view.locator('[data-more] button')
      // (the scroll box kept its place, so the end may already be in view: a page or two shown)
      expect(await rows.count()).toBeLessThan(weapons)
      await expect(more).toHaveText(
        lang === 'fr' ? /^Afficher \d+ de plus \(\d+ restants\)$/ : /^Show \d+ more \(\d+ left\)$/
      )
      for (let i = 0; i < 30 && (await rows.count()) < weapons; i++) if (await more.count()) await more.click()
      await expect(rows).toHaveCount(weapons)
      await expect(rows.last()).toBeVisible()
    })
  })
}
