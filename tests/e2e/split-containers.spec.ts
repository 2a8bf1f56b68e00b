// Issue 13 item 3 in Chromium, on the real host and file: the split puts loot into a bag of holding.
// Thirty potions would make Ezren (STR 10) heavy; with "put loot in Ezren's bag" ticked in the split
// dialog, twenty go into the bag (its capacity) and he stays light. The preview says "dans le sac sans
// fond d'Ezren"; applying writes the lines inside the bag (in = the bag's line), each move in the
// ledger, and one undo takes the whole split back.
import type { Locator, Page } from '@playwright/test'
import type { Campaign } from '@shared/campaign/schema'
import { SCHEMA_VERSION } from '@shared/campaign/version'
import { expect, test } from './fixtures'
import { character, line } from './ui-campaigns'

const OUT = new URL('../../test-results/screenshots/', import.meta.url).pathname

function party(language: 'en' | 'fr'): Campaign {
  return {
    schemaVersion: SCHEMA_VERSION,
    name: 'Bags',
    language,
    options: { strengthRaisesMax: true, rounding: 'floor', coinsPerUnit: 100, customLimits: {} },
    characters: [
      character('Ezren', 'Ana', 10, 'M', null, [line('bag-of-holding-1', 1, { id: 'l-bag', capacity: 20 })])
    ],
    stash: [line('potion', 30, { id: 'l-potions' })], // 16/24/32 at d 0: heavy if carried
    customItems: [],
    ledger: []
  } as Campaign
}

const card = (page: Page, name: string): Locator =>
  page.locator('article[data-character]', { has: page.getByRole('heading', { name, exact: true }) })
const panel = (page: Page) => page.locator('[data-split-preview]')

for (const lang of ['fr', 'en'] as const) {
  const t =
    lang === 'fr'
      ? {
          button: 'Partager le butin',
          title: 'Partager le butin',
          run: 'Proposer un partage',
          apply: 'Appliquer le partage',
          option: /^Mettre du butin dans le (sac sans fond|bag of holding) \(type I\) d’Ezren \(20 unités libres\)$/,
          into: /dans le (sac sans fond|bag of holding) \(type I\) d’Ezren : n’ajoute rien à la charge/,
          note: 'Partage du butin'
        }
      : {
          button: 'Split loot',
          title: 'Split the loot',
          run: 'Propose a split',
          apply: 'Apply split',
          option: /^Put loot in Ezren’s Bag of holding \(type I\) \(20 units free\)$/,
          into: /into Ezren’s Bag of holding \(type I\): adds nothing to the load/,
          note: 'Loot split'
        }
  test.describe(lang, () => {
    test.use({ locale: lang === 'fr' ? 'fr-FR' : 'en-US', colorScheme: 'light', campaignData: party(lang) })

    test('the split fills Ezren’s bag of holding: he stays light, the lines are written inside the bag', async ({
      page,
      app
    }) => {
      const original = await app.readCampaign()
      await page.goto(app.url)
      await page.getByRole('button', { name: t.button }).click()
      const dialog = page.getByRole('dialog', { name: t.title })
      const option = dialog.getByRole('checkbox', { name: t.option })
      await expect(option).not.toBeChecked() // off by default: today's splits do not change
      await option.check()
      await page.screenshot({ path: `${OUT}split-containers-dialog-${lang}.png` })
      await dialog.getByRole('button', { name: t.run }).click()

      await expect(panel(page)).toBeVisible()
      const inside = panel(page).locator('[data-loot="l-potions"] [data-in="l-bag"]')
      await expect(inside).toContainText(t.into)
      await expect(inside.getByRole('spinbutton')).toHaveValue('20')
      await expect(card(page, 'Ezren')).toHaveAttribute('data-tier', 'light')
      await page.screenshot({ path: `${OUT}split-containers-preview-${lang}.png` })

      await panel(page).getByRole('button', { name: t.apply }).click()
      await expect(panel(page)).toBeHidden()
      await expect(card(page, 'Ezren')).toHaveAttribute('data-tier', 'light')
      await app.flush()
      await expect.poll(async () => (await app.readCampaign()).ledger.length).toBe(2)
      const applied = await app.readCampaign()
      const inv = applied.characters[0]!.inventory
      expect(inv.filter((l) => l.ref.id === 'potion' && l.in === 'l-bag').reduce((s, l) => s + l.quantity, 0)).toBe(20)
      expect(inv.filter((l) => l.ref.id === 'potion' && l.in === undefined).reduce((s, l) => s + l.quantity, 0)).toBe(
        10
      )
      expect(applied.stash).toEqual([])
      expect(applied.ledger.every((e) => e.note === t.note && e.from.type === 'stash')).toBe(true)

      // One undo takes the whole split back.
      await page.locator('body').click({ position: { x: 5, y: 400 } })
      await page.keyboard.press('Control+z')
      await app.flush()
      await expect.poll(async () => (await app.readCampaign()).stash).toEqual(original.stash)
      expect((await app.readCampaign()).characters[0]!.inventory).toEqual(original.characters[0]!.inventory)
    })
  })
}
