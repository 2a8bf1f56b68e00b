// Reading a campaign file's text: JSON syntax, version detection, validation, migration — every
// problem located by JSON path and line/column so the GM (or the CLI) can fix the file.
//
// Decisions:
// - A UTF-8 byte order mark is tolerated (Windows editors add one); it is not written back. Line and
//   column are counted without it, as editors show them.
// - No `schemaVersion` but a `characters` list: a v0 file (migrations.ts). Versions 1 and 2 are read and
//   migrated. A file from a newer version opens read-only when, once the fields this version does not
//   know are set aside, it still validates as the current schema; otherwise it is refused.
import type { z } from 'zod'
import type { FileProblem, FoundKind, ProblemReason, ReasonParams } from '../core/reasons'
import { integrityProblems } from './integrity'
import { findSyntaxError, findTooDeep, formatPath, JsonLocator, MAX_JSON_DEPTH, type JsonPath } from './json-locate'
import { migrate, OLD_SCHEMAS, pathInVersion, type OldVersion } from './migrations'
import { CampaignSchema, SCHEMA_VERSION, type Campaign } from './schema'

export type ParseResult =
  | {
      ok: true
      campaign: Campaign
      migratedFrom?: number
      readOnly?: string
      /** The newer schema version that made it read-only. */ newerVersion?: number
    }
  | { ok: false; problems: FileProblem[] }

/** At most this many problems are listed; a last one says how many more there were. */
export const MAX_PROBLEMS = 20

const BOM = '\uFEFF'

/** `file:line:column: path: message` — one problem on one line (CLI, logs). */
export function formatProblem(p: FileProblem): string {
  const where = p.line !== null ? `${p.file}:${p.line}:${p.column ?? 1}` : p.file
  return `${where}: ${p.path ? `${p.path}: ` : ''}${p.message}`
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing'
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'a number too large to represent'
  if (typeof value === 'string')
    return value.length > 40
      ? `${JSON.stringify(value.slice(0, 40))}… (${value.length} characters)`
      : JSON.stringify(value)
  if (value === null) return 'null'
  if (Array.isArray(value)) return `a list of ${value.length}`
  if (typeof value === 'object') return 'an object'
  return String(value)
}

/** The same as `describe`, as values the UI words in its own language (reasons.ts FoundKind). */
function found(value: unknown): ReasonParams {
  const kind = (found: FoundKind, extra: ReasonParams = {}): ReasonParams => ({ found, ...extra })
  if (value === undefined) return kind('nothing')
  if (typeof value === 'number')
    return Number.isFinite(value) ? kind('number', { value: String(value) }) : kind('huge-number')
  if (typeof value === 'string') {
    return value.length > 40
      ? kind('long-text', { value: JSON.stringify(value.slice(0, 40)), count: value.length })
      : kind('text', { value: JSON.stringify(value) })
  }
  if (value === null) return kind('null')
  if (Array.isArray(value)) return kind('list', { count: value.length })
  if (typeof value === 'object') return kind('object')
  return kind('other', { value: String(value) })
}

/** A problem's English sentence with its reason and values. */
export interface Said {
  message: string
  reason: ProblemReason
  params?: ReasonParams
}

const said = (message: string, reason: ProblemReason, params?: ReasonParams): Said =>
  params ? { message, reason, params } : { message, reason }

function valueAt(root: unknown, path: JsonPath): unknown {
  let v = root
  for (const seg of path) {
    if (v === null || typeof v !== 'object') return undefined
    v = (v as Record<string | number, unknown>)[seg]
  }
  return v
}

/** A value's type in English, for the located messages (and reasons-en.ts's words). */
export const TYPE_NAMES: Readonly<Record<string, string>> = {
  int: 'a whole number',
  number: 'a number',
  string: 'text',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
  record: 'an object'
}

