// Issue 13 in Chromium: Enlarge Person on a halfling in a what-if gives the PF1 result (one size up,
// STR +2, his equipment growing with him), the effect is listed on the what-if bar and removable, and
// Apply leaves it out of the file. English and French; the sheet shows the groups at their levels.
import type { Locator, Page } from '@playwright/test'
import type { Campaign } from '@shared/campaign/schema'
import { expect, test } from './fixtures'
import { card } from './locators'
import { campaignWith, character, line } from './ui-campaigns'

const halfling = character('Lem', 'Zoé', 16, 'P', null, [
  line('longsword', 1), // Medium: level 4 for him, two-handed weapons 2/3/4
  line('dagger', 9, { size: 'P' }) // Small: level 2, 8/12/16 at d 0 → medium
])
const party = (language: 'en' | 'fr') =>
  campaignWith('Enlarge', { language, characters: [halfling] }) as unknown as Campaign

const T = {
  en: {
    locale: 'en-US',
    whatIf: 'What-if',
    try: 'Try',
    enlarge: /^Enlarge Person/,
    slow: /Speed\s*15 ft/, // a halfling's 20 ft at a medium load
    fast: /Speed\s*20 ft/, // base speed unchanged by the spell
    size: /Small\s*→\s*Medium/,
    nearest: '+1 dagger → medium',
    region: 'What-if',
    tried: 'Changes tried',
    listed: 'Lem · Enlarge Person',
    remove: 'Remove Enlarge Person from Lem',
    back: 'Back to the party',
    apply: 'Apply'
  },
  fr: {
    locale: 'fr-FR',
    whatIf: 'Simulation',
    try: 'Essayer',
    enlarge: /^Agrandissement/,
    slow: /Vitesse\s*4,5\sm/,
    fast: /Vitesse\s*6\sm/,
    size: /Petite\s*→\s*Moyenne/,
    nearest: '+1 dague → intermédiaire',
    region: 'Simulation',
    tried: 'Changements envisagés',
    listed: 'Lem · Agrandissement',
    remove: 'Retirer Agrandissement à Lem',
    back: 'Retour au groupe',
    apply: 'Appliquer'
  }
}

/** A limit group on the sheet: its figures "units/a · b · c", by the engine's group key. */
const figures = (page: Page, key: string): Locator => page.locator(`section.sheet [data-group="${key}"] .figures`)

for (const lang of ['en', 'fr'] as const) {
  const t = T[lang]
  test.describe(lang, () => {
    test.use({ locale: t.locale, colorScheme: 'light', campaignData: party(lang) })

    test(`Enlarge Person on a halfling in a what-if: Medium, STR 18, equipment grows, light; listed and removable (${lang})`, async ({
      page,
      app
    }) => {
      await page.goto(app.url)
      const lem = card(page, 'Lem')
      await expect(lem).toHaveAttribute('data-tier', 'medium')
      await expect(lem).toContainText(t.slow)
      // before: STR 16 (d 0), the Medium longsword level 4 (2/3/4), the 9 Small daggers level 2 (8/12/16)
      await lem.getByRole('heading', { name: 'Lem', exact: true }).click()
      await expect(figures(page, 'weapon:2')).toHaveText('9/8 · 12 · 16')
      await expect(figures(page, 'weapon:4')).toHaveText('1/2 · 3 · 4')
      await page.getByRole('button', { name: t.back }).click()
      await app.flush()
      const before = await app.readText()

      await page.getByRole('button', { name: t.whatIf }).click()
      await lem.getByRole('button', { name: t.try }).click()
      await page.getByRole('menuitem', { name: t.enlarge }).click()
      // STR 16 → 18 (d +1: light weapons 9/13/17), Small → Medium, the daggers still level 2: light
      await expect(lem).toHaveAttribute('data-tier', 'light')
      await expect(lem).toContainText(/16\s*→\s*18/)
      await expect(lem).toContainText(t.size)
      await expect(lem).toContainText(t.fast)
      // the equipment grew with him: one more dagger is medium (at level 1 it would take 8 more)
      await expect(lem).toContainText(t.nearest)
      const bar = page.getByRole('region', { name: t.region })
      const tried = bar.getByRole('list', { name: t.tried })
      await expect(tried).toContainText(t.listed)
      await page.screenshot({ path: `test-results/bearers-enlarge-whatif-${lang}.png` })

      // the PF1 result on his sheet: daggers still level 2 (9/13/17), longsword still level 4 (3/4/5);
      // had his gear stayed Small they would be level 1 and 3 (the bug of issue 13 item 5)
      await lem.getByRole('heading', { name: 'Lem', exact: true }).click()
      await expect(figures(page, 'weapon:2')).toHaveText('9/9 · 13 · 17')
      await expect(figures(page, 'weapon:4')).toHaveText('1/3 · 4 · 5')
      await expect(page.locator('section.sheet [data-group]')).toHaveCount(2)
      await page.screenshot({ path: `test-results/bearers-enlarge-whatif-sheet-${lang}.png` })
      await page.getByRole('button', { name: t.back }).click()

      // each effect is removable
      await tried.getByRole('button', { name: t.remove }).click()
      await expect(lem).toHaveAttribute('data-tier', 'medium')
      await expect(bar.getByRole('list', { name: t.tried })).toHaveCount(0)

      // tried again, then applied: the effect is temporary, the file does not keep it
      await lem.getByRole('button', { name: t.try }).click()
      await page.getByRole('menuitem', { name: t.enlarge }).click()
      await expect(lem).toHaveAttribute('data-tier', 'light')
      await bar.getByRole('button', { name: t.apply }).click()
      await expect(lem).toHaveAttribute('data-tier', 'medium')
      await app.settle(page)
      expect(JSON.parse(await app.readText()).characters[0].effects).toBeUndefined()
      expect(JSON.parse(await app.readText()).characters).toEqual(JSON.parse(before).characters)
    })
  })
}
