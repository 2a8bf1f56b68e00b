// Machine-readable reasons for what main reports — refusals, save failures, read-only files, the
// problems of a file that cannot be opened — so the renderer says them in the GM's language. The
// English `message` beside each stays as it was, for logs and the CLI.

/** Values a reason's sentence needs (a count, an id, a path); never sentences themselves. */
export type ReasonParams = Record<string, string | number>

/** Why a call failed, a save failed, or the campaign is read-only. */
export const ERROR_REASONS = [
  // saving and the disk
  'disk-full',
  'no-permission',
  'disk-error',
  'changed-on-disk',
  /** The campaign file has several names (hard links, params.links ≥ 2): never written, it would split. params.path. */
  'hard-linked',
  'campaign-closed',
  // read-only
  'newer-version',
  'opened-read-only',
  'locked-by',
  // files
  'file-exists',
  'file-not-found',
  'no-campaign',
  'file-is-open',
  'path-not-absolute',
  'path-not-json',
  /** A path holding a NUL byte (an attack or a bug: no file system takes one). */
  'path-nul',
  /** The browser host writes only inside folders the GM allowed: params.path, params.folder. */
  'path-outside-folders',
  /** A folder that cannot be allowed (a system folder, the disk's root, not a folder): params.path. */
  'folder-not-allowed',
  'backup-newer-version',
  /** A folder where the app writes a file (EISDIR): params.path. */
  'path-is-folder',
  /** A file where the path needs a folder (ENOTDIR): params.path, that file. */
  'path-not-folder',
  // refused changes
  'character-not-found',
  'place-not-found',
  'owner-invalid',
  'line-not-found',
  'custom-item-not-found',
  'id-taken',
  'custom-item-in-use',
  'not-enough',
  'same-holder',
  'ledger-needed',
  /** The change would leave the campaign unsaveable: params.path, params.problem (a ProblemReason) and its values. */
  'change-invalid',
  'container-paradox',
  'not-a-container',
  'no-coins',
  'exchange-too-small',
  'same-kind',
  'sold-twice',
  /** A session is open already (RULES.md §15: at most one): params.id, params.name, the open one. */
  'session-already-open',
  /** No play session has that id: params.id. */
  'session-not-found',
  /** The session was closed already: params.id, params.name. */
  'session-closed',
  /** A character level outside 1–20: params.level, params.min, params.max (and params.field, where). */
  'level-out-of-range',
  // exports
  'pdf-unavailable',
  /** The ledger export's holder is no character or place of the campaign, nor one its ledger names: params.path, params.id, params.holder. */
  'ledger-holder-not-found',
  'export-folder-missing',
  'export-is-folder',
  'export-over-campaign',
  'export-extension',
  'export-not-regular-file',
  // the browser host (renderer side)
  'host-unreachable',
  'host-refused',
  'host-error'
] as const
export type ErrorReason = (typeof ERROR_REASONS)[number]

/** What is wrong in a campaign file, at a located place (FileProblem). */
export const PROBLEM_REASONS = [
  // the bytes and the JSON
  'empty-file',
  'blank-file',
  'utf16',
  'not-utf8',
  'cannot-read',
  'not-regular-file',
  /** Several names for one file (hard links, params.links ≥ 2): refused, each name would be saved apart. */
  'hard-linked',
  'too-large',
  'too-deep',
  'unreadable',
  'no-such-file',
  'json-syntax',
  'null-root',
  'not-object',
  'not-campaign',
  'bad-schema-version',
  'newer-version',
  // a field (zod issues)
  'missing',
  'missing-one-of',
  'wrong-type',
  'not-whole',
  'text-too-long',
  'list-too-long',
  'too-big',
  'text-empty',
  'text-too-short',
  'list-too-short',
  'too-small',
  'one-of',
  'no-form',
  'datetime',
  'format',
  'unknown-field',
  // across fields
  'duplicate-id',
  'unknown-custom-item',
  'unknown-catalog-item',
  /** A ledger entry's bag (fromBag, toBag) on the side that is outside the party. */
  'bag-outside-party',
  // references (integrity.ts): a line's bag (params.id; other: where another holder has it), a bearer's
  // owner (params.id, the owner; params.bearer)
  'in-missing',
  'in-other-holder',
  'in-itself',
  'in-each-other',
  'in-not-container',
  'bag-in-bag',
  'owner-missing',
  'owner-itself',
  'owner-is-bearer',
  'owner-on-character',
  /** A name the file cannot use as a key (`__proto__`): params.key. */
  'reserved-key',
  /** A custom limit's key starts with "@" but names no group (issue 25 item 10): params.key. */
  'unknown-limit-target',
  /** A character level outside 1–20 (RULES.md §15): params.level, params.min, params.max. */
  'level-out-of-range',
  /** A calendar date that is not one ("2026-02-30", "3/12/2026"): params as `found`. */
  'date',
  /** A ledger entry names a play session the file does not have: params.id. */
  'unknown-session',
  /** A second play session without `closedAt` (at most one is open): params.id, params.other (the first one's path). */
  'sessions-open',
  // the list was cut
  'more-problems'
] as const
export type ProblemReason = (typeof PROBLEM_REASONS)[number]

/**
 * What a value found in a file was, in words the UI builds in its own language: `found` is its kind,
 * `value` the JSON of a short value (number, text, true/false), `count` a list's or a long text's length.
 */
export type FoundKind =
  'nothing' | 'null' | 'number' | 'huge-number' | 'text' | 'long-text' | 'list' | 'object' | 'other'

/** A zod type name as `expected` (`int`, `number`, `string`, `boolean`, `object`, `array`, `null`, `record`, …). */
export type ExpectedType = string

/** A reason with its values. */
export interface Reasoned<R extends string> {
  reason: R
  params?: ReasonParams
}

/** Node's error code of a failed write → why, for the GM: the disk is full, no permission, or another disk error. */
export function diskReason(code: unknown): 'disk-full' | 'no-permission' | 'disk-error' {
  if (code === 'ENOSPC' || code === 'EDQUOT') return 'disk-full'
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') return 'no-permission'
  return 'disk-error'
}

/**
 * invalid-input: the call's input was refused (nothing changed); invalid-file: a campaign file cannot
 * be read (see `problems`, `backups`); not-found: no such file, character, line…; conflict: the call
 * clashes with the current state (file exists, changed on disk…); read-only: the campaign cannot be
 * changed; io: the disk failed; internal: a bug.
 */
export const ERROR_CODES = [
  'invalid-input',
  'invalid-file',
  'not-found',
  'conflict',
  'read-only',
  'io',
  'internal'
] as const
export type ErrorCode = (typeof ERROR_CODES)[number]

/** A problem with a campaign file, located. */
export interface FileProblem {
  file: string
  message: string
  /** JSON path (`characters[2].strength`) or null. */
  path: string | null
  line: number | null
  column: number | null
  /** What is wrong, for the UI to translate (`message` is the English sentence). */
  reason?: ProblemReason
  params?: ReasonParams
}
