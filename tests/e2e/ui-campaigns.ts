// Campaign files for the GM-screen tests, written as plain JSON (what a GM's file looks like).
import type { Campaign } from '@shared/campaign/schema'
import { SCHEMA_VERSION } from '@shared/campaign/version'

let seq = 0
const id = (prefix: string) => `${prefix}-${++seq}`

export function line(ref: string, quantity: number, extra: Record<string, unknown> = {}) {
  return { id: id('l'), ref: { source: 'catalog', id: ref }, quantity, ...extra }
}

const OPTIONS = { strengthRaisesMax: true, rounding: 'floor', coinsPerUnit: 100, customLimits: {} }

export function character(
  name: string,
  player: string,
  strength: number,
  size: string,
  armour: [string, string, 'light' | 'medium' | 'heavy'] | null,
  inventory: unknown[]
) {
  return {
    id: id('c'),
    name,
    player,
    strength,
    size,
    notes: '',
    inventory,
    wornArmor: armour ? { name: armour[1], category: armour[2], ref: { source: 'catalog', id: armour[0] } } : null
  }
}

/**
 * A campaign file as a GM's looks, for a test: the current schema, English, the default house rules and
 * nothing held, but for what `parts` gives (characters, stash, places, language, options, ledger…).
 */
export function campaignWith(name: string, parts: Record<string, unknown> = {}): Campaign {
  // `language`: the table's, which its exports speak (the campaign's exportLanguage, issue 25 item 2)
  const { language = 'en', ...rest } = parts
  return {
    schemaVersion: SCHEMA_VERSION,
    name,
    exportLanguage: language,
    options: OPTIONS,
    characters: [],
    stash: [],
    customItems: [],
    ledger: [],
    ...rest
  } as Campaign
}

/** No characters yet, loot in the stash. */
export function emptyParty(language: 'en' | 'fr' = 'en'): Campaign {
  return campaignWith('Crypt of the Everflame', {
    language,
    stash: [line('longsword', 6), line('potion', 20), line('coin-gp', 4000), line('chest', 1)]
  })
}

/** Six adventurers with typical kit, and a fight's loot in the stash. */
export function sixAdventurers(language: 'en' | 'fr' = 'en'): Campaign {
  return campaignWith('Rise of the Runelords', {
    language,
    characters: [
      character(
        'Valeros',
        'Marc',
        18,
        'M',
        ['scale-mail', 'Scale mail', 'medium'],
        [
          line('dagger', 10),
          line('ration', 6),
          line('potion-cure-light-wounds', 30),
          line('longsword', 1),
          line('coin-gp', 320)
        ]
      ),
      character('Seoni', 'Julie', 8, 'M', null, [
        line('quarterstaff', 1),
        line('spell-component-pouch', 1),
        line('scroll', 6),
        line('coin-gp', 45)
      ]),
      character(
        'Lem',
        'Hugo',
        10,
        'P',
        ['leather-armor', 'Leather armour', 'light'],
        [
          line('short-sword', 1),
          line('sling', 1),
          line('bag-sling-bullets', 2, { rounds: 20 }),
          line('musical-instrument', 1)
        ]
      ),
      character(
        'Kyra',
        'Sophie',
        14,
        'M',
        ['chainmail', 'Chainmail', 'medium'],
        [
          line('heavy-mace', 1),
          line('heavy-steel-shield', 1),
          line('holy-symbol-silver', 1),
          line('healers-kit', 2),
          line('torch', 8)
        ]
      ),
      character(
        'Harsk',
        'Antoine',
        12,
        'M',
        ['hide-armor', 'Hide armour', 'medium'],
        [
          line('light-crossbow', 1),
          line('quiver-bolts', 2, { rounds: 80 }),
          line('handaxe', 2),
          line('ration', 10),
          line('waterskin', 2)
        ]
      ),
      character(
        'Merisiel',
        'Claire',
        11,
        'M',
        ['studded-leather', 'Studded leather', 'light'],
        [line('rapier', 1), line('dagger', 6), line('thieves-tools', 1), line('rope-silk', 1), line('coin-pp', 12)]
      )
    ],
    stash: [
      line('coin-gp', 4000),
      line('chest', 1),
      line('longsword', 6),
      line('chainmail', 1),
      line('potion', 20),
      line('gem', 3, { valueGp: 100 })
    ]
  })
}

/** An other bearer (RULES.md §11): a mount, pack animal, hireling or familiar, with its owner's id. */
export function bearer(
  id: string,
  name: string,
  kind: 'mount' | 'pack-animal' | 'hireling' | 'familiar',
  strength: number,
  size: string,
  extra: Record<string, unknown>,
  inventory: unknown[]
) {
  return { ...character(name, '', strength, size, null, inventory), id, bearer: kind, ...extra }
}

/**
 * The six adventurers with two mounts (Valeros's warhorse, Lem's pony), a hireling (Kyra's porter) and
 * a mule nobody owns, the chest in the stash.
 */
export function sixWithBearers(language: 'en' | 'fr' = 'en'): Campaign {
  const base = sixAdventurers(language)
  const [valeros, , lem, kyra] = base.characters
  const bearers = [
    bearer('b-warhorse', 'Warhorse', 'mount', 18, 'G', { owner: valeros!.id, quadruped: true, baseSpeed: 50 }, [
      line('saddle-military', 1),
      line('saddlebags', 1),
      line('feed', 5)
    ]),
    bearer('b-pony', 'Pony', 'mount', 13, 'M', { owner: lem!.id, quadruped: true, baseSpeed: 40 }, [
      line('saddle-pack', 1),
      line('bedroll', 2)
    ]),
    bearer('b-porter', 'Porter', 'hireling', 12, 'M', { owner: kyra!.id }, [line('tent', 2), line('ration', 14)]),
    bearer('b-mule', 'Mule', 'pack-animal', 16, 'G', { quadruped: true }, [line('saddle-pack', 1)])
  ]
  base.characters.push(...(bearers as unknown as Campaign['characters']))
  base.stash = base.stash.map((l) => (l.ref.id === 'chest' ? { ...l, id: 'l-chest' } : l))
  return base
}
