// Builds what a summary shows (model.ts) from a campaign: the rules engine gives each character's
// load, groups and reason; this module words them in the campaign's language.
import { involves, ledgerHolderNames, type LedgerHolder } from '../i18n/ledger-holder'
import { ledgerItemName } from '../i18n/ledger-item'
import { ledgerNote, ledgerQuantity } from '../i18n/ledger-note'
import { lineValueOrNull } from '../catalog/price'
import type { CoinKind } from '../catalog/types'
import type { Campaign, Character, InventoryLine } from '../campaign/schema'
import {
  characterToEvaluateInput,
  lineDisplayName,
  resolveRef,
  type CatalogLookup,
  type ResolvedItem
} from '../campaign/to-engine'
import { evaluate } from '../rules/evaluate'
import type { Evaluation, GroupFamily, GroupResult, Size } from '../rules/types'
import {
  describeLoad,
  effectPairs,
  groupCount,
  groupHeadroom,
  groupLines,
  groupName,
  wornArmorWords,
  type Speech
} from '../i18n/describe'
import { containerCardWarnings, containerWarningSentences } from '../i18n/container-warnings'
import { exportStrings, TIER_SYMBOL } from '../i18n/exports'
import { messages } from '../i18n/index'
import { LOCALE, type Language } from '../core/language'
import { lowerFirst, pluralName, upperFirst } from '../i18n/plural'
import type {
  CharacterDocument,
  CharacterSummary,
  CoinCount,
  LedgerDocument,
  LedgerRow,
  PartyDocument,
  ReceivedDocument,
  StashSummary,
  SummaryGroup,
  SummaryItem,
  TierView
} from './model'
import { wealthRow, wealthShare, wealthSummary } from './wealth'
import { isOtherBearer } from '../campaign/bearers'

export interface SummaryOptions {
  /** Resolves built-in catalog ids (the app's catalog). */
  lookup: CatalogLookup
  /** When the document is made, ISO 8601; defaults to now (local wall-clock time). */
  generatedAt?: string
}

export function characterDocument(
  campaign: Campaign,
  character: Character,
  options: SummaryOptions
): CharacterDocument {
  return {
    kind: 'character',
    language: campaign.exportLanguage,
    campaignName: campaign.name,
    generatedAt: options.generatedAt ?? localIsoNow(),
    character: characterSummary(campaign, character, options.lookup)
  }
}

export function partyDocument(campaign: Campaign, options: SummaryOptions): PartyDocument {
  return {
    kind: 'party',
    language: campaign.exportLanguage,
    campaignName: campaign.name,
    generatedAt: options.generatedAt ?? localIsoNow(),
    characters: campaign.characters.map((c) => characterSummary(campaign, c, options.lookup)),
    stash: stashSummary(campaign, options.lookup),
    places: (campaign.places ?? []).map((p) => ({
      id: p.id,
      name: p.name,
      notes: p.notes ?? '',
      ...linesSummary(campaign, p.inventory, options.lookup)
    })),
    wealth: wealthSummary(campaign)
  }
}

/** The value each character received, session by session, for the CSV (issue 28 item 3). */
export function receivedDocument(campaign: Campaign, options: Partial<SummaryOptions> = {}): ReceivedDocument {
  return {
    kind: 'received',
    language: campaign.exportLanguage,
    campaignName: campaign.name,
    generatedAt: options.generatedAt ?? localIsoNow(),
    wealth: wealthSummary(campaign)
  }
}

/** The ledger, or only the transfers to or from one holder (a character: the same as its holder). */
export function ledgerDocument(
  campaign: Campaign,
  options: Partial<SummaryOptions> & { character?: Character; holder?: LedgerHolder; session?: string } = {}
): LedgerDocument {
  const m = messages(campaign.exportLanguage)
  const only: LedgerHolder | undefined =
    options.holder ?? (options.character ? { type: 'character', id: options.character.id } : undefined)
  const place = ledgerHolderNames(campaign, m, campaign.exportLanguage)
  const session = options.session
  const entries = campaign.ledger.filter(
    (e) => (only === undefined || involves(e, only)) && (session === undefined || e.session === session)
  )
  const rows: LedgerRow[] = entries.map((e) => ({
    at: e.at,
    item: ledgerItemName(e, campaign.exportLanguage, () => {
      const lookup = options.lookup
      return lookup ? resolveRef(e.ref, lookup, campaign.customItems, campaign.exportLanguage)?.name : undefined
    }),
    quantity: ledgerQuantity(e),
    from: place(e.from, e.fromBag),
    to: place(e.to, e.toBag),
    note: ledgerNote(e, m, campaign.exportLanguage)
  }))
  return {
    kind: 'ledger',
    language: campaign.exportLanguage,
    campaignName: campaign.name,
    generatedAt: options.generatedAt ?? localIsoNow(),
    character: options.character?.name ?? (only ? place(only) : null),
    session: session === undefined ? null : (campaign.sessions?.find((s) => s.id === session)?.name ?? session),
    rows
  }
}

