// Older campaign file formats and the pure steps that bring them to the current one.
//
// v0 — the prototype (no `schemaVersion` at all): characters only, no ids, no campaign name.
//   { "characters": [ { "name", "player"?, "str", "size"?, "armor"?: "light"|"medium"|"heavy"|null,
//                       "items": [ { "item": <catalog id>, "qty", "note"? } ] } ] }
// v1 — first versioned format: `str` instead of `strength`, the stash is called `loot`, no ledger,
//   options without `customLimits`, lines without `rounds`, custom items without `nameFr`, `withGear`, `container`.
// v2 — `strength`, `stash`, `ledger`, `options.customLimits`, `rounds`, …
// v3 — lines gain `nameFr`, `magic`, `enhancement`, `kind`, `level`, `unlimited`, `identified`,
//   `unidentifiedName`, `fullValue`; ledger entries gain `rounds` and `action`. Only optional fields were
//   added, so a v2 file is a v3 file once its version says so.
// v4 — `language` becomes `exportLanguage` (issue 25 item 2). v3's `language` was both
//   the screen's and the exports' language; the screen now follows the GM (per machine), and the campaign keeps
//   only the language its exports speak, which is the value v3 files hold. Nothing else changed, so a v3 file
//   is checked here for that one field and then validated whole as v4.
// v5 — current (schema.ts, issue 28, RULES.md §15): the campaign gains `sessions` and `wealth`, a character its
//   `level`, a ledger entry its `session` and (on every transfer, not only a sale) its `valueGp`. Only optional
//   fields were added, so a v4 file is a v5 file once its version says so: nothing is lost, and older entries
//   stay outside any session, valued from their ref when needed (src-shared/wealth). A v4 file that holds
//   one of the v5 fields is refused at that field (a file is one version or the other).
//
// Each older schema is frozen here (it must not follow later changes of schema.ts). Each step is a pure
// function from one version's validated data to the next's.
import { z } from 'zod'
import {
  ArmorCategorySchema,
  ItemTypeSchema,
  LevelSchema,
  namedRecord,
  SCHEMA_VERSION,
  SizeSchema,
  WeaponCategorySchema,
  type Campaign
} from './schema'

const Id = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'ids use letters, digits, - and _ only')
const Name = z.string().trim().min(1).max(200)
const Qty = z.number().int().min(0).max(1_000_000_000)

// ---- v0 ----------------------------------------------------------------------------------------------

export const V0Schema = z
  .object({
    characters: z
      .array(
        z
          .object({
            name: Name,
            player: z.string().trim().max(200).optional(),
            str: z.number().int().min(0).max(99),
            size: SizeSchema.optional(),
            armor: ArmorCategorySchema.nullable().optional(),
            items: z
              .array(
                z
                  .object({
                    item: Id,
                    qty: Qty,
                    note: z.string().max(20_000).optional()
                  })
                  .strict()
              )
              .max(100_000)
          })
          .strict()
      )
      .max(1000)
  })
  .strict()
export type CampaignV0 = z.infer<typeof V0Schema>

// ---- v1 ----------------------------------------------------------------------------------------------

const RefV1 = z.discriminatedUnion('source', [
  z.object({ source: z.literal('catalog'), id: Id }).strict(),
  z.object({ source: z.literal('custom'), id: Id }).strict()
])
const LineV1 = z
  .object({
    id: Id,
    ref: RefV1,
    quantity: Qty,
    name: z.string().trim().max(200).optional(),
    size: SizeSchema.optional(),
    notes: z.string().max(20_000).optional(),
    valueGp: z.number().min(0).max(1e12).optional()
  })
  .strict()

export const V1Schema = z
  .object({
    schemaVersion: z.literal(1),
    name: Name,
    language: z.enum(['fr', 'en']),
    options: z
      .object({
        strengthRaisesMax: z.boolean(),
        rounding: z.enum(['floor', 'toward-zero']),
        coinsPerUnit: z.number().int().min(1).max(1_000_000)
      })
      .strict(),
    characters: z
      .array(
        z
          .object({
            id: Id,
            name: Name,
            player: z.string().trim().max(200),
            str: z.number().int().min(0).max(99),
            size: SizeSchema,
            wornArmor: z.object({ name: Name, category: ArmorCategorySchema }).strict().nullable(),
            notes: z.string().max(20_000),
            inventory: z.array(LineV1).max(100_000)
          })
          .strict()
      )
      .max(1000),
    loot: z.array(LineV1).max(100_000),
    customItems: z
      .array(
        z
          .object({
            id: Id,
            name: Name,
            type: ItemTypeSchema,
            category: z.union([WeaponCategorySchema, ArmorCategorySchema]).optional(),
            level: LevelSchema,
            kind: z.string().trim().min(1).max(200).optional(),
            size: SizeSchema.optional(),
            unlimited: z.boolean().optional(),
            weightKg: z.number().min(0).max(1e6).nullable().optional(),
            priceGp: z.number().min(0).max(1e12).nullable().optional()
          })
          .strict()
      )
      .max(100_000)
  })
  .strict()