/** One readable sentence per zod issue (zod's defaults are terse and omit the value found). */
export function describeIssue(issue: z.core.$ZodIssue, value: unknown): Said {
  const f = found(value)
  const list = (values: readonly unknown[]) => values.map((v) => JSON.stringify(v))
  if (value === undefined && (issue.code === 'invalid_value' || issue.code === 'invalid_union')) {
    const options = issue.code === 'invalid_value' ? issue.values : (issue as { options?: unknown[] }).options
    if (options)
      return said(`missing: expected ${list(options).join(' or ')}`, 'missing-one-of', {
        values: list(options).join('|')
      })
  }
  switch (issue.code) {
    case 'invalid_type': {
      const expected = TYPE_NAMES[issue.expected] ?? issue.expected
      if (value === undefined) return said(`missing: expected ${expected}`, 'missing', { expected: issue.expected })
      if (issue.expected === 'int' && typeof value === 'number' && Number.isFinite(value))
        return said(`must be a whole number (found ${describe(value)})`, 'not-whole', f)
      return said(`must be ${expected} (found ${describe(value)})`, 'wrong-type', { expected: issue.expected, ...f })
    }
    case 'too_big': {
      const max = Number(issue.maximum)
      if (typeof value === 'string')
        return said(`is too long: ${value.length} characters, at most ${issue.maximum}`, 'text-too-long', {
          count: value.length,
          max
        })
      if (Array.isArray(value))
        return said(`has too many entries: ${value.length}, at most ${issue.maximum}`, 'list-too-long', {
          count: value.length,
          max
        })
      return said(`must be at most ${max.toLocaleString('en')} (found ${describe(value)})`, 'too-big', { max, ...f })
    }
    case 'too_small': {
      const min = Number(issue.minimum)
      if (typeof value === 'string')
        return issue.minimum === 1
          ? said('must not be empty', 'text-empty')
          : said(`is too short: at least ${issue.minimum} characters`, 'text-too-short', { min })
      if (Array.isArray(value)) return said(`needs at least ${issue.minimum} entries`, 'list-too-short', { min })
      return said(`must be at least ${issue.minimum} (found ${describe(value)})`, 'too-small', { min, ...f })
    }
    case 'invalid_value':
      return said(
        `must be ${issue.values.length === 1 ? JSON.stringify(issue.values[0]) : `one of ${list(issue.values).join(', ')}`} (found ${describe(value)})`,
        'one-of',
        { values: list(issue.values).join('|'), ...f }
      )
    case 'invalid_union':
      if ('discriminator' in issue && Array.isArray((issue as { options?: unknown[] }).options)) {
        const options = (issue as { options: unknown[] }).options
        return said(`must be one of ${list(options).join(', ')} (found ${describe(value)})`, 'one-of', {
          values: list(options).join('|'),
          ...f
        })
      }
      return said(`does not match any accepted form (found ${describe(value)})`, 'no-form', f)
    case 'invalid_format':
      if (issue.format === 'date') return said(`must be a date like "2026-12-03" (found ${describe(value)})`, 'date', f)
      if (issue.format === 'datetime')
        return said(`must be a date and time like "2024-05-01T20:30:00Z" (found ${describe(value)})`, 'datetime', f)
      return said(`${issue.message} (found ${describe(value)})`, 'format', { format: issue.format, ...f })
    case 'unrecognized_keys':
      return issue.keys.length === 1
        ? said(`unknown field "${issue.keys[0]}"`, 'unknown-field', { key: issue.keys[0]! })
        : said(`unknown fields ${issue.keys.map((k) => `"${k}"`).join(', ')}`, 'unknown-field', {
            key: issue.keys.join(', ')
          })
    case 'custom': {
      const { reason, ...params } = (issue.params ?? {}) as { reason?: ProblemReason } & ReasonParams
      return said(issue.message, reason ?? 'format', reason ? params : f)
    }
    default:
      return said(issue.message, 'format', f)
  }
}

