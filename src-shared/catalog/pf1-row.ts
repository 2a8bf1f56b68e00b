// One row of the PF1 equipment data (resources/pf1-data, see its README): facts only, as the data
// gives them. The generated module holds one per row; ./pf1.ts turns them into catalog entries.

export type Pf1Pack = 'weapons-and-ammo' | 'armors-and-shields' | 'items'
export type Pf1Type = 'weapon' | 'equipment' | 'loot' | 'consumable' | 'container'

export interface Pf1Row {
  pack: Pf1Pack
  type: Pf1Type
  /** `system.subType` (template default applied); '' for containers. */
  subtype: string
  /** Weapons: light / one-handed / two-handed / ranged / other; armours: light / medium / heavy;
   * shields: shield-light / shield-heavy / shield-tower / shield-other; '' otherwise. */
  category: string
  en: string
  /** The French edition's name (Babele), absent when the data has none. */
  fr?: string
  /** Pounds per unit, for a Medium item; 0 when the data gives none (a zero may be a gap). */
  lb: number
  /** Gold pieces per unit; 0 when the data gives none. */
  gp: number
  /** `system.size`: fine dim tiny sm med lg huge grg col. */
  size: string
  /** Ammunition: the kind of round; weapons: the ammunition fired. */
  ammo?: string
  /** Book, id and pages. */
  source?: string
  /** Compendium `_id` (the key actor exports point back to). */
  cid: string
  /** The compendium entry's default stack, when it is not 1 (Arrow: 20). */
  stack?: number
  /** How the French name was found when not by the exact English name (checks file). */
  frVia?: string
  /** Weight the French description gives, in kg, when it disagrees with `lb` (checks file). */
  frKg?: number
  /** Price the French description gives, in gp, when it disagrees with `gp` (checks file). */
  frGp?: number
  /** Handedness the French description gives, when it disagrees with `category` (checks file). */
  frCategory?: string
  /** Kits: their nested contents (count, total lb and gp), which carry the weight (checks file). */
  kit?: { items: number; lb: number; gp: number }
}
