import type { CoinKind } from '../core/coins'
import type { ArmorCategory, ContainerKind, ItemType, Level, Size, WeaponCategory } from '../rules/types'

export type CatalogSection =
  | 'weapon'
  | 'armor'
  | 'shield'
  | 'gear'
  | 'tool'
  | 'clothing'
  | 'mount'
  | 'ammo'
  | 'coins'
  | 'magic'
  | 'container'
  | 'vehicle'
  | 'creature'
  | 'food'
  | 'light'

export type { CoinKind }

/** A short text in both languages. */
export interface Bilingual {
  en: string
  fr: string
}

/** One built-in item (Pathfinder 1e core equipment), classified per RULES.md §2. */
export interface CatalogEntry {
  /** Stable, ASCII, kebab-case: `longsword`, `potion`, `coin-gp`. Never reused. */
  id: string
  en: string
  /** The French edition's name; the English name when the data has none (then `frMissing`). */
  fr: string
  /** The data has no French name: the French UI shows the English one, marked. */
  frMissing?: true
  /** A Core Rulebook entry (hand-written before the PF1 data came): first among equal search matches. */
  core?: true
  /** Foundry VTT pf1 compendium `_id` of the data row (the key actor exports point back to). */
  compendiumId?: string
  /** Book and pages, as the data gives them. */
  source?: string
  section: CatalogSection
  type: ItemType
  category?: WeaponCategory | ArmorCategory
  level: Level
  /** Limit group for gear when it differs from the entry (all potions → 'potion'); defaults to the id.
   * A kind is always the id of the catalog entry that names it. */
  kind?: string
  /** Per unit; null when not meaningful. */
  weightKg: number | null
  /** Per unit, in gp (coins: value of one coin). */
  priceGp: number | null
  /** Size made for, where it matters (weapons, armours: 'M'; creatures: their size). */
  size?: Size
  container?: ContainerKind
  /** Ammunition container capacity (arrows 50, bolts 50, bullets 10). A Foundry item matched to an
   * entry with a capacity is loose rounds: its quantity is rounds, the line needs ceil(rounds / capacity). */
  capacity?: number
  coin?: CoinKind
  /** A bag of holding and its kin (RULES.md §10): one item of its own level, its contents count for no group. */
  extradimensional?: boolean
  /** Used up by its use (potions, scrolls, ammunition, rations…; ./consumable says the rule): its line
   * offers "Use N". */
  consumable?: true
  unlimited?: boolean
  withGear?: boolean
  /** Other names a GM may type (abbreviations, synonyms); searched like the names. */
  aliases?: { en?: readonly string[]; fr?: readonly string[] }
  /** What one unit is, when the name alone does not say ("50 ft." / "15 m"). */
  unit?: Bilingual
  /** Ammunition containers: one round they hold (its name is searchable: "50 arrows" → rounds). */
  round?: Bilingual & {
    priceGp: number
    weightKg: number
    /** Other names of the round (the PF1 data's, the seed's "billes"), searched as the round. */
    aliases?: { en?: readonly string[]; fr?: readonly string[] }
  }
  /** Why the level is what it is, where that is not obvious: it differs from the category's or the
   * weight band's, or follows one of the seed's own examples. */
  levelNote?: Bilingual
  /** What the data left doubtful for this entry (pf1-equipment-checks.tsv: the French edition's weight,
   * price or handedness differs, a kit's weight is its contents', a French name found another way) and
   * what the catalog decided. */
  checkNote?: Bilingual
}
