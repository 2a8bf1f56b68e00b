// The review of an import: what each exported character becomes, before anything changes. Plain data
// (the CLI prints it as JSON); the review screen edits each line's `choice`, then import-ops.ts turns
// the review into one batch of Ops.
import type { CoinKind } from '../core/coins'
import type { ArmorCategory, ItemType, Level, NamedEffect, Size, WeaponCategory } from '../rules/types'
import type { WornArmor } from '../campaign/schema'

/** Why a line needs the GM's word (`ask`) or is worth knowing (info). */
export type ImportFlag =
  /** pf1 gives ranged weapons no handedness; RULES §4 needs one. */
  | {
      code: 'ranged-category'
      ask: true
      suggested: WeaponCategory
      /** The catalog's own level when it is not the category's (a sling: 0); preset (choice.category unset). */
      catalogLevel?: Level
    }
  /** No catalog entry: a custom item with its suggested level (RULES §2 guide). */
  | { code: 'unknown-item'; ask: true; weightKg: number | null }
  /** A sized item made for another size than its bearer (a Small character's Medium gear). */
  | { code: 'size-mismatch'; ask: true; itemSize: Size; bearerSize: Size }
  /** `carried: false` in Foundry: stored somewhere, not carried (RULES §10). */
  | { code: 'not-carried'; ask: true }
  /** A mount or other animal (RULES §11). */
  | { code: 'animal'; ask: true }
  /** An extradimensional container inside another one: the PF1 paradox (RULES §10); it comes out loose. */
  | { code: 'paradox'; ask: false }
  /** Loose rounds given the containers RULES §4 needs. */
  | { code: 'ammo-containers'; ask: false; rounds: number; containers: number; stacks: number }
  /** An ordinary container: its contents come out loose (RULES §10). */
  | { code: 'contents-loose'; ask: false; count: number }
  /** Matched by name (no compendium link, or one the catalog does not know). */
  | { code: 'matched-by-name'; ask: false }

export type FlagCode = ImportFlag['code']

/**
 * Where a line goes. 'stash': the party's shared stash; 'place': the character's storage place
 * (`ReviewCharacter.storage`, RULES §10); 'mount': a new bearer (RULES §11); 'skip': left out.
 */
export type Destination = 'carried' | 'stash' | 'place' | 'mount' | 'skip'

/** Where a character's 'place' lines go: an existing place, or a new one of this name made by the import. */
export interface StorageChoice {
  placeId: string | null
  name: string
}

/** What the GM decides for a line; preset with the suggestion. */
export interface LineChoice {
  to: Destination
  /** Level of a custom item, or the override of a catalog item's level. */
  level?: Level
  /** A ranged weapon's category: its level is the category's (RULES §4); unset, the catalog's level. */
  category?: WeaponCategory
  /** The size the line is made for. */
  size?: Size
}

export interface CustomDraft {
  name: string
  type: ItemType
  category?: WeaponCategory | ArmorCategory
  level: Level
  size?: Size
  extradimensional?: boolean
  weightKg: number | null
  priceGp: number | null
}

export type Match =
  /** `rule`: a line the import makes (coins, ammunition containers). */
  { source: 'catalog'; id: string; by: 'compendium' | 'name' | 'rule' } | { source: 'custom'; item: CustomDraft }

export interface ReviewLine {
  /** Stable within the character: the Foundry item id (`coin-gp`, `ammo-<ref>` for the lines the import makes). */
  key: string
  /** The line id it gets (a re-import finds its line again by it). */
  lineId: string
  /** The name in the export. */
  exported: string
  /** Where it is in the file (`items[3]`, `items[5].system.items.abc`). */
  path: string
  quantity: number
  rounds?: number
  match: Match
  /** The line's own name when it differs from the catalog entry's ("Composite Longbow (+1 Str)"). */
  name?: string
  size?: Size
  magic?: true
  enhancement?: number
  identified?: false
  unidentifiedName?: string
  /** Value of one unit in gp when the export's differs from the catalog's. */
  valueGp?: number
  /** The key of the extradimensional container it is in. */
  in?: string
  extradimensional?: true
  coin?: CoinKind
  flags: ImportFlag[]
  choice: LineChoice
}

export interface ImportProblem {
  file: string
  /** `items[3].system.quantity`; null for the whole file. */
  path: string | null
  line: number | null
  column: number | null
  code: 'json-syntax' | 'not-an-actor' | 'wrong-system' | 'bad-field' | 'too-deep' | 'empty'
  /** English, for logs and the CLI; the UI translates from code and params. */
  message: string
  params?: { expected?: string; system?: string; detail?: string }
}

export type FieldChange =
  | { field: 'name'; from: string; to: string }
  | { field: 'strength'; from: number; to: number }
  | { field: 'size'; from: Size; to: Size }
  | { field: 'baseSpeed'; from: number | null; to: number }
  | { field: 'quadruped'; from: boolean; to: boolean }
  | { field: 'wornArmor'; from: string | null; to: string | null }

export interface LineChange {
  key: string
  lineId: string
  name: string
  kind: 'added' | 'changed' | 'removed'
  from?: { quantity: number; rounds?: number }
  to?: { quantity: number; rounds?: number }
}

export interface ReviewCharacter {
  /** The file it came from. */
  file: string
  /** The Foundry actor id, when the export says it. */
  foundryId?: string
  /** What its line ids start with when it is imported as a new character (`fv-<id>`, else `fv-<name>`). */
  linePrefix?: string
  name: string
  actorType: string
  /** The base score: buffs and computed values are not in an export. */
  strength: number
  size: Size
  baseSpeed: number
  quadruped: boolean
  /**
   * Buff items found on the sheet (they may change strength or size; the GM decides): `effect` when the
   * buff is one of RULES.md §13's named effects (the review then names it in the UI's language).
   */
  buffs: { name: string; active: boolean; effect?: NamedEffect }[]
  wornArmor: WornArmor | null
  /** Weightless coins (`altCurrency`): left out unless the GM carries them. */
  altCurrency: { coins: Partial<Record<CoinKind, number>>; carry: boolean } | null
  lines: ReviewLine[]
  /**
   * Where its items not carried in Foundry go (`carried: false`: stored, RULES §10). Set by
   * compareWithCampaign: the place a previous import made or used, else a new "Stored — <name>".
   */
  storage?: StorageChoice
  /**
   * The campaign's character it is the same as: same Foundry id, else same name (accents and case aside)
   * when the export or the character carries no Foundry id. Set by compareWithCampaign.
   */
  match?: { characterId: string; name: string; by: 'id' | 'name' }
  /** The GM imports it as a new character although it matches one (the review offers update or new). */
  asNew?: boolean
  /**
   * A re-import (a match the GM did not turn into a new character): the character it updates, what its
   * lines' ids start with there, and what changes.
   */
  existing?: { characterId: string; prefix: string; fields: FieldChange[]; lines: LineChange[] }
  /** The GM left the whole character out. */
  skip?: boolean
}

export interface ImportReview {
  characters: ReviewCharacter[]
  problems: ImportProblem[]
}

/** Flags a line still carries that ask for the GM's word. */
export function askedFlags(line: ReviewLine): ImportFlag[] {
  return line.flags.filter((f) => f.ask)
}
