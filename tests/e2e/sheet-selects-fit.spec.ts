// Issue 13 review, bug: the sheet's "Type" select (a character, or a mount, pack animal, hireling or
// familiar) was cut at 1366×768: it read "Un personnage (ave…". The selects of the sheet's identity
// form (size, worn armour, type, owner) show their options whole, for characters and bearers, in
// French and English. The width an option needs is the select's own: a copy of it holding only that
// option, sized to its content (the browser's arrow and padding included).
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { sixWithBearers } from './ui-campaigns'

/** The width each option needs and the width its select has: every option of size, type and owner
 *  (short lists), the chosen one of worn armour (the catalog's names, some long). */
async function selectWidths(page: Page) {
  const form = page.locator('section[data-character] .identity')
  await expect(form.locator('select[data-field=bearer]')).toBeVisible()
  return form.locator('select').evaluateAll((selects) =>
    (selects as HTMLSelectElement[]).flatMap((select) => {
      const field = select.closest('label')?.querySelector('span')?.textContent?.trim() ?? '?'
      const armour = select.querySelector('optgroup') !== null
      const options = armour ? [...select.selectedOptions] : [...select.options]
      const shown = select.getBoundingClientRect().width
      return options.map((option) => {
        const copy = select.cloneNode(false) as HTMLSelectElement
        copy.append(option.cloneNode(true))
        copy.style.cssText = 'position:absolute;visibility:hidden;width:auto;min-width:0;max-width:none'
        select.parentElement!.append(copy)
        const needed = copy.getBoundingClientRect().width
        copy.remove()
        return { field, text: option.text, needed, shown }
      })
    })
  )
}

for (const lang of ['fr', 'en'] as const) {
  test.describe(lang, () => {
    test.use({
      campaignData: sixWithBearers(lang),
      locale: lang === 'fr' ? 'fr-FR' : 'en-US',
      colorScheme: 'light',
      viewport: { width: 1366, height: 768 }
    })

    test(`the sheet's selects show their option whole at 1366×768 and 1280×720: Type read "Un personnage (ave…" (${lang})`, async ({
      page,
      app
    }) => {
      await page.goto(app.url)
      const cards = page.locator('article[data-character]')
      await expect(cards).toHaveCount(6)
      const cut: string[] = []
      // at 1280×720 too: the mule's Type read "Bête de so…" there (issue 25 item 11 leftover)
      for (const viewport of [
        { width: 1366, height: 768 },
        { width: 1280, height: 720 }
      ]) {
        await page.setViewportSize(viewport)
        // Valeros (scale mail), Merisiel (studded leather): characters; the warhorse (an owner) and the
        // mule (no owner): bearers
        for (const [who, open] of [
          ['valeros', () => cards.nth(0).locator('h3 button, button.name').first().click()],
          ['merisiel', () => cards.nth(5).locator('h3 button, button.name').first().click()],
          ['warhorse', () => page.locator('[data-bearer="b-warhorse"] button.open').click()],
          ['mule', () => page.locator('[data-bearer="b-mule"] button.open').click()]
        ] as const) {
          await open()
          const widths = await selectWidths(page)
          for (const w of widths) {
            const line = `${viewport.width}: ${w.field}: "${w.text}" needs ${w.needed.toFixed(0)} px, has ${w.shown.toFixed(0)}`
            if (w.needed > w.shown + 0.5) cut.push(line)
            console.log(line)
          }
          await page.screenshot({ path: `test-results/sheet-selects-${lang}-${who}-${viewport.width}.png` })
          await page.keyboard.press('Escape')
          await page.getByRole('button', { name: lang === 'fr' ? 'Retour au groupe' : 'Back to the party' }).click()
          await expect(cards).toHaveCount(6)
        }
      }
      expect(cut).toEqual([])
    })
  })
}
