// The player page's pure model: what a phone shows of the view the player server sends (issue 27), worked
// out on the phone by the same rules engine as the GM's screen. No catalog here: the page must stay small
// (150 KB gzipped), so the server sends each line already in the engine's terms with its names in both
// languages, singular and plural.
import {
  evaluate,
  type Bearer,
  type EngineItem,
  type Evaluation,
  type GroupResult,
  type RuleOptions,
  type Tier
} from '@shared/rules'
import { familyGroupName, formatCount, held, isSingular, lowerFirst, type Language, type Messages } from '@shared/i18n'
import type { ArmorCategory } from '@shared/rules'

/** A name in both languages, singular and plural ("Torch" / "Torches", "Torche" / "Torches"). */
export type Names = Record<Language, { one: string; other: string }>

export interface PlayerLine {
  id: string
  quantity: number
  /** The line in the engine's terms (its `name` is the shown one: the unidentified name when not identified). */
  item: EngineItem
  names: Names
  /** Value of the whole line in gp; absent when the GM hides values. */
  valueGp?: number
  /** The bag of holding (a line id of the same holder) this line is in. */
  in?: string
}

export interface PlayerHolder {
  id: string
  name: string
  /** Absent: a character; else another bearer (mount, pack animal, hireling, familiar). */
  bearerKind?: 'mount' | 'pack-animal' | 'hireling' | 'familiar'
  /** The character another bearer sits beside. */
  owner?: string
  bearer: Bearer
  wornArmor?: { names: Names; category: ArmorCategory } | null
  /** Absent when the GM hides this holder's inventory: `load` says its tier. */
  lines?: PlayerLine[]
  load?: Tier
}

export interface PlayerClaim {
  lineId: string
  kind: ClaimKind
  quantity: number
}
export const CLAIM_KINDS = ['need', 'greed', 'pass'] as const
export type ClaimKind = (typeof CLAIM_KINDS)[number]

export interface PlayerUse {
  id: string
  lineId: string
  quantity: number
  status: 'pending' | 'approved' | 'refused'
}

export interface PlayerView {
  revision: number
  /** The character this link is for. */
  characterId: string
  options: Partial<RuleOptions>
  holders: PlayerHolder[]
  /** Null when the GM does not share the stash. */
  stash: PlayerLine[] | null
  /** Names of the `kind` limit groups (gear counted together), by kind. */
  kinds?: Record<string, Names>
  /** This player's claims on stash lines. */
  claims: PlayerClaim[]
  /** This player's use requests. */
  uses: PlayerUse[]
}

const COINS_PER_UNIT = 100

export function coinsPerUnit(view: Pick<PlayerView, 'options'>): number {
  return view.options.coinsPerUnit ?? COINS_PER_UNIT
}

/** The holder's load by the rules engine, or null when its lines are hidden. */
export function evaluateHolder(view: Pick<PlayerView, 'options'>, holder: PlayerHolder): Evaluation | null {
  if (!holder.lines) return null
  return evaluate({ options: view.options, character: holder.bearer, items: holder.lines.map((l) => l.item) })
}

/** The holder's tier: the engine's, or the one the server says when the lines are hidden. */
export function holderTier(view: Pick<PlayerView, 'options'>, holder: PlayerHolder): Tier | null {
  return evaluateHolder(view, holder)?.load ?? holder.load ?? null
}

/** The lines a group counts. */
export function groupLines(group: GroupResult, lines: readonly PlayerLine[]): PlayerLine[] {
  return group.items.map((i) => lines[i]).filter((l): l is PlayerLine => l !== undefined)
}

/** One name when every line of the group is the same thing, else undefined. */
function singleName(lines: readonly PlayerLine[], lang: Language): Names[Language] | undefined {
  const first = lines[0]?.names[lang]
  return first && lines.every((l) => l.names[lang].one === first.one) ? first : undefined
}

function kindNames(group: GroupResult, kinds: PlayerView['kinds'], lang: Language): Names[Language] {
  const kind = group.kind ?? ''
  return kinds?.[kind]?.[lang] ?? { one: kind, other: kind }
}

