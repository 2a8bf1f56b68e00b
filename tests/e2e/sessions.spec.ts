// Issue 28 item 1: a session, as the GM lives it, in French and in English. Open it from the command palette
// (name, today's date), paste a haul into the stash, split it, close the session from the top bar, open its
// report (the haul's value, who received what, the loads before and after) and its PDF, read back with poppler.
// Screenshots of the open dialog, the top bar and the report go under test-results/screenshots/.
import type { Page } from '@playwright/test'
import { join } from 'node:path'
import { messages } from '@shared/i18n'
import { localIsoNow } from '@shared/export'
import { pdfText } from '../unit/export/poppler'
import { expect, test } from './fixtures'
import { character } from './ui-campaigns'
import { applySplit, proposeSplit, splitCampaign, splitWords } from './split-preview'

const OUT = new URL('../../test-results/screenshots/', import.meta.url).pathname

async function palette(page: Page, title: string, command: string): Promise<void> {
  await page.keyboard.press('Control+k')
  const box = page.getByRole('dialog', { name: title }).getByRole('combobox')
  await expect(box).toBeFocused()
  await box.fill(command)
  await page.keyboard.press('Enter')
}

for (const lang of ['fr', 'en'] as const) {
  const m = messages(lang)
  const t = m.sessions
  const name = lang === 'fr' ? 'Soirée 12 — la crypte' : 'Session 12 — the crypt'
  const haul =
    lang === 'fr'
      ? '300 po, 2 potions de soins légers, épée longue'
      : '300 gp, 2 potions of cure light wounds, longsword'
  // 300 gp + 2 × 50 gp + 15 gp
  const haulGp = lang === 'fr' ? '415 po' : '415 gp'

  test.describe(lang, () => {
    test.use({
      locale: lang === 'fr' ? 'fr-FR' : 'en-US',
      colorScheme: 'light',
      campaignData: splitCampaign(
        lang,
        'La Couronne de fer',
        [character('Kyra', 'Ana', 14, 'M', null, []), character('Ezren', 'Bo', 10, 'M', null, [])],
        []
      )
    })

    test('open a session, paste a haul, split it, close the session, its report and its PDF', async ({ page, app }) => {
      test.setTimeout(90_000)
      await page.setViewportSize({ width: 1366, height: 860 })
      await page.goto(app.url)
      await expect(page.locator('article[data-character]')).toHaveCount(2)

      // open: the palette's command, the dialog with today's date
      await palette(page, m.commands.paletteTitle, t.openCommand)
      const open = page.getByRole('dialog', { name: t.openTitle })
      await expect(open.getByLabel(t.date)).toHaveValue(localIsoNow().slice(0, 10))
      await open.getByRole('button', { name: t.openButton }).click()
      await expect(open.getByText(t.nameNeeded)).toBeVisible() // no name: said beside the field, nothing opened
      await open.getByLabel(t.name).fill(name)
      await open.screenshot({ path: `${OUT}session-open-${lang}.png` })
      await open.getByRole('button', { name: t.openButton }).click()
      await expect(open).toHaveCount(0)
      const indicator = page.locator('[data-session-indicator]')
      await expect(indicator).toContainText(name)
      await page.locator('header.topbar').screenshot({ path: `${OUT}session-topbar-${lang}.png` })

      // the haul, pasted into the stash, then split
      await page.locator('[data-holder=stash]').getByRole('button', { name: m.inventory.haul.open }).click()
      const paste = page.locator('dialog[open]')
      await paste.getByLabel(m.inventory.haul.text).fill(haul)
      await expect(paste.locator('tr[data-haul-row]')).toHaveCount(3)
      await paste.locator('[data-haul-add]').click()
      await expect(paste).toBeHidden()
      await page.getByRole('button', { name: splitWords(lang).button }).click()
      const splitDialog = page.getByRole('dialog', { name: splitWords(lang).title })
      await expect(splitDialog).toBeVisible()
      await splitDialog.getByRole('checkbox', { name: m.lootSplit.balance }).check()
      await proposeSplit(page, lang)
      await applySplit(page, lang)
      await expect.poll(async () => (await app.readCampaign()).stash.length).toBe(0)

      // closed from the top bar; every entry made meanwhile names it
      await indicator.locator('[data-session-close]').click()
      await expect(indicator).toHaveCount(0)
      await app.settle(page)
      const file = await app.readCampaign()
      const session = file.sessions!.find((s) => s.name === name)!
      expect(session.closedAt).toBeDefined()
      expect(file.ledger.length).toBeGreaterThan(0)
      expect(file.ledger.every((e) => e.session === session.id)).toBe(true)

      // its report: the sessions list, then the report
      await palette(page, m.commands.paletteTitle, t.listCommand)
      const list = page.getByRole('dialog', { name: t.title })
      await list.getByRole('button', { name: t.reportOf(name) }).click()
      const report = page.getByRole('dialog', { name: t.reportOf(name) })
      await expect(report.locator('[data-haul]')).toHaveText(haulGp)
      await expect(report.locator('[data-received] tbody tr')).toHaveCount(2)
      await expect(report.locator('[data-loads] tbody tr')).toHaveCount(2)
      await report.screenshot({ path: `${OUT}session-report-${lang}.png` })

      // its PDF, in the campaign's language
      await report.getByRole('button', { name: t.exportReport }).click()
      const exporting = page.getByRole('dialog', { name: m.files.export.title })
      await expect(exporting.getByRole('radio', { name: new RegExp(`^${t.exportChoice}`) })).toBeChecked()
      await exporting.getByRole('radio', { name: /^PDF/ }).check()
      const download = page.waitForEvent('download')
      await exporting.getByRole('button', { name: m.files.export.download }).click()
      const pdf = join(app.dir, `session-${lang}.pdf`)
      await (await download).saveAs(pdf)
      const text = (await pdfText(pdf)).replace(/\s+/g, ' ')
      // the PDF's headings are set in capitals (text-transform): compare without case
      for (const said of [name, t.sessionReport, t.haul, haulGp, 'Kyra', 'Ezren', t.received, t.loads])
        expect(text.toLocaleLowerCase(lang)).toContain(said.toLocaleLowerCase(lang))
    })
  })
}
