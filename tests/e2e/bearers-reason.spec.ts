// Regression (issue 13, stop 18 "still open" 2): a bearer row's reason was cut with an ellipsis at the
// card's width (about 300 px at 1366×768), the whole text on mouse hover only (a `title`). A keyboard GM
// focusing the row saw "Tout reste d…"; the reason now opens in full over what lies below when the row
// has the keyboard focus or the pointer, nothing else on the page moving, and the row's button names the
// whole reason for a screen reader. French first: the longer language.
// Regression (issue 13): the whole reason opened above the row, over its owner's card, and covered the card's last
// line (its headroom, "−5 potions → medium"): it is now laid over the row itself, growing downward.
// Since the row shows its reason whole at rest (shorter words where the sentence has no room:
// whatif-bearers-fit), focus and hover lay the whole sentence over it.
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { sixWithBearers } from './ui-campaigns'

const ROWS = ['b-warhorse', 'b-pony', 'b-porter', 'b-mule']
const row = (page: Page, id: string): Locator => page.locator(`[data-bearer="${id}"]`)

/** The row's reason: its text, whether it is cut in the row, and whether the whole of it is painted
 * where the GM looks (the copy shown above the row on focus and hover, else the row's own). */
async function reasonShown(r: Locator) {
  return r.evaluate((row) => {
    const own = row.querySelector<HTMLElement>('.reason')!
    const full = row.querySelector<HTMLElement>('[data-reason-full]')
    const el = full && getComputedStyle(full).display !== 'none' ? full : own
    const box = el.getBoundingClientRect()
    const copy = box
    return {
      /** How far the shown reason reaches above the row (over its owner's card's last line). */
      above: Math.max(0, Math.round(row.getBoundingClientRect().top - copy.top)),
      /** The whole sentence; `rest`, what the row itself shows. */
      text: full?.textContent ?? '',
      rest: own.textContent ?? '',
      shown: el.textContent ?? '',
      whole: el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1,
      inWindow: box.top >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth && box.left >= 0,
      // painted on top: what the window shows at the reason's last line is the reason
      onTop: el.contains(document.elementFromPoint(box.right - 6, box.bottom - 4))
    }
  })
}

/** Where every card and bearer row is: focusing or hovering one row moves nothing else. */
const layout = (page: Page) =>
  page.locator('article[data-character], [data-bearer]').evaluateAll((els) =>
    els.map((el) => {
      const b = el.getBoundingClientRect()
      return [b.x, b.y, b.width, b.height]
    })
  )

for (const lang of ['fr', 'en'] as const) {
  test.describe(lang, () => {
    test.use({
      campaignData: sixWithBearers(lang),
      locale: lang === 'fr' ? 'fr-FR' : 'en-US',
      viewport: { width: 1366, height: 768 },
      colorScheme: 'light'
    })

    test(`a bearer row's whole reason on keyboard focus, on hover and for a screen reader (${lang})`, async ({
      page,
      app
    }) => {
      await page.goto(app.url)
      for (const id of ROWS) await expect(row(page, id)).toHaveAttribute('data-tier', /light|medium|heavy|over/)
      const at = await layout(page)
      // the rows under the cards show shorter words at rest, whole (the test would prove nothing otherwise)
      const horse = await reasonShown(row(page, 'b-warhorse'))
      expect(horse.whole).toBe(true)
      expect(horse.rest).not.toBe(horse.text)

      for (const id of ROWS) {
        const r = row(page, id)
        const open = r.getByRole('button').first()
        const { text } = await reasonShown(r)
        expect(text.length).toBeGreaterThan(5)
        // a screen reader: the button says the whole reason
        await expect(open).toHaveAccessibleName(new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))

        // the keyboard: Tab onto the row (from the element before it), the reason opens in full
        await open.focus()
        await page.keyboard.press('Shift+Tab')
        await page.keyboard.press('Tab')
        await expect(open).toBeFocused()
        const focused = await reasonShown(r)
        expect(focused, `${id} focused`).toMatchObject({
          shown: text,
          whole: true,
          inWindow: true,
          onTop: true,
          above: 0
        })
        expect(await layout(page)).toEqual(at)
        if (id === 'b-warhorse') await page.screenshot({ path: `test-results/bearers-reason-focus-${lang}.png` })
        await open.blur()

        // the pointer: the same
        await open.hover()
        expect(await reasonShown(r), `${id} hovered`).toMatchObject({
          shown: text,
          whole: true,
          inWindow: true,
          onTop: true,
          above: 0
        })
        expect(await layout(page)).toEqual(at)
        await page.mouse.move(2, 760)
      }
      await page.screenshot({ path: `test-results/bearers-reason-rest-${lang}.png` })
    })
  })
}
