// The GM's screen end to end, in Chromium, against the real browser host on a real campaign file:
// a party of four is created, items added by search and by quick add, loot dragged from the stash,
// what-ifs discarded and applied, undo/redo, language switch, reload; the file is checked each time.
import type { Page } from '@playwright/test'
import type { Campaign } from '@shared/campaign/schema'
import { expect, test } from './fixtures'
import { card } from './locators'
import { emptyParty } from './ui-campaigns'

test.use({ locale: 'en-US', colorScheme: 'light', campaignData: emptyParty('en') })

const who = (c: Campaign, name: string) => c.characters.find((ch) => ch.name === name)
const qty = (c: Campaign, name: string, ref: string) =>
  who(c, name)
    ?.inventory.filter((l) => l.ref.id === ref)
    .reduce((s, l) => s + l.quantity, 0) ?? 0

async function addCharacter(page: Page, name: string, player: string, strength: number): Promise<void> {
  await page.getByRole('button', { name: 'Add character' }).click()
  const sheet = page.locator('section[data-character]')
  await sheet.getByLabel('Name', { exact: true }).fill(name)
  await sheet.getByLabel('Player').fill(player)
  await sheet.getByLabel('Strength').fill(String(strength))
  await sheet.getByLabel('Strength').press('Tab')
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
  await page.getByRole('button', { name: 'Back to the party' }).click()
}

