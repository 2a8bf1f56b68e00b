// PDFs printed by a real Chromium (Playwright driving Debian's chromium), read back with poppler:
// page count and size, the text of every name, groups never split across pages. The PNG pages are
// kept under test-results/export/ to be looked at.
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { CatalogLookup } from '@shared/campaign/to-engine'
import { characterSummary } from '@shared/export/summary'
import { messages } from '@shared/i18n'
import { bigCampaign } from './big-campaign'
import { chromiumPrinter, PDF_OUT } from './pdf-printer'
import { pdfInfo, pdfText, pdfToPngs } from './poppler'
import { specialCampaign, TRICKY } from './special-campaign'

const noCatalog: CatalogLookup = () => undefined
const at = '2024-05-03T10:00:00+02:00'
const { printTo } = chromiumPrinter(at)

/** Text compared without whitespace: a PDF wraps lines anywhere and emoji runs shift spaces. */
const bare = (s: string): string => s.replace(/\s+/g, '')

describe('PDF', () => {
  it('prints A4 and Letter at their sizes: the loads on one page, the wealth (issue 28) on the next', async () => {
    for (const paper of ['a4', 'letter'] as const) {
      const file = await printTo(`special-party-${paper}`, specialCampaign(), { paper })
      const info = await pdfInfo(file)
      expect([Math.round(info.width), Math.round(info.height)]).toEqual(paper === 'a4' ? [595, 842] : [612, 792])
      expect(info.pages, paper).toBe(2)
      const campaign = specialCampaign()
      const wealthHeading = bare(messages(campaign.exportLanguage).wealth.tableTitle).toLocaleUpperCase(
        campaign.exportLanguage
      )
      const page = async (n: number): Promise<string> =>
        bare(await pdfText(file, n)).toLocaleUpperCase(campaign.exportLanguage)
      expect(await page(1), paper).not.toContain(wealthHeading)
      expect(await page(2), paper).toContain(wealthHeading)
    }
  })

  it('keeps quotes, accents, `|`, markup and emoji of names as text', async () => {
    const file = await printTo('special-character', specialCampaign(), { character: 'zoe' })
    const text = bare(await pdfText(file))
    for (const s of [
      TRICKY.campaign,
      TRICKY.hero,
      TRICKY.player,
      TRICKY.gem,
      TRICKY.gemNotes,
      TRICKY.sword,
      TRICKY.bag,
      TRICKY.formula
    ]) {
      expect(text).toContain(bare(s))
    }
    for (const line of TRICKY.heroNotes.split('\n')) expect(text).toContain(bare(line))
    const info = await pdfInfo(file)
    const pngs = await pdfToPngs(file, join(PDF_OUT, 'special-character'))
    expect(pngs.length).toBe(info.pages)
  })

  it('never splits a limit group across pages, and numbers the pages', async () => {
    const campaign = bigCampaign(24, 3)
    const file = await printTo('many-groups', campaign, { character: 'packrat', paper: 'letter' })
    const { pages } = await pdfInfo(file)
    expect(pages).toBeGreaterThan(2)
    const pageTexts = await Promise.all(Array.from({ length: pages }, (_, i) => pdfText(file, i + 1)))
    pageTexts.forEach((t, i) => expect(t).toContain(`page ${i + 1} / ${pages}`))
    const summary = characterSummary(campaign, campaign.characters[0]!, noCatalog)
    expect(summary.groups.length).toBe(24)
    for (const g of summary.groups) {
      // Item names appear in their group's table only; the group's heading is on the same page.
      const pagesOf = (name: string): number[] => pageTexts.flatMap((t, i) => (t.includes(name) ? [i] : []))
      const first = pagesOf(g.items[0]!.name)
      expect(first, g.label).toHaveLength(1)
      for (const item of g.items) expect(pagesOf(item.name), `${item.name} on the page of ${g.label}`).toEqual(first)
      expect(pageTexts[first[0]!]).toContain(`${g.label} level ${g.level}`)
    }
    await rm(join(PDF_OUT, 'many-groups.pdf'))
  })
})
