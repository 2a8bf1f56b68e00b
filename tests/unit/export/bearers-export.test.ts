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
    exportLanguage: language,
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
    expect(frMd).toContain('ne peut pas se déplacer')
    expect(frMd).not.toContain('Dex max')
  })

  // Regression: the exports gave no speed at a light load (only 'no penalty'), so a halfling's 20 ft
  // and a warhorse's 50 ft read like anyone's.
  it('give the speed at every tier: light too, in ft and in metres (HTML and Markdown)', () => {
    const light = (lang: 'en' | 'fr') => {
      const c = campaign(lang)
      c.characters.push({ ...c.characters[0]!, id: 'pip', name: 'Pip', size: 'P', player: '' } as never)
      return c
    }
    const en = partyDocument(light('en'), options)
    const pip = en.characters.find((c) => c.id === 'pip')!
    expect(pip.load.tier).toBe('light')
    // the card's effects row, pair for pair
    expect(pip.load.effectLines).toEqual(['Speed 20 ft', 'Max Dex —', 'Check 0', 'Run ×4'])
    expect(en.characters.find((c) => c.id === 'aria')!.load.effectsShort).toEqual([
      'Speed 30 ft',
      'Max Dex —',
      'Check 0',
      'Run ×4'
    ])
    expect(renderHtml(en, { paper: 'a4' })).toContain('20 ft')
    const fr = partyDocument(light('fr'), options)
    expect(fr.characters.find((c) => c.id === 'pip')!.load.effectLines).toEqual([
      'Vitesse 6 m',
      'Dex max —',
      'Malus 0',
      'Course ×4'
    ])
    expect(fr.characters.find((c) => c.id === 'aria')!.load.effectsShort[0]).toBe('Vitesse 9 m')
    const md = renderMarkdown(characterDocument(light('fr'), light('fr').characters[3]!, options))
    expect(md).toContain('Vitesse 6 m')
  })
})
