import { describe, expect, it } from 'vitest'
import { countName, pluralName } from '@shared/i18n/plural'
import { entryName, getCatalogEntry } from '@shared/catalog'

function catalogName(id: string, lang: 'en' | 'fr'): string {
  const entry = getCatalogEntry(id)
  if (!entry) throw new Error(`no catalog entry ${id}`)
  return entryName(entry, lang)
}

describe('pluralName', () => {
  it('leaves an enhancement bonus unchanged and pluralises the noun before it', () => {
    expect(pluralName('Longsword +1', 'en')).toBe('Longswords +1')
    expect(pluralName('Longsword +1', 'fr')).toBe('Longswords +1')
    expect(pluralName('Épée longue +2', 'fr')).toBe('Épées longues +2')
    expect(countName(7, 'Longsword +1', 'en')).toBe('7 longswords +1')
    expect(countName(7, 'Épée longue +1', 'fr')).toBe('7 épées longues +1')
  })

  it('keeps numbers and parentheticals unchanged', () => {
    expect(pluralName('Bière (4 litres)', 'fr')).toBe('Bières (4 litres)')
    expect(pluralName(catalogName('ale-gallon', 'en'), 'en')).toBe('Ales (gallon)')
  })

  it('makes an adjective after a "de" complement agree with the head noun (real catalog names)', () => {
    const fr = (id: string) => pluralName(catalogName(id, 'fr'), 'fr')
    expect(fr('heavy-mace')).toBe('Masses d’armes lourdes')
    expect(fr('light-mace')).toBe('Masses d’armes légères')
    expect(fr('heavy-flail')).toBe('Fléaux d’armes lourds')
    expect(pluralName('Cheval de guerre léger', 'fr')).toBe('Chevaux de guerre légers')
    expect(pluralName('Cheval de guerre lourd', 'fr')).toBe('Chevaux de guerre lourds')
    // A name the French UI shows in English (none in the data) takes the English plural, never a French one.
    expect(fr('light-warhorse')).toBe('Combat-trained light horses')
    expect(fr('ale-gallon')).toBe('Ales (gallon)')
    expect(fr('studded-leather')).toBe('Armures de cuir cloutées')
    // The adjective of a plural complement is already plural; other complements are left alone.
    expect(fr('potion-cure-light-wounds')).toBe('Potions de soins légers')
    expect(fr('battleaxe')).toBe('Haches d’armes')
    expect(fr('creature-medium')).toBe('Créatures de taille M')
    expect(countName(4, catalogName('heavy-mace', 'fr'), 'fr')).toBe('4 masses d’armes lourdes')
  })
})
