// Regression: the ledger export's "transfers of" took the characters of today only. A GM could not export the
// transfers of the mule, of the inn, or of a character who had left the party. The export dialog now lists every
// holder the ledger names (characters and bearers, places and the stash, those gone marked as the ledger names
// them), and the CSV holds the rows whose From or To is that holder, as the ledger screen names them. Through the
// UI, in Chromium on the real host and file, in French and English; the CSV downloaded and read as a spreadsheet
// in that language reads it.
import type { Page } from '@playwright/test'
import { applyBatch } from '@shared/campaign/apply-op'
import type { Op } from '@shared/campaign/ops'
import type { Campaign } from '@shared/campaign/schema'
import { expect, test } from './fixtures'
import { downloadLedgerCsv, LEDGER_UI, ledgerCampaign, person } from './ledger-helpers'

const AT = '2024-07-14T21:10:00+02:00'
const NAMES = {
  en: { inn: 'The Rusty Dragon', mule: 'Mule' },
  fr: { inn: 'Le Dragon rouillé', mule: 'Mule' }
}

function table(language: 'en' | 'fr'): Campaign {
  const empty = ledgerCampaign('Holders', language)
  const stash = { type: 'stash' } as const
  const ezren = { type: 'character', id: 'c-ezren' } as const
  const aria = { type: 'character', id: 'c-aria' } as const
  const mule = { type: 'character', id: 'c-mule' } as const
  const inn = { type: 'place', id: 'inn' } as const
  const rope = (id: string, quantity: number): Op => ({
    type: 'line/add',
    to: stash,
    line: { id, ref: { source: 'catalog', id: 'rope-hemp' }, quantity },
    ledgerId: `e-${id}`,
    at: AT
  })
  const move = (
    from: typeof stash | typeof ezren,
    to: typeof ezren | typeof aria | typeof mule | typeof inn,
    lineId: string,
    k: number
  ): Op => ({
    type: 'line/move',
    from,
    to,
    lineId,
    quantity: 1,
    newLineId: `${lineId}-${k}`,
    ledgerId: `m${k}`,
    at: AT
  })
  return applyBatch(empty, [
    { type: 'character/add', character: person('c-ezren', 'Ezren') },
    { type: 'character/add', character: person('c-aria', 'Aria') },
    {
      type: 'character/add',
      character: person('c-mule', NAMES[language].mule, {
        bearer: 'pack-animal',
        owner: 'c-ezren',
        strength: 14,
        size: 'G'
      })
    },
    { type: 'place/add', place: { id: 'inn', name: NAMES[language].inn } },
    rope('l-rope', 6),
    move(stash, mule, 'l-rope', 1),
    move(stash, mule, 'l-rope', 2),
    move(stash, inn, 'l-rope', 3),
    move(stash, aria, 'l-rope', 4),
    move(stash, ezren, 'l-rope', 5),
    { type: 'character/remove', id: 'c-aria', ledgerId: 'r', at: AT }
  ])
}

const T = {
  en: {
    ...LEDGER_UI.en,
    ariaGone: 'Aria (left the party)',
    groups: ['Characters and bearers', 'Places and the stash', 'No longer in the campaign']
  },
  fr: {
    ...LEDGER_UI.fr,
    ariaGone: 'Aria (a quitté le groupe)',
    groups: ['Personnages et porteurs', 'Lieux et réserve', 'Plus dans la campagne']
  }
} as const

for (const lang of ['en', 'fr'] as const) {
  const t = T[lang]
  const n = NAMES[lang]
  test.describe(lang, () => {
    test.use({ locale: t.locale, colorScheme: 'light', campaignData: table(lang) })

    /** The ledger CSV of one holder picked by its name in the export dialog: From and To of each row. */
    async function exportOf(page: Page, dir: string, who: string, file: string): Promise<string[][]> {
      const { rows } = await downloadLedgerCsv(page, lang, dir, {
        who,
        file,
        beforeDownload: async () => {
          if (who === n.mule) await page.screenshot({ path: `test-results/ledger-export-holder-${lang}.png` })
        }
      })
      await expect(page.locator('dialog[open]')).toHaveCount(0)
      return rows.map((r) => r.slice(3, 5))
    }

    test(`the ledger export took today's characters only: the mule's, the inn's and a departed character's transfers now export (${lang})`, async ({
      page,
      app
    }) => {
      await page.goto(app.url)
      await expect(page.locator('article[data-character]').first()).toHaveAttribute('data-tier', /.+/)

      // the dialog lists them, grouped, the one gone marked as the ledger names her
      await page.getByRole('button', { name: t.file }).click()
      await page.getByRole('menuitem', { name: t.export }).click()
      const who = page.locator('dialog[open]').getByRole('combobox', { name: t.who })
      await expect(who.locator('optgroup')).toHaveCount(3)
      expect(await who.locator('optgroup').evaluateAll((gs) => gs.map((g) => g.getAttribute('label')))).toEqual([
        ...t.groups
      ])
      await expect(who.locator('option')).toHaveCount(6)
      expect(await who.locator('option').allTextContents()).toEqual([
        lang === 'fr' ? 'Tout le groupe' : 'Everyone',
        'Ezren',
        n.mule,
        n.inn,
        t.stash,
        t.ariaGone
      ])
      await page.keyboard.press('Escape')

      expect(await exportOf(page, app.dir, n.mule, 'mule.csv')).toEqual([
        [t.stash, n.mule],
        [t.stash, n.mule]
      ])
      expect(await exportOf(page, app.dir, n.inn, 'inn.csv')).toEqual([[t.stash, n.inn]])
      expect(await exportOf(page, app.dir, t.ariaGone, 'aria.csv')).toEqual([
        [t.stash, t.ariaGone],
        [t.ariaGone, t.stash]
      ])
    })
  })
}
