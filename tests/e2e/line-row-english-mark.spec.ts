// Regression (issue 13 walk): in a French campaign the sheet's group heading said "Bags of holding (type II)
// EN" while the line row under it said "Bag of holding (type II)" with no mark, as did the rows of the
// stash, of a place and of a bag's contents for every English-only catalog name (silk rope). A line row
// now carries the catalog's mark after a name the French edition does not give; a French name, a line's
// own name given by the GM, and the English UI carry none.
import type { Locator, Page } from '@playwright/test'
import type { Campaign } from '@shared/campaign/schema'
import { expect, test } from './fixtures'
import { campaignWith, character, line } from './ui-campaigns'

function table(language: 'en' | 'fr'): Campaign {
  return campaignWith('Marks', {
    language,
    characters: [
      character('Ezren', 'Julie', 10, 'M', null, [
        line('bag-of-holding-2', 1, { id: 'l-bag' }),
        line('rope-silk', 1, { id: 'l-rope', in: 'l-bag' }),
        line('dagger', 2, { id: 'l-dagger' }),
        line('bag-of-holding-1', 1, { id: 'l-named', nameFr: 'Sac sans fond de grand-mère' })
      ])
    ],
    stash: [line('rope-silk', 2, { id: 's-rope' })],
    places: [{ id: 'inn', name: 'Auberge', inventory: [line('handy-haversack', 1, { id: 'p-hav' })] }]
  }) as unknown as Campaign
}

const nameOf = (scope: Locator, id: string): Locator => scope.locator(`li[data-line="${id}"] .name`).first()
const sheet = (page: Page): Locator => page.locator('section.sheet')

test.describe('fr', () => {
  test.use({ campaignData: table('fr'), locale: 'fr-FR', colorScheme: 'light' })

  test('a line row marks an English-only name "EN" as its group heading does (fr)', async ({ page, app }) => {
    await page.goto(app.url)
    await page.getByRole('heading', { name: 'Ezren', exact: true }).click()
    await page.locator('li[data-place="inn"] button.toggle').click()
    // the group heading has had the mark: the line under it now has it too
    const heading = sheet(page).locator('.group-bar', { hasText: 'Bags of holding (type II)' }).first()
    await expect(heading.locator('abbr.en-marker').first()).toHaveText('EN')
    const bag = nameOf(sheet(page), 'l-bag')
    await expect(bag).toHaveText(/^Bag of holding \(type II\)\s*EN\s*$/)
    await expect(bag.locator('abbr.en-marker')).toHaveAttribute(
      'title',
      'Nom anglais\u00a0: l’édition française n’en donne pas'
    )
    await expect(bag.locator('span[lang=en]')).toHaveText('Bag of holding (type II)')
    // inside the bag, in the stash, at the inn
    await expect(nameOf(sheet(page), 'l-rope').locator('abbr.en-marker')).toHaveText('EN')
    await expect(nameOf(page.locator('[data-holder=stash]'), 's-rope').locator('abbr.en-marker')).toHaveText('EN')
    await expect(nameOf(page.locator('li[data-place="inn"]'), 'p-hav').locator('abbr.en-marker')).toHaveText('EN')
    // a French name, and the GM's own French name for a bag: no mark
    await expect(nameOf(sheet(page), 'l-dagger')).toHaveText(/^Dague\s*$/)
    await expect(nameOf(sheet(page), 'l-named')).toHaveText(/^Sac sans fond de grand-mère\s*$/)
    await page.screenshot({ path: 'test-results/line-row-english-mark-fr.png' })
  })
})

test.describe('en', () => {
  test.use({ campaignData: table('en'), locale: 'en-US', colorScheme: 'light' })

  test('no mark in English', async ({ page, app }) => {
    await page.goto(app.url)
    await page.getByRole('heading', { name: 'Ezren', exact: true }).click()
    await expect(nameOf(sheet(page), 'l-bag')).toHaveText(/^Bag of holding \(type II\)\s*$/)
    await expect(sheet(page).locator('abbr.en-marker')).toHaveCount(0)
  })
})
