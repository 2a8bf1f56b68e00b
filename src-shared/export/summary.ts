// Builds what a summary shows (model.ts) from a campaign: the rules engine gives each character's
// load, groups and reason; this module words them in the campaign's language.
import type { CoinKind } from '../catalog/types'
import type { Campaign, Character, InventoryLine, Place } from '../campaign/schema'
import { characterToEvaluateInput, resolveRef, type CatalogLookup, type ResolvedItem } from '../campaign/to-engine'
import { evaluate } from '../rules/evaluate'
import type { Evaluation, GroupFamily, GroupResult, Size, Tier } from '../rules/types'
import { exportStrings, TIER_SYMBOL } from '../i18n/exports'
import { formatNumber, formatSigned } from '../i18n/format'
import { LOCALE, type Language } from '../i18n/language'
import type {
  CharacterDocument,
  CharacterSummary,
  CoinCount,
  LedgerDocument,
  LedgerRow,
  PartyDocument,
  StashSummary,
  SummaryGroup,
  SummaryItem,
  TierView
} from './model'

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
    language: campaign.language,
    campaignName: campaign.name,
    generatedAt: options.generatedAt ?? localIsoNow(),
    character: characterSummary(campaign, character, options.lookup)
  }
}

export function partyDocument(campaign: Campaign, options: SummaryOptions): PartyDocument {
  return {
    kind: 'party',
    language: campaign.language,
    campaignName: campaign.name,
    generatedAt: options.generatedAt ?? localIsoNow(),
    characters: campaign.characters.map((c) => characterSummary(campaign, c, options.lookup)),
    stash: stashSummary(campaign, options.lookup)
  }
}

/** The ledger, or only the transfers to or from one character. */
export function ledgerDocument(
  campaign: Campaign,
  options: Partial<SummaryOptions> & { character?: Character } = {}
): LedgerDocument {
  const t = exportStrings(campaign.language)
  const only = options.character?.id
  const involves = (p: Place): boolean => p.type === 'character' && p.id === only
  const names = new Map(campaign.characters.map((c) => [c.id, c.name]))
  const place = (p: Place): string =>
    p.type === 'stash'
      ? t.stash
      : p.type === 'outside'
        ? t.csv.outside
        : (names.get(p.id) ?? t.csv.removedCharacter(p.id))
  const entries =
    only === undefined ? campaign.ledger : campaign.ledger.filter((e) => involves(e.from) || involves(e.to))
  const rows: LedgerRow[] = entries.map((e) => ({
    at: e.at,
    item: ledgerItemName(campaign, e, options.lookup),
    quantity: e.quantity,
    from: place(e.from),
    to: place(e.to),
    note: e.note ?? ''
  }))
  return {
    kind: 'ledger',
    language: campaign.language,
    campaignName: campaign.name,
    generatedAt: options.generatedAt ?? localIsoNow(),
    character: options.character?.name ?? null,
    rows
  }
}

/**
 * The name recorded with a transfer (it keeps "Longsword +1" even if the line is renamed later);
 * when none was recorded, or only the item's id, the item's current name.
 */
