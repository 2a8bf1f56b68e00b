// Markdown for a chat message (Discord, Slack, Matrix, forums): headings, bold and lists only —
// chat clients rarely render tables — one bullet per limit group, everything on as few lines as
// a reader needs. User text is escaped so names with `*`, `_`, `|`… print as typed.
import { escapeMarkdown as md, escapeMarkdownBlock } from './escape'
import { messages } from '../i18n/index'
import { armourText, exportStrings } from '../i18n/exports'
import { formatNumber, formatSigned } from '../core/format'
import type { Language } from '../core/language'
import type {
  CharacterDocument,
  CharacterSummary,
  CoinCount,
  PartyDocument,
  SessionDocument,
  SessionLine,
  SummaryDocument,
  SummaryGroup,
  SummaryItem
} from './model'
import { characterWealthText, wealthMarkdown } from './wealth-render'

/** Before a container's warning, as on the sheet. */
const WARN = '⚠'

export function renderMarkdown(doc: SummaryDocument | SessionDocument): string {
  return doc.kind === 'character'
    ? characterMarkdown(doc)
    : doc.kind === 'session'
      ? sessionMarkdown(doc)
      : partyMarkdown(doc)
}

/** A session's report (issue 28): the haul, who received what, what was sold, used and spent, the loads. */
function sessionMarkdown(doc: SessionDocument): string {
  const lang = doc.language
  const t = exportStrings(lang)
  const s = messages(lang).sessions
  const gp = (n: number): string => `${formatNumber(lang, n)} ${t.gp}`
  const out: string[] = []
  out.push(`## ${md(doc.session.name)} — ${s.sessionReport}`)
  out.push(`${md(doc.campaignName)} · ${doc.session.dateLabel}${doc.session.open ? ` · ${s.stillOpen}` : ''}  `)
  out.push(`**${s.haul}${t.colon}** ${gp(doc.haulGp)}`)
  out.push('')
  out.push(`### ${s.received}`)
  if (doc.received.length === 0) out.push(`*${s.receivedNone}*`)
  for (const r of doc.received) {
    const parts = r.bearers.map((b) => `${s.bearerPart(md(b.name))} ${gp(b.valueGp)}`)
    out.push(`- **${md(r.name)}**${t.colon} ${gp(r.valueGp)}${parts.length > 0 ? ` (${parts.join(t.semicolon)})` : ''}`)
  }
  const lines = (title: string, list: readonly SessionLine[]): void => {
    out.push('')
    out.push(`### ${title}`)
    if (list.length === 0) out.push(`*${s.nothing}*`)
    for (const l of list) out.push(`- ${md(l.what)} — ${md(l.from)}${l.valueGp === null ? '' : ` — ${gp(l.valueGp)}`}`)
  }
  lines(s.sold, doc.sold)
  lines(s.used, doc.used)
  lines(s.spent, doc.spent)
  out.push('')
  out.push(`### ${s.loads} (${s.loadsSpan(doc.session.open)})`)
  const tier = (l: SessionDocument['loads'][number]['before']): string =>
    l === null ? s.unknownLoad : `${l.symbol} ${l.label}`
  for (const l of doc.loads) out.push(`- **${md(l.name)}**${t.colon} ${tier(l.before)} → ${tier(l.after)}`)
  return `${out.join('\n')}\n`
}

