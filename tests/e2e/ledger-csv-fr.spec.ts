// Issue 14 item 4 through the real export: a French campaign's ledger downloaded from the export dialog
// (French UI, in Chromium against the real browser host) opens as columns in a French spreadsheet:
// the file is read as LibreOffice or Excel under a French locale read it (';' between fields, quoted
// fields with doubled quotes, decimal comma, no thousands mark), every row has the six columns, and
// quantities and notes come back as the ledger holds them.
import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Campaign } from '@shared/campaign/schema'
import { frenchNumber, parseCsv } from '../unit/export/helpers'
import { expect, SAMPLE_CAMPAIGN, test } from './fixtures'

/** A French campaign whose ledger notes hold the separator, a comma and a quote. */
function frenchCampaign(): Campaign {
  const c = JSON.parse(readFileSync(SAMPLE_CAMPAIGN, 'utf8')) as Campaign
  c.exportLanguage = 'fr'
  c.ledger[0]!.note = 'Trésor de Nualia ; 4 120 po, dit « le magot » et "la dîme"'
  return c
}

test.use({ locale: 'fr-FR', colorScheme: 'light', campaignData: frenchCampaign() })

test('the ledger CSV of a French campaign opens as columns in a French spreadsheet', async ({ page, app }) => {
  const campaign = await app.readCampaign()
  await page.goto(app.url)
  await expect(page.locator('article[data-character]').first()).toHaveAttribute('data-tier', /.+/)
  await page.getByRole('button', { name: 'Fichier : campagne, exports, sauvegardes' }).click()
  await page.getByRole('menuitem', { name: 'Exporter…' }).click()
  const dialog = page.locator('dialog[open]')
  await dialog.getByRole('radio', { name: /^Registre/ }).check()
  // The French default: semicolons (and decimal commas).
  await expect(dialog.getByRole('radio', { name: /^Points-virgules/ })).toBeChecked()
  const download = page.waitForEvent('download')
  await dialog.getByRole('button', { name: 'Télécharger' }).click()
  const file = await download
  const path = join(app.dir, 'registre.csv')
  await file.saveAs(path)
  const bytes = await readFile(path)
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]) // UTF-8 BOM: accents survive Excel
  const text = bytes.toString('utf8').slice(1)
  const rows = parseCsv(text, ';')

  expect(rows[0]).toEqual(['Quand', 'Objet', 'Qté', 'De', 'Vers', 'Note'])
  expect(rows).toHaveLength(campaign.ledger.length + 1)
  for (const r of rows) expect(r).toHaveLength(6)
  // 4,120 gp reads as the number 4120, not 4.12 nor text; every quantity as the ledger holds it.
  expect(rows.slice(1).map((r) => frenchNumber(r[2]!))).toEqual(campaign.ledger.map((e) => e.quantity))
  expect(rows.slice(1).map((r) => r[5])).toEqual(campaign.ledger.map((e) => e.note ?? ''))
  expect(rows[1]![5]).toBe('Trésor de Nualia ; 4 120 po, dit « le magot » et "la dîme"')
  // Read with a comma instead (an English spreadsheet), the same file would not line up.
  expect(parseCsv(`${text.split('\r\n')[0]}\r\n`, ',')[0]).toHaveLength(1)
})
