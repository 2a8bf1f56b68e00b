// Issue 28 items 2–3 in the party sheet and a CSV: each character's wealth against the table for its level, the fund's
// share, and the value received session by session with the gap to the mean (RULES.md §15). The layout is tested on a
// summary made by hand here; wealth-export-campaign.test.ts builds one from a real campaign through renderExport.
import { describe, expect, it } from 'vitest'
import { renderReceivedCsv, wealthHtml, wealthMarkdown } from '@shared/export/wealth-render'
import type { ReceivedDocument, WealthSummary } from '@shared/export'
import { frenchNumber, parseCsv } from './helpers'

const NBSP = /[\u00a0\u202f]/g
const plain = (t: string): string => t.replace(NBSP, ' ')

function summary(): WealthSummary {
  return {
    fundGp: 5000,
    shareGp: 2500,
    rows: [
      { id: 'c-1', name: 'Valeros', level: 5, wealthGp: 8200, expectedGp: 10500, ratio: 8200 / 10500, band: 'behind' },
      { id: 'c-2', name: 'Seoni; "the wise"', level: null, wealthGp: 950.5, expectedGp: null, ratio: null, band: null }
    ],
    received: {
      sessions: [
        { sessionId: null, name: '', date: null, byCharacter: [100, 0] },
        { sessionId: 's-1', name: 'Soirée 12 — la crypte', date: '2026-11-28', byCharacter: [1200.25, -50] }
      ],
      totalGp: [1300.25, -50],
      gapGp: [675.13, -675.13],
      meanGp: 625.13
    }
  }
}

describe('the party sheet’s wealth part', () => {
  it('HTML: the figures against the table, "no level" said plainly, the fund’s share, sessions as rows', () => {
    const html = plain(wealthHtml('fr', summary()))
    expect(html).toContain('<h2>Richesse face à la table</h2>')
    expect(html).toContain('Fonds du groupe (réserve et lieux) : 5 000 po, soit 2 500 po par personnage')
    expect(html).toContain('<td class="num">8 200 po</td><td class="num">10 500 po</td><td class="num pct">78 %')
    expect(html).toContain('en retard')
    expect(html).toMatch(/<span class="muted">sans niveau<\/span>/)
    expect(html).toContain('Seoni; &quot;the wise&quot;') // escaped
    expect(html).toContain('<h2>Valeur reçue, séance par séance</h2>')
    expect(html).toContain('<th scope="row">Hors séance</th>')
    expect(html).toContain('Soirée 12 — la crypte<span class="muted">28/11/2026</span>')
    expect(html).toContain('<td class="num">1 200 po</td><td class="num">−50 po</td>')
    expect(html).toContain('<td class="num">+675 po</td><td class="num">−675 po</td>')
    expect(html).toContain('Moyenne du groupe : 625 po')
  })

  it('HTML in English', () => {
    const html = wealthHtml('en', summary())
    expect(html).toContain('8,200\u00a0gp</td><td class="num">10,500\u00a0gp</td><td class="num pct">78%')
    expect(html).toContain('no level')
    expect(html).toContain('Outside sessions')
    expect(html).toContain('Gap to the mean')
  })

  it('nothing received anywhere: one sentence, no table of dashes', () => {
    const s = summary()
    s.received = { sessions: [], totalGp: [0, 0], gapGp: [0, 0], meanGp: 0 }
    const html = wealthHtml('en', s)
    expect(html).not.toContain('received-table')
    expect(html).toContain('Nothing received yet')
  })

  it('Markdown: one bullet per character, its wealth against the table, its total received and gap', () => {
    const md = plain(wealthMarkdown('fr', summary()).join('\n'))
    expect(md).toContain(
      '- **Valeros** (niveau 5) : 8 200 po / 10 500 po · 78 % (en retard) — reçu 1 300 po, écart à la moyenne +675 po'
    )
    expect(md).toContain('- **Seoni; "the wise"** : 951 po · sans niveau — reçu −50 po, écart à la moyenne −675 po')
  })
})

describe('the value received as CSV', () => {
  const doc = (language: 'fr' | 'en'): ReceivedDocument => ({
    kind: 'received',
    language,
    campaignName: 'Crypte',
    generatedAt: '2026-12-03T18:00:00+01:00',
    wealth: summary()
  })

  it('French: semicolons, decimal commas, a row per session then the totals and gaps, names in their cells', () => {
    const text = renderReceivedCsv(doc('fr'))
    expect(text.startsWith('\uFEFF')).toBe(true)
    const rows = parseCsv(text.slice(1), ';')
    expect(rows[0]).toEqual(['Séance', 'Date', 'Valeros', 'Seoni; "the wise"'])
    expect(rows[1]).toEqual(['Hors séance', '', '100', '0'])
    expect(rows[2]!.slice(0, 2)).toEqual(['Soirée 12 — la crypte', '2026-11-28'])
    expect(rows[2]!.slice(2).map(frenchNumber)).toEqual([1200.25, -50])
    expect(rows[3]![0]).toBe('Total')
    expect(rows[3]!.slice(2).map(frenchNumber)).toEqual([1300.25, -50])
    expect(rows[4]![0]).toBe('Écart à la moyenne')
    expect(rows[4]!.slice(2).map(frenchNumber)).toEqual([675.13, -675.13])
    for (const r of rows) expect(r).toHaveLength(4)
  })

  it('English: commas and decimal points', () => {
    const rows = parseCsv(renderReceivedCsv(doc('en')).slice(1), ',')
    expect(rows[0]).toEqual(['Session', 'Date', 'Valeros', 'Seoni; "the wise"'])
    expect(rows[2]!.slice(2)).toEqual(['1200.25', '-50'])
  })
})
