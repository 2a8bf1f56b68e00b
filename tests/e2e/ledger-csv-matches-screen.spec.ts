// Issue 14 item 5 (exports say what the screens say), the ledger: the ledger screen and the ledger's CSV,
// read row for row for the same entries, say the same thing, in French and in English. The ledger is written by
// the app's own ops (an import, moves to a character, a mount, a place and into a bag of holding, a split, a
// potion drunk, arrows spent, a corrected count, a sale at half and at a typed rate, an exchange with a fee, a
// consolidation, a character who left and a place given up), with times recorded in summer (+02:00) and winter
// (+01:00) and the browser in another zone. The CSV is downloaded from the export dialog and read as a spreadsheet
// in that language reads it (French: `;` and decimal commas); the screen's cells are read as the GM reads them.
// Regressions found so: the screen shifted each time to the zone the app ran in (an entry of 21:10 in a French
// summer showed 15:10 in New York, 19:10 on a UTC machine, and 20:10 in a French winter) while the CSV wrote
// 21:10 as recorded; and the arrows spent without their quiver showed '–' on the screen but 0 in the CSV.
import type { Page } from '@playwright/test'
import { applyBatch } from '@shared/campaign/apply-op'
import type { Op } from '@shared/campaign/ops'
import type { Campaign } from '@shared/campaign/schema'
import { LOCALE } from '@shared/core/language'
import { frenchNumber } from '../unit/export/helpers'
import { expect, test } from './fixtures'
import { downloadLedgerCsv, LEDGER_UI, ledgerCampaign, ledgerScreenRows, person } from './ledger-helpers'

const SUMMER = '2024-07-14T21:10:00+02:00'
const WINTER = '2024-12-21T09:05:00+01:00'
const NAMES = {
  en: { inn: 'The Rusty Dragon', bag: 'Bottomless sack', mule: 'Mule' },
  fr: { inn: 'Le Dragon rouillé', bag: 'Sac sans fond', mule: 'Mule' }
}

const cat = (id: string) => ({ source: 'catalog', id }) as const

function auditCampaign(language: 'en' | 'fr'): Campaign {
  const n = NAMES[language]
  const empty = ledgerCampaign('Ledger audit', language)
  const stash = { type: 'stash' } as const
  const ezren = { type: 'character', id: 'c-ezren' } as const
  const aria = { type: 'character', id: 'c-aria' } as const
  const mule = { type: 'character', id: 'c-mule' } as const
  const inn = { type: 'place', id: 'inn' } as const
  let k = 0
  const at = () => (k++ % 2 === 0 ? SUMMER : WINTER)
  const led = () => `e${k}`
  const ops: Op[] = [
    { type: 'character/add', character: person('c-ezren', 'Ezren') },
    { type: 'character/add', character: person('c-aria', 'Aria') },
    {
      type: 'character/add',
      character: person('c-mule', n.mule, { bearer: 'pack-animal', owner: 'c-ezren', strength: 14, size: 'G' })
    },
    { type: 'place/add', place: { id: 'inn', name: n.inn } },
    {
      type: 'line/add',
      to: stash,
      line: { id: 'l-gp', ref: cat('coin-gp'), quantity: 4120 },
      ledgerId: 'e-gp',
      at: at()
    },
    {
      type: 'line/add',
      to: stash,
      line: { id: 'l-sp', ref: cat('coin-sp'), quantity: 2505 },
      ledgerId: 'e-sp',
      at: at()
    },
    {
      type: 'line/add',
      to: stash,
      line: { id: 'l-sword', ref: cat('longsword'), quantity: 1, name: 'Longsword +1', nameFr: 'Épée longue +1' },
      ledgerId: 'e-sword',
      at: at()
    },
    {
      type: 'line/add',
      to: stash,
      line: { id: 'l-potion', ref: cat('potion-cure-light-wounds'), quantity: 6 },
      ledgerId: 'e-potion',
      at: at()
    },
    {
      type: 'line/add',
      to: stash,
      line: { id: 'l-quiver', ref: cat('quiver-arrows'), quantity: 2, rounds: 40 },
      ledgerId: 'e-quiver',
      at: at()
    },
    {
      type: 'line/add',
      to: stash,
      line: { id: 'l-ruby', ref: cat('gem'), quantity: 3, name: 'Ruby', nameFr: 'Rubis', valueGp: 50, fullValue: true },
      ledgerId: 'e-ruby',
      at: at()
    },
    {
      type: 'line/add',
      to: stash,
      line: { id: 'l-rope', ref: cat('rope-hemp'), quantity: 2 },
      ledgerId: 'e-rope',
      at: at()
    },
    {
      type: 'line/add',
      to: ezren,
      line: {
        id: 'l-bag',
        ref: cat('bag-of-holding-1'),
        quantity: 1,
        name: 'Bottomless sack',
        nameFr: 'Sac sans fond'
      },
      ledgerId: 'e-bag',
      at: at()
    },
    {
      type: 'line/add',
      to: aria,
      line: { id: 'l-torch', ref: cat('torch'), quantity: 3 },
      ledgerId: 'e-torch',
      at: at()
    }
  ]
  const more = (): Op[] => [
    {
      type: 'line/move',
      from: stash,
      to: ezren,
      lineId: 'l-sword',
      quantity: 1,
      newLineId: 'l-sword',
      ledgerId: led(),
      at: at(),
      note: 'Aria ; claimed it, "mine"'
    },
    { type: 'line/split', holder: stash, lineId: 'l-potion', quantity: 2, newLineId: 'l-potion-2' },
    {
      type: 'line/move',
      from: stash,
      to: ezren,
      lineId: 'l-potion-2',
      quantity: 2,
      newLineId: 'l-potion-e',
      ledgerId: led(),
      at: at(),
      into: 'l-bag'
    },
    {
      type: 'line/move',
      from: stash,
      to: mule,
      lineId: 'l-rope',
      quantity: 1,
      newLineId: 'l-rope-m',
      ledgerId: led(),
      at: at()
    },
    {
      type: 'line/move',
      from: stash,
      to: inn,
      lineId: 'l-rope',
      quantity: 1,
      newLineId: 'l-rope-i',
      ledgerId: led(),
      at: at()
    },
    {
      type: 'line/move',
      from: stash,
      to: ezren,
      lineId: 'l-quiver',
      quantity: 1,
      newLineId: 'l-quiver-e',
      ledgerId: led(),
      at: at()
    },
    { type: 'line/use', holder: ezren, lineId: 'l-potion-e', quantity: 1, ledgerId: led(), at: at() },
    { type: 'line/use', holder: ezren, lineId: 'l-quiver-e', quantity: 0, rounds: 12, ledgerId: led(), at: at() },
    { type: 'line/update', holder: stash, lineId: 'l-potion', patch: { quantity: 3 }, ledgerId: led(), at: at() },
    {
      type: 'line/sell',
      holder: stash,
      lines: [{ lineId: 'l-ruby', quantity: 1 }],
      newLineId: 'l-sold1',
      ledgerId: led(),
      at: at()
    },
    {
      type: 'line/sell',
      holder: stash,
      lines: [{ lineId: 'l-potion', quantity: 3 }],
      ratePercent: 37.5,
      newLineId: 'l-sold2',
      ledgerId: led(),
      at: at()
    },
    {
      type: 'coins/exchange',
      holder: stash,
      from: 'sp',
      to: 'gp',
      quantity: 1000,
      feePercent: 2.5,
      newLineId: 'l-ex',
      ledgerId: led(),
      at: at()
    },
    { type: 'coins/consolidate', holder: stash, newLineId: 'l-cons', ledgerId: led(), at: at() },
    { type: 'character/remove', id: 'c-aria', ledgerId: led(), at: at() },
    { type: 'place/remove', id: 'inn', ledgerId: led(), at: at() }
  ]
  const first = applyBatch(empty, ops)
  return applyBatch(first, more())
}

