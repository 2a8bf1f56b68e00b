// Bug (issue 13, last stop): lost drop preview over a card's armour line. With the card's reason lines
// at line-height 1.25, a drag resting on the centre of a heavy card fell on its armour line and no drop
// preview showed (hidden, over = false). The cause: a card became "over" on dragover only, and the one
// pointer position over an element the pointer has just entered gets a dragenter and no dragover. A
// drag that stops on any line of a card (name, player, tier, stats, armour, effects, each reason and
// threshold, the export button) or on a bearer's row must show the preview there. French and English.
import { dragOver, flickOnto } from './drag'
import { expect, test } from './fixtures'
import { sixWithBearers } from './ui-campaigns'

for (const lang of ['en', 'fr'] as const) {
  test.describe(lang, () => {
    test.use({ campaignData: sixWithBearers(lang), locale: lang === 'en' ? 'en-US' : 'fr-FR', colorScheme: 'light' })

    test(`lost drop preview over a card's armour line: a drag resting on any line of a card or on a bearer's row shows the preview (${lang})`, async ({
      page,
      app
    }) => {
      await page.goto(app.url)
      const cards = page.locator('article[data-character]')
      await expect(cards).toHaveCount(6)
      await expect(page.locator('[data-bearer]')).toHaveCount(4)
      const valeros = cards.first()
      const preview = valeros.locator('[data-drop-preview]')
      const chest = page.locator('[data-holder=stash] li[data-line="l-chest"]')
      const outside = page.locator('.party .bar')

      // as consequence.spec drags: the pointer comes to rest on the card's centre
      await dragOver(page, chest, valeros)
      await expect(preview).toBeVisible()
      await flickOnto(page, outside)
      await expect(preview).toBeHidden()

      const lines = {
        name: valeros.locator('h3 .name'),
        player: valeros.locator('header .player'),
        tier: valeros.locator('.strip'),
        stats: valeros.locator('.stats').first(),
        armour: valeros.locator('.armour-line'),
        'armour name': valeros.locator('.armour-name'),
        effects: valeros.locator('dl.effects'),
        reason: valeros.locator('.why li.reason').first(),
        'nearest threshold': valeros.locator('.why li.next').first(),
        'lighter threshold': valeros.locator('.why li.next').last(),
        'export button': valeros.locator('header button[aria-haspopup=menu]')
      }
      await expect(valeros.locator('.why li.next')).toHaveCount(2)
      const missed: string[] = []
      for (const [what, at] of Object.entries(lines)) {
        await flickOnto(page, at)
        // the preview is visible at once or never: nothing else happens while the pointer rests
        if (
          !(await preview.isVisible()) &&
          !(await preview.waitFor({ state: 'visible', timeout: 1500 }).then(
            () => true,
            () => false
          ))
        )
          missed.push(what)
        await flickOnto(page, outside)
        await expect(preview).toBeHidden()
      }
      expect(missed).toEqual([])

      // the warhorse's row under Valeros's card: its own preview
      const horse = page.locator('[data-bearer="b-warhorse"]')
      await flickOnto(page, horse.locator('.reason'))
      await expect(horse.locator('[data-drop-preview]')).toBeVisible()
      await expect(preview).toBeHidden()

      // dropped on the armour line itself, the chest goes to Valeros
      await flickOnto(page, lines.armour)
      await expect(preview).toBeVisible()
      await page.screenshot({ path: `test-results/drop-preview-armour-line-${lang}.png` })
      await page.mouse.up()
      await expect(preview).toBeHidden()
      await expect
        .poll(async () => (await app.readCampaign()).characters[0]!.inventory.some((l) => l.ref.id === 'chest'))
        .toBe(true)
    })
  })
}
