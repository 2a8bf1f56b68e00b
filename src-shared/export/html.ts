// A standalone, print-quality HTML page (embedded CSS, no script, no external resource) for a
// character summary or the party sheet. Chromium prints it to PDF (Electron's printToPDF in the
// app, Playwright's page.pdf in the CLI and tests). Paper size comes from `@page`; a limit group
// is never split across pages; a tier is always a symbol and a word, colour only reinforces it.
import { escapeHtml as h } from './escape'
import type { Paper } from './formats'
import { messages } from '../i18n/index'
import { armourText, exportStrings, TIER_SYMBOL } from '../i18n/exports'
import { formatDate, formatNumber, formatSigned } from '../core/format'
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
import type { GroupLoad } from '../rules/types'
import { characterWealthText, WEALTH_CSS, wealthHtml } from './wealth-render'

export interface HtmlOptions {
  paper: Paper
}

export function renderHtml(doc: SummaryDocument | SessionDocument, options: HtmlOptions): string {
  const title = documentTitle(doc)
  const body =
    doc.kind === 'character' ? characterBody(doc) : doc.kind === 'session' ? sessionBody(doc) : partyBody(doc)
  return `<!DOCTYPE html>
<html lang="${doc.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="Encumbrance">
<title>${h(title)}</title>
<style>${css(options.paper)}</style>
</head>
<body class="${doc.kind}">
${body}
</body>
</html>
`
}

/** The document's title: "Valeros — Character summary", "Iron Crown — Party sheet", "Session 12 — Session report". */
function documentTitle(doc: SummaryDocument | SessionDocument): string {
  const t = exportStrings(doc.language)
  if (doc.kind === 'character') return `${doc.character.name} — ${t.characterSummary}`
  if (doc.kind === 'session') return `${doc.session.name} — ${messages(doc.language).sessions.sessionReport}`
  return `${doc.campaignName} — ${t.partySheet}`
}

/** The page footer Chromium prints on every page (campaign, document, page x / y). */
export function pdfFooterTemplate(doc: SummaryDocument | SessionDocument): string {
  const t = exportStrings(doc.language)
  const what = doc.kind === 'party' ? t.partySheet : documentTitle(doc)
  return (
    `<div style="width:100%;font-family:'DejaVu Sans','Liberation Sans',Arial,sans-serif;font-size:7.5pt;color:#666;padding:0 14mm;display:flex;justify-content:space-between;">` +
    `<span>${h(doc.campaignName)} · ${h(what)}</span>` +
    `<span>${t.page} <span class="pageNumber"></span> / <span class="totalPages"></span></span></div>`
  )
}

