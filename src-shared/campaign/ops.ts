// The vocabulary of campaign changes. Every change — from the UI, a what-if, a loot split — is an Op;
// main validates and applies it to the stored campaign, the renderer applies the same Op to its copy
// (what-if sandbox, optimistic update). Ids and timestamps are chosen by the caller, so applying an
// Op is deterministic. `applyOp` (pure, structural sharing) lives in apply-op.ts.
import { z } from 'zod'
import { LANGUAGES } from '../core/language'
import {
  CharacterSchema,
  CustomItemSchema,
  Id,
  InventoryLineSchema,
  PlaceSchema,
  PlaySessionSchema,
  WealthSettingsSchema,
  RuleOptionsSchema,
  SizeSchema,
  StoragePlaceSchema,
  WornArmorSchema
} from './schema'

const At = z.string().datetime({ offset: true })
export const CoinKindSchema = z.enum(['cp', 'sp', 'gp', 'pp'])

/** Optional line fields a line/update can remove (`clear`). */
export const CLEARABLE_LINE_KEYS = [
  'name',
  'nameFr',
  'size',
  'notes',
  'valueGp',
  'rounds',
  'magic',
  'enhancement',
  'masterwork',
  'kind',
  'level',
  'unlimited',
  'identified',
  'unidentifiedName',
  'fullValue',
  'in',
  'capacity',
  'maxLevel',
  'toSell',
  'imported'
] as const
export type ClearableLineKey = (typeof CLEARABLE_LINE_KEYS)[number]
/** Optional character fields a character/update can remove (`clear`). */
export const CLEARABLE_CHARACTER_KEYS = [
  'bearer',
  'owner',
  'baseSpeed',
  'quadruped',
  'speedNeverReduced',
  'level'
] as const
const LinePatchSchema = InventoryLineSchema.omit({ id: true, ref: true }).partial().strict()
export type LinePatch = z.infer<typeof LinePatchSchema>
/** Where a line lives: a character's inventory, the shared stash, or a place (the inn, home: RULES.md §10). */
export const HolderSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('character'), id: Id }).strict(),
  z.object({ type: z.literal('stash') }).strict(),
  z.object({ type: z.literal('place'), id: Id }).strict()
])

