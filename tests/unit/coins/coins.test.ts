import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  COIN_KINDS,
  CoinInputError,
  coinCount,
  coinKindNamed,
  consolidate,
  consolidation,
  exchange,
  purseValueCp,
  type CoinKind,
  type Purse
} from '@shared/core/coins'
import { compareTiers, evaluate, type EngineItem } from '@shared/rules'
import { bearerArb, itemsArb, optionsArb } from '../rules/arbitraries'

const count = fc.integer({ min: 0, max: 2_000_000 })
const purseArb: fc.Arbitrary<Purse> = fc.record({ pp: count, gp: count, sp: count, cp: count })
const kindArb: fc.Arbitrary<CoinKind> = fc.constantFrom(...COIN_KINDS)
const feeArb = fc.oneof(
  fc.constant(0),
  fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100)
)

function coinLines(purse: Purse): EngineItem[] {
  return COIN_KINDS.filter((k) => purse[k] > 0).map((k) => ({ name: k, type: 'coins', quantity: purse[k] }))
}

describe('coin rates (RULES.md §14)', () => {
  it('1 pp = 10 gp = 100 sp = 1,000 cp', () => {
    expect(purseValueCp({ pp: 1, gp: 0, sp: 0, cp: 0 })).toBe(1000)
    expect(purseValueCp({ pp: 0, gp: 10, sp: 0, cp: 0 })).toBe(1000)
    expect(purseValueCp({ pp: 0, gp: 0, sp: 100, cp: 0 })).toBe(1000)
    expect(purseValueCp({ pp: 0, gp: 0, sp: 0, cp: 1000 })).toBe(1000)
  })

  it('names a line’s coin kind in English or French', () => {
    expect(coinKindNamed('Pièces d’or')).toBe('gp')
    expect(coinKindNamed('Silver pieces')).toBe('sp')
    expect(coinKindNamed('pc')).toBe('cp')
    expect(coinKindNamed('Pièces de platine')).toBe('pp')
    expect(coinKindNamed('Gems')).toBeUndefined()
  })
})

describe('exchange', () => {
  it('5,000 sp → 500 gp, nothing lost without a fee', () => {
    const r = exchange({ pp: 0, gp: 0, sp: 5000, cp: 0 }, { from: 'sp', to: 'gp' })
    expect(r).toEqual({ purse: { pp: 0, gp: 500, sp: 0, cp: 0 }, given: 5000, received: 500, feeCp: 0 })
  })

  it('keeps the remainder that cannot make a whole coin', () => {
    const r = exchange({ pp: 0, gp: 0, sp: 0, cp: 2078 }, { from: 'cp', to: 'gp' })
    expect(r.purse).toEqual({ pp: 0, gp: 20, sp: 0, cp: 78 })
    expect(r.given).toBe(2000)
  })

  it('a 10 % fee: 1,000 cp buy 9 gp; 1 gp buys 9 sp', () => {
    expect(exchange({ pp: 0, gp: 0, sp: 0, cp: 1000 }, { from: 'cp', to: 'gp', feePercent: 10 })).toMatchObject({
      received: 9,
      given: 1000,
      feeCp: 100
    })
    expect(exchange({ pp: 0, gp: 1, sp: 0, cp: 0 }, { from: 'gp', to: 'sp', feePercent: 10 })).toMatchObject({
      received: 9,
      given: 1,
      feeCp: 10
    })
  })

  it('takes only the coins that pay for what it gives (15 cp at 10 % buy 1 sp for 12 cp)', () => {
    const r = exchange({ pp: 0, gp: 0, sp: 0, cp: 15 }, { from: 'cp', to: 'sp', feePercent: 10 })
    expect(r).toMatchObject({ received: 1, given: 12, purse: { cp: 3, sp: 1 } })
  })

  it('refuses what cannot be: more than held, fractional coins, a fee over 100 %, a kind for itself', () => {
    const purse = { pp: 0, gp: 3, sp: 0, cp: 0 }
    const reason = (f: () => unknown) => {
      try {
        f()
      } catch (e) {
        expect(e).toBeInstanceOf(CoinInputError)
        return (e as CoinInputError).reason
      }
      return 'no error'
    }
    expect(reason(() => exchange(purse, { from: 'gp', to: 'sp', quantity: 4 }))).toBe('not-enough')
    expect(reason(() => exchange(purse, { from: 'gp', to: 'sp', quantity: 1.5 }))).toBe('not-a-count')
    expect(reason(() => exchange(purse, { from: 'gp', to: 'sp', feePercent: 101 }))).toBe('bad-fee')
    expect(reason(() => exchange(purse, { from: 'gp', to: 'gp' }))).toBe('same-kind')
    expect(reason(() => exchange({ ...purse, cp: -1 }, { from: 'gp', to: 'sp' }))).toBe('not-a-count')
  })

  it('never creates or loses value beyond the fee', () => {
    fc.assert(
      fc.property(
        purseArb,
        kindArb,
        kindArb,
        feeArb,
        fc.double({ min: 0, max: 1, noNaN: true }),
        (p, from, to, fee, share) => {
          fc.pre(from !== to)
          const quantity = Math.floor(p[from] * share)
          const r = exchange(p, { from, to, quantity, feePercent: fee })
          const lost = purseValueCp(p) - purseValueCp(r.purse)
          expect(lost).toBe(r.feeCp)
          expect(lost).toBeGreaterThanOrEqual(0)
          // The fee is at most the fee on what was handed over, plus less than one coin of `to` of rounding.
          const handed = purseValueCp({ pp: 0, gp: 0, sp: 0, cp: 0, [from]: r.given } as Purse)
          const rateTo = purseValueCp({ pp: 0, gp: 0, sp: 0, cp: 0, [to]: 1 } as Purse)
          expect(lost).toBeLessThan((handed * fee) / 100 + rateTo + 1e-6)
          if (fee === 0) expect(lost).toBe(0)
          // Only offered coins leave; the rest stays as it was.
          expect(r.given).toBeLessThanOrEqual(quantity)
          for (const k of COIN_KINDS) if (k !== from && k !== to) expect(r.purse[k]).toBe(p[k])
          expect(r.purse[from]).toBe(p[from] - r.given)
          expect(r.purse[to]).toBe(p[to] + r.received)
        }
      )
    )
  })

  it('an upward exchange never adds coins', () => {
    fc.assert(
      fc.property(purseArb, kindArb, kindArb, feeArb, (p, a, b, fee) => {
        fc.pre(a !== b)
        const [from, to] = purseValueCp({ ...zero, [a]: 1 }) < purseValueCp({ ...zero, [b]: 1 }) ? [a, b] : [b, a]
        expect(coinCount(exchange(p, { from, to, feePercent: fee }).purse)).toBeLessThanOrEqual(coinCount(p))
      })
    )
  })
})