function css(paper: Paper): string {
  const size = paper === 'a4' ? 'A4' : 'letter'
  return `
@page { size: ${size}; margin: 13mm 14mm 15mm 14mm; }
:root {
  --ink: #1a1a1a; --muted: #5f5f5f; --rule: #cfcfcf; --faint: #f3f3f3;
  --light: #2e7d32; --medium: #a35a00; --heavy: #b3261e; --over: #4a148c;
  --light-bg: #e8f3e8; --medium-bg: #fbefdc; --heavy-bg: #fbe4e2; --over-bg: #ece3f5;
}
* { box-sizing: border-box; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
html {
  font-family: "DejaVu Sans", "Segoe UI", "Helvetica Neue", "Liberation Sans", Arial, sans-serif, "Noto Color Emoji", "Apple Color Emoji", "Segoe UI Emoji";
  font-size: 9.5pt; line-height: 1.35; color: var(--ink); background: #fff;
}
body { margin: 0; }
@media screen { body { max-width: 182mm; margin: 12mm auto; padding: 0 6mm; } }
h1, h2, h3 { margin: 0; line-height: 1.2; break-after: avoid; }
h1 { font-size: 20pt; font-weight: 700; letter-spacing: -0.01em; }
h2 { font-size: 11pt; margin: 4mm 0 2mm; padding-bottom: 1mm; border-bottom: 1.5pt solid var(--ink); text-transform: uppercase; letter-spacing: 0.06em; }
h3 { font-size: 10.5pt; }
.kicker { font-size: 8.5pt; color: var(--muted); text-transform: uppercase; letter-spacing: 0.08em; margin-bottom: 1mm; display: flex; justify-content: space-between; gap: 4mm; }
.identity { display: flex; flex-wrap: wrap; gap: 1mm 6mm; margin: 2mm 0 0; padding: 0; }
.identity div { display: flex; gap: 1.5mm; align-items: baseline; }
.identity dt { color: var(--muted); font-size: 8.5pt; }
.identity dd { margin: 0; font-weight: 600; }
.num { font-variant-numeric: tabular-nums; text-align: right; white-space: nowrap; }
.muted { color: var(--muted); }
.small { font-size: 8.5pt; }
.tier { display: inline-flex; align-items: baseline; gap: 1.2mm; font-weight: 700; white-space: nowrap; }
.tier .sym { font-weight: 400; }
.t-light { color: var(--light); } .t-medium { color: var(--medium); } .t-heavy { color: var(--heavy); } .t-over { color: var(--over); } .t-none { color: var(--muted); }
.loadbox { margin: 4mm 0 0; border: 1pt solid var(--rule); border-left: 3mm solid currentColor; border-radius: 1.5mm; padding: 2.5mm 4mm; display: grid; grid-template-columns: auto 1fr; gap: 1mm 6mm; align-items: baseline; break-inside: avoid; }
.loadbox.t-light { background: var(--light-bg); } .loadbox.t-medium { background: var(--medium-bg); } .loadbox.t-heavy { background: var(--heavy-bg); } .loadbox.t-over { background: var(--over-bg); }
.loadbox .tier { font-size: 14pt; text-transform: uppercase; letter-spacing: 0.03em; }
.loadbox .effects, .loadbox .why { color: var(--ink); }
.effects { margin: 0; padding: 0; list-style: none; display: flex; flex-wrap: wrap; gap: 0.5mm 5mm; }
.effects li { white-space: nowrap; }
.why { grid-column: 1 / -1; margin: 0; }
.why b, .effects-label { color: var(--muted); font-weight: 600; }
.loadbox .next { display: block; margin-top: 0.5mm; }
.party-table .next { margin-top: 1mm; }
.group { break-inside: avoid; page-break-inside: avoid; margin: 0 0 2.2mm; border: 0.75pt solid var(--rule); border-radius: 1.5mm; padding: 1.6mm 2.6mm 1.2mm; }
.group-head { display: flex; align-items: baseline; gap: 3mm; }
.group-head h3 { flex: 1 1 auto; }
.group-head .lvl { color: var(--muted); font-size: 8pt; font-weight: 400; white-space: nowrap; margin-left: 1mm; }
.figures { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0 3mm; font-size: 8.5pt; color: var(--muted); margin-top: 0.5mm; }
.figures .room { margin-left: auto; text-align: right; }
.figures b { color: var(--ink); }
.meter { position: relative; height: 2.8mm; margin: 1.2mm 0 3.4mm; background: var(--faint); border: 0.5pt solid #b9b9b9; border-radius: 0.6mm; }
.meter .zone { position: absolute; top: 0; bottom: 0; }
.meter .z-light { background: var(--light-bg); } .meter .z-medium { background: var(--medium-bg); } .meter .z-heavy { background: var(--heavy-bg); }
.meter .z-over { background: repeating-linear-gradient(135deg, var(--over-bg) 0 1.2mm, #fff 1.2mm 2.4mm); }
.meter .fill { position: absolute; top: 0.7mm; bottom: 0.7mm; left: 0; border-radius: 0.4mm; }
.meter .fill.t-light { background: var(--light); } .meter .fill.t-medium { background: var(--medium); } .meter .fill.t-heavy { background: var(--heavy); } .meter .fill.t-over { background: var(--over); }
.meter .tick { position: absolute; top: -0.6mm; bottom: -0.6mm; width: 0; border-left: 0.75pt solid #555; }
.meter .tick span { position: absolute; top: 3.4mm; transform: translateX(-50%); font-size: 6.5pt; color: var(--muted); white-space: nowrap; }
.meter .tick.end span { transform: translateX(-100%); }
table { border-collapse: collapse; width: 100%; }
thead { display: table-header-group; }
tr { break-inside: avoid; }
th { text-align: left; font-size: 7.5pt; font-weight: 600; color: var(--muted); text-transform: uppercase; letter-spacing: 0.05em; border-bottom: 0.75pt solid var(--rule); padding: 0.8mm 1.5mm; }
td { padding: 0.9mm 1.5mm; border-bottom: 0.5pt solid #e4e4e4; vertical-align: top; overflow-wrap: break-word; }
tr:last-child td { border-bottom: none; }
.groups { columns: 2; column-gap: 5mm; }
.groups .group { display: block; }
.items { margin-top: 0.5mm; }
.items td { padding: 0.7mm 1mm; }
.items td.qty { width: 9mm; font-weight: 700; padding-left: 0; }
.items td.val { width: 20mm; padding-right: 0; }
.items .extra { color: var(--muted); font-size: 8pt; }
.items .note { display: block; color: var(--muted); font-size: 8pt; white-space: pre-wrap; font-style: italic; }
.stash-items td.qty { width: 14mm; }
.place { margin: 3mm 0 0; break-inside: avoid; }
.place h3 { margin-bottom: 1mm; }
.place-notes { margin: 0 0 1mm; color: var(--muted); white-space: pre-wrap; font-style: italic; }
.stash-items td.val { width: 24mm; }
.money { display: grid; grid-template-columns: 1fr auto; gap: 4mm; align-items: start; break-inside: avoid; }
/* the coins end the groups' two-column flow: never alone on a page, they take the last group with them */
.closing { break-inside: avoid; break-before: avoid; page-break-before: avoid; margin-top: 3mm; }
.closing .money { grid-template-columns: 1fr; gap: 2mm; }
.closing .total { justify-self: start; }
.closing-notes { break-inside: avoid; }
.coins { width: auto; }
.coins td { border-bottom: 0.5pt solid #e4e4e4; }
.coin-line { margin: 1mm 0 0; line-height: 1.6; }
.coin-line .coin { white-space: nowrap; }
.coin-line .note { color: var(--muted); font-style: italic; font-size: 8.5pt; }
.coins .note { display: block; font-size: 8pt; font-style: italic; white-space: pre-wrap; }
.total { border: 1pt solid var(--ink); border-radius: 1.5mm; padding: 2mm 4mm; text-align: right; min-width: 45mm; }
.total .amount { font-size: 15pt; font-weight: 700; font-variant-numeric: tabular-nums; }
.notes { white-space: pre-wrap; overflow-wrap: anywhere; border-left: 1mm solid var(--rule); padding: 1mm 0 1mm 3mm; margin: 0; break-inside: avoid; }
.party-table { table-layout: fixed; }
.party-table td { padding: 1.3mm 1.5mm; border-bottom: 0.75pt solid var(--rule); }
.party-table tbody tr:nth-child(even) td { background: #fafafa; }
.party-table .who b { font-size: 10.5pt; }
.party-table .tier { font-size: 9.5pt; white-space: normal; }
.party-table .effects { display: block; font-size: 8.5pt; margin-top: 0.5mm; }
.party-table .effects li { display: inline; white-space: nowrap; }
.party-table .effects li:not(:last-child)::after { content: " ·"; color: var(--muted); }
.party-table .effects { white-space: normal; }
.party-table .why { font-size: 8.5pt; }
.session-table td .note { display: block; color: var(--muted); font-size: 8.5pt; }
.session-table td.num { width: 28mm; }
.session-table.lines { table-layout: fixed; }
.session-table.lines td.num { width: auto; }
.total.haul { display: flex; justify-content: space-between; align-items: baseline; margin: 4mm 0 0; text-align: left; }
.session-part { break-inside: avoid; }
.empty { color: var(--muted); font-style: italic; margin: 1mm 0; }
.warn { display: block; color: var(--heavy); font-size: 8pt; font-weight: 600; }
.party-table .warn { margin-top: 1mm; }
${WEALTH_CSS}`
}

