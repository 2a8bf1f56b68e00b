// Issue 10: quick add refuses bad quantities with a reason; a pasted haul is read line by line in FR and EN;
// a decimal comma is read as one.
import { describe, expect, it } from 'vitest'
import { haulRowAdds, parseHaul, quantityProblem, readValue, splitHaul } from '@shared/catalog/haul'
import { parseDecimal } from '@shared/core/format'
import { EVENING_HAUL } from '../../fixtures/evening-haul'

describe('quantityProblem (bad quantities get a message, never another item)', () => {
  it.each([
    ['0 dague', 'zero', '0'],
    ['-5 dagues', 'negative', '-5'],
    ['−5 dagues', 'negative', '−5'],
    ['10k po', 'suffix', '10k'],
    ['99999999999 po', 'too-large', '99999999999'],
    ['1,5 potions', 'decimal', '1,5']
  ])('%s → %s', (text, reason, typed) => {
    expect(quantityProblem(text)).toEqual({ reason, typed })
  })

  it.each(['3 dagues', '1 000 po', '1,000 gp', 'dague', 'x3 dagues', '200po', '1000000000 pc'])(
    '%s is fine',
    (text) => {
      expect(quantityProblem(text)).toBeNull()
    }
  )
})

describe('splitHaul', () => {
  it('splits lines and commas, keeps thousands separators, drops bullets and blanks', () => {
    expect(splitHaul('1200 po, 1,000 pa; coffre\n- 3 dagues\n\n2. torche\n-5 dagues')).toEqual([
      '1200 po',
      '1,000 pa',
      'coffre',
      '3 dagues',
      'torche',
      '-5 dagues'
    ])
  })
})

describe('parseHaul', () => {
  const read = (text: string, lang: 'fr' | 'en') =>
    parseHaul(text, lang).map((r) => [r.status, r.hit?.id ?? null, r.quantity, r.rounds ?? null])

  it('reads the issue’s French haul', () => {
    expect(
      read(
        '1200 po, 5000 pa, 12 potions de soins légers, coffre, harnois, 3 épées longues, carquois de 80 flèches',
        'fr'
      )
    ).toEqual([
      ['ok', 'coin-gp', 1200, null],
      ['ok', 'coin-sp', 5000, null],
      ['ok', 'potion-cure-light-wounds', 12, null],
      ['ok', 'chest', 1, null],
      ['ok', 'full-plate', 1, null],
      ['ok', 'longsword', 3, null],
      ['ok', 'quiver-arrows', 2, 80]
    ])
  })

  it('reads English, containers of rounds; what it does not know becomes a custom item, a bad quantity is said', () => {
    expect(
      read('quiver of 80 arrows\n2 quivers with 120 arrows\n80 arrows\nzzkq fnord\n3 wibbleflumps\n0 daggers', 'en')
    ).toEqual([
      ['ok', 'quiver-arrows', 2, 80],
      ['ok', 'quiver-arrows', 3, 120],
      ['ok', 'quiver-arrows', 2, 80],
      ['custom', null, 1, null],
      ['custom', null, 3, null],
      ['bad-quantity', null, 0, null]
    ])
  })
})

