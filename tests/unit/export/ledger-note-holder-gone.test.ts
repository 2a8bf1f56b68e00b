// Regression: a French ledger showed English notes. Removing a place or a character wrote "<name> given up" /
// "<name> left the party" into the entries' notes, so the ledger screen and its CSV (both through ledgerNote)
// showed English in a French campaign. The entries now record which holder went away, translated when shown;
// files written before keep their English note and show it as it was.
import { describe, expect, it } from 'vitest'
import { SCHEMA_VERSION } from '@shared/campaign/version'
import { applyBatch, newCampaign } from '@shared/campaign/apply-op'
import type { Holder } from '@shared/campaign/ops'
import { parseCampaignText } from '@shared/campaign/parse'
import type { Campaign, LedgerEntry } from '@shared/campaign/schema'
import { renderLedgerCsv } from '@shared/export/csv'
import { ledgerDocument } from '@shared/export/summary'
import { messages } from '@shared/i18n/index'
import { ledgerNote } from '@shared/i18n/ledger-note'
import type { Language } from '@shared/core/language'
import { addCharacter } from '../campaign/fixtures/party'

const AT = '2024-06-01T19:00:00Z'
const ezren: Holder = { type: 'character', id: 'c-ezren' }
const inn: Holder = { type: 'place', id: 'inn' }

function goneBoth(lang: Language): Campaign {
  return applyBatch(newCampaign('Départs', lang), [
    addCharacter('c-ezren', 'Ezren'),
    { type: 'place/add', place: { id: 'inn', name: 'Le Dragon rouillé' } },
    {
      type: 'line/add',
      to: ezren,
      line: { id: 'l-torch', ref: { source: 'catalog', id: 'torch' }, quantity: 4 },
      ledgerId: 'g1',
      at: AT
    },
    {
      type: 'line/add',
      to: inn,
      line: { id: 'l-rope', ref: { source: 'catalog', id: 'rope-hemp' }, quantity: 1 },
      ledgerId: 'g2',
      at: AT
    },
    { type: 'character/remove', id: 'c-ezren', ledgerId: 'rc', at: AT },
    { type: 'place/remove', id: 'inn', ledgerId: 'rp', at: AT }
  ])
}

const notesOf = (c: Campaign) =>
  c.ledger
    .filter((e) => e.id === 'rc-1' || e.id === 'rp-1')
    .map((e) => ledgerNote(e, messages(c.exportLanguage), c.exportLanguage))

describe('a French ledger showed English notes', () => {
  it('a character who left and a place given up read in French on the ledger screen', () => {
    expect(notesOf(goneBoth('fr'))).toEqual(['Ezren a quitté le groupe', 'Le Dragon rouillé\u00a0: lieu abandonné'])
  })

  it('and in English in an English campaign', () => {
    expect(notesOf(goneBoth('en'))).toEqual(['Ezren left the party', 'Le Dragon rouillé given up'])
  })

  it('the ledger CSV of a French campaign says it in French, with no English left', () => {
    const csv = renderLedgerCsv(ledgerDocument(goneBoth('fr')))
    expect(csv).toContain('Ezren a quitté le groupe')
    expect(csv).toContain('Le Dragon rouillé\u00a0: lieu abandonné')
    expect(csv).not.toMatch(/left the party|given up/)
  })

  it('the saved file keeps the name and kind, not a sentence; it reads back at the current schema', () => {
    const c = goneBoth('fr')
    const entries = c.ledger.filter((e) => e.id.startsWith('rc-') || e.id.startsWith('rp-'))
    expect(entries.map((e) => [e.note, e.gone])).toEqual([
      [undefined, { holder: 'character', name: 'Ezren' }],
      [undefined, { holder: 'place', name: 'Le Dragon rouillé' }]
    ])
    const read = parseCampaignText(JSON.stringify(c), 'departs.json')
    expect(read.ok).toBe(true)
    expect(c.schemaVersion).toBe(SCHEMA_VERSION)
  })

  it('an older entry with the English sentence in its note still shows it', () => {
    const old = {
      id: 'rm-1',
      at: AT,
      item: 'torch',
      ref: { source: 'catalog', id: 'torch' },
      quantity: 4,
      from: inn,
      to: { type: 'stash' },
      note: 'The Rusty Dragon given up'
    } as LedgerEntry
    expect(ledgerNote(old, messages('fr'), 'fr')).toBe('The Rusty Dragon given up')
  })

  it('a gone holder and the GM’s note both show', () => {
    const e = {
      ...goneBoth('fr').ledger.find((x) => x.id === 'rp-1')!,
      note: 'vendu la chambre'
    }
    expect(ledgerNote(e, messages('fr'), 'fr')).toBe('Le Dragon rouillé\u00a0: lieu abandonné · vendu la chambre')
  })
})