class ProblemList {
  readonly problems: FileProblem[] = []
  private locator: JsonLocator
  private seen = new Set<string>()
  private extra = 0
  constructor(
    private readonly file: string,
    text: string
  ) {
    this.locator = new JsonLocator(text)
  }

  add(path: JsonPath | null, what: Said, key?: string): void {
    const { message } = what
    const shown = path === null ? null : formatPath(key !== undefined ? [...path, key] : path)
    const dedupe = `${shown ?? ''}\u0000${key === undefined ? '' : message}`
    if (this.seen.has(dedupe)) return
    this.seen.add(dedupe)
    if (this.problems.length >= MAX_PROBLEMS) {
      this.extra++
      return
    }
    const pos = path === null ? null : this.locator.locate(path, key)
    this.problems.push({
      file: this.file,
      message,
      path: shown || (path === null ? null : '(root)'),
      line: pos?.line ?? null,
      column: pos?.column ?? null,
      reason: what.reason,
      ...(what.params ? { params: what.params } : {})
    })
  }

  addIssues(issues: readonly z.core.$ZodIssue[], data: unknown, mapPath: (p: JsonPath) => JsonPath = (p) => p): void {
    // several issues on one value (e.g. two maxima): keep the first, which zod reports most specific first
    const sorted = [...issues].sort((a, b) => issueRank(a) - issueRank(b))
    for (const issue of sorted) {
      const path = mapPath(issue.path as JsonPath)
      const value = valueAt(data, issue.path as JsonPath)
      if (issue.code === 'unrecognized_keys') {
        for (const key of issue.keys) this.add(path, said(`unknown field "${key}"`, 'unknown-field', { key }), key)
      } else {
        this.add(path, describeIssue(issue, value))
      }
    }
  }

  /** In file order (problems without a position last), then how many were left out. */
  finish(): FileProblem[] {
    const key = (p: FileProblem) => (p.line === null ? Infinity : p.line * 1e7 + (p.column ?? 0))
    this.problems.sort((a, b) => key(a) - key(b))
    if (this.extra > 0) {
      this.problems.push({
        file: this.file,
        message: `…and ${this.extra} more problem${this.extra > 1 ? 's' : ''}`,
        path: null,
        line: null,
        column: null,
        reason: 'more-problems',
        params: { count: this.extra }
      })
    }
    return this.problems
  }
}

/** Among issues on one path, the one with the tightest maximum first (the safe-integer one is noise). */
function issueRank(issue: z.core.$ZodIssue): number {
  return issue.code === 'too_big' && Number(issue.maximum) >= Number.MAX_SAFE_INTEGER ? 1 : 0
}

function fileStem(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? fileName
  return base.replace(/\.[^.]*$/, '')
}

function fail(problems: ProblemList): ParseResult {
  return { ok: false, problems: problems.finish() }
}

