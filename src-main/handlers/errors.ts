// Failures a handler reports on purpose, and the mapping of anything thrown (store, op, file system)
// to a ContractError: a code and a reason the UI translates, a located English message (logs, CLI),
// never a stack trace.
import { OpError } from '@shared/campaign'
import type { ContractError, ErrorCode, FileProblem } from '@shared/contract'
import { diskReason, type ErrorReason, type ReasonParams, type Reasoned } from '@shared/core'
import { statSync } from 'node:fs'
import { dirname } from 'node:path'
import { CampaignFileError, ChangedOnDiskError, NotRegularFileError, ReadOnlyError, StoreError } from '../store'

type Backups = NonNullable<ContractError['backups']>
type Why = Reasoned<ErrorReason>

export class ContractFailure extends Error {
  override readonly name = 'ContractFailure'

  readonly problems?: FileProblem[]
  readonly backups?: Backups
  readonly why?: Why

  constructor(
    readonly code: ErrorCode,
    message: string,
    options: ErrorDetails = {}
  ) {
    super(message)
    this.problems = options.problems
    this.backups = options.backups
    this.why = options.why
  }

  /** The same failure again (a file that could not be opened at start-up, reported on every call). */
  static from(error: ContractError): ContractFailure {
    return new ContractFailure(error.code, error.message, {
      problems: error.problems,
      backups: error.backups,
      why: error.reason ? { reason: error.reason, ...(error.params ? { params: error.params } : {}) } : undefined
    })
  }
}

type ErrorDetails = { problems?: FileProblem[]; backups?: Backups; why?: Why }

function error(code: ErrorCode, message: string, { problems, backups, why }: ErrorDetails = {}): ContractError {
  const out: ContractError = { code, message }
  if (problems?.length) out.problems = problems
  if (backups?.length) out.backups = backups
  if (why) {
    out.reason = why.reason
    if (why.params) out.params = why.params
  }
  return out
}

/** A reason some errors carry (OpError, StoreError, ReadOnlyError): `why`. */
function whyOf(e: unknown): Why | undefined {
  const why = (e as { why?: Why } | null)?.why
  return why && typeof why.reason === 'string' ? why : undefined
}

const NODE_IO = new Set([
  'EACCES',
  'EPERM',
  'EISDIR',
  'EROFS',
  'ENOSPC',
  'EDQUOT',
  'EEXIST',
  'EBUSY',
  'EMFILE',
  'EIO',
  'ENAMETOOLONG'
])

/** `<file>.tmp-…`, the temporary file of a durable write: the GM chose `<file>`. */
const TEMP_SUFFIX = /\.tmp-\d{10}[0-9a-f]{6}$/

/** The nearest part of `path` that exists and is not a folder (ENOTDIR names the whole path). */
function fileInTheWay(path: string): string {
  for (let p = path; p !== dirname(p); p = dirname(p)) {
    let s
    try {
      s = statSync(p, { throwIfNoEntry: false })
    } catch {
      continue // ENOTDIR: the file in the way is further up
    }
    if (s && !s.isDirectory()) return p
  }
  return path
}

/** A file system refusal as a located reason: what the GM can mend is a 4xx, with the path and what to do. */
function fileSystemError(code: string, message: string, rawPath: string): ContractError | undefined {
  const path = rawPath.replace(TEMP_SUFFIX, '')
  switch (code) {
    case 'ENOENT':
      return error('not-found', message, { why: { reason: 'file-not-found', params: { path } } })
    case 'ENOTDIR':
      return error('invalid-input', message, {
        why: { reason: 'path-not-folder', params: { path: fileInTheWay(path) } }
      })
    case 'EISDIR':
      return error('invalid-input', message, { why: { reason: 'path-is-folder', params: { path } } })
    case 'EEXIST':
      return error('conflict', message, { why: { reason: 'file-exists', params: { path } } })
  }
  if (NODE_IO.has(code)) {
    const params: ReasonParams = path ? { code, path } : { code }
    return error('io', message, { why: { reason: diskReason(code), params } })
  }
  return undefined
}

export function toContractError(e: unknown): ContractError {
  if (e instanceof ContractFailure) return error(e.code, e.message, e)
  if (e instanceof CampaignFileError) {
    const code: ErrorCode = e.code === 'not-found' ? 'not-found' : e.code === 'io' ? 'io' : 'invalid-file'
    const why: Why | undefined =
      e.code === 'not-found' ? { reason: 'file-not-found', params: { path: e.file } } : undefined
    return error(code, e.message, { problems: e.problems, backups: e.backups, why })
  }
  if (e instanceof OpError) return error(e.code === 'invalid' ? 'invalid-input' : e.code, e.message, { why: whyOf(e) })
  if (e instanceof StoreError) return error(e.code === 'closed' ? 'conflict' : e.code, e.message, { why: e.why })
  if (e instanceof ChangedOnDiskError)
    return error('conflict', e.message, { why: { reason: 'changed-on-disk', params: { path: e.file } } })
  if (e instanceof ReadOnlyError) return error('read-only', e.message, { why: e.why })
  if (e instanceof NotRegularFileError) {
    const why: Why =
      e.kind === 'folder'
        ? { reason: 'path-is-folder', params: { path: e.file } }
        : { reason: 'export-not-regular-file', params: { path: e.file, kind: e.kind } }
    return error('invalid-input', e.message, { why })
  }
  const err = e as { code?: unknown; message?: unknown; path?: unknown; file?: unknown } | null
  const message = err && typeof err.message === 'string' && err.message ? err.message : String(e)
  if (err && typeof err.code === 'string') {
    // Node's errors name `path`; IncompleteWriteError (a short write, a full disk) names `file`
    const path = typeof err.path === 'string' ? err.path : typeof err.file === 'string' ? err.file : ''
    const found = fileSystemError(err.code, message, path)
    if (found) return found
  }
  return error('internal', message)
}
