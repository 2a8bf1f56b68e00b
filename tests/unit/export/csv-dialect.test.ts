// The ledger's CSV opens as columns in a French spreadsheet (issue 14 item 4): a French campaign writes
// `;` between fields and decimal commas, as LibreOffice and Excel expect under a French locale; an English
// one writes commas and decimal points; the GM may pick either in the export dialog.
import { describe, expect, it } from 'vitest'
import { renderExport } from '@shared/export'
import { getCatalogEntry } from '@shared/catalog'
import { frenchNumber, parseCsv } from './helpers'
import { specialCampaign, TRICKY } from './special-campaign'

describe('ledger CSV dialect', () => {
  it('French campaign: semicolons and decimal commas, six columns on every row', () => {
    const c = specialCampaign()
    c.ledger[0]!.quantity = 2.5
    const csv = renderExport(c, { format: 'csv' }, getCatalogEntry).text.slice(1)
    const rows = parseCsv(csv, ';')
    expect(rows[0]).toEqual(['Quand', 'Objet', 'Qté', 'De', 'Vers', 'Note'])
    for (const r of rows) expect(r).toHaveLength(6)
    expect(rows[1]![1]).toBe(TRICKY.gem) // a comma inside a name stays in its cell
    expect(frenchNumber(rows[1]![2]!)).toBe(2.5)
    expect(rows.slice(1).map((r) => frenchNumber(r[2]!))).toEqual(c.ledger.map((e) => e.quantity))
  })

  it('English campaign: commas and decimal points, as before', () => {
    const c = { ...specialCampaign(), exportLanguage: 'en' as const }
    c.ledger = c.ledger.map((e, i) => (i === 0 ? { ...e, quantity: 2.5 } : e))
    const rows = parseCsv(renderExport(c, { format: 'csv' }, getCatalogEntry).text.slice(1), ',')
    expect(rows[0]).toEqual(['When', 'Item', 'Qty', 'From', 'To', 'Note'])
    expect(rows[1]![2]).toBe('2.5')
  })

  it('the GM’s pick wins over the language: tab-separated with decimal points for a French campaign', () => {
    const c = specialCampaign()
    c.ledger[0]!.quantity = 2.5
    const csv = renderExport(c, { format: 'csv', csv: { separator: 'tab', decimal: 'point' } }, getCatalogEntry).text
    const rows = parseCsv(csv.slice(1), '\t')
    for (const r of rows) expect(r).toHaveLength(6)
    expect(rows[1]![2]).toBe('2.5')
  })
})
