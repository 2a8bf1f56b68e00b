// Issue 14 items 1–2 through applyOp: exchange and selling never create or lose value beyond the fee or
// the rate; consolidation never raises any load (the real engine); the ledger still reconciles.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { applyOp, newCampaign, OpError } from '@shared/campaign/apply-op'
import { purseOf } from '@shared/campaign/coin-ops'
import type { Holder, Op } from '@shared/campaign/ops'
import { reconcile } from '@shared/campaign/reconcile'
import type { Campaign, InventoryLine } from '@shared/campaign/schema'
import { characterToEvaluateInput } from '@shared/campaign/to-engine'
import { getCatalogEntry } from '@shared/catalog'
import { COIN_KINDS, purseValueCp, type CoinKind } from '@shared/core/coins'
import { compareTiers, evaluate } from '@shared/rules'
import { messages } from '@shared/i18n/index'
import { ledgerNote } from '@shared/i18n/ledger-note'
import { character, line } from './fixtures/party'

const AT = '2026-12-01T20:00:00Z'
const ezren: Holder = { type: 'character', id: 'c-ezren' }
const stash: Holder = { type: 'stash' }
const kindArb = fc.constantFrom<CoinKind>(...COIN_KINDS)
const count = fc.integer({ min: 0, max: 30_000 })

function party(lines: InventoryLine[], stashLines: InventoryLine[] = []): Campaign {
  const c = newCampaign('Evening', 'fr')
  c.characters.push(character('c-ezren', 'Ezren', { inventory: lines }))
  c.stash = stashLines
  // the lines arrived through the ledger, so that it reconciles
  for (const [holder, ls] of [
    [ezren, lines],
    [stash, stashLines]
  ] as const)
    for (const l of ls)
      c.ledger.push({
        id: `in-${l.id}`,
        at: AT,
        item: l.ref.id,
        ref: l.ref,
        quantity: l.quantity,
        from: { type: 'outside' },
        to: holder.type === 'stash' ? holder : { type: 'character', id: holder.id }
      })
  return c
}

const coins = (id: string, kind: CoinKind, quantity: number, extra: Partial<InventoryLine> = {}): InventoryLine =>
  line(id, `coin-${kind}`, quantity, extra)

/** Coins of a purse arb as several lines (a kind may have two lines), plus a bag-free valued line. */
const purseLinesArb = fc
  .record({ pp: count, gp: count, sp: count, cp: count, extraGp: fc.integer({ min: 0, max: 500 }) })
  .map(({ extraGp, ...p }) => {
    const ls: InventoryLine[] = []
    for (const k of COIN_KINDS) if (p[k] > 0) ls.push(coins(`l-${k}`, k, p[k]))
    if (extraGp > 0) ls.push(coins('l-gp-2', 'gp', extraGp))
    return ls
  })

const valueCp = (c: Campaign, holder: Holder) =>
  purseValueCp(purseOf(holder.type === 'stash' ? c.stash : c.characters[0]!.inventory))

function loads(c: Campaign) {
  const ev = evaluate(characterToEvaluateInput(c, c.characters[0]!, getCatalogEntry))
  return { final: ev.load, groups: new Map(ev.groups.map((g) => [g.key, g.load])) }
}