test('a GM session: party, search, quick add, drag, what-ifs, undo/redo, language, reload', async ({ page, app }) => {
  await page.goto(app.url)
  await expect(page.getByRole('heading', { name: 'Encumbrance' })).toBeVisible()
  await expect(page.getByText('No characters yet')).toBeVisible()

  // A party of four.
  await addCharacter(page, 'Aria', 'Léa', 10)
  await addCharacter(page, 'Borin', 'Tom', 18)
  await addCharacter(page, 'Cyra', 'Inès', 10)
  await addCharacter(page, 'Dax', 'Max', 12)
  await expect(page.locator('article[data-character]')).toHaveCount(4)
  await expect
    .poll(async () => (await app.readCampaign()).characters.map((c) => `${c.name}/${c.player}/${c.strength}`))
    .toEqual(['Aria/Léa/10', 'Borin/Tom/18', 'Cyra/Inès/10', 'Dax/Max/12'])

  // By search: a typo'd, accent-less French query finds the longsword; added to Aria.
  await page.getByRole('button', { name: 'Catalog' }).click()
  await page.locator('main').getByLabel('Add to', { exact: true }).selectOption({ label: 'Aria' })
  await page.getByLabel('Search items').fill('epee lon')
  const row = page.locator('tr[data-item="longsword"]')
  await expect(row).toBeVisible()
  await row.getByRole('button', { name: /Add/ }).click()
  await expect.poll(async () => qty(await app.readCampaign(), 'Aria', 'longsword')).toBe(1)

  // Quick add: "3 dagues" + Enter adds three daggers to Borin; then 30 potions make him heavy.
  await page.getByRole('button', { name: 'Party' }).click()
  await page.locator('main').getByLabel('Add to', { exact: true }).selectOption({ label: 'Borin' })
  const quick = page.getByRole('combobox', { name: 'Quick add' })
  await quick.fill('3 dagues')
  await quick.press('Enter')
  await expect(card(page, 'Borin')).toContainText('Everything within light limits')
  await expect(card(page, 'Borin')).toContainText('+7 daggers → medium')
  await quick.fill('30 potions')
  await quick.press('Enter')
  await expect(card(page, 'Borin')).toHaveAttribute('data-tier', 'heavy')
  await expect(card(page, 'Borin')).toContainText('30 potions → heavy')
  await expect
    .poll(async () => [
      qty(await app.readCampaign(), 'Borin', 'dagger'),
      qty(await app.readCampaign(), 'Borin', 'potion')
    ])
    .toEqual([3, 30])

  // Drag the six longswords from the stash onto Cyra: medium, written to the ledger.
  await expect(card(page, 'Cyra')).toHaveAttribute('data-tier', 'light')
  await page.locator('[data-holder=stash] li', { hasText: 'Longsword' }).dragTo(card(page, 'Cyra'))
  await expect(card(page, 'Cyra')).toHaveAttribute('data-tier', 'medium')
  await expect(card(page, 'Cyra')).toContainText('6 longswords → medium')
  await expect(page.locator('[data-holder=stash] li', { hasText: 'Longsword' })).toHaveCount(0)
  await expect
    .poll(async () => {
      const c = await app.readCampaign()
      return [
        qty(c, 'Cyra', 'longsword'),
        c.stash.some((l) => l.ref.id === 'longsword'),
        c.ledger.some(
          (e) =>
            e.quantity === 6 && e.from.type === 'stash' && e.to.type === 'character' && e.to.id === who(c, 'Cyra')?.id
        )
      ]
    })
    .toEqual([6, false, true])

  // What-if, discarded: Enlarge Person on Cyra (RULES.md §13): Large, STR 10 → 12, and her Medium longswords
  // grow with her, so they stay level 3 and she stays medium (it used to shift them to level 2: light).
  // The file does not change.
  await app.flush()
  const before = await app.readText()
  await page.getByRole('button', { name: 'What-if' }).click()
  await expect(page.getByText('What-if mode: nothing is saved until you apply.')).toBeVisible()
  await card(page, 'Cyra').getByRole('button', { name: 'Try' }).click()
  await page.getByRole('menuitem', { name: /^Enlarge Person/ }).click()
  await expect(card(page, 'Cyra')).toContainText('Large')
  await expect(card(page, 'Cyra')).toContainText(/10\s*→\s*12/)
  await expect(card(page, 'Cyra')).toHaveAttribute('data-tier', 'medium')
  await expect(page.getByRole('list', { name: 'Changes tried' })).toContainText('Cyra · Enlarge Person')
  await page.getByRole('button', { name: 'Discard' }).click()
  await expect(card(page, 'Cyra')).toHaveAttribute('data-tier', 'medium')
  await app.settle(page)
  expect(await app.readText()).toBe(before)

  // What-if, applied: move 10 potions from Borin to Dax with the keyboard (Move to…), then apply.
  await page.keyboard.press('w')
  await expect(page.getByRole('region', { name: 'What-if' })).toBeVisible()
  await card(page, 'Borin').getByRole('button', { name: 'Borin' }).click()
  const grip = page.locator('section[data-character]').getByRole('button', { name: 'Actions for Potion' })
  await grip.focus()
  await page.keyboard.press('m')
  const dialog = page.getByRole('dialog', { name: 'Move Potion' })
  await expect(dialog).toBeVisible()
  await page.keyboard.press('ArrowDown') // Aria → Cyra → Dax (the stash comes first)
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expect(dialog.getByRole('radio', { name: 'Dax' })).toBeChecked()
  await dialog.getByLabel('Quantity').fill('10')
  await dialog.getByLabel('Quantity').press('Enter')
  await expect(dialog).toBeHidden()
  await expect(page.getByText('1 tentative change')).toBeVisible()
  await page.getByRole('button', { name: 'Back to the party' }).click()
  await expect(card(page, 'Borin')).toHaveAttribute('data-tier', 'medium')
  await expect(card(page, 'Borin').locator('[data-tier=heavy]')).toBeVisible()
  expect(qty(await app.readCampaign(), 'Borin', 'potion')).toBe(30) // nothing written yet
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByRole('region', { name: 'What-if' })).toBeHidden()
  await expect
    .poll(async () => {
      const c = await app.readCampaign()
      return [qty(c, 'Borin', 'potion'), qty(c, 'Dax', 'potion')]
    })
    .toEqual([20, 10])

  // Undo (Ctrl+Z) takes the whole what-if back in one step; redo (button) brings it again.
  await page.locator('body').click({ position: { x: 5, y: 400 } })
  await page.keyboard.press('Control+z')
  await expect(card(page, 'Borin')).toHaveAttribute('data-tier', 'heavy')
  await expect
    .poll(async () => {
      const c = await app.readCampaign()
      return [qty(c, 'Borin', 'potion'), qty(c, 'Dax', 'potion')]
    })
    .toEqual([30, 0])
  await page.getByRole('button', { name: 'Redo' }).click()
  await expect(card(page, 'Borin')).toHaveAttribute('data-tier', 'medium')
  await expect
    .poll(async () => {
      const c = await app.readCampaign()
      return [qty(c, 'Borin', 'potion'), qty(c, 'Dax', 'potion')]
    })
    .toEqual([20, 10])

  // French: every word on screen, catalog names included. The screen's language is the GM's (kept by the
  // browser), not a campaign edit: the file's export language stays English (issue 25 item 2).
  await page.getByRole('button', { name: 'Switch the interface to French' }).click()
  await expect(page.getByRole('heading', { name: 'Encombrement' })).toBeVisible()
  await expect(card(page, 'Borin')).toContainText('Intermédiaire')
  await expect(card(page, 'Borin')).toContainText('20 potions → intermédiaire')
  await expect(card(page, 'Cyra')).toContainText('6 épées longues → intermédiaire')
  await expect(page.locator('[data-holder=stash]')).toContainText('Réserve')
  await app.flush()
  expect((await app.readCampaign()).exportLanguage).toBe('en')

  // Reload: everything is still there, in French.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Encombrement' })).toBeVisible()
  await expect(page.locator('article[data-character]')).toHaveCount(4)
  await expect(card(page, 'Borin')).toHaveAttribute('data-tier', 'medium')
  await expect(card(page, 'Cyra')).toHaveAttribute('data-tier', 'medium')
  const saved = await app.readCampaign()
  expect(saved.exportLanguage).toBe('en')
  expect(saved.characters.map((c) => c.name)).toEqual(['Aria', 'Borin', 'Cyra', 'Dax'])
  expect([
    qty(saved, 'Aria', 'longsword'),
    qty(saved, 'Borin', 'dagger'),
    qty(saved, 'Borin', 'potion'),
    qty(saved, 'Cyra', 'longsword'),
    qty(saved, 'Dax', 'potion')
  ]).toEqual([1, 3, 20, 6, 10])
})
