// A session's report (issue 28) as Markdown and HTML: every figure and name of the document, in its
// language, user text escaped; the document itself is built from a campaign in session-report.test.ts.
import { describe, expect, it } from 'vitest'
import { renderHtml } from '@shared/export/html'
import { renderMarkdown } from '@shared/export/markdown'
import type { SessionDocument } from '@shared/export/model'

function doc(language: 'en' | 'fr', open = false): SessionDocument {
  const t = (tier: 'light' | 'medium' | 'heavy' | 'over', label: string, symbol: string) => ({ tier, label, symbol })
  return {
    kind: 'session',
    language,
    campaignName: 'La Couronne | *de fer*',
    generatedAt: '2026-12-03T21:00:00+01:00',
    session: { id: 's1', name: 'Soirée 12 — la crypte', date: '2026-12-03', dateLabel: '03/12/2026', open },
    haulGp: 1234.5,
    received: [
      { name: 'Kyra', valueGp: 800, bearers: [{ name: 'Ombre', valueGp: 300 }] },
      { name: 'Ezren', valueGp: 434.5, bearers: [] }
    ],
    sold: [{ what: '2 × Dague', from: 'Kyra', valueGp: 2 }],
    used: [{ what: '1 × Potion de soins légers', from: 'Ezren', valueGp: 50 }],
    spent: [],
    loads: [
      { name: 'Kyra', before: t('light', 'Légère', '○'), after: t('medium', 'Intermédiaire', '◐') },
      { name: 'Ezren', before: null, after: t('light', 'Légère', '○') }
    ]
  }
}

describe('session report renderers', () => {
  it('Markdown, in French: the haul, who received what with the bearer’s part, sold, used, nothing spent, loads', () => {
    const md = renderMarkdown(doc('fr'))
    expect(md).toContain('## Soirée 12 — la crypte — Compte rendu de séance')
    expect(md).toContain('La Couronne \\| \\*de fer\\*') // user text escaped
    expect(md).toContain('**Butin rentré\u00a0:** 1\u202f234,5 po')
    expect(md).toContain('- **Kyra**\u00a0: 800 po (dont Ombre 300 po)')
    expect(md).toContain('- **Ezren**\u00a0: 434,5 po')
    expect(md).toContain('- 2 × Dague — Kyra — 2 po')
    expect(md).toMatch(/### Dépensé\n\*Rien\.\*/)
    expect(md).toContain('### Charges (au début → à la fin)')
    expect(md).toContain('- **Kyra**\u00a0: ○ Légère → ◐ Intermédiaire')
    expect(md).toContain('- **Ezren**\u00a0: — → ○ Légère')
  })

  it('HTML, in English, still open: title, haul, every name and value, the loads as tier badges', () => {
    const html = renderHtml(doc('en', true), { paper: 'a4' })
    expect(html).toContain('<title>Soirée 12 — la crypte — Session report</title>')
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('Haul that came in')
    expect(html).toContain('1,234.5 gp')
    expect(html).toContain('of which Ombre 300 gp')
    expect(html).toContain('still open')
    expect(html).toContain('<th>Now</th>')
    expect(html).toContain('class="tier t-medium"')
    expect(html).toContain('La Couronne | *de fer*')
    expect(html).not.toContain('<script')
  })
})
