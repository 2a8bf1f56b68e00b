// Issue 14 item 2 through the UI, on the real host and file: the GM ticks lines on the stash or a sheet
// (keyboard too) and sells the selection; lines marked to sell are listed together under a filter and
// sold at once ("Sell all marked"), at a typed rate, the proceeds to a chosen holder; one undo step
// takes a sale back; the ledger says what, at what rate, for how much. French and English.
// Screenshots go to test-results/screenshots/.
import type { Campaign } from '@shared/campaign/schema'
import { expect, test } from './fixtures'
import { campaignWith, character, line } from './ui-campaigns'

const OUT = new URL('../../test-results/screenshots/', import.meta.url).pathname
const RUBY = { name: 'Ruby', nameFr: 'Rubis', valueGp: 50, fullValue: true }

function party(language: 'en' | 'fr'): Campaign {
  return campaignWith('Sandpoint', {
    language,
    characters: [
      character('Valeros', 'Max', 14, 'M', null, [line('coin-gp', 20)]),
      character('Ezren', 'Léa', 10, 'M', null, [
        line('longsword', 1),
        line('dagger', 2, { toSell: true }),
        line('potion', 1, { ...RUBY, toSell: true })
      ])
    ],
    stash: [
      line('coin-cp', 300),
      line('longsword', 3, { toSell: true }),
      line('dagger', 4),
      line('potion', 1, { ...RUBY, toSell: true })
    ]
  }) as unknown as Campaign
}

const coins = (lines: { ref: { id: string }; quantity: number }[]) =>
  lines.filter((l) => l.ref.id.startsWith('coin-')).map((l) => [l.ref.id, l.quantity])

test.describe('en français', () => {
  test.use({ locale: 'fr-FR', colorScheme: 'light', campaignData: party('fr') })

  test('cocher des lignes du trésor au clavier, vendre la sélection, un seul Ctrl+Z', async ({ page, app }) => {
    await page.setViewportSize({ width: 1366, height: 768 })
    await page.goto(app.url)
    const stash = page.locator('[data-holder="stash"]')
    await stash.getByRole('button', { name: 'Sélectionner' }).click()
    await expect(stash.getByRole('button', { name: 'Sélectionner' })).toHaveAttribute('aria-pressed', 'true')
    // keyboard: focus a line's box, Space ticks it
    await stash.getByRole('checkbox', { name: 'Sélectionner Épée longue' }).focus()
    await page.keyboard.press('Space')
    await stash.getByRole('checkbox', { name: 'Sélectionner Dague' }).focus()
    await page.keyboard.press('Space')
    await expect(stash.locator('[data-picked-count]')).toHaveText('2 sélectionnées')
    await page.screenshot({ path: `${OUT}treasure-select-fr.png` })
    await stash.getByRole('button', { name: 'Vendre la sélection…' }).click()
    const dialog = page.locator('[data-sell-dialog]')
    await expect(dialog.locator('[data-sell-row]')).toHaveCount(2)
    await expect(dialog.locator('input[type="checkbox"]:checked')).toHaveCount(2)
    // 3 × 15 po and 4 × 2 po at half value = 26,5 po
    await expect(dialog.locator('[data-sell-total]')).toHaveText('Total : 26,5 po, payés en 2 pp + 6 po + 5 pa')
    await dialog.locator('[data-sell-confirm]').click()
    await expect(dialog).toBeHidden()
    // regression: the toast said "0 ligne vendue pour 0 po" (counted after the sold lines were gone)
    await expect(page.locator('[data-toast]')).toContainText('2 lignes vendues pour 26,5 po')
    await expect(stash.locator('[data-pick-line]')).toHaveCount(0)
    await app.flush()
    let file = await app.readCampaign()
    expect(file.stash.map((l) => l.ref.id)).not.toContain('longsword')
    expect(file.stash.map((l) => l.ref.id)).not.toContain('dagger')
    expect(coins(file.stash)).toEqual([
      ['coin-cp', 300],
      ['coin-pp', 2],
      ['coin-gp', 6],
      ['coin-sp', 5]
    ])
    const sold = file.ledger.filter((e) => e.action === 'sell' && e.ratePercent !== undefined)
    expect(sold.map((e) => [e.ref.id, e.quantity, e.ratePercent, e.proceedsGp])).toEqual([
      ['longsword', 3, 50, 22.5],
      ['dagger', 4, 50, 4]
    ])
    // one undo step takes the whole sale back
    await page.keyboard.press('Control+z')
    // the undo reaches the host on its own time: poll the file
    await expect
      .poll(async () => {
        await app.flush()
        file = await app.readCampaign()
        return file.stash.map((l) => [l.ref.id, l.quantity])
      })
      .toEqual([
        ['coin-cp', 300],
        ['longsword', 3],
        ['dagger', 4],
        ['potion', 1]
      ])
    expect(file.ledger).toEqual([])
  })

  test('filtrer les lignes à vendre, tout vendre à 80 % au profit de Valeros', async ({ page, app }) => {
    await page.setViewportSize({ width: 1366, height: 768 })
    await page.goto(app.url)
    const stash = page.locator('[data-holder="stash"]')
    await expect(stash.locator('[data-line]')).toHaveCount(4)
    await stash.getByRole('button', { name: 'À vendre (2)' }).click()
    await expect(stash.locator('[data-line]')).toHaveCount(2)
    await expect(stash.locator('[data-line] [data-to-sell-tag]')).toHaveCount(2)
    await page.screenshot({ path: `${OUT}treasure-to-sell-filter-fr.png` })
    await stash.getByRole('button', { name: 'Vendre les marquées…' }).click()
    const dialog = page.locator('[data-sell-dialog]')
    await expect(dialog.locator('[data-sell-row]')).toHaveCount(2)
    await expect(dialog.locator('input[type="checkbox"]:checked')).toHaveCount(3) // 2 lines + "only marked"
    await dialog.locator('[data-sell-custom]').check()
    await dialog.locator('[data-sell-rate]').fill('80')
    await dialog.locator('[data-sell-to]').selectOption({ label: 'Valeros' })
    // 3 × 15 po and 50 po at 80 % = 76 po
    await expect(dialog.locator('[data-sell-total]')).toHaveText('Total : 76 po, payés en 7 pp + 6 po')
    await page.screenshot({ path: `${OUT}treasure-sell-marked-fr.png` })
    await dialog.locator('[data-sell-confirm]').click()
    await expect(dialog).toBeHidden()
    // nothing is marked any more: the filter goes, the whole stash shows again
    await expect(stash.locator('[data-line]')).toHaveCount(2)
    await expect(stash.locator('[data-to-sell-filter]')).toHaveCount(0)
    await app.flush()
    const file = await app.readCampaign()
    expect(file.stash.map((l) => l.ref.id)).toEqual(['coin-cp', 'dagger'])
    const valeros = file.characters.find((c) => c.name === 'Valeros')!
    expect(coins(valeros.inventory)).toEqual([
      ['coin-gp', 26],
      ['coin-pp', 7]
    ])
    const sold = file.ledger.filter((e) => e.action === 'sell' && e.ratePercent !== undefined)
    expect(sold.map((e) => [e.ref.id, e.ratePercent, e.valueGp, e.proceedsGp])).toEqual([
      ['longsword', 80, 45, 36],
      ['potion', 80, 50, 40]
    ])
    await page
      .getByRole('button', { name: 'Registre' })
      .or(page.getByRole('link', { name: 'Registre' }))
      .first()
      .click()
    await expect(page.locator('.ledger')).toContainText('vente à 80 % : 36 po')
    await expect(page.locator('.ledger')).toContainText('vente à 80 % : 40 po')
  })
})

