// Screenshots of the main screens (party of six, a character sheet, catalog search, a what-if
// preview) in both themes and both languages, saved under test-results/screenshots/ for review,
// and an axe check of each screen: no serious or critical violation.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { mkdir } from 'node:fs/promises'
import { expect, test } from './fixtures'
import { sixAdventurers } from './ui-campaigns'

const OUT = new URL('../../test-results/screenshots/', import.meta.url).pathname

test.use({ campaignData: sixAdventurers('en') })
test.beforeAll(async () => {
  await mkdir(OUT, { recursive: true })
})

async function axe(page: Page, screen: string): Promise<void> {
  const result = await new AxeBuilder({ page }).analyze()
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  console.log(`${screen}: ${result.violations.map((v) => `${v.id} (${v.impact})`).join(', ') || 'no violation'}`)
  expect(
    bad.map(
      (v) =>
        `${screen}: ${v.id} (${v.impact}) ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`
    )
  ).toEqual([])
}

const T = {
  en: {
    catalog: 'Catalog',
    search: 'Search items',
    whatIf: 'What-if',
    tryEffect: 'Try',
    bulls: /^Bull’s Strength/,
    party: 'Party',
    back: 'Back to the party'
  },
  fr: {
    catalog: 'Catalogue',
    search: 'Rechercher un objet',
    whatIf: 'Simulation',
    tryEffect: 'Essayer',
    bulls: /^Force de taureau/,
    party: 'Groupe',
    back: 'Retour au groupe'
  }
}

/** Every card and the stash within the window, the card list not scrolling: returns the lowest card bottom. */
async function fitsSix(page: Page): Promise<number> {
  const cards = page.locator('article[data-character]')
  await expect(cards).toHaveCount(6)
  const bottoms = await cards.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().bottom))
  for (const bottom of bottoms) expect(bottom).toBeLessThanOrEqual(768)
  const list = page.locator('main ul').first()
  expect(await list.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true)
  return Math.max(...bottoms)
}

/** No word of a card's tier strip is cut (no ellipsis, nothing outside the strip). */
async function stripsReadable(page: Page): Promise<void> {
  const cut = await page.locator('article[data-character] .strip').evaluateAll((strips) =>
    strips.flatMap((strip) => {
      const box = strip.getBoundingClientRect()
      return [...strip.querySelectorAll<HTMLElement>('.word')]
        .filter(
          (w) =>
            w.scrollWidth > w.clientWidth + 1 ||
            w.getBoundingClientRect().right > box.right + 0.5 ||
            w.getBoundingClientRect().bottom > box.bottom + 0.5
        )
        .map((w) => w.textContent)
    })
  )
  expect(cut).toEqual([])
}

/** Mean luminance (0–255) of a region as painted, read back from a whole-window screenshot (not the
 *  CSS: getComputedStyle reported the modal's backdrop colour while the window showed none). */
async function luminance(page: Page, region: { x: number; y: number; width: number; height: number }): Promise<number> {
  const png = [...(await page.screenshot())]
  return page.evaluate(
    async ({ bytes, r }) => {
      const bitmap = await createImageBitmap(new Blob([new Uint8Array(bytes)], { type: 'image/png' }))
      const ctx = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!
      ctx.drawImage(bitmap, 0, 0)
      const data = ctx.getImageData(r.x, r.y, r.width, r.height).data
      let sum = 0
      for (let i = 0; i < data.length; i += 4) sum += 0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]!
      return sum / (data.length / 4)
    },
    { bytes: png, r: region }
  )
}

