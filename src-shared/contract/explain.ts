// Sentences for what main reports, in the GM's language, from the code, reason and values it sends
// (reasons.ts); the English `message` is only for logs and the CLI. Used by the renderer's banners
// and dialogs and by the Electron shell's native error dialog.
import type { ContractError, FileProblem } from './contract'
import type { ErrorTexts } from '../i18n/reasons-en'

export type { ErrorTexts } from '../i18n/reasons-en'

/** What is wrong in a file (older hosts send no reason: their English message). */
export function explainProblem(problem: FileProblem, t: ErrorTexts): string {
  const say = problem.reason ? t.problem[problem.reason] : undefined
  return say ? say(problem.params ?? {}) : problem.message
}

/** "campaign.json, line 3, column 5 (characters[0].strength): must be a whole number (found 2.5)". */
export function explainLocated(problem: FileProblem, t: ErrorTexts): string {
  const name = problem.file.split(/[\\/]/).pop() ?? problem.file
  const at = problem.line !== null ? t.at(problem.line, problem.column) : ''
  return t.located(`${name}${at}${problem.path ? ` (${problem.path})` : ''}`, explainProblem(problem, t))
}

/** One sentence for a failure: its reason, else the first located problem of a file, else what its code says. */
export function explainContractError(error: ContractError, t: ErrorTexts): string {
  const say = error.reason ? t.reason[error.reason] : undefined
  if (say) return say(error.params ?? {})
  const first = error.problems?.[0]
  if (error.code === 'invalid-file' && first) return explainLocated(first, t)
  return t.code[error.code] ?? t.code.internal
}

/** True when the sentence says more than the bare code (the English detail is worth a log line otherwise). */
export function hasReason(error: ContractError): boolean {
  return !!error.reason || (error.code === 'invalid-file' && !!error.problems?.length)
}
