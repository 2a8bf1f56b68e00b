// Other bearers in the exports (issue 13 #1, #6): the party sheet and a bearer's summary say what it is
// and whose ("Mount of Valeros", "Monture d’Aria"), its speed in ft or metres, and an over load says
// "cannot move" and why, with no max Dex nor check penalty (RULES.md gives an over load no such effects).
import { describe, expect, it } from 'vitest'
import type { Campaign } from '@shared/campaign/schema'
import { SCHEMA_VERSION } from '@shared/campaign/version'
import { getCatalogEntry } from '@shared/catalog'
import { characterDocument, partyDocument } from '@shared/export/summary'
import { renderMarkdown } from '@shared/export/markdown'
import { renderHtml } from '@shared/export/html'

function campaign(language: 'en' | 'fr'): Campaign {
  const ch = (id: string, name: string, extra: object, inventory: object[] = []) => ({
    id,
    name,
    player: '',
    strength: 16,
    size: 'G',
    wornArmor: null,
    notes: '',
    inventory,
    ...extra
  })
  return {
    schemaVersion: SCHEMA_VERSION,
    name: 'Bearers',
    language,
    options: { strengthRaisesMax: true, rounding: 'floor', coinsPerUnit: 100, customLimits: {} },
    characters: [
      ch('aria', 'Aria', { size: 'M', player: 'Zoé' }),
      ch('horse', 'Warhorse', { bearer: 'mount', owner: 'aria', quadruped: true, baseSpeed: 50 }, [
        { id: 'l1', ref: { source: 'catalog', id: 'saddle-military' }, quantity: 1 }
      ]),
      ch('mule', 'Mule', { bearer: 'pack-animal' }, [
        { id: 'l2', ref: { source: 'catalog', id: 'chest' }, quantity: 9 }
      ])
    ],
    stash: [],
    customItems: [],
    ledger: []
  } as Campaign
}

const options = { lookup: getCatalogEntry, generatedAt: '2026-12-01T17:00:00+00:00' }

describe('bearers in the exports', () => {
  it('say what each bearer is and whose, EN and FR (Markdown and HTML party sheets)', () => {
    const en = partyDocument(campaign('en'), options)
    expect(en.characters.map((c) => c.bearer)).toEqual([null, 'Mount of Aria', 'Pack animal'])
    expect(renderMarkdown(en)).toContain('**Warhorse** (Mount of Aria)')
    expect(renderMarkdown(en)).toContain('**Aria** (Zoé)')
    expect(renderHtml(en, { paper: 'a4' })).toContain('Mount of Aria')
    const fr = partyDocument(campaign('fr'), options)
    expect(fr.characters.map((c) => c.bearer)).toEqual([null, 'Monture d’Aria', 'Bête de somme'])
    expect(renderMarkdown(fr)).toContain('**Warhorse** (Monture d’Aria)')
  })

  it('give an over bearer "cannot move" and why, no max Dex nor check penalty; speeds in ft and in metres', () => {
    const en = partyDocument(campaign('en'), options)
    const mule = en.characters.find((c) => c.id === 'mule')!
    expect(mule.load.tier).toBe('over')
    expect(mule.load.effectLines).toEqual(['cannot move'])
    expect(mule.load.reason).toMatch(/chests/)
    const horse = en.characters.find((c) => c.id === 'horse')!
    expect(horse.load.tier).not.toBe('over')
    const md = renderMarkdown(characterDocument(campaign('en'), campaign('en').characters[2]!, options))
    expect(md).toContain('cannot move')
    expect(md).not.toMatch(/Max Dex|Check −/)
    const frMd = renderMarkdown(characterDocument(campaign('fr'), campaign('fr').characters[2]!, options))
    expect(frMd).toContain('immobile')
    expect(frMd).not.toContain('Dex max')
  })
})
