import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  migrateV0toV1,
  migrateV1toV2,
  migrateV2toV3,
  migrateV3toV4,
  migrateV4toV5,
  V0Schema,
  V1Schema,
  V2Schema,
  V3Schema,
  V4Schema,
  type CampaignV4
} from '@shared/campaign/migrations'
import { parseCampaignText } from '@shared/campaign/parse'
import { CampaignSchema, SCHEMA_VERSION } from '@shared/campaign/schema'

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')

describe('migrations', () => {
  it('the current version is 5', () => {
    expect(SCHEMA_VERSION).toBe(5)
  })

  it('v0 → v1: ids, campaign name from the file, default options, worn armour from the category', () => {
    const v0 = V0Schema.parse(JSON.parse(fixture('v0-prototype.json')))
    const v1 = migrateV0toV1(v0, 'Pathfinder Society')
    expect(V1Schema.parse(v1)).toEqual(v1)
    expect(v1).toMatchObject({
      schemaVersion: 1,
      name: 'Pathfinder Society',
      language: 'en',
      loot: [],
      customItems: []
    })
    expect(v1.characters[0]).toEqual({
      id: 'c1',
      name: 'Valeros',
      player: 'Anne',
      str: 16,
      size: 'M',
      notes: '',
      wornArmor: { name: 'Heavy armour', category: 'heavy' },
      inventory: [
        { id: 'c1-l1', ref: { source: 'catalog', id: 'longsword' }, quantity: 1, notes: 'family blade' },
        { id: 'c1-l2', ref: { source: 'catalog', id: 'ration' }, quantity: 6 }
      ]
    })
    expect(v1.characters[1]).toMatchObject({
      id: 'c2',
      player: '',
      size: 'P',
      wornArmor: null,
      inventory: [{ id: 'c2-l1', quantity: 4 }]
    })
  })

  it('v1 → v2: str → strength, loot → stash, empty ledger, no custom limits, everything else kept', () => {
    const v1 = V1Schema.parse(JSON.parse(fixture('v1-campaign.json')))
    const v2 = migrateV1toV2(v1)
    expect(V2Schema.parse(v2)).toEqual(v2)
    expect(v2.options).toEqual({
      strengthRaisesMax: false,
      rounding: 'toward-zero',
      coinsPerUnit: 100,
      customLimits: {}
    })
    expect(v2.characters[0]!.strength).toBe(13)
    expect('str' in v2.characters[0]!).toBe(false)
    expect(v2.stash).toEqual(v1.loot)
    expect(v2.ledger).toEqual([])
    expect(v2.characters[0]!.inventory).toEqual(v1.characters[0]!.inventory)
    expect(v2.customItems).toEqual(v1.customItems)
  })

  it('v2 → v3: every v2 line and ledger entry is kept as it was; only the version changes', () => {
    const v2 = V2Schema.parse(JSON.parse(fixture('v2-campaign.json')))
    const v3 = migrateV2toV3(v2)
    expect(V3Schema.parse(v3)).toEqual(v3)
    expect(v3).toEqual({ ...v2, schemaVersion: 3 })
    const v5 = migrateV4toV5(migrateV3toV4(v3))
    expect(CampaignSchema.parse(v5)).toEqual(v5)
  })

  it('a v2 file refuses the fields v3 added (they are v3 fields)', () => {
    const v2 = JSON.parse(fixture('v2-campaign.json'))
    v2.stash[0].fullValue = true
    expect(V2Schema.safeParse(v2).success).toBe(false)
  })

  it('steps are pure: their input is left untouched', () => {
    const v1 = V1Schema.parse(JSON.parse(fixture('v1-campaign.json')))
    const copy = structuredClone(v1)
    migrateV1toV2(v1)
    expect(v1).toEqual(copy)
  })

  it('parseCampaignText migrates each older file and says from which version', () => {
    const r0 = parseCampaignText(fixture('v0-prototype.json'), '/games/Iconic party.json')
    expect(r0).toMatchObject({ ok: true, migratedFrom: 0 })
    if (!r0.ok) return
    expect(r0.campaign.name).toBe('Iconic party')
    expect(r0.campaign.characters.map((c) => [c.name, c.strength])).toEqual([
      ['Valeros', 16],
      ['Lem', 8]
    ])

    const r1 = parseCampaignText(fixture('v1-campaign.json'), 'v1.json')
    expect(r1).toMatchObject({ ok: true, migratedFrom: 1 })
    if (!r1.ok) return
    expect(r1.campaign.stash.map((l) => l.id)).toEqual(['l-3', 'l-4'])

    const r2 = parseCampaignText(fixture('v2-campaign.json'), 'v2.json')
    expect(r2).toMatchObject({ ok: true, migratedFrom: 2 })
    if (!r2.ok) return
    expect(r2.campaign.schemaVersion).toBe(5)
    expect(r2.campaign.exportLanguage).toBe(JSON.parse(fixture('v2-campaign.json')).language)
    expect(r2.campaign.characters[0]!.inventory[1]).toEqual({
      id: 'l-2',
      ref: { source: 'catalog', id: 'quiver-arrows' },
      quantity: 2,
      rounds: 73
    })
  })

  // Issue 25 item 2: v3's `language` (the screen's and the exports' at once) is kept as `exportLanguage`. The golden
  // file is the v3 file with that one key renamed in place and the version bumped, written independently of the step.
  it('v3 → v4 (golden): a French v3 file becomes the golden v4 file, value for value', () => {
    const text = fixture('v3-campaign.json')
    const golden = fixture('v4-from-v3.golden.json')
    expect(migrateV3toV4(V3Schema.parse(JSON.parse(text)) as never)).toEqual(JSON.parse(golden))
    const r = parseCampaignText(text, 'v3.json')
    expect(r).toMatchObject({ ok: true, migratedFrom: 3 })
    if (!r.ok) return
    expect(r.campaign).toEqual({ ...JSON.parse(golden), schemaVersion: 5 })
    expect(r.campaign.exportLanguage).toBe('fr')
    expect('language' in r.campaign).toBe(false)
    // nothing lost: every v3 key but `language` is there with its value
    const v3 = JSON.parse(text) as Record<string, unknown>
    for (const [k, v] of Object.entries(v3))
      if (k !== 'language' && k !== 'schemaVersion') expect((r.campaign as Record<string, unknown>)[k]).toEqual(v)
  })

  // Issue 28: v5 adds optional fields only (sessions, wealth, a character's level, an entry's session). The v4 file is
  // the golden one above, a real v4 file with a ledger (moves, a sale) and bags.
  it('v4 → v5: a real v4 file loses nothing — every key keeps its value, only the version says 5', () => {
    const text = fixture('v4-from-v3.golden.json')
    const v4 = JSON.parse(text) as Record<string, unknown>
    expect((v4.ledger as unknown[]).length).toBeGreaterThan(0)
    const r = parseCampaignText(text, 'v4.json')
    expect(r).toMatchObject({ ok: true, migratedFrom: 4 })
    if (!r.ok) return
    expect(r.campaign).toEqual({ ...v4, schemaVersion: 5 })
    for (const k of ['sessions', 'wealth']) expect(k in r.campaign).toBe(false)
    expect(r.campaign.ledger.every((e) => e.session === undefined)).toBe(true)
    // the step itself, on the validated v4 data, is pure
    const data = V4Schema.parse(v4) as unknown as CampaignV4
    const copy = structuredClone(data)
    expect(migrateV4toV5(data)).toEqual({ ...v4, schemaVersion: 5 })
    expect(data).toEqual(copy)
  })

  it('a v4 file holding a v5 field is refused at that field, located (a file is one version or the other)', () => {
    const text = fixture('v4-from-v3.golden.json').replace('"strength": 16,', '"strength": 16, "level": 3,')
    const r = parseCampaignText(text, 'v4.json')
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.problems[0]).toMatchObject({ path: 'characters[0].level', reason: 'unknown-field' })
    expect(r.problems[0]!.line).toBe(text.split('\n').findIndex((l) => l.includes('"level": 3')) + 1)
  })

  it('a v3 file with a bad language is refused at `language`, its own key', () => {
    const text = fixture('v3-campaign.json').replace('"language": "fr"', '"language": "de"')
    const r = parseCampaignText(text, 'v3.json')
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.problems[0]).toMatchObject({ path: 'language' })
    expect(r.problems[0]!.line).toBe(text.split('\n').findIndex((l) => l.includes('"de"')) + 1)
  })

  it('a v4 file with the v3 key is refused, located (a file is one version or the other)', () => {
    const text = fixture('v4-from-v3.golden.json').replace('"exportLanguage": "fr"', '"language": "fr"')
    const r = parseCampaignText(text, 'v4.json')
    expect(r.ok).toBe(false)
  })

  it('locates a problem in an old file in that file’s own terms', () => {
    const text = fixture('v1-campaign.json').replace('"str": 13', '"str": "13"')
    const r = parseCampaignText(text, 'v1.json')
    expect(r.ok).toBe(false)
    if (r.ok) return
    const line = text.split('\n').findIndex((l) => l.includes('"str": "13"')) + 1
    expect(r.problems[0]).toMatchObject({ path: 'characters[0].str', line, message: 'must be a number (found "13")' })
  })

  it('locates a dangling custom ref in an old file under its old name (loot, not stash)', () => {
    const text = fixture('v1-campaign.json').replace(
      '"source": "catalog", "id": "chainmail"',
      '"source": "custom", "id": "ghost"'
    )
    const r = parseCampaignText(text, 'v1.json')
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.problems[0]).toMatchObject({ path: 'loot[1].ref.id', message: "no custom item has the id 'ghost'" })
    expect(r.problems[0]!.line).toBe(text.split('\n').findIndex((l) => l.includes('"ghost"')) + 1)
  })
})
