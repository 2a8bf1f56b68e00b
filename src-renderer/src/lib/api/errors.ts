import { ERROR_CODES, type ContractError, type ErrorCode, type FileProblem } from '@shared/contract'
import { ERROR_REASONS, type ErrorReason, type ReasonParams } from '@shared/core'

/** A contract call that failed: the code the UI translates, a located message, file problems. */
export class ApiError extends Error implements ContractError {
  readonly code: ErrorCode
  readonly problems?: FileProblem[]
  readonly backups?: ContractError['backups']
  readonly reason?: ErrorReason
  readonly params?: ReasonParams
  /** The channel that was called. */
  readonly channel: string

  constructor(channel: string, error: ContractError) {
    super(error.message)
    this.name = 'ApiError'
    this.channel = channel
    this.code = error.code
    if (error.problems) this.problems = error.problems
    if (error.backups) this.backups = error.backups
    if (error.reason) this.reason = error.reason
    if (error.params) this.params = error.params
  }
}

/** Reads an error envelope defensively: whatever arrives becomes a well-formed ContractError. */
export function toContractError(raw: unknown, fallback: string): ContractError {
  if (raw && typeof raw === 'object') {
    const r = raw as Record<string, unknown>
    const code = (ERROR_CODES as readonly unknown[]).includes(r.code) ? (r.code as ErrorCode) : 'internal'
    const message = typeof r.message === 'string' && r.message ? r.message : fallback
    const out: ContractError = { code, message }
    if (Array.isArray(r.problems)) out.problems = r.problems as FileProblem[]
    if (Array.isArray(r.backups)) out.backups = r.backups as ContractError['backups']
    if ((ERROR_REASONS as readonly unknown[]).includes(r.reason)) out.reason = r.reason as ErrorReason
    if (r.params && typeof r.params === 'object' && !Array.isArray(r.params)) out.params = r.params as ReasonParams
    return out
  }
  return { code: 'internal', message: fallback }
}