function characterBody(doc: CharacterDocument): string {
  const lang = doc.language
  const t = exportStrings(lang)
  const c = doc.character
  const groups = c.groups.map((g) => groupBlock(lang, g)).join('\n')
  const uncounted =
    c.uncounted.length === 0
      ? ''
      : `<section class="group">
<div class="group-head"><h3>${h(t.notCounted)}</h3></div>
${itemsTable(lang, c.uncounted)}
</section>`
  const empty = c.groups.length === 0 && c.uncounted.length === 0 ? `<p class="empty">${h(t.emptyInventory)}</p>` : ''
  return `<header>
<div class="kicker"><span>${h(doc.campaignName)} · ${h(t.characterSummary)}</span><span>${h(t.generated)} ${h(formatDate(lang, doc.generatedAt))}</span></div>
<h1>${h(c.name)}</h1>
${identity(lang, c)}
</header>
<section class="loadbox t-${c.load.tier}">
${tierBadge(lang, c.load.tier)}
${effectsList(c.load.effectLines)}
<p class="why"><b>${h(t.why + t.colon)}</b> ${h(c.load.reason)}${c.load.next === null ? '' : `<span class="next"><b>${h(messages(lang).reason.nearestLabel + t.colon)}</b> ${h(c.load.next)}</span>`}${c.load.lighter === null ? '' : `<span class="next"><b>${h(messages(lang).reason.lighterLabel + t.colon)}</b> ${h(c.load.lighter)}</span>`}</p>
</section>
<h2>${h(t.inventory)}</h2>
${empty}<div class="groups">
${groups}
${uncounted}
<div class="closing">
<section><h2>${h(t.coins)} · ${h(t.totalValue)}</h2>
${money(lang, c.coins, c.totalValueGp, c.unpricedLines)}</section>
</div>
</div>
${c.notes.trim() === '' ? '' : `<section class="closing-notes"><h2>${h(t.notes)}</h2>\n<p class="notes">${h(c.notes.trim())}</p></section>`}`
}

