// The ledger as CSV: one record per transfer (when, what, how many, from where, to where, note), in the ledger
// screen's words; how many is empty, as the screen's '–', for rounds alone (no container moved).
// RFC 4180 records (CRLF line ends, fields quoted when needed), separated and with decimals as a spreadsheet
// in the campaign's language reads them (French: `;` and decimal commas), or as the GM picked. The text starts with a
// UTF-8 byte-order mark: Excel (Windows and macOS) otherwise reads the file as ANSI and garbles
// accents; LibreOffice, Numbers and Google Sheets accept the BOM. The date is the wall-clock time
// recorded in the file, as `YYYY-MM-DD HH:MM:SS`, a form every spreadsheet parses as a date.
import { csvRecord } from './escape'
import { messages } from '../i18n/index'
import { defaultCsvDialect, type CsvDialect } from './formats'
import type { LedgerDocument } from './model'

export const CSV_BOM = '\uFEFF'

export function renderLedgerCsv(doc: LedgerDocument, dialect: CsvDialect = defaultCsvDialect(doc.language)): string {
  const m = messages(doc.language)
  // The ledger screen's headers, and a note column the screen shows under the item.
  const l = m.ledger
  let out = CSV_BOM + csvRecord([l.when, l.item, l.qty, l.from, l.to, m.exports.csv.note], dialect)
  for (const row of doc.rows) {
    out += csvRecord([csvDate(row.at), row.item, row.quantity ?? '', row.from, row.to, row.note], dialect)
  }
  return out
}

/** `2024-05-01T20:31:07.000+02:00` → `2024-05-01 20:31:07` (the time as recorded, no zone shift). */
export function csvDate(iso: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}(?::\d{2})?)/.exec(iso)
  if (!m) return iso
  const time = m[2]!.length === 5 ? `${m[2]}:00` : m[2]!
  return `${m[1]} ${time}`
}
