// Issue 28 item 2: the card's and the sheet's wealth figure, French and English, as the issue writes it:
// "8 200 po / 10 500 po · 78 %" (no-break spaces: a figure is never cut from its unit) and "8,200 gp / 10,500 gp · 78%".
import { describe, expect, it } from 'vitest'
import { gpText, signedGpText, wealthFigure } from '@shared/i18n'

/** Spaces a line may not break at: U+00A0 and U+202F (what Intl puts in French numbers). */
const NBSP = /[\u00a0\u202f]/g

describe('wealth in words', () => {
  it('the issue’s figure in French, every space a no-break one', () => {
    const fr = wealthFigure('fr', 8200, 10500)
    expect(fr.replace(NBSP, '~')).toBe('8~200~po / 10~500~po · 78~%')
  })

  it('the issue’s figure in English', () => {
    expect(wealthFigure('en', 8200, 10500)).toBe('8,200\u00a0gp / 10,500\u00a0gp · 78%')
  })

  it('whole gp, rounded; above the table over 100 %', () => {
    expect(wealthFigure('en', 12_600.4, 10_500)).toBe('12,600\u00a0gp / 10,500\u00a0gp · 120%')
  })

  it('no level: the wealth and "no level", no made-up figure', () => {
    expect(wealthFigure('en', 950, null)).toBe('950\u00a0gp · no level')
    expect(wealthFigure('fr', 950, null)).toBe('950\u00a0po · sans niveau')
  })

  it('a gap says its sign with a true minus', () => {
    expect(signedGpText('en', 1200)).toBe('+1,200\u00a0gp')
    expect(signedGpText('fr', -800).replace(NBSP, '~')).toBe('−800~po')
    expect(signedGpText('en', 0.2)).toBe('0\u00a0gp')
    expect(gpText('fr', 1500).replace(NBSP, '~')).toBe('1~500~po')
    // gave back more than received: a true minus, not Intl's hyphen
    expect(gpText('en', -50)).toBe('−50\u00a0gp')
  })
})