function partyBody(doc: PartyDocument): string {
  const lang = doc.language
  const t = exportStrings(lang)
  const rows = doc.characters
    .map(
      (c) => `<tr>
<td class="who"><b>${h(c.name)}</b>${[c.bearer, c.player.trim()].some((x) => !!x) ? `<br><span class="muted small">${h([c.bearer, c.player.trim()].filter((x) => !!x).join(', '))}</span>` : ''}</td>
<td>${c.strength} <span class="muted">(${formatSigned(c.strengthModifier)})</span><br><span class="small">${h(c.sizeLabel)}</span></td>
<td>${c.wornArmor ? armourHtml(c.wornArmor) : `<span class="muted">${h(t.none)}</span>`}</td>
<td>${tierBadge(lang, c.load.tier)}${effectsList(c.load.effectsShort)}</td>
<td class="why">${h(c.load.reason)}${c.load.next === null ? '' : `<div class="next muted">${h(messages(lang).reason.nearestLabel + t.colon)} ${h(c.load.next)}</div>`}${c.load.lighter === null ? '' : `<div class="next muted">${h(messages(lang).reason.lighterLabel + t.colon)} ${h(c.load.lighter)}</div>`}${warnings(c.bagWarnings, 'div')}</td>
</tr>`
    )
    .join('\n')
  const stash = doc.stash
  return `<header>
<div class="kicker"><span>${h(t.partySheet)}</span><span>${h(t.generated)} ${h(formatDate(lang, doc.generatedAt))}</span></div>
<h1>${h(doc.campaignName)}</h1>
</header>
<h2>${h(t.load)}</h2>
<table class="party-table">
<colgroup><col style="width:17%"><col style="width:10%"><col style="width:19%"><col style="width:22%"><col style="width:32%"></colgroup>
<thead><tr><th>${h(t.character)}</th><th>${h(t.strengthShort)} · ${h(t.size_)}</th><th>${h(t.wornArmor)}</th><th>${h(t.load)} · ${h(t.effects)}</th><th>${h(t.why)}</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<h2>${h(messages(lang).stash.title)}</h2>
${stash.items.length === 0 && stash.coins.length === 0 ? `<p class="empty">${h(t.emptyStash)}</p>` : stash.items.length === 0 ? '' : `<section class="group">${itemsTable(lang, stash.items, 'items stash-items', true)}</section>`}
${money(lang, stash.coins, stash.totalValueGp, stash.unpricedLines, true)}${placesHtml(doc)}${wealthHtml(lang, doc.wealth)}`
}

