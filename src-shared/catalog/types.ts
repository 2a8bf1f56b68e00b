import type { ArmorCategory, ContainerKind, ItemType, Level, Size, WeaponCategory } from '../rules/types'

export type CatalogSection =
  | 'weapon' | 'armor' | 'shield' | 'gear' | 'tool' | 'clothing' | 'mount' | 'ammo' | 'coins'
  | 'magic' | 'container' | 'vehicle' | 'creature' | 'food' | 'light'

export type CoinKind = 'cp' | 'sp' | 'gp' | 'pp'

/** One built-in item (Pathfinder 1e core equipment), classified per RULES.md §2. */
export interface CatalogEntry {
  /** Stable, ASCII, kebab-case: `longsword`, `potion`, `coin-gp`. Never reused. */
  id: string
  en: string
  fr: string
  section: CatalogSection
  type: ItemType
  category?: WeaponCategory | ArmorCategory
  level: Level
  /** Limit group for gear when it differs from the name (all potions → 'potion'). */
  kind?: string
  /** Per unit; null when not meaningful. */
  weightKg: number | null
  /** Per unit, in gp (coins: value of one coin). */
  priceGp: number | null
  /** Size made for, where it matters (weapons, armours: 'M'). */
  size?: Size
  container?: ContainerKind
  /** Ammunition container capacity (arrows 50, bolts 50, bullets 10). */
  capacity?: number
  coin?: CoinKind
  unlimited?: boolean
  withGear?: boolean
}
