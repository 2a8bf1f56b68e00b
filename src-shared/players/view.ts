// The player's view (issue 27): what one character's phone receives, a projection of the campaign for
// that character under the GM's share settings. It carries the engine's input (options, bearer and one
// EngineItem per line), so the phone computes tiers, headroom and before → after with the same engine.
//
// Nothing the GM has not shared leaves here: a line not identified yet shows only its unidentified name
// (never its own or its item's name, value, notes, catalog id, or a limit group named after its item:
// such a kind becomes an opaque `?N`), no ref or note of any line is sent, and other characters appear
// only by name and tier (or not at all).
import type { Campaign, Character, CustomItem, InventoryLine } from '../campaign/schema'
import {
  characterToBearer,
  characterToEvaluateInput,
  engineOptions,
  inventoryToEngineItems,
  lineDisplayName,
  lineValueGp,
  resolveRef,
  type CatalogLookup,
  type EngineContext
} from '../campaign/to-engine'
import type { BearerKind } from '../campaign/schema'
import type { Language } from '../core/language'
import { pluralName } from '../i18n/plural'
import { evaluate } from '../rules/evaluate'
import type { ArmorCategory, Bearer, EngineItem, RuleOptions, Tier } from '../rules/types'
import type { Claim, UseRequest } from './requests'
import type { ShareSettings } from './settings'

/** A limit group that would name an unidentified line's item is sent as `?1`, `?2`… (isHiddenKind). */
export const HIDDEN_KIND_PREFIX = '?'

export function isHiddenKind(kind: string | undefined): boolean {
  return kind !== undefined && kind.startsWith(HIDDEN_KIND_PREFIX)
}

/** A name in both languages, singular and plural ("Torch" / "Torches", "Torche" / "Torches"). */
export type Names = Record<Language, { one: string; other: string }>

/** The same words in both languages, singular and plural by the catalog-aware plural rules. */
function namesOf(en: string, fr: string = en): Names {
  return {
    en: { one: en, other: en ? pluralName(en, 'en') : '' },
    fr: { one: fr, other: fr ? pluralName(fr, 'fr') : '' }
  }
}

/** One line as the player reads it. */
export interface PlayerLine {
  id: string
  /** Its name in both languages, singular and plural (not identified: the unidentified name, '' when none). */
  names: Names
  /** Its name in English (or the only language it has); not identified: its unidentified name, '' when the GM gave none. */
  name: string
  /** Its French name when it differs (never for a line not identified). */
  nameFr?: string
  quantity: number
  /** Ammunition: the rounds in its containers. */
  rounds?: number
  /** The engine's input for the line (`item.name` is `name`): `evaluate({ options, character: bearer, items })`. */
  item: EngineItem
  /** The whole line's value in gp: absent when the GM hides values, or the line is not identified. */
  valueGp?: number
  /** The id of the bag of holding (a line of the same holder) it is in. */
  in?: string
  /** Not identified yet. */
  unidentified?: true
  /** Used up by its use: the player may say "I used N". */
  consumable?: true
}

/** The character, or one of their bearers (mount, pack animal, hireling, familiar). */
export interface PlayerHolder {
  id: string
  name: string
  /** Absent: the character. */
  bearerKind?: BearerKind
  /** Another bearer: the character it sits beside. */
  owner?: string
  /** The armour worn (its category is also in `bearer.wornArmor`). */
  wornArmor: { names: Names; category: ArmorCategory } | null
  /** The engine's bearer (strength, size, worn armour, speed, what-if effects). */
  bearer: Bearer
  /** `lines[i].item` is the engine's `items[i]`. */
  lines: PlayerLine[]
}

export interface PartyMember {
  id: string
  name: string
  /** null when the GM's file has an item the engine cannot read for them. */
  tier: Tier | null
  /** The character this view is for. */
  self?: true
}

