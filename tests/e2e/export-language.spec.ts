// Regression (issue 25 item 2): one language model. The interface follows the GM (the OS language at first start,
// then the GM's choice, kept on this machine); it is not an undoable campaign edit. A campaign keeps its export
// language, set at creation from the interface's. Before: a campaign created from the French interface was stored
// "language": "en" (it copied the campaign open before), so its PDF, Markdown and CSV came out in English; the
// workaround (EN then FR) was two undo steps, so Ctrl+Z put the exports back in English while the screen stayed
// French, and restoring a backup flipped them too. French UI, on the real browser host and real files.
import type { Locator, Page } from '@playwright/test'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { messages } from '@shared/i18n'
import type { Campaign } from '@shared/campaign/schema'
import { pdfText } from '../unit/export/poppler'
import { parseCsv } from '../unit/export/helpers'
import { expect, test } from './fixtures'

test.use({ locale: 'fr-FR', colorScheme: 'light' }) // the sample campaign open first is an English one

const FR = messages('fr')
const EN = messages('en')
const FILE = 'Fichier : campagne, exports, sauvegardes'
const dialog = (page: Page): Locator => page.locator('dialog[open]')

async function fileMenu(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: FILE }).click()
  await page.getByRole('menuitem', { name: item }).click()
}

async function download(page: Page, dir: string, pick: () => Promise<void>, name: string): Promise<string> {
  await fileMenu(page, 'Exporter…')
  await pick()
  const file = page.waitForEvent('download')
  await dialog(page).getByRole('button', { name: 'Télécharger' }).click()
  const path = join(dir, name)
  await (await file).saveAs(path)
  await expect(dialog(page)).toHaveCount(0)
  return path
}

async function screenIsFrench(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.getByRole('button', { name: 'Groupe', exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: FR.lang.switchLabel })).toBeVisible()
}

test('a campaign created from the French interface exports French PDF, Markdown and CSV after five undos and a backup restore', async ({
  page,
  app
}) => {
  test.setTimeout(120_000)
  await page.goto(app.url)
  await screenIsFrench(page)

  // File → New campaign, from the French interface (the campaign open before is English)
  await fileMenu(page, 'Nouvelle campagne…')
  await dialog(page).getByLabel('Nom de la campagne').fill('Crypte de la Flamme éternelle')
  const path = await dialog(page).getByLabel('Chemin du fichier').inputValue()
  await dialog(page).getByRole('button', { name: 'Créer', exact: true }).click()
  await expect(dialog(page)).toHaveCount(0)
  await expect(page.locator('header .campaign')).toHaveText('Crypte de la Flamme éternelle')
  const read = async (): Promise<Campaign> => JSON.parse(await readFile(path, 'utf8')) as Campaign

  // the old workaround, EN then FR: the screen's language, not a campaign edit
  await page.getByRole('button', { name: FR.lang.switchLabel }).click()
  await page.getByRole('button', { name: EN.lang.switchLabel }).click()
  await screenIsFrench(page)

  // three additions, each saved (so there are backups "before a save")
  const quick = page.getByRole('combobox', { name: 'Ajout rapide' })
  for (const [typed, count] of [
    ['3 torches', 1],
    ['2 dagues', 2],
    ['4 potions de soins légers', 3]
  ] as const) {
    await quick.fill(typed)
    await quick.press('Enter')
    await expect.poll(async () => (await read()).stash.length).toBe(count)
  }

  // five undos: the three additions go, nothing else does
  await page.locator('header .campaign').click()
  for (let i = 0; i < 5; i++) await page.keyboard.press('Control+z')
  await expect.poll(async () => (await read()).stash.length).toBe(0)
  await screenIsFrench(page)

  // a backup restored
  await fileMenu(page, 'Restaurer une sauvegarde…')
  const rows = dialog(page).locator('tr[data-backup]')
  await expect(rows.first()).toBeVisible()
  await rows
    .last()
    .getByRole('button', { name: /^Restaurer la sauvegarde du/ })
    .click()
  await page.getByRole('button', { name: 'Restaurer cette sauvegarde' }).click()
  await expect(dialog(page)).toHaveCount(0)
  await screenIsFrench(page)
  // something to show in the exports, after all that
  await quick.fill('2 dagues')
  await quick.press('Enter')
  await expect.poll(async () => (await read()).stash.length).toBeGreaterThan(0)

  // the party sheet as PDF, read with pdftotext
  const pdf = await download(
    page,
    app.dir,
    async () => {
      await page.getByRole('radio', { name: /^PDF/ }).check()
    },
    'groupe.pdf'
  )
  const text = (await pdfText(pdf)).replace(/\s+/g, ' ')
  expect(text).toContain(FR.exports.partySheet)
  expect(text).not.toContain(EN.exports.partySheet)
  expect(text).toContain('Dague')

  // the same as Markdown
  const md = await readFile(
    await download(
      page,
      app.dir,
      async () => {
        await page.getByRole('radio', { name: /^Markdown/ }).check()
      },
      'groupe.md'
    ),
    'utf8'
  )
  expect(md).toContain(`— ${FR.exports.partySheet}`)
  expect(md).toContain(`### ${FR.stash.title}`)
  expect(md).not.toContain(EN.exports.partySheet)

  // the ledger as CSV: French headings, `;` separated
  const csv = await readFile(
    await download(
      page,
      app.dir,
      async () => {
        await dialog(page)
          .getByRole('radio', { name: /^Registre/ })
          .check()
      },
      'registre.csv'
    ),
    'utf8'
  )
  const [head = [], ...body] = parseCsv(csv.slice(1), ';')
  expect(head).toEqual([
    FR.ledger.when,
    FR.ledger.item,
    FR.ledger.qty,
    FR.ledger.from,
    FR.ledger.to,
    FR.exports.csv.note
  ])
  expect(body.some((r) => r.some((cell) => cell.startsWith('Dague')))).toBe(true)

  // the file keeps its export language; the screen never followed any of it
  expect((await read()).exportLanguage).toBe('fr')
  await screenIsFrench(page)
})

