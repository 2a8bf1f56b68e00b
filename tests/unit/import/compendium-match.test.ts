// Compendium-id matching against the full catalog (issue 11): every item of the fixtures, the two real
// exports and the two pf1 compendium NPCs (tests/fixtures/foundry/compendium-npcs, the YAML of
// shared/data/foundry-pf1-actors converted to JSON, content unchanged) that links to a pf1 equipment pack
// is matched by that link, to the entry whose compendium id it names (pf1-equipment-ids.tsv, read here).
// Regression: the import read the links from a field no entry has, so every item was matched by name.
import { readFileSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { catalogByCompendiumId, compendiumIdOf } from '@shared/catalog/index'
import { importCatalog } from '@shared/import/catalog-match'
import { reviewFoundryExports } from '@shared/import/foundry-pf1'

const dir = fileURLToPath(new URL('../../fixtures/foundry/', import.meta.url))
const files = [
  ...readdirSync(dir).filter((f) => f.endsWith('.json')),
  ...readdirSync(dir + 'compendium-npcs').map((f) => `compendium-npcs/${f}`)
].map((name) => ({ name, text: readFileSync(dir + name, 'utf8') }))
const ids = new Map(
  readFileSync(new URL('../../../resources/pf1-data/pf1-equipment-ids.tsv', import.meta.url), 'utf8')
    .split('\n')
    .slice(1)
    .filter(Boolean)
    .map((l) => l.split('\t'))
    .map(([pack, , name, id]) => [id!, { pack: pack!, name: name! }])
)

interface Item {
  name: string
  flags?: { core?: { sourceId?: string } }
  _stats?: { compendiumSource?: string }
  system?: { items?: Record<string, Item>; inventoryItems?: Item[] }
}
function links(items: Item[]): { name: string; link: string }[] {
  return items.flatMap((i) => {
    const link = i.flags?.core?.sourceId ?? i._stats?.compendiumSource
    const own =
      link && /^Compendium\.pf1\.(items|weapons-and-ammo|armors-and-shields)\./.test(link)
        ? [{ name: i.name, link }]
        : []
    return [...own, ...links(Object.values(i.system?.items ?? {})), ...links(i.system?.inventoryItems ?? [])]
  })
}

describe('compendium ids of the exports against the full catalog', () => {
  it('every equipment link names a data row of its pack and finds that row’s entry', () => {
    let n = 0
    for (const f of files) {
      const actor = JSON.parse(f.text) as { items?: Item[] }
      for (const { name, link } of links(actor.items ?? [])) {
        const id = compendiumIdOf(link)!
        const row = ids.get(id)
        expect(row, `${f.name}: ${name} ${link}`).toBeDefined()
        expect(link, name).toBe(`Compendium.pf1.${row!.pack}.Item.${id}`)
        expect(catalogByCompendiumId.get(id)?.compendiumId, name).toBe(id)
        // the exported name is the row's (an NPC's bow adds its strength rating)
        expect(name.replace(/ \(\+\d Str\)$/, '').toLowerCase(), f.name).toBe(row!.name.toLowerCase())
        n++
      }
    }
    expect(n).toBe(24)
  })

  it('matches linked items by compendium id, the others by name, and counts them', () => {
    const review = reviewFoundryExports(files, importCatalog())
    expect(review.problems).toEqual([])
    const count = { compendium: 0, name: 0, rule: 0, custom: 0 }
    const linkedIn = (file: string) =>
      new Set(
        links((JSON.parse(files.find((f) => f.name === file)!.text) as { items?: Item[] }).items ?? []).map(
          (l) => l.name
        )
      )
    for (const ch of review.characters)
      for (const l of ch.lines) {
        const linked = linkedIn(ch.file)
        const by = l.match.source === 'custom' ? 'custom' : l.match.by
        count[by]++
        if (by === 'name')
          expect(linked.has(l.exported) && l.exported !== 'Arrow', `${ch.name}: ${l.exported}`).toBe(false)
      }
    console.log(
      `compendium match over ${files.length} files, ${review.characters.length} characters: ` +
        `${count.compendium} by compendium id, ${count.name} by name, ${count.rule} made by the import (coins, ammunition containers), ${count.custom} custom`
    )
    expect(count).toEqual({ compendium: 19, name: 28, rule: 17, custom: 1 })
    const byId = (who: string, exported: string) =>
      review.characters.find((c) => c.name === who)!.lines.find((l) => l.exported === exported)!.match
    expect(byId('Human Bandit', 'Buckler')).toEqual({ source: 'catalog', id: 'buckler', by: 'compendium' })
    expect(byId('Goblin Alchemist', 'Light Crossbow')).toEqual({
      source: 'catalog',
      id: 'light-crossbow',
      by: 'compendium'
    })
    expect(byId('Kyra', 'Horse, light (combat trained)')).toEqual({
      source: 'catalog',
      id: 'light-warhorse',
      by: 'compendium'
    })
    expect(byId('new wizard', 'Spellbook')).toEqual({ source: 'catalog', id: 'spellbook', by: 'compendium' })
  })
})
