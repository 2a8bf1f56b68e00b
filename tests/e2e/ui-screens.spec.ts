// Screenshots of the main screens (party of six, a character sheet, catalog search, a what-if
// preview) in both themes and both languages, saved under test-results/screenshots/ for review,
// and an axe check of each screen: no serious or critical violation.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { mkdir } from 'node:fs/promises'
import { expect, test } from './fixtures'
import { sixAdventurers } from './ui-campaigns'

const OUT = new URL('../../test-results/screenshots/', import.meta.url).pathname

test.use({ campaignData: sixAdventurers('en') })
test.beforeAll(async () => {
  await mkdir(OUT, { recursive: true })
})

async function axe(page: Page, screen: string): Promise<void> {
  const result = await new AxeBuilder({ page }).analyze()
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(bad.map((v) => `${screen}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([])
}

const T = {
  en: { catalog: 'Catalog', search: 'Search items', whatIf: 'What-if', bulls: 'STR +4', party: 'Party', back: 'Back to the party' },
  fr: { catalog: 'Catalogue', search: 'Rechercher un objet', whatIf: 'Simulation', bulls: 'FOR +4', party: 'Groupe', back: 'Retour au groupe' }
}

for (const theme of ['light', 'dark'] as const) {
  for (const lang of ['en', 'fr'] as const) {
    test(`screens in ${theme} theme, ${lang}`, async ({ browser, app }) => {
      const context = await browser.newContext({ locale: lang === 'fr' ? 'fr-FR' : 'en-US', colorScheme: theme, viewport: { width: 1366, height: 768 } })
      const page = await context.newPage()
      const t = T[lang]
      const shot = (name: string) => page.screenshot({ path: `${OUT}${name}-${theme}-${lang}.png` })
      await page.goto(app.url)
      const cards = page.locator('article[data-character]')
      await expect(cards).toHaveCount(6)
      await expect(cards.first()).toHaveAttribute('data-tier', 'heavy')

      // Party of six: all cards and the stash within 1366×768, nothing to scroll.
      for (const c of await cards.all()) {
        const box = (await c.boundingBox())!
        expect(box.y + box.height).toBeLessThanOrEqual(768)
      }
      const cardsList = page.locator('main ul').first()
      expect(await cardsList.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true)
      await shot('party')
      if (theme === 'light') await axe(page, 'party')

      // A character sheet.
      await cards.first().getByRole('button').first().click()
      await expect(page.locator('section[data-character] .group-bar').first()).toBeVisible()
      await shot('sheet')
      if (theme === 'light') await axe(page, 'sheet')

      // Catalog search.
      await page.getByRole('button', { name: t.catalog, exact: true }).click()
      await page.getByLabel(t.search).fill(lang === 'fr' ? 'epee' : 'sword')
      await expect(page.locator('tr[data-item="longsword"]')).toBeVisible()
      await shot('catalog')
      if (theme === 'light') await axe(page, 'catalog')

      // A what-if preview: Bull's Strength on Seoni, the stash's potions dragged onto Lem.
      await page.getByRole('button', { name: t.party, exact: true }).click()
      await page.getByRole('button', { name: t.whatIf }).click()
      await cards.nth(1).getByRole('button', { name: t.bulls }).click()
      await page.locator('[data-holder=stash] li').nth(4).dragTo(cards.nth(2))
      await expect(cards.nth(2)).toHaveAttribute('data-tier', 'medium')
      await page.mouse.move(0, 0)
      await shot('whatif')
      if (theme === 'light') await axe(page, 'what-if')

      if (theme === 'light' && lang === 'en') {
        await page.keyboard.press('?')
        await expect(page.getByRole('dialog')).toBeVisible()
        await shot('shortcuts')
        await axe(page, 'shortcuts')
        await page.keyboard.press('Escape')
        await page.getByRole('button', { name: 'Discard' }).click()
        await page.getByRole('button', { name: 'House rules' }).click()
        await shot('rules')
        await axe(page, 'rules')
        await page.getByRole('button', { name: 'Ledger' }).click()
        await axe(page, 'ledger')
      }
      await context.close()
    })
  }
}