test.describe('in English', () => {
  test.use({ locale: 'en-US', colorScheme: 'light', campaignData: party('en') })

  test('on a sheet: the to-sell filter, tick all, sell the selection into the stash', async ({ page, app }) => {
    await page.setViewportSize({ width: 1366, height: 768 })
    await page.goto(app.url)
    await page.locator('article[data-character]', { hasText: 'Ezren' }).getByRole('button', { name: /Ezren/ }).click()
    await expect(page.locator('#sheet-title')).toHaveText('Ezren')
    const sheet = page.locator('section.sheet')
    await sheet.getByRole('button', { name: 'To sell (2)' }).click()
    await expect(sheet.locator('[data-to-sell-list] [data-line]')).toHaveCount(2)
    await sheet.getByRole('button', { name: 'Select', exact: true }).click()
    await sheet.getByRole('button', { name: 'Tick all' }).click()
    await expect(sheet.locator('[data-picked-count]')).toHaveText('2 selected')
    await page.screenshot({ path: `${OUT}treasure-sheet-select-en.png` })
    await sheet.getByRole('button', { name: 'Sell selection…' }).click()
    const dialog = page.locator('[data-sell-dialog]')
    await expect(dialog.locator('[data-sell-row]')).toHaveCount(2)
    // 2 × 2 gp at half value + 50 gp at full value = 52 gp, to the stash by default
    await expect(dialog.locator('[data-sell-total]')).toHaveText('Total: 52 gp, paid as 5 pp + 2 gp')
    await dialog.locator('[data-sell-confirm]').click()
    await expect(dialog).toBeHidden()
    // the selection is sold: focus stays among the list's tools, not in a text field (Ctrl+Z is the app's)
    await expect(sheet.getByRole('button', { name: 'Select', exact: true })).toBeFocused()
    await app.flush()
    let file = await app.readCampaign()
    const ezren = () => file.characters.find((c) => c.name === 'Ezren')!
    expect(ezren().inventory.map((l) => [l.ref.id, l.quantity])).toEqual([['longsword', 1]])
    expect(coins(file.stash)).toEqual([
      ['coin-cp', 300],
      ['coin-pp', 5],
      ['coin-gp', 2]
    ])
    await page.keyboard.press('Control+z')
    await expect
      .poll(async () => {
        await app.flush()
        file = await app.readCampaign()
        return ezren().inventory.map((l) => l.ref.id)
      })
      .toEqual(['longsword', 'dagger', 'potion'])
    expect(coins(file.stash)).toEqual([['coin-cp', 300]])
  })
})
