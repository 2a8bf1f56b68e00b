// The GM screen's forgiving side and its editors, on the real host and file: a file changed by
// another program (banner, keep mine / reload from disk, nothing typed lost), a custom item made
// with the classifier, a house-rule option.
import { writeFile } from 'node:fs/promises'
import { expect, test } from './fixtures'
import { card } from './locators'
import { sixAdventurers } from './ui-campaigns'

test.use({ locale: 'en-US', colorScheme: 'light', campaignData: sixAdventurers('en') })

async function changeOnDisk(
  file: string,
  read: () => Promise<string>,
  patch: (c: { characters: { name: string; strength: number }[] }) => void
): Promise<void> {
  const doc = JSON.parse(await read()) as { characters: { name: string; strength: number }[] }
  patch(doc)
  await writeFile(file, JSON.stringify(doc, null, 2))
}

test('a file changed on disk: the banner says what to do; "keep mine" writes the GM\'s version, typed notes included', async ({
  page,
  app
}) => {
  await page.goto(app.url)
  await card(page, 'Valeros').getByRole('button', { name: 'Valeros' }).click()
  await changeOnDisk(app.file, app.readText, (c) => (c.characters[1]!.strength = 16))
  const banner = page.getByRole('alert').filter({ hasText: 'The campaign file was changed outside the app.' })
  await expect(banner).toBeVisible()
  await expect(banner).toContainText('Reload it from disk')
  // The GM keeps working meanwhile: the banner blocks nothing.
  const notes = page.locator('section[data-character]').getByLabel('Notes')
  await notes.fill('Owes 5 gp to the innkeeper')
  await notes.press('Tab')
  await banner.getByRole('button', { name: 'Keep mine' }).click()
  await expect(banner).toBeHidden()
  await expect
    .poll(async () => {
      const c = await app.readCampaign()
      return [c.characters[0]!.notes, c.characters[1]!.strength]
    })
    .toEqual(['Owes 5 gp to the innkeeper', 8])
})

test('a file changed on disk: "reload from disk" takes the other program\'s version', async ({ page, app }) => {
  await page.goto(app.url)
  await expect(card(page, 'Seoni')).toContainText('STR 8')
  await changeOnDisk(app.file, app.readText, (c) => (c.characters[1]!.strength = 16))
  const banner = page.getByRole('alert').filter({ hasText: 'The campaign file was changed outside the app.' })
  await banner.getByRole('button', { name: 'Reload from disk' }).click()
  await expect(banner).toBeHidden()
  await expect(card(page, 'Seoni')).toContainText('STR 16')
})

test('a custom item from the classifier, and a house-rule option, change the loads', async ({ page, app }) => {
  await page.goto(app.url)
  await page.getByRole('button', { name: 'Catalog' }).click()
  await page.locator('main').getByLabel('Add to', { exact: true }).selectOption({ label: 'Seoni' })
  await page.getByRole('button', { name: 'New custom item…' }).click()
  const form = page.getByRole('dialog', { name: 'New custom item' })
  await form.getByLabel('Name (English)').fill('Ladder (3 m)')
  await form.getByLabel('Name (French)').fill('Échelle (3 m)')
  await form.getByLabel('Weight (kg)').fill('2')
  await expect(form).toContainText('Suggested: level 3 (medium)') // by weight alone
  await form.getByLabel('Size cue').selectOption({ index: 7 }) // "as big as the bearer"
  await expect(form).toContainText('Suggested: level 6 (very heavy)') // the size wins (RULES.md §2)
  await form.getByRole('button', { name: 'Save item' }).click()
  await expect
    .poll(async () => (await app.readCampaign()).customItems.map((i) => [i.name, i.nameFr, i.level, i.weightKg]))
    .toEqual([['Ladder (3 m)', 'Échelle (3 m)', 6, 2]])
  await page.locator('.chips li', { hasText: 'Ladder (3 m)' }).getByRole('button', { name: 'Add' }).click()
  await page.getByRole('button', { name: 'Party' }).click()
  await expect(card(page, 'Seoni')).toHaveAttribute('data-tier', 'heavy') // 0/0/1 at STR 8
  await expect(card(page, 'Seoni')).toContainText('1 ladder (3 m) → heavy')

  // Strength no longer raises the maximum: Valeros's potions go 17/25/33 → 17/25/32.
  await expect(card(page, 'Valeros')).toContainText('+4 potions of cure light wounds → over')
  await page.getByRole('button', { name: 'House rules' }).click()
  await page.getByLabel('Strength raises the maximum').uncheck()
  await expect(page.locator('table.preview')).toContainText('9 / 13 / 16')
  await page.getByRole('button', { name: 'Party' }).click()
  await expect(card(page, 'Valeros')).toContainText('+3 potions of cure light wounds → over')
  await expect.poll(async () => (await app.readCampaign()).options.strengthRaisesMax).toBe(false)
})
