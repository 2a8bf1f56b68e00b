// Regression: the ledger never recorded the bag an item went into. Potions dragged from the stash onto Ezren's
// bag of holding read "Stash → Ezren" on the ledger screen and in its CSV, like potions he carried loose, and
// dragged back out of the bag they read "Ezren → Stash". Through the UI, in Chromium on the real host and file, in
// French and English: the drag in, the drag out, Ctrl+Z undoing the second (its entry goes, the first stays), and
// the CSV downloaded from the export dialog saying the same as the screen. And the same for a sale: daggers sold from
// inside the bag read "Ezren → Outside the party" like daggers he carried loose; they now leave the bag.
import type { Page } from '@playwright/test'
import type { Campaign } from '@shared/campaign/schema'
import { expect, test } from './fixtures'
import { downloadLedgerCsv, LEDGER_UI, ledgerCampaign, ledgerScreenRows, person } from './ledger-helpers'

function table(language: 'en' | 'fr'): Campaign {
  const cat = (id: string) => ({ source: 'catalog', id }) as const
  return ledgerCampaign('Bags', language, {
    characters: [
      person('c-ezren', 'Ezren', {
        player: 'Léa',
        strength: 10,
        inventory: [
          { id: 'l-bag', ref: cat('bag-of-holding-1'), quantity: 1, name: 'Bottomless sack', nameFr: 'Sac sans fond' },
          { id: 'l-daggers', ref: cat('dagger'), quantity: 3, in: 'l-bag' }
        ]
      })
    ],
    stash: [{ id: 'l-potions', ref: cat('potion'), quantity: 4 }]
  })
}

const T = {
  en: { ...LEDGER_UI.en, inSack: 'Ezren, inside “Bottomless sack”', dagger: 'Dagger' },
  fr: { ...LEDGER_UI.fr, inSack: 'Ezren, dans «\u00a0Sac sans fond\u00a0»', dagger: 'Dague' }
} as const

/** From and To of the ledger screen's rows, newest first. */
const screenPlaces = (page: Page, count: number) => ledgerScreenRows(page, count, 3, 5)

for (const lang of ['en', 'fr'] as const) {
  const t = T[lang]
  test.describe(lang, () => {
    test.use({ locale: t.locale, colorScheme: 'light', campaignData: table(lang) })

    test(`potions dragged into a bag of holding read like a move to its bearer: the ledger now names the bag, in and out, undo too (${lang})`, async ({
      page,
      app
    }) => {
      await page.goto(app.url)
      await page.getByRole('button', { name: 'Ezren' }).first().click()
      const sheet = page.locator('section.sheet')
      const bag = sheet.locator('li[data-bag="l-bag"]')
      await page.locator('[data-holder=stash] li[data-line="l-potions"]').dragTo(sheet.locator('li[data-line="l-bag"]'))
      await expect(bag.locator('li[data-line="l-potions"]')).toBeVisible()
      // out of the bag, back to the stash
      await bag.locator('li[data-line="l-potions"]').dragTo(page.locator('[data-holder=stash]'))
      await expect(page.locator('[data-holder=stash] li[data-line="l-potions"]')).toBeVisible()
      await app.flush()
      const file = await app.readCampaign()
      expect(file.ledger.map((e) => [e.toBag?.id, e.fromBag?.id])).toEqual([
        ['l-bag', undefined],
        [undefined, 'l-bag']
      ])

      await page.getByRole('button', { name: t.ledger, exact: true }).click()
      expect(await screenPlaces(page, 2)).toEqual([
        [t.inSack, t.stash],
        [t.stash, t.inSack]
      ])
      await page.screenshot({ path: `test-results/ledger-bag-${lang}.png` })

      // Ctrl+Z: the move out is undone, its entry goes; the move in stays as it was
      await page.keyboard.press('Control+z')
      expect(await screenPlaces(page, 1)).toEqual([[t.stash, t.inSack]])
      await app.flush()
      expect((await app.readCampaign()).ledger.map((e) => e.toBag?.name)).toEqual(['Bottomless sack'])

      const { rows: csv } = await downloadLedgerCsv(page, lang, app.dir)
      expect(csv.map((r) => r.slice(3, 5))).toEqual([[t.stash, t.inSack]])
    })

    // Regression: a line sold from inside a bag read "Ezren → Outside the party" like one he carried loose
    test(`daggers sold from inside a bag of holding: the ledger says they left the bag, screen and CSV, undo too (${lang})`, async ({
      page,
      app
    }) => {
      await page.goto(app.url)
      await page.getByRole('button', { name: 'Ezren' }).first().click()
      const sheet = page.locator('section.sheet')
      await expect(sheet.locator('li[data-bag="l-bag"] li[data-line="l-daggers"]')).toBeVisible()
      await sheet.locator('[data-open-sell]').click()
      const dialog = page.locator('[data-sell-dialog]')
      await dialog.locator('tr', { hasText: t.dagger }).locator('input[type="checkbox"]').check()
      await dialog.locator('[data-sell-confirm]').click()
      await expect(dialog).toBeHidden()
      await expect(sheet.locator('li[data-line="l-daggers"]')).toHaveCount(0)
      await expect
        .poll(async () => {
          await app.flush()
          return (await app.readCampaign()).ledger.map((e) => [e.action, e.quantity, e.fromBag?.id])
        })
        .toEqual([
          ['sell', 3, 'l-bag'],
          ['sell', 3, undefined] // the proceeds (3 gp, half of 3 × 2 gp) reach the stash, loose
        ])

      await page.getByRole('button', { name: t.ledger, exact: true }).click()
      const rows = page.locator('section.ledger tbody tr')
      await expect(rows).toHaveCount(2)
      expect(await screenPlaces(page, 2)).toContainEqual([t.inSack, t.outside])
      await page.screenshot({ path: `test-results/ledger-bag-sold-${lang}.png` })

      const { rows: csv } = await downloadLedgerCsv(page, lang, app.dir)
      expect(csv.map((r) => r.slice(3, 5))).toContainEqual([t.inSack, t.outside])

      // Ctrl+Z: the sale is undone whole, the daggers are back inside the bag
      await page.keyboard.press('Control+z')
      await expect(rows).toHaveCount(0)
      await expect
        .poll(async () => {
          await app.flush()
          const file = await app.readCampaign()
          return [file.ledger.length, file.characters[0]!.inventory.find((l) => l.id === 'l-daggers')?.in]
        })
        .toEqual([0, 'l-bag'])
    })
  })
}
