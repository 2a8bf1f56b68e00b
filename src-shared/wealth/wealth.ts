// What a character is worth and what the party holds in common (RULES.md §15), in gp at full value (§14
// prices, never sale prices), from the one value function (campaign/items.ts lineValue → catalog/price.ts).
//
// Decisions:
// - A character's wealth: every line of its inventory (the lines inside its extradimensional containers are
//   lines of the same inventory, `in` the bag), every line of the bearers it owns (`owner`), coins included
//   (coins are lines priced at face value: 1 pp = 10 gp, 1 sp = 0.1 gp, 1 cp = 0.01 gp). Worn armour is
//   not a tracked line (no value), as everywhere else.
// - The party fund: the stash and every place. A bearer nobody owns (a cart's mule) is in neither: nobody's
//   wealth, not the fund's either (§15 names the stash and the places only).
// - The fund's share: the fund ÷ the number of characters (other bearers are not characters); 0 when there
//   is no character. Every sum is rounded to the copper piece.
import { lineValue } from '../campaign/items'
import type { Campaign, InventoryLine } from '../campaign/schema'
import { cents } from '../catalog/price'

/** The full value of some lines, in gp (to the copper piece). */
export function linesValueGp(lines: readonly InventoryLine[], customItems: Campaign['customItems']): number {
  let sum = 0
  for (const line of lines) sum += lineValue(line, customItems)
  return cents(sum)
}

/** The bearers (mounts, pack animals, hirelings, familiars) a character owns, in campaign order. */
export function ownBearers(campaign: Campaign, characterId: string): Campaign['characters'] {
  return campaign.characters.filter((c) => c.bearer !== undefined && c.owner === characterId && c.id !== characterId)
}

/**
 * A character's wealth in gp (RULES.md §15): its lines, its bags' contents and its own bearers' lines at full
 * value, plus its coins at face value. 0 for an id that is no character of the campaign.
 */
export function wealthOf(campaign: Campaign, characterId: string): number {
  const character = campaign.characters.find((c) => c.id === characterId)
  if (!character) return 0
  const lines = [character.inventory, ...ownBearers(campaign, characterId).map((b) => b.inventory)].flat()
  return linesValueGp(lines, campaign.customItems)
}

/** The party fund in gp (RULES.md §15): everything in the stash and in the places, at full value. */
export function partyFund(campaign: Campaign): number {
  const lines = [campaign.stash, ...(campaign.places ?? []).map((p) => p.inventory)].flat()
  return linesValueGp(lines, campaign.customItems)
}

/** The characters of the campaign (not the other bearers): those the fund is shared between. */
export function partyCharacters(campaign: Campaign): Campaign['characters'] {
  return campaign.characters.filter((c) => c.bearer === undefined)
}

/** Each character's equal share of the party fund, in gp (shown beside its wealth, never added to it); 0 without characters. */
export function fundShare(campaign: Campaign): number {
  const n = partyCharacters(campaign).length
  return n === 0 ? 0 : cents(partyFund(campaign) / n)
}