export interface PlayerView {
  /** The campaign's revision this view was made from: claims and uses name it (`seenRevision`). */
  revision: number
  /** The character this view (and its link) is for. */
  characterId: string
  campaignName: string
  /** The campaign's language (the phone speaks its own; this is the fallback). */
  language: Language
  settings: ShareSettings
  options: Partial<RuleOptions>
  character: PlayerHolder
  /** The bearers the character owns. */
  bearers: PlayerHolder[]
  /** The party's members (characters, not bearers) by name and tier; null when the GM hides the others. */
  party: PartyMember[] | null
  /** The stash; null when the GM hides it. */
  stash: PlayerLine[] | null
  /** The names of the `kind` limit groups of the lines shown, by the kind their `item.kind` gives (never a `?N`). */
  kinds: Record<string, Names>
  /** This character's claims on stash lines (none when the stash is hidden). */
  claims: Claim[]
  /** This character's use requests (pending, and those the GM decided lately). */
  uses: UseRequest[]
}

export interface PlayerViewContext {
  revision: number
  lookup: CatalogLookup
  /** A kind's name (the catalog's entry of that id, else the kind itself): `kindName` of @shared/catalog. */
  kindName?: (kind: string, language: Language) => string
  /** Every character's claims and requests: only this character's are kept. */
  claims?: readonly Claim[]
  uses?: readonly UseRequest[]
}

function isConsumable(line: InventoryLine, lookup: CatalogLookup, customItems: readonly CustomItem[]): boolean {
  if (line.ref.source === 'catalog') return lookup(line.ref.id)?.consumable === true
  return customItems.find((i) => i.id === line.ref.id)?.consumable === true
}

/** Kinds → `?N`: the same hidden kind always the same token within one view (so the engine groups as the GM's). */
class KindMask {
  #tokens = new Map<string, string>()
  constructor(private readonly shown: ReadonlySet<string>) {}
  of(kind: string): string {
    if (this.shown.has(kind.trim().toLowerCase())) return kind
    let token = this.#tokens.get(kind.trim().toLowerCase())
    if (!token) this.#tokens.set(kind.trim().toLowerCase(), (token = `${HIDDEN_KIND_PREFIX}${this.#tokens.size + 1}`))
    return token
  }
}

interface Projector {
  lines(lines: readonly InventoryLine[], base: string): PlayerLine[]
}

function projector(campaign: Campaign, settings: ShareSettings, lookup: CatalogLookup, mask: KindMask): Projector {
  const customItems = campaign.customItems
  const ctx: EngineContext = {
    lookup,
    customItems,
    customLimits: campaign.options.customLimits,
    language: 'en'
  }
  return {
    lines(all, base) {
      // a line whose item the engine cannot read (a hand-edited file) is left out, as it is of no load
      const lines = all.filter((l) => resolveRef(l.ref, lookup, customItems) !== undefined)
      const items = inventoryToEngineItems(lines, ctx, base)
      return lines.map((line, i) => {
        const item = items[i]!
        const hidden = line.identified === false
        const out: PlayerLine = { id: line.id, name: '', names: namesOf(''), quantity: line.quantity, item }
        if (hidden) {
          out.name = line.unidentifiedName?.trim() ?? ''
          out.names = namesOf(out.name)
          out.unidentified = true
          if (item.kind !== undefined) item.kind = mask.of(item.kind)
        } else {
          const en = resolveRef(line.ref, lookup, customItems, 'en')
          const fr = resolveRef(line.ref, lookup, customItems, 'fr')
          out.name = lineDisplayName(line, en, 'en')
          const nameFr = lineDisplayName(line, fr, 'fr')
          if (nameFr !== out.name) out.nameFr = nameFr
          out.names = namesOf(out.name, nameFr)
          if (!settings.hideValues) out.valueGp = lineValueGp(line, en)
        }
        item.name = out.name
        if (line.rounds !== undefined) out.rounds = line.rounds
        if (item.in !== undefined) out.in = item.in
        if (isConsumable(line, lookup, customItems)) out.consumable = true
        return out
      })
    }
  }
}

/** Kinds of the lines shown by name (lower-cased): a hidden line sharing one keeps it, the grouping being no secret. */
function shownKinds(lines: readonly InventoryLine[], campaign: Campaign, lookup: CatalogLookup): Set<string> {
  const ctx: EngineContext = { lookup, customItems: campaign.customItems, language: 'en' }
  const known = lines.filter((l) => l.identified !== false && resolveRef(l.ref, lookup, campaign.customItems))
  const kinds = new Set<string>()
  for (const item of inventoryToEngineItems(known, ctx, 'shown'))
    if (item.kind !== undefined) kinds.add(item.kind.trim().toLowerCase())
  return kinds
}

