// A long stash is shown a page at a time (issue 13, speed): the first paint of a campaign with 11,000
// stash lines built 200 rows, and its "+10801" button built every other one at once. The list now
// grows a page at a time as its end scrolls near, or from the button (keyboard), up to every line; a
// line further down still moves by drag as before.
import type { Campaign } from '@shared/campaign/schema'
import { expect, test } from './fixtures'
import { dragOver } from './drag'
import { campaignWith, character, line } from './ui-campaigns'

const LINES = 150

const campaign = (language: 'en' | 'fr') =>
  campaignWith('Long stash', {
    language,
    characters: [character('Amiri', 'Léa', 16, 'M', null, [])],
    stash: Array.from({ length: LINES }, (_, i) => ({ ...line('dagger', 1), id: `s${i}`, notes: `room ${i}` }))
  }) as unknown as Campaign

for (const lang of ['en', 'fr'] as const) {
  test.describe(lang, () => {
    test.use({ locale: lang === 'fr' ? 'fr-FR' : 'en-GB', campaignData: campaign(lang) })

    test(`a long stash shows a page, then the rest as it scrolls or from the button (${lang})`, async ({
      page,
      app
    }) => {
      await page.goto(app.url)
      const stash = page.locator('[data-holder="stash"]')
      const rows = stash.locator('li[data-line]')
      await expect(rows.first()).toBeVisible()
      // the header counts every line; the list builds one page of them
      await expect(stash.locator('header')).toContainText(lang === 'fr' ? '150 lignes' : '150 lines')
      await expect(rows).toHaveCount(60)
      const more = stash.locator('[data-more] button')
      await expect(more).toHaveText(lang === 'fr' ? 'Afficher 60 de plus (90 restants)' : 'Show 60 more (90 left)')
      await expect(stash.getByRole('listitem')).toHaveCount(60) // the button's row is no line for screen readers

      // scrolling to the last row brings the next page
      await rows.last().scrollIntoViewIfNeeded()
      await expect(rows).toHaveCount(120)
      // the button, from the keyboard, brings the rest; then it is gone
      await more.focus()
      await page.keyboard.press('Enter')
      await expect(rows).toHaveCount(LINES)
      await expect(stash.locator('[data-more]')).toHaveCount(0)
      await expect(rows.last()).toHaveAttribute('data-line', `s${LINES - 1}`)

      // a line of the last page drags onto a card as any other
      await dragOver(page, rows.last().locator('.name'), page.locator('article[data-character]').first())
      await page.mouse.up()
      await expect(rows).toHaveCount(LINES - 1)
      await expect.poll(async () => (await app.readCampaign()).stash.length).toBe(LINES - 1)
      await page.screenshot({ path: `test-results/stash-paging-${lang}.png` })
    })
  })
}
