// The party sheet lists each place (RULES.md §10: the inn, home) with its lines, coins and value, in
// the campaign's language, in Markdown and HTML; the ledger export names places, removed ones too
// (an empty place given up by its name: it was named by its id, '(lieu supprimé gone)').
import { describe, expect, it } from 'vitest'
import { applyBatch, newCampaign } from '@shared/campaign/apply-op'
import type { Op } from '@shared/campaign/ops'
import type { Campaign } from '@shared/campaign/schema'
import { getCatalogEntry } from '@shared/catalog'
import { renderHtml } from '@shared/export/html'
import { renderMarkdown } from '@shared/export/markdown'
import { ledgerDocument, partyDocument } from '@shared/export/summary'

const AT = '2026-05-01T20:00:00+02:00'
const ref = (id: string) => ({ source: 'catalog' as const, id })

function campaign(language: 'en' | 'fr', inn: string, home: string): Campaign {
  const ops: Op[] = [
    { type: 'place/add', place: { id: 'inn', name: inn, notes: 'Room 3 <upstairs>' } },
    { type: 'place/add', place: { id: 'home', name: home } },
    { type: 'place/add', place: { id: 'gone', name: 'Old camp' } },
    {
      type: 'line/add',
      to: { type: 'place', id: 'inn' },
      line: { id: 'l1', ref: ref('full-plate'), quantity: 1 },
      ledgerId: 'g1',
      at: AT
    },
    {
      type: 'line/add',
      to: { type: 'place', id: 'inn' },
      line: { id: 'l2', ref: ref('coin-gp'), quantity: 250 },
      ledgerId: 'g2',
      at: AT
    },
    {
      type: 'line/add',
      to: { type: 'place', id: 'gone' },
      line: { id: 'l3', ref: ref('tent'), quantity: 1 },
      ledgerId: 'g3',
      at: AT
    },
    {
      type: 'line/move',
      from: { type: 'place', id: 'gone' },
      to: { type: 'place', id: 'inn' },
      lineId: 'l3',
      quantity: 1,
      newLineId: 'l4',
      ledgerId: 'g4',
      at: AT
    },
    { type: 'place/remove', id: 'gone' }
  ]
  return applyBatch(newCampaign('Places', language), ops)
}

describe('places in the party sheet', () => {
  for (const [lang, inn, home, t] of [
    [
      'en',
      'The inn',
      'Home',
      {
        value: '1,760 gp',
        stored: 'Stored here: counts in nobody’s load.',
        empty: 'Nothing stored here.',
        plate: 'Full plate',
        coins: '250 gp',
        removed: 'Old camp (given up)'
      }
    ],
    [
      'fr',
      'L’auberge',
      'La maison',
      {
        value: '1\u202f760 po',
        stored: 'Rangé ici\u00a0: ne compte dans la charge de personne.',
        empty: 'Rien n’est rangé ici.',
        plate: 'Harnois',
        coins: '250 po',
        removed: 'Old camp (lieu abandonné)'
      }
    ]
  ] as const) {
    it(`lists each place with its lines and value (${lang})`, () => {
      const c = campaign(lang, inn, home)
      const doc = partyDocument(c, { lookup: getCatalogEntry, generatedAt: AT })
      expect(doc.places.map((p) => [p.name, p.items.length, p.coins.length, p.totalValueGp])).toEqual([
        [inn, 2, 1, 1760],
        [home, 0, 0, 0]
      ])
      const md = renderMarkdown(doc)
      expect(md).toContain(`### ${inn} — ${t.value}`)
      expect(md).toContain(`### ${home} — 0 ${lang === 'fr' ? 'po' : 'gp'}`)
      expect(md).toContain(`- 1 × ${t.plate} (1${lang === 'fr' ? '\u202f' : ','}500 ${lang === 'fr' ? 'po' : 'gp'})`)
      expect(md).toContain(t.coins)
      expect(md).toContain(`*${t.stored}*`)
      expect(md.split(`### ${home}`)[1]).toContain(`*${t.empty}*`)
      const html = renderHtml(doc, { paper: 'a4' })
      expect(html).toContain(`<h3>${inn}</h3>`)
      expect(html).toContain('Room 3 &lt;upstairs&gt;')
      expect(html).toContain(t.plate)
      expect(html).toContain(`<p class="empty">${t.empty}</p>`)
    })

    it(`names places in the ledger, one removed empty-handed by the name it had (${lang})`, () => {
      const rows = ledgerDocument(campaign(lang, inn, home), { lookup: getCatalogEntry }).rows
      expect(rows.map((r) => r.to)).toEqual([inn, inn, t.removed, inn])
      expect(rows[3]!.from).toBe(t.removed)
    })
  }
})
