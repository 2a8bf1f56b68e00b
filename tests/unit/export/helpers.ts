// Test helpers: an independent RFC 4180 reader (the way a spreadsheet reads CSV, French or English), and
// Markdown unescaping.

/** Parses RFC 4180 CSV (CRLF records, quoted fields with doubled quotes, CR/LF inside quotes); `separator`
 *  `;` reads it as a French spreadsheet does (LibreOffice, Excel under a French locale). */
export function parseCsv(text: string, separator = ','): string[][] {
  const records: string[][] = []
  let field = ''
  let record: string[] = []
  let i = 0
  let quoted = false
  while (i < text.length) {
    const c = text[i]!
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"'
        i += 2
        continue
      }
      if (c === '"') {
        quoted = false
        i++
        continue
      }
      field += c
      i++
      continue
    }
    if (c === '"') {
      if (field !== '') throw new Error(`quote inside an unquoted field at ${i}`)
      quoted = true
      i++
      continue
    }
    if (c === separator) {
      record.push(field)
      field = ''
      i++
      continue
    }
    if (c === '\r' && text[i + 1] === '\n') {
      record.push(field)
      records.push(record)
      record = []
      field = ''
      i += 2
      continue
    }
    if (c === '\n' || c === '\r') throw new Error(`bare line break outside quotes at ${i}`)
    field += c
    i++
  }
  if (quoted) throw new Error('unterminated quoted field')
  if (field !== '' || record.length > 0) throw new Error('last record not ended by CRLF')
  return records
}

/** A cell as a French spreadsheet reads a number: decimal comma, no thousands mark; anything else is text (NaN). */
export const frenchNumber = (cell: string): number =>
  /^-?\d+(,\d+)?$/.test(cell) ? Number(cell.replace(',', '.')) : NaN

/** Removes Markdown backslash escapes (CommonMark: a backslash before ASCII punctuation). */
export function unescapeMarkdown(text: string): string {
  return text.replace(/\\([!-/:-@[-`{-~])/g, '$1')
}

/** Whitespace collapsed to single spaces (text extracted from a PDF wraps anywhere). */
export function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}
