// Export formats and paper sizes as plain data (no renderer imported), for the contract's schemas.
import type { Language } from '../core/language'

export const EXPORT_FORMATS = ['md', 'html', 'pdf', 'csv'] as const
export type ExportFormat = (typeof EXPORT_FORMATS)[number]

export const PAPERS = ['a4', 'letter'] as const
export type Paper = (typeof PAPERS)[number]

/** The ledger CSV's field separator and decimal mark (a French spreadsheet reads `;` and `,`). */
export const CSV_SEPARATORS = ['comma', 'semicolon', 'tab'] as const
export type CsvSeparator = (typeof CSV_SEPARATORS)[number]
export const CSV_DECIMALS = ['point', 'comma'] as const
export type CsvDecimal = (typeof CSV_DECIMALS)[number]
export interface CsvDialect {
  separator: CsvSeparator
  decimal: CsvDecimal
}

/** What a spreadsheet in the campaign's language expects. */
export function defaultCsvDialect(language: Language): CsvDialect {
  return language === 'fr' ? { separator: 'semicolon', decimal: 'comma' } : { separator: 'comma', decimal: 'point' }
}

export const FORMAT_INFO: Record<ExportFormat, { extension: string; mime: string; binary: boolean }> = {
  md: { extension: 'md', mime: 'text/markdown; charset=utf-8', binary: false },
  html: { extension: 'html', mime: 'text/html; charset=utf-8', binary: false },
  pdf: { extension: 'pdf', mime: 'application/pdf', binary: true },
  csv: { extension: 'csv', mime: 'text/csv; charset=utf-8', binary: false }
}