describe('exchange (issue 14 item 1)', () => {
  it('never creates or loses value but the fee, which the ledger records; the ledger reconciles', () => {
    fc.assert(
      fc.property(
        purseLinesArb,
        kindArb,
        kindArb,
        fc.option(fc.integer({ min: 1, max: 40_000 }), { nil: undefined }),
        fc.option(
          fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100),
          { nil: undefined }
        ),
        (lines, from, to, quantity, feePercent) => {
          const c = party(lines)
          const op: Op = { type: 'coins/exchange', holder: ezren, from, to, newLineId: 'x', ledgerId: 'g-x', at: AT }
          if (quantity !== undefined) op.quantity = quantity
          if (feePercent !== undefined) op.feePercent = feePercent
          let after: Campaign
          try {
            after = applyOp(c, op)
          } catch (e) {
            expect(e).toBeInstanceOf(OpError)
            expect((e as OpError).why?.reason).toMatch(/same-kind|no-coins|not-enough|exchange-too-small/)
            return
          }
          const fee = after.ledger.find((e) => e.id === 'g-x')?.feeGp ?? 0
          expect(valueCp(c, ezren) - valueCp(after, ezren)).toBe(Math.round(fee * 100))
          // without a fee nothing is lost at all
          if (!feePercent) expect(fee).toBe(0)
          // the fee is at most the percentage asked of what was handed over, plus less than one coin received
          const given = after.ledger.find((e) => e.id === 'g-x')!.quantity
          const rateFrom = { pp: 1000, gp: 100, sp: 10, cp: 1 }[from]
          const rateTo = { pp: 1000, gp: 100, sp: 10, cp: 1 }[to]
          expect(fee * 100).toBeLessThanOrEqual((given * rateFrom * (feePercent ?? 0)) / 100 + rateTo)
          expect(reconcile(after)).toEqual([])
        }
      ),
      { numRuns: 300 }
    )
  })

  it('5,000 sp → 500 gp: −45 units of coins, and the silver line is gone', () => {
    const c = party([coins('l-sp', 'sp', 5000)])
    const after = applyOp(c, {
      type: 'coins/exchange',
      holder: ezren,
      from: 'sp',
      to: 'gp',
      newLineId: 'x',
      ledgerId: 'g-x',
      at: AT
    })
    expect(after.characters[0]!.inventory).toEqual([coins('x-gp', 'gp', 500)])
    const before = evaluate(characterToEvaluateInput(c, c.characters[0]!, getCatalogEntry))
    const now = evaluate(characterToEvaluateInput(after, after.characters[0]!, getCatalogEntry))
    expect(
      before.groups.find((g) => g.key.includes('coin'))!.units - now.groups.find((g) => g.key.includes('coin'))!.units
    ).toBe(45)
  })

  it('leaves coins in a bag or with a value of their own alone', () => {
    const c = party([coins('l-old', 'sp', 300, { valueGp: 1 }), coins('l-sp', 'sp', 100)])
    const after = applyOp(c, { type: 'coins/consolidate', holder: ezren, newLineId: 'x', ledgerId: 'g', at: AT })
    expect(after.characters[0]!.inventory).toEqual([coins('l-old', 'sp', 300, { valueGp: 1 }), coins('x-pp', 'pp', 1)])
  })
})

describe('consolidation (issue 14 item 1)', () => {
  it('keeps the value, gives the fewest coins and never raises any load (the engine)', () => {
    fc.assert(
      fc.property(purseLinesArb, fc.integer({ min: 0, max: 6 }), (lines, daggers) => {
        const all = daggers > 0 ? [...lines, line('l-d', 'dagger', daggers)] : lines
        const c = party(all)
        const after = applyOp(c, { type: 'coins/consolidate', holder: ezren, newLineId: 'x', ledgerId: 'g', at: AT })
        expect(valueCp(after, ezren)).toBe(valueCp(c, ezren))
        const p = purseOf(after.characters[0]!.inventory)
        expect(p.cp < 10 && p.sp < 10 && p.gp < 10).toBe(true)
        const a = loads(c)
        const b = loads(after)
        expect(compareTiers(b.final, a.final)).toBeLessThanOrEqual(0)
        for (const [key, load] of b.groups)
          expect(compareTiers(load, a.groups.get(key) ?? 'none')).toBeLessThanOrEqual(0)
        expect(reconcile(after)).toEqual([])
        // consolidating again changes nothing
        expect(
          applyOp(after, { type: 'coins/consolidate', holder: ezren, newLineId: 'y', ledgerId: 'h', at: AT })
        ).toEqual(after)
      }),
      { numRuns: 300 }
    )
  })
})

describe('regression: a consolidation read "change de pièces" in the ledger, like an exchange', () => {
  it('the ledger says which one the GM did, in both languages, on the screen and in the CSV (one note)', () => {
    const c = party([coins('l-cp', 'cp', 250), coins('l-sp', 'sp', 40)])
    const merged = applyOp(c, { type: 'coins/consolidate', holder: ezren, newLineId: 'x', ledgerId: 'g', at: AT })
    const changed = applyOp(c, {
      type: 'coins/exchange',
      holder: ezren,
      from: 'cp',
      to: 'gp',
      quantity: 200,
      newLineId: 'x',
      ledgerId: 'g',
      at: AT
    })
    const notes = (after: Campaign, lang: 'en' | 'fr') =>
      after.ledger.slice(c.ledger.length).map((e) => ledgerNote(e, messages(lang), lang))
    expect(new Set(notes(merged, 'fr'))).toEqual(new Set(['pièces regroupées']))
    expect(new Set(notes(merged, 'en'))).toEqual(new Set(['coins consolidated']))
    expect(new Set(notes(changed, 'fr'))).toEqual(new Set(['change de pièces']))
    expect(new Set(notes(changed, 'en'))).toEqual(new Set(['coins exchanged']))
  })
})

