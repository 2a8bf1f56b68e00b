// Regression (issue 25 item 1): in the line editor, "Use 3" on 10 potions wrote 7 while the still-open
// form kept 4 (it took 3 off the line as it already was after the use), and Save then wrote 4; in a
// what-if 7 became 1 the same way. After Use the form shows what the line now holds, and Save writes only
// what the GM changed. "Use N" is on the line itself too, for consumables and rounds. French and English.
import type { Locator, Page } from '@playwright/test'
import type { Campaign } from '@shared/campaign/schema'
import { expect, test } from './fixtures'
import { card } from './locators'
import { campaignWith, character, line } from './ui-campaigns'

const WORDS = {
  fr: {
    locale: 'fr-FR',
    potion: 'Potion de soins légers',
    quiver: 'Carquois de flèches',
    edit: (n: string) => `Modifier ${n}`,
    quantity: 'Quantité',
    notes: 'Notes',
    howMany: 'Combien',
    use: 'Utiliser',
    save: 'Enregistrer',
    whatIf: 'Simulation',
    apply: 'Appliquer',
    useOnLine: (n: string) => `Utiliser ${n}…`,
    rowHowMany: (n: string) => `Combien utiliser\u00a0: ${n}`,
    rowRounds: (n: string) => `Projectiles à dépenser\u00a0: ${n}`,
    undone: 'Annulé\u00a0: 3 potions de soins légers utilisées',
    redone: 'Rétabli\u00a0: 3 potions de soins légers utilisées',
    undoneRounds: 'Annulé\u00a0: 12 projectiles utilisés',
    undo: 'Annuler',
    redo: 'Rétablir'
  },
  en: {
    locale: 'en-GB',
    potion: 'Potion of cure light wounds',
    quiver: 'Quiver of arrows',
    edit: (n: string) => `Edit ${n}`,
    quantity: 'Quantity',
    notes: 'Notes',
    howMany: 'How many',
    use: 'Use',
    save: 'Save',
    whatIf: 'What-if',
    apply: 'Apply',
    useOnLine: (n: string) => `Use ${n}…`,
    rowHowMany: (n: string) => `How many to use: ${n}`,
    rowRounds: (n: string) => `Rounds to spend: ${n}`,
    undone: 'Undone: 3 potions of cure light wounds used',
    redone: 'Redone: 3 potions of cure light wounds used',
    undoneRounds: 'Undone: 12 rounds used',
    undo: 'Undo',
    redo: 'Redo'
  }
} as const

function campaignFor(language: 'fr' | 'en'): Campaign {
  const kyra = character('Kyra', 'Max', 10, 'M', null, [
    line('potion-cure-light-wounds', 10, { id: 'l-clw' }),
    line('quiver-arrows', 1, { id: 'l-quiver', rounds: 30 })
  ])
  return campaignWith('Utiliser puis enregistrer', { language, characters: [kyra] }) as unknown as Campaign
}

const editor = (page: Page): Locator => page.locator('[data-line-editor]')

async function potionLine(app: { flush(): Promise<void>; readCampaign(): Promise<Campaign> }) {
  await app.flush()
  const c = await app.readCampaign()
  return c.characters[0]!.inventory.find((l) => l.id === 'l-clw')
}

