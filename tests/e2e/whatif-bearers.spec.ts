// Issue 13 item 1, "what-ifs include them": inside a what-if, the chest dropped on the mule's row and a
// custom effect tried on the mule (d +3, from the what-if bar's form) change its row's tier as the engine
// says, the row showing before → after; Discard leaves the file as it was. French and English.
import type { Locator, Page } from '@playwright/test'
import type { Campaign, Character } from '@shared/campaign/schema'
import { characterToEvaluateInput } from '@shared/campaign/to-engine'
import { getCatalogEntry } from '@shared/catalog'
import { evaluate } from '@shared/rules'
import type { Effect } from '@shared/rules/types'
import { dragOver } from './drag'
import { expect, test } from './fixtures'
import { sixWithBearers } from './ui-campaigns'

const T = {
  en: {
    locale: 'en-US',
    whatIf: 'What-if',
    effect: 'Try a custom effect on someone (strength, size, d)',
    on: 'On',
    d: 'd (±)',
    tried: 'Changes tried',
    discard: 'Discard'
  },
  fr: {
    locale: 'fr-FR',
    whatIf: 'Simulation',
    effect: 'Essayer un effet personnalisé (force, taille, d)',
    on: 'Sur',
    d: 'd (±)',
    tried: 'Changements envisagés',
    discard: 'Abandonner'
  }
}

/** The mule's tier by the engine, with the chest on its back and `effects`. */
function muleTier(c: Campaign, withChest: boolean, effects: Effect[]): string {
  const mule = c.characters.find((x) => x.id === 'b-mule')! as Character
  const chest = c.stash.find((l) => l.id === 'l-chest')!
  const m = { ...mule, effects, inventory: withChest ? [...mule.inventory, chest] : mule.inventory }
  return evaluate(characterToEvaluateInput(c, m, getCatalogEntry)).load
}

const row = (page: Page): Locator => page.locator('[data-bearer="b-mule"]')

for (const lang of ['fr', 'en'] as const) {
  const t = T[lang]
  test.describe(lang, () => {
    const data = sixWithBearers(lang)
    test.use({ campaignData: data, locale: t.locale, colorScheme: 'light', viewport: { width: 1366, height: 768 } })

    test(`a what-if includes the bearers: a drop and an effect on the mule, then Discard (${lang})`, async ({
      page,
      app
    }) => {
      await page.goto(app.url)
      await expect(row(page)).toHaveAttribute('data-tier', muleTier(data, false, []))
      await app.flush()
      const before = await app.readText()
      await page.getByRole('button', { name: t.whatIf, exact: true }).click()
      const bar = page.getByRole('region', { name: t.whatIf })

      const chest = page.locator('[data-holder=stash] li[data-line="l-chest"]')
      await dragOver(page, chest, row(page))
      await page.mouse.up()
      const loaded = muleTier(data, true, [])
      await expect(row(page)).toHaveAttribute('data-tier', loaded)
      if (loaded !== muleTier(data, false, [])) await expect(row(page).locator('.chip.muted')).toBeVisible()

      await bar.getByRole('button', { name: t.effect }).click()
      const form = page.locator('form[data-custom-effect]')
      await form.getByLabel(t.on).selectOption({ label: 'Mule' })
      await form.getByLabel(t.d).fill('+3')
      await form.getByLabel(t.d).press('Enter')
      await expect(bar.getByRole('list', { name: t.tried })).toContainText('Mule')
      await expect(row(page)).toHaveAttribute('data-tier', muleTier(data, true, [{ d: 3 }]))
      await page.screenshot({ path: `test-results/whatif-bearers-${lang}.png` })

      await bar.getByRole('button', { name: t.discard, exact: true }).click()
      await expect(row(page)).toHaveAttribute('data-tier', muleTier(data, false, []))
      await app.settle(page)
      expect(await app.readText()).toBe(before)
    })
  })
}
