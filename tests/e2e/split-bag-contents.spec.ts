// Issue 13 item 3, RULES.md §10 in Chromium: moving the container moves its contents. A stash bag of
// holding holding 20 potions goes to one character with them, with the house rule counting them as
// carried too (they were split loose: the bag to one, the potions to the other, and the preview's loads
// counted nothing inside); the preview's bag row says its value with what it holds (it said the bag's
// own); the setup dialog lists what the bag holds under it, picked with it (they were lines of their own,
// each with its checkbox and claim, as if they could be picked apart).
import type { Campaign } from '@shared/campaign/schema'
import { expect, test } from './fixtures'
import { character, line } from './ui-campaigns'
import { applySplit, openSplitDialog, proposeSplit, splitCampaign, splitPanel as panel } from './split-preview'

const OUT = new URL('../../test-results/screenshots/', import.meta.url).pathname

/** Ezren and Merisiel (STR 10: potions 16/24/32); the stash's bag holding 20 potions, 20 more loose. */
function campaign(lang: 'en' | 'fr', counted: boolean): Campaign {
  const c = splitCampaign(
    lang,
    'Bag contents',
    [character('Ezren', 'Ana', 10, 'M', null, []), character('Merisiel', 'Léa', 10, 'M', null, [])],
    [
      line('bag-of-holding-1', 1, { id: 'l-sbag', capacity: 40 }),
      line('potion', 20, { id: 'l-held', in: 'l-sbag', valueGp: 50 }),
      line('potion', 20, { id: 'l-potions', valueGp: 50 })
    ]
  )
  if (counted) c.options = { ...c.options, extradimensionalContentsCount: true }
  return c
}

const words = (lang: 'en' | 'fr') =>
  lang === 'fr'
    ? { withContents: /^×1 · 3\s500 po avec son contenu$/, inside: /^dans «\s.+\s»$/ }
    : { withContents: /^×1 · 3,500 gp with what it holds$/, inside: /^in “.+”$/ }

for (const lang of ['fr', 'en'] as const) {
  const t = words(lang)
  test.describe(`${lang} contents counted as carried`, () => {
    test.use({ locale: lang === 'fr' ? 'fr-FR' : 'en-US', colorScheme: 'light', campaignData: campaign(lang, true) })

    test('the bag goes to one character with its 20 potions, his load counts them; applied, they are inside', async ({
      page,
      app
    }) => {
      await openSplitDialog(page, app.url, lang)
      await proposeSplit(page, lang)
      await expect(panel(page).locator('[data-loot="l-held"]')).toHaveCount(0)
      const bag = panel(page).locator('[data-loot="l-sbag"]')
      await expect(bag.locator('[data-holds]')).toBeVisible()
      await expect(bag.locator('.line-head .muted')).toHaveText(t.withContents)
      const carrier = await bag.locator('[data-row]').getAttribute('data-character')
      // 40 potions for two at 16/24/32: the bag's carrier at medium (20 inside + 4), the other light
      await expect(panel(page).locator(`[data-participant="${carrier}"] [data-tier]`)).toHaveAttribute(
        'data-tier',
        'medium'
      )
      await expect(panel(page).locator('[data-participant] [data-tier="light"]')).toHaveCount(1)
      await page.screenshot({ path: `${OUT}split-bag-contents-counted-${lang}.png` })

      await applySplit(page, lang)
      await app.flush()
      await expect.poll(async () => (await app.readCampaign()).stash.length).toBe(0)
      const holder = (await app.readCampaign()).characters.find((c) => c.id === carrier)!
      const bagLine = holder.inventory.find((l) => l.ref.id === 'bag-of-holding-1')!
      const inside = holder.inventory.filter((l) => l.in === bagLine.id)
      expect(inside.reduce((s, l) => s + l.quantity, 0)).toBe(20)
    })
  })

  test.describe(`${lang} setup dialog`, () => {
    test.use({ locale: lang === 'fr' ? 'fr-FR' : 'en-US', colorScheme: 'light', campaignData: campaign(lang, false) })

    test('what the bag holds reads inside it, under it, picked with it', async ({ page, app }) => {
      const dialog = await openSplitDialog(page, app.url, lang)
      const held = dialog.locator('li[data-loot="l-held"]')
      await expect(held).toHaveAttribute('data-in', 'l-sbag')
      await expect(held.locator('[data-inside]')).toHaveText(t.inside)
      await expect(held.getByRole('checkbox')).toHaveCount(0)
      await expect(held.getByRole('combobox')).toHaveCount(0)
      const order = await dialog
        .locator('ul.lines > li')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-loot')))
      expect(order.indexOf('l-held')).toBe(order.indexOf('l-sbag') + 1)
      await page.screenshot({ path: `${OUT}split-bag-contents-dialog-${lang}.png` })
      await page.setViewportSize({ width: 1280, height: 720 })
      await page.screenshot({ path: `${OUT}split-bag-contents-dialog-${lang}-1280.png` })
      // unticking the bag leaves what it holds too
      await dialog.locator('li[data-loot="l-sbag"]').getByRole('checkbox').uncheck()
      await expect(held).toHaveClass(/off/)
      await proposeSplit(page, lang)
      await expect(panel(page).locator('[data-loot="l-held"], [data-loot="l-sbag"]')).toHaveCount(0)
      await expect(panel(page).locator('[data-loot="l-potions"]')).toHaveCount(1)
    })
  })
}