export const OpSchemas = {
  'campaign/rename': z.object({ name: z.string().trim().min(1).max(200) }).strict(),
  /** The campaign's export language (never the screen's: that is the GM's, per machine). */
  'campaign/setExportLanguage': z.object({ language: z.enum(LANGUAGES) }).strict(),
  'options/update': RuleOptionsSchema.partial().strict(),
  /** A new character; the lines it arrives with enter from outside the party, one ledger entry each
   *  (`ledgerId`-1, -2, …): `ledgerId` and `at` are then required. */
  'character/add': z
    .object({ character: CharacterSchema, ledgerId: Id.max(56).optional(), at: At.optional() })
    .strict(),
  'character/update': z
    .object({
      id: Id,
      patch: z
        .object({
          name: z.string().trim().min(1).max(200),
          player: z.string().trim().max(200),
          strength: z.number().int().min(0).max(99),
          size: SizeSchema,
          wornArmor: WornArmorSchema.nullable(),
          notes: z.string().max(20_000),
          effects: CharacterSchema.shape.effects.unwrap(),
          bearer: CharacterSchema.shape.bearer.unwrap(),
          owner: CharacterSchema.shape.owner.unwrap(),
          baseSpeed: CharacterSchema.shape.baseSpeed.unwrap(),
          quadruped: z.boolean(),
          speedNeverReduced: z.boolean(),
          foundryId: CharacterSchema.shape.foundryId.unwrap(),
          /** Character level 1–20 (RULES.md §15); `clear: ['level']` removes it. */
          level: CharacterSchema.shape.level.unwrap()
        })
        .partial()
        .strict(),
      /** Optional fields removed (a bearer made a character again, an owner or base speed dropped). */
      clear: z.array(z.enum(CLEARABLE_CHARACTER_KEYS)).max(CLEARABLE_CHARACTER_KEYS.length).optional()
    })
    .strict(),
  /**
   * Removes a character. Its inventory lines go to the shared stash (merged into identical stash lines),
   * one ledger entry per line with ids `${ledgerId}-1`, `${ledgerId}-2`…: `ledgerId` and `at` are
   * required when the character holds any line. Its worn armour leaves with it (it is not a tracked line).
   */
  'character/remove': z.object({ id: Id, ledgerId: Id.max(56).optional(), at: At.optional() }).strict(),
  /**
   * A new line enters `to` (from outside the party: found, bought); written to the ledger. With `merge`, it
   * joins an identical line of `to` when there is one (quantities and rounds add up) instead of arriving as
   * `line.id`.
   */
  'line/add': z
    .object({ to: HolderSchema, line: InventoryLineSchema, ledgerId: Id, at: At, merge: z.boolean().optional() })
    .strict(),
  /**
   * Edits a line. A change of quantity or rounds is written to the ledger (entering from or leaving to outside
   * the party, action 'edit'): `ledgerId` and `at` are then required. `clear` removes optional fields.
   */
  'line/update': z
    .object({
      holder: HolderSchema,
      lineId: Id,
      patch: LinePatchSchema,
      clear: z.array(z.enum(CLEARABLE_LINE_KEYS)).max(CLEARABLE_LINE_KEYS.length).optional(),
      ledgerId: Id.max(56).optional(),
      at: At.optional(),
      note: z.string().max(2000).optional()
    })
    .strict(),
  /**
   * Uses part of a line ("drink 1", "use 3", "−12 arrows"): `quantity` units and/or `rounds` leave the party,
   * written to the ledger with action 'use'. A line used up (quantity 0, no rounds left) is removed.
   */
  'line/use': z
    .object({
      holder: HolderSchema,
      lineId: Id,
      quantity: z.number().int().min(0).max(1_000_000_000),
      rounds: z.number().int().min(0).max(1_000_000_000).optional(),
      ledgerId: Id,
      at: At,
      note: z.string().max(2000).optional()
    })
    .strict(),
  /** A line leaves the party (sold, used, lost); written to the ledger. */
  'line/remove': z.object({ holder: HolderSchema, lineId: Id, ledgerId: Id, at: At }).strict(),
  /** Splits `quantity` off a line into a new line of the same holder (ammunition: with `rounds` of its rounds). */
  'line/split': z
    .object({
      holder: HolderSchema,
      lineId: Id,
      quantity: z.number().int().min(1),
      newLineId: Id,
      rounds: z.number().int().min(0).max(1_000_000_000).optional()
    })
    .strict(),
  /**
   * Moves `quantity` of a line to another holder; merges into an identical line there, else creates `newLineId`.
   * With `into`, it arrives inside that extradimensional line of `to` (RULES.md §10).
   */
  'line/move': z
    .object({
      from: HolderSchema,
      to: HolderSchema,
      lineId: Id,
      quantity: z.number().int().min(1),
      newLineId: Id,
      ledgerId: Id,
      at: At,
      note: z.string().max(2000).optional(),
      into: Id.optional()
    })
    .strict(),
  /**
   * Puts `quantity` of a line into the extradimensional line `into` of the same holder, or takes it out of its
   * container (no `into`) (RULES.md §10). It merges into an identical line already there; a whole line that does
   * not merge keeps its id, a part becomes `newLineId`. Not in the ledger: the line stays with its holder.
   */
  'line/stow': z
    .object({
      holder: HolderSchema,
      lineId: Id,
      quantity: z.number().int().min(1).max(1_000_000_000),
      into: Id.optional(),
      newLineId: Id
    })
    .strict(),
  /**
   * Changes `quantity` coins of `from` (default: all of them) of a holder into coins of `to` (RULES.md §14):
   * exact, less an optional money-changer's fee; what cannot make a whole coin stays. Only the holder's
   * plain coin lines count (catalog coins, not in a container, no value of their own). Written to the
   * ledger (action 'exchange': `ledgerId` for the coins given, `${ledgerId}-2` for those received); coins
   * that join no plain line of their kind arrive as `${newLineId}-<kind>`.
   */
  'coins/exchange': z
    .object({
      holder: HolderSchema,
      from: CoinKindSchema,
      to: CoinKindSchema,
      quantity: z.number().int().min(1).max(1_000_000_000).optional(),
      feePercent: z.number().min(0).max(100).optional(),
      newLineId: Id.max(60),
      ledgerId: Id.max(56),
      at: At,
      note: z.string().max(2000).optional()
    })
    .strict(),
  /**
   * The fewest coins for the same value in a holder's plain coin lines (RULES.md §14); never raises a load.
   * Ledger entries `ledgerId`, `${ledgerId}-2`… one per kind whose count changes; nothing when already so.
   * `note` goes on each entry (the loot split's "Loot split", like its moves).
   */
  'coins/consolidate': z
    .object({
      holder: HolderSchema,
      newLineId: Id.max(60),
      ledgerId: Id.max(56),
      at: At,
      note: z.string().max(2000).optional()
    })
    .strict(),
  /**
   * Sells lines of a holder (RULES.md §14): each at half its value, at full value when marked `fullValue`
   * and for coins, or at `ratePercent` for this sale. The proceeds arrive at `to` (default: the stash) as
   * the fewest coins (joining plain coin lines there, else as `${newLineId}-<kind>`). Ledger: each line
   * sold `${ledgerId}-s<n>` (action 'sell', with its rate, value and proceeds), the coins `${ledgerId}-p<n>`.
   */
  'line/sell': z
    .object({
      holder: HolderSchema,
      lines: z
        .array(z.object({ lineId: Id, quantity: z.number().int().min(1).max(1_000_000_000) }).strict())
        .min(1)
        .max(10_000),
      ratePercent: z.number().min(0).max(1000).optional(),
      to: HolderSchema.optional(),
      newLineId: Id.max(60),
      ledgerId: Id.max(48),
      at: At,
      note: z.string().max(2000).optional()
    })
    .strict(),
  /** A new place (the inn, home, a ship's hold), empty: lines reach it by line/add or line/move. */
  'place/add': z.object({ place: StoragePlaceSchema.omit({ inventory: true }) }).strict(),
  /** Renames a place or edits its notes (`notes: ''` removes them). */
  'place/update': z
    .object({ id: Id, patch: StoragePlaceSchema.pick({ name: true, notes: true }).partial().strict() })
    .strict(),
  /**
   * Removes a place. Its lines go to the shared stash (merged into identical stash lines), one ledger entry
   * per line with ids `${ledgerId}-1`, `${ledgerId}-2`…: `ledgerId` and `at` are required when it holds any line.
   */
  'place/remove': z.object({ id: Id, ledgerId: Id.max(56).optional(), at: At.optional() }).strict(),
  /** The wealth table's scale and level 1's wealth (RULES.md §15); a field left out keeps its value. */
  'campaign/setWealth': WealthSettingsSchema.partial().strict(),
  /**
   * Opens a play session (RULES.md §15): every ledger entry made until it is closed names it. Refused while
   * another is open. Records each character's and bearer's load then (`loadsAtOpen`).
   */
  'session/open': z
    .object({ session: PlaySessionSchema.pick({ id: true, name: true, date: true }).strict(), at: At })
    .strict(),
  /** Closes the open session `id` at `at`; records each character's and bearer's load then (`loadsAtClose`). */
  'session/close': z.object({ id: Id, at: At }).strict(),
  /** Renames a session or changes its date (open or closed). */
  'session/update': z
    .object({ id: Id, patch: PlaySessionSchema.pick({ name: true, date: true }).partial().strict() })
    .strict(),
  'customItem/add': z.object({ item: CustomItemSchema }).strict(),
  'customItem/update': z.object({ item: CustomItemSchema }).strict(),
  'customItem/remove': z.object({ id: Id }).strict()
} as const

export type OpType = keyof typeof OpSchemas
export type OpPayload<T extends OpType> = z.infer<(typeof OpSchemas)[T]>
export type Op = { [T in OpType]: { type: T } & OpPayload<T> }[OpType]

const single = Object.entries(OpSchemas).map(([type, schema]) =>
  (schema as z.ZodObject).extend({ type: z.literal(type) }).strict()
) as unknown as [z.ZodType<Op>, ...z.ZodType<Op>[]]

/** One Op, validated. */
export const OpSchema: z.ZodType<Op> = z.union(single)
/** Several Ops applied as one undoable step (what-if apply, loot split). */
export const BatchSchema = z.object({ ops: z.array(OpSchema).min(1).max(100_000), label: z.string().max(200) }).strict()
export type Batch = z.infer<typeof BatchSchema>
export type Holder = z.infer<typeof HolderSchema>
export { PlaceSchema }
