// Issue 25 item 9: after removing a character or a stash line, every click threw Svelte's
// `effect_update_depth_exceeded` until a reload. The suite's fixture fails any test on a page or
// console error; these walk the GM's path — remove, then go on clicking — on the real host and file.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

const cards = (page: Page) => page.locator('article[data-character]')
const stashLines = (page: Page) => page.locator('[data-holder="stash"] li[data-line]')

/** A few ordinary clicks after a removal: open Borin's sheet and close it, select a stash line, open the ledger and go back to the party. */
async function goOnClicking(page: Page, pageErrors: { seen: readonly string[] }): Promise<void> {
  await page.getByRole('button', { name: 'Borin Ironfist', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Remove character', exact: true })).toBeVisible()
  await page.keyboard.press('Escape')
  await stashLines(page).first().locator('.grip').focus()
  await page.getByRole('button', { name: 'Ledger', exact: true }).click()
  await page.getByRole('button', { name: 'Party', exact: true }).click()
  await cards(page)
    .first()
    .click({ position: { x: 5, y: 5 } })
  expect(pageErrors.seen).toEqual([])
}

test('removing a character, then clicking on: no error behind the screen', async ({ page, app, pageErrors }) => {
  await page.goto(app.url)
  await expect(cards(page)).toHaveCount(6)
  const pip = cards(page).filter({ has: page.getByRole('heading', { name: 'Pip Tumblebrook' }) })
  await pip.getByRole('button', { name: 'Pip Tumblebrook', exact: true }).click()
  page.once('dialog', (d) => void d.accept())
  await page.getByRole('button', { name: 'Remove character', exact: true }).click()
  await expect(cards(page)).toHaveCount(5)
  await goOnClicking(page, pageErrors)
  await app.flush()
  expect((await app.readCampaign()).characters.map((c) => c.name)).not.toContain('Pip Tumblebrook')
})

test('removing a stash line (Delete), then clicking on: no error behind the screen', async ({
  page,
  app,
  pageErrors
}) => {
  await page.goto(app.url)
  await expect(stashLines(page)).toHaveCount(11)
  const gone = await stashLines(page).first().getAttribute('data-line')
  await stashLines(page).first().locator('.grip').focus()
  await page.keyboard.press('Delete')
  await expect(stashLines(page)).toHaveCount(10)
  await goOnClicking(page, pageErrors)
  await app.flush()
  expect((await app.readCampaign()).stash.map((l) => l.id)).not.toContain(gone)
})
