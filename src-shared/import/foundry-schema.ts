// The parts of a Foundry VTT pf1 actor export the import reads (shared/data/README.md §8), validated
// with zod. Everything else in the export is kept out of the way (loose objects). Foundry before v10
// wrote `data` where v10+ writes `system`, and pf1 before v10 kept a container's contents in an
// `inventoryItems` list instead of the `items` object: both are read.
import { z } from 'zod'

const Count = z.number().finite().min(0).max(1_000_000_000)
/** A number the sheet may leave empty (null). */
const OptNumber = z.number().finite().nullable().optional()
const Coins = z
  .looseObject({
    pp: Count.nullable().optional(),
    gp: Count.nullable().optional(),
    sp: Count.nullable().optional(),
    cp: Count.nullable().optional()
  })
  .nullable()
  .optional()

export type FoundryCoins = z.infer<typeof Coins>

const FOUNDRY_SIZES = ['fine', 'dim', 'tiny', 'sm', 'med', 'lg', 'huge', 'grg', 'col'] as const
export type FoundrySize = (typeof FOUNDRY_SIZES)[number]
const Size = z.enum(FOUNDRY_SIZES).nullable().optional()

export interface FoundryItemSystem {
  quantity?: number | null
  weight?: { value?: number | null; reduction?: { value?: number | null; percent?: number | null } | null } | null
  price?: number | null
  equipped?: boolean | null
  carried?: boolean | null
  size?: FoundrySize | null
  identified?: boolean | null
  unidentified?: { name?: string | null } | null
  subType?: string | null
  weaponSubtype?: string | null
  equipmentSubtype?: string | null
  extraType?: string | null
  ammo?: { type?: string | null } | null
  enh?: number | null
  armor?: { enh?: number | null } | null
  masterwork?: boolean | null
  active?: boolean | null
  currency?: FoundryCoins
  items?: Record<string, FoundryItem> | null
  inventoryItems?: FoundryItem[] | null
}

export interface FoundryItem {
  _id?: string | null
  name: string
  type: string
  system: FoundryItemSystem
  flags?: { core?: { sourceId?: string | null } | null } | null
  _stats?: { compendiumSource?: string | null } | null
}

/** Foundry before v10: `data` instead of `system`. */
const systemOf = (raw: unknown): unknown => {
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
    const o = raw as Record<string, unknown>
    if (o.system === undefined && o.data !== undefined && typeof o.data === 'object') return { ...o, system: o.data }
  }
  return raw
}

const ItemSystem: z.ZodType<FoundryItemSystem> = z.lazy(() =>
  z.looseObject({
    quantity: OptNumber.pipe(z.number().int().min(0).max(1_000_000_000).nullable().optional()),
    weight: z
      .looseObject({
        value: OptNumber,
        reduction: z.looseObject({ value: OptNumber, percent: OptNumber }).nullable().optional()
      })
      .nullable()
      .optional(),
    price: OptNumber,
    equipped: z.boolean().nullable().optional(),
    carried: z.boolean().nullable().optional(),
    size: Size,
    identified: z.boolean().nullable().optional(),
    unidentified: z.looseObject({ name: z.string().nullable().optional() }).nullable().optional(),
    subType: z.string().nullable().optional(),
    weaponSubtype: z.string().nullable().optional(),
    equipmentSubtype: z.string().nullable().optional(),
    extraType: z.string().nullable().optional(),
    ammo: z.looseObject({ type: z.string().nullable().optional() }).nullable().optional(),
    enh: OptNumber,
    armor: z.looseObject({ enh: OptNumber }).nullable().optional(),
    masterwork: z.boolean().nullable().optional(),
    active: z.boolean().nullable().optional(),
    currency: Coins,
    items: z.record(z.string(), Item).nullable().optional(),
    inventoryItems: z.array(Item).max(10_000).nullable().optional()
  })
)

const Item: z.ZodType<FoundryItem> = z.lazy(() =>
  z.preprocess(
    systemOf,
    z.looseObject({
      _id: z.string().nullable().optional(),
      name: z.string().max(500),
      type: z.string().max(100),
      system: ItemSystem,
      flags: z
        .looseObject({ core: z.looseObject({ sourceId: z.string().nullable().optional() }).nullable().optional() })
        .nullable()
        .optional(),
      _stats: z.looseObject({ compendiumSource: z.string().nullable().optional() }).nullable().optional()
    })
  )
) as z.ZodType<FoundryItem>

export const FoundryActorSchema = z.preprocess(
  systemOf,
  z.looseObject({
    _id: z.string().nullable().optional(),
    name: z.string().trim().min(1).max(200),
    type: z.string().max(100),
    system: z.looseObject({
      abilities: z
        .looseObject({
          str: z.looseObject({ value: z.number().int().min(0).max(99).nullable().optional() }).optional()
        })
        .optional(),
      traits: z.looseObject({ size: Size }).optional(),
      attributes: z
        .looseObject({
          quadruped: z.boolean().nullable().optional(),
          speed: z
            .looseObject({
              land: z.looseObject({ base: z.number().finite().min(0).max(1000).nullable().optional() }).optional()
            })
            .optional()
        })
        .optional(),
      currency: Coins,
      altCurrency: Coins
    }),
    items: z.array(Item).max(10_000).optional(),
    flags: z.record(z.string(), z.unknown()).nullable().optional(),
    _stats: z.looseObject({ systemId: z.string().nullable().optional() }).nullable().optional()
  })
)

export type FoundryActor = z.infer<typeof FoundryActorSchema>
