// Exports of a campaign: what to export (a character, the party, the ledger), in which format, and
// the text of the pure formats. PDF is the HTML printed by Chromium (src-main/export).
import type { Campaign } from '../campaign/schema'
import type { ErrorReason, Reasoned } from '../core/reasons'
import type { CatalogLookup } from '../campaign/to-engine'
import { isHolder, type LedgerHolder } from '../i18n/ledger-holder'
import { messages } from '../i18n/index'
import { renderLedgerCsv } from './csv'
import { FORMAT_INFO, type CsvDialect, type ExportFormat, type Paper } from './formats'
import { pdfFooterTemplate, renderHtml } from './html'
import { renderMarkdown } from './markdown'
import type { LedgerDocument, ReceivedDocument, SessionDocument, SummaryDocument } from './model'
import { renderReceivedCsv } from './wealth-render'
import { characterDocument, findCharacter, ledgerDocument, partyDocument, receivedDocument } from './summary'
import { sessionDocument } from './session'

/** What to export: one character's summary, the party sheet, or (CSV) the ledger. */
export interface ExportRequest {
  format: ExportFormat
  /** A character's id or name; absent: the party sheet. CSV: that character's transfers only. */
  character?: string
  /** CSV: only the transfers to or from this holder (one the campaign has, or the ledger names). */
  holder?: LedgerHolder
  /** A session's id (issue 28): CSV, only the ledger entries made in it; otherwise, that session's report. */
  session?: string
  paper?: Paper
  /** CSV: separator and decimal mark; default, what the campaign's language expects. */
  csv?: CsvDialect
  /** ISO 8601 time printed on the document; defaults to now. */
  generatedAt?: string
  /** CSV: the value each character received, session by session (issue 28), instead of the ledger. */
  received?: true
}

export type ExportErrorCode = 'not-found' | 'invalid' | 'unavailable'

export interface ExportErrorOptions {
  code?: ExportErrorCode
  why?: Reasoned<ErrorReason>
}

export class ExportError extends Error {
  override readonly name = 'ExportError'
  /**
   * not-found: no such character; invalid: a bad request or output path; unavailable: no PDF printer.
   * `why`: the reason for the UI to translate (contract/reasons.ts).
   */
  readonly code: ExportErrorCode
  readonly why?: Reasoned<ErrorReason>
  constructor(message: string, { code = 'invalid', why }: ExportErrorOptions = {}) {
    super(message)
    this.code = code
    if (why) this.why = why
  }
}

/** The document a request describes. Throws ExportError for an unknown or ambiguous character. */
export function exportDocument(
  campaign: Campaign,
  request: ExportRequest,
  lookup: CatalogLookup
): SummaryDocument | LedgerDocument | SessionDocument | ReceivedDocument {
  const options = { lookup, generatedAt: request.generatedAt }
  if (request.format === 'csv' && request.received) return receivedDocument(campaign, options)
  if (request.session !== undefined) {
    const id = request.session
    if (!campaign.sessions?.some((s) => s.id === id))
      throw new ExportError(`session: no session '${id}' in campaign '${campaign.name}'`, { code: 'not-found' })
    if (request.format !== 'csv') return sessionDocument(campaign, id, options)
  }
  const session = request.session !== undefined ? { session: request.session } : {}
  if (request.format === 'csv' && request.holder !== undefined) {
    const holder = request.holder
    if (holder.type !== 'stash' && !knownHolder(campaign, holder)) {
      const what = holder.type === 'place' ? 'place' : 'character'
      throw new ExportError(`holder.id: no ${what} '${holder.id}' in campaign '${campaign.name}' nor in its ledger`, {
        code: 'not-found',
        why: { reason: 'ledger-holder-not-found', params: { path: 'holder.id', id: holder.id, holder: holder.type } }
      })
    }
    return ledgerDocument(campaign, { ...options, ...session, holder })
  }
  if (request.character === undefined)
    return request.format === 'csv'
      ? ledgerDocument(campaign, { ...options, ...session })
      : partyDocument(campaign, options)
  const match = findCharacter(campaign, request.character)
  if (!match.ok) {
    const named = (list: readonly { name: string; id: string }[]) => list.map((c) => `${c.name} (${c.id})`).join(', ')
    const names = named(campaign.characters)
    throw match.reason === 'ambiguous'
      ? new ExportError(
          match.prefix
            ? `several characters' names start with '${request.character}': ${named(match.candidates)}; give more of the name, or the id`
            : `several characters are named '${request.character}': ${named(match.candidates)}; give the id`
        )
      : new ExportError(
          `no character '${request.character}' in campaign '${campaign.name}'${names ? `; characters: ${names}` : ''}`,
          { code: 'not-found', why: { reason: 'character-not-found', params: { id: request.character } } }
        )
  }
  return request.format === 'csv'
    ? ledgerDocument(campaign, { ...options, ...session, character: match.character })
    : characterDocument(campaign, match.character, options)
}

