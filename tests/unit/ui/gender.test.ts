// French participle agreement with item names (toasts: "3 dagues ajoutées", "1 harnois ajouté").
import { describe, expect, it } from 'vitest'
import { catalog } from '@shared/catalog'
import { agree, agreementOf, isFeminine } from '@shared/i18n/gender'

const fr = (id: string) => catalog.find((e) => e.id === id)!.fr

describe('French agreement', () => {
  it('takes the gender of the head noun of real catalog names', () => {
    expect(isFeminine(fr('dagger'))).toBe(true) // Dague
    expect(isFeminine(fr('full-plate'))).toBe(false) // Harnois
    expect(isFeminine(fr('longsword'))).toBe(true) // Épée longue
    expect(isFeminine(fr('coin-gp'))).toBe(true) // Pièce d’or
    expect(isFeminine(fr('quarterstaff'))).toBe(false) // Bâton
    expect(isFeminine(fr('greataxe'))).toBe(true) // Grande hache
    expect(isFeminine(fr('mirror'))).toBe(false) // Petit miroir en acier
    expect(isFeminine(fr('chest'))).toBe(false) // Coffre
    expect(isFeminine(fr('acid'))).toBe(false) // Acide
  })

  it('agrees in number with the count, and names that are plural stay plural', () => {
    expect(agree('ajouté', agreementOf(3, 'Dague'))).toBe('ajoutées')
    expect(agree('ajouté', agreementOf(1, 'Dague'))).toBe('ajoutée')
    expect(agree('ajouté', agreementOf(1, 'Harnois'))).toBe('ajouté')
    expect(agree('déplacé', agreementOf(2, 'Harnois'))).toBe('déplacés')
    expect(agree('ajouté', agreementOf(1, fr('manacles')))).toBe('ajoutées') // Menottes
  })

  it('follows the ending rule for a name the GM typed', () => {
    expect(isFeminine('Lanterne sourde')).toBe(true)
    expect(isFeminine('Fromage de chèvre')).toBe(false)
    expect(isFeminine('Bouclier du roi')).toBe(false)
    expect(isFeminine('Breuvage amer')).toBe(false)
  })
})
