// Issue 14 items 1–2 through the UI, in French, on the real host and file: the card's headroom line offers
// to consolidate coins that set the tier (preview, then apply), an exchange on the stash, a sale at half
// value and at full value, and the ledger showing the sale. Screenshots go to test-results/screenshots/.
import { readFile } from 'node:fs/promises'
import type { Campaign } from '@shared/campaign/schema'
import { expect, test } from './fixtures'
import { campaignWith, character, line } from './ui-campaigns'

const OUT = new URL('../../test-results/screenshots/', import.meta.url).pathname

function party(): Campaign {
  return campaignWith('Sandpoint', {
    language: 'fr',
    characters: [
      character('Valeros', 'Max', 10, 'M', null, [line('coin-sp', 5000), line('coin-gp', 20)]),
      character('Ezren', 'Léa', 10, 'M', null, [])
    ],
    stash: [
      line('coin-cp', 300),
      line('longsword', 3),
      line('potion', 1, { name: 'Ruby', nameFr: 'Rubis', valueGp: 50, fullValue: true })
    ]
  }) as unknown as Campaign
}

test.use({ locale: 'fr-FR', colorScheme: 'light', campaignData: party() })

test('consolider depuis la ligne de marge, puis changer les pièces de cuivre du trésor', async ({ page, app }) => {
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto(app.url)
  const card = page.locator('article', { hasText: 'Valeros' }).first()
  const offer = card.locator('[data-headroom-consolidate]')
  await expect(offer).toHaveText('Regrouper les pièces')
  await card.screenshot({ path: `${OUT}treasure-card-fr.png` })
  await offer.click()
  const dialog = page.locator('[data-coins-dialog]')
  const preview = dialog.locator('[data-consolidate-preview]')
  // 20 po + 5 000 pa (520 po) → 52 pp: 50,2 units → 0,52, over → light
  await expect(preview).toHaveText(/^20 po \+ 5\s000 pa → 52 pp\u00a0: −49,68 unités, surcharge → légère$/)
  await page.screenshot({ path: `${OUT}treasure-consolidate-fr.png` })
  await dialog.locator('[data-apply-consolidate]').click()
  await expect(dialog).toBeHidden()
  await expect(card.locator('[data-headroom-consolidate]')).toHaveCount(0)
  await app.flush()
  let file = await app.readCampaign()
  expect(file.characters[0]!.inventory.map((l) => [l.ref.id, l.quantity])).toEqual([['coin-pp', 52]])

  // the stash's 300 copper pieces for gold, with a 10 % fee: 223 cp buy 2 gp, 77 cp stay
  await page.locator('[data-holder="stash"] [data-open-coins]').click()
  await dialog.locator('[data-exchange-to]').selectOption('gp')
  await dialog.locator('[data-exchange-fee]').fill('10')
  await expect(dialog.locator('[data-exchange-preview]')).toHaveText(/^223 pc → 2 po\u00a0: −2,21 unités$/)
  await page.screenshot({ path: `${OUT}treasure-exchange-fr.png` })
  await dialog.locator('[data-apply-exchange]').click()
  // the exchange reaches the host on its own time (the CI run read the file before it had): poll the file
  await expect
    .poll(async () => {
      await app.flush()
      file = await app.readCampaign()
      return file.stash.filter((l) => l.ref.id.startsWith('coin-')).map((l) => [l.ref.id, l.quantity])
    })
    .toEqual([
      ['coin-cp', 77],
      ['coin-gp', 2]
    ])
  expect(file.ledger.find((e) => e.action === 'exchange' && e.feeGp)?.feeGp).toBe(0.23)
  // one undo step takes the whole exchange back
  await page.keyboard.press('Control+z')
  // the undo reaches the host on its own time: poll the file
  await expect
    .poll(async () => {
      await app.flush()
      return (await app.readCampaign()).stash.find((l) => l.ref.id === 'coin-cp')?.quantity
    })
    .toBe(300)
})

test('vendre à moitié prix et au prix plein ; le registre le montre', async ({ page, app }) => {
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto(app.url)
  await page.locator('[data-holder="stash"] [data-open-sell]').click()
  const dialog = page.locator('[data-sell-dialog]')
  await dialog.locator('tr', { hasText: 'Épée longue' }).locator('input[type="checkbox"]').check()
  await dialog.locator('tr', { hasText: 'Rubis' }).locator('input[type="checkbox"]').check()
  await expect(dialog.locator('tr', { hasText: 'Épée longue' })).toContainText('50 %')
  await expect(dialog.locator('tr', { hasText: 'Rubis' })).toContainText('100 %')
  // 3 × 15 po at half value + 50 po at full value = 72,5 po
  await expect(dialog.locator('[data-sell-total]')).toHaveText('Total : 72,5 po, payés en 7 pp + 2 po + 5 pa')
  await page.screenshot({ path: `${OUT}treasure-sell-fr.png` })
  await dialog.locator('[data-sell-confirm]').click()
  await expect(dialog).toBeHidden()
  await app.flush()
  const file = await app.readCampaign()
  expect(file.stash.map((l) => [l.ref.id, l.quantity])).toEqual([
    ['coin-cp', 300],
    ['coin-pp', 7],
    ['coin-gp', 2],
    ['coin-sp', 5]
  ])
  await page
    .getByRole('button', { name: 'Registre' })
    .or(page.getByRole('link', { name: 'Registre' }))
    .first()
    .click()
  const ledger = page.locator('.ledger')
  await expect(ledger).toContainText('vente à 50 % : 22,5 po')
  await expect(ledger).toContainText('vente à 100 % : 50 po')
  await expect(ledger).toContainText('produit d’une vente')
  // Regression: the ruby sold showed as 'Ruby' in the French ledger (its English name was recorded)
  const sold = (rate: string) =>
    ledger
      .locator('tbody tr', { hasText: `vente à ${rate}` })
      .locator('td')
      .nth(1)
  await expect(sold('100 %')).toHaveText('Rubis')
  await expect(sold('50 %')).toHaveText('Épée longue')
  await expect(ledger).not.toContainText('Ruby')
  await page.screenshot({ path: `${OUT}treasure-ledger-fr.png` })

  // the same names in the ledger's CSV, as a French spreadsheet reads it (';' between columns; none in these cells)
  await page.getByRole('button', { name: 'Fichier : campagne, exports, sauvegardes' }).click()
  await page.getByRole('menuitem', { name: 'Exporter…' }).click()
  const exporter = page.locator('dialog[open]')
  await exporter.getByRole('radio', { name: /^Registre/ }).check()
  const download = page.waitForEvent('download')
  await exporter.getByRole('button', { name: 'Télécharger' }).click()
  const csv = await (await download).path()
  const rows = (await readFile(csv, 'utf8'))
    .slice(1)
    .trim()
    .split('\r\n')
    .map((r) => r.split(';').map((cell) => cell.replace(/^"(.*)"$/, '$1').replaceAll('""', '"')))
  const named = (note: string) => rows.find((r) => r[5]!.startsWith(note))?.[1]
  expect(named('vente à 100 %')).toBe('Rubis')
  expect(named('vente à 50 %')).toBe('Épée longue')
  expect(rows.map((r) => r[1]).join('|')).not.toContain('Ruby')
})