for (const theme of ['light', 'dark'] as const) {
  for (const lang of ['en', 'fr'] as const) {
    test(`screens in ${theme} theme, ${lang}`, async ({ browser, app }) => {
      // Six screens, each with an axe scan and a screenshot: ~40 s on a loaded 2-core machine.
      test.setTimeout(180_000)
      const context = await browser.newContext({
        locale: lang === 'fr' ? 'fr-FR' : 'en-US',
        colorScheme: theme,
        viewport: { width: 1366, height: 768 }
      })
      const page = await context.newPage()
      const t = T[lang]
      const shot = (name: string) => page.screenshot({ path: `${OUT}${name}-${theme}-${lang}.png` })
      await page.goto(app.url)
      const cards = page.locator('article[data-character]')
      await expect(cards).toHaveCount(6)
      await expect(cards.first()).toHaveAttribute('data-tier', 'heavy')

      // Party of six: all cards and the stash within 1366×768, nothing to scroll.
      const partyBottom = await fitsSix(page)
      await shot('party')
      await axe(page, `party (${theme}, ${lang})`)

      // A character sheet.
      await cards.first().getByRole('button').first().click()
      await expect(page.locator('section[data-character] .group-bar').first()).toBeVisible()
      // Group headings read as headings: "Light weapons", "Armes légères" (the sentences keep lower case).
      const groupNames = await page.locator('section[data-character] .group-bar .name').allTextContents()
      expect(groupNames.length).toBeGreaterThan(1)
      for (const name of groupNames) expect(name).toMatch(/^\p{Lu}/u)
      await shot('sheet')
      await axe(page, `sheet (${theme}, ${lang})`)

      // Catalog search.
      await page.getByRole('button', { name: t.catalog, exact: true }).click()
      await page.getByLabel(t.search).fill(lang === 'fr' ? 'epee' : 'sword')
      await expect(page.locator('tr[data-item="longsword"]')).toBeVisible()
      await shot('catalog')
      await axe(page, `catalog (${theme}, ${lang})`)

      // A what-if preview: Bull's Strength on Seoni (from her card's Try menu), the stash's potions
      // dragged onto Lem, its 4,000 gold pieces onto Kyra (medium → over limit: the longest before →
      // after in both languages). Six cards still fit, and no tier word is cut.
      await page.getByRole('button', { name: t.party, exact: true }).click()
      await page.getByRole('button', { name: t.whatIf }).click()
      await cards.nth(1).getByRole('button', { name: t.tryEffect }).click()
      await page.getByRole('menuitem', { name: t.bulls }).click()
      await expect(cards.nth(1).locator('.stat.delta').first()).toContainText('12')
      await page.locator('[data-holder=stash] li').nth(4).dragTo(cards.nth(2))
      await expect(cards.nth(2)).toHaveAttribute('data-tier', 'medium')
      await page.locator('[data-holder=stash] li').nth(0).dragTo(cards.nth(3))
      await expect(cards.nth(3)).toHaveAttribute('data-tier', 'over')
      await expect(cards.nth(3).locator('.strip [data-tier=medium]')).toBeVisible()
      await expect(cards.nth(3).locator('.why .reason')).toHaveText(/:\s4[\s,]000 /) // 'Cannot move with this load: 4,000 coins → over'
      await page.mouse.move(0, 0)
      await shot('whatif')
      const whatIfBottom = await fitsSix(page)
      await stripsReadable(page)
      console.log(
        `fit ${theme}/${lang}: party cards end at ${partyBottom.toFixed(0)} px, what-if at ${whatIfBottom.toFixed(0)} px (window 768)`
      )
      await axe(page, `what-if (${theme}, ${lang})`)

      // The what-if effects menu, open.
      await cards.nth(4).getByRole('button', { name: t.tryEffect }).click()
      await expect(page.getByRole('menu')).toBeVisible()
      await axe(page, `what-if menu (${theme}, ${lang})`)
      await page.keyboard.press('Escape')

      if (lang === 'en') {
        // A modal dims the page behind it (the stash panel, beside the dialog, gets clearly darker).
        const beside = { x: 1030, y: 400, width: 320, height: 340 }
        const before = await luminance(page, beside)
        await page.keyboard.press('?')
        await expect(page.getByRole('dialog')).toBeVisible()
        const dimmed = await luminance(page, beside)
        console.log(`backdrop ${theme}: page luminance ${before.toFixed(0)} → ${dimmed.toFixed(0)} behind the dialog`)
        expect(dimmed).toBeLessThan(before * 0.7)
        await shot('shortcuts')
        await axe(page, `shortcuts (${theme})`)
        await page.keyboard.press('Escape')
        await page.getByRole('button', { name: 'Discard' }).click()
        await page.getByRole('button', { name: 'House rules' }).click()
        await shot('rules')
        await axe(page, `rules (${theme})`)
        await page.getByRole('button', { name: 'Ledger' }).click()
        await shot('ledger')
        await axe(page, `ledger (${theme})`)
      }
      await context.close()
    })
  }
}
