import { ERROR_CODES } from '../../../../src-shared/contract/channels'
import type { ContractError, ErrorCode, FileProblem } from '../../../../src-shared/contract/contract'

/** A contract call that failed: the code the UI translates, a located message, file problems. */
export class ApiError extends Error implements ContractError {
  readonly code: ErrorCode
  readonly problems?: FileProblem[]
  /** The channel that was called. */
  readonly channel: string

  constructor(channel: string, error: ContractError) {
    super(error.message)
    this.name = 'ApiError'
    this.channel = channel
    this.code = error.code
    if (error.problems) this.problems = error.problems
  }
}

/** Reads an error envelope defensively: whatever arrives becomes a well-formed ContractError. */
export function toContractError(raw: unknown, fallback: string): ContractError {
  if (raw && typeof raw === 'object') {
    const r = raw as Record<string, unknown>
    const code = (ERROR_CODES as readonly unknown[]).includes(r.code) ? (r.code as ErrorCode) : 'internal'
    const message = typeof r.message === 'string' && r.message ? r.message : fallback
    return Array.isArray(r.problems) ? { code, message, problems: r.problems as FileProblem[] } : { code, message }
  }
  return { code: 'internal', message: fallback }
}
