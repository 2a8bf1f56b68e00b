// Screenshots of the main screens (party of six, a character sheet, catalog search, a what-if
// preview) in both themes and both languages, saved under test-results/screenshots/ for review,
// and an axe check of each screen in each theme: no serious or critical violation.
import type { Page } from '@playwright/test'
import { mkdir } from 'node:fs/promises'
import { COLOUR_RULES, expectAccessible } from './axe'
import { expect, test } from './fixtures'
import { sixAdventurers } from './ui-campaigns'

const OUT = new URL('../../test-results/screenshots/', import.meta.url).pathname

test.use({ campaignData: sixAdventurers('en') })
test.beforeAll(async () => {
  await mkdir(OUT, { recursive: true })
})

async function axe(page: Page, screen: string, rules?: readonly string[]): Promise<void> {
  const violations = await expectAccessible(page, screen, { ...(rules ? { rules } : {}) })
  console.log(`${screen}: ${violations.join(', ') || 'no violation'}`)
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

/** The page in one theme: the stylesheet follows prefers-color-scheme (theme "system"), so the same page is
 *  repainted. Says whether the page's DOM (its body: lazy chunks add preload links to the head) stayed the
 *  same; when it did, the rules that do not read colours have nothing new to find. */
async function inTheme(page: Page, theme: 'light' | 'dark'): Promise<boolean> {
  const body = () => page.evaluate(() => document.body.outerHTML)
  const before = await body()
  await page.emulateMedia({ colorScheme: theme })
  await expect
    .poll(() => page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches))
    .toBe(theme === 'dark')
  return (await body()) === before
}

/** The rules to run in `theme`: all of them in light; in dark, the colour rules when the DOM is the same. */
function rulesFor(theme: 'light' | 'dark', sameDom: boolean, screen: string): readonly string[] | undefined {
  if (theme === 'light') return undefined
  if (!sameDom) console.log(`${screen}: the DOM changed with the theme, every rule runs in dark too`)
  return sameDom ? COLOUR_RULES : undefined
}

for (const lang of ['en', 'fr'] as const) {
  test.describe(lang, () => {
    test.use({
      locale: lang === 'fr' ? 'fr-FR' : 'en-US',
      colorScheme: 'light',
      viewport: { width: 1366, height: 768 }
    })

    test(`screens in light and dark theme, ${lang}`, async ({ page, app }) => {
      // Six screens, each in both themes with a screenshot and an axe scan: the same page is repainted in
      // the other theme (one page load and one what-if set-up for both themes). The dark scan runs the
      // rules that read colours; the others read the DOM, which inTheme() checks is unchanged (else all run).
      test.setTimeout(360_000)
      const t = T[lang]
      /** Screenshot and axe scan of what is on screen, in light then dark; the page is left in light. */
      const screen = async (name: string, label: string, check?: (theme: 'light' | 'dark') => Promise<void>) => {
        for (const theme of ['light', 'dark'] as const) {
          const same = await inTheme(page, theme)
          await check?.(theme)
          await page.screenshot({ path: `${OUT}${name}-${theme}-${lang}.png` })
          await axe(page, `${label} (${theme}, ${lang})`, rulesFor(theme, same, label))
        }
        await inTheme(page, 'light')
      }
      await page.goto(app.url)
      const cards = page.locator('article[data-character]')
      await expect(cards).toHaveCount(6)
      await expect(cards.first()).toHaveAttribute('data-tier', 'heavy')

      // Party of six: all cards and the stash within 1366×768, nothing to scroll.
      const partyBottom = await fitsSix(page)
      await screen('party', 'party')

      // A character sheet.
      await cards.first().getByRole('button').first().click()
      await expect(page.locator('section[data-character] .group-bar').first()).toBeVisible()
      // Group headings read as headings: "Light weapons", "Armes légères" (the sentences keep lower case).
      const groupNames = await page.locator('section[data-character] .group-bar .name').allTextContents()
      expect(groupNames.length).toBeGreaterThan(1)
      for (const name of groupNames) expect(name).toMatch(/^\p{Lu}/u)
      await screen('sheet', 'sheet')

      // Catalog search.
      await page.getByRole('button', { name: t.catalog, exact: true }).click()
      await page.getByLabel(t.search).fill(lang === 'fr' ? 'epee' : 'sword')
      await expect(page.locator('tr[data-item="longsword"]')).toBeVisible()
      await screen('catalog', 'catalog')

      // A what-if preview: Bull's Strength on Seoni (from her card's Try menu), the stash's potions
      // dragged onto Lem, its 4,000 gold pieces onto Kyra (medium → over limit: the longest before →
      // after in both languages). Six cards still fit, and no tier word is cut, in either theme.
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
      await screen('whatif', 'what-if', async (theme) => {
        const whatIfBottom = await fitsSix(page)
        await stripsReadable(page)
        console.log(
          `fit ${theme}/${lang}: party cards end at ${partyBottom.toFixed(0)} px, what-if at ${whatIfBottom.toFixed(0)} px (window 768)`
        )
      })

      // The what-if effects menu, open.
      await cards.nth(4).getByRole('button', { name: t.tryEffect }).click()
      await expect(page.getByRole('menu')).toBeVisible()
      for (const theme of ['light', 'dark'] as const) {
        const same = await inTheme(page, theme)
        await axe(page, `what-if menu (${theme}, ${lang})`, rulesFor(theme, same, 'what-if menu'))
      }
      await inTheme(page, 'light')
      await page.keyboard.press('Escape')

      if (lang === 'en') {
        // A modal dims the page behind it (the stash panel, beside the dialog, gets clearly darker).
        const beside = { x: 1030, y: 400, width: 320, height: 340 }
        for (const theme of ['light', 'dark'] as const) {
          await inTheme(page, theme)
          const before = await luminance(page, beside)
          await page.keyboard.press('?')
          await expect(page.getByRole('dialog')).toBeVisible()
          const dimmed = await luminance(page, beside)
          console.log(`backdrop ${theme}: page luminance ${before.toFixed(0)} → ${dimmed.toFixed(0)} behind the dialog`)
          expect(dimmed).toBeLessThan(before * 0.7)
          await page.screenshot({ path: `${OUT}shortcuts-${theme}-${lang}.png` })
          await axe(page, `shortcuts (${theme})`) // opened anew in each theme: every rule in both
          await page.keyboard.press('Escape')
          await expect(page.getByRole('dialog')).toHaveCount(0)
        }
        await inTheme(page, 'light')
        await page.getByRole('button', { name: 'Discard' }).click()
        await page.getByRole('button', { name: 'House rules' }).click()
        await screen('rules', 'rules')
        await page.getByRole('button', { name: 'Ledger' }).click()
        await screen('ledger', 'ledger')
      }
    })
  })
}
