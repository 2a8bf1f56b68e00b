// Issue 24 item 6a: an op is validated once in main, by the store, which every writer goes through (the
// browser host and the desktop through dispatch, the CLI directly). So a malformed op is refused with
// the same located message and the same reason through HTTP as through the store the CLI writes with,
// and nothing changes either way. Before, dispatch and the store each checked it and each worded it.
import { describe, expect, it } from 'vitest'
import { readFile } from 'node:fs/promises'
import type { Op } from '@shared/campaign/ops'
import type { ContractError } from '@shared/contract/contract'
import { toContractError } from '../../../src-main/handlers/errors'
import { start, type Running } from './running-host'

const stash = { type: 'stash' as const }

/** What the store itself says of the same op (the CLI's door), as the contract would carry it. */
function storeSays(write: () => unknown): ContractError {
  try {
    write()
  } catch (e) {
    return toContractError(e)
  }
  throw new Error('the store accepted a malformed op')
}

async function refusedOverHttp(r: Running, channel: string, body: unknown): Promise<ContractError> {
  const before = await readFile(r.file, 'utf8')
  const res = await r.post(channel, body)
  expect(res.status, res.body).toBe(400)
  const error = (JSON.parse(res.body) as { ok: false; error: ContractError }).error
  expect(r.host.session.store.state.revision).toBe(0)
  await r.host.session.store.flush()
  expect(await readFile(r.file, 'utf8')).toBe(before)
  return error
}

describe('a malformed op is refused once, by the store, the same through HTTP and the CLI', () => {
  it('one op: a negative quantity, located at its field', async () => {
    const r = await start()
    const body = { holder: stash, lineId: 's-gold', patch: { quantity: -3 } }
    const http = await refusedOverHttp(r, 'line/update', body)
    expect(http).toMatchObject({ code: 'invalid-input' })
    expect(http.message).toMatch(/^line\/update: patch\.quantity: /)
    expect(storeSays(() => r.host.session.store.apply({ type: 'line/update', ...body } as Op))).toEqual(http)
    expect(r.host.session.store.state.revision).toBe(0)
  })

  it('one op: a name the file cannot keep, located in its record', async () => {
    const r = await start()
    const body = JSON.parse('{"customLimits":{"__proto__":[10,20,30]}}') as Record<string, unknown>
    const http = await refusedOverHttp(r, 'options/update', body)
    expect(http.code).toBe('invalid-input')
    expect(http.message).toBe('options/update: customLimits.__proto__: "__proto__" cannot be a name here')
    const op = JSON.parse('{"type":"options/update","customLimits":{"__proto__":[10,20,30]}}') as Op
    expect(storeSays(() => r.host.session.store.apply(op))).toEqual(http)
  })

  it('a batch: the malformed op is named by its place in the batch', async () => {
    const r = await start()
    const ops = [{ type: 'campaign/rename', name: 'ok' }, { type: 'line/split' }] as unknown as Op[]
    const http = await refusedOverHttp(r, 'batch/apply', { label: 'x', ops })
    expect(http.code).toBe('invalid-input')
    expect(http.message).toMatch(/^batch\/apply: ops\[1\]/)
    expect(storeSays(() => r.host.session.store.applyBatch(ops, 'x'))).toEqual(http)
    expect(r.host.session.store.campaign.name).toBe('Rise of the Runelords')
  })
})
