// From the campaign and the GM's choices in the split dialog to the optimizer's input
// (src-shared/split): participants with what they already carry, the chosen stash lines with their
// value, the claims, and an optional party fund.
import {
  characterToBearer,
  engineOptions,
  inventoryToEngineItems,
  lineToEngineItem,
  resolveRef,
  type EngineContext
} from '@shared/campaign/to-engine'
import type { Campaign, InventoryLine } from '@shared/campaign/schema'
import { getCatalogEntry, lineValueOrNull } from '@shared/catalog'
import { binsOf, type Bin } from '@shared/split/bins'
import { resolveOptions } from '@shared/rules/options'
import type { RuleOptions } from '@shared/rules'
import { isExtradimensional } from '../campaign/containers'
import { receivedBy } from '@shared/wealth'
import type { SplitCharacter, SplitClaim, SplitInput, SplitLootLine } from '@shared/split/types'

/** The party fund's participant id: '#' never appears in a campaign id, so it cannot clash. */
export const FUND_ID = '#fund'

export interface SplitClaimChoice {
  /** A participant's id, or FUND_ID. */
  character: string
  /** Default: the whole line. */
  quantity?: number
}

/** What the GM picked in the dialog. */
export interface SplitSetup {
  /** Ids of the characters who share (in any order; the campaign's order is kept). */
  participants: readonly string[]
  fund: boolean
  /** Ids of the stash lines to split. */
  loot: readonly string[]
  /** Stash line id → who wants it. */
  claims: Readonly<Record<string, SplitClaimChoice | undefined>>
  /** Ids of participants' extradimensional lines the split may fill (default none). */
  into?: readonly string[]
  /** Of those, the ones coins may go into too (default none). */
  coinsInto?: readonly string[]
  /**
   * Balance over the campaign (issue 28, RULES.md §15): the value each participant received before
   * counts, over these sessions (`sessions` absent: the whole campaign). Absent: this haul alone.
   */
  balance?: { sessions?: readonly string[] }
}

/** Stash lines worth splitting: something in them (containers or loose rounds). */
export function splittable(line: InventoryLine): boolean {
  return line.quantity > 0 || (line.rounds ?? 0) > 0
}

function context(campaign: Campaign): EngineContext {
  // English names: the optimizer's own sentences are English; the UI words reasons from their codes.
  return {
    lookup: getCatalogEntry,
    customItems: campaign.customItems,
    customLimits: campaign.options.customLimits,
    language: 'en'
  }
}

/** The value of one unit in gp (RULES.md §14, the one value function): the line's own, else the price with
 * masterwork and +N (coins: one coin's); an ammunition line's rounds share out over its containers (loose
 * rounds: the whole line's). */
function unitValue(line: InventoryLine, campaign: Campaign): number | undefined {
  const total = lineValueOrNull(line, resolveRef(line.ref, getCatalogEntry, campaign.customItems))
  if (total === null) return undefined
  return line.quantity > 0 ? total / line.quantity : total
}

/**
 * Whose share a mount, pack animal, hireling or familiar carries for (RULES.md §11): its owner's when
 * the owner shares too, else the party's (null: nobody's share).
 */
function valueFor(campaign: Campaign, owner: string | undefined, chosen: ReadonlySet<string>): string | null {
  if (owner === undefined || !chosen.has(owner)) return null
  const holder = campaign.characters.find((c) => c.id === owner)
  return holder && holder.bearer === undefined ? owner : null
}

function participantsOf(campaign: Campaign, setup: Pick<SplitSetup, 'participants'>): SplitCharacter[] {
  const ctx = context(campaign)
  const chosen = new Set(setup.participants)
  const characters: SplitCharacter[] = []
  campaign.characters.forEach((c, ci) => {
    if (!chosen.has(c.id)) return
    characters.push({
      id: c.id,
      name: c.name,
      ...characterToBearer(c),
      items: inventoryToEngineItems(c.inventory, ctx, `characters[${ci}].inventory`),
      ...(c.bearer !== undefined ? { valueFor: valueFor(campaign, c.owner, chosen) } : {})
    })
  })
  return characters
}

