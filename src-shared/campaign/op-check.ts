// The one check of an Op in main (ARCHITECTURE.md, invariants): the store runs it before folding, so it
// guards every writer — the desktop and the browser host through dispatch, the CLI directly. Dispatch
// checks a call's envelope only and leaves the ops to it. A refusal is an OpError('invalid') worded as
// the contract words any refused input: `<where>: <field>: <problem>`, with the reason a schema rule gave.
import type { z } from 'zod'
import { ERROR_REASONS, type ErrorReason, type ReasonParams, type Reasoned } from '../core/reasons'
import { OpError } from './op-error'
import { OpSchemas, type Op, type OpType } from './ops'

type Issue = z.core.$ZodIssue

/** A zod refusal as one English line: `ops[1].patch.quantity: Too small…; …`, five issues at most. */
export function describeIssues(issues: readonly Issue[]): string {
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

/** The reason a schema rule gave its refusal (`params: { reason }` on a custom issue), with the field's path. */
export function issueReason(issues: readonly Issue[]): Reasoned<ErrorReason> | undefined {
  for (const issue of issues) {
    if (issue.code !== 'custom') continue
    const { reason, ...params } = (issue.params ?? {}) as { reason?: string } & ReasonParams
    if (reason && (ERROR_REASONS as readonly string[]).includes(reason))
      return { reason: reason as ErrorReason, params: { ...params, field: issue.path.join('.') } }
  }
  return undefined
}

function isOpType(type: unknown): type is OpType {
  return typeof type === 'string' && Object.hasOwn(OpSchemas, type)
}

/** One op's issues, their paths under `at`; the op as the schema gives it back when there are none. */
function parse(op: unknown, at: PropertyKey[]): { op: Op } | { issues: Issue[] } {
  const obj = op !== null && typeof op === 'object' && !Array.isArray(op) ? (op as Record<string, unknown>) : null
  const type = obj?.type
  if (!isOpType(type)) {
    const message = obj ? `not an op type: ${JSON.stringify(type ?? null).slice(0, 80)}` : 'an op is an object'
    return { issues: [{ code: 'custom', path: obj ? [...at, 'type'] : at, message, input: op }] }
  }
  const { type: _, ...payload } = obj!
  const res = (OpSchemas[type] as z.ZodType).safeParse(payload)
  if (res.success) return { op: { ...(res.data as object), type } as Op }
  return { issues: res.error.issues.map((issue) => ({ ...issue, path: [...at, ...issue.path] })) }
}

function refusal(where: string, issues: Issue[], opIndex?: number): OpError {
  const why = issueReason(issues) as OpError['why']
  return new OpError('invalid', `${where}: ${describeIssues(issues)}`, { opIndex, why })
}

/** The op to fold, or an OpError('invalid') worded `<type>: <field>: <problem>` (nothing is changed). */
export function checkOp(op: unknown): Op {
  const res = parse(op, [])
  if ('op' in res) return res.op
  const type = (op as { type?: unknown } | null)?.type
  throw refusal(isOpType(type) ? type : 'op', res.issues)
}

/**
 * A batch's ops to fold, or an OpError('invalid') naming each malformed op by its place,
 * `batch/apply: ops[1].holder: …` (the contract's name for a batch), its index the first one's.
 */
export function checkBatch(ops: readonly unknown[]): Op[] {
  const valid: Op[] = []
  const issues: Issue[] = []
  let first: number | undefined
  ops.forEach((op, i) => {
    const res = parse(op, ['ops', i])
    if ('op' in res) valid.push(res.op)
    else {
      first ??= i
      issues.push(...res.issues)
    }
  })
  if (first !== undefined) throw refusal('batch/apply', issues, first)
  return valid
}
