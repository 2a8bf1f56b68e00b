// Regression (stop 19, 1dd8f72): the "new custom item" form sat inside the catalog's scroll box, under
// the paged list of 1,548 entries. A GM reached it only by scrolling past the whole catalog, and scrolling
// there loaded the next page, which moved the save button under the mouse (CI saw a click that saved
// nothing). The form now opens from a button in the catalog's controls, as a dialog, and the custom items
// list sits outside the scroll box: both in view at 1366×768 without scrolling the catalog.
import type { Page } from '@playwright/test'
import type { Campaign } from '@shared/campaign/schema'
import { expect, test } from './fixtures'
import { campaignWith, character } from './ui-campaigns'

const campaign = (language: 'en' | 'fr') =>
  campaignWith('Custom', {
    language,
    characters: [character('Amiri', 'Léa', 16, 'M', null, [])],
    customItems: [{ id: 'x-idol', name: 'Jade idol', nameFr: 'Idole de jade', type: 'gear', level: 1 }]
  }) as unknown as Campaign

const words = {
  fr: {
    catalog: 'Catalogue',
    open: 'Nouvel objet personnalisé…',
    dialog: 'Nouvel objet personnalisé',
    list: 'Objets personnalisés',
    name: 'Nom (français)',
    weight: 'Poids (kg)',
    weightText: '0,5',
    save: 'Enregistrer l’objet',
    cancel: 'Annuler',
    idol: 'Idole de jade',
    made: 'Fiole de brume',
    saved: 'Objet enregistré : Fiole de brume'
  },
  en: {
    catalog: 'Catalog',
    open: 'New custom item…',
    dialog: 'New custom item',
    list: 'Custom items',
    name: 'Name (English)',
    weight: 'Weight (kg)',
    weightText: '0.5',
    save: 'Save item',
    cancel: 'Cancel',
    idol: 'Jade idol',
    made: 'Mist flask',
    saved: 'Saved Mist flask'
  }
}

const scrollTop = (page: Page) => page.locator('section.catalog .scroll').evaluate((el) => el.scrollTop)

for (const lang of ['fr', 'en'] as const) {
  test.describe(lang, () => {
    test.use({
      locale: lang === 'fr' ? 'fr-FR' : 'en-GB',
      colorScheme: 'light',
      campaignData: campaign(lang),
      viewport: { width: 1366, height: 768 }
    })
    const w = words[lang]

    test(`the custom item form opens from the catalog's controls, not past the whole catalog (${lang})`, async ({
      page,
      app
    }) => {
      await page.goto(app.url)
      await page.getByRole('button', { name: w.catalog, exact: true }).click()
      const view = page.locator('section.catalog')
      await expect(view.locator('tbody tr[data-item]')).toHaveCount(150)
      const open = view.getByRole('button', { name: w.open, exact: true })
      await expect(open).toBeInViewport({ ratio: 1 })
      const list = view.getByRole('region', { name: w.list, exact: true })
      await expect(list).toBeInViewport()
      await expect(list.getByText(w.idol)).toBeInViewport({ ratio: 1 })

      // Escape closes it, and focus goes back to the button
      await open.click()
      const dialog = page.getByRole('dialog', { name: w.dialog, exact: true })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByLabel(w.name, { exact: true })).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(open).toBeFocused()

      // Saving with the mouse (the click CI lost) makes the item; the dialog closes, the list shows it
      await open.click()
      await dialog.getByLabel(w.name, { exact: true }).fill(w.made)
      await dialog.getByLabel(w.weight, { exact: true }).fill(w.weightText)
      await expect(dialog.getByRole('button', { name: w.cancel, exact: true })).toBeVisible()
      await page.screenshot({ path: `test-results/custom-item-dialog-${lang}.png` })
      await dialog.getByRole('button', { name: w.save, exact: true }).click()
      await expect(page.getByText(w.saved)).toBeVisible()
      await expect(dialog).toBeHidden()
      await expect(open).toBeFocused()
      await expect(list.getByText(w.made)).toBeInViewport({ ratio: 1 })
      expect(await scrollTop(page)).toBe(0)
      await page.screenshot({ path: `test-results/custom-item-list-${lang}.png` })
      await expect
        .poll(async () => (await app.readCampaign()).customItems.map((i) => [i.name, i.nameFr ?? null, i.weightKg]))
        .toEqual([
          ['Jade idol', 'Idole de jade', undefined],
          lang === 'fr' ? ['Fiole de brume', 'Fiole de brume', 0.5] : ['Mist flask', null, 0.5]
        ])
    })
  })
}
