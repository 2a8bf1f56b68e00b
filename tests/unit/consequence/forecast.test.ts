// The forecast before a change (issue 10 item 7) folds each scenario with the batch fold main uses
// (issue 24 item 6b), and evaluates with the engine function the worker runs, here in-process.
import { describe, expect, it } from 'vitest'
import { applyBatch, type Character, type Op } from '@shared/campaign'
import { evaluateParty } from '../../../src-renderer/src/lib/engine/party'
import { Forecaster } from '../../../src-renderer/src/lib/consequence/forecast'
import { AT, sampleCampaign } from '../contract/fixtures'

const stash = { type: 'stash' as const }
const toLem = { type: 'character' as const, id: 'lem' }

function forecaster(): { f: Forecaster; calls: number[] } {
  const calls: number[] = []
  const f = new Forecaster(async (inputs) => {
    calls.push(inputs.length)
    return evaluateParty(inputs)
  }, new WeakMap<Character, never>())
  return { f, calls }
}

const move = (quantity: number, n = 1): Op => ({
  type: 'line/move',
  from: stash,
  to: toLem,
  lineId: 's-gold',
  quantity,
  newLineId: `new-${n}`,
  ledgerId: `mv-${n}`,
  at: AT
})

describe('Forecaster', () => {
  it('gives the characters a scenario changes, before and after, as the batch fold leaves them', async () => {
    const base = sampleCampaign()
    const { f } = forecaster()
    const scenario = [move(100, 1), move(100, 2)]
    const [outcomes] = await f.forecast(base, [scenario])
    const after = applyBatch(base, scenario)
    expect(outcomes).toHaveLength(1)
    const lem = outcomes![0]!
    expect(lem.id).toBe('lem')
    expect(lem.before.character).toBe(base.characters[1])
    expect(lem.after.character).toEqual(after.characters[1])
    expect(lem.after.evaluation.groups).not.toEqual(lem.before.evaluation.groups)
  })

  it('gives null for a scenario whose ops cannot apply, and evaluates nothing twice', async () => {
    const base = sampleCampaign()
    const { f, calls } = forecaster()
    const [good, impossible, empty] = await f.forecast(base, [[move(10)], [move(10), move(1_000)], []])
    expect(good).toHaveLength(1)
    expect(impossible).toBeNull()
    expect(empty).toEqual([])
    expect(calls).toEqual([2])
    await f.forecast(base, [[move(10)]])
    expect(calls).toEqual([2, 1])
  })
})
