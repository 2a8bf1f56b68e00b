// The party sheet's wealth part (issue 28, RULES.md §15) in each format: each character's wealth against the
// table for its level, the party fund's share, and the value each received session by session with the gap to
// the party's mean; and that last table as CSV. In print it starts a page of its own: the first stays the table's
// load sheet, as before. Sessions are rows and characters columns: a campaign has a
// handful of characters and any number of evenings, so the table grows down the pages, never off their side.
import { escapeHtml as h, escapeMarkdown as md, csvRecord } from './escape'
import { defaultCsvDialect, type CsvDialect } from './formats'
import { CSV_BOM } from './csv'
import { messages } from '../i18n/index'
import { exportStrings } from '../i18n/exports'
import { gpText, signedGpText, wealthFigure } from '../i18n/wealth'
import { formatDate, formatPercent } from '../core/format'
import type { Language } from '../core/language'
import type { ReceivedDocument, WealthRow, WealthSummary } from './model'

/** A character summary's wealth, as its sheet says it: "8 200 po / 10 500 po · 78 % (part du fonds 1 250 po)". */
export function characterWealthText(lang: Language, w: { row: WealthRow; shareGp: number }): string {
  return `${wealthFigure(lang, w.row.wealthGp, w.row.expectedGp)} (${messages(lang).wealth.share(gpText(lang, w.shareGp))})`
}

/** Nothing received by anyone, in no session: the table would be all dashes. */
function nothingReceived(w: WealthSummary): boolean {
  return w.received.sessions.length === 0 && w.received.totalGp.every((v) => v === 0)
}

function levelText(lang: Language, row: WealthRow): string {
  return row.level === null ? messages(lang).wealth.noLevel : String(row.level)
}

/** A cell's received value: a dash for nothing, else whole gp (negative: gave back more than received). */
function cellGp(lang: Language, gp: number): string {
  return Math.round(gp) === 0 ? '—' : gpText(lang, gp)
}

export const WEALTH_CSS = `
.wealth-part { break-before: page; page-break-before: always; }
.wealth-part h2:first-child { margin-top: 0; }
.wealth-table td.pct, .wealth-table td.lvl { white-space: nowrap; }
.band { font-size: 8pt; font-weight: 600; margin-left: 1.5mm; }
.received-table th, .received-table td { white-space: nowrap; }
.b-behind { color: var(--heavy); } .b-ahead { color: #1f5fa8; } .b-even { color: var(--light); }
.received-table th[scope="row"] { text-transform: none; letter-spacing: 0; font-size: 9pt; color: var(--ink); font-weight: 600; }
.received-table th[scope="row"] .muted { font-weight: 400; font-size: 8pt; margin-left: 1.5mm; }
.received-table tfoot th, .received-table tfoot td { border-top: 1pt solid var(--ink); font-weight: 700; }
.received-table thead th.num { text-align: right; }
`