function ledgerItemName(campaign: Campaign, e: Campaign['ledger'][number], lookup: CatalogLookup | undefined): string {
  const recorded = e.item.trim()
  if (recorded !== '' && recorded !== e.ref.id) return e.item
  const item = lookup ? resolveRef(e.ref, lookup, campaign.customItems, campaign.language) : undefined
  return item?.name ?? e.item
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

export function characterSummary(campaign: Campaign, character: Character, lookup: CatalogLookup): CharacterSummary {
  const lang = campaign.language
  const t = exportStrings(lang)
  const evaluation = evaluate(characterToEvaluateInput(campaign, character, lookup))
  const resolved = character.inventory.map((l) => resolveRef(l.ref, lookup, campaign.customItems, lang))
  const items = character.inventory.map((l, i) => summaryItem(l, resolved[i], character.size))
  const groups = evaluation.groups.map((g) => summaryGroup(lang, g, items, resolved, lookup)).sort(compareGroups(lang))
  const money = moneyOf(lang, character.inventory, resolved, lookup)
  return {
    id: character.id,
    name: character.name,
    player: character.player,
    strength: character.strength,
    strengthModifier: evaluation.strengthModifier,
    size: character.size,
    sizeLabel: `${t.size[character.size]} (${character.size})`,
    wornArmor: character.wornArmor
      ? {
          name: character.wornArmor.name,
          category: character.wornArmor.category,
          categoryLabel: t.armorCategory[character.wornArmor.category]
        }
      : null,
    load: tierView(lang, evaluation, groups, character),
    groups,
    uncounted: evaluation.uncounted.map((i) => items[i]!).filter((i) => i !== undefined),
    coins: money.coins,
    totalValueGp: money.total,
    unpricedLines: money.unpriced,
    notes: character.notes
  }
}

export function stashSummary(campaign: Campaign, lookup: CatalogLookup): StashSummary {
  const resolved = campaign.stash.map((l) => resolveRef(l.ref, lookup, campaign.customItems, campaign.language))
  // Coins are listed by kind (with their lines' notes) under the items, not as items.
  const items = campaign.stash
    .map((line, i) => ({ line, item: resolved[i] }))
    .filter(({ item }) => item?.type !== 'coins')
    .map(({ line, item }) => summaryItem(line, item, null))
  const money = moneyOf(campaign.language, campaign.stash, resolved, lookup)
  return { items, coins: money.coins, totalValueGp: money.total, unpricedLines: money.unpriced }
}

function summaryItem(line: InventoryLine, item: ResolvedItem | undefined, bearerSize: Size | null): SummaryItem {
  const size = line.size ?? item?.size
  const unit = line.valueGp ?? item?.priceGp ?? null
  return {
    name: line.name?.trim() || item?.name || line.ref.id,
    quantity: line.quantity,
    rounds: item?.type === 'ammo' && line.rounds !== undefined ? line.rounds : null,
    // The stash has no bearer: there, only a size other than Medium is worth saying.
    madeFor:
      size !== undefined && size !== (bearerSize ?? 'M') && item?.type !== 'coins' && item?.type !== 'ammo'
        ? size
        : null,
    valueGp: unit === null ? null : roundGp(unit * line.quantity),
    notes: line.notes ?? ''
  }
}

function summaryGroup(
  lang: Language,
  g: GroupResult,
  items: readonly SummaryItem[],
  resolved: readonly (ResolvedItem | undefined)[],
  lookup: CatalogLookup
): SummaryGroup {
  const coinsPerUnit = g.coins !== undefined && g.units > 0 ? g.coins / g.units : null
  return {
    key: g.key,
    label: groupLabel(lang, g, resolved, lookup),
    level: g.level,
    units: g.units,
    limits: g.limits,
    load: g.load,
    headroom: headroomText(lang, g),
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

function groupLabel(
  lang: Language,
  g: GroupResult,
  resolved: readonly (ResolvedItem | undefined)[],
  lookup: CatalogLookup
): string {
  const t = exportStrings(lang)
  switch (g.family) {
    case 'weapon':
      return g.level === 2 || g.level === 3 || g.level === 4 ? t.weaponGroup[g.level] : t.weaponGroupOther(g.level)
    case 'armor':
      return g.level === 4 || g.level === 5 || g.level === 6
        ? t.carriedArmorGroup[g.level]
        : t.carriedArmorGroupOther(g.level)
    case 'coins':
      return t.coinsGroup
    case 'ammo':
      return t.ammoGroup
    case 'creature':
      return t.creatureGroup(g.level)
    case 'kind': {
      // One item: its name. Several items sharing a kind: the catalog entry named by the kind, if
      // any (kind "potion" → "Potion"), else the kind as the GM wrote it.
      const ids = new Set(g.items.map((i) => resolved[i] && `${resolved[i].source}:${resolved[i].id}`))
      const first = resolved[g.items[0] ?? -1]
      if (ids.size === 1 && first) return first.name
      const kind = g.kind ?? first?.kind ?? g.label
      const entry = lookup(kind)
      if (entry) return entry[lang]
      return kind.charAt(0).toLocaleUpperCase(LOCALE[lang]) + kind.slice(1)
    }
  }
}

const FAMILY_ORDER: Record<GroupFamily, number> = { weapon: 0, armor: 1, ammo: 2, kind: 3, creature: 4, coins: 5 }

function compareGroups(lang: Language): (a: SummaryGroup, b: SummaryGroup) => number {
  const collator = new Intl.Collator(LOCALE[lang])
  const family = (g: SummaryGroup): number =>
    FAMILY_ORDER[(g.key.split(':')[0] ?? 'kind') as GroupFamily] ?? FAMILY_ORDER.kind
  return (a, b) => family(a) - family(b) || a.level - b.level || collator.compare(a.label, b.label)
}

function headroomText(lang: Language, g: GroupResult): string {
  const t = exportStrings(lang)
  const coins = g.headroom.coins
  const fmt = (n: number): string => (coins ? `${formatNumber(lang, n)} ${t.coinWord(n)}` : formatNumber(lang, n))
  if (g.load === 'over') {
    const excess =
      coins && g.coins !== undefined ? g.coins - Math.round(g.limits[2] * (g.coins / g.units)) : g.units - g.limits[2]
    return t.overBy(fmt(excess))
  }
  const room = coins ?? g.headroom
  const next: Tier = g.load === 'none' || g.load === 'light' ? 'medium' : g.load === 'medium' ? 'heavy' : 'over'
  const n = room.nextTier ?? 0
  return n <= 0 ? t.atLimit(t.tier[next]) : t.roomBefore(fmt(n), t.tier[next])
}

function tierView(lang: Language, e: Evaluation, groups: readonly SummaryGroup[], character: Character): TierView {
  const t = exportStrings(lang)
  const effects = e.effects
  const effectLines: string[] = []
  const effectsShort: string[] = []
  if (!effects.canMove) effectLines.push(t.cannotMove)
  else if (e.load === 'light') effectLines.push(t.noPenalty)
  else {
    const dex = `${t.maxDex} ${effects.maxDex === null ? t.noMaxDex : formatSigned(effects.maxDex)}`
    effectLines.push(dex)
    effectsShort.push(dex)
    const check = effects.checkPenalty ?? 0
    effectLines.push(`${t.checkPenalty} ${formatSigned(check)}`)
    effectsShort.push(`${t.checkShort} ${formatSigned(check)}`)
    if (effects.speed !== null) {
      effectLines.push(`${t.speed} ${t.speedValue(effects.speed)}`)
      effectsShort.push(t.speedValue(effects.speed))
    }
    if (effects.runMultiplier !== null) {
      effectLines.push(`${t.run} ×${effects.runMultiplier}`)
      effectsShort.push(`${t.run} ×${effects.runMultiplier}`)
    }
  }
  if (effectsShort.length === 0) effectsShort.push(...effectLines)
  const byKey = new Map(groups.map((g) => [g.key, g]))
  const groupReason = (key: string): string => {
    const g = byKey.get(key)
    if (!g) return key
    const count = g.coins ? g.coins.count : g.units
    return t.reasonGroup(formatNumber(lang, count), g.label, t.tier[e.load])
  }
  const armorReason = (): string => {
    const a = character.wornArmor
    return a ? t.reasonArmor(a.name, t.armorCategory[a.category], t.tier[e.load]) : ''
  }
  const r = e.reason
  const reason =
    r.source === 'none'
      ? t.reasonNone
      : r.source === 'groups'
        ? r.groups.map(groupReason).join('; ')
        : r.source === 'armor'
          ? armorReason()
          : [...r.groups.map(groupReason), armorReason()].join('; ')
  return {
    tier: e.load,
    label: t.tier[e.load],
    symbol: TIER_SYMBOL[e.load],
    effects,
    effectLines,
    effectsShort,
    reason,
    next: nextThreshold(lang, e.load, groups)
  }
}

const NEXT_TIER: Record<Tier, Tier | null> = { light: 'medium', medium: 'heavy', heavy: 'over', over: null }
const TIER_INDEX: Record<Tier, number> = { light: 0, medium: 1, heavy: 2, over: 3 }

/**
 * The fewest units of one group that would make the final load heavier: a group passes the limit of
 * the current final tier. Ties go to the first group in display order.
 */
function nextThreshold(lang: Language, load: Tier, groups: readonly SummaryGroup[]): string | null {
  const next = NEXT_TIER[load]
  if (next === null) return null
  const t = exportStrings(lang)
  let best: { add: number; group: SummaryGroup } | null = null
  for (const g of groups) {
    const [count, limits] = g.coins ? [g.coins.count, g.coins.limits] : [g.units, g.limits]
    const add = Math.floor(limits[TIER_INDEX[load]]! - count) + 1
    if (add >= 1 && (best === null || add < best.add)) best = { add, group: g }
  }
  return best && t.nextThreshold(formatNumber(lang, best.add), best.group.label, t.tier[next])
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
  let total = 0
  let unpriced = 0
  lines.forEach((line, i) => {
    const item = resolved[i]
    const unit = line.valueGp ?? item?.priceGp ?? null
    if (unit === null) {
      if (line.quantity > 0) unpriced++
    } else total += unit * line.quantity
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
              label: t.coin[kind].name,
              abbr: t.coin[kind].abbr,
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
