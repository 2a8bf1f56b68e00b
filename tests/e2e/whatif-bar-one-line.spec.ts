// Regression (issue 13 walk, item 5): in French, three effects tried (Enlarge on a halfling, Reduce,
// a custom d −10 that puts Bram over) wrapped the what-if bar onto two lines: its chips on two rows and
// the over warning ("Bram : lourde → surcharge, 30 potions") on two lines, 58 px where it is 30. With
// effects listed, the warning says who is over in short on screen (the whole sentence for screen
// readers) and the bar stays one line. French and English.
import type { Locator, Page } from '@playwright/test'
import type { Campaign } from '@shared/campaign/schema'
import { SCHEMA_VERSION } from '@shared/campaign/version'
import { expect, test } from './fixtures'
import { character, line } from './ui-campaigns'

function party(language: 'en' | 'fr'): Campaign {
  return {
    schemaVersion: SCHEMA_VERSION,
    name: 'Bar',
    language,
    options: { strengthRaisesMax: true, rounding: 'floor', coinsPerUnit: 100, customLimits: {} },
    characters: [
      character('Lem', 'Zoé', 16, 'P', null, [line('longsword', 1), line('dagger', 9, { size: 'P' })]),
      character('Kyra', 'Max', 10, 'M', null, [line('potion', 20)]),
      character('Bram', 'Léo', 10, 'M', null, [line('potion', 30)]) // potions 16/24/32: heavy; d −10: over
    ],
    stash: [],
    customItems: [],
    ledger: []
  } as unknown as Campaign
}

const T = {
  en: {
    locale: 'en-US',
    whatIf: 'What-if',
    try: 'Try',
    enlarge: 'Enlarge Person',
    reduce: 'Reduce Person',
    custom: 'Custom effect…',
    d: 'd (±)',
    warning: 'Bram: heavy → over, 30 potions',
    short: 'Over the limit: Bram'
  },
  fr: {
    locale: 'fr-FR',
    whatIf: 'Simulation',
    try: 'Essayer',
    enlarge: 'Agrandissement',
    reduce: 'Rapetissement',
    custom: 'Effet personnalisé…',
    d: 'd (±)',
    warning: 'Bram\u00a0: lourde → surcharge, 30 potions',
    short: 'En surcharge\u00a0: Bram'
  }
}

const card = (page: Page, name: string): Locator =>
  page.locator('article[data-character]', { has: page.getByRole('heading', { name, exact: true }) })

for (const lang of ['fr', 'en'] as const) {
  const t = T[lang]
  test.describe(lang, () => {
    test.use({
      campaignData: party(lang),
      locale: t.locale,
      colorScheme: 'light',
      viewport: { width: 1366, height: 768 }
    })

    test(`three effects and an over warning: the what-if bar stays one line (${lang})`, async ({ page, app }) => {
      await page.goto(app.url)
      await page.getByRole('button', { name: t.whatIf, exact: true }).click()
      const bar = page.getByRole('region', { name: t.whatIf })
      const oneLine = await bar.evaluate((el) => el.getBoundingClientRect().height)
      await card(page, 'Lem').getByRole('button', { name: t.try }).click()
      await page.getByRole('menuitem', { name: t.enlarge, exact: true }).click()
      await card(page, 'Kyra').getByRole('button', { name: t.try }).click()
      await page.getByRole('menuitem', { name: t.reduce, exact: true }).click()
      await card(page, 'Bram').getByRole('button', { name: t.try }).click()
      await page.getByRole('menuitem', { name: t.custom }).click()
      const form = page.locator('form[data-custom-effect]')
      await form.getByLabel(t.d).fill('-10')
      await form.getByRole('button', { name: t.try }).click()
      await expect(page.locator('[data-effects-tried] li')).toHaveCount(3)
      await expect(card(page, 'Bram')).toHaveAttribute('data-tier', 'over')
      const warning = page.locator('[data-whatif-warnings]')
      // said whole to a screen reader (the Apply button's description too), short and whole on screen
      await expect(warning).toContainText(t.warning)
      await expect(
        page.getByRole('button', { name: lang === 'fr' ? 'Appliquer' : 'Apply' })
      ).toHaveAccessibleDescription(new RegExp(t.warning.replace(/[()]/g, '\\$&')))
      // on screen: the sign and who (the rest is the screen reader's)
      const seen = await warning.evaluate((el) =>
        [...el.childNodes]
          .filter((n) => !(n instanceof HTMLElement && n.classList.contains('visually-hidden')))
          .map((n) => n.textContent)
          .join('')
      )
      expect(seen).toBe(`⚠${t.short}`)
      // the sign apart from the words
      expect(
        await warning.locator('.sign').evaluate((el) => parseFloat(getComputedStyle(el).marginRight))
      ).toBeGreaterThan(2)
      await page.mouse.move(0, 0)
      await page.screenshot({ path: `test-results/whatif-bar-one-line-${lang}.png` })
      expect(await bar.evaluate((el) => el.getBoundingClientRect().height)).toBeLessThanOrEqual(oneLine + 0.5)
    })
  })
}
