// Quick add: "3 dagues", "dagues x3", "200 po", "120 arrows"... parsed and resolved to an entry.
import { describe, expect, it } from 'vitest'
import { parseQuantity, parseQuickAdd } from '@shared/catalog/search'
import type { Language } from '@shared/i18n'

const quick = (text: string, lang: Language = 'fr') => {
  const r = parseQuickAdd(text, lang)
  return (
    r && { quantity: r.quantity, id: r.hit.id, query: r.query, ...(r.rounds !== undefined ? { rounds: r.rounds } : {}) }
  )
}

describe('parseQuantity', () => {
  it.each([
    ['3 dagues', 3, 'dagues', true],
    ['dagues x3', 3, 'dagues', true],
    ['dagues x 3', 3, 'dagues', true],
    ['dagues ×3', 3, 'dagues', true],
    ['x3 dagues', 3, 'dagues', true],
    ['×3 dagues', 3, 'dagues', true],
    ['3x dague', 3, 'dague', true],
    ['3 x dague', 3, 'dague', true],
    ['3xdague', 3, 'dague', true],
    ['200po', 200, 'po', true],
    ['200 po', 200, 'po', true],
    ['1 000 po', 1000, 'po', true],
    ['1,000 gp', 1000, 'gp', true],
    ['  12   torches  ', 12, 'torches', true],
    ['une dague', 1, 'dague', true],
    ['un arc long', 1, 'arc long', true],
    ['deux torches', 2, 'torches', true],
    ['a dagger', 1, 'dagger', true],
    ['an axe', 1, 'axe', true],
    ['three rations', 3, 'rations', true],
    ['la dague', 1, 'dague', false],
    ['the longsword', 1, 'longsword', false],
    ["l'épée longue", 1, 'épée longue', false],
    ['dague', 1, 'dague', false],
    ['3 xylophones', 3, 'xylophones', true]
  ])('%j → %i × %j', (text, quantity, query, explicit) => {
    expect(parseQuantity(text)).toEqual({ quantity, query, explicit })
  })

  it.each(['', '   ', '3', 'x3', '0 dague', '1.5 dague', '2,5 dagues', '2000000000 po', 'dagues x0'])(
    'rejects %j',
    (text) => {
      expect(parseQuantity(text)).toBeNull()
    }
  )
})

describe('parseQuickAdd', () => {
  it('adds three daggers from "3 dagues", in every quantity style', () => {
    for (const text of ['3 dagues', 'dagues x3', 'x3 dagues', '3x dague', '3 Dagues', '3 DAGUES', 'trois dagues']) {
      expect(quick(text), text).toMatchObject({ quantity: 3, id: 'dagger' })
    }
    expect(quick('3 dagues')).toEqual({ quantity: 3, id: 'dagger', query: 'dagues' })
    expect(quick('3 daggers', 'en')).toMatchObject({ quantity: 3, id: 'dagger' })
  })

  it('reads one item from an article', () => {
    expect(quick('une dague')).toMatchObject({ quantity: 1, id: 'dagger' })
    expect(quick('a dagger', 'en')).toMatchObject({ quantity: 1, id: 'dagger' })
    expect(quick('une épée longue')).toMatchObject({ quantity: 1, id: 'longsword' })
    expect(quick('grappin')).toMatchObject({ quantity: 1, id: 'grappling-hook' })
  })

  it('reads coins in French and English abbreviations', () => {
    expect(quick('200 po')).toMatchObject({ quantity: 200, id: 'coin-gp' })
    expect(quick('200 gp', 'en')).toMatchObject({ quantity: 200, id: 'coin-gp' })
    expect(quick('200 gp', 'fr')).toMatchObject({ quantity: 200, id: 'coin-gp' })
    expect(quick('35 pa')).toMatchObject({ quantity: 35, id: 'coin-sp' })
    expect(quick('35 sp', 'en')).toMatchObject({ quantity: 35, id: 'coin-sp' })
    expect(quick('12 pc')).toMatchObject({ quantity: 12, id: 'coin-cp' })
    expect(quick('12 cp', 'en')).toMatchObject({ quantity: 12, id: 'coin-cp' })
    expect(quick('5 pp', 'fr')).toMatchObject({ quantity: 5, id: 'coin-pp' })
    expect(quick('5 pp', 'en')).toMatchObject({ quantity: 5, id: 'coin-pp' })
    expect(quick('1 500 pièces d’or')).toMatchObject({ quantity: 1500, id: 'coin-gp' })
    expect(quick('40 gold pieces', 'en')).toMatchObject({ quantity: 40, id: 'coin-gp' })
    expect(quick('300po')).toMatchObject({ quantity: 300, id: 'coin-gp' })
  })

  it('turns counted rounds into the containers that hold them', () => {
    expect(quick('120 flèches')).toEqual({ quantity: 3, id: 'quiver-arrows', query: 'flèches', rounds: 120 })
    expect(quick('50 arrows', 'en')).toMatchObject({ quantity: 1, id: 'quiver-arrows', rounds: 50 })
    expect(quick('20 carreaux')).toMatchObject({ quantity: 1, id: 'quiver-bolts', rounds: 20 })
    expect(quick('25 billes')).toMatchObject({ quantity: 3, id: 'bag-sling-bullets', rounds: 25 })
    // Containers counted as containers.
    expect(quick('2 carquois de flèches')).toEqual({ quantity: 2, id: 'quiver-arrows', query: 'carquois de flèches' })
    expect(quick('flèches')).toEqual({ quantity: 1, id: 'quiver-arrows', query: 'flèches' })
  })

  it('tolerates typos and plurals after the quantity', () => {
    expect(quick('2 longswrds', 'en')).toMatchObject({ quantity: 2, id: 'longsword' })
    expect(quick('4 épées longues')).toMatchObject({ quantity: 4, id: 'longsword' })
    expect(quick('6 rations')).toMatchObject({ quantity: 6, id: 'ration' })
    expect(quick('10 torches')).toMatchObject({ quantity: 10, id: 'torch' })
    expect(quick('30 potions')).toMatchObject({ quantity: 30, id: 'potion' })
  })

  it('offers the next best matches as alternatives', () => {
    const r = parseQuickAdd('2 lances', 'fr')
    expect(r?.hit.id).toBe('spear')
    expect(r?.alternatives.map((h) => h.id)).toContain('lance')
    expect(parseQuickAdd('2 lances', 'en')?.hit.id).toBe('lance')
  })

  it('resolves to custom items too', () => {
    const extra = [{ id: 'c-kas', name: 'Sword of Kas', nameFr: 'Épée de Kas' }]
    const r = parseQuickAdd('2 épées de kas', 'fr', { extra })
    expect(r).toMatchObject({ quantity: 2, hit: { source: 'custom', id: 'c-kas', name: 'Épée de Kas' } })
  })

  it('returns null when nothing matches or there is nothing to add', () => {
    for (const text of ['', '   ', '3', '3 xyzzyqw', 'zzqqkk', '0 dague', '1.5 dague', '-2 dagues']) {
      expect(parseQuickAdd(text, 'fr'), text).toBeNull()
    }
  })
})