/** Parses, validates and migrates a campaign file's text. `fileName` names the file in every problem. */
export function parseCampaignText(rawText: string, fileName: string): ParseResult {
  const text = rawText.startsWith(BOM) ? rawText.slice(1) : rawText
  const problems = new ProblemList(fileName, text)
  const at = (what: Said, line: number | null = 1, column: number | null = 1): ParseResult => ({
    ok: false,
    problems: [
      {
        file: fileName,
        message: what.message,
        path: null,
        line,
        column,
        reason: what.reason,
        ...(what.params ? { params: what.params } : {})
      }
    ]
  })

  if (text.trim() === '') {
    return at(
      rawText.length === 0
        ? said('the file is empty', 'empty-file')
        : said('the file contains only blank space', 'blank-file'),
      null,
      null
    )
  }

  const deep = findTooDeep(text)
  if (deep)
    return at(
      said(
        `lists and objects are nested more than ${MAX_JSON_DEPTH} levels deep here; a campaign never is`,
        'too-deep',
        { max: MAX_JSON_DEPTH }
      ),
      deep.line,
      deep.column
    )

  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (e) {
    const syntax = findSyntaxError(text)
    if (syntax)
      return at(
        said(`not valid JSON: ${syntax.message}`, 'json-syntax', { syntax: syntax.code, atEnd: syntax.atEnd ? 1 : 0 }),
        syntax.line,
        syntax.column
      )
    return at(said(`not valid JSON: ${(e as Error).message}`, 'json-syntax', { syntax: '' }), null, null)
  }

  if (data === null) return at(said('the file contains `null` instead of a campaign', 'null-root'))
  if (typeof data !== 'object' || Array.isArray(data)) {
    return at(
      said(
        `the file contains ${describe(data)} instead of a campaign object ({ "schemaVersion": ${SCHEMA_VERSION}, "name": …, "characters": […] … })`,
        'not-object',
        found(data)
      )
    )
  }
  const root = data as Record<string, unknown>

  // ---- which version?
  let version: number
  if (!('schemaVersion' in root)) {
    if (!('characters' in root)) {
      problems.add([], said('not a campaign file: it has neither "schemaVersion" nor "characters"', 'not-campaign'))
      return fail(problems)
    }
    version = 0
  } else {
    const v = root.schemaVersion
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) {
      problems.add(
        ['schemaVersion'],
        said(`must be a whole number from 1 to ${SCHEMA_VERSION} (found ${describe(v)})`, 'bad-schema-version', {
          max: SCHEMA_VERSION,
          ...found(v)
        })
      )
      return fail(problems)
    }
    version = v
  }

  if (version > SCHEMA_VERSION) return parseNewer(root, version, problems)

  if (version < SCHEMA_VERSION) {
    const old = version as OldVersion
    const res = OLD_SCHEMAS[old].safeParse(root)
    if (!res.success) {
      problems.addIssues(res.error.issues, root)
      return fail(problems)
    }
    const campaign = migrate(old, res.data, fileStem(fileName))
    const check = CampaignSchema.safeParse(campaign)
    if (!check.success) {
      // a migration produced something invalid: report it in the old file's terms
      problems.addIssues(check.error.issues, campaign, (p) => pathInVersion(old, p))
      return fail(problems)
    }
    for (const p of integrityProblems(check.data)) problems.add(pathInVersion(old, p.path), p)
    if (problems.problems.length > 0) return fail(problems)
    return { ok: true, campaign: check.data, migratedFrom: version }
  }

  const res = CampaignSchema.safeParse(root)
  if (!res.success) {
    problems.addIssues(res.error.issues, root)
    return fail(problems)
  }
  for (const p of integrityProblems(res.data)) problems.add(p.path, p)
  if (problems.problems.length > 0) return fail(problems)
  return { ok: true, campaign: res.data }
}

/** A file from a newer version: shown read-only when it still reads as the current schema minus new fields. */
function parseNewer(root: Record<string, unknown>, version: number, problems: ProblemList): ParseResult {
  const copy = JSON.parse(JSON.stringify({ ...root, schemaVersion: SCHEMA_VERSION })) as Record<string, unknown>
  for (let attempt = 0; attempt < 50; attempt++) {
    const res = CampaignSchema.safeParse(copy)
    if (res.success) {
      if (integrityProblems(res.data).length > 0) break
      return {
        ok: true,
        campaign: res.data,
        readOnly: `written by a newer version (schema ${version})`,
        newerVersion: version
      }
    }
    const unknown = res.error.issues.filter((i) => i.code === 'unrecognized_keys')
    if (unknown.length === 0 || unknown.length !== res.error.issues.length) break
    for (const issue of unknown) {
      const obj = valueAt(copy, issue.path as JsonPath) as Record<string, unknown>
      for (const key of issue.keys) delete obj[key]
    }
  }
  problems.add(
    ['schemaVersion'],
    said(
      `written by a newer version of Encumbrance (schema ${version}); this version reads schema ${SCHEMA_VERSION} and older and cannot show it: update the app`,
      'newer-version',
      { version, max: SCHEMA_VERSION }
    )
  )
  return fail(problems)
}