function characterMarkdown(doc: CharacterDocument): string {
  const { language: lang, character: c } = doc
  const t = exportStrings(lang)
  const out: string[] = []
  out.push(`## ${md(c.name)} — ${c.load.symbol} ${c.load.label}`)
  out.push(identityLine(lang, c))
  out.push(`**${t.effects}${t.colon}** ${c.load.effectLines.join(' · ')}  `)
  out.push(
    `**${t.why}${t.colon}** ${md(c.load.reason)}${c.load.next === null ? '' : `  \n**${messages(lang).reason.nearestLabel}${t.colon}** ${md(c.load.next)}`}${c.load.lighter === null ? '' : `  \n**${messages(lang).reason.lighterLabel}${t.colon}** ${md(c.load.lighter)}`}`
  )
  out.push('')
  if (c.groups.length === 0 && c.uncounted.length === 0) out.push(`*${t.emptyInventory}*`)
  for (const g of c.groups) out.push(groupBullet(lang, g))
  if (c.uncounted.length > 0)
    out.push(
      `- **${t.notCounted}${t.colon}** ${c.uncounted.map((i) => itemText(lang, i)).join(', ')}${warningBullets(c.uncounted)}`
    )
  out.push('')
  out.push(moneyLine(lang, c.coins, c.totalValueGp, c.unpricedLines))
  if (c.notes.trim() !== '') {
    out.push('')
    out.push(`**${t.notes}${t.colon}**  \n${escapeMarkdownBlock(c.notes.trim())}`)
  }
  return `${out.join('\n')}\n`
}

function partyMarkdown(doc: PartyDocument): string {
  const lang = doc.language
  const t = exportStrings(lang)
  const out: string[] = []
  out.push(`## ${md(doc.campaignName)} — ${t.partySheet}`)
  for (const c of doc.characters) {
    const about = [c.bearer, c.player.trim()].filter((x) => !!x).join(', ')
    const who = about === '' ? `**${md(c.name)}**` : `**${md(c.name)}** (${md(about)})`
    out.push(
      `- ${who}${t.colon} ${c.load.symbol} ${c.load.label} — ${c.load.effectLines.join(', ')} — ${t.why.toLowerCase()}${t.colon} ${md(c.load.reason)}${c.load.next === null ? '' : ` — ${messages(lang).reason.nearestLabel.toLowerCase()}${t.colon} ${md(c.load.next)}`}${c.load.lighter === null ? '' : ` — ${messages(lang).reason.lighterLabel.toLowerCase()}${t.colon} ${md(c.load.lighter)}`}${c.bagWarnings.map((w) => ` — ${WARN} ${md(w)}`).join('')}`
    )
  }
  out.push('')
  out.push(`### ${messages(lang).stash.title} — ${formatNumber(lang, doc.stash.totalValueGp)} ${t.gp}`)
  // coins are part of the stash (issue 25 item 8): only a stash with neither is empty
  if (doc.stash.items.length === 0 && doc.stash.coins.length === 0) out.push(`*${t.emptyStash}*`)
  for (const i of doc.stash.items) out.push(`- ${itemText(lang, i, true)}`)
  if (doc.stash.coins.length > 0) {
    out.push('')
    out.push(`**${t.coins}${t.colon}** ${coinsText(lang, doc.stash.coins)}`)
  }
  for (const p of doc.places) {
    out.push('')
    out.push(`### ${md(p.name)} — ${formatNumber(lang, p.totalValueGp)} ${t.gp}`)
    out.push(`*${t.stored}*`)
    if (p.notes.trim() !== '') out.push(escapeMarkdownBlock(p.notes.trim()))
    if (p.items.length === 0 && p.coins.length === 0) out.push(`*${t.emptyPlace}*`)
    for (const i of p.items) out.push(`- ${itemText(lang, i, true)}`)
    if (p.coins.length > 0) {
      out.push('')
      out.push(`**${t.coins}${t.colon}** ${coinsText(lang, p.coins)}`)
    }
  }
  out.push(...wealthMarkdown(lang, doc.wealth))
  return `${out.join('\n')}\n`
}

function identityLine(lang: Language, c: CharacterSummary): string {
  const t = exportStrings(lang)
  const parts: string[] = []
  if (c.bearer) parts.push(md(c.bearer))
  if (c.player.trim() !== '') parts.push(`${t.player}${t.colon} ${md(c.player)}`)
  parts.push(`${t.strengthShort} ${c.strength} (${formatSigned(c.strengthModifier)})`)
  parts.push(`${t.size_}${t.colon} ${c.sizeLabel}`)
  parts.push(`${t.wornArmor}${t.colon} ${c.wornArmor ? md(armourText(c.wornArmor)) : t.none}`)
  if (c.wealth) parts.push(`${messages(lang).wealth.label}${t.colon} ${characterWealthText(lang, c.wealth)}`)
  return `${parts.join(' · ')}  `
}

