// Regression: on the stash, the sale toolbar's "Sélectionner" / "Select" sat alone on a row of its own
// under the stash's tools, wasting a row of the list's height at 1366×768. It now flows in the same row
// of tools as "Partager le butin" / "Split loot" where it fits, and covers none of them.
import type { Locator } from '@playwright/test'
import { expect, test } from './fixtures'
import type { Campaign } from '@shared/campaign/schema'
import { line, sixAdventurers } from './ui-campaigns'

const box = async (l: Locator) => (await l.boundingBox())!

/** The stash with a line whose name wraps in the narrow column, and a long catalog name. */
function withLongNames(c: Campaign): Campaign {
  return {
    ...c,
    stash: [
      ...c.stash,
      line('dagger', 2, { name: 'Dague de cérémonie du grand prêtre de Sarenrae' }),
      line('potion-cure-light-wounds', 3)
    ]
  } as Campaign
}

for (const lang of ['fr', 'en'] as const) {
  test.describe(lang, () => {
    test.use({
      locale: lang === 'fr' ? 'fr-FR' : 'en-GB',
      colorScheme: 'light',
      campaignData: withLongNames(sixAdventurers(lang)),
      viewport: { width: 1366, height: 768 }
    })

    test(`the stash's "select" button shares the tools' last row, not a row of its own (${lang})`, async ({
      page,
      app
    }) => {
      await page.goto(app.url)
      const stash = page.locator('section[data-holder="stash"]')
      const header = stash.locator('header')
      const buttons = header.getByRole('button')
      const select = header.getByRole('button', { name: lang === 'fr' ? 'Sélectionner' : 'Select', exact: true })
      const split = header.getByRole('button', { name: lang === 'fr' ? 'Partager le butin' : 'Split loot' })
      await expect(select).toBeVisible()
      await expect(split).toBeVisible()
      const s = await box(select)
      const p = await box(split)
      expect(Math.abs(s.y + s.height / 2 - (p.y + p.height / 2))).toBeLessThan(2) // one row
      // nothing covers anything: every button of the header lies inside the panel and apart from the others
      const n = await buttons.count()
      expect(n).toBeGreaterThanOrEqual(5)
      const panel = await box(stash)
      const boxes = []
      for (let i = 0; i < n; i++) boxes.push(await box(buttons.nth(i)))
      for (const [i, a] of boxes.entries()) {
        expect(a.x).toBeGreaterThanOrEqual(panel.x)
        expect(a.x + a.width).toBeLessThanOrEqual(panel.x + panel.width)
        for (const b of boxes.slice(i + 1)) {
          const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y
          expect(apart).toBe(true)
        }
      }
      await stash.screenshot({ path: `test-results/stash-header-${lang}.png` })
      // each row's buttons, shown on hover, are what a click there reaches: no name covers them
      const rows = stash.locator('li[data-line]')
      const covered: string[] = []
      for (let i = 0; i < (await rows.count()); i++) {
        const row = rows.nth(i)
        await row.hover()
        const edit = row.locator('[data-edit-line]').first()
        await expect(edit).toBeVisible()
        const hit = await edit.evaluate((el) => {
          const r = el.getBoundingClientRect()
          const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)
          return top === el || el.contains(top) ? null : (top?.textContent ?? '').trim().slice(0, 40)
        })
        if (hit !== null) covered.push(`${await row.getAttribute('aria-label')}: under "${hit}"`)
      }
      await rows.last().hover()
      await stash.screenshot({ path: `test-results/stash-rows-hover-${lang}.png` })
      expect(covered).toEqual([])
      // picking lines: the pick tools join the row too, still inside the panel
      await select.click()
      await expect(header.locator('[data-picked-count]')).toBeVisible()
      const count = await box(header.locator('[data-picked-count]'))
      expect(count.x + count.width).toBeLessThanOrEqual(panel.x + panel.width)
      await stash.screenshot({ path: `test-results/stash-header-picking-${lang}.png` })
    })
  })
}