// Issue 13 item 3: the split could fill a stash bag only once claimed for someone; the CLI and the split
// run refused an unclaimed one in `into`. The dialog now offers the stash's bag 'for whoever gets it':
// the split gives it to one character and the potions put in it go with it.
for (const lang of ['fr', 'en'] as const) {
  const option =
    lang === 'fr'
      ? /^Mettre du butin dans «\sBag of holding \(type I\)\s» de la réserve, à qui le reçoit \(20 unités libres\)$/
      : /^Put loot in the stash’s Bag of holding \(type I\), for whoever gets it \(20 units free\)$/
  test.describe(`${lang} unclaimed stash bag filled`, () => {
    const data = splitCampaign(
      lang,
      'Bag contents',
      [character('Ezren', 'Ana', 10, 'M', null, []), character('Merisiel', 'Léa', 10, 'M', null, [])],
      [line('bag-of-holding-1', 1, { id: 'l-sbag', capacity: 20 }), line('potion', 40, { id: 'l-potions' })]
    )
    test.use({ locale: lang === 'fr' ? 'fr-FR' : 'en-US', colorScheme: 'light', campaignData: data })

    test('the stash’s bag, claimed by nobody, goes to one character with the potions the split puts in it', async ({
      page,
      app
    }) => {
      const dialog = await openSplitDialog(page, app.url, lang)
      await dialog.getByRole('checkbox', { name: option }).check()
      await page.screenshot({ path: `${OUT}split-bag-unclaimed-dialog-${lang}.png` })
      await proposeSplit(page, lang)
      const carrier = await panel(page).locator('[data-loot="l-sbag"] [data-row]').getAttribute('data-character')
      const inside = panel(page).locator(`[data-loot="l-potions"] [data-in="l-sbag"][data-character="${carrier}"]`)
      await expect(inside).toHaveCount(1)
      await expect(inside.locator('.why')).toHaveAttribute('aria-label', /.+/)
      await expect(panel(page).locator('[data-participant] [data-tier="light"]')).toHaveCount(2)
      await page.screenshot({ path: `${OUT}split-bag-unclaimed-${lang}.png` })
      await applySplit(page, lang)
      await app.flush()
      await expect.poll(async () => (await app.readCampaign()).stash.length).toBe(0)
      const holder = (await app.readCampaign()).characters.find((c) => c.id === carrier)!
      expect(holder.inventory.find((l) => l.id === 'l-sbag')?.ref.id).toBe('bag-of-holding-1')
      const held = holder.inventory.filter((l) => l.in === 'l-sbag').reduce((s, l) => s + l.quantity, 0)
      expect(held).toBeGreaterThan(0)
      expect(held).toBeLessThanOrEqual(20)
    })
  })
}