for (const lang of ['fr', 'en'] as const) {
  const w = WORDS[lang]
  test.describe(lang, () => {
    test.use({ locale: w.locale, colorScheme: 'light', campaignData: campaignFor(lang) })

    test(`use 3 then save keeps 7, in the campaign and in a what-if (${lang})`, async ({ page, app }) => {
      await page.goto(app.url)
      await card(page, 'Kyra').getByRole('button', { name: 'Kyra' }).click()

      // campaign: use 3 of 10, the form says 7, Save writes 7 (and the note typed after the use)
      await page.getByRole('button', { name: w.edit(w.potion), exact: true }).click()
      await editor(page).getByLabel(w.howMany).fill('3')
      await editor(page).getByRole('button', { name: w.use, exact: true }).click()
      await expect(editor(page).getByLabel(w.quantity, { exact: true })).toHaveValue('7')
      await editor(page).getByLabel(w.notes).fill('bue après le combat')
      await editor(page).getByRole('button', { name: w.save, exact: true }).click()
      await expect(editor(page)).toHaveCount(0)
      await expect.poll(async () => (await potionLine(app))?.quantity).toBe(7)
      expect((await potionLine(app))?.notes).toBe('bue après le combat')
      const uses = (await app.readCampaign()).ledger
      expect(uses).toHaveLength(1)
      expect(uses[0]).toMatchObject({ quantity: 3 })

      // what-if: use 3 of 7, the form says 4, Save, Apply: the file says 4
      await page.getByRole('button', { name: w.whatIf, exact: true }).click()
      const bar = page.getByRole('region', { name: w.whatIf })
      await page.getByRole('button', { name: w.edit(w.potion), exact: true }).click()
      await editor(page).getByLabel(w.howMany).fill('3')
      await editor(page).getByRole('button', { name: w.use, exact: true }).click()
      await expect(editor(page).getByLabel(w.quantity, { exact: true })).toHaveValue('4')
      await editor(page).getByRole('button', { name: w.save, exact: true }).click()
      await expect(editor(page)).toHaveCount(0)
      await bar.getByRole('button', { name: w.apply, exact: true }).click()
      await expect(bar).toHaveCount(0)
      await expect.poll(async () => (await potionLine(app))?.quantity).toBe(4)
    })

    test(`use N on the line itself: potions and rounds (${lang})`, async ({ page, app }) => {
      await page.goto(app.url)
      await card(page, 'Kyra').getByRole('button', { name: 'Kyra' }).click()
      await page.getByRole('button', { name: w.useOnLine(w.potion), exact: true }).click()
      const count = page.getByRole('spinbutton', { name: w.rowHowMany(w.potion), exact: true })
      await count.fill('2')
      await count.press('Enter')
      await expect(
        page.getByRole('spinbutton', { name: lang === 'fr' ? `Quantité de ${w.potion}` : `Quantity of ${w.potion}` })
      ).toHaveValue('8')
      await expect.poll(async () => (await potionLine(app))?.quantity).toBe(8)

      await page.getByRole('button', { name: w.useOnLine(w.quiver), exact: true }).click()
      const rounds = page.getByRole('spinbutton', { name: w.rowRounds(w.quiver), exact: true })
      await rounds.fill('12')
      await page.screenshot({ path: `test-results/use-on-line-${lang}.png` })
      await rounds.press('Enter')
      await expect
        .poll(async () => {
          await app.flush()
          return (await app.readCampaign()).characters[0]!.inventory.find((l) => l.id === 'l-quiver')?.rounds
        })
        .toBe(18)
      const ledger = (await app.readCampaign()).ledger
      expect(ledger.map((e) => [e.quantity, e.rounds ?? null])).toEqual([
        [2, null],
        [0, 12]
      ])
    })

    // issue 25 item 8: Undo says what it undid, and Redo what it did again
    test(`undo says what it undid: « 3 potions used » (${lang})`, async ({ page, app }) => {
      await page.goto(app.url)
      await card(page, 'Kyra').getByRole('button', { name: 'Kyra' }).click()
      await page.getByRole('button', { name: w.edit(w.potion), exact: true }).click()
      await editor(page).getByLabel(w.howMany).fill('3')
      await editor(page).getByRole('button', { name: w.use, exact: true }).click()
      await editor(page).getByRole('button', { name: w.save, exact: true }).click()
      await expect.poll(async () => (await potionLine(app))?.quantity).toBe(7)
      await page.getByRole('button', { name: w.undo, exact: true }).click()
      await expect(page.getByRole('status').filter({ hasText: w.undone })).toBeVisible()
      await expect.poll(async () => (await potionLine(app))?.quantity).toBe(10)
      await page.screenshot({ path: `test-results/undo-says-${lang}.png` })
      await page.getByRole('button', { name: w.redo, exact: true }).click()
      await expect(page.getByRole('status').filter({ hasText: w.redone })).toBeVisible()
      await expect.poll(async () => (await potionLine(app))?.quantity).toBe(7)

      // rounds spent from the line itself
      await page.getByRole('button', { name: w.useOnLine(w.quiver), exact: true }).click()
      const rounds = page.getByRole('spinbutton', { name: w.rowRounds(w.quiver), exact: true })
      await rounds.fill('12')
      await rounds.press('Enter')
      await expect(rounds).toHaveCount(0)
      await page.getByRole('button', { name: w.undo, exact: true }).click()
      await expect(page.getByRole('status').filter({ hasText: w.undoneRounds })).toBeVisible()
    })
  })
}