/**
 * A stash bag the split takes whole with what it holds (RULES.md §10: moving the container moves its
 * contents): one extradimensional line whose contents go with it, count for no load (for its carrier's,
 * when the house rule counts them) and take its room; its value is the bag's and theirs. Any other line
 * as it is.
 */
function withContents(campaign: Campaign, line: InventoryLine, item: SplitLootLine, ctx: EngineContext): SplitLootLine {
  if (!item.extradimensional || line.quantity !== 1) return item
  const held = campaign.stash.flatMap((l, i) => (l.in === line.id ? [{ l, i }] : []))
  if (held.length === 0) return item
  const contents = held.map(({ l, i }) => {
    const { in: _in, id: _id, ...content } = lineToEngineItem(l, ctx, `stash[${i}]`)
    return content
  })
  const value = held.reduce(
    (sum, { l }) => sum + (unitValue(l, campaign) ?? 0) * Math.max(l.quantity, 1),
    item.valueGp ?? 0
  )
  return { ...item, contents, ...(value > 0 ? { valueGp: value } : {}) }
}

/** The stash bag a line is in and goes with (see withContents), if any. */
export function heldBy(stash: readonly InventoryLine[], line: InventoryLine): InventoryLine | undefined {
  if (line.in === undefined) return undefined
  const bag = stash.find((l) => l.id === line.in)
  return bag !== undefined && bag.quantity === 1 ? bag : undefined
}

/** The stash lines that go with their bag when it is picked (see withContents). */
function goesWithBag(campaign: Campaign, line: InventoryLine, picked: ReadonlySet<string>): boolean {
  return line.in !== undefined && picked.has(line.in) && heldBy(campaign.stash, line) !== undefined
}

/**
 * The participants' extradimensional containers the split could fill, with their free units (RULES.md
 * §10), then the stash's bags picked for the split: claimed whole for a participant who shares (the bag
 * goes to them and is filled in the same split), or claimed by nobody (holder -1: filled as theirs by
 * whoever the split gives it); none when the house rule counts their contents as carried (a container
 * is then only a load).
 */
export function containerChoices(
  campaign: Campaign,
  setup: Pick<SplitSetup, 'participants'> & Partial<Pick<SplitSetup, 'loot' | 'claims'>>
): Bin[] {
  const characters = participantsOf(campaign, setup)
  const into = characters.flatMap((c) =>
    c.items.filter((i) => i.extradimensional && i.in === undefined).map((i) => i.id!)
  )
  const ctx = context(campaign)
  const picked = new Set(setup.loot ?? [])
  const loot: SplitLootLine[] = []
  const claims: SplitClaim[] = []
  // Only the claimed lines are looked at: a hoard of thousands of lines has a few claims.
  for (const [id, claim] of Object.entries(setup.claims ?? {})) {
    if (!claim || !picked.has(id)) continue
    const i = campaign.stash.findIndex((l) => l.id === id)
    const line = campaign.stash[i]
    if (!line || line.quantity !== 1 || line.in !== undefined) continue
    if (claim.quantity !== undefined && claim.quantity < line.quantity) continue
    const { in: _in, ...item } = lineToEngineItem(line, ctx, `stash[${i}]`)
    if (!item.extradimensional) continue
    loot.push(withContents(campaign, line, { ...item, id: line.id }, ctx))
    claims.push({ loot: line.id, character: claim.character })
    into.push(line.id)
  }
  const options = resolveOptions(engineOptions(campaign.options))
  return [
    ...binsOf({ characters, loot, claims, into }, options),
    ...unclaimedBags(campaign, setup, { characters, ctx, options })
  ]
}

