// Issue 27: the player's view is a projection for one character under the GM's share settings. What the
// GM has not identified leaves only by its unidentified name: no true name (either language), value,
// note, catalog id or limit group named after the item anywhere in the payload; and the phone, evaluating
// the view with the same engine, finds the same tiers as the GM.
import { describe, expect, it } from 'vitest'
import { newCampaign } from '@shared/campaign/apply-op'
import { characterToEvaluateInput } from '@shared/campaign/to-engine'
import type { Campaign } from '@shared/campaign/schema'
import { getCatalogEntry, kindName } from '@shared/catalog'
import { evaluate } from '@shared/rules'
import { DEFAULT_SHARE_SETTINGS, isHiddenKind, playerView, type PlayerView, type ShareSettings } from '@shared/players'

/** Words that name the unidentified lines' true identity, in any language or form. */
const SECRETS = [
  'cure light',
  'soins légers',
  'potion-cure-light-wounds',
  'Sunblade',
  'sunblade',
  'Lame solaire',
  'holy-relic',
  'SECRET-NOTE',
  'colossal',
  'Colossal',
  'Bélier',
  '7777',
  '4321'
]

function campaign(): Campaign {
  return {
    ...newCampaign('Leaks', 'fr'),
    characters: [
      {
        id: 'val',
        name: 'Valeros',
        player: 'Anne',
        strength: 14,
        size: 'M',
        wornArmor: { name: 'Chain shirt', category: 'light' },
        notes: '',
        inventory: [
          { id: 'a1', ref: { source: 'catalog', id: 'dagger' }, quantity: 2 },
          {
            id: 'a2',
            ref: { source: 'catalog', id: 'potion-cure-light-wounds' },
            quantity: 6,
            identified: false,
            unidentifiedName: 'Murky vial',
            notes: 'SECRET-NOTE heals 1d8+1',
            valueGp: 7777
          },
          { id: 'a3', ref: { source: 'catalog', id: 'colossal-ram' }, quantity: 1, identified: false }
        ]
      },
      {
        id: 'horse',
        name: 'Biscuit',
        player: '',
        strength: 16,
        size: 'G',
        wornArmor: null,
        notes: '',
        bearer: 'mount',
        owner: 'val',
        quadruped: true,
        inventory: [{ id: 'h1', ref: { source: 'catalog', id: 'torch' }, quantity: 10 }]
      },
      {
        id: 'lem',
        name: 'Lem',
        player: 'Bruno',
        strength: 8,
        size: 'P',
        wornArmor: null,
        notes: '',
        inventory: [{ id: 'l1', ref: { source: 'custom', id: 'lute' }, quantity: 1 }]
      },
      {
        id: 'lemdog',
        name: 'Pip',
        player: '',
        strength: 10,
        size: 'P',
        wornArmor: null,
        notes: '',
        bearer: 'familiar',
        owner: 'lem',
        inventory: []
      }
    ],
    stash: [
      { id: 's1', ref: { source: 'catalog', id: 'coin-gp' }, quantity: 120 },
      {
        id: 's2',
        ref: { source: 'custom', id: 'blade' },
        quantity: 1,
        name: 'Sunblade +2',
        nameFr: 'Lame solaire +2',
        identified: false,
        unidentifiedName: 'Odd sword'
      }
    ],
    customItems: [
      { id: 'lute', name: 'Masterwork lute', type: 'gear', level: 3, kind: 'instrument' },
      {
        id: 'blade',
        name: 'Sunblade of zeal',
        nameFr: 'Lame solaire du zèle',
        type: 'gear',
        level: 2,
        kind: 'holy-relic',
        priceGp: 4321
      }
    ]
  }
}

const view = (c: Campaign, settings: ShareSettings = DEFAULT_SHARE_SETTINGS, id = 'val'): PlayerView =>
  playerView(c, id, settings, { revision: 7, lookup: getCatalogEntry, kindName })!

const ALL_SETTINGS: ShareSettings[] = [false, true].flatMap((hideValues) =>
  [false, true].flatMap((hideOthers) => [false, true].map((hideStash) => ({ hideValues, hideOthers, hideStash })))
)

