// Issue 28 item 4: "Balance over the campaign" in the split dialog. Aria got 300 gp in an earlier session,
// Borin nothing; the split of 600 gp and two longswords (15 gp each) with the option on evens their
// campaign totals (465 gp each), and the preview says each one's total before → after. FR and EN; the
// dialog and the preview are photographed for a look at their words.
import { applyBatch } from '@shared/campaign/apply-op'
import type { Campaign } from '@shared/campaign/schema'
import { expect, test } from './fixtures'
import { character, line } from './ui-campaigns'
import { openSplitDialog, proposeSplit, splitCampaign, splitPanel as panel } from './split-preview'

const OUT = new URL('../../test-results/screenshots/', import.meta.url).pathname
const AT = '2026-01-01T20:00:00Z'

function party(language: 'en' | 'fr'): { campaign: Campaign; aria: string; borin: string } {
  const aria = character('Aria', 'Ana', 12, 'M', null, [])
  const borin = character('Borin', 'Léo', 12, 'M', null, [])
  const start = splitCampaign(
    language,
    'Campaign',
    [aria, borin],
    [line('coin-gp', 900, { id: 'l-gp' }), line('longsword', 2, { id: 'l-swords' })]
  )
  const campaign = applyBatch(start, [
    { type: 'session/open', session: { id: 's1', name: 'Soirée 1', date: '2026-01-01' }, at: AT },
    {
      type: 'line/move',
      from: { type: 'stash' },
      to: { type: 'character', id: aria.id },
      lineId: 'l-gp',
      quantity: 300,
      newLineId: 'l-aria-gp',
      ledgerId: 'g-aria-gp',
      at: AT
    },
    { type: 'session/close', id: 's1', at: AT }
  ])
  return { campaign, aria: aria.id, borin: borin.id }
}

for (const lang of ['fr', 'en'] as const) {
  const { campaign, aria, borin } = party(lang)
  const words =
    lang === 'fr'
      ? { balance: 'Équilibrer sur la campagne', whole: 'Toute la campagne', total: 'Total de la campagne', gp: 'po' }
      : { balance: 'Balance over the campaign', whole: 'The whole campaign', total: 'Campaign total', gp: 'gp' }
  test.describe(lang, () => {
    test.use({
      locale: lang === 'fr' ? 'fr-FR' : 'en-US',
      colorScheme: 'light',
      viewport: { width: 1366, height: 768 },
      campaignData: campaign
    })

    test(`balances the split over the campaign: 300 → 465 and 0 → 465 (${lang})`, async ({ page, app }) => {
      const dialog = await openSplitDialog(page, app.url, lang)
      await dialog.getByRole('checkbox', { name: words.balance }).check()
      // the whole campaign by default, or the sessions the GM picks
      await expect(dialog.getByRole('radio', { name: words.whole })).toBeChecked()
      await page.screenshot({ path: `${OUT}split-balance-dialog-${lang}.png` })

      await proposeSplit(page, lang)
      await expect(panel(page).getByRole('columnheader', { name: words.total })).toBeVisible()
      const total = (id: string) => panel(page).locator(`[data-participant="${id}"] [data-campaign-total]`)
      await expect(total(aria)).toHaveText(`300 ${words.gp} → 465 ${words.gp}`)
      await expect(total(borin)).toHaveText(`0 ${words.gp} → 465 ${words.gp}`)
      await expect(panel(page).locator('[data-campaign-spread]')).toContainText(`0 ${words.gp}`)
      await page.screenshot({ path: `${OUT}split-balance-preview-${lang}.png` })
    })
  })
}
