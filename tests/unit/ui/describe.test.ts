import { describe, expect, it } from 'vitest'
import { groupCount, groupLines } from '@shared/i18n/describe'
import { I18n } from '../../../src-renderer/src/lib/i18n/i18n.svelte'
import { getCatalogEntry } from '@shared/catalog'
import { characterToEvaluateInput } from '@shared/campaign/to-engine'
import type { Character } from '@shared/campaign/schema'
import { evaluate } from '@shared/rules'
import { character, emptyParty, line } from '../../e2e/ui-campaigns'

/** `groupCount` on the real engine's first group for a character carrying `items` (mixed items make a category group). */
function counter(items: [string, number][], lang: 'en' | 'fr') {
  const ch = character(
    'Valeros',
    'Ann',
    18,
    'M',
    null,
    items.map(([id, n]) => line(id, n))
  ) as Character
  const g = evaluate(characterToEvaluateInput(emptyParty(lang), ch, getCatalogEntry)).groups[0]!
  const speech = { m: new I18n(lang).m, lang, customItems: [], coinsPerUnit: 100 }
  return (n: number) => groupCount(g, groupLines(g, ch), n, speech)
}

describe('groupCount', () => {
  it('names a mixed category in the singular for one and in the plural for more (EN and FR)', () => {
    const en = counter(
      [
        ['dagger', 4],
        ['light-mace', 3]
      ],
      'en'
    )
    expect(en(1)).toBe('1 light weapon')
    expect(en(3)).toBe('3 light weapons')
    const fr = counter(
      [
        ['dagger', 4],
        ['light-mace', 3]
      ],
      'fr'
    )
    expect(fr(1)).toBe('1 arme légère')
    expect(fr(3)).toBe('3 armes légères')
  })

  it('counts one coin in the singular', () => {
    expect(counter([['coin-gp', 500]], 'en')(1)).toBe('1 coin')
    expect(counter([['coin-gp', 500]], 'fr')(1)).toBe('1 pièce')
    expect(counter([['coin-gp', 500]], 'fr')(401)).toBe('401 pièces')
  })
})