test('the export language is shown and changed in the export dialog and in the house rules; the screen keeps its own', async ({
  page,
  app
}) => {
  await page.goto(app.url)
  await screenIsFrench(page)
  expect((await app.readCampaign()).exportLanguage).toBe('en') // the sample is an English table's

  // File → Export…: the campaign's export language is shown, each language named in itself
  await fileMenu(page, 'Exporter…')
  const choice = dialog(page).getByRole('group', { name: 'Langue de l’export' })
  await expect(choice.getByRole('radio', { name: /^English/ })).toBeChecked()
  await choice.getByRole('radio', { name: /^Français/ }).check()
  await expect.poll(async () => (await app.readCampaign()).exportLanguage).toBe('fr')
  await page.screenshot({ path: 'test-results/export-dialog-language-fr.png' })
  await dialog(page).getByRole('button', { name: 'Annuler', exact: true }).click()
  await screenIsFrench(page)

  // the house rules show it too, and change it back
  await page.getByRole('button', { name: 'Règles maison', exact: true }).click()
  const select = page.getByRole('combobox', { name: FR.rules.exportLanguage })
  await expect(select).toHaveValue('fr')
  await select.selectOption('en')
  await expect.poll(async () => (await app.readCampaign()).exportLanguage).toBe('en')
  await screenIsFrench(page)

  // the screen in English: the export dialog says the same in English; the file does not move
  await page.getByRole('button', { name: FR.lang.switchLabel }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.getByRole('button', { name: 'File: campaign file, exports, backups' }).click()
  await page.getByRole('menuitem', { name: 'Export…' }).click()
  await expect(
    dialog(page)
      .getByRole('group', { name: 'Export language' })
      .getByRole('radio', { name: /^English/ })
  ).toBeChecked()
  await page.screenshot({ path: 'test-results/export-dialog-language-en.png' })
  await app.flush()
  expect((await app.readCampaign()).exportLanguage).toBe('en')
})
