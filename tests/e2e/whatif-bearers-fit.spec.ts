// Issue 13 review, bug: in what-if mode with mounts and hirelings in their rows under their owners'
// cards, the card list overflowed at 1366×768 (644 px of content in a 610 px area) and scrolling hid
// the first cards' top line. Six adventurers, three owned bearers and a mule of nobody's, what-if on
// with an effect tried (its chip on the bar): every card and every bearer row whole in the list's
// view, nothing to scroll, no name cut. French and English.
// Regression (issue 13): a bearer row cut its reason at 1366×768 ("Tout reste d…", the whole text in a
// tooltip only): a GM must read it at a glance. No bearer row's reason is cut, at rest or in what-if.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { sixWithBearers } from './ui-campaigns'

const T = {
  en: {
    locale: 'en-US',
    whatIf: 'What-if',
    tryEffect: 'Try',
    bulls: /^Bull’s Strength/,
    // RULES.md §13: a size and a strength change; the menu said the size only
    sizeEffects: [
      ['Enlarge Person', 'Size +1, STR +2'],
      ['Reduce Person', 'Size −1, STR −2']
    ]
  },
  fr: {
    locale: 'fr-FR',
    whatIf: 'Simulation',
    tryEffect: 'Essayer',
    bulls: /^Force de taureau/,
    sizeEffects: [
      ['Agrandissement', 'Taille +1, FOR +2'],
      ['Rapetissement', 'Taille −1, FOR −2']
    ]
  }
}

interface Box {
  what: string
  top: number
  bottom: number
}

/** Every card and bearer row against the card list's visible box; the list's scroll figures. */
async function measure(page: Page) {
  return page.locator('ul.cards').evaluate((list) => {
    const view = list.getBoundingClientRect()
    const boxes: Box[] = [...list.querySelectorAll<HTMLElement>('article[data-character], [data-bearer]')].map((el) => {
      const r = el.getBoundingClientRect()
      const what = el.dataset['bearer'] ?? el.querySelector('h3')?.textContent?.trim() ?? '?'
      return { what, top: r.top - view.top, bottom: r.bottom - view.top }
    })
    const cutNames = [...list.querySelectorAll<HTMLElement>('article[data-character] h3, [data-bearer] .name')]
      .filter((n) => n.scrollWidth > n.clientWidth + 1)
      .map((n) => n.textContent)
    // a reason cut: its text wider than its box (to the fraction of a pixel: Chromium paints an ellipsis
    // for 0.14 px too many, which scrollWidth rounds away), or an ellipsis in its words
    const cutReasons = [...list.querySelectorAll<HTMLElement>('[data-bearer] .reason')]
      .filter((n) => {
        const text = document.createRange()
        text.selectNodeContents(n)
        const over = text.getBoundingClientRect().width > n.getBoundingClientRect().width + 0.01
        return over || n.scrollWidth > n.clientWidth || (n.textContent ?? '').includes('…')
      })
      .map((n) => n.textContent)
    return {
      height: view.height,
      client: list.clientHeight,
      scroll: list.scrollHeight,
      windowBottom: view.bottom,
      boxes,
      cutNames,
      cutReasons
    }
  })
}

for (const lang of ['fr', 'en'] as const) {
  const t = T[lang]
  test.describe(lang, () => {
    test.use({
      campaignData: sixWithBearers(lang),
      locale: t.locale,
      colorScheme: 'light',
      viewport: { width: 1366, height: 768 }
    })

    test(`what-if with bearers: six cards and their bearer rows fit at 1366×768, nothing scrolled out (${lang})`, async ({
      page,
      app
    }) => {
      await page.goto(app.url)
      const cards = page.locator('article[data-character]')
      await expect(cards).toHaveCount(6)
      await expect(page.locator('[data-bearer]')).toHaveCount(4)
      for (const row of await page.locator('[data-bearer]').all()) await expect(row).toHaveAttribute('data-tier', /./)
      await page.mouse.move(0, 0)
      await page.screenshot({ path: `test-results/whatif-bearers-fit-rest-${lang}.png` })
      expect((await measure(page)).cutReasons, 'reasons cut at rest').toEqual([])
      await page.getByRole('button', { name: t.whatIf, exact: true }).click()
      await cards.nth(1).getByRole('button', { name: t.tryEffect }).click()
      for (const [name, hint] of t.sizeEffects)
        await expect(page.getByRole('menuitem', { name, exact: true })).toHaveText(`${name}${hint}`)
      await page.getByRole('menuitem', { name: t.bulls }).click()
      await expect(page.locator('[data-whatif-changes] li')).toHaveCount(1)
      await expect(cards.nth(1).locator('.stat.delta').first()).toContainText('12')
      await page.mouse.move(0, 0)
      await page.screenshot({ path: `test-results/whatif-bearers-fit-${lang}.png` })

      const m = await measure(page)
      console.log(
        `what-if with bearers (${lang}): content ${m.scroll} px in ${m.client} px, list ends at ${m.windowBottom.toFixed(0)} px`
      )
      expect(m.boxes).toHaveLength(10)
      const outside = m.boxes.filter((b) => b.top < -0.5 || b.bottom > m.height + 0.5)
      expect(outside).toEqual([])
      expect(m.scroll).toBeLessThanOrEqual(m.client + 1)
      expect(m.windowBottom).toBeLessThanOrEqual(768)
      expect(m.cutNames).toEqual([])
      expect(m.cutReasons, 'reasons cut in what-if').toEqual([])

      // Regression (issue 13 walk): a second and a third effect tried wrapped the French bar onto two
      // lines (its sentence, its count, its chips), 20 px more: the mule's strip left the list's view.
      // The bar stays one line; every card and row still fits.
      const bar = page.getByRole('region', { name: t.whatIf })
      const oneLine = await bar.evaluate((el) => el.getBoundingClientRect().height)
      for (const [i, effect] of [
        [0, t.sizeEffects[0]![0]],
        [3, t.sizeEffects[1]![0]]
      ] as const) {
        await cards.nth(i).getByRole('button', { name: t.tryEffect }).click()
        await page.getByRole('menuitem', { name: effect, exact: true }).click()
      }
      await expect(page.locator('[data-whatif-changes] li')).toHaveCount(3)
      await page.mouse.move(0, 0)
      await page.screenshot({ path: `test-results/whatif-bearers-fit-3-effects-${lang}.png` })
      expect(await bar.evaluate((el) => el.getBoundingClientRect().height)).toBeLessThanOrEqual(oneLine + 0.5)
      const three = await measure(page)
      expect(three.boxes.filter((b) => b.top < -0.5 || b.bottom > three.height + 0.5)).toEqual([])
      expect(three.scroll).toBeLessThanOrEqual(three.client + 1)
      expect(three.cutReasons).toEqual([])
    })
  })
}