/** A bag's warnings, one sub-bullet each under the bullet that lists the bag (as the sheet puts them under it). */
function warningBullets(items: readonly SummaryItem[]): string {
  return items
    .flatMap((i) => i.warnings ?? [])
    .map((w) => `\n  - ${WARN} ${md(w)}`)
    .join('')
}

function groupBullet(lang: Language, g: SummaryGroup): string {
  return groupLine(lang, g) + warningBullets(g.items)
}

function groupLine(lang: Language, g: SummaryGroup): string {
  const t = exportStrings(lang)
  const fmt = (n: number): string => formatNumber(lang, n)
  const [count, limits, word] = g.coins
    ? [g.coins.count, g.coins.limits, t.coinWord(g.coins.count)]
    : [g.units, g.limits, t.units(g.units)]
  const load = g.load === 'none' ? messages(lang).groupLoad.none : messages(lang).groupLoad[g.load]
  const figures = `${fmt(count)} ${word} (${t.limits} ${limits.map(fmt).join('/')}) → ${load}, ${md(g.headroom)}`
  const only = g.items.length === 1 ? g.items[0] : undefined
  if (only && only.name === g.label) {
    // One item named like its group: say its name once.
    const extras = itemExtras(lang, only)
    return `- **${md(g.label)}**${extras.length > 0 ? ` (${extras.join(exportStrings(lang).semicolon)})` : ''}${t.colon} ${figures}`
  }
  return `- **${md(g.label)}**${t.colon} ${figures} — ${g.items.map((i) => itemText(lang, i)).join(', ')}`
}

function itemExtras(lang: Language, i: SummaryItem, withValue = false): string[] {
  const t = exportStrings(lang)
  const extras: string[] = []
  if (i.rounds !== null) extras.push(t.roundsInside(i.rounds))
  if (i.madeFor !== null) extras.push(t.madeFor(messages(lang).size[i.madeFor]))
  if (withValue && i.valueGp !== null) extras.push(`${formatNumber(lang, i.valueGp)} ${t.gp}`)
  if (i.notes.trim() !== '') extras.push(md(i.notes.trim()))
  return extras
}

function itemText(lang: Language, i: SummaryItem, withValue = false): string {
  const extras = itemExtras(lang, i, withValue)
  const name = `${formatNumber(lang, i.quantity)} × ${md(i.name)}`
  const text = extras.length > 0 ? `${name} (${extras.join(exportStrings(lang).semicolon)})` : name
  if (!i.contents || i.contents.length === 0) return text
  const inside = i.contents.map((c) => itemText(lang, c, withValue)).join(', ')
  const t = exportStrings(lang)
  return `${text} — ${md(t.inside(i.contentsCounted === true))}${t.colon} ${inside}`
}

function coinsText(lang: Language, coins: readonly CoinCount[]): string {
  return coins
    .map(
      (c) =>
        `${formatNumber(lang, c.count)} ${md(c.abbr)}${c.notes.length > 0 ? ` (${md(c.notes.join(exportStrings(lang).semicolon))})` : ''}`
    )
    .join(', ')
}

function moneyLine(lang: Language, coins: readonly CoinCount[], total: number, unpriced: number): string {
  const t = exportStrings(lang)
  const parts = [`**${t.coins}${t.colon}** ${coins.length > 0 ? coinsText(lang, coins) : t.noCoins}`]
  parts.push(
    `**${t.totalValue}${t.colon}** ${formatNumber(lang, total)} ${t.gp}${unpriced > 0 ? ` (${t.unpriced(unpriced)})` : ''}`
  )
  return parts.join(' · ')
}
