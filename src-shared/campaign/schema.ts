// The campaign file, validated with zod. Current version only; older versions live in migrations.
import { z } from 'zod'
import { SIZES, TIERS } from '../rules/types'
import { EffectInputSchema, MAX_EFFECTS } from '../rules/validate'
import { LANGUAGES } from '../core/language'

import { SCHEMA_VERSION } from './version'
import { limitTarget } from './limit-targets'

export { SCHEMA_VERSION }

const MAX_QUANTITY = 1_000_000_000
export const Id = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'ids use letters, digits, - and _ only')
const Name = z.string().trim().min(1).max(200)
const Notes = z.string().max(20_000)
export const SizeSchema = z.enum(SIZES)
export const ArmorCategorySchema = z.enum(['light', 'medium', 'heavy'])
export const WeaponCategorySchema = z.enum(['light', 'one-handed', 'two-handed'])
export const ItemTypeSchema = z.enum(['weapon', 'armor', 'coins', 'ammo', 'creature', 'gear'])
export const LevelSchema = z.number().int().min(0).max(7)
const LimitsSchema = z
  .tuple([
    z.number().int().min(0).max(10_000),
    z.number().int().min(0).max(10_000),
    z.number().int().min(0).max(10_000)
  ])
  .refine(([a, b, c]) => a <= b && b <= c, 'limits must satisfy light ≤ medium ≤ heavy')

/**
 * An object keyed by names from the file (custom limits by kind). zod leaves a "__proto__" key out of a
 * record without a word (the name is lost at the next save): it is refused where it is.
 */
export function namedRecord<V extends z.ZodType>(value: V) {
  return z
    .unknown()
    .superRefine((v, ctx) => {
      if (v !== null && typeof v === 'object' && Object.hasOwn(v, '__proto__'))
        ctx.addIssue({
          code: 'custom',
          path: ['__proto__'],
          message: '"__proto__" cannot be a name here',
          params: { reason: 'reserved-key', key: '__proto__' }
        })
    })
    .pipe(z.record(z.string().min(1).max(200), value))
}

export const RuleOptionsSchema = z
  .object({
    strengthRaisesMax: z.boolean(),
    rounding: z.enum(['floor', 'toward-zero']),
    coinsPerUnit: z.number().int().min(1).max(1_000_000),
    /** Custom limits (RULES.md §9), before strength, by item kind or by group ("@weapon:light", limit-targets.ts). */
    customLimits: namedRecord(LimitsSchema).superRefine((limits, ctx) => {
      for (const key of Object.keys(limits))
        if (limitTarget(key) === null)
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: `"${key}" names no group a custom limit can have`,
            params: { reason: 'unknown-limit-target', key }
          })
    }),
    /** Quadruped bearers get +1 on d (RULES.md §11); absent: off. */
    quadrupedsCarryMore: z.boolean().optional(),
    /** The contents of extradimensional containers count as carried (RULES.md §10); absent: off. */
    extradimensionalContentsCount: z.boolean().optional()
  })
  .strict()

/** What an inventory line is: a built-in catalog entry or one of the campaign's custom items. */
export const ItemRefSchema = z.discriminatedUnion('source', [
  z.object({ source: z.literal('catalog'), id: Id }).strict(),
  z.object({ source: z.literal('custom'), id: Id }).strict()
])

const LineName = z.string().trim().max(200)