describe('selling (issue 14 item 2)', () => {
  const gem = (q: number): InventoryLine => line('l-gem', 'potion', q, { valueGp: 12.34, fullValue: true })
  const sword = (q: number): InventoryLine => line('l-sword', 'longsword', q)

  it('the proceeds are the value times the rate (half, full for fullValue and coins, or the GM’s), to the cp, as the fewest coins', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.option(
          fc.integer({ min: 0, max: 20_000 }).map((bp) => bp / 100),
          { nil: undefined }
        ),
        fc.boolean(),
        (gems, swords, sp, ratePercent, toEzren) => {
          const c = party(
            [gem(gems), sword(swords), ...(sp > 0 ? [coins('l-sp', 'sp', sp)] : [])],
            [coins('s-gp', 'gp', 7)]
          )
          const to = toEzren ? ezren : stash
          const op: Op = {
            type: 'line/sell',
            holder: ezren,
            lines: [
              { lineId: 'l-gem', quantity: gems },
              { lineId: 'l-sword', quantity: swords },
              ...(sp > 0 ? [{ lineId: 'l-sp', quantity: sp }] : [])
            ],
            to,
            newLineId: 'sale',
            ledgerId: 'g-s',
            at: AT
          }
          if (ratePercent !== undefined) op.ratePercent = ratePercent
          const after = applyOp(c, op)
          const sold = after.ledger.filter((e) => e.action === 'sell' && e.id.startsWith('g-s-s'))
          const bp = (full: boolean) =>
            ratePercent !== undefined ? Math.round(ratePercent * 100) : full ? 10_000 : 5_000
          const expected =
            Math.floor((1234 * gems * bp(true)) / 10_000) +
            Math.floor((1500 * swords * bp(false)) / 10_000) +
            Math.floor((10 * sp * bp(true)) / 10_000)
          expect(sold.reduce((s, e) => s + Math.round(e.proceedsGp! * 100), 0)).toBe(expected)
          // what arrived at `to` is exactly the proceeds (the sold silver left Ezren first)
          const gained = valueCp(after, to) - valueCp(c, to) + (toEzren ? sp * 10 : 0)
          expect(gained).toBe(expected)
          // the proceeds came as the fewest coins
          const paid = after.ledger.filter((e) => e.id.startsWith('g-s-p'))
          for (const e of paid) if (e.ref.id !== 'coin-pp') expect(e.quantity).toBeLessThan(10)
          expect(after.characters[0]!.inventory.some((l) => l.id === 'l-gem' || l.id === 'l-sword')).toBe(false)
          expect(reconcile(after)).toEqual([])
        }
      ),
      { numRuns: 300 }
    )
  })

  it('3 longswords at half value: 22.5 gp into the stash as 2 pp 2 gp 5 sp, recorded with the rate and the value', () => {
    const after = applyOp(party([sword(5)]), {
      type: 'line/sell',
      holder: ezren,
      lines: [{ lineId: 'l-sword', quantity: 3 }],
      newLineId: 'sale',
      ledgerId: 'g-s',
      at: AT
    })
    expect(after.characters[0]!.inventory).toEqual([sword(2)])
    expect(after.stash).toEqual([coins('sale-pp', 'pp', 2), coins('sale-gp', 'gp', 2), coins('sale-sp', 'sp', 5)])
    expect(
      after.ledger
        .filter((e) => e.action === 'sell')
        .map((e) => [e.id, e.ref.id, e.quantity, e.ratePercent, e.valueGp, e.proceedsGp])
    ).toEqual([
      ['g-s-s1', 'longsword', 3, 50, 45, 22.5],
      // the coins it fetched, at face value (RULES.md §14: 1 pp = 10 gp, 1 sp = 0.1 gp)
      ['g-s-p1', 'coin-pp', 2, undefined, 20, undefined],
      ['g-s-p2', 'coin-gp', 2, undefined, 2, undefined],
      ['g-s-p3', 'coin-sp', 5, undefined, 0.5, undefined]
    ])
  })

  it('refuses a line sold twice, or more than the line holds, and changes nothing', () => {
    const c = party([sword(2)])
    const sell = (lines: { lineId: string; quantity: number }[]) => () =>
      applyOp(c, { type: 'line/sell', holder: ezren, lines, newLineId: 'sale', ledgerId: 'g', at: AT })
    expect(
      sell([
        { lineId: 'l-sword', quantity: 1 },
        { lineId: 'l-sword', quantity: 1 }
      ])
    ).toThrow(/sold twice/)
    expect(sell([{ lineId: 'l-sword', quantity: 3 }])).toThrow(/it holds 2/)
    expect(c.characters[0]!.inventory).toEqual([sword(2)])
  })
})
