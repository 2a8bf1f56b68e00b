// `summary <campaign.json> [--character <name or id>] --format md|html|pdf|csv --out <file> [--paper a4|letter]`
// A character's summary, or the party sheet without --character; csv is the ledger (of one
// character with --character). Every error exits 1 with one clear message and writes nothing.
import { extname } from 'node:path'
import { parseArgs } from 'node:util'
import { getCatalogEntry } from '@shared/catalog'
import { formatProblem, parseCampaignText, UnknownItemError } from '@shared/campaign'
import { EXPORT_FORMATS, ExportError, PAPERS, type ExportFormat, type ExportRequest, type Paper } from '@shared/export'
import { openChromiumPrinter } from '../export/pdf-chromium'
import { checkOutputPath, renderExportBytes, writeWhole } from '../export/write-export'
import { readCampaignBytesForCli } from './campaign-file-cli'
import { EXIT_FAILURE, EXIT_OK, type CliIO } from './index'

export const SUMMARY_USAGE = `usage: npm run -s cli -- summary <campaign.json> [--character <name or id>] --format md|html|pdf|csv --out <file> [--paper a4|letter]

  --character           a character's id, name, or the start of one name ("borin" for "Borin Ironfist"),
                        case and accents ignored
  without --character   the party sheet (every character's load, plus the stash)
  --format csv          the ledger (who got what, when, from where, to where)
  --format              defaults to the extension of --out
  --paper               PDF and HTML page size, default a4
`

class UsageError extends Error {}

interface SummaryArgs {
  file: string
  out: string
  request: ExportRequest
}

function parse(args: readonly string[]): SummaryArgs | 'help' {
  let parsed
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      strict: true,
      options: {
        character: { type: 'string', short: 'c' },
        format: { type: 'string', short: 'f' },
        out: { type: 'string', short: 'o' },
        paper: { type: 'string' },
        help: { type: 'boolean', short: 'h' }
      }
    })
  } catch (error) {
    // Node's messages go on with advice about '--' that does not apply here.
    throw new UsageError(((error as Error).message.split('\n')[0] ?? 'bad arguments').replace(/\. To specify .*$/, ''))
  }
  const { values, positionals } = parsed
  if (values.help) return 'help'
  if (positionals.length === 0) throw new UsageError('missing the campaign file')
  if (positionals.length > 1)
    throw new UsageError(`one campaign file only (got ${positionals.map((p) => `'${p}'`).join(', ')})`)
  if (values.out === undefined || values.out.trim() === '') throw new UsageError('missing --out <file>')
  const formatText = values.format ?? extname(values.out).slice(1).toLowerCase()
  if (values.format === undefined && !isFormat(formatText)) throw new UsageError('missing --format md|html|pdf|csv')
  if (!isFormat(formatText)) throw new UsageError(`unknown --format '${formatText}' (md, html, pdf or csv)`)
  const paper = (values.paper ?? 'a4').toLowerCase()
  if (!isPaper(paper)) throw new UsageError(`unknown --paper '${values.paper}' (a4 or letter)`)
  if (values.character !== undefined && values.character.trim() === '')
    throw new UsageError('--character needs a name or an id')
  const request: ExportRequest = { format: formatText, paper }
  if (values.character !== undefined) request.character = values.character
  return { file: positionals[0]!, out: values.out, request }
}

function isFormat(s: string): s is ExportFormat {
  return (EXPORT_FORMATS as readonly string[]).includes(s)
}

function isPaper(s: string): s is Paper {
  return (PAPERS as readonly string[]).includes(s)
}

export async function run(args: readonly string[], io: CliIO): Promise<number> {
  const fail = (message: string): number => {
    io.stderr(`summary: ${message}\n`)
    return EXIT_FAILURE
  }
  let parsed: SummaryArgs | 'help'
  try {
    parsed = parse(args)
  } catch (error) {
    if (error instanceof UsageError) return fail(`${error.message}\n${SUMMARY_USAGE}`)
    throw error
  }
  if (parsed === 'help') {
    io.stdout(SUMMARY_USAGE)
    return EXIT_OK
  }
  const { file, out, request } = parsed

  const read = await readCampaignBytesForCli(file)
  if (!read.ok) return fail(`${file}: ${read.message}`)
  const result = parseCampaignText(read.bytes.toString('utf8'), file)
  if (!result.ok) {
    return fail(`${file} is not a valid campaign:\n${result.problems.map((p) => `  ${formatProblem(p)}`).join('\n')}`)
  }

  try {
    const target = await checkOutputPath(out, [file])
    const printer = request.format === 'pdf' ? await openChromiumPrinter() : null
    try {
      const { bytes } = await renderExportBytes(result.campaign, request, getCatalogEntry, async (job) => {
        if (!printer) throw new ExportError('no PDF printer')
        return printer.print(job)
      })
      await writeWhole(target, bytes)
      io.stdout(`wrote ${out} (${formatBytes(bytes.byteLength)})\n`)
      return EXIT_OK
    } finally {
      await printer?.close()
    }
  } catch (error) {
    if (error instanceof ExportError) return fail(error.message)
    if (error instanceof UnknownItemError) return fail(`${file}: ${error.message}`)
    if (error instanceof Error && 'code' in error) return fail(`cannot write ${out}: ${error.message}`)
    throw error
  }
}

function formatBytes(n: number): string {
  return n < 1024 ? `${n} B` : n < 1024 * 1024 ? `${(n / 1024).toFixed(1)} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`
}