/** A session's report (issue 28): the haul, who received what, what was sold, used and spent, the loads. */
function sessionBody(doc: SessionDocument): string {
  const lang = doc.language
  const t = exportStrings(lang)
  const s = messages(lang).sessions
  const gp = (n: number): string => `${formatNumber(lang, n)} ${h(t.gp)}`
  const received =
    doc.received.length === 0
      ? `<p class="empty">${h(s.receivedNone)}</p>`
      : `<table class="session-table">
<thead><tr><th>${h(s.character)}</th><th class="num">${h(s.value)}</th></tr></thead>
<tbody>
${doc.received
  .map(
    (r) =>
      `<tr><td><b>${h(r.name)}</b>${r.bearers.map((b) => `<span class="note">${h(s.bearerPart(b.name))} ${gp(b.valueGp)}</span>`).join('')}</td><td class="num">${gp(r.valueGp)}</td></tr>`
  )
  .join('\n')}
</tbody>
</table>`
  const lines = (title: string, list: readonly SessionLine[]): string =>
    `<section class="session-part"><h2>${h(title)}</h2>
${
  list.length === 0
    ? `<p class="empty">${h(s.nothing)}</p>`
    : `<table class="session-table lines"><colgroup><col style="width:52%"><col style="width:28%"><col style="width:20%"></colgroup><thead><tr><th>${h(t.item)}</th><th>${h(s.from)}</th><th class="num">${h(s.value)}</th></tr></thead><tbody>
${list.map((l) => `<tr><td>${h(l.what)}</td><td>${h(l.from)}</td><td class="num">${l.valueGp === null ? '—' : gp(l.valueGp)}</td></tr>`).join('\n')}
</tbody></table>`
}</section>`
  const tier = (l: SessionDocument['loads'][number]['before']): string =>
    l === null ? `<span class="muted">${h(s.unknownLoad)}</span>` : tierBadge(lang, l.tier)
  const loads = `<table class="session-table loads">
<thead><tr><th>${h(s.character)}</th><th>${h(s.before)}</th><th>${h(doc.session.open ? s.afterOpen : s.after)}</th></tr></thead>
<tbody>
${doc.loads.map((l) => `<tr><td><b>${h(l.name)}</b></td><td>${tier(l.before)}</td><td>${tier(l.after)}</td></tr>`).join('\n')}
</tbody>
</table>`
  return `<header>
<div class="kicker"><span>${h(doc.campaignName)} · ${h(s.sessionReport)}</span><span>${h(t.generated)} ${h(formatDate(lang, doc.generatedAt))}</span></div>
<h1>${h(doc.session.name)}</h1>
<p class="muted">${h(doc.session.dateLabel)}${doc.session.open ? ` · ${h(s.stillOpen)}` : ''}</p>
</header>
<div class="total haul"><span class="muted">${h(s.haul)}</span><span class="amount">${gp(doc.haulGp)}</span></div>
<h2>${h(s.received)}</h2>
${received}
${lines(s.sold, doc.sold)}
${lines(s.used, doc.used)}
${lines(s.spent, doc.spent)}
<section class="session-part"><h2>${h(s.loads)}</h2>
${loads}</section>`
}

/** The places (RULES.md §10): each with its lines, coins and value; they count in nobody's load. */
function placesHtml(doc: PartyDocument): string {
  if (doc.places.length === 0) return ''
  const lang = doc.language
  const t = exportStrings(lang)
  const places = doc.places.map(
    (p) => `<section class="place">
<h3>${h(p.name)}</h3>
${p.notes.trim() === '' ? '' : `<p class="place-notes">${h(p.notes.trim())}</p>`}
${p.items.length === 0 && p.coins.length === 0 ? `<p class="empty">${h(t.emptyPlace)}</p>` : p.items.length === 0 ? '' : `<section class="group">${itemsTable(lang, p.items, 'items stash-items', true)}</section>`}
${money(lang, p.coins, p.totalValueGp, p.unpricedLines, true)}
</section>`
  )
  return `
<h2>${h(t.places)}</h2>
<p class="muted small">${h(t.stored)}</p>
${places.join('\n')}`
}

