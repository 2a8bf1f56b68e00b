import { describe, expect, it } from 'vitest'
import { describeLoad, groupCount, groupLines } from '@shared/i18n/describe'
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

describe('describeLoad: the short reasons of a bearer row', () => {
  for (const lang of ['en', 'fr'] as const) {
    it(`are the reasons without their "→ tier" tail, and a short phrase when all is light (${lang})`, () => {
      const m = new I18n(lang).m
      const speech = { m, lang, customItems: [], coinsPerUnit: 100 }
      const armoured = {
        ...character('Kyra', 'Sophie', 12, 'M', null, [line('ration', 14), line('tent', 2)]),
        wornArmor: {
          name: 'Full plate',
          category: 'heavy' as const,
          ref: { source: 'catalog' as const, id: 'full-plate' }
        }
      } as Character
      const heavy = describeLoad(
        armoured,
        evaluate(characterToEvaluateInput(emptyParty(lang), armoured, getCatalogEntry)),
        speech
      )
      expect(heavy.reasons.length).toBeGreaterThan(0)
      expect(heavy.short).toHaveLength(heavy.reasons.length)
      // the rations' group and the worn full plate, both heavy
      expect(heavy.reasons.length).toBe(2)
      heavy.reasons.forEach((r, i) => {
        expect(r).toMatch(new RegExp(`^${heavy.short[i]!.replace(/[()]/g, '\\$&')} → \\p{L}+$`, 'u'))
        expect(heavy.short[i]).not.toContain('→')
      })
      const light = character('Seoni', 'Julie', 10, 'M', null, [line('dagger', 1)]) as Character
      const easy = describeLoad(
        light,
        evaluate(characterToEvaluateInput(emptyParty(lang), light, getCatalogEntry)),
        speech
      )
      expect(easy.reasons).toEqual([m.reason.none])
      expect(easy.short).toEqual([m.reason.noneShort])
      expect(m.reason.noneShort.length).toBeLessThan(m.reason.none.length / 2)
    })
  }
})
