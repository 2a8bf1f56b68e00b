// Regression (issue 13 walk, item 5): in French, three effects tried (Enlarge on a halfling, Reduce,
// a custom d −10 that puts Bram over) wrapped the what-if bar onto two lines: its chips on two rows and
// the over warning ("Bram : lourde → surcharge, 30 potions") on two lines, 58 px where it is 30. With
// effects listed, the warning says who is over in short on screen (the whole sentence for screen
// readers) and the bar stays one line. French and English.
// Regression (issue 13 item 5, next walk): with a fourth effect the French chips wrapped onto a second
// row (the bar two lines high) at 1366×768 and 1280×720; past what fits on one line the effects are now
// collapsed into one "Liste" button listing each, removable there. No name cut, no button covered.
import type { Campaign } from '@shared/campaign/schema'
import { expect, test } from './fixtures'
import { card } from './locators'
import { barProblems } from './whatif-bar'
import { campaignWith, character, line } from './ui-campaigns'

function party(language: 'en' | 'fr'): Campaign {
  return campaignWith('Bar', {
    language,
    characters: [
      character('Lem', 'Zoé', 16, 'P', null, [line('longsword', 1), line('dagger', 9, { size: 'P' })]),
      character('Kyra', 'Max', 10, 'M', null, [line('potion', 20)]),
      character('Bram', 'Léo', 10, 'M', null, [line('potion', 30)]) // potions 16/24/32: heavy; d −10: over
    ]
  }) as unknown as Campaign
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
    short: 'Over the limit: Bram',
    bulls: 'Bull’s Strength',
    tried: 'Changes tried',
    collapsed: 'The 4 tentative changes',
    remove: 'Remove Bull’s Strength from Lem'
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
    short: 'En surcharge\u00a0: Bram',
    bulls: 'Force de taureau',
    tried: 'Changements envisagés',
    collapsed: 'Les 4 changements envisagés',
    remove: 'Retirer Force de taureau à Lem'
  }
}

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
      await expect(page.locator('[data-whatif-changes] li')).toHaveCount(3)
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

for (const lang of ['fr', 'en'] as const) {
  const t = T[lang]
  for (const viewport of [
    { width: 1366, height: 768 },
    { width: 1280, height: 720 }
  ]) {
    test.describe(`${lang} ${viewport.width}×${viewport.height}`, () => {
      test.use({ campaignData: party(lang), locale: t.locale, colorScheme: 'light', viewport })

      test(`four effects and an over warning: the bar stays one line, every effect whole and removable (${lang}, ${viewport.width})`, async ({
        page,
        app
      }) => {
        await page.goto(app.url)
        await page.getByRole('button', { name: t.whatIf, exact: true }).click()
        const bar = page.getByRole('region', { name: t.whatIf })
        const oneLine = await bar.evaluate((el) => el.getBoundingClientRect().height)
        await card(page, 'Lem').getByRole('button', { name: t.try }).click()
        await page.getByRole('menuitem', { name: t.enlarge, exact: true }).click()
        await card(page, 'Kyra').getByRole('button', { name: t.try }).click()
        await page.getByRole('menuitem', { name: t.reduce, exact: true }).click()
        await card(page, 'Lem').getByRole('button', { name: t.try }).click()
        await page.getByRole('menuitem', { name: t.bulls, exact: true }).click()
        await card(page, 'Bram').getByRole('button', { name: t.try }).click()
        await page.getByRole('menuitem', { name: t.custom }).click()
        const form = page.locator('form[data-custom-effect]')
        await form.getByLabel(t.d).fill('-10')
        await form.getByRole('button', { name: t.try }).click()
        await expect(card(page, 'Bram')).toHaveAttribute('data-tier', 'over')
        await expect(page.locator('[data-whatif-warnings]')).toBeVisible()
        await page.mouse.move(0, 0)
        await page.screenshot({ path: `test-results/whatif-bar-four-${lang}-${viewport.width}.png` })
        expect(await bar.evaluate((el) => el.getBoundingClientRect().height)).toBeLessThanOrEqual(oneLine + 0.5)
        expect(await barProblems(bar)).toEqual([])

        // the four effects, each with its remove button: on the bar, or behind its "4 effects" button
        const collapsed = bar.getByRole('button', { name: t.collapsed })
        if (await collapsed.isVisible()) {
          await collapsed.click()
          const list = page.getByRole('menu', { name: t.collapsed })
          await expect(list.getByRole('menuitem')).toHaveCount(4)
          await page.screenshot({ path: `test-results/whatif-bar-four-open-${lang}-${viewport.width}.png` })
          await list.getByRole('menuitem', { name: t.remove }).click()
        } else {
          const list = bar.getByRole('list', { name: t.tried })
          await expect(list.getByRole('listitem')).toHaveCount(4)
          await list.getByRole('button', { name: t.remove }).click()
        }
        await expect(card(page, 'Lem')).toContainText(/16\s*→\s*18\s*\(/) // STR 16, Enlarge +2: Bull's Strength gone
        // three left: as chips, or counted on the button
        await expect
          .poll(() =>
            bar.evaluate(
              (el) =>
                el.querySelectorAll('[data-whatif-changes] > li').length ||
                Number(el.querySelector('.tried-menu')?.getAttribute('aria-label')?.match(/\d+/)?.[0] ?? 0)
            )
          )
          .toBe(3)
      })
    })
  }
}