describe('the player view', () => {
  it('shows a line not identified only by its unidentified name, under every setting', () => {
    const c = campaign()
    for (const settings of ALL_SETTINGS) {
      const v = view(c, settings)
      const payload = JSON.stringify(v)
      for (const secret of SECRETS) expect(payload, `${secret} with ${JSON.stringify(settings)}`).not.toContain(secret)
      const vial = v.character.lines.find((l) => l.id === 'a2')!
      expect(vial).toMatchObject({ name: 'Murky vial', unidentified: true, quantity: 6 })
      expect(vial.names.en.one).toBe('Murky vial')
      expect(vial.valueGp).toBeUndefined()
      expect(isHiddenKind(vial.item.kind)).toBe(true)
      // no unidentified name given: nothing, the page says "unidentified item" itself
      expect(v.character.lines.find((l) => l.id === 'a3')).toMatchObject({ name: '', unidentified: true })
      if (!settings.hideStash) expect(v.stash!.find((l) => l.id === 's2')).toMatchObject({ name: 'Odd sword' })
    }
  })

  it('the phone finds the tiers the GM finds, from the view alone', () => {
    const c = campaign()
    const v = view(c)
    for (const holder of [v.character, ...v.bearers]) {
      const gm = evaluate(
        characterToEvaluateInput(
          c,
          c.characters.find((x) => x.id === holder.id)!,
          getCatalogEntry
        )
      )
      const phone = evaluate({ options: v.options, character: holder.bearer, items: holder.lines.map((l) => l.item) })
      expect(phone.load, holder.name).toBe(gm.load)
      // the same groups (a hidden kind may sort elsewhere: its key is `?N`)
      const groups = (e: typeof gm) => e.groups.map((g) => JSON.stringify([g.units, g.load, g.limits])).sort()
      expect(groups(phone)).toEqual(groups(gm))
      expect(phone.groups.length).toBeGreaterThan(holder.id === 'val' ? 2 : 0)
    }
    expect(v.party).toEqual([
      { id: 'val', name: 'Valeros', tier: expect.any(String), self: true },
      { id: 'lem', name: 'Lem', tier: expect.any(String) }
    ])
  })

  it('carries the character, the bearers they own and names in both languages, never another inventory', () => {
    const v = view(campaign())
    expect(v).toMatchObject({ revision: 7, characterId: 'val', campaignName: 'Leaks', language: 'fr' })
    expect(v.bearers.map((b) => [b.id, b.bearerKind, b.owner])).toEqual([['horse', 'mount', 'val']])
    const torch = v.bearers[0]!.lines[0]!
    expect(torch.names.en).toEqual({ one: 'Torch', other: 'Torches' })
    expect(torch.names.fr.one).toBe('Torche')
    expect(v.character.wornArmor).toMatchObject({ category: 'light', names: { en: { one: 'Chain shirt' } } })
    expect(JSON.stringify(v)).not.toContain('lute')
    expect(JSON.stringify(v)).not.toContain('Pip')
    expect(v.stash!.map((l) => l.id)).toEqual(['s1', 's2'])
    expect(v.stash![0]!.valueGp).toBe(120)
  })

  it('hides values, the others and the stash when the GM says so', () => {
    const c = campaign()
    const hidden = view(c, { hideValues: true, hideOthers: true, hideStash: true })
    expect(hidden.party).toBeNull()
    expect(hidden.stash).toBeNull()
    expect(JSON.stringify(hidden)).not.toContain('valueGp')
    expect(JSON.stringify(hidden)).not.toContain('Lem')
    expect(view(c, { ...DEFAULT_SHARE_SETTINGS, hideValues: true }).stash).toHaveLength(2)
  })

  it('is null for a bearer or a character not in the campaign', () => {
    expect(playerView(campaign(), 'horse', DEFAULT_SHARE_SETTINGS, { revision: 0, lookup: getCatalogEntry })).toBeNull()
    expect(
      playerView(campaign(), 'nobody', DEFAULT_SHARE_SETTINGS, { revision: 0, lookup: getCatalogEntry })
    ).toBeNull()
  })
})
