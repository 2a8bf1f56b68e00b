// Failures a handler reports on purpose, and the mapping of anything thrown (store, op, file system)
// to a ContractError: a code the UI translates, a located message, never a stack trace.
import { OpError } from '../../src-shared/campaign/apply-op'
import type { ContractError, ErrorCode, FileProblem } from '../../src-shared/contract/contract'
import { CampaignFileError, ChangedOnDiskError, ReadOnlyError, StoreError } from '../store'

type Backups = NonNullable<ContractError['backups']>

export class ContractFailure extends Error {
  override readonly name = 'ContractFailure'

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly problems?: FileProblem[],
    readonly backups?: Backups
  ) {
    super(message)
  }
}

function error(code: ErrorCode, message: string, problems?: FileProblem[], backups?: Backups): ContractError {
  const out: ContractError = { code, message }
  if (problems?.length) out.problems = problems
  if (backups?.length) out.backups = backups
  return out
}

const NODE_NOT_FOUND = new Set(['ENOENT', 'ENOTDIR'])
const NODE_IO = new Set(['EACCES', 'EPERM', 'EISDIR', 'EROFS', 'ENOSPC', 'EEXIST', 'EBUSY', 'EMFILE', 'EIO', 'ENAMETOOLONG'])

export function toContractError(e: unknown): ContractError {
  if (e instanceof ContractFailure) return error(e.code, e.message, e.problems, e.backups)
  if (e instanceof CampaignFileError) {
    const code: ErrorCode = e.code === 'not-found' ? 'not-found' : e.code === 'io' ? 'io' : 'invalid-file'
    return error(code, e.message, e.problems, e.backups)
  }
  if (e instanceof OpError) return error(e.code === 'invalid' ? 'invalid-input' : e.code, e.message)
  if (e instanceof StoreError) return error(e.code === 'closed' ? 'conflict' : e.code, e.message)
  if (e instanceof ChangedOnDiskError) return error('conflict', e.message)
  if (e instanceof ReadOnlyError) return error('read-only', e.message)
  const err = e as { code?: unknown; message?: unknown } | null
  const message = err && typeof err.message === 'string' && err.message ? err.message : String(e)
  if (err && typeof err.code === 'string') {
    if (NODE_NOT_FOUND.has(err.code)) return error('not-found', message)
    if (NODE_IO.has(err.code)) return error('io', message)
  }
  return error('internal', message)
}
