// Issue 25 item 11: words a French GM reads without stopping, at 1280×720 in French. Before: the mule's carried
// full plate was listed under "armure lourde portée en sac" (read as worn; there is no sack), the line editor
// asked for the English name first (focused) in French, "Règles maison" wrapped onto two lines in the top bar
// and the quick-add and catalog placeholders were cut. Through the UI on the real browser host.
import type { Locator, Page } from '@playwright/test'
import { messages } from '@shared/i18n'
import { expect, test } from './fixtures'
import { campaignWith, character, line } from './ui-campaigns'
import { card } from './locators'

const FR = messages('fr')

const mule = {
  ...character('Mule', '', 14, 'G', null, [line('full-plate', 1), line('ration', 4)]),
  bearer: 'pack-animal',
  quadruped: true
}
const campaign = campaignWith('La mule de Kesten', {
  language: 'fr',
  characters: [character('Kesten Garess', 'Léa', 12, 'M', null, [line('longsword', 1), line('coin-gp', 30)]), mule]
})

/** The width a field's placeholder needs and the room the field gives it (px). */
function placeholderRoom(input: Locator): Promise<{ text: string; need: number; room: number }> {
  return input.evaluate((el: HTMLInputElement) => {
    const cs = getComputedStyle(el)
    const ctx = document.createElement('canvas').getContext('2d')!
    ctx.font = `${cs.fontStyle} ${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`
    const need = ctx.measureText(el.placeholder).width
    const room = el.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight)
    return { text: el.placeholder, need, room }
  })
}

async function lineCount(el: Locator): Promise<number> {
  // the line boxes of its text: one per line it takes
  return el.evaluate((e) => {
    const range = document.createRange()
    range.selectNodeContents(e)
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size
  })
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screens/${name}.png` })
}

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 1366, height: 768 }
]) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ locale: 'fr-FR', colorScheme: 'light', campaignData: campaign, viewport })

    test(`French words and layout (${viewport.width})`, async ({ page, app }) => {
      await page.goto(app.url)
      // the top bar: "Règles maison" on one line
      const rulesTab = page.getByRole('button', { name: FR.nav.rules, exact: true })
      await expect(rulesTab).toBeVisible()
      expect(await lineCount(rulesTab), 'Règles maison wraps').toBe(1)

      // the mule's full plate (Medium, level 5 for a Large mule) is carried, not worn: no "portées en sac"
      await page.getByRole('group', { name: /^Mule/ }).getByRole('button').first().click()
      const sheet = page.locator('main')
      await expect(sheet).toContainText('Armures intermédiaires transportées')
      await expect(sheet).not.toContainText('en sac')
      await shot(page, `mule-sheet-fr-${viewport.width}`)
      await page.getByRole('button', { name: FR.nav.party, exact: true }).click()

      // the quick-add placeholder is whole
      const quick = page.locator('[data-quick-add]').first()
      const q = await placeholderRoom(quick)
      expect(q.need, `"${q.text}" needs ${q.need.toFixed(0)} px, has ${q.room.toFixed(0)}`).toBeLessThanOrEqual(q.room)
      await shot(page, `party-fr-${viewport.width}`)

      // the line editor asks for the French name first, and focuses it
      await card(page, 'Kesten Garess').getByRole('button', { name: 'Kesten Garess' }).click()
      await page.getByRole('button', { name: 'Modifier Épée longue', exact: true }).click()
      const editor = page.locator('[data-line-editor]')
      const names = editor.locator('label.field').filter({ has: page.locator('input') })
      await expect(names.first()).toContainText(FR.inventory.nameFr)
      await expect(editor.getByLabel(FR.inventory.nameFr)).toBeFocused()
      // the English name's hint is the English name, not the French one again
      await expect(editor.getByLabel(FR.inventory.nameEn)).toHaveAttribute('placeholder', 'Longsword')
      await shot(page, `line-editor-fr-${viewport.width}`)
      await page.keyboard.press('Escape')

      // the catalog's search placeholder is whole
      await page.getByRole('button', { name: FR.nav.catalog, exact: true }).click()
      const search = page.getByRole('searchbox').or(page.getByLabel(FR.catalog.search)).first()
      const s = await placeholderRoom(search)
      expect(s.need, `"${s.text}" needs ${s.need.toFixed(0)} px, has ${s.room.toFixed(0)}`).toBeLessThanOrEqual(s.room)
      await shot(page, `catalog-fr-${viewport.width}`)
    })
  })
}
