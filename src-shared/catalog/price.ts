// What a line is worth, the one way every screen, the split, the sale and the exports count it (RULES.md
// §14): the GM's own value per unit wins; else the item's price, with masterwork and a +N enhancement on a
// weapon, an armour or a shield priced as PF1 prices them; ammunition rounds carry their own price (per
// round, masterwork and +N included) wherever they are. An empty ammunition container has the catalog's
// price (none). Pure: the item is passed in (a resolved catalog entry or custom item).
import type { ContainerKind } from '../rules/types'

/** How masterwork and an enhancement bonus are priced for an item: as a weapon, an armour (shields too) or
 * ammunition (per round). Absent: neither applies (a wand, a ring: the catalog's price). */
export type CraftAs = 'weapon' | 'armor' | 'ammo'

/** PF1 Core Rulebook: arrows 1 gp per 20, crossbow bolts 1 gp per 10, sling bullets 1 sp per 10. */
export const ROUND_PRICE_GP: Readonly<Record<ContainerKind, number>> = { arrows: 0.05, bolts: 0.1, bullets: 0.01 }

/** Masterwork: +300 gp on a weapon, +150 on an armour or shield, +6 per round of ammunition. */
export const MASTERWORK_GP: Readonly<Record<CraftAs, number>> = { weapon: 300, armor: 150, ammo: 6 }
/** A +N enhancement adds this × N² (and implies masterwork); ammunition: the weapon's price per 50 rounds. */
export const ENHANCEMENT_GP: Readonly<Record<CraftAs, number>> = { weapon: 2000, armor: 1000, ammo: 40 }

/** What pricing needs of an item. */
export interface PricedItem {
  priceGp: number | null
  craftAs?: CraftAs
  /** Ammunition containers: the price of one round. */
  roundPriceGp?: number
}

/** What pricing needs of a line. */
export interface PricedLine {
  quantity: number
  rounds?: number
  /** The GM's own value of one unit: always wins. */
  valueGp?: number
  enhancement?: number
  masterwork?: boolean
}

type Craft = Pick<PricedLine, 'enhancement' | 'masterwork'>

/** True when the line is masterwork, said so or implied by an enhancement bonus. */
export function isMasterwork(line: Craft): boolean {
  return line.masterwork === true || (line.enhancement ?? 0) > 0
}

/** What masterwork and +N add to one unit (ammunition: to one round), in gp. */
export function craftGp(as: CraftAs, line: Craft): number {
  if (!isMasterwork(line)) return 0
  const n = line.enhancement ?? 0
  return MASTERWORK_GP[as] + ENHANCEMENT_GP[as] * n * n
}

/** The price of one unit as PF1 sets it (the GM's value aside); ammunition: one empty container. Null: none known. */
export function unitPriceGp(item: PricedItem, line: Craft): number | null {
  if (item.craftAs === 'weapon' || item.craftAs === 'armor') {
    const extra = craftGp(item.craftAs, line)
    if (item.priceGp === null) return extra > 0 ? extra : null
    return item.priceGp + extra
  }
  return item.priceGp
}

/** The price of one round of an ammunition line, masterwork and +N included; null when it holds no rounds kind. */
export function roundPriceGp(item: PricedItem, line: Craft): number | null {
  if (item.craftAs !== 'ammo' || item.roundPriceGp === undefined) return null
  return item.roundPriceGp + craftGp('ammo', line)
}

/** A sum of gp to the copper piece (two decimals). */
export const cents = (gp: number): number => Math.round(gp * 100) / 100

/**
 * The value in gp of `quantity` units and `rounds` rounds of a line (a part sold, moved or split), to the
 * copper piece; null when nothing about it has a value (no price, no rounds priced, no value of the GM's).
 */
export function partValueGp(
  line: PricedLine,
  item: PricedItem | undefined,
  quantity: number,
  rounds: number
): number | null {
  if (line.valueGp !== undefined) return cents(line.valueGp * quantity)
  if (!item) return null
  const unit = unitPriceGp(item, line)
  const round = rounds > 0 ? roundPriceGp(item, line) : null
  if (unit === null && round === null) return null
  return cents((unit ?? 0) * quantity + (round ?? 0) * rounds)
}

/** The value of a whole line in gp (its rounds included); null when it has none known. */
export function lineValueOrNull(line: PricedLine, item: PricedItem | undefined): number | null {
  return partValueGp(line, item, line.quantity, line.rounds ?? 0)
}

/** The value of a whole line in gp (its rounds included); 0 when it has none known. */
export function lineValueGp(line: PricedLine, item: PricedItem | undefined): number {
  return lineValueOrNull(line, item) ?? 0
}
