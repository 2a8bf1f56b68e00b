// The player page's pure model: what a phone shows of the view the player server sends (issue 27,
// @shared/players' PlayerView), worked out on the phone by the same rules engine as the GM's screen. No
// catalog here: the page must stay small (150 KB gzipped), so names (both languages, singular and plural)
// come from the view.
import { evaluate, type EngineItem, type Evaluation, type GroupResult } from '@shared/rules'
import {
  familyGroupName,
  formatCount,
  held,
  isSingular,
  lowerFirst,
  upperFirst,
  type Language,
  type Messages
} from '@shared/i18n'
import type { PlayerHolder, PlayerLine, PlayerView } from '@shared/players'

export type { ClaimKind, PlayerHolder, PlayerLine, PlayerView, UseRequest } from '@shared/players'

/** The engine's load of a holder of the view. */
export function evaluateHolder(view: Pick<PlayerView, 'options'>, holder: PlayerHolder): Evaluation {
  return evaluate({ options: view.options, character: holder.bearer, items: holder.lines.map((l) => l.item) })
}

export interface Speech {
  m: Messages
  lang: Language
  /** The view's names of the `kind` limit groups. */
  kinds?: PlayerView['kinds']
}

/** A line's name in the phone's language, singular and plural (from the server: the phone has no catalog);
 *  a line not identified that the GM did not name says so. */
export function lineNames(line: PlayerLine, s: Speech): { one: string; other: string } {
  const n = line.names[s.lang]
  if (n.one === '') return { one: s.m.player.unidentified, other: s.m.player.unidentifiedPlural }
  return n
}

/** A line's name as its quantity says it: "1 Dague", "5 Dagues". */
export function countedName(line: PlayerLine, s: Speech): string {
  const n = lineNames(line, s)
  return isSingular(line.quantity, s.lang) ? n.one : n.other
}

/** The lines a group counts. */
export function groupLines(group: GroupResult, lines: readonly PlayerLine[]): PlayerLine[] {
  return group.items.map((i) => lines[i]).filter((l): l is PlayerLine => l !== undefined)
}

/** The distinct names of a group's lines (one when they are all the same thing). */
function distinctNames(lines: readonly PlayerLine[], s: Speech): { one: string; other: string }[] {
  const seen = new Map<string, { one: string; other: string }>()
  for (const l of lines) {
    const n = lineNames(l, s)
    if (!seen.has(n.one)) seen.set(n.one, n)
  }
  return [...seen.values()]
}

/** The kind's names, when the view has them (a hidden `?N` kind has none: its lines name it). */
function kindNames(group: GroupResult, s: Speech): { one: string; other: string } | undefined {
  const n = group.kind === undefined ? undefined : s.kinds?.[group.kind]?.[s.lang]
  return n && n.one !== '' ? n : undefined
}

/** The group's name as the bar's title, a heading: "Light weapons", "Torches", "Coins"; several gear items
 *  counted together by their kind's name, else by their own ("Torches, lanterns"). */
export function groupTitle(group: GroupResult, lines: readonly PlayerLine[], s: Speech): string {
  const title = familyGroupName(group.family, group.level, s.m, () => {
    const names = distinctNames(lines, s)
    if (names.length === 1) return names[0]!.other
    return kindNames(group, s)?.other ?? names.map((n) => n.other).join(', ')
  })
  return upperFirst(title, s.lang)
}

/** A count of the group's things: "4 torches", "1 light weapon", "1 650 pièces". */
export function groupCount(group: GroupResult, lines: readonly PlayerLine[], count: number, s: Speech): string {
  const one = isSingular(count, s.lang)
  const n = formatCount(count, s.lang)
  const names = group.family === 'coins' ? [] : distinctNames(lines, s)
  const single = names.length === 1 ? names[0]! : undefined
  if (single) return `${n} ${lowerFirst(one ? single.one : single.other, s.lang)}`
  const kind = group.family === 'kind' ? kindNames(group, s) : undefined
  if (kind) return `${n} ${lowerFirst(one ? kind.one : kind.other, s.lang)}`
  if (group.family === 'kind') return `${n} × ${names.map((x) => x.one).join(' / ')}`
  return `${n} ${familyGroupName(group.family, group.level, s.m, () => '', one)}`
}

/** Why the tier: one sentence per cause ("30 potions → heavy"; the worn armour by its category). */
export function reasons(holder: PlayerHolder, ev: Evaluation, s: Speech): string[] {
  const out: string[] = []
  const r = ev.reason
  if (r.source === 'groups' || r.source === 'both')
    for (const key of r.groups) {
      const g = ev.groups.find((x) => x.key === key)
      if (g) out.push(s.m.reason.group(groupCount(g, groupLines(g, holder.lines), held(g), s), s.m.groupLoad[g.load]))
    }
  if (r.source === 'armor' || r.source === 'both')
    out.push(
      s.m.reason.armor(holder.wornArmor?.names[s.lang].one || s.m.armorCategory[r.armor], s.m.groupLoad[ev.load])
    )
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
 * What taking `quantity` of a stash line would do to the holder's load: the engine on its lines (`before`,
 * when the caller has it already: one evaluation for every stash line), then on its lines plus that much of
 * the stash line, carried loose (rounds in proportion).
 */
export function claimPreview(
  view: Pick<PlayerView, 'options'>,
  holder: PlayerHolder,
  line: PlayerLine,
  quantity: number,
  before?: Evaluation
): ClaimPreview {
  const items = holder.lines.map((l) => l.item)
  const { in: _in, id: _id, ...loose } = line.item
  void _in
  void _id
  const added: EngineItem = { ...loose, quantity }
  if (added.rounds !== undefined && line.quantity > 0)
    added.rounds = Math.round((line.item.rounds ?? 0) * (quantity / line.quantity))
  const options = view.options
  return {
    before: before ?? evaluate({ options, character: holder.bearer, items }),
    after: evaluate({ options, character: holder.bearer, items: [...items, added] })
  }
}