// Issue 25 item 5: of 15 French lines, 4 were "Incomprise" and blocked the whole haul.
describe('a haul that never blocks (issue 25)', () => {
  const row = (text: string, lang: 'fr' | 'en' = 'fr') => parseHaul(text, lang)[0]!

  it('every one of the 15 French lines adds something', () => {
    const rows = parseHaul(EVENING_HAUL.fr.join('\n'), 'fr')
    expect(rows).toHaveLength(15)
    expect(rows.filter((r) => !haulRowAdds(r)).map((r) => r.text)).toEqual([])
  })

  it('gems and art objects are lines of their own, at the level §2’s guide gives them', () => {
    const pick = (t: string) => {
      const r = row(t)
      return [r.status, r.treasure, r.name, r.quantity, r.level, r.valueGp]
    }
    expect(pick('2 rubis (500 po chacun)')).toEqual(['treasure', 'gem', 'Rubis', 2, 0, 500])
    expect(pick('tapisserie elfique')).toEqual(['treasure', 'art', 'Tapisserie elfique', 1, 4, undefined])
    expect(pick('statuette en or')).toEqual(['treasure', 'art', 'Statuette en or', 1, 2, undefined])
    expect(pick('collier d’argent à 120 po')).toEqual(['treasure', 'jewel', 'Collier d’argent', 1, 1, 120])
    expect(pick('2 emeralds, worth 1,000 gp each')).toEqual(['treasure', 'gem', 'Emeralds', 2, 0, 1000])
  })

  it.each([
    ['2 rubis (500 po chacun)', 500],
    ['statuette à 500 po', 500],
    ['calice valeur 1 200 po', 1200],
    ['3 statuettes, 1 200 po en tout', 400],
    ['tapisserie (1 200 po en tout)', 1200],
    ['vase — 50 pa', 5],
    ['painting worth 1,200 gp', 1200],
    ['2 goblets (75 gp each)', 75],
    ['4 idols, 1,000 gp in all', 250]
  ])('reads the value on “%s”: %s gp a unit', (text, gp) => {
    expect(row(text, /gp/.test(text) ? 'en' : 'fr').valueGp).toBe(gp)
  })

  it('a line with no value stated has none; coins stay coins', () => {
    expect(readValue('350 po')).toBeNull()
    expect(row('1 200 po en tout')).toMatchObject({ status: 'ok', quantity: 1200, hit: { id: 'coin-gp' } })
  })

  it('“+1” and masterwork are read on weapons, armours, shields and ammunition, never on a ring', () => {
    expect(row('armure de cuir clouté +1')).toMatchObject({ hit: { id: 'studded-leather' }, enhancement: 1 })
    expect(row('épée longue de maître')).toMatchObject({ hit: { id: 'longsword' }, masterwork: true })
    expect(row('longsword +2', 'en')).toMatchObject({ hit: { id: 'longsword' }, enhancement: 2 })
    expect(row('masterwork studded leather', 'en')).toMatchObject({ hit: { id: 'studded-leather' }, masterwork: true })
    expect(row('bouclier en acier lourd +1')).toMatchObject({ hit: { id: 'heavy-steel-shield' }, enhancement: 1 })
    const ring = row('anneau de protection +1')
    expect([ring.hit?.id, ring.enhancement]).toEqual(['ring-of-protection-plus-1', undefined])
  })

  it('common French synonyms find their item', () => {
    expect(row('bouclier en acier lourd').hit?.id).toBe('heavy-steel-shield')
    expect(row('grand bouclier en bois').hit?.id).toBe('heavy-wooden-shield')
    expect(row('petit bouclier en acier').hit?.id).toBe('light-steel-shield')
  })

  it('English puts the noun last: “elven tapestry”, “gold statuette”, “silver necklace” are treasure', () => {
    expect(['elven tapestry', 'gold statuette', 'silver necklace'].map((t) => row(t, 'en').treasure)).toEqual([
      'art',
      'art',
      'jewel'
    ])
  })

  it('a far guess is marked; a close match is not', () => {
    expect(row('parchemin de feu')).toMatchObject({ hit: { id: 'scroll-fireball' }, guess: true })
    expect(row('scroll of fire', 'en')).toMatchObject({ hit: { id: 'scroll-fireball' }, guess: true })
    for (const t of ['armure de cuir clouté', 'bouclier en acier lourd', '20 carreaux', '3 potions de soins légers'])
      expect(row(t).guess, t).toBeUndefined()
  })

  it('a line it does not know becomes a custom item in place: name, level, value', () => {
    expect(row('lettre de change scellée (250 po)')).toMatchObject({
      status: 'custom',
      name: 'Lettre de change scellée',
      level: 2,
      valueGp: 250,
      quantity: 1
    })
  })
})

describe('parseDecimal (a decimal comma is read as one)', () => {
  it.each([
    ['0,25', 'fr', 0.25],
    ['0,25', 'en', 0.25],
    ['0.25', 'fr', 0.25],
    ['1 234,5', 'fr', 1234.5],
    ['1,234.5', 'en', 1234.5],
    ['1,500', 'en', 1500],
    ['1,500', 'fr', 1.5],
    ['', 'fr', null]
  ] as const)('%s (%s) → %s', (text, lang, n) => {
    expect(parseDecimal(text, lang)).toBe(n)
  })

  it('is NaN for what is not a number', () => {
    expect(parseDecimal('abc', 'fr')).toBeNaN()
    expect(parseDecimal('1.2.3', 'en')).toBeNaN()
  })
})
