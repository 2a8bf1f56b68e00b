// What a what-if chip says (issue 25 item 7), from the change's campaign before and after: an effect, a block's
// own words, what the ledger recorded, else whom it changed — in French and English.
import { describe, expect, it } from 'vitest'
import { applyOp, itemOf, quantityOp, useLineOp, type Campaign, type LedgerEntry } from '@shared/campaign'
import { changeWords, messages } from '@shared/i18n'
import { campaignWith, character, line } from '../../e2e/ui-campaigns'

const kyra = character('Kyra', 'Max', 10, 'M', null, [line('potion-cure-light-wounds', 10, { id: 'l-clw' })])
const base = campaignWith('Mots', { characters: [kyra] }) as Campaign
const used = applyOp(base, useLineOp({ type: 'character', id: kyra.id }, 'l-clw', 3))
const stronger = applyOp(base, { type: 'character/update', id: kyra.id, patch: { strength: 14 } })

// a count corrected by hand (9 → 5 daggers, 1 → 2 potions) and one potion used: the name in its number through
// the plural helper, the direction of a correction said ("4 × Dague corrigées" was neither French nor clear)
const kyra2 = character('Kyra', 'Max', 10, 'M', null, [
  line('dagger', 9, { id: 'l-d' }),
  line('potion-cure-light-wounds', 1, { id: 'l-p' })
])
const base2 = campaignWith('Mots', { characters: [kyra2] }) as Campaign
const K = { type: 'character' as const, id: kyra2.id }
const fewer = applyOp(base2, quantityOp(K, 'l-d', 5))
const more = applyOp(base2, quantityOp(K, 'l-p', 2))
const usedOne = applyOp(base2, useLineOp(K, 'l-p', 1))

describe('changeWords of counts', () => {
  for (const [lang, words] of [
    [
      'en',
      ['−4 daggers (corrected)', '+1 potion of cure light wounds (corrected)', '1 potion of cure light wounds used']
    ],
    ['fr', ['−4 dagues (correction)', '+1 potion de soins légers (correction)', '1 potion de soins légers utilisée']]
  ] as const) {
    it(`says the number of the name and which way a count was corrected (${lang})`, () => {
      const m = messages(lang)
      const today = (e: LedgerEntry) => itemOf(e.ref, [], lang)?.name
      expect(changeWords({ older: base2, newer: fewer }, m, lang, today)).toBe(words[0])
      expect(changeWords({ older: base2, newer: more }, m, lang, today)).toBe(words[1])
      expect(changeWords({ older: base2, newer: usedOne }, m, lang, today)).toBe(words[2])
    })
  }
})

describe('changeWords', () => {
  for (const [lang, words] of [
    ['en', ['3 potions of cure light wounds used', 'Kyra · Bull’s Strength', 'Edited: Kyra', 'Other change']],
    [
      'fr',
      ['3 potions de soins légers utilisées', 'Kyra · Force de taureau', 'Modifié\u00a0: Kyra', 'Autre changement']
    ]
  ] as const) {
    it(`says each kind of change (${lang})`, () => {
      const m = messages(lang)
      const today = (e: LedgerEntry) => itemOf(e.ref, [], lang)?.name
      expect(changeWords({ older: base, newer: used }, m, lang, today)).toBe(words[0])
      expect(
        changeWords({ older: base, newer: base, effect: { name: 'Kyra', effect: 'bulls-strength' } }, m, lang, today)
      ).toBe(words[1])
      expect(changeWords({ older: base, newer: stronger }, m, lang, today)).toBe(words[2])
      expect(changeWords({ older: base, newer: base }, m, lang, today)).toBe(words[3])
      expect(changeWords({ older: base, newer: used, label: m.lootSplit.label }, m, lang, today)).toBe(
        m.lootSplit.label
      )
    })
  }
})
