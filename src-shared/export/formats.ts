// Export formats and paper sizes as plain data (no renderer imported), for the contract's schemas.

export const EXPORT_FORMATS = ['md', 'html', 'pdf', 'csv'] as const
export type ExportFormat = (typeof EXPORT_FORMATS)[number]

export const PAPERS = ['a4', 'letter'] as const
export type Paper = (typeof PAPERS)[number]

export const FORMAT_INFO: Record<ExportFormat, { extension: string; mime: string; binary: boolean }> = {
  md: { extension: 'md', mime: 'text/markdown; charset=utf-8', binary: false },
  html: { extension: 'html', mime: 'text/html; charset=utf-8', binary: false },
  pdf: { extension: 'pdf', mime: 'application/pdf', binary: true },
  csv: { extension: 'csv', mime: 'text/csv; charset=utf-8', binary: false }
}
