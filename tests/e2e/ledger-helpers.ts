// What the ledger e2e specs share: a campaign to write a ledger into, the words of the ledger screen and of the
// export dialog in each language, the screen's rows as the GM reads them, and the ledger's CSV downloaded from
// the export dialog and read as a spreadsheet in that language reads it.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import type { Campaign, Character } from '@shared/campaign/schema'
import { parseCsv } from '../unit/export/helpers'
import { expect } from './fixtures'
import { campaignWith } from './ui-campaigns'

export type Lang = 'en' | 'fr'

/** The words the ledger specs click and read, by language. */
export const LEDGER_UI = {
  en: {
    locale: 'en-US',
    ledger: 'Ledger',
    file: 'File: campaign file, exports, backups',
    export: 'Export…',
    ledgerRadio: /^Ledger/,
    who: 'Transfers of',
    download: 'Download',
    separator: ',',
    stash: 'Stash',
    outside: 'Outside the party'
  },
  fr: {
    locale: 'fr-FR',
    ledger: 'Registre',
    file: 'Fichier : campagne, exports, sauvegardes',
    export: 'Exporter…',
    ledgerRadio: /^Registre/,
    who: 'Transferts de',
    download: 'Télécharger',
    separator: ';',
    stash: 'Réserve',
    outside: 'Hors du groupe'
  }
} as const

/** A campaign with no one and nothing yet (the ledger specs add to it, or apply ops to it). */
export function ledgerCampaign(name: string, language: Lang, extra: Partial<Campaign> = {}): Campaign {
  return campaignWith(name, { language, places: [], ...extra })
}

/** A Medium character of strength 12 (or as `extra` says) with a fixed id, carrying nothing unless told. */
export function person(id: string, name: string, extra: Partial<Character> = {}): Character {
  return { id, name, player: '', strength: 12, size: 'M', notes: '', wornArmor: null, inventory: [], ...extra }
}

/** The ledger screen's rows, newest first, once `count` of them are drawn: each row's cells from `from` to `to`. */
export async function ledgerScreenRows(page: Page, count: number, from = 0, to?: number): Promise<string[][]> {
  const rows = page.locator('section.ledger tbody tr')
  await expect(rows).toHaveCount(count)
  return rows.evaluateAll(
    (trs, [a, b]) =>
      trs.map((tr) =>
        [...tr.querySelectorAll('td')].slice(a, b ?? undefined).map((td) => td.textContent?.trim() ?? '')
      ),
    [from, to ?? null] as const
  )
}

/**
 * The ledger's CSV downloaded from the export dialog (File → Export… → Ledger; the holder `who` picked by its name
 * when given), saved as `file` in `dir` and read with the language's separator: its heading and its rows, oldest
 * first. The export dialog closes once it has downloaded.
 */
export async function downloadLedgerCsv(
  page: Page,
  lang: Lang,
  dir: string,
  options: { who?: string; file?: string; beforeDownload?: () => Promise<void> } = {}
): Promise<{ head: string[]; rows: string[][] }> {
  const t = LEDGER_UI[lang]
  await page.getByRole('button', { name: t.file }).click()
  await page.getByRole('menuitem', { name: t.export }).click()
  const dialog = page.locator('dialog[open]')
  await dialog.getByRole('radio', { name: t.ledgerRadio }).check()
  if (options.who !== undefined)
    await dialog.getByRole('combobox', { name: t.who }).selectOption({ label: options.who })
  await options.beforeDownload?.()
  const download = page.waitForEvent('download')
  await dialog.getByRole('button', { name: t.download }).click()
  const path = join(dir, options.file ?? 'ledger.csv')
  await (await download).saveAs(path)
  const [head = [], ...rows] = parseCsv((await readFile(path, 'utf8')).slice(1), t.separator)
  return { head, rows }
}
