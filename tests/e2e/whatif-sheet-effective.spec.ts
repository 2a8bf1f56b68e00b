// Regression (issue 13 item 5): in a what-if, Enlarge Person on the halfling Lem made his card say
// STR 16 → 18, Small → Medium while his sheet's form still said 16 and Small, with nothing to tell the
// two apart. The sheet now says the strength and size the effects leave, and that the form shows the
// values without effects; Apply writes none of it into the character. French and English.
import { expect, test } from './fixtures'
import { sixAdventurers } from './ui-campaigns'

const T = {
  en: {
    locale: 'en-US',
    whatIf: 'What-if',
    try: 'Try',
    enlarge: 'Enlarge Person',
    apply: 'Apply',
    said: 'With the effects tried: Strength 12 (+1), size Medium. The form shows the values without effects.'
  },
  fr: {
    locale: 'fr-FR',
    whatIf: 'Simulation',
    try: 'Essayer',
    enlarge: 'Agrandissement',
    apply: 'Appliquer',
    said: 'Avec les effets essayés\u00a0: Force 12 (+1), taille moyenne. Le formulaire montre les valeurs sans effet.'
  }
}

for (const lang of ['fr', 'en'] as const) {
  const t = T[lang]
  test.describe(lang, () => {
    test.use({ campaignData: sixAdventurers(lang), locale: t.locale, colorScheme: 'light' })

    test(`the sheet says the effective strength and size in a what-if, and writes neither (${lang})`, async ({
      page,
      app
    }) => {
      await page.goto(app.url)
      await app.flush()
      const before = (await app.readCampaign()).characters.find((c) => c.name === 'Lem')!
      await page.getByRole('button', { name: t.whatIf, exact: true }).click()
      const card = page.locator('article[data-character]', {
        has: page.getByRole('heading', { name: 'Lem', exact: true })
      })
      await card.getByRole('button', { name: t.try }).click()
      await page.getByRole('menuitem', { name: t.enlarge, exact: true }).click()
      await card.getByRole('button', { name: 'Lem', exact: true }).click()
      await expect(page.locator('[data-sheet-effective]')).toHaveText(t.said)
      await expect(page.locator('form.identity input[type=number]')).toHaveValue(String(before.strength))
      await page.screenshot({ path: `test-results/whatif-sheet-effective-${lang}.png` })
      await page.getByRole('region', { name: t.whatIf }).getByRole('button', { name: t.apply }).click()
      await expect(page.locator('[data-sheet-effective]')).toHaveCount(0)
      await app.flush()
      const after = (await app.readCampaign()).characters.find((c) => c.name === 'Lem')!
      expect(after).toEqual(before)
    })
  })
}
