// A session's report (issue 28 item 1) from a campaign played through ops, the way the app makes them: a haul
// added to the stash during the session, a share moved to Kyra and to her mule, a potion used, a dagger sold,
// arrows spent; the report's words in each language, and the ledger CSV of that session only.
import { describe, expect, it } from 'vitest'
import { applyBatch } from '@shared/campaign/apply-op'
import { checkOp } from '@shared/campaign/op-check'
import type { Op } from '@shared/campaign/ops'
import type { Campaign } from '@shared/campaign/schema'
import { getCatalogEntry } from '@shared/catalog'
import { renderExport } from '@shared/export'
import { sessionDocument } from '@shared/export/session'
import { addCharacter, line } from '../campaign/fixtures/party'
import { parseCsv } from './helpers'
import { emptyParty } from '../../e2e/ui-campaigns'

const AT = '2026-12-03T20:00:00+01:00'
const stash = { type: 'stash' } as const
const kyra = { type: 'character', id: 'c-kyra' } as const
const mule = { type: 'character', id: 'c-mule' } as const
let seq = 0
const g = () => ({ ledgerId: `g-${++seq}`, at: AT })

function played(language: 'en' | 'fr'): Campaign {
  const ops: Op[] = [
    addCharacter('c-kyra', 'Kyra', { strength: 14 }),
    addCharacter('c-ezren', 'Ezren'),
    addCharacter('c-mule', 'Mule', { bearer: 'pack-animal', owner: 'c-kyra', strength: 16, size: 'G' }),
    // before the session: 1 potion already Ezren's (not in the report)
    {
      type: 'line/add',
      to: { type: 'character', id: 'c-ezren' },
      line: line('l-old', 'potion-cure-light-wounds', 1),
      ...g()
    },
    { type: 'session/open', session: { id: 's-12', name: 'Soirée 12 — la crypte', date: '2026-12-03' }, at: AT },
    // the haul: 300 gp, 2 potions (50 gp each), a longsword (15 gp), a quiver of 20 arrows
    { type: 'line/add', to: stash, line: line('l-gp', 'coin-gp', 300), ...g() },
    { type: 'line/add', to: stash, line: line('l-pot', 'potion-cure-light-wounds', 2), ...g() },
    { type: 'line/add', to: stash, line: line('l-sword', 'longsword', 1), ...g() },
    { type: 'line/add', to: stash, line: line('l-dag', 'dagger', 1), ...g() },
    // the split: the sword and 100 gp to Kyra, the potions to her mule, 200 gp to Ezren
    { type: 'line/move', from: stash, to: kyra, lineId: 'l-sword', quantity: 1, newLineId: 'l-sword-k', ...g() },
    { type: 'line/move', from: stash, to: kyra, lineId: 'l-gp', quantity: 100, newLineId: 'l-gp-k', ...g() },
    { type: 'line/move', from: stash, to: mule, lineId: 'l-pot', quantity: 2, newLineId: 'l-pot-m', ...g() },
    {
      type: 'line/move',
      from: stash,
      to: { type: 'character', id: 'c-ezren' },
      lineId: 'l-gp',
      quantity: 200,
      newLineId: 'l-gp-e',
      ...g()
    },
    // a potion drunk, the dagger sold
    { type: 'line/use', holder: mule, lineId: 'l-pot-m', quantity: 1, ...g() },
    { type: 'line/sell', holder: stash, lines: [{ lineId: 'l-dag', quantity: 1 }], newLineId: 'l-sold', ...g() },
    { type: 'session/close', id: 's-12', at: '2026-12-03T23:30:00+01:00' },
    // after the session: not in it
    { type: 'line/add', to: stash, line: line('l-late', 'torch', 3), ...g() }
  ]
  let c = emptyParty(language)
  c = applyBatch(
    c,
    ops.map((op) => checkOp(op))
  )
  return c
}

describe('a session’s report', () => {
  it('in French: the haul, who received what (the mule’s part in Kyra’s), used, sold, the loads before and after', () => {
    const doc = sessionDocument(played('fr'), 's-12', { lookup: getCatalogEntry, generatedAt: AT })
    expect(doc.session).toEqual({
      id: 's-12',
      name: 'Soirée 12 — la crypte',
      date: '2026-12-03',
      dateLabel: '03/12/2026',
      open: false
    })
    expect(doc.language).toBe('fr')
    expect(doc.haulGp).toBe(300 + 2 * 50 + 15 + 2)
    expect(doc.received).toEqual([
      { name: 'Kyra', valueGp: 15 + 100 + 100, bearers: [{ name: 'Mule', valueGp: 100 }] },
      { name: 'Ezren', valueGp: 200, bearers: [] }
    ])
    expect(doc.used).toEqual([{ what: '1 × Potion de soins légers', from: 'Mule', valueGp: 50 }])
    expect(doc.sold.map((l) => l.what)).toEqual(['1 × Dague'])
    expect(doc.loads.map((l) => [l.name, l.before?.label ?? null, l.after?.label ?? null])).toEqual([
      ['Kyra', 'Légère', expect.any(String)],
      ['Ezren', 'Légère', expect.any(String)],
      ['Mule', 'Légère', expect.any(String)]
    ])
    const md = renderExport(played('fr'), { format: 'md', session: 's-12', generatedAt: AT }, getCatalogEntry)
    expect(md.fileName).toBe('Soirée 12 — la crypte - séance.md')
    expect(md.text).toContain('- **Kyra**\u00a0: 215 po (dont Mule 100 po)')
  })

  it('the ledger CSV of one session holds that session’s entries only, named in its file name', () => {
    const c = played('en')
    const all = parseCsv(renderExport(c, { format: 'csv' }, getCatalogEntry).text.slice(1))
    const csv = renderExport(c, { format: 'csv', session: 's-12' }, getCatalogEntry)
    const rows = parseCsv(csv.text.slice(1))
    const inSession = c.ledger.filter((e) => e.session === 's-12').length
    expect(inSession).toBeGreaterThan(5)
    expect(rows.length - 1).toBe(inSession)
    expect(all.length - 1).toBe(c.ledger.length)
    expect(rows.some((r) => r.includes('Torch'))).toBe(false)
    expect(csv.fileName).toBe(`${c.name} - ledger - Soirée 12 — la crypte.csv`)
  })

  it('an unknown session is refused, not exported empty', () => {
    expect(() => renderExport(played('en'), { format: 'pdf', session: 's-nope' }, getCatalogEntry)).toThrow(
      /no session 's-nope'/
    )
  })
})
