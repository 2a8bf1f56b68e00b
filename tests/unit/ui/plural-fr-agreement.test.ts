// Bug: "+4 haches d’armes naine" on the French party sheet: in "N1 de N2 ADJ", a singular adjective after a
// plural N2 agrees with N1 and must take the plural. Golden plurals below are real catalog names, checked
// by hand against French grammar; the sweep checks every French catalog name.
import { describe, expect, it } from 'vitest'
import { catalog, entryName } from '@shared/catalog'
import { pluralName } from '@shared/i18n/plural'

const frNames = catalog.filter((e) => !e.frMissing).map((e) => entryName(e, 'fr'))

/** Real French catalog names and their plurals, checked by hand. */
const GOLDEN: readonly (readonly [string, string])[] = [
  ['Hache d’armes naine', 'Haches d’armes naines'],
  ['Hache d’armes naine double', 'Haches d’armes naines doubles'],
  ['Potion de soins légers', 'Potions de soins légers'],
  ['Baguette de soins légers', 'Baguettes de soins légers'],
  ['Épée longue', 'Épées longues'],
  ['Arc long composite', 'Arcs longs composites'],
  ['Masse d’armes lourde', 'Masses d’armes lourdes'],
  ['Fléau d’armes léger', 'Fléaux d’armes légers'],
  ['Armure de cuir cloutée infernale', 'Armures de cuir cloutées infernales'],
  ['Manuel d’exercices arcaniques familial', 'Manuels d’exercices arcaniques familiaux'],
  ['Tour de siège colossale', 'Tours de siège colossales'],
  ['Pont d’assaut colossal', 'Ponts d’assaut colossaux'],
  ['Laboratoire d’alchimiste portable', 'Laboratoires d’alchimiste portables'],
  ['Armure de Légionnaire infernal', 'Armures de Légionnaire infernal'],
  ['Amulette d’armure naturelle +1', 'Amulettes d’armure naturelle +1'],
  ['Marteau nain à long manche', 'Marteaux nains à long manche'],
  ['Feuilles d’érable doré', 'Feuilles d’érable doré'],
  ['Mitrailleuse Maxim M1910', 'Mitrailleuses Maxim M1910'],
  ['Houx et gui', 'Houx et gui']
]

describe('French plural agreement (haches d’armes naines)', () => {
  it('the rules on their own: adjectives after N1 and after a plural N2 agree, nouns after de/d’/à/en stay', () => {
    expect(pluralName('Hache d’armes naine', 'fr')).toBe('Haches d’armes naines')
    expect(pluralName('Potion de soins légers', 'fr')).toBe('Potions de soins légers')
    expect(pluralName('Épée longue', 'fr')).toBe('Épées longues')
    expect(pluralName('Arc long composite', 'fr')).toBe('Arcs longs composites')
    expect(pluralName('Pierre à aiguiser', 'fr')).toBe('Pierres à aiguiser')
    expect(pluralName('Balle en argent', 'fr')).toBe('Balles en argent')
  })

  it.each(GOLDEN)('%s → %s (a real catalog name)', (singular, plural) => {
    expect(frNames).toContain(singular)
    expect(pluralName(singular, 'fr')).toBe(plural)
  })

  it('every French catalog name: no singular adjective left after a plural complement, no invented mark', () => {
    const wrong: string[] = []
    for (const name of frNames) {
      const plural = pluralName(name, 'fr')
      const words = plural.split(' ')
      // "N1 d’N2 ADJ" / "N1 de N2 ADJ" with N2 plural: every plain lower-case word after it is plural.
      const at = words.findIndex((w, i) => i > 0 && (w === 'de' || /^d’\p{Ll}/u.test(w)))
      if (at > 0 && /[sxz]$/.test(words[0]!)) {
        const n2 = words[at] === 'de' ? words[at + 1] : words[at]!.slice(2)
        const rest = words.slice(words[at] === 'de' ? at + 2 : at + 1)
        if (n2 && /[sxz]$/.test(n2)) {
          for (const w of rest) {
            if (!/^\p{Ll}+$/u.test(w) || ['de', 'du', 'des', 'à', 'en', 'et', 'pour'].includes(w)) break
            if (!/[sxz]$/.test(w)) wrong.push(`${name} → ${plural}`)
          }
        }
      }
      // Words that are never a plural: a conjunction or an article given a mark.
      if (/\b(ets|uns|unes)\b/i.test(plural)) wrong.push(`${name} → ${plural}`)
      // A name's first plain word always ends up plural (or was already).
      if (/^\p{L}+$/u.test(words[0]!) && !/[sxz]$/.test(words[0]!) && !/^(un|une)$/i.test(words[0]!))
        wrong.push(`${name} → ${plural}`)
    }
    expect(wrong).toEqual([])
    expect(frNames.length).toBeGreaterThan(500)
  })
})
