// The consequence before the move (issue 10, item 7), in Chromium on the real host and file: while a
// line is dragged over a card, the card says what the drop would do ("Fizzbang: heavy → over,
// 2 full plates") before anything moves; Shift+drop asks how many (the Move dialog, destination
// chosen); the Move dialog and quick add forecast the same way; a what-if warns before Apply.
import type { Locator } from '@playwright/test'
import type { Campaign } from '@shared/campaign/schema'
import { dragOver } from './drag'
import { expect, test } from './fixtures'
import { card } from './locators'
import { campaignWith, character, line } from './ui-campaigns'

function table(language: 'en' | 'fr'): Campaign {
  return campaignWith('Consequences', {
    language,
    characters: [
      character('Fizzbang', 'Léa', 10, 'M', null, [line('full-plate', 1, { id: 'fizz-plate' }), line('dagger', 2)]),
      character('Aria', 'Tom', 10, 'M', null, [line('potion', 20, { id: 'aria-potions' })])
    ],
    stash: [line('full-plate', 1, { id: 'stash-plate' }), line('dagger', 10, { id: 'stash-daggers' })]
  }) as Campaign
}

for (const lang of ['en', 'fr'] as const) {
  const t = {
    en: {
      change: 'Fizzbang: heavy → over, 2 full plates',
      drop: 'Drop 1 full plate',
      over: 'Over limit',
      heavy: 'Heavy'
    },
    fr: {
      change: 'Fizzbang : lourde → surcharge, 2 harnois',
      drop: 'Déposer 1 harnois',
      over: 'Surcharge',
      heavy: 'Lourde'
    }
  }[lang]

  test.describe(`${lang}`, () => {
    test.use({ locale: lang === 'en' ? 'en-US' : 'fr-FR', colorScheme: 'light', campaignData: table(lang) })

    test(`dragging a full plate over a heavy card shows "heavy → over" before the drop (${lang})`, async ({
      page,
      app
    }) => {
      await page.goto(app.url)
      const fizz = card(page, 'Fizzbang')
      await expect(fizz).toHaveAttribute('data-tier', 'heavy')
      const plate = page.locator('[data-holder=stash] li[data-line="stash-plate"]')
      await dragOver(page, plate, fizz)
      const preview = fizz.locator('[data-drop-preview]')
      await expect(preview).toBeVisible()
      await expect(preview).toContainText(t.drop)
      await expect(preview).toContainText(t.change)
      await expect(preview).toHaveAttribute('data-after', 'over')
      await expect(preview.locator('[data-tier=heavy]')).toContainText(t.heavy)
      await expect(preview.locator('[data-tier=over]')).toContainText(t.over)
      await page.screenshot({ path: `test-results/drag-preview-${lang}.png` })
      // Nothing moved yet: the card and the file still say heavy.
      await expect(fizz).toHaveAttribute('data-tier', 'heavy')
      expect((await app.readCampaign()).stash.some((l) => l.id === 'stash-plate')).toBe(true)
      await page.mouse.up()
      await expect(fizz).toHaveAttribute('data-tier', 'over')
      await expect(preview).toBeHidden()
      await expect.poll(async () => (await app.readCampaign()).stash.some((l) => l.id === 'stash-plate')).toBe(false)
    })
  })
}

test.describe('en', () => {
  test.use({ locale: 'en-US', colorScheme: 'light', campaignData: table('en') })

  test('Shift+drop carries part of a line: the Move dialog asks how many, destination chosen', async ({
    page,
    app
  }) => {
    await page.goto(app.url)
    const aria = card(page, 'Aria')
    const daggers = page.locator('[data-holder=stash] li[data-line="stash-daggers"]')
    await dragOver(page, daggers, aria)
    await expect(aria.locator('[data-drop-preview]')).toContainText('Shift+drop: choose how many')
    await page.keyboard.down('Shift')
    await page.mouse.move(...(await centre(aria, 12)), { steps: 3 })
    await expect(aria.locator('[data-drop-preview]')).toContainText('Release to choose how many')
    await page.mouse.up()
    await page.keyboard.up('Shift')
    const dialog = page.getByRole('dialog', { name: 'Move Dagger' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('radio', { name: 'Aria' })).toBeChecked()
    const qty = dialog.getByLabel('Quantity')
    await expect(qty).toBeFocused()
    await page.keyboard.type('4') // the quantity was selected: typing replaces it
    await expect(dialog.locator('[data-consequences]')).toContainText('Aria: still medium')
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()
    await expect
      .poll(async () => {
        const c = await app.readCampaign()
        return [
          c.stash.find((l) => l.id === 'stash-daggers')?.quantity,
          c.characters[1]!.inventory.filter((l) => l.ref.id === 'dagger').reduce((s, l) => s + l.quantity, 0)
        ]
      })
      .toEqual([6, 4])
  })

  test('the Move dialog forecasts every destination and says who would go over', async ({ page, app }) => {
    await page.goto(app.url)
    const row = page.locator('[data-holder=stash] li[data-line="stash-plate"]')
    await row.hover()
    await row.getByRole('button', { name: 'Move to… Full plate' }).click()
    const dialog = page.getByRole('dialog', { name: 'Move Full plate' })
    await expect(
      dialog.locator('[data-destination="character:' + (await idOf(app, 'Fizzbang')) + '"] [data-tier=over]')
    ).toBeVisible()
    await dialog.getByRole('radio', { name: 'Fizzbang' }).check()
    await expect(dialog.locator('[data-consequences]')).toContainText('Fizzbang: heavy → over, 2 full plates')
    await dialog.getByRole('radio', { name: 'Aria' }).check()
    await expect(dialog.locator('[data-consequences]')).toContainText('Aria: medium → heavy, 1 full plate')
    await page.screenshot({ path: 'test-results/move-dialog-preview-en.png' })
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
  })

  test('quick add with a character as target forecasts the load before Enter', async ({ page, app }) => {
    await page.goto(app.url)
    await page.locator('main').getByLabel('Add to', { exact: true }).selectOption({ label: 'Fizzbang' })
    const quick = page.getByRole('combobox', { name: 'Quick add' })
    await quick.fill('harnois')
    await expect(page.locator('[data-quick-forecast]')).toContainText('Fizzbang: heavy → over, 2 full plates')
    await page.screenshot({ path: 'test-results/quick-add-preview-en.png' })
    expect((await app.readCampaign()).characters[0]!.inventory).toHaveLength(2)
  })

  test('a what-if warns, before Apply, about who it puts over the limit', async ({ page, app }) => {
    await page.goto(app.url)
    await page.getByRole('button', { name: 'What-if' }).click()
    await page.locator('[data-holder=stash] li[data-line="stash-plate"]').dragTo(card(page, 'Fizzbang'))
    const warning = page.locator('[data-whatif-warnings]')
    await expect(warning).toContainText('Fizzbang: heavy → over, 2 full plates')
    await expect(page.getByRole('button', { name: 'Apply' })).toHaveAccessibleDescription(/Fizzbang: heavy → over/)
    expect((await app.readCampaign()).stash.some((l) => l.id === 'stash-plate')).toBe(true)
  })
})

async function centre(l: Locator, dx = 0): Promise<[number, number]> {
  const b = (await l.boundingBox())!
  return [b.x + b.width / 2 + dx, b.y + b.height / 2]
}

async function idOf(app: { readCampaign(): Promise<Campaign> }, name: string): Promise<string> {
  return (await app.readCampaign()).characters.find((c) => c.name === name)!.id
}