const zero: Purse = { pp: 0, gp: 0, sp: 0, cp: 0 }

describe('consolidate', () => {
  it('the issue’s haul: 5,000 sp → 500 gp → 50 pp', () => {
    expect(consolidate({ ...zero, sp: 5000 })).toEqual({ ...zero, pp: 50 })
    expect(consolidation({ ...zero, sp: 5000, cp: 78 })).toEqual({
      after: { pp: 50, gp: 0, sp: 7, cp: 8 },
      saved: 5078 - 65,
      changes: [
        { kind: 'pp', delta: 50 },
        { kind: 'sp', delta: -4993 },
        { kind: 'cp', delta: -70 }
      ]
    })
  })

  it('keeps the value and gives the fewest coins (checked against every purse of that value)', () => {
    fc.assert(
      fc.property(purseArb, (p) => {
        const c = consolidate(p)
        expect(purseValueCp(c)).toBe(purseValueCp(p))
        expect(coinCount(c)).toBeLessThanOrEqual(coinCount(p))
        expect(c.gp).toBeLessThan(10)
        expect(c.sp).toBeLessThan(10)
        expect(c.cp).toBeLessThan(10)
      })
    )
    // Exhaustively for small values: no purse of the same value has fewer coins.
    for (let v = 0; v <= 2100; v++) {
      let fewest = Infinity
      for (let pp = 0; pp * 1000 <= v; pp++)
        for (let gp = 0; pp * 1000 + gp * 100 <= v; gp++)
          for (let sp = 0; pp * 1000 + gp * 100 + sp * 10 <= v; sp++)
            fewest = Math.min(fewest, pp + gp + sp + (v - pp * 1000 - gp * 100 - sp * 10))
      expect(coinCount(consolidate({ ...zero, cp: v }))).toBe(fewest)
    }
  })

  it('never raises any load (the real engine, any bearer, options and other gear)', () => {
    fc.assert(
      fc.property(bearerArb, optionsArb, itemsArb(), purseArb, (bearer, options, items, p) => {
        const before = evaluate({ character: bearer, options, items: [...items, ...coinLines(p)] })
        const after = evaluate({ character: bearer, options, items: [...items, ...coinLines(consolidate(p))] })
        expect(compareTiers(after.load, before.load)).toBeLessThanOrEqual(0)
        for (const g of after.groups) {
          const was = before.groups.find((h) => h.key === g.key)
          if (was) expect(compareTiers(g.load, was.load)).toBeLessThanOrEqual(0)
        }
      }),
      { numRuns: 300 }
    )
  })
})
