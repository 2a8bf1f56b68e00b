// A drop's tier was painted one frame late: the changed characters went to the engine worker and
// back (structured clones, the answer queued behind the frame that moved the line). Small batches
// are now evaluated at once on the UI thread; large ones still go to the worker.
import { describe, expect, it } from 'vitest'
import { evaluateParty, type EvalResult } from '../../../src-renderer/src/lib/engine/party'
import { INLINE_LINES, inlineSmallBatches } from '../../../src-renderer/src/lib/engine/inline'
import type { EvaluateInput } from '@shared/rules/types'
import { makeCharacter } from '../../bench/engine'

function counting() {
  const calls: number[] = []
  const worker = (inputs: EvaluateInput[]): Promise<EvalResult[]> => {
    calls.push(inputs.length)
    return Promise.resolve(evaluateParty(inputs))
  }
  return { calls, evaluate: inlineSmallBatches(worker) }
}

describe('drop tier painted one frame late (evaluations inline for small batches)', () => {
  it('evaluates two changed characters without the worker, with the results the worker gives', async () => {
    const { calls, evaluate } = counting()
    const inputs = [makeCharacter(1, 300), makeCharacter(2, 300)]
    const pending = evaluate(inputs)
    let settled = false
    void pending.then(() => (settled = true))
    await Promise.resolve()
    expect(settled).toBe(true) // within the microtasks of the drop, before any frame
    expect(await pending).toEqual(evaluateParty(inputs))
    expect(calls).toEqual([])
  })

  it('sends a batch past INLINE_LINES to the worker', async () => {
    const { calls, evaluate } = counting()
    const inputs = Array.from({ length: 9 }, (_, i) => makeCharacter(10 + i, 500))
    expect(9 * 500).toBeGreaterThan(INLINE_LINES)
    expect(await evaluate(inputs)).toEqual(evaluateParty(inputs))
    expect(calls).toEqual([9])
  })

  it('keeps one character’s bad input an error for that character only', async () => {
    const { evaluate } = counting()
    const bad = { character: { strength: 10 }, items: null } as unknown as EvaluateInput
    const [ok, error] = await evaluate([makeCharacter(3, 10), bad])
    expect(ok!.ok).toBe(true)
    expect(error!.ok).toBe(false)
  })
})