export interface Speech {
  m: Messages
  lang: Language
  kinds?: PlayerView['kinds']
  coinsPerUnit: number
}

/** The group's name as the bar's title: "light weapons", "torches", "coins". */
export function groupTitle(group: GroupResult, lines: readonly PlayerLine[], s: Speech): string {
  return familyGroupName(group.family, group.level, s.m, () => {
    const n = singleName(lines, s.lang) ?? kindNames(group, s.kinds, s.lang)
    return n.other
  })
}

/** A count of the group's things: "4 torches", "1 light weapon", "1 650 pièces". */
export function groupCount(group: GroupResult, lines: readonly PlayerLine[], count: number, s: Speech): string {
  const one = isSingular(count, s.lang)
  const n = formatCount(count, s.lang)
  const name =
    group.family === 'coins'
      ? undefined
      : (singleName(lines, s.lang) ?? (group.family === 'kind' ? kindNames(group, s.kinds, s.lang) : undefined))
  if (name) return `${n} ${lowerFirst(one ? name.one : name.other, s.lang)}`
  return `${n} ${familyGroupName(group.family, group.level, s.m, () => '', one)}`
}

/** Why the tier: one sentence per cause ("30 potions → heavy", "Full plate worn → heavy"). */
export function reasons(holder: PlayerHolder, ev: Evaluation, s: Speech): string[] {
  const out: string[] = []
  const lines = holder.lines ?? []
  const r = ev.reason
  if (r.source === 'groups' || r.source === 'both')
    for (const key of r.groups) {
      const g = ev.groups.find((x) => x.key === key)
      if (g) out.push(s.m.reason.group(groupCount(g, groupLines(g, lines), held(g), s), s.m.groupLoad[g.load]))
    }
  if ((r.source === 'armor' || r.source === 'both') && holder.wornArmor)
    out.push(s.m.reason.armor(holder.wornArmor.names[s.lang].one, s.m.groupLoad[ev.load]))
  if (out.length === 0) out.push(s.m.reason.none)
  return out
}

/** The lines inside each bag of holding of a holder, by the bag's line id. */
export function bagContents(lines: readonly PlayerLine[]): Map<string, PlayerLine[]> {
  const out = new Map<string, PlayerLine[]>()
  for (const l of lines) {
    if (l.in === undefined) continue
    const list = out.get(l.in)
    if (list) list.push(l)
    else out.set(l.in, [l])
  }
  return out
}

export interface ClaimPreview {
  before: Evaluation
  after: Evaluation
}

/**
 * What taking `quantity` of a stash line would do to the holder's load: the engine on its lines, then on its
 * lines plus the stash line (loose: what a bag of the stash holds comes with it only when claimed too).
 */
export function claimPreview(
  view: Pick<PlayerView, 'options'>,
  holder: PlayerHolder,
  line: PlayerLine,
  quantity: number
): ClaimPreview | null {
  if (!holder.lines) return null
  const items = holder.lines.map((l) => l.item)
  const { in: _in, ...loose } = line.item
  void _in
  const added: EngineItem = { ...loose, quantity }
  if (added.rounds !== undefined && line.quantity > 0)
    added.rounds = Math.round((line.item.rounds ?? 0) * (quantity / line.quantity))
  const options = view.options
  return {
    before: evaluate({ options, character: holder.bearer, items }),
    after: evaluate({ options, character: holder.bearer, items: [...items, added] })
  }
}

/** The character this link is for, and the bearers they own. */
export function ownHolders(view: PlayerView): { me: PlayerHolder | undefined; owned: PlayerHolder[] } {
  const me = view.holders.find((h) => h.id === view.characterId)
  return { me, owned: view.holders.filter((h) => h.owner === view.characterId && h.bearerKind !== undefined) }
}

/** The party at a glance: every character (not the other bearers). */
export function partyHolders(view: PlayerView): PlayerHolder[] {
  return view.holders.filter((h) => h.bearerKind === undefined)
}