function identity(lang: Language, c: CharacterSummary): string {
  const t = exportStrings(lang)
  const item = (dt: string, dd: string): string => `<div><dt>${h(dt)}</dt><dd>${dd}</dd></div>`
  const rows: string[] = []
  if (c.bearer) rows.push(item(messages(lang).bearers.kindLabel, h(c.bearer)))
  if (c.player.trim() !== '') rows.push(item(t.player, h(c.player)))
  rows.push(item(t.strength, `${c.strength} (${formatSigned(c.strengthModifier)})`))
  rows.push(item(t.size_, h(c.sizeLabel)))
  rows.push(item(t.wornArmor, c.wornArmor ? armourHtml(c.wornArmor) : h(t.none)))
  if (c.wealth) rows.push(item(messages(lang).wealth.label, h(characterWealthText(lang, c.wealth))))
  return `<dl class="identity">${rows.join('')}</dl>`
}

/** armourText's "Harnois (lourde)", the category muted; in a narrow column it wraps whole after the name. */
function armourHtml(armour: { name: string; categoryLabel: string }): string {
  const category = armourText(armour).slice(armour.name.length)
  return `${h(armour.name)}<span class="muted">${h(category)}</span>`
}

/** A bag's warnings, each after ⚠ as on the sheet and the card. */
function warnings(list: readonly string[] | undefined, tag: 'span' | 'div'): string {
  return (list ?? []).map((w) => `<${tag} class="warn"><span aria-hidden="true">⚠</span> ${h(w)}</${tag}>`).join('')
}

function tierBadge(lang: Language, tier: GroupLoad): string {
  if (tier === 'none') return `<span class="tier t-none">${h(messages(lang).groupLoad.none)}</span>`
  return `<span class="tier t-${tier}"><span class="sym" aria-hidden="true">${TIER_SYMBOL[tier]}</span>${h(messages(lang).tier[tier])}</span>`
}

function effectsList(lines: readonly string[]): string {
  return `<ul class="effects">${lines.map((l) => `<li>${h(l)}</li>`).join(' ')}</ul>`
}

function groupBlock(lang: Language, g: SummaryGroup): string {
  const t = exportStrings(lang)
  const fmt = (n: number): string => formatNumber(lang, n)
  const [count, limits, word] = g.coins
    ? [g.coins.count, g.coins.limits, t.coinWord(g.coins.count)]
    : [g.units, g.limits, t.units(g.units)]
  const tierWord = g.load === 'none' ? messages(lang).groupLoad.none : messages(lang).groupLoad[g.load]
  const sym = g.load === 'none' ? '' : `<span class="sym" aria-hidden="true">${TIER_SYMBOL[g.load]}</span>`
  return `<section class="group">
<div class="group-head"><h3>${h(g.label)} <span class="lvl">${h(t.levelWord)} ${g.level} · ${h(messages(lang).level[g.level] ?? '')}</span></h3><span class="tier t-${g.load}">${sym}${h(tierWord)}</span></div>
<div class="figures"><span><b>${fmt(count)}</b> ${h(word)} · ${h(t.limits)} ${limits.map(fmt).join('/')}</span><span class="room">${h(g.headroom)}</span></div>
${meter(lang, count, limits, g.load)}
${itemsTable(lang, g.items)}
</section>`
}

/** Units against the three limits: zones light / medium / heavy (/ over), the count filled. */
function meter(lang: Language, count: number, limits: readonly [number, number, number], load: GroupLoad): string {
  const [a, b, c] = limits
  const scale = Math.max(c, count, 1)
  const pct = (n: number): string => `${((Math.min(n, scale) / scale) * 100).toFixed(2)}%`
  const zone = (cls: string, from: number, to: number): string =>
    to > from ? `<div class="zone ${cls}" style="left:${pct(from)};width:${pct(to - from)}"></div>` : ''
  const ticks = [...new Set([a, b, c])]
    .filter((n) => n > 0)
    .map(
      (n) =>
        `<div class="tick${n >= scale ? ' end' : ''}" style="left:${pct(n)}"><span>${formatNumber(lang, n)}</span></div>`
    )
    .join('')
  return (
    `<div class="meter" aria-hidden="true">${zone('z-light', 0, a)}${zone('z-medium', a, b)}${zone('z-heavy', b, c)}${zone('z-over', c, scale)}` +
    `<div class="fill t-${load}" style="width:${pct(count)}"></div>${ticks}</div>`
  )
}

