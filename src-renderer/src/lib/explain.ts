// What main reported, said in the UI's language (src-shared/contract/explain.ts): main sends a code
// and, where it matters, a reason with its values; its English `message` only goes to the log.
import { OpError } from '@shared/campaign'
import {
  type ContractError,
  type FileProblem,
  explainContractError,
  explainLocated as located,
  explainProblem as problem,
  hasReason
} from '@shared/contract'
import type { ReasonParams } from '@shared/core'
import { toContractError } from './api/errors'
import type { Messages } from '@shared/i18n'

/** Whatever a failed call threw (an ApiError from main, an OpError of a local change…), as a ContractError with its reason and values. */
export function asContractError(e: unknown): ContractError {
  if (e instanceof OpError) {
    const error: ContractError = { code: e.code === 'invalid' ? 'invalid-input' : e.code, message: e.message }
    if (e.why) Object.assign(error, { reason: e.why.reason }, e.why.params ? { params: e.why.params } : {})
    return error
  }
  return toContractError(e, e instanceof Error ? e.message || e.name : String(e))
}

/** One sentence for a failure: its reason, else the first located problem of a file, else its code. */
export function explainError(e: unknown, m: Messages): string {
  const error = asContractError(e)
  if (!hasReason(error)) console.warn(`[${error.code}] ${error.message}`)
  const said = explainContractError(error, m.errors)
  // A change refused by a read-only campaign says so before why ("Read-only: written by a newer version…").
  return error.code === 'read-only' && error.reason ? m.banner.readOnly(said) : said
}

export function explainProblem(p: FileProblem, m: Messages): string {
  return problem(p, m.errors)
}

export function explainLocated(p: FileProblem, m: Messages): string {
  return located(p, m.errors)
}

/** Why the campaign is read-only (null when it is not). */
export function explainReadOnly(
  state: {
    readOnly: string | null
    readOnlyReason: { reason: 'newer-version' | 'opened-read-only' | 'locked-by'; params?: ReasonParams } | null
  },
  m: Messages
): string | null {
  if (state.readOnly === null) return null
  const why = state.readOnlyReason
  return why ? m.errors.reason[why.reason](why.params ?? {}) : m.errors.code['read-only']
}
