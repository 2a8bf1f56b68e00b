// The one entry point for calls from a renderer (IPC or HTTP): checks the channel name, validates
// the payload with the channel's zod schema, runs the handler, and turns any failure into a
// ContractError value. Nothing is thrown across.
import type { z } from 'zod'
import { contract, type Channel, type ContractError, type Handlers, type Result, isChannelName } from '@shared/contract'
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

export function createDispatch(handlers: Handlers): Dispatch {
  return async (channel, raw) => {
    if (!isChannelName(channel)) {
      return { ok: false, error: invalidInput(`unknown channel ${JSON.stringify(String(channel)).slice(0, 80)}`) }
    }
    const schema = contract[channel].input as z.ZodType
    const parsed = schema.safeParse(raw)
    if (!parsed.success) {
      return { ok: false, error: invalidInput(`${channel}: ${describeIssues(parsed.error.issues)}`) }
    }
    try {
      const handler = handlers[channel as Channel] as (input: unknown) => Promise<unknown>
      return { ok: true, value: await handler(parsed.data) }
    } catch (e) {
      return { ok: false, error: toContractError(e) }
    }
  }
}