/** Quantity, name (with what it is made for, rounds inside, and its note below), value. */
function itemsTable(lang: Language, items: readonly SummaryItem[], cls = 'items', header = false): string {
  const t = exportStrings(lang)
  const rows = items
    .map((i) => {
      const extras: string[] = []
      if (i.rounds !== null) extras.push(t.roundsInside(i.rounds))
      if (i.madeFor !== null) extras.push(t.madeFor(messages(lang).size[i.madeFor]))
      const extra =
        extras.length > 0 ? ` <span class="extra">(${h(extras.join(exportStrings(lang).semicolon))})</span>` : ''
      const note = i.notes.trim() === '' ? '' : `<span class="note">${h(i.notes.trim())}</span>`
      const inside =
        i.contents && i.contents.length > 0
          ? `<span class="note">${h(`${t.inside(i.contentsCounted === true)}${t.colon}`)} ${i.contents.map((c) => h(`${formatNumber(lang, c.quantity)} × ${c.name}`)).join(', ')}</span>`
          : ''
      const value = i.valueGp === null ? '—' : `${formatNumber(lang, i.valueGp)} ${h(t.gp)}`
      return `<tr><td class="num qty">${formatNumber(lang, i.quantity)}</td><td>${h(i.name)}${extra}${note}${inside}${warnings(i.warnings, 'span')}</td><td class="num val">${value}</td></tr>`
    })
    .join('\n')
  const head = header
    ? `<thead><tr><th class="num">${h(t.quantity)}</th><th>${h(t.item)}</th><th class="num">${h(t.value)}</th></tr></thead>\n`
    : ''
  return `<table class="${cls}">
${head}<tbody>
${rows}
</tbody>
</table>`
}

/** Coins by kind (a table, or one line when `inline`) and the total value of the lines. */
function money(lang: Language, coins: readonly CoinCount[], total: number, unpriced: number, inline = false): string {
  const t = exportStrings(lang)
  if (inline && coins.length > 0) {
    const parts = coins.map(
      (c) =>
        `<span class="coin"><b>${formatNumber(lang, c.count)}</b> ${h(c.abbr)}${c.notes.length > 0 ? ` <span class="note">(${h(c.notes.join(exportStrings(lang).semicolon))})</span>` : ''}</span>`
    )
    return `<div class="money">
<p class="coin-line"><span class="muted">${h(t.coins + t.colon)}</span> ${parts.join(' · ')}</p>
<div class="total"><div class="muted small">${h(t.totalValue)}</div><div class="amount">${formatNumber(lang, total)} ${h(t.gp)}</div>${unpriced > 0 ? `<div class="muted small">${h(t.unpriced(unpriced))}</div>` : ''}</div>
</div>`
  }
  const coinRows = coins
    .map(
      (c) =>
        `<tr><td class="num"><b>${formatNumber(lang, c.count)}</b></td><td>${h(c.abbr)}</td><td class="muted">${h(c.label)}${c.notes.length > 0 ? `<span class="note">${h(c.notes.join(exportStrings(lang).semicolon))}</span>` : ''}</td></tr>`
    )
    .join('')
  const coinsHtml =
    coins.length === 0
      ? `<p class="empty">${h(t.noCoins)}</p>`
      : `<table class="coins"><tbody>${coinRows}</tbody></table>`
  return `<div class="money">
<div>${coinsHtml}</div>
<div class="total"><div class="muted small">${h(t.totalValue)}</div><div class="amount">${formatNumber(lang, total)} ${h(t.gp)}</div>${unpriced > 0 ? `<div class="muted small">${h(t.unpriced(unpriced))}</div>` : ''}</div>
</div>`
}