export const InventoryLineSchema = z
  .object({
    id: Id,
    ref: ItemRefSchema,
    quantity: z.number().int().min(0).max(MAX_QUANTITY),
    /** The line's own name ("Longsword +1"), in English or in the only language given; defaults to the item's name. */
    name: LineName.optional(),
    /** The line's own French name ("Épée longue +1"); each language falls back on the other, then on the item's name. */
    nameFr: LineName.optional(),
    /** Size made for, when it differs from the item's default (weapons and armours: the size they were made for). */
    size: SizeSchema.optional(),
    notes: Notes.optional(),
    /** Value of one unit in gp, when it differs from the catalog price. */
    valueGp: z.number().min(0).max(1e12).optional(),
    /** Ammunition: loose rounds in this line's containers. */
    rounds: z.number().int().min(0).max(MAX_QUANTITY).optional(),
    /** A magic item (a +1 weapon, a wand, a ring…). */
    magic: z.boolean().optional(),
    /** Enhancement bonus (+1…+10) of a magic weapon or armour. */
    enhancement: z.number().int().min(1).max(10).optional(),
    /** Masterwork (a weapon, an armour or shield, ammunition: RULES.md §14); implied by an enhancement bonus. */
    masterwork: z.boolean().optional(),
    /** Limit group of gear when it differs from the item's kind (which lines count together, RULES.md §4). */
    kind: z.string().trim().min(1).max(200).optional(),
    /** Level override (RULES.md §2: the GM's call), before the size shift. */
    level: LevelSchema.optional(),
    /** Never counts (RULES.md §4; the GM's call, level 0 only). */
    unlimited: z.boolean().optional(),
    /** False: not identified yet; player-facing exports show `unidentifiedName`, the GM sees both. Absent: identified. */
    identified: z.boolean().optional(),
    /** What the players see while the line is not identified ("Potion", "Épée longue"); defaults to the item's name. */
    unidentifiedName: LineName.optional(),
    /** Sells at full value (trade goods, gems, art: RULES.md §14), not half. */
    fullValue: z.boolean().optional(),
    /** The GM means to sell it: listed with the other lines to sell. */
    toSell: z.boolean().optional(),
    /** The id of the extradimensional line of the same holder that holds this one (RULES.md §10). */
    in: Id.optional(),
    /** Extradimensional container: the GM's capacity in units (RULES.md §4 counting). */
    capacity: z.number().int().min(0).max(MAX_QUANTITY).optional(),
    /** Extradimensional container: the largest level that fits. */
    maxLevel: LevelSchema.optional(),
    /**
     * Lines an import made (`fv-…` ids) that were moved whole onto this identical line and merged into it:
     * each id with what it brought, so a re-import finds its part here and changes only that (import-links.ts).
     */
    imported: z
      .array(
        z
          .object({
            id: Id,
            quantity: z.number().int().min(0).max(MAX_QUANTITY),
            rounds: z.number().int().min(0).max(MAX_QUANTITY).optional()
          })
          .strict()
      )
      .max(1000)
      .optional()
  })
  .strict()

export const CustomItemSchema = z
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
    /** A bag of holding and its kin (RULES.md §10): its contents count for no group. */
    extradimensional: z.boolean().optional(),
    /** Used up by its use (a bomb the GM made up): its lines offer "Use N" (src-shared/catalog/consumable.ts). */
    consumable: z.boolean().optional(),
    weightKg: z.number().min(0).max(1e6).nullable().optional(),
    priceGp: z.number().min(0).max(1e12).nullable().optional()
  })
  .strict()

export const WornArmorSchema = z
  .object({
    name: Name,
    category: ArmorCategorySchema,
    ref: ItemRefSchema.optional()
  })
  .strict()

/** The lowest and highest character level (RULES.md §15, Character Wealth by Level). */
export const MIN_CHARACTER_LEVEL = 1
export const MAX_CHARACTER_LEVEL = 20

/** A character's level: a whole number 1–20, refused with its own reason (`level-out-of-range`) in a file and in an op. */
export const CharacterLevelSchema = z.number().superRefine((level, ctx) => {
  if (!Number.isInteger(level) || level < MIN_CHARACTER_LEVEL || level > MAX_CHARACTER_LEVEL)
    ctx.addIssue({
      code: 'custom',
      message: `a character level is a whole number from ${MIN_CHARACTER_LEVEL} to ${MAX_CHARACTER_LEVEL} (found ${level})`,
      params: { reason: 'level-out-of-range', level, min: MIN_CHARACTER_LEVEL, max: MAX_CHARACTER_LEVEL }
    })
})

/** Kinds of other bearers (RULES.md §11). */
export const BEARER_KINDS = ['mount', 'pack-animal', 'hireling', 'familiar'] as const
export const BearerKindSchema = z.enum(BEARER_KINDS)

export const CharacterSchema = z
  .object({
    id: Id,
    name: Name,
    player: z.string().trim().max(200),
    strength: z.number().int().min(0).max(99),
    size: SizeSchema,
    wornArmor: WornArmorSchema.nullable(),
    notes: Notes,
    inventory: z.array(InventoryLineSchema).max(100_000),
    /** Another bearer (RULES.md §11): a mount, pack animal, hireling or familiar; absent: a character. */
    bearer: BearerKindSchema.optional(),
    /** The character whose card it sits beside (other bearers). */
    owner: Id.optional(),
    /** Base speed in ft, a multiple of 5 (RULES.md §12); absent: 30 ft, 20 ft for Small and smaller. */
    baseSpeed: z
      .number()
      .int()
      .min(0)
      .max(1000)
      .refine((n) => n % 5 === 0, 'must be a multiple of 5 ft')
      .optional(),
    quadruped: z.boolean().optional(),
    /** Speed never reduced by load or armour (dwarves). */
    speedNeverReduced: z.boolean().optional(),
    /** The Foundry VTT actor this character was imported from: a re-import updates it (issue 11). */
    foundryId: z
      .string()
      .min(1)
      .max(64)
      .regex(/^[A-Za-z0-9_.-]+$/, 'Foundry ids use letters, digits, ., - and _ only')
      .optional(),
    /** What-if effects tried on this bearer (RULES.md §13); a what-if's Apply leaves them out of the file. */
    effects: z.array(EffectInputSchema).max(MAX_EFFECTS).optional(),
    /** Character level 1–20 (RULES.md §15: the expected wealth); absent: none, no expected wealth. */
    level: CharacterLevelSchema.optional()
  })
  .strict()