export type CampaignV1 = z.infer<typeof V1Schema>

// ---- v2 ----------------------------------------------------------------------------------------------

const LineV2 = LineV1.extend({ rounds: Qty.optional() }).strict()
const LimitsV2 = z
  .tuple([
    z.number().int().min(0).max(10_000),
    z.number().int().min(0).max(10_000),
    z.number().int().min(0).max(10_000)
  ])
  .refine(([a, b, c]) => a <= b && b <= c, 'limits must satisfy light ≤ medium ≤ heavy')
const PlaceV2 = z.discriminatedUnion('type', [
  z.object({ type: z.literal('character'), id: Id }).strict(),
  z.object({ type: z.literal('stash') }).strict(),
  z.object({ type: z.literal('outside') }).strict()
])

export const V2Schema = z
  .object({
    schemaVersion: z.literal(2),
    name: Name,
    language: z.enum(['fr', 'en']),
    options: z
      .object({
        strengthRaisesMax: z.boolean(),
        rounding: z.enum(['floor', 'toward-zero']),
        coinsPerUnit: z.number().int().min(1).max(1_000_000),
        customLimits: namedRecord(LimitsV2)
      })
      .strict(),
    characters: z
      .array(
        z
          .object({
            id: Id,
            name: Name,
            player: z.string().trim().max(200),
            strength: z.number().int().min(0).max(99),
            size: SizeSchema,
            wornArmor: z
              .object({ name: Name, category: ArmorCategorySchema, ref: RefV1.optional() })
              .strict()
              .nullable(),
            notes: z.string().max(20_000),
            inventory: z.array(LineV2).max(100_000)
          })
          .strict()
      )
      .max(1000),
    stash: z.array(LineV2).max(100_000),
    customItems: z
      .array(
        z
          .object({
            id: Id,
            name: Name,
            nameFr: z.string().trim().max(200).optional(),
            type: ItemTypeSchema,
            category: z.union([WeaponCategorySchema, ArmorCategorySchema]).optional(),
            level: LevelSchema,
            kind: z.string().trim().min(1).max(200).optional(),
            size: SizeSchema.optional(),
            unlimited: z.boolean().optional(),
            withGear: z.boolean().optional(),
            container: z.enum(['arrows', 'bolts', 'bullets']).optional(),
            weightKg: z.number().min(0).max(1e6).nullable().optional(),
            priceGp: z.number().min(0).max(1e12).nullable().optional()
          })
          .strict()
      )
      .max(100_000),
    ledger: z
      .array(
        z
          .object({
            id: Id,
            at: z.string().datetime({ offset: true }),
            item: z.string().max(200),
            ref: RefV1,
            quantity: Qty,
            from: PlaceV2,
            to: PlaceV2,
            note: z.string().max(2000).optional()
          })
          .strict()
      )
      .max(1_000_000)
  })
  .strict()
export type CampaignV2 = z.infer<typeof V2Schema>

// ---- v3 ----------------------------------------------------------------------------------------------

/** v3 differs from v4 in its version and its `language` only: checked here, the rest validated as v4 after the step. */
export const V3Schema = z
  .object({ schemaVersion: z.literal(3), name: z.string(), language: z.enum(['en', 'fr']) })
  .passthrough()
/** A v3 campaign: the current one with `language` in place of `exportLanguage`. */
export type CampaignV3 = Omit<Campaign, 'schemaVersion' | 'exportLanguage'> & {
  schemaVersion: 3
  language: 'en' | 'fr'
}

// ---- v4 ----------------------------------------------------------------------------------------------

/** The fields v5 added, where they are: a v4 file has none of them. */
const V5_ONLY = { root: ['sessions', 'wealth'], character: ['level'], ledger: ['session'] } as const

/** v4 differs from v5 by v5's optional fields only: refused here when present, the rest validated as v5 after the step. */
export const V4Schema = z
  .object({ schemaVersion: z.literal(4) })
  .passthrough()
  .superRefine((v4, ctx) => {
    const unknown = (path: Array<string | number>, key: string) =>
      ctx.addIssue({ code: 'unrecognized_keys', keys: [key], path, message: `unknown field "${key}"`, input: v4 })
    const has = (o: unknown, key: string) => o !== null && typeof o === 'object' && Object.hasOwn(o, key)
    for (const key of V5_ONLY.root) if (has(v4, key)) unknown([], key)
    const list = (key: string): unknown[] => {
      const value = (v4 as Record<string, unknown>)[key]
      return Array.isArray(value) ? value : []
    }
    list('characters').forEach((c, i) => {
      for (const key of V5_ONLY.character) if (has(c, key)) unknown(['characters', i], key)
    })
    list('ledger').forEach((e, i) => {
      for (const key of V5_ONLY.ledger) if (has(e, key)) unknown(['ledger', i], key)
    })
  })
