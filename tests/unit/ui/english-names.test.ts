// The card's hints mark English-only catalog names (issue 13 review: "+2 bags of holding (type I)" in a
// French campaign had no mark). Forms a name takes in sentences, and the cutting around them.
import { describe, expect, it } from 'vitest'
import { englishNameForms, splitEnglishNames } from '@shared/i18n/english-names'

const line = (id: string) => ({ id: `l-${id}`, ref: { source: 'catalog' as const, id }, quantity: 1 })

describe('englishNameForms', () => {
  it('gives a French holder’s English-only names in the forms its sentences use, none for French names', () => {
    const forms = englishNameForms({ inventory: [line('bag-of-holding-1'), line('dagger')], wornArmor: null }, 'fr')
    expect(forms).toEqual(
      expect.arrayContaining(['Bag of holding (type I)', 'bag of holding (type I)', 'bags of holding (type I)'])
    )
    expect(forms.some((f) => /dague/i.test(f))).toBe(false)
    // longest first: a plural is found before its singular's prefix
    expect([...forms].sort((a, b) => b.length - a.length)).toEqual(forms)
  })
  it('gives none in English', () => {
    expect(englishNameForms({ inventory: [line('bag-of-holding-1')], wornArmor: null }, 'en')).toEqual([])
  })
})

describe('splitEnglishNames', () => {
  const forms = englishNameForms({ inventory: [line('bag-of-holding-1')], wornArmor: null }, 'fr')
  it('cuts the card’s hint around the name', () => {
    expect(splitEnglishNames('+2 bags of holding (type I) → intermédiaire', forms)).toEqual([
      { text: '+2 ', english: false },
      { text: 'bags of holding (type I)', english: true },
      { text: ' → intermédiaire', english: false }
    ])
  })
  it('marks a name at the start, more than once, and leaves other text whole', () => {
    const spans = splitEnglishNames('Bag of holding (type I) : 1 bag of holding (type I)', forms)
    expect(spans.filter((s) => s.english).map((s) => s.text)).toEqual([
      'Bag of holding (type I)',
      'bag of holding (type I)'
    ])
    expect(splitEnglishNames('Tout reste dans les limites légères', forms)).toEqual([
      { text: 'Tout reste dans les limites légères', english: false }
    ])
  })
  it('marks whole words only', () => {
    expect(splitEnglishNames('xbag of holding (type I)', forms)).toEqual([
      { text: 'xbag of holding (type I)', english: false }
    ])
  })
})