/** A character or place the campaign has today, or that its ledger names (removed since). */
function knownHolder(campaign: Campaign, h: { type: 'character' | 'place'; id: string }): boolean {
  const today = h.type === 'character' ? campaign.characters : (campaign.places ?? [])
  return today.some((x) => x.id === h.id) || campaign.ledger.some((e) => isHolder(e.from, h) || isHolder(e.to, h))
}

/** The text of a Markdown, HTML or CSV export; for PDF, the HTML page to print and its footer. */
export function renderExport(
  campaign: Campaign,
  request: ExportRequest,
  lookup: CatalogLookup
): { text: string; footerTemplate: string; fileName: string } {
  const doc = exportDocument(campaign, request, lookup)
  const fileName = exportFileName(doc, request.format)
  if (doc.kind === 'ledger') return { text: renderLedgerCsv(doc, request.csv), footerTemplate: '', fileName }
  if (doc.kind === 'received') return { text: renderReceivedCsv(doc, request.csv), footerTemplate: '', fileName }
  if (request.format === 'md') return { text: renderMarkdown(doc), footerTemplate: '', fileName }
  return { text: renderHtml(doc, { paper: request.paper ?? 'a4' }), footerTemplate: pdfFooterTemplate(doc), fileName }
}

/** Markdown for the clipboard (runs in the renderer): a character's summary, the party sheet, or a session's report. */
export function exportMarkdown(
  campaign: Campaign,
  characterId: string | null,
  lookup: CatalogLookup,
  session?: string
): string {
  const request: ExportRequest =
    session !== undefined
      ? { format: 'md', session }
      : characterId === null
        ? { format: 'md' }
        : { format: 'md', character: characterId }
  return renderExport(campaign, request, lookup).text
}

/**
 * A file name to suggest: "Valeros - summary.pdf", "Iron Crown - party.md", "Iron Crown - ledger.csv",
 * "Session 12 - session.pdf", "Iron Crown - ledger - Session 12.csv", "Iron Crown - received.csv".
 */
export function exportFileName(
  doc: SummaryDocument | LedgerDocument | SessionDocument | ReceivedDocument,
  format: ExportFormat
): string {
  const fr = doc.language === 'fr'
  const ledger = fr ? 'registre' : 'ledger'
  const base =
    doc.kind === 'character'
      ? `${doc.character.name} - ${fr ? 'résumé' : 'summary'}`
      : doc.kind === 'party'
        ? `${doc.campaignName} - ${fr ? 'groupe' : 'party'}`
        : doc.kind === 'received'
          ? `${doc.campaignName} - ${messages(doc.language).wealth.fileName}`
          : doc.kind === 'session'
            ? `${doc.session.name} - ${messages(doc.language).sessions.fileName}`
            : `${doc.character ?? doc.campaignName} - ${ledger}${doc.session === null ? '' : ` - ${doc.session}`}`
  return `${safeFileName(base)}.${FORMAT_INFO[format].extension}`
}

/** A file name valid on Windows, macOS and Linux: no reserved characters, no trailing dot or space. */
export function safeFileName(name: string): string {
  const cleaned = name
    // eslint-disable-next-line no-control-regex
    .replace(/[<>:"/\\|?*\u0000-\u001f]/g, '_')
    .replace(/[. ]+$/, '')
    .trim()
    .slice(0, 150)
  return cleaned === '' || /^(con|prn|aux|nul|com\d|lpt\d)$/i.test(cleaned) ? `export-${cleaned}` : cleaned
}

export * from './formats'
export type {
  CharacterDocument,
  LedgerDocument,
  PartyDocument,
  ReceivedDocument,
  SessionDocument,
  SummaryDocument,
  WealthBand,
  WealthRow,
  WealthSummary,
  WealthTable
} from './model'
export { sessionDocument } from './session'
export { localIsoNow } from './summary'
export { byWealth, wealthBand, wealthRow, wealthSummary, wealthTable, WEALTH_AHEAD, WEALTH_BEHIND } from './wealth'
