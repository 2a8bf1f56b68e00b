// Headless CLI: `npm run -s cli -- <command> [args]`. One module per command, each exporting
// `run(args, io)`; to add a command, add its module and one line to COMMANDS.
import { realpathSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { findSyntaxError, findTooDeep, MAX_JSON_DEPTH } from '@shared/campaign'

/** What a command may touch: stdin as text, stdout and stderr. */
export interface CliIO {
  readStdin(): Promise<string>
  stdout(text: string): void
  stderr(text: string): void
}

/** A command module. `run` resolves to the exit status (0 ok, 1 failure, 2 bad input or usage). */
export interface CliCommand {
  run(args: readonly string[], io: CliIO): Promise<number>
}

export const COMMANDS: Readonly<Record<string, { summary: string; load: () => Promise<CliCommand> }>> = {
  evaluate: {
    summary: 'read one character as JSON on stdin, print its load as JSON',
    load: () => import('./evaluate')
  },
  split: {
    summary:
      'read a party and its loot as JSON on stdin, print the optimal split as JSON; --campaign <file> [--apply]: split its stash among its characters (--apply writes it)',
    load: () => import('./split')
  },
  summary: {
    summary: 'export a character summary, the party sheet or the ledger (md, html, pdf, csv)',
    load: () => import('./summary')
  },
  check: {
    summary: 'validate campaign files: exit 0 when valid, else each problem as file:line:column: path: message',
    load: () => import('./check')
  },
  import: {
    summary:
      'import Foundry VTT pf1 actor exports into a campaign file; prints the review as JSON (--dry-run: writes nothing)',
    load: () => import('./import')
  },
  report: {
    summary:
      "print each character's load and its reason, level, wealth and expected wealth, and the party fund, as JSON (--sessions: what each received, session by session)",
    load: () => import('./report')
  }
}

export const EXIT_OK = 0
export const EXIT_FAILURE = 1
export const EXIT_BAD_INPUT = 2

/** Bad input: its message is printed as one line on stderr and the exit status is 2. */
export class CliInputError extends Error {
  override readonly name = 'CliInputError'
}

export function usage(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((name) => name.length))
  const lines = Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(width)}  ${c.summary}`)
  return ['usage: npm run -s cli -- <command>', '', 'commands:', ...lines, ''].join('\n')
}

/** The CLI's wording (its input is any JSON on stdin, not a campaign file). */
const SYNTAX: Readonly<Record<string, string>> = {
  InvalidSymbol: 'unexpected character',
  InvalidNumberFormat: 'invalid number',
  PropertyNameExpected: 'expected a property name in double quotes',
  ValueExpected: 'expected a value',
  ColonExpected: 'expected ":"',
  CommaExpected: 'expected "," or the end of the object or array',
  CloseBraceExpected: 'expected "}"',
  CloseBracketExpected: 'expected "]"',
  EndOfFileExpected: 'expected the end of the input (only one JSON value is allowed)',
  InvalidCommentToken: 'comments are not allowed in JSON',
  UnexpectedEndOfComment: 'comments are not allowed in JSON',
  UnexpectedEndOfString: 'unterminated string',
  UnexpectedEndOfNumber: 'unterminated number',
  InvalidUnicode: 'invalid unicode escape',
  InvalidEscapeCharacter: 'invalid escape character',
  InvalidCharacter: 'invalid character in a string'
}

/** Parses strict JSON; throws a CliInputError located at `source` line:column on a syntax error. */
export function parseJson(text: string, source = 'stdin'): unknown {
  if (text.trim() === '') throw new CliInputError(`${source}: expected one JSON object, got nothing`)
  const deep = findTooDeep(text)
  if (deep)
    throw new CliInputError(
      `${source}:${deep.line}:${deep.column}: lists and objects nested more than ${MAX_JSON_DEPTH} levels deep`
    )
  try {
    return JSON.parse(text)
  } catch (error) {
    const first = findSyntaxError(text)
    if (!first) throw new CliInputError(`${source}: malformed JSON: ${(error as Error).message.replace(/\s+/g, ' ')}`)
    throw new CliInputError(
      `${source}:${first.line}:${first.column}: malformed JSON: ${SYNTAX[first.code] ?? first.code}`
    )
  }
}

/** The most JSON read on stdin (a party and its loot are a few hundred KB; `< /dev/zero` never ends). */
export const STDIN_MAX_BYTES = 16 * 1024 * 1024

function processIO(): CliIO {
  return {
    async readStdin() {
      const chunks: Buffer[] = []
      let total = 0
      for await (const chunk of process.stdin) {
        total += (chunk as Buffer).length
        if (total > STDIN_MAX_BYTES) {
          process.stdin.destroy()
          throw new CliInputError(`stdin: more than ${STDIN_MAX_BYTES / 1024 / 1024} MB of input; refused`)
        }
        chunks.push(chunk as Buffer)
      }
      return Buffer.concat(chunks)
        .toString('utf8')
        .replace(/^\uFEFF/, '')
    },
    stdout: (text) => void process.stdout.write(text),
    stderr: (text) => void process.stderr.write(text)
  }
}

/** Runs one command line; resolves to the exit status. */
export async function main(argv: readonly string[], io: CliIO = processIO()): Promise<number> {
  const [name, ...args] = argv
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    if (name === undefined) {
      io.stderr(usage())
      return EXIT_BAD_INPUT
    }
    io.stdout(usage())
    return EXIT_OK
  }
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined
  if (!command) {
    io.stderr(`unknown command "${name}"\n${usage()}`)
    return EXIT_BAD_INPUT
  }
  try {
    return await (await command.load()).run(args, io)
  } catch (error) {
    if (error instanceof CliInputError) {
      io.stderr(`${error.message.replace(/\s*\n\s*/g, ' ')}\n`)
      return EXIT_BAD_INPUT
    }
    io.stderr(`${name}: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
    return EXIT_FAILURE
  }
}

function isEntryPoint(): boolean {
  const entry = process.argv[1]
  if (!entry) return false
  try {
    return pathToFileURL(realpathSync(entry)).href === import.meta.url
  } catch {
    return false
  }
}

if (isEntryPoint()) {
  void main(process.argv.slice(2)).then((status) => {
    process.exitCode = status
  })
}
