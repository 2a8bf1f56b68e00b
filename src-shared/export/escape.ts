// Escaping of user text (names, notes) for each export format.
import type { CsvDialect, CsvSeparator } from './formats'

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Text or attribute value for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c)
}

/**
 * Inline Markdown text: characters that start emphasis, code, links, tables, spoilers (Discord `||`)
 * or HTML are backslash-escaped; newlines become spaces so a name never breaks a list line.
 * A leading `#`, `>`, `-`, `+` or `1.` would start a block only at a line's start, which inline
 * text never is in our output, but they are escaped anyway for the first word of a line.
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/\r\n?|\n/g, ' ')
    .replace(/[\\`*_~|[\]<>#]/g, (c) => `\\${c}`)
    .replace(/&(?=#?[A-Za-z0-9]+;)/g, '\\&')
}

/**
 * Multi-line Markdown text (notes): each line escaped and kept as a hard line break. What would
 * start a block at a line's start is escaped too (list, setext underline, thematic break), and the
 * indentation is dropped (after a blank line it would make a code block).
 */
export function escapeMarkdownBlock(text: string): string {
  return text
    .split(/\r\n?|\n/)
    .map((line) =>
      escapeMarkdown(line.trimStart())
        .replace(/^([-+=])/, '\\$1')
        .replace(/^(\d+)([.)])/, '$1\\$2')
    )
    .join('  \n')
}

const SEPARATOR: Record<CsvSeparator, string> = { comma: ',', semicolon: ';', tab: '\t' }
const RFC4180: CsvDialect = { separator: 'comma', decimal: 'point' }

/**
 * One CSV field (RFC 4180): quoted when it holds the separator, a quote, CR or LF, quotes doubled.
 * Text that a spreadsheet would run as a formula (starting with = + - @, tab or CR) is prefixed
 * with an apostrophe (OWASP CSV injection advice); numbers are written as numbers, with the
 * dialect's decimal mark and no thousands mark.
 */
export function csvField(value: string | number, dialect: CsvDialect = RFC4180): string {
  if (typeof value === 'number') return dialect.decimal === 'comma' ? String(value).replace('.', ',') : String(value)
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  // Any of the separators is quoted, whichever is used: a spreadsheet guessing the separator stays right.
  return /[",;\t\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** A CSV record: fields joined by the dialect's separator (RFC 4180: commas), ended by CRLF. */
export function csvRecord(fields: readonly (string | number)[], dialect: CsvDialect = RFC4180): string {
  return `${fields.map((f) => csvField(f, dialect)).join(SEPARATOR[dialect.separator])}\r\n`
}