/** The stash's bags picked and claimed by nobody, as bins of nobody yet (holder -1; see containerChoices). */
function unclaimedBags(
  campaign: Campaign,
  setup: Partial<Pick<SplitSetup, 'loot' | 'claims'>>,
  { characters, ctx, options }: { characters: readonly SplitCharacter[]; ctx: EngineContext; options: RuleOptions }
): Bin[] {
  const first = characters.find((c) => !c.fund)
  if (!first || campaign.options.extradimensionalContentsCount || !setup.loot?.length) return []
  const picked = new Set(setup.loot)
  const out: Bin[] = []
  campaign.stash.forEach((line, i) => {
    if (!picked.has(line.id) || line.quantity !== 1 || line.in !== undefined || setup.claims?.[line.id]) return
    if (!isExtradimensional(line, campaign.customItems)) return
    const { in: _in, ...item } = lineToEngineItem(line, ctx, `stash[${i}]`)
    const bag = withContents(campaign, line, { ...item, id: line.id }, ctx)
    // its room is the same whoever gets it: measured as the first participant's
    const [bin] = binsOf(
      { characters: [first], loot: [bag], claims: [{ loot: line.id, character: first.id }], into: [line.id] },
      options
    )
    if (bin) out.push({ ...bin, holder: -1 })
  })
  return out
}

/** Builds the optimizer's input. Throws UnknownItemError (located) when a line's item is unknown. */
export function buildSplitInput(campaign: Campaign, setup: SplitSetup, fundName: string): SplitInput {
  const ctx = context(campaign)
  const characters = participantsOf(campaign, setup)
  if (setup.fund)
    characters.push({ id: FUND_ID, name: fundName, strength: 10, size: 'M', wornArmor: null, items: [], fund: true })

  const picked = new Set(setup.loot)
  const loot: SplitLootLine[] = []
  campaign.stash.forEach((line, i) => {
    if (!picked.has(line.id) || !splittable(line) || goesWithBag(campaign, line, picked)) return
    // loot is split loose: a line in a stash bag goes like any other, unless the bag goes too (it holds it)
    const { in: _in, ...engineItem } = lineToEngineItem(line, ctx, `stash[${i}]`)
    const item: SplitLootLine = { ...engineItem, id: line.id }
    const value = unitValue(line, campaign)
    if (value !== undefined) item.valueGp = value
    loot.push(withContents(campaign, line, item, ctx))
  })

  const ids = new Set(characters.map((c) => c.id))
  const claims: SplitClaim[] = []
  for (const line of loot) {
    const claim = setup.claims[line.id]
    if (!claim || !ids.has(claim.character)) continue
    const out: SplitClaim = { loot: line.id, character: claim.character }
    if (claim.quantity !== undefined && claim.quantity >= 1 && claim.quantity < line.quantity)
      out.quantity = Math.floor(claim.quantity)
    claims.push(out)
  }

  const options = engineOptions(campaign.options)
  const offered = new Set(setup.into?.length ? containerChoices(campaign, setup).map((b) => b.id) : [])
  const into = (setup.into ?? []).filter((id) => offered.has(id))
  const coinsInto = (setup.coinsInto ?? []).filter((id) => offered.has(id))
  return {
    options,
    characters,
    loot,
    ...(claims.length > 0 ? { claims } : {}),
    ...(into.length > 0 ? { into } : {}),
    ...(coinsInto.length > 0 ? { coinsInto } : {}),
    ...(setup.balance ? { received: receivedFor(campaign, setup.balance, characters) } : {})
  }
}

/**
 * Balance over the campaign: what each participant holding a share received before (RULES.md §15, over the
 * sessions picked or the whole campaign). A bearer's receipts are its owner's already; the fund has none.
 */
function receivedFor(
  campaign: Campaign,
  balance: NonNullable<SplitSetup['balance']>,
  characters: readonly SplitCharacter[]
): Record<string, number> {
  const received = receivedBy(campaign, balance.sessions ? { sessions: balance.sessions } : {})
  return Object.fromEntries(
    characters.filter((c) => !c.fund && c.valueFor === undefined).map((c) => [c.id, received.get(c.id) ?? 0])
  )
}
