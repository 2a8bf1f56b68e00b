// The English UI spells "armour" the British way everywhere a GM reads it: the renderer's messages,
// main's reasons, the native menu, exported documents and the catalog's names (entryName), while code
// identifiers (`armor`, `leather-armor`) stay as they are and American spelling still finds the items.
import { describe, expect, it } from 'vitest'
import { en } from '@shared/i18n/en'
import { catalog, entryName, kindName } from '@shared/catalog/index'
import { searchCatalog } from '@shared/catalog/search'
import { dictionaryTexts } from './dictionary-texts'

const ARGS = ['x', 1, 2, 3, 4] as const
const texts = (value: unknown) => dictionaryTexts(value, ARGS)

/** Custom-limit keys a message quotes for the file (`@armor:heavy`) are identifiers, like `leather-armor`. */
const american = (list: Array<[string, string]>) =>
  list.filter(([, t]) => /\barmors?\b/i.test(t.replace(/@armor:/g, ''))).map(([p, t]) => `${p}: ${t}`)

describe('British "armour" in the English UI', () => {
  it('in the one English dictionary: screens, main’s reasons, the menu and dialogs, the exports', () => {
    // One dictionary: the screens, main's reasons (errors), the native menu and dialogs, the exports.
    const all = texts(en)
    expect(all.length).toBeGreaterThan(400)
    expect(all.some(([, t]) => /\barmour/i.test(t))).toBe(true)
    expect(american(all)).toEqual([])
  })

  it('in every catalog name and kind shown in English; ids unchanged; "leather armor" still finds it', () => {
    const names = catalog.map((e): [string, string] => [e.id, entryName(e, 'en')])
    const kinds = catalog.map((e): [string, string] => [`kind ${e.id}`, kindName(e.id, 'en')])
    expect(american([...names, ...kinds])).toEqual([])
    expect(
      entryName(
        catalog.find((e) => e.id === 'leather-armor')!,
        'en'
      )
    ).toBe('Leather armour')
    expect(
      entryName(
        catalog.find((e) => e.id === 'hide-armor')!,
        'en'
      )
    ).toBe('Hide armour')
    for (const [query, id] of [
      ['leather armor', 'leather-armor'],
      ['hide armor', 'hide-armor'],
      ['padded armour', 'padded-armor'],
      ['plate armor', 'full-plate']
    ]) {
      expect(
        searchCatalog(query!, { lang: 'en', limit: 3 }).map((h) => h.id),
        query
      ).toContain(id)
    }
  })
})