/** A v4 campaign: the current one without v5's fields. */
export type CampaignV4 = Omit<Campaign, 'schemaVersion' | 'sessions' | 'wealth'> & { schemaVersion: 4 }

// ---- steps ---------------------------------------------------------------------------------------

const ARMOR_NAMES = { light: 'Light armour', medium: 'Medium armour', heavy: 'Heavy armour' } as const

/** v0 → v1. Characters get ids `c1`, `c2`…, their lines `c1-l1`…; the campaign is named `fallbackName`. */
export function migrateV0toV1(v0: CampaignV0, fallbackName = 'Campaign'): CampaignV1 {
  return {
    schemaVersion: 1,
    name: fallbackName.trim().slice(0, 200) || 'Campaign',
    language: 'en',
    options: { strengthRaisesMax: true, rounding: 'floor', coinsPerUnit: 100 },
    characters: v0.characters.map((c, ci) => ({
      id: `c${ci + 1}`,
      name: c.name,
      player: c.player ?? '',
      str: c.str,
      size: c.size ?? 'M',
      wornArmor: c.armor ? { name: ARMOR_NAMES[c.armor], category: c.armor } : null,
      notes: '',
      inventory: c.items.map((it, li) => ({
        id: `c${ci + 1}-l${li + 1}`,
        ref: { source: 'catalog' as const, id: it.item },
        quantity: it.qty,
        ...(it.note ? { notes: it.note } : {})
      }))
    })),
    loot: [],
    customItems: []
  }
}

/** v1 → v2: `str` → `strength`, `loot` → `stash`, an empty ledger, no custom limits. */
export function migrateV1toV2(v1: CampaignV1): CampaignV2 {
  return {
    schemaVersion: 2,
    name: v1.name,
    language: v1.language,
    options: { ...v1.options, customLimits: {} },
    characters: v1.characters.map(({ str, ...c }) => ({ ...c, strength: str })),
    stash: v1.loot,
    customItems: v1.customItems,
    ledger: []
  }
}

/** v2 → v3: only optional fields were added. */
export function migrateV2toV3(v2: CampaignV2): CampaignV3 {
  return { ...v2, schemaVersion: 3 }
}

/** v3 → v4: `language` (the exports' language, as it always was) is kept as `exportLanguage`, in the same place. */
export function migrateV3toV4(v3: CampaignV3): CampaignV4 {
  const { language, schemaVersion: _v3, name, ...rest } = v3
  return { schemaVersion: 4, name, exportLanguage: language, ...rest } as CampaignV4
}

/** v4 → v5: only optional fields were added; every key keeps its value and its place, the version says 5. */
export function migrateV4toV5(v4: CampaignV4): Campaign {
  return { ...v4, schemaVersion: SCHEMA_VERSION } as Campaign
}

/** The schema each older version's file is validated with, before its migration steps. */
export const OLD_SCHEMAS = { 0: V0Schema, 1: V1Schema, 2: V2Schema, 3: V3Schema, 4: V4Schema } as const
export type OldVersion = keyof typeof OLD_SCHEMAS

/** Runs every step from `version` to the current one. `data` must have passed OLD_SCHEMAS[version]. */
export function migrate(version: OldVersion, data: unknown, fallbackName?: string): Campaign {
  if (version === 4) return migrateV4toV5(data as CampaignV4)
  if (version === 3) return migrateV4toV5(migrateV3toV4(data as CampaignV3))
  if (version === 2) return migrateV4toV5(migrateV3toV4(migrateV2toV3(data as CampaignV2)))
  const v1 = version === 0 ? migrateV0toV1(data as CampaignV0, fallbackName) : (data as CampaignV1)
  return migrateV4toV5(migrateV3toV4(migrateV2toV3(migrateV1toV2(v1))))
}

/** Maps a path in the current format back to where it was in a `version` file (to locate problems). */
export function pathInVersion(version: OldVersion, path: ReadonlyArray<string | number>): Array<string | number> {
  const p = [...path]
  if (version <= 3 && p[0] === 'exportLanguage') p[0] = 'language'
  if (version === 1) {
    if (p[0] === 'stash') p[0] = 'loot'
    if (p[0] === 'characters' && p[2] === 'strength') p[2] = 'str'
  }
  if (version === 0 && p[0] === 'characters' && p[2] === 'inventory') p[2] = 'items'
  return p
}
