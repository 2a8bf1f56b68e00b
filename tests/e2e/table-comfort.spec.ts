// Table comfort (issue 10, item 8), regressions found on screenshots of a real evening, through the UI
// on the real host and file: "Add to" never changes target by itself, French participles agree.
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { sixAdventurers } from './ui-campaigns'

const card = (page: Page, name: string): Locator =>
  page.locator('article[data-character]', { has: page.getByRole('heading', { name, exact: true }) })

test.describe('en', () => {
  test.use({ locale: 'en-US', colorScheme: 'light', campaignData: sixAdventurers('en') })

  test('bug: "Add to" jumped to the last character viewed, so loot went to the wrong holder', async ({ page, app }) => {
    await page.goto(app.url)
    const addTo = page.locator('main').getByLabel('Add to', { exact: true })
    await expect(addTo).toHaveValue('stash')
    await card(page, 'Valeros').getByRole('button', { name: 'Valeros' }).click()
    await page.getByRole('button', { name: 'Back to the party' }).click()
    await expect(addTo).toHaveValue('stash')
    const stashBefore = (await app.readCampaign()).stash.length
    await page.getByRole('combobox', { name: 'Quick add' }).fill('3 daggers')
    await page.getByRole('combobox', { name: 'Quick add' }).press('Enter')
    await expect(page.getByRole('status').getByText('Added 3 daggers to the stash')).toBeVisible()
    await expect.poll(async () => (await app.readCampaign()).stash.length).toBe(stashBefore + 1)
    expect((await app.readCampaign()).characters[0]!.inventory.find((l) => l.ref.id === 'dagger')?.quantity).toBe(10)
    // The catalog keeps the GM's choice too.
    await page.getByRole('button', { name: 'Catalog' }).click()
    await expect(page.locator('main').getByLabel('Add to', { exact: true })).toHaveValue('stash')
  })
})

test.describe('fr', () => {
  test.use({ locale: 'fr-FR', colorScheme: 'light', campaignData: sixAdventurers('fr') })

  test('bug: French toasts said "ajouté(s)"; they agree with the item ("3 dagues ajoutées")', async ({ page, app }) => {
    await page.goto(app.url)
    const quick = page.getByRole('combobox', { name: 'Ajout rapide' })
    const toasts = page.locator('.toasts')
    await quick.fill('3 dagues')
    await quick.press('Enter')
    await expect(toasts).toContainText('3 dagues ajoutées à la réserve')
    await quick.fill('harnois')
    await quick.press('Enter')
    await expect(toasts).toContainText('1 harnois ajouté à la réserve')
    await quick.fill('2 harnois')
    await quick.press('Enter')
    await expect(toasts).toContainText('2 harnois ajoutés à la réserve')
    await expect(toasts).not.toContainText('(s)')
    // A move by the Move dialog says it the same way.
    const row = page.locator('[data-holder=stash] li', { hasText: 'Épée longue' })
    await row.hover()
    await row.getByRole('button', { name: /^Déplacer vers… Épée longue/ }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('radio', { name: 'Valeros' }).check()
    await dialog.getByRole('button', { name: 'Déplacer' }).click()
    await expect(toasts).toContainText('6 épées longues déplacées vers Valeros')
    expect(await app.readCampaign()).toBeTruthy()
  })
})
