// Regression (issue 13 item 5): the hints of a card's Try menu ("STR +4", "Size +1, STR +2") were
// aria-hidden, so a screen reader heard "Enlarge Person" and never what it does. Each effect's hint is
// now its menu item's accessible description (its name stays the effect's). French and English.
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { sixAdventurers } from './ui-campaigns'

const T = {
  en: {
    locale: 'en-US',
    whatIf: 'What-if',
    try: 'Try',
    items: [
      ['Bull’s Strength', 'STR +4'],
      ['Exhaustion', 'STR −6'],
      ['Enlarge Person', 'Size +1, STR +2'],
      ['Reduce Person', 'Size −1, STR −2']
    ]
  },
  fr: {
    locale: 'fr-FR',
    whatIf: 'Simulation',
    try: 'Essayer',
    items: [
      ['Force de taureau', 'FOR +4'],
      ['Épuisement', 'FOR −6'],
      ['Agrandissement', 'Taille +1, FOR +2'],
      ['Rapetissement', 'Taille −1, FOR −2']
    ]
  }
}

const card = (page: Page, name: string): Locator =>
  page.locator('article[data-character]', { has: page.getByRole('heading', { name, exact: true }) })

for (const lang of ['fr', 'en'] as const) {
  const t = T[lang]
  test.describe(lang, () => {
    test.use({ campaignData: sixAdventurers(lang), locale: t.locale, colorScheme: 'light' })

    test(`each Try menu item's hint is its accessible description (${lang})`, async ({ page, app }) => {
      await page.goto(app.url)
      await page.getByRole('button', { name: t.whatIf, exact: true }).click()
      await card(page, 'Lem').getByRole('button', { name: t.try }).click()
      const menu = page.getByRole('menu')
      for (const [name, hint] of t.items) {
        const item = menu.getByRole('menuitem', { name: name!, exact: true })
        await expect(item).toBeVisible()
        await expect(item).toHaveAccessibleName(name!)
        await expect(item).toHaveAccessibleDescription(hint!)
      }
    })
  })
}