export type CharacterMatch =
  | { ok: true; character: Character }
  | {
      ok: false
      reason: 'not-found' | 'ambiguous'
      candidates: Character[]
      /** Ambiguous: the candidates' names only start with the query. */
      prefix?: boolean
    }

/**
 * A character by id, or by name: exact first, then ignoring case and accents ("eloise" finds
 * "Éloïse"), then the start of one name ("borin" finds "Borin Ironfist"). Two characters answering
 * the same way is ambiguous: use more of the name, or the id.
 */
export function findCharacter(campaign: Campaign, nameOrId: string): CharacterMatch {
  const query = nameOrId.trim()
  const byId = campaign.characters.find((c) => c.id === query)
  if (byId) return { ok: true, character: byId }
  const folded = fold(query)
  const tiers: [answers: (name: string) => boolean, prefix: boolean][] = [
    [(name) => name === query, false],
    [(name) => fold(name) === folded, false],
    [(name) => folded !== '' && fold(name).startsWith(folded), true]
  ]
  for (const [answers, prefix] of tiers) {
    const found = campaign.characters.filter((c) => answers(c.name.trim()))
    if (found.length === 1) return { ok: true, character: found[0]! }
    if (found.length > 1) return { ok: false, reason: 'ambiguous', candidates: found, ...(prefix ? { prefix } : {}) }
  }
  return { ok: false, reason: 'not-found', candidates: [] }
}

function fold(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en').replace(/\s+/g, ' ')
}

/** What another bearer is, and whose: "Mount of Valeros" (RULES.md §11); null for a character. */
function bearerRole(campaign: Campaign, character: Character, m: ReturnType<typeof messages>): string | null {
  if (!character.bearer) return null
  const kind = m.bearers.kind[character.bearer]
  const owner = character.owner ? campaign.characters.find((c) => c.id === character.owner) : undefined
  return owner ? m.bearers.roleOf(kind, owner.name) : kind
}

export function characterSummary(campaign: Campaign, character: Character, lookup: CatalogLookup): CharacterSummary {
  const lang = campaign.exportLanguage
  const m = messages(lang)
  // Worded by the same code as the card and the sheet (describe.ts), so the documents say what the screens say.
  const speech: Speech = { m, lang, customItems: campaign.customItems, coinsPerUnit: campaign.options.coinsPerUnit }
  const evaluation = evaluate(characterToEvaluateInput(campaign, character, lookup))
  const resolved = character.inventory.map((l) => resolveRef(l.ref, lookup, campaign.customItems, lang))
  const items = nestContents(
    character.inventory,
    character.inventory.map((l, i) => summaryItem(l, resolved[i], character.size, lang))
  )
  if (campaign.options.extradimensionalContentsCount)
    for (const item of items) if (item.contents) item.contentsCounted = true
  // a bag past the GM's capacity or largest level: the sheet's sentences under it, the card's line in the party sheet
  const warnings = containerWarningSentences(evaluation.warnings, character, speech)
  character.inventory.forEach((l, i) => {
    const said = warnings.get(l.id)
    if (said) items[i]!.warnings = said
  })
  const groups = evaluation.groups.map((g) => summaryGroup(speech, g, character, items)).sort(compareGroups(lang))
  const money = moneyOf(lang, character.inventory, resolved, lookup)
  const armour = wornArmorWords(character, speech)
  return {
    id: character.id,
    name: character.name,
    player: character.player,
    strength: character.strength,
    strengthModifier: evaluation.strengthModifier,
    size: character.size,
    // the card's words (CharacterCard): "Moyenne", "Harnois · lourde"
    sizeLabel: m.size[character.size],
    bearer: bearerRole(campaign, character, m),
    wornArmor:
      character.wornArmor && armour
        ? { name: armour.name, category: character.wornArmor.category, categoryLabel: armour.category }
        : null,
    load: tierView(speech, evaluation, character),
    bagWarnings: containerCardWarnings(evaluation.warnings, character, speech),
    groups,
    uncounted: evaluation.uncounted.map((i) => items[i]!).filter((i) => i !== undefined),
    coins: money.coins,
    totalValueGp: money.total,
    unpricedLines: money.unpriced,
    notes: character.notes,
    wealth: isOtherBearer(character) ? null : { row: wealthRow(campaign, character), shareGp: wealthShare(campaign) }
  }
}