/**
 * A place where items are stored and count for nobody (RULES.md §10): the inn, home, a ship's hold, a cart
 * nobody carries. A holder with no limits.
 */
export const StoragePlaceSchema = z
  .object({
    id: Id,
    name: Name,
    notes: Notes.optional(),
    inventory: z.array(InventoryLineSchema).max(100_000)
  })
  .strict()

/** Where a ledger entry's units were or went: a holder, or outside the party. */
export const PlaceSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('character'), id: Id }).strict(),
  z.object({ type: z.literal('stash') }).strict(),
  z.object({ type: z.literal('place'), id: Id }).strict(),
  z.object({ type: z.literal('outside') }).strict()
])

/**
 * The extradimensional container (RULES.md §10) a transfer's units left or went into: its line's id and its
 * name then, in both languages when they differ (the ledger keeps what happened: the bag may be gone since).
 */
export const LedgerBagSchema = z
  .object({ id: Id, name: z.string().max(200), nameFr: z.string().max(200).optional() })
  .strict()

export const LedgerActionSchema = z.enum(['use', 'edit', 'exchange', 'consolidate', 'sell'])
/** A sum of gp recorded in the ledger (a sale's value and proceeds, a money-changer's fee). */
const LedgerGp = z.number().min(0).max(1e24)

export const LedgerEntrySchema = z
  .object({
    id: Id,
    /** ISO 8601 timestamp. */
    at: z.string().datetime({ offset: true }),
    item: z.string().max(200),
    /** The item's French name when the transfer recorded one that differs from `item` (a line's nameFr). */
    itemFr: z.string().max(200).optional(),
    ref: ItemRefSchema,
    quantity: z.number().int().min(0).max(MAX_QUANTITY),
    from: PlaceSchema,
    to: PlaceSchema,
    /** Ammunition rounds that went with the line (quantity counts its containers). */
    rounds: z.number().int().min(0).max(MAX_QUANTITY).optional(),
    /** The bag of `from` the units were in (a holder's, never outside the party); absent: loose. */
    fromBag: LedgerBagSchema.optional(),
    /** The bag of `to` they went into; absent: loose. */
    toBag: LedgerBagSchema.optional(),
    /**
     * What happened, when from and to do not say it: 'use' (drunk, spent), 'edit' (the GM corrected a count),
     * 'exchange' (coins changed; consolidations before this value existed too), 'consolidate' (the fewest coins for the same value, RULES.md §14), 'sell' (a line sold, or the coins it fetched).
     */
    action: LedgerActionSchema.optional(),
    /** A line sold: the rate it sold at, in % of its value (50: half, 100: full). */
    ratePercent: z.number().min(0).max(1000).optional(),
    /**
     * The full value (RULES.md §14) of the units and rounds moved, in gp, when the entry was made: every transfer
     * from schema 5 on; before, a sale's only (older entries are valued from their ref by src-shared/wealth).
     */
    valueGp: LedgerGp.optional(),
    /** A line sold: what it fetched, in gp (paid as the coins of the entries that follow it). */
    proceedsGp: LedgerGp.optional(),
    /** Coins exchanged: the value the money-changer kept, in gp. */
    feeGp: LedgerGp.optional(),
    /**
     * The line went to the stash because its holder went away: a character who left the party, a place given
     * up, by its name then (translated when shown; files before it say so in English in `note`).
     */
    gone: z
      .object({ holder: z.enum(['character', 'place']), name: z.string().max(200) })
      .strict()
      .optional(),
    note: z.string().max(2000).optional(),
    /** The play session open when the entry was made (RULES.md §15); absent: made outside any session. */
    session: Id.optional()
  })
  .strict()
  .superRefine((e, ctx) => {
    // a bag is a line of a holder: outside the party there is none
    for (const side of ['from', 'to'] as const)
      if (e[`${side}Bag`] !== undefined && e[side].type === 'outside')
        ctx.addIssue({
          code: 'custom',
          path: [`${side}Bag`],
          message: `a bag of ${side === 'from' ? 'the holder the units left' : 'the holder they went to'}, not of outside the party`,
          params: { reason: 'bag-outside-party' }
        })
  })

/** A load tier as a session records it (RULES.md §1): light, medium, heavy or over. */
export const TierSchema = z.enum(TIERS)
/** Each character's and bearer's load at one moment, by id. */
export const LoadsSchema = namedRecord(TierSchema)

