// The command palette (Ctrl+K, issue 24 item 3): any command by name, in the current language first,
// the other one too, accents ignored; arrows choose, Enter runs, Escape closes and the focus goes back.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

async function open(page: Page, title: string) {
  await page.keyboard.press('Control+k')
  const palette = page.getByRole('dialog', { name: title })
  await expect(palette).toBeVisible()
  const box = palette.getByRole('combobox')
  await expect(box).toBeFocused()
  return { palette, box }
}

/** The option the combobox points at (aria-activedescendant), by its label; it is the one selected. */
async function expectActive(page: Page, label: string): Promise<void> {
  const box = page.getByRole('dialog').getByRole('combobox')
  await expect
    .poll(() =>
      box.evaluate((el) => {
        const option = document.getElementById(el.getAttribute('aria-activedescendant') ?? '')
        return option?.getAttribute('aria-selected') === 'true' ? option.querySelector('.label')?.textContent : null
      })
    )
    .toBe(label)
}

test('in French: finds commands by their French name, accents ignored, and by their English one', async ({
  page,
  app
}) => {
  await page.goto(app.url)
  await expect(page.locator('.card').first()).toBeVisible()
  await page.getByRole('button', { name: 'Switch the interface to French' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')

  // From a text field (Ctrl+K acts there too); Escape gives the focus back to it.
  const quickAdd = page.locator('[data-quick-add]').first()
  await quickAdd.focus()
  let { palette, box } = await open(page, 'Commandes')
  await expect(palette.getByRole('listbox')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(palette).toHaveCount(0)
  await expect(quickAdd).toBeFocused()

  // "theme" without its accent: "Changer de thème", run by Enter (system → light).
  ;({ box } = await open(page, 'Commandes'))
  await box.fill('theme')
  await expectActive(page, 'Changer de thème')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')

  // A French name: Exporter… opens the export dialog.
  ;({ box } = await open(page, 'Commandes'))
  await box.fill('exporter')
  await expectActive(page, 'Exporter…')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: 'Exporter' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // Not runnable now (no what-if): marked, and Enter leaves it alone.
  ;({ palette, box } = await open(page, 'Commandes'))
  await box.fill('simulation')
  const apply = palette.getByRole('option', { name: /Appliquer la simulation/ })
  await expect(apply).toHaveAttribute('aria-disabled', 'true')
  await expect(apply).toContainText('indisponible pour l’instant')
  await expect(palette.getByRole('option', { name: /Lancer ou quitter la simulation/ })).toHaveAttribute(
    'aria-disabled',
    'false'
  )
  await page.screenshot({ path: 'test-results/palette-fr.png' })
  await page.keyboard.press('ArrowDown')
  await expectActive(page, 'Appliquer la simulation')
  await page.keyboard.press('Enter')
  await expect(palette).toBeVisible()
  await expect(page.locator('.app')).not.toHaveClass(/whatif/)

  // Arrows choose among the cards: the second sheet.
  await box.fill('fiche')
  await expectActive(page, 'Ouvrir la fiche de Borin Ironfist')
  await page.keyboard.press('ArrowDown')
  await expectActive(page, 'Ouvrir la fiche d’Aria Swiftwind')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Aria Swiftwind', level: 2 })).toBeVisible()

  // The English name finds the French command, after the French matches.
  ;({ palette, box } = await open(page, 'Commandes'))
  await box.fill('keyboard shortcuts')
  await expectActive(page, 'Raccourcis clavier')
  await expect(palette.getByRole('option').first()).toContainText('Keyboard shortcuts')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: 'Raccourcis clavier' })).toBeVisible()
})

test('in English: an English name runs, a French one is found too', async ({ page, app }) => {
  await page.goto(app.url)
  await expect(page.locator('.card').first()).toBeVisible()

  let { palette, box } = await open(page, 'Commands')
  await box.fill('what-if')
  await expectActive(page, 'Start or leave what-if')
  await expect(palette.getByRole('option', { name: /Apply the what-if/ })).toContainText('not available now')
  await page.screenshot({ path: 'test-results/palette-en.png' })
  await page.keyboard.press('Enter')
  await expect(page.locator('.app')).toHaveClass(/whatif/)

  // Now the what-if is on, Apply is runnable (Ctrl+Enter shown beside it).
  ;({ palette, box } = await open(page, 'Commands'))
  await box.fill('apply')
  const apply = palette.getByRole('option', { name: /Apply the what-if/ })
  await expect(apply).toHaveAttribute('aria-disabled', 'false')
  await expect(apply.locator('kbd')).toHaveText('Ctrl+Enter')
  await page.keyboard.press('Enter')
  await expect(page.locator('.app')).not.toHaveClass(/whatif/)

  // "registre" is the French name of the Ledger.
  ;({ box } = await open(page, 'Commands'))
  await box.fill('registre')
  await expectActive(page, 'Ledger')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Ledger', level: 2 })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Ledger' })).toHaveAttribute('aria-current', 'page')
})
