// The one entry point for calls from a renderer (IPC or HTTP): checks the channel name, validates
// the payload with the channel's zod schema, runs the handler, and turns any failure into a
// ContractError value. Nothing is thrown across.
import type { z } from 'zod'
import { contract, type Channel, type ContractError, type Handlers, type Result, isChannelName } from '@shared/contract'
import { ERROR_REASONS, type ErrorReason, type ReasonParams } from '@shared/core'
import { toContractError } from './errors'

export type Dispatch = (channel: unknown, raw: unknown) => Promise<Result<unknown>>

function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return (
    issues
      .slice(0, 5)
      .map((issue) => {
        const path = issue.path.reduce<string>(
          (acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : acc ? `${acc}.${String(key)}` : String(key)),
          ''
        )
        return path ? `${path}: ${issue.message}` : issue.message
      })
      .join('; ') + (issues.length > 5 ? `; and ${issues.length - 5} more` : '')
  )
}

export function invalidInput(message: string): ContractError {
  return { code: 'invalid-input', message }
}

/** The reason a contract rule gave its refusal (`params: { reason }` on a zod issue), with the field's path. */
function reasonOf(issues: readonly z.core.$ZodIssue[]): Pick<ContractError, 'reason' | 'params'> {
  for (const issue of issues) {
    if (issue.code !== 'custom') continue
    const { reason, ...params } = (issue.params ?? {}) as { reason?: string } & ReasonParams
    if (reason && (ERROR_REASONS as readonly string[]).includes(reason))
      return { reason: reason as ErrorReason, params: { ...params, field: issue.path.join('.') } }
  }
  return {}
}

export function createDispatch(handlers: Handlers): Dispatch {
  return async (channel, raw) => {
    if (!isChannelName(channel)) {
      return { ok: false, error: invalidInput(`unknown channel ${JSON.stringify(String(channel)).slice(0, 80)}`) }
    }
    const schema = contract[channel].input as z.ZodType
    const parsed = schema.safeParse(raw)
    if (!parsed.success) {
      const error = invalidInput(`${channel}: ${describeIssues(parsed.error.issues)}`)
      return { ok: false, error: { ...error, ...reasonOf(parsed.error.issues) } }
    }
    try {
      const handler = handlers[channel as Channel] as (input: unknown) => Promise<unknown>
      return { ok: true, value: await handler(parsed.data) }
    } catch (e) {
      return { ok: false, error: toContractError(e) }
    }
  }
}