/** A play session's date, a day of the calendar ("2026-12-03"). */
export const SessionDateSchema = z.iso.date()

/**
 * One evening of play (RULES.md §15), opened and closed by the GM: every ledger entry made while it is open
 * names it (`LedgerEntry.session`). At most one is open (no `closedAt`). `PlaySession`, not `Session`: src-main
 * has a Session for the open file.
 */
export const PlaySessionSchema = z
  .object({
    id: Id,
    name: Name,
    date: SessionDateSchema,
    /** When the GM opened it (ISO 8601). */
    openedAt: z.string().datetime({ offset: true }),
    /** When the GM closed it; absent: open. */
    closedAt: z.string().datetime({ offset: true }).optional(),
    /** Each character's and bearer's load when it was opened (recorded by session/open). */
    loadsAtOpen: LoadsSchema.optional(),
    /** Each character's and bearer's load when it was closed (recorded by session/close). */
    loadsAtClose: LoadsSchema.optional()
  })
  .strict()

/** The Character Wealth by Level table's scale (RULES.md §15): low fantasy ×0.5, standard ×1, high fantasy ×2. */
export const WEALTH_SCALES = ['low', 'standard', 'high'] as const
export const WealthScaleSchema = z.enum(WEALTH_SCALES)
/** How the campaign reads the wealth table; absent: standard, 150 gp at level 1. */
export const WealthSettingsSchema = z
  .object({
    scale: WealthScaleSchema,
    /** Level 1's expected wealth: the class's starting wealth, as the GM enters it. */
    startingGp: z.number().min(0).max(1e9)
  })
  .strict()

export const DepartedSchema = z
  .object({ holder: z.enum(['character', 'place']), id: Id, name: z.string().max(200) })
  .strict()

export const CampaignSchema = z
  .object({
    schemaVersion: z.literal(SCHEMA_VERSION),
    name: Name,
    /**
     * The language of this campaign's exports (PDF, HTML, Markdown, CSV): set at creation from the interface's,
     * changed in the export dialog or the house rules. The screen's language is the GM's, kept per machine,
     * never the campaign's (issue 25 item 2).
     */
    exportLanguage: z.enum(LANGUAGES),
    options: RuleOptionsSchema,
    characters: z.array(CharacterSchema).max(1000),
    stash: z.array(InventoryLineSchema).max(100_000),
    /** Places where items are stored (RULES.md §10); absent: none. */
    places: z.array(StoragePlaceSchema).max(1000).optional(),
    customItems: z.array(CustomItemSchema).max(100_000),
    ledger: z.array(LedgerEntrySchema).max(1_000_000),
    /**
     * Holders that went away empty-handed while the ledger names them (a place emptied to a character first,
     * a character who left with nothing): the name they had, so that the ledger still says who they were.
     * Those whose removal moved lines are named by those entries' `gone`. Absent: none.
     */
    departed: z.array(DepartedSchema).max(100_000).optional(),
    /** Play sessions, in the order they were opened (RULES.md §15); absent: none. */
    sessions: z.array(PlaySessionSchema).max(100_000).optional(),
    /** The wealth table's scale and level 1's wealth (RULES.md §15); absent: standard, 150 gp. */
    wealth: WealthSettingsSchema.optional()
  })
  .strict()

export type RuleOptionsDoc = z.infer<typeof RuleOptionsSchema>
export type ItemRef = z.infer<typeof ItemRefSchema>
export type InventoryLine = z.infer<typeof InventoryLineSchema>
export type CustomItem = z.infer<typeof CustomItemSchema>
export type WornArmor = z.infer<typeof WornArmorSchema>
export type Character = z.infer<typeof CharacterSchema>
export type BearerKind = z.infer<typeof BearerKindSchema>
export type Place = z.infer<typeof PlaceSchema>
export type StoragePlace = z.infer<typeof StoragePlaceSchema>
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>
export type LedgerAction = z.infer<typeof LedgerActionSchema>
export type LedgerBag = z.infer<typeof LedgerBagSchema>
export type Campaign = z.infer<typeof CampaignSchema>
export type Departed = z.infer<typeof DepartedSchema>
export type PlaySession = z.infer<typeof PlaySessionSchema>
export type WealthScale = z.infer<typeof WealthScaleSchema>
export type WealthSettings = z.infer<typeof WealthSettingsSchema>
export type SessionLoads = z.infer<typeof LoadsSchema>

/** The wealth settings of a campaign that sets none (RULES.md §15): the standard table, 150 gp at level 1. */
export const DEFAULT_WEALTH: Readonly<WealthSettings> = { scale: 'standard', startingGp: 150 }