/** The worn armour's name: its item's in each language when it has one, else the name the GM gave. */
function armorNames(worn: NonNullable<Character['wornArmor']>, campaign: Campaign, lookup: CatalogLookup): Names {
  const name = (lang: Language) =>
    worn.ref ? (resolveRef(worn.ref, lookup, campaign.customItems, lang)?.name ?? worn.name) : worn.name
  return namesOf(name('en'), name('fr'))
}

function tierOf(campaign: Campaign, c: Character, lookup: CatalogLookup): Tier | null {
  try {
    return evaluate(characterToEvaluateInput(campaign, c, lookup)).load
  } catch {
    return null
  }
}

/** The bearers a character owns (RULES.md §11). */
export function ownedBearers(campaign: Campaign, characterId: string): Character[] {
  return campaign.characters.filter((c) => c.bearer !== undefined && c.owner === characterId)
}

/** The characters a GM can share with: the party's members, not their bearers. */
export function shareableCharacters(campaign: Campaign): Character[] {
  return campaign.characters.filter((c) => c.bearer === undefined)
}

/** The view of `characterId` (a party member, not a bearer), or null when there is none. */
export function playerView(
  campaign: Campaign,
  characterId: string,
  settings: ShareSettings,
  ctx: PlayerViewContext
): PlayerView | null {
  const character = shareableCharacters(campaign).find((c) => c.id === characterId)
  if (!character) return null
  const bearers = ownedBearers(campaign, characterId)
  const stash = settings.hideStash ? null : campaign.stash
  const shownLines = [...character.inventory, ...bearers.flatMap((b) => b.inventory), ...(stash ?? [])]
  const mask = new KindMask(shownKinds(shownLines, campaign, ctx.lookup))
  const project = projector(campaign, settings, ctx.lookup, mask)
  const holder = (c: Character): PlayerHolder => {
    const h: PlayerHolder = {
      id: c.id,
      name: c.name,
      wornArmor: c.wornArmor
        ? { names: armorNames(c.wornArmor, campaign, ctx.lookup), category: c.wornArmor.category }
        : null,
      bearer: characterToBearer(c),
      lines: project.lines(c.inventory, `characters.${c.id}.inventory`)
    }
    if (c.bearer !== undefined) h.bearerKind = c.bearer
    if (c.owner !== undefined) h.owner = c.owner
    return h
  }
  const bearerIds = new Set([character.id, ...bearers.map((b) => b.id)])
  const shownHolders = [holder(character), ...bearers.map(holder)]
  const stashLines = stash === null ? null : project.lines(stash, 'stash')
  const kindName = ctx.kindName ?? ((kind: string) => kind)
  const kinds: Record<string, Names> = {}
  for (const line of [...shownHolders.flatMap((h) => h.lines), ...(stashLines ?? [])]) {
    const kind = line.item.kind
    if (kind === undefined || isHiddenKind(kind) || Object.hasOwn(kinds, kind)) continue
    kinds[kind] = namesOf(kindName(kind, 'en'), kindName(kind, 'fr'))
  }
  return {
    revision: ctx.revision,
    characterId: character.id,
    campaignName: campaign.name,
    language: campaign.exportLanguage,
    settings: { ...settings },
    options: engineOptions(campaign.options),
    character: shownHolders[0]!,
    bearers: shownHolders.slice(1),
    party: settings.hideOthers
      ? null
      : shareableCharacters(campaign).map((c) => {
          const m: PartyMember = { id: c.id, name: c.name, tier: tierOf(campaign, c, ctx.lookup) }
          if (c.id === character.id) m.self = true
          return m
        }),
    stash: stashLines,
    kinds,
    claims: stash === null ? [] : (ctx.claims ?? []).filter((c) => c.characterId === character.id),
    uses: (ctx.uses ?? []).filter((u) => u.characterId === character.id && bearerIds.has(u.holderId))
  }
}
