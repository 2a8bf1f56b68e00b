// Issue 10: quick add refuses bad quantities with a reason; a pasted haul is read line by line in FR and EN;
// a decimal comma is read as one.
import { describe, expect, it } from 'vitest'
import { parseHaul, quantityProblem, splitHaul } from '@shared/catalog/haul'
import { parseDecimal } from '@shared/core/format'

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

  it('reads English, containers of rounds, and marks what it does not understand', () => {
    expect(
      read('quiver of 80 arrows\n2 quivers with 120 arrows\n80 arrows\nzzkq fnord\n3 wibbleflumps\n0 daggers', 'en')
    ).toEqual([
      ['ok', 'quiver-arrows', 2, 80],
      ['ok', 'quiver-arrows', 3, 120],
      ['ok', 'quiver-arrows', 2, 80],
      ['unknown', null, 1, null],
      ['unknown', null, 3, null],
      ['bad-quantity', null, 0, null]
    ])
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
