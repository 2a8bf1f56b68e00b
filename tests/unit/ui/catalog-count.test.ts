// Regression: the catalog's count read "1548 objets" in French, with no thousands separator, where the
// rest of the app writes "1 548" (and "1,548 items" in English).
import { describe, expect, it } from 'vitest'
import { en } from '@shared/i18n/en'
import { fr } from '@shared/i18n/fr'
import { formatNumber } from '@shared/core/format'

describe('catalog count', () => {
  it('groups thousands as the language does', () => {
    expect(fr.catalog.results(1548)).toBe(`${formatNumber('fr', 1548)} objets`)
    expect(fr.catalog.results(1548)).toMatch(/^1\s548 objets$/u)
    expect(en.catalog.results(1548)).toBe('1,548 items')
  })

  it('keeps the singular for 0 and 1 in French and for 1 in English', () => {
    expect(fr.catalog.results(0)).toBe('0 objet')
    expect(fr.catalog.results(1)).toBe('1 objet')
    expect(en.catalog.results(1)).toBe('1 item')
    expect(en.catalog.results(0)).toBe('0 items')
  })
})
