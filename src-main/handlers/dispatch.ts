// The one entry point for calls from a renderer (IPC or HTTP): checks the channel name, validates
// the payload with the channel's zod schema (a channel carrying ops: its envelope; the store checks the
// ops, once, for every writer), runs the handler, and turns any failure into a ContractError value.
// Nothing is thrown across.
import type { z } from 'zod'
import { contract, type Channel, type ContractError, type Handlers, type Result, isChannelName } from '@shared/contract'
import { describeIssues, issueReason } from '@shared/campaign'
import { toContractError } from './errors'

export type Dispatch = (channel: unknown, raw: unknown) => Promise<Result<unknown>>

export function invalidInput(message: string): ContractError {
  return { code: 'invalid-input', message }
}

export function createDispatch(handlers: Handlers): Dispatch {
  return async (channel, raw) => {
    if (!isChannelName(channel)) {
      return { ok: false, error: invalidInput(`unknown channel ${JSON.stringify(String(channel)).slice(0, 80)}`) }
    }
    // A channel that carries ops: its envelope only; the store checks each op, once, for every writer.
    const spec: { input: unknown; envelope?: z.ZodType } = contract[channel]
    const parsed = (spec.envelope ?? (spec.input as z.ZodType)).safeParse(raw)
    if (!parsed.success) {
      const error = invalidInput(`${channel}: ${describeIssues(parsed.error.issues)}`)
      const why = issueReason(parsed.error.issues)
      return { ok: false, error: why ? { ...error, reason: why.reason, params: why.params } : error }
    }
    try {
      const handler = handlers[channel as Channel] as (input: unknown) => Promise<unknown>
      return { ok: true, value: await handler(parsed.data) }
    } catch (e) {
      return { ok: false, error: toContractError(e) }
    }
  }
}
