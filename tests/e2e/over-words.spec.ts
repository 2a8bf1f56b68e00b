// Regression (issue 13 item 6, issue 14 item 5; stop-18 "still open" 5): an over load was "immobile" on
// the French card and the bearer rows, "ne peut pas se déplacer" in the exports, and "Impossible de
// bouger avec cette charge" in the card's reason. One string per language now says the over state; this
// reads it off the card and a bearer row in Chromium and finds the same words in the summary the card's
// Export button copies and in the party sheet.
import type { Page } from '@playwright/test'
import type { Campaign } from '@shared/campaign/schema'
import { messages } from '@shared/i18n'
import { upperFirst } from '@shared/i18n/plural'
import { expect, test } from './fixtures'
import { card } from './locators'
import { campaignWith, bearer, character, line } from './ui-campaigns'

function table(language: 'en' | 'fr'): Campaign {
  return campaignWith('Over', {
    language,
    characters: [
      character('Bram', 'Léo', 10, 'M', null, [line('potion', 40)]), // potions 16/24/32: over
      character('Aria', 'Tom', 10, 'M', null, [line('dagger', 1)]),
      bearer('b-mule', 'Mule', 'pack-animal', 10, 'G', { quadruped: true }, [line('chest', 12)])
    ]
  }) as unknown as Campaign
}

const T = {
  en: {
    locale: 'en-US',
    export: 'Export',
    copy: 'Copy Markdown',
    file: 'File: campaign file, exports, backups',
    party: 'Copy party sheet (Markdown)'
  },
  fr: {
    locale: 'fr-FR',
    export: 'Exporter',
    copy: 'Copier le Markdown',
    file: 'Fichier : campagne, exports, sauvegardes',
    party: 'Copier la fiche du groupe (Markdown)'
  }
}

const clipboard = (page: Page): Promise<string> => page.evaluate(() => navigator.clipboard.readText())

for (const lang of ['fr', 'en'] as const) {
  const t = T[lang]
  test.describe(lang, () => {
    test.use({
      campaignData: table(lang),
      locale: t.locale,
      colorScheme: 'light',
      viewport: { width: 1366, height: 768 }
    })

    test(`the over state in the same words on the card, a bearer row and the exports (${lang})`, async ({
      page,
      context,
      app
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.origin })
      await page.goto(app.url)
      const bram = card(page, 'Bram')
      await expect(bram).toHaveAttribute('data-tier', 'over')
      const words = (await bram.locator('.immobile dd').innerText()).trim()
      expect(words).toBe(messages(lang).effects.cannotMove)
      // the card's reason leads with the same words
      await expect(bram.locator('.why')).toContainText(upperFirst(words, lang))
      const mule = page.locator('[data-bearer="b-mule"]')
      await expect(mule).toHaveAttribute('data-tier', 'over')
      await expect(mule.locator('.speed')).toContainText(words)
      // where room allows, all of it: the no-owner strip has the window's width, its row is not cut at 300 px
      expect(
        await mule.locator('.reason').evaluate((el) => el.scrollWidth <= el.clientWidth + 1),
        'the mule row’s reason is whole at rest'
      ).toBe(true)
      await page.screenshot({ path: `test-results/over-words-${lang}.png` })

      // the summary the card's Export button copies
      await bram.getByRole('button', { name: t.export, exact: true }).click()
      await page.getByRole('menuitem', { name: t.copy }).click()
      await expect.poll(() => clipboard(page)).toContain('Bram')
      expect(await clipboard(page)).toContain(words)

      // the party sheet, the mule's line too
      await page.evaluate(() => navigator.clipboard.writeText(''))
      await page.getByRole('button', { name: t.file }).click()
      await page.getByRole('menuitem', { name: t.party }).click()
      await expect.poll(() => clipboard(page)).toContain('Mule')
      const sheet = await clipboard(page)
      expect(sheet.split(words).length - 1).toBeGreaterThanOrEqual(2) // Bram and the mule
      if (lang === 'fr')
        expect(sheet + (await page.locator('main').innerText())).not.toMatch(/immobile|Impossible de bouger/i)
    })
  })
}