const T = {
  en: {
    ...LEDGER_UI.en,
    /** A number as a spreadsheet in this language reads a cell. */
    number: (cell: string) => (/^-?\d+(\.\d+)?$/.test(cell) ? Number(cell) : NaN),
    /** A number as the GM reads it on the screen ("4,120"). */
    screenNumber: (text: string) => Number(text.replace(/,/g, ''))
  },
  fr: {
    ...LEDGER_UI.fr,
    number: frenchNumber,
    screenNumber: (text: string) => Number(text.replace(/[\s\u202f\u00a0]/g, '').replace(',', '.'))
  }
} as const

async function screenHeadings(page: Page): Promise<string[]> {
  // as written in the strings (the screen shows them in capitals through CSS)
  return page.locator('section.ledger thead th').evaluateAll((ths) => ths.map((th) => th.textContent?.trim() ?? ''))
}

for (const lang of ['en', 'fr'] as const) {
  const t = T[lang]
  test.describe(lang, () => {
    test.use({
      locale: t.locale,
      timezoneId: 'America/New_York',
      colorScheme: 'light',
      campaignData: auditCampaign(lang)
    })

    test(`the ledger screen shifted times to the app's zone and showed '–' where the CSV said 0: both now say the same, row for row (${lang})`, async ({
      page,
      app
    }) => {
      const campaign = await app.readCampaign()
      const count = campaign.ledger.length
      expect(count).toBeGreaterThan(20)
      await page.goto(app.url)
      await expect(page.locator('article[data-character]').first()).toHaveAttribute('data-tier', /.+/)
      await page.getByRole('button', { name: t.ledger, exact: true }).click()
      const screen = await ledgerScreenRows(page, count)
      const headings = await screenHeadings(page)

      const { head, rows: body } = await downloadLedgerCsv(page, lang, app.dir)
      expect(head).toEqual(headings)
      // the CSV oldest first, the screen newest first
      const csv = body.reverse()
      expect(csv).toHaveLength(screen.length)

      const dates = new Intl.DateTimeFormat(LOCALE[lang], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })
      for (const [i, s] of screen.entries()) {
        const c = csv[i]!
        const where = `row ${i + 1}: screen ${JSON.stringify(s)}, CSV ${JSON.stringify(c)}`
        // the date and time as recorded, read by the spreadsheet as a date: the screen shows the same minute
        const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(c[0]!)
        expect(m, where).not.toBeNull()
        const [, y, mo, d, h, mi] = m!.map(Number)
        expect.soft(s[0], where).toBe(dates.format(Date.UTC(y!, mo! - 1, d!, h!, mi!)))
        expect.soft(c[1], where).toBe(s[1])
        // a quantity is a number in both; the screen's '–' (rounds alone, no container moved) is an empty cell
        if (s[2] === '–') expect.soft(c[2], where).toBe('')
        else expect.soft(t.number(c[2]!), where).toBe(t.screenNumber(s[2]!))
        expect.soft(c.slice(3), where).toEqual(s.slice(3))
      }
      // what the audit covers is really there, in this language's words
      const all = screen.map((r) => r.join(' | ')).join('\n')
      for (const name of Object.values(NAMES[lang])) expect(all).toContain(name)
      // the potions moved into the bag of holding: To names the bag (the import's words for a destination)
      expect(all).toContain(
        lang === 'fr' ? 'Ezren, dans «\u00a0Sac sans fond\u00a0»' : 'Ezren, inside “Bottomless sack”'
      )
      expect(screen.some((r) => r[2] === '–')).toBe(true)
    })
  })
}