export function stashSummary(campaign: Campaign, lookup: CatalogLookup): StashSummary {
  return linesSummary(campaign, campaign.stash, lookup)
}

/** Lines nobody carries (the stash, a place): items, coins by kind, value. */
function linesSummary(campaign: Campaign, lines: readonly InventoryLine[], lookup: CatalogLookup): StashSummary {
  const resolved = lines.map((l) => resolveRef(l.ref, lookup, campaign.customItems, campaign.exportLanguage))
  // Coins are listed by kind (with their lines' notes) under the items, not as items; a bag's contents under it.
  const all = nestContents(
    lines,
    lines.map((line, i) => summaryItem(line, resolved[i], null, campaign.exportLanguage))
  )
  const items = all.filter((_, i) => resolved[i]?.type !== 'coins' && !isInside(lines, lines[i]!))
  const money = moneyOf(campaign.exportLanguage, lines, resolved, lookup)
  return { items, coins: money.coins, totalValueGp: money.total, unpricedLines: money.unpriced }
}

/** A line inside an extradimensional container of the same list (the sheet lists it under its bag). */
function isInside(lines: readonly InventoryLine[], line: InventoryLine): boolean {
  return line.in !== undefined && lines.some((b) => b.id === line.in)
}

/** Each bag's contents listed under it (`items[i]` is `lines[i]`'s); the items, the same array. */
function nestContents(lines: readonly InventoryLine[], items: SummaryItem[]): SummaryItem[] {
  lines.forEach((l, i) => {
    const bag = l.in === undefined ? -1 : lines.findIndex((b) => b.id === l.in)
    if (bag >= 0) (items[bag]!.contents ??= []).push(items[i]!)
  })
  return items
}

/**
 * One line as the players read it (summaries are handed to them): a line not identified yet shows the name
 * the GM gave for it (else the item's own), its plain item price and no notes, so nothing gives it away.
 */
function summaryItem(
  line: InventoryLine,
  item: ResolvedItem | undefined,
  bearerSize: Size | null,
  language: Language
): SummaryItem {
  const size = line.size ?? item?.size
  const hidden = line.identified === false
  // not identified: the players see the plain item's price (its rounds still count), not the GM's or the magic's
  const value = lineValueOrNull(hidden ? { quantity: line.quantity, rounds: line.rounds ?? 0 } : line, item)
  const name = hidden
    ? line.unidentifiedName?.trim() || item?.name || line.ref.id
    : lineDisplayName(line, item, language).trim() || line.ref.id
  return {
    name,
    quantity: line.quantity,
    rounds: item?.type === 'ammo' && line.rounds !== undefined ? line.rounds : null,
    // The stash has no bearer: there, only a size other than Medium is worth saying.
    madeFor:
      size !== undefined && size !== (bearerSize ?? 'M') && item?.type !== 'coins' && item?.type !== 'ammo'
        ? size
        : null,
    valueGp: value === null ? null : roundGp(value),
    notes: hidden ? '' : (line.notes ?? '')
  }
}

function summaryGroup(s: Speech, g: GroupResult, character: Character, items: readonly SummaryItem[]): SummaryGroup {
  const coinsPerUnit = g.coins !== undefined && g.units > 0 ? g.coins / g.units : null
  const lines = groupLines(g, character)
  const { threshold, room } = groupHeadroom(g, (n) => groupCount(g, lines, n, s), s.m, s.lang)
  return {
    key: g.key,
    label: upperFirst(groupName(g, lines, s), s.lang),
    level: g.level,
    units: g.units,
    limits: g.limits,
    load: g.load,
    headroom: room === null ? threshold : `${threshold} · ${room}`,
    coins:
      g.coins !== undefined
        ? {
            count: g.coins,
            limits: g.limits.map((l) => Math.round(l * (coinsPerUnit ?? 1))) as unknown as [number, number, number]
          }
        : null,
    items: g.items.map((i) => items[i]!).filter((i) => i !== undefined)
  }
}

