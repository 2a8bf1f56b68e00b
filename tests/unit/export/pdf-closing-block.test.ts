// Issue 25 item 11: a character's PDF put only its coin block on page 2 (the block keeps itself whole, so when
// it did not fit under the last group it went alone onto a page of its own). Printed by the real export path
// (Chromium through renderExportBytes), read back with poppler: whatever the inventory's length, the page that
// opens with the coins also holds at least the last limit group, or the coins stay on the page before.
import { describe, expect, it } from 'vitest'
import type { Campaign } from '@shared/campaign/schema'
import { exportStrings } from '@shared/i18n'
import { bigCampaign } from './big-campaign'
import { chromiumPrinter } from './pdf-printer'
import { pdfInfo, pdfText } from './poppler'

const { printTo } = chromiumPrinter()
const print = (name: string, campaign: Campaign): Promise<string> =>
  printTo(name, campaign, { character: 'packrat', paper: 'a4' })

describe('a character PDF', () => {
  it('never leaves the coin block alone on a page: the last group goes with it', async () => {
    const heading = exportStrings('fr').coins
    let pushed = 0
    // from everything on one page to the coins just past it, one group of 3 lines at a time
    for (let groups = 6; groups <= 12; groups++) {
      const campaign = bigCampaign(groups, 3, 'fr')
      campaign.characters[0]!.notes = ''
      const file = await print(`closing-${groups}`, campaign)
      const { pages } = await pdfInfo(file)
      const texts = await Promise.all(Array.from({ length: pages }, (_, i) => pdfText(file, i + 1)))
      const coinsPage = texts.findIndex((t) => t.toLocaleLowerCase('fr').includes(heading.toLocaleLowerCase('fr')))
      expect(coinsPage, `${groups} groups: the coins are printed`).toBeGreaterThanOrEqual(0)
      if (coinsPage === 0) continue
      pushed++
      expect(texts[coinsPage], `${groups} groups: page ${coinsPage + 1} holds the coins and the last group`).toMatch(
        /Kind \d\d item \d/
      )
    }
    // the sizes tried do push the coins past page 1 (the test is not vacuous)
    expect(pushed).toBeGreaterThan(0)
  }, 120_000)
})
