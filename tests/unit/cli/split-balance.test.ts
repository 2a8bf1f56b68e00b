// Issue 28 item 4: `cli split --campaign <file> --balance-campaign [--sessions <id,id>]` balances what each
// character received over the campaign (or those sessions) with the screen's own functions: the dialog's
// ticks (openingTicks, setupOf with its balance option), buildSplitInput (receivedBy), the worker's runSplit.
// The campaign: the sample, with two closed sessions in which Aria got 1,000 gp, then Borin 300 gp.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applyBatch, type Campaign, type Op } from '@shared/campaign'
import { en } from '@shared/i18n'
import { buildSplitInput, openingTicks, setupOf } from '@shared/split'
import { receivedBy } from '@shared/wealth'
import { runSplit } from '../../../src-renderer/src/lib/split/split-api'
import { toOutput } from '../../../src-main/cli/split'
import { main, type CliIO } from '../../../src-main/cli/index'

const SAMPLE = join(process.cwd(), 'resources', 'sample-campaign.json')
const AT = '2026-01-01T00:00:00Z'

async function fixture(): Promise<Campaign> {
  const c = JSON.parse(await readFile(SAMPLE, 'utf8')) as Campaign
  const give = (who: string, quantity: number, n: number): Op => ({
    type: 'line/move',
    from: { type: 'stash' },
    to: { type: 'character', id: who },
    lineId: 'l-stash-1',
    quantity,
    newLineId: `l-got-${n}`,
    ledgerId: `g-got-${n}`,
    at: AT
  })
  return applyBatch(c, [
    { type: 'session/open', session: { id: 's1', name: 'Soirée 1 — la crypte', date: '2026-01-01' }, at: AT },
    give('c-aria', 1000, 1),
    { type: 'session/close', id: 's1', at: AT },
    { type: 'session/open', session: { id: 's2', name: 'Soirée 2', date: '2026-01-08' }, at: AT },
    give('c-borin', 300, 2),
    { type: 'session/close', id: 's2', at: AT }
  ])
}

/** What the screen's split gives with the dialog opened as is, the option ticked (no consolidation: the CLI's --no-consolidate). */
function screen(c: Campaign, sessions: string[] | null) {
  const ticks = openingTicks(c, { participants: {}, included: {} })
  const setup = setupOf(c, {
    ...ticks,
    fund: false,
    claims: {},
    fill: {},
    fillCoins: {},
    balance: true,
    balanceSessions: sessions ? Object.fromEntries(sessions.map((id) => [id, true])) : null
  })
  const input = buildSplitInput(c, setup, en.lootSplit.fund)
  return toOutput(runSplit(input), input)
}

function memoryIO(): CliIO & { out: string; err: string } {
  const io = {
    out: '',
    err: '',
    readStdin: async () => '',
    stdout: (t: string) => void (io.out += t),
    stderr: (t: string) => void (io.err += t)
  }
  return io
}

type Printed = ReturnType<typeof toOutput> & { moves: unknown[]; ops: number; written: boolean }

async function cli(file: string, ...args: string[]): Promise<{ status: number; printed: Printed; err: string }> {
  const io = memoryIO()
  const status = await main(['split', '--campaign', file, '--no-consolidate', ...args], io)
  return { status, printed: (io.out ? JSON.parse(io.out) : null) as Printed, err: io.err }
}

const spread = (xs: readonly number[]) => Math.max(...xs) - Math.min(...xs)

let dir: string
let file: string
let campaign: Campaign
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'split-balance-'))
  campaign = await fixture()
  file = join(dir, 'campaign.json')
  await writeFile(file, JSON.stringify(campaign))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('cli split --balance-campaign', () => {
  it("prints the screen's split over the whole campaign: each one's total before → after, the gap narrowed", async () => {
    const received = receivedBy(campaign)
    // the sample's own ledger counts too (entries outside any session): Aria well ahead of Borin
    expect(received.get('c-aria')! - received.get('c-borin')!).toBeGreaterThan(500)
    const on = await cli(file, '--balance-campaign')
    expect(on.err).toBe('')
    expect(on.status).toBe(0)
    const expected = screen(campaign, null)
    const { moves: _moves, ops: _ops, written, ...preview } = on.printed
    expect(preview).toEqual(expected)
    expect(written).toBe(false)
    const totals = on.printed.campaign!.totals
    for (const t of totals) {
      expect(t.beforeGp).toBe(received.get(t.character))
      const share = on.printed.shares.find((s) => s.character === t.character)!.valueGp
      expect(t.afterGp).toBeCloseTo(t.beforeGp + share, 2)
    }
    // Against the split without the option: the same loads, a smaller campaign gap.
    const off = await cli(file)
    expect(off.printed.campaign).toBeUndefined()
    expect(on.printed.loads).toEqual(off.printed.loads)
    const offTotals = off.printed.shares.map((s) => (received.get(s.character) ?? 0) + s.valueGp)
    expect(on.printed.campaign!.spreadGp).toBeLessThan(spread(offTotals))
    expect(spread(totals.map((t) => t.afterGp))).toBeCloseTo(on.printed.campaign!.spreadGp, 2)
  })

  it('--sessions counts only the sessions named (Borin’s 300 gp, not Aria’s 1,000)', async () => {
    const on = await cli(file, '--balance-campaign', '--sessions', 's2')
    expect(on.status).toBe(0)
    expect(on.printed).toMatchObject(screen(campaign, ['s2']))
    const before = Object.fromEntries(on.printed.campaign!.totals.map((t) => [t.character, t.beforeGp]))
    expect(before['c-borin']).toBe(300)
    expect(before['c-aria']).toBe(0)
  })

  it('refuses an unknown session, and --sessions without the option, naming them (exit 2, nothing printed)', async () => {
    const unknown = await cli(file, '--balance-campaign', '--sessions', 's2,nope')
    expect(unknown.status).toBe(2)
    expect(unknown.err).toContain('--sessions: the campaign has no session "nope"')
    expect(unknown.printed).toBeNull()
    const alone = await cli(file, '--sessions', 's1')
    expect(alone.status).toBe(2)
    expect(alone.err).toContain('--sessions needs --balance-campaign')
  })
})