const FAMILY_ORDER: Record<GroupFamily, number> = {
  weapon: 0,
  armor: 1,
  ammo: 2,
  rounds: 2,
  kind: 3,
  creature: 4,
  coins: 5
}

function compareGroups(lang: Language): (a: SummaryGroup, b: SummaryGroup) => number {
  const collator = new Intl.Collator(LOCALE[lang])
  const family = (g: SummaryGroup): number =>
    FAMILY_ORDER[(g.key.split(':')[0] ?? 'kind') as GroupFamily] ?? FAMILY_ORDER.kind
  return (a, b) => family(a) - family(b) || a.level - b.level || collator.compare(a.label, b.label)
}

function tierView(s: Speech, e: Evaluation, character: Character): TierView {
  const { m } = s
  // the card's effects row, pair for pair (speed at every tier, RULES.md §12); over, the card's one word
  const effectLines = e.effects.canMove
    ? effectPairs(e.effects, m).map(([label, value]) => `${label} ${value}`)
    : [m.effects.cannotMove]
  const effects = e.effects
  const effectsShort = effectLines
  const text = describeLoad(character, e, s)
  return {
    tier: e.load,
    label: m.tier[e.load],
    symbol: TIER_SYMBOL[e.load],
    effects,
    effectLines,
    effectsShort,
    reason: text.reasons.join(m.exports.semicolon),
    next: text.nearest,
    lighter: text.lighter
  }
}

const COIN_ORDER: readonly CoinKind[] = ['pp', 'gp', 'sp', 'cp']

function moneyOf(
  lang: Language,
  lines: readonly InventoryLine[],
  resolved: readonly (ResolvedItem | undefined)[],
  lookup: CatalogLookup
): { coins: CoinCount[]; total: number; unpriced: number } {
  const t = exportStrings(lang)
  const coins = new Map<string, CoinCount>()
  const coinName = (id: string, fallback: string): string => {
    const entry = lookup(id)
    return lowerFirst(pluralName(entry ? entry[lang] : fallback, lang), lang)
  }
  let total = 0
  let unpriced = 0
  lines.forEach((line, i) => {
    const item = resolved[i]
    const value = lineValueOrNull(line, item)
    if (value === null) {
      if (line.quantity > 0) unpriced++
    } else total += value
    if (item?.type !== 'coins') return
    const kind = item.source === 'catalog' ? lookup(item.id)?.coin : undefined
    const key = kind ?? `other:${item.source}:${item.id}`
    const note = line.notes?.trim() ?? ''
    const known = coins.get(key)
    if (known) {
      known.count += line.quantity
      if (note !== '') known.notes.push(note)
    } else {
      coins.set(
        key,
        kind
          ? {
              kind,
              label: coinName(item.id, item.name),
              abbr: t.coinAbbr[kind],
              count: line.quantity,
              notes: note === '' ? [] : [note]
            }
          : { kind: 'other', label: item.name, abbr: item.name, count: line.quantity, notes: note === '' ? [] : [note] }
      )
    }
  })
  const rank = (c: CoinCount): number => (c.kind === 'other' ? COIN_ORDER.length : COIN_ORDER.indexOf(c.kind))
  return { coins: [...coins.values()].sort((a, b) => rank(a) - rank(b)), total: roundGp(total), unpriced }
}

/** Gold to the copper (0.01 gp), so sums of silver and copper print without float noise. */
function roundGp(gp: number): number {
  return Math.round(gp * 100) / 100
}

/** Now as local wall-clock ISO 8601 with its offset (`2024-05-01T20:31:07+02:00`). */
export function localIsoNow(now = new Date()): string {
  const pad = (n: number): string => String(Math.abs(n)).padStart(2, '0')
  const off = -now.getTimezoneOffset()
  const sign = off >= 0 ? '+' : '-'
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}${sign}${pad(Math.trunc(off / 60))}:${pad(off % 60)}`
}
