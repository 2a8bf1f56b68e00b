// `report` and `report --sessions` (issue 28 item 5) through the CLI's run(args, io) seam on real files:
// each character's level, wealth and expected wealth, the party fund; each session's value received. The
// figures are the golden vectors of tests/unit/wealth/golden.ts (worked out by hand from RULES.md §14, §15).
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applyOp } from '@shared/campaign/apply-op'
import { checkOp } from '@shared/campaign/op-check'
import type { Campaign } from '@shared/campaign/schema'
import { CliInputError, type CliIO } from '../../../src-main/cli/index'
import { run, type CampaignReport } from '../../../src-main/cli/report'
import { RECEIVED_GOLDEN, RECEIVED_OPS, receivedStart, WEALTH_GOLDEN, wealthCampaign } from '../wealth/golden'

let dir: string
const files = { wealth: '', played: '' }

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'enc-report-wealth-'))
  files.wealth = join(dir, 'wealth.json')
  files.played = join(dir, 'played.json')
  const wealth: Campaign = { ...wealthCampaign(), wealth: { scale: 'high', startingGp: 150 } }
  await writeFile(files.wealth, JSON.stringify(wealth, null, 2))
  const played = RECEIVED_OPS.reduce((c, op) => applyOp(c, checkOp(op)), receivedStart())
  await writeFile(files.played, JSON.stringify(played, null, 2))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

async function report(args: string[]): Promise<{ code: number; json: CampaignReport; stderr: string }> {
  let out = ''
  let err = ''
  const io: CliIO = {
    readStdin: () => Promise.resolve(''),
    stdout: (t) => (out += t),
    stderr: (t) => (err += t)
  }
  const code = await run(args, io)
  return { code, json: JSON.parse(out || 'null') as CampaignReport, stderr: err }
}

describe('cli report: levels, wealth, expected wealth, party fund (RULES.md §15)', () => {
  it('gives each character its level, wealth and expected wealth, and the campaign its party fund', async () => {
    const { code, json } = await report([files.wealth])
    expect(code).toBe(0)
    const by = Object.fromEntries(json.characters.map((c) => [c.id, c]))
    // level 5 under the high scale: 10,500 × 2
    expect(by.valeros).toMatchObject({ level: 5, wealth: WEALTH_GOLDEN.valeros, expectedWealth: 21000 })
    expect(by.merisiel).toMatchObject({ level: null, wealth: WEALTH_GOLDEN.merisiel, expectedWealth: null })
    // another bearer counts in its owner's wealth: no fields of its own
    expect('wealth' in by.mule!).toBe(false)
    expect(json.partyFund).toBe(WEALTH_GOLDEN.partyFund)
    expect(json.fundShare).toBe(WEALTH_GOLDEN.fundShare)
    expect(json.sessions).toBeUndefined()
  })

  it('--sessions lists each session with the value each character received, outside any session first', async () => {
    const { code, json } = await report([files.played, '--sessions'])
    expect(code).toBe(0)
    expect(json.sessions).toEqual([
      { id: null, name: null, date: null, closed: null, received: RECEIVED_GOLDEN.outsideSessions },
      { id: 's1', name: 'Session 1', date: '2026-12-01', closed: true, received: RECEIVED_GOLDEN.s1 },
      { id: 's2', name: 'Session 2', date: '2026-12-02', closed: true, received: RECEIVED_GOLDEN.s2 },
      { id: 's3', name: 'Session 3', date: '2026-12-03', closed: true, received: RECEIVED_GOLDEN.s3 }
    ])
    expect(json.received).toEqual(RECEIVED_GOLDEN.wholeCampaign)
  })

  it('refuses a second file or an unknown option with its usage', async () => {
    await expect(report([files.played, files.wealth])).rejects.toThrow(CliInputError)
    await expect(report(['--sessions'])).rejects.toThrow(/report <campaign.json> \[--sessions\]/)
  })
})
