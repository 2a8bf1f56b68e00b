// Regression (issue 11, stop-18 screenshots): the French review showed the buff "Bull’s Strength" in English
// with no marker: the name comes from the actor's buff item, not the catalog. Buffs that are RULES.md §13's
// named effects are recognised (English or French, straight or typographic apostrophe, mass versions) so the
// review names them in the UI's language; any other buff keeps its exported name.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { buffEffect } from '@shared/import/buff-effects'
import { importCatalog } from '@shared/import/catalog-match'
import { reviewFoundryExports } from '@shared/import/foundry-pf1'

const dir = fileURLToPath(new URL('../../fixtures/foundry/', import.meta.url))

describe('buff items that are named effects', () => {
  it.each([
    ["Bull's Strength", 'bulls-strength'],
    ['Bull’s Strength', 'bulls-strength'],
    ["Bull's Strength, Mass", 'bulls-strength'],
    ["Mass Bull's Strength", 'bulls-strength'],
    ['Force de taureau', 'bulls-strength'],
    ['Force de taureau de groupe', 'bulls-strength'],
    ['Enlarge Person', 'enlarge-person'],
    ['enlarge person (mass)', 'enlarge-person'],
    ['Agrandissement', 'enlarge-person'],
    ['Reduce Person', 'reduce-person'],
    ['Rapetissement', 'reduce-person']
  ])('%s → %s', (name, effect) => expect(buffEffect(name)).toBe(effect))

  it.each(['Heroism', 'Bull Rush', 'Strength', 'Enlarge', 'Rage', ''])('%s is none of them', (name) =>
    expect(buffEffect(name)).toBeUndefined()
  )

  it('the review says which effect each of Valeros’s buffs is, and keeps the exported name', () => {
    const file = 'fvtt-Actor-valeros-Fi9hterValeros01.json'
    const r = reviewFoundryExports([{ name: file, text: readFileSync(dir + file, 'utf8') }], importCatalog())
    expect(r.characters[0]!.buffs).toEqual([
      { name: "Bull's Strength", active: true, effect: 'bulls-strength' },
      { name: 'Heroism', active: false }
    ])
  })
})
