// Regression (issue 13 item 5): the line editor offered "Utiliser" (use N) on every line, a longsword
// too, for the catalog had no consumable flag. Now "Use" is offered on consumables only (the catalog's
// rule, src-shared/catalog/consumable.ts, or a custom item the GM marks so in its form), and "use N" of
// a potion inside a what-if changes the card's tier, stays tentative, and is gone after Discard. French.
import type { Locator, Page } from '@playwright/test'
import type { Campaign } from '@shared/campaign/schema'
import { expect, test } from './fixtures'
import { card } from './locators'
import { campaignWith, character, line } from './ui-campaigns'

const kyra = character('Kyra', 'Max', 10, 'M', null, [
  line('potion', 20, { id: 'l-potions' }), // potions 16/24/32: medium
  line('longsword', 1, { id: 'l-sword' }),
  { id: 'l-bomb', ref: { source: 'custom', id: 'x-bomb' }, quantity: 2 },
  { id: 'l-idol', ref: { source: 'custom', id: 'x-idol' }, quantity: 1 }
])
const campaign = campaignWith('Consommables', {
  language: 'fr',
  characters: [kyra],
  customItems: [
    { id: 'x-bomb', name: 'Bombe artisanale', type: 'gear', level: 1, consumable: true },
    { id: 'x-idol', name: 'Idole de jade', type: 'gear', level: 1 }
  ]
}) as unknown as Campaign

test.use({ locale: 'fr-FR', colorScheme: 'light', campaignData: campaign, viewport: { width: 1366, height: 768 } })

const editor = (page: Page): Locator => page.locator('[data-line-editor]')

async function offersUse(page: Page, name: string): Promise<boolean> {
  await page.getByRole('button', { name: `Modifier ${name}`, exact: true }).click()
  await expect(editor(page)).toBeVisible()
  const offered = (await editor(page).getByRole('button', { name: 'Utiliser', exact: true }).count()) > 0
  await editor(page).getByRole('button', { name: 'Annuler' }).click()
  await expect(editor(page)).toHaveCount(0)
  return offered
}

test('« Utiliser » on consumables only; use N of a potion in a what-if, tentative, gone after Abandonner', async ({
  page,
  app
}) => {
  await page.goto(app.url)
  await expect(card(page, 'Kyra')).toHaveAttribute('data-tier', 'medium')
  await app.flush()
  const before = await app.readText()
  await card(page, 'Kyra').getByRole('button', { name: 'Kyra' }).click()
  expect(await offersUse(page, 'Épée longue')).toBe(false)
  expect(await offersUse(page, 'Idole de jade')).toBe(false)
  expect(await offersUse(page, 'Bombe artisanale')).toBe(true)
  expect(await offersUse(page, 'Potion')).toBe(true)

  // use 5 of the 20 potions in a what-if: 15 is light
  await page.getByRole('button', { name: 'Simulation', exact: true }).click()
  const bar = page.getByRole('region', { name: 'Simulation' })
  await page.getByRole('button', { name: 'Modifier Potion', exact: true }).click()
  await editor(page).getByLabel('Combien').fill('5')
  await editor(page).getByRole('button', { name: 'Utiliser', exact: true }).click()
  await page.screenshot({ path: 'test-results/consumable-use-fr.png' })
  await editor(page).getByRole('button', { name: 'Annuler' }).click()
  await expect(page.getByRole('spinbutton', { name: 'Quantité de Potion' })).toHaveValue('15')
  await expect(bar).toContainText('1 changement envisagé')
  await page.getByRole('button', { name: 'Groupe', exact: true }).click()
  await expect(card(page, 'Kyra')).toHaveAttribute('data-tier', 'light')
  await app.settle(page)
  expect(await app.readText()).toBe(before)

  await bar.getByRole('button', { name: 'Abandonner', exact: true }).click()
  await expect(card(page, 'Kyra')).toHaveAttribute('data-tier', 'medium')
  await app.settle(page)
  expect(await app.readText()).toBe(before)
})

test('a custom item marked consumable in its form is saved so, and its line offers « Utiliser »', async ({
  page,
  app
}) => {
  await page.goto(app.url)
  await page.getByRole('button', { name: 'Catalogue', exact: true }).click()
  await page.getByRole('button', { name: 'Nouvel objet personnalisé…', exact: true }).click()
  const form = page.getByRole('dialog', { name: 'Nouvel objet personnalisé' })
  await form.getByLabel('Nom (français)').fill('Fiole de brume')
  await form.getByLabel('Poids (kg)').fill('0,5')
  await form.getByRole('checkbox', { name: /^Consommable/ }).check()
  await page.screenshot({ path: 'test-results/consumable-custom-form-fr.png' })
  // The form is a dialog now (custom-item-reach.spec): no scrolling past the catalog's paged list, whose
  // next page moved the button between mouse down and up (1dd8f72). A plain click again.
  await form.getByRole('button', { name: 'Enregistrer l’objet' }).click()
  await expect(page.getByText('Objet enregistré : Fiole de brume')).toBeVisible()
  await app.flush()
  const saved = (await app.readCampaign()).customItems.find((i) => i.name === 'Fiole de brume')!
  expect(saved).toMatchObject({ consumable: true, type: 'gear' })
})
