// A GM's table for the exports' audits (issue 13: bearers, places, a bag of holding): Valeros in full plate
// over-loaded, Ezren in studded leather with a bag of holding past the GM's capacity and holding an item larger
// than it takes, Lem's mule and his hireling, the inn and home with a bag of their own.
import { CampaignSchema, type Campaign } from '@shared/campaign/schema'
import { SCHEMA_VERSION } from '@shared/campaign/version'
import type { Language } from '@shared/core/language'
import { character, line } from '../campaign/fixtures/party'

export function gmTable(language: Language): Campaign {
  const armour = (id: string, name: string, category: 'light' | 'medium' | 'heavy') => ({
    name,
    category,
    ref: { source: 'catalog' as const, id }
  })
  return CampaignSchema.parse({
    schemaVersion: SCHEMA_VERSION,
    name: 'Rise of the Runelords',
    exportLanguage: language,
    options: { strengthRaisesMax: true, rounding: 'floor', coinsPerUnit: 100, customLimits: {} },
    customItems: [],
    characters: [
      character('c-valeros', 'Valeros', {
        player: 'Marc',
        strength: 12,
        wornArmor: armour('full-plate', 'Full plate', 'heavy'),
        inventory: [line('v1', 'longsword', 1), line('v2', 'potion', 60), line('v3', 'coin-gp', 300)]
      }),
      character('c-ezren', 'Ezren', {
        player: 'Léa',
        wornArmor: armour('studded-leather', 'Studded leather', 'light'),
        inventory: [
          line('e1', 'quarterstaff', 1),
          line('e2', 'bag-of-holding-1', 1, { capacity: 4, maxLevel: 2 }),
          line('e3', 'potion', 8, { in: 'e2' }),
          line('e4', 'greatsword', 1, { in: 'e2' }),
          line('e5', 'rope-hemp', 1, { in: 'e2' })
        ]
      }),
      character('c-lem', 'Lem', {
        player: 'Hugo',
        size: 'P',
        strength: 10,
        wornArmor: armour('chain-shirt', 'Chain shirt', 'light'),
        inventory: [line('l1', 'dagger', 2)]
      }),
      character('c-mule', 'Mule', {
        bearer: 'pack-animal',
        owner: 'c-lem',
        strength: 14,
        size: 'G',
        quadruped: true,
        inventory: [line('m1', 'ration', 12), line('m2', 'chest', 1)]
      }),
      character('c-porter', 'Sven', {
        bearer: 'hireling',
        owner: 'c-lem',
        strength: 13,
        wornArmor: armour('hide-armor', 'Hide armour', 'medium'),
        inventory: [line('h1', 'tent', 1)]
      })
    ],
    stash: [line('s1', 'coin-cp', 2500), line('s2', 'longsword', 3)],
    places: [
      {
        id: 'inn',
        name: 'Le Dragon rouillé',
        notes: 'Chambre 3',
        inventory: [
          line('p1', 'rope-hemp', 1),
          line('p2', 'coin-gp', 1200),
          line('p3', 'handy-haversack', 1),
          line('p4', 'ration', 5, { in: 'p3' })
        ]
      },
      { id: 'home', name: 'Sandpoint', inventory: [] }
    ],
    ledger: []
  })
}