export function wealthHtml(lang: Language, w: WealthSummary): string {
  const m = messages(lang).wealth
  const t = exportStrings(lang)
  if (w.rows.length === 0) return ''
  const rows = w.rows
    .map((r) => {
      const percent =
        r.ratio === null
          ? '<span class="muted">—</span>'
          : `${h(formatPercent(lang, r.ratio))}${r.band ? `<span class="band b-${r.band}">${h(m.band[r.band])}</span>` : ''}`
      return `<tr><td><b>${h(r.name)}</b></td><td class="num lvl">${r.level === null ? `<span class="muted">${h(levelText(lang, r))}</span>` : r.level}</td><td class="num">${h(gpText(lang, r.wealthGp))}</td><td class="num">${r.expectedGp === null ? '<span class="muted">—</span>' : h(gpText(lang, r.expectedGp))}</td><td class="num pct">${percent}</td></tr>`
    })
    .join('\n')
  const names = w.rows.map((r) => `<th class="num">${h(r.name)}</th>`).join('')
  const received = w.received
  const sessionRows = received.sessions
    .map(
      (s) =>
        `<tr><th scope="row">${h(s.sessionId === null ? m.outside : s.name)}${s.date === null ? '' : `<span class="muted">${h(formatDate(lang, s.date))}</span>`}</th>${s.byCharacter.map((v) => `<td class="num">${h(cellGp(lang, v))}</td>`).join('')}</tr>`
    )
    .join('\n')
  const receivedHtml = nothingReceived(w)
    ? `<p class="empty">${h(m.nothingReceived)}</p>`
    : `<table class="received-table">
<thead><tr><th>${h(m.session)}</th>${names}</tr></thead>
<tbody>
${sessionRows}
</tbody>
<tfoot><tr><th scope="row">${h(m.total)}</th>${received.totalGp.map((v) => `<td class="num">${h(gpText(lang, v))}</td>`).join('')}</tr>
<tr><th scope="row">${h(m.gap)}</th>${received.gapGp.map((v) => `<td class="num">${h(signedGpText(lang, v))}</td>`).join('')}</tr></tfoot>
</table>
<p class="muted small">${h(m.mean + t.colon)} ${h(gpText(lang, received.meanGp))}</p>`
  return `
<section class="wealth-part">
<h2>${h(m.tableTitle)}</h2>
<p class="muted small">${h(m.fund(gpText(lang, w.fundGp), gpText(lang, w.shareGp)))}</p>
<table class="wealth-table">
<thead><tr><th>${h(m.character)}</th><th class="num">${h(m.level)}</th><th class="num">${h(m.label)}</th><th class="num">${h(m.expected)}</th><th class="num">${h(m.percent)}</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<h2>${h(m.receivedTitle)}</h2>
<p class="muted small">${h(m.receivedHelp)}</p>
${receivedHtml}
</section>`
}

/**
 * For a chat message (the whole party sheet fits Discord's 2,000 characters): the fund, then one bullet per character,
 * its wealth against the table and what it received over the campaign with the gap to the mean.
 */
export function wealthMarkdown(lang: Language, w: WealthSummary): string[] {
  const m = messages(lang).wealth
  const t = exportStrings(lang)
  if (w.rows.length === 0) return []
  const out: string[] = ['', `### ${m.label}`, m.fund(gpText(lang, w.fundGp), gpText(lang, w.shareGp))]
  const received = !nothingReceived(w)
  w.rows.forEach((r, i) => {
    const band = r.band ? ` (${m.band[r.band]})` : ''
    const level = r.level === null ? '' : ` (${m.level.toLowerCase()} ${r.level})`
    const got = received
      ? ` — ${m.receivedShort(gpText(lang, w.received.totalGp[i] ?? 0), signedGpText(lang, w.received.gapGp[i] ?? 0))}`
      : ''
    out.push(`- **${md(r.name)}**${level}${t.colon} ${wealthFigure(lang, r.wealthGp, r.expectedGp)}${band}${got}`)
  })
  return out
}

/**
 * The value received as CSV: a row per session (name, date, then each character's gp), then the totals and the
 * gaps to the mean; gp as numbers to the copper, with the dialect's decimal mark, so a spreadsheet sums them.
 */
export function renderReceivedCsv(
  doc: ReceivedDocument,
  dialect: CsvDialect = defaultCsvDialect(doc.language)
): string {
  const lang = doc.language
  const m = messages(lang).wealth
  const w = doc.wealth
  const gp = (v: number): number => Math.round(v * 100) / 100
  let out = CSV_BOM + csvRecord([m.session, m.date, ...w.rows.map((r) => r.name)], dialect)
  for (const s of w.received.sessions)
    out += csvRecord([s.sessionId === null ? m.outside : s.name, s.date ?? '', ...s.byCharacter.map(gp)], dialect)
  out += csvRecord([m.total, '', ...w.received.totalGp.map(gp)], dialect)
  out += csvRecord([m.gap, '', ...w.received.gapGp.map(gp)], dialect)
  return out
}
