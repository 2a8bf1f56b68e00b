// RULES.md §15 against the golden vectors of golden.ts (figures worked out by hand), through the public entry
// @shared/wealth, on campaigns made by the real fold (checkOp + applyOp, as the store applies them).
import { describe, expect, it } from 'vitest'
import { applyOp } from '@shared/campaign/apply-op'
import { checkOp } from '@shared/campaign/op-check'
import { CampaignSchema, type Campaign } from '@shared/campaign/schema'
import {
  expectedWealth,
  fundShare,
  partyFund,
  receivedBy,
  receivedBySession,
  sessionReport,
  wealthOf
} from '@shared/wealth'
import {
  EXPECTED_HIGH,
  EXPECTED_LOW,
  EXPECTED_STANDARD,
  RECEIVED_GOLDEN,
  RECEIVED_OPS,
  receivedStart,
  WEALTH_GOLDEN,
  wealthCampaign
} from './golden'

const plain = (m: Map<string, number>) => Object.fromEntries(m)

function played(): Campaign {
  return RECEIVED_OPS.reduce((c, op) => applyOp(c, checkOp(op)), receivedStart())
}

describe('wealth (golden: coins, a +1 weapon, a bag of holding’s contents, a mule’s load)', () => {
  const c = wealthCampaign()

  it('the golden campaign is a valid file', () => {
    expect(CampaignSchema.parse(c)).toEqual(c)
  })

  it('a character’s wealth: its lines, its bag’s contents, its own bearers’ lines and its coins at face value', () => {
    expect(wealthOf(c, 'valeros')).toBe(WEALTH_GOLDEN.valeros)
    expect(wealthOf(c, 'merisiel')).toBe(WEALTH_GOLDEN.merisiel)
    // the mule is counted in its owner’s wealth; on its own, only its load
    expect(wealthOf(c, 'mule')).toBe(WEALTH_GOLDEN.mule)
    const noMule = { ...c, characters: c.characters.filter((ch) => ch.id !== 'mule') }
    expect(wealthOf(noMule, 'valeros')).toBe(WEALTH_GOLDEN.valerosWithoutMule)
    expect(wealthOf(c, 'nobody')).toBe(0)
  })

  it('the party fund (stash and places) and each character’s equal share, never in its own wealth', () => {
    expect(partyFund(c)).toBe(WEALTH_GOLDEN.partyFund)
    expect(fundShare(c)).toBe(WEALTH_GOLDEN.fundShare)
    expect(fundShare({ ...c, characters: [] })).toBe(0)
  })
})

describe('expected wealth (golden: every level, every scale)', () => {
  it.each(Object.entries(EXPECTED_STANDARD))('standard, level %s', (level, gp) => {
    expect(expectedWealth(Number(level), { scale: 'standard', startingGp: 150 })).toBe(gp)
    expect(expectedWealth(Number(level), undefined)).toBe(gp)
  })
  it.each(Object.entries(EXPECTED_LOW))('low fantasy (×0.5), level %s', (level, gp) => {
    expect(expectedWealth(Number(level), { scale: 'low', startingGp: 150 })).toBe(gp)
  })
  it.each(Object.entries(EXPECTED_HIGH))('high fantasy (×2), level %s', (level, gp) => {
    expect(expectedWealth(Number(level), { scale: 'high', startingGp: 150 })).toBe(gp)
  })

  it('level 1 is the starting wealth the GM entered (default 150 gp), whatever the scale', () => {
    expect(expectedWealth(1, undefined)).toBe(150)
    for (const scale of ['low', 'standard', 'high'] as const) {
      expect(expectedWealth(1, { scale, startingGp: 150 })).toBe(150)
      expect(expectedWealth(1, { scale, startingGp: 175 })).toBe(175)
    }
  })

  it('no level, or one outside 1–20: no expected wealth', () => {
    for (const level of [undefined, 0, 21, 4.5]) expect(expectedWealth(level, undefined)).toBeNull()
  })
})

describe('value received (golden: three sessions with a sale, a use and a give-back)', () => {
  const c = played()

  it('the played campaign is a valid file, every entry of a session stamped with it', () => {
    expect(CampaignSchema.parse(c)).toEqual(c)
    expect(c.ledger.filter((e) => e.session === undefined).map((e) => e.id)).toEqual(['e-0'])
  })

  it('per session, outside any session first', () => {
    const rows = receivedBySession(c).map((r) => [r.session?.id ?? null, plain(r.byCharacter)])
    expect(rows).toEqual([
      [null, RECEIVED_GOLDEN.outsideSessions],
      ['s1', RECEIVED_GOLDEN.s1],
      ['s2', RECEIVED_GOLDEN.s2],
      ['s3', RECEIVED_GOLDEN.s3]
    ])
  })

  it('over the sessions picked, and over the whole campaign', () => {
    expect(plain(receivedBy(c, { sessions: ['s1', 's2', 's3'] }))).toEqual(RECEIVED_GOLDEN.threeSessions)
    expect(plain(receivedBy(c, { sessions: ['s2'] }))).toEqual(RECEIVED_GOLDEN.s2)
    expect(plain(receivedBy(c))).toEqual(RECEIVED_GOLDEN.wholeCampaign)
  })

  it('an older entry without a recorded value is valued from its ref', () => {
    // the same ledger as a v4 file had it: no valueGp anywhere (the sale's line kept its own, as v4 wrote it)
    const old = {
      ...c,
      ledger: c.ledger.map(({ valueGp, ...e }) =>
        e.action === 'sell' && e.to.type === 'outside' ? { ...e, valueGp: valueGp! } : e
      )
    }
    // every value but the longsword +1 found in session 1 is its item's: that one is a plain longsword (15) then
    expect(plain(receivedBy(old, { sessions: ['s1'] }))).toEqual({ valeros: 2365 - 2315 + 15, merisiel: 150 })
    expect(plain(receivedBy(old, { sessions: ['s2', 's3'] }))).toEqual({ valeros: 1207.5 - 100, merisiel: 0 })
  })

  it('a session’s report: haul, received per character and bearer, sold, used, spent, loads before and after', () => {
    const r = sessionReport(c, 's2')!
    const g = RECEIVED_GOLDEN.report2
    expect(r.session.id).toBe('s2')
    expect(r.haulGp).toBe(g.haulGp)
    expect(r.received).toEqual([
      {
        characterId: 'valeros',
        valueGp: RECEIVED_GOLDEN.s2.valeros,
        bearers: [{ characterId: 'mule', valueGp: g.valerosMule }]
      },
      { characterId: 'merisiel', valueGp: RECEIVED_GOLDEN.s2.merisiel, bearers: [] }
    ])
    expect(r.received[0]!.valueGp - r.received[0]!.bearers[0]!.valueGp).toBe(g.valerosOwn)
    expect(r.sold.map((s) => ({ ref: s.entry.ref.id, valueGp: s.valueGp, proceedsGp: s.entry.proceedsGp }))).toEqual(
      g.sold
    )
    expect(r.used.map((u) => ({ quantity: u.entry.quantity, valueGp: u.valueGp }))).toEqual(g.used)
    expect(r.spent).toEqual(g.spent)
    expect(Object.keys(r.loadsBefore).sort()).toEqual(['merisiel', 'mule', 'valeros'])
    expect(r.loadsAfter).toEqual(c.sessions![1]!.loadsAtClose)
    expect(sessionReport(c, 's1')!.haulGp).toBe(RECEIVED_GOLDEN.report1HaulGp)
    expect(sessionReport(c, 'nope')).toBeNull()
  })
})
