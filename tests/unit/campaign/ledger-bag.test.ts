// Regression (issue 13 item 3 and the ledger): the ledger never recorded the bag an item went into. A move into a
// bag of holding (drag, keyboard, the split's apply, an import) read like a move to its bearer, and a move out of
// one said nothing of where from. Each transfer now records the bag (`fromBag`, `toBag`: its line's id and its
// name then, both languages), shown after the holder in the import's words, on the ledger screen and in its CSV.
import { describe, expect, it } from 'vitest'
import { applyBatch, applyOp, newCampaign } from '@shared/campaign/apply-op'
import { getCatalogEntry } from '@shared/catalog'
import type { Holder, Op } from '@shared/campaign/ops'
import { parseCampaignText } from '@shared/campaign/parse'
import type { Campaign, Character, InventoryLine } from '@shared/campaign/schema'
import { renderLedgerCsv } from '@shared/export/csv'
import { ledgerDocument } from '@shared/export/summary'
import { messages } from '@shared/i18n/index'
import { ledgerHolderNames } from '@shared/i18n/ledger-holder'
import { reasonsEn } from '@shared/i18n/reasons-en'
import { reasonsFr } from '@shared/i18n/reasons-fr'
import { parseCsv } from '../export/helpers'

const AT = '2024-06-01T19:00:00Z'
const stash: Holder = { type: 'stash' }
const ezren: Holder = { type: 'character', id: 'c-ezren' }
const aria: Holder = { type: 'character', id: 'c-aria' }
const cat = (id: string) => ({ source: 'catalog', id }) as const

const hero = (id: string, name: string, inventory: InventoryLine[] = []): Character => ({
  id,
  name,
  player: '',
  strength: 10,
  size: 'M',
  wornArmor: null,
  notes: '',
  inventory
})

function table(lang: 'en' | 'fr'): Campaign {
  const c = newCampaign('Bags', lang)
  c.characters.push(
    hero('c-ezren', 'Ezren', [
      { id: 'l-bag', ref: cat('bag-of-holding-1'), quantity: 1, name: 'Bottomless sack', nameFr: 'Sac sans fond' }
    ]),
    hero('c-aria', 'Aria', [{ id: 'l-hole', ref: cat('portable-hole'), quantity: 1 }])
  )
  c.stash.push({ id: 'l-potions', ref: cat('potion'), quantity: 6 })
  return c
}

const move = (from: Holder, to: Holder, lineId: string, quantity: number, id: string, into?: string): Op => ({
  type: 'line/move',
  from,
  to,
  lineId,
  quantity,
  newLineId: `l-${id}`,
  ledgerId: id,
  at: AT,
  ...(into !== undefined ? { into } : {})
})

const SACK = { id: 'l-bag', name: 'Bottomless sack', nameFr: 'Sac sans fond' }

describe('the ledger never recorded the bag an item went into', () => {
  it('a move into a bag records it; a move out of one records where from; a loose move records none', () => {
    const c = applyBatch(table('fr'), [
      move(stash, ezren, 'l-potions', 2, 'g1', 'l-bag'),
      move(ezren, aria, 'l-g1', 1, 'g2'),
      move(stash, aria, 'l-potions', 1, 'g3')
    ])
    expect(c.ledger[0]).toMatchObject({ from: stash, to: ezren, toBag: SACK })
    expect(c.ledger[0]!.fromBag).toBeUndefined()
    expect(c.ledger[1]).toMatchObject({ from: ezren, fromBag: SACK, to: aria })
    expect(c.ledger[1]!.toBag).toBeUndefined()
    expect(c.ledger[2]!.fromBag ?? c.ledger[2]!.toBag).toBeUndefined()
  })

  it('a catalog bag without a name of its own is recorded by its catalog names, in both languages', () => {
    const c = applyOp(table('en'), move(stash, aria, 'l-potions', 1, 'g1', 'l-hole'))
    const e = getCatalogEntry('portable-hole')!
    expect(e.en).toBe('Portable hole')
    expect(c.ledger[0]!.toBag).toEqual({ id: 'l-hole', name: e.en, ...(e.fr !== e.en ? { nameFr: e.fr } : {}) })
  })

  it('a whole bag moved takes its contents: each content records the bag it left and the one it is in', () => {
    const c = applyBatch(table('en'), [
      move(stash, ezren, 'l-potions', 6, 'g1', 'l-bag'),
      move(ezren, aria, 'l-bag', 1, 'g2')
    ])
    const contents = c.ledger.filter((e) => e.id.startsWith('g2-c'))
    expect(contents).toHaveLength(1)
    expect(contents[0]).toMatchObject({ from: ezren, to: aria, fromBag: SACK, toBag: { ...SACK, id: 'l-g2' } })
    // the bag itself moved loose
    expect(c.ledger.find((e) => e.id === 'g2')!.toBag).toBeUndefined()
  })

  it('an import into a bag (line/add with `in`), a removal and a use from one record it', () => {
    let c = applyOp(table('en'), {
      type: 'line/add',
      to: ezren,
      line: { id: 'l-fv', ref: cat('potion'), quantity: 3, in: 'l-bag' },
      ledgerId: 'g1',
      at: AT
    })
    expect(c.ledger[0]).toMatchObject({ from: { type: 'outside' }, to: ezren, toBag: SACK })
    c = applyOp(c, { type: 'line/use', holder: ezren, lineId: 'l-fv', quantity: 1, ledgerId: 'g2', at: AT })
    expect(c.ledger[1]).toMatchObject({ from: ezren, fromBag: SACK, action: 'use' })
    c = applyOp(c, { type: 'line/remove', holder: ezren, lineId: 'l-fv', ledgerId: 'g3', at: AT })
    expect(c.ledger[2]).toMatchObject({ from: ezren, fromBag: SACK, to: { type: 'outside' } })
  })

  it('a sale from inside a bag records it (it read like a sale of loose gear); the bag sold with part of its contents', () => {
    const sell = (lines: Array<{ lineId: string; quantity: number }>, id: string): Op => ({
      type: 'line/sell',
      holder: ezren,
      lines,
      newLineId: `l-${id}`,
      ledgerId: id,
      at: AT
    })
    let c = applyBatch(table('en'), [move(stash, ezren, 'l-potions', 6, 'g1', 'l-bag')])
    c = applyOp(c, sell([{ lineId: 'l-g1', quantity: 2 }], 's1'))
    expect(c.ledger[1]).toMatchObject({ action: 'sell', from: ezren, fromBag: SACK, quantity: 2 })
    expect(c.ledger.slice(2).every((e) => e.fromBag === undefined && e.toBag === undefined)).toBe(true)
    // the bag first, then 1 of the 4 potions still inside: that one left the bag; the 3 kept fall out loose
    c = applyOp(
      c,
      sell(
        [
          { lineId: 'l-bag', quantity: 1 },
          { lineId: 'l-g1', quantity: 1 }
        ],
        's2'
      )
    )
    const sold = c.ledger.filter((e) => e.id.startsWith('s2-s'))
    expect(sold.map((e) => [e.item, e.fromBag?.id])).toEqual([
      ['Bottomless sack', undefined],
      ['potion', 'l-bag']
    ])
    expect(c.characters[0]!.inventory.find((l) => l.id === 'l-g1')).toEqual({
      id: 'l-g1',
      ref: cat('potion'),
      quantity: 3
    })
  })

  it('a character who leaves: his bag goes to the stash loose, its contents from his bag into it there', () => {
    const c = applyBatch(table('en'), [
      move(stash, ezren, 'l-potions', 6, 'g1', 'l-bag'),
      { type: 'character/remove', id: 'c-ezren', ledgerId: 'r', at: AT }
    ])
    const [bag, potions] = c.ledger.slice(1)
    expect(bag).toMatchObject({ item: 'Bottomless sack', to: stash })
    expect(bag!.toBag).toBeUndefined()
    expect(potions).toMatchObject({ from: ezren, fromBag: SACK, to: stash, toBag: SACK })
  })

  for (const lang of ['en', 'fr'] as const)
    it(`the screen's namer and the CSV say "Ezren, ${lang === 'fr' ? 'dans « Sac sans fond »' : 'inside “Bottomless sack”'}" (${lang})`, () => {
      const c = applyBatch(table(lang), [
        move(stash, ezren, 'l-potions', 2, 'g1', 'l-bag'),
        move(ezren, stash, 'l-g1', 1, 'g2')
      ])
      const inSack = lang === 'fr' ? 'Ezren, dans «\u00a0Sac sans fond\u00a0»' : 'Ezren, inside “Bottomless sack”'
      const stashName = lang === 'fr' ? 'Réserve' : 'Stash'
      const expected = [
        [stashName, inSack],
        [inSack, stashName]
      ]
      const name = ledgerHolderNames(c, messages(lang), lang)
      expect(c.ledger.map((e) => [name(e.from, e.fromBag), name(e.to, e.toBag)])).toEqual(expected)
      const [, ...rows] = parseCsv(renderLedgerCsv(ledgerDocument(c)).slice(1), lang === 'fr' ? ';' : ',')
      expect(rows.map((r) => [r[3], r[4]])).toEqual(expected)
    })

  it('a file from before (no bag recorded) reads as before; a bag on the outside side is refused where it is', () => {
    const before = applyOp(table('en'), move(stash, ezren, 'l-potions', 2, 'g1'))
    const old = parseCampaignText(JSON.stringify(before), 'old.json')
    expect(old.ok).toBe(true)

    const bad = JSON.parse(JSON.stringify(before)) as Campaign
    bad.ledger[0]!.from = { type: 'outside' }
    bad.ledger[0]!.fromBag = SACK
    const r = parseCampaignText(JSON.stringify(bad, null, 2), 'bad.json')
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.problems).toHaveLength(1)
    const p = r.problems[0]!
    expect(p).toMatchObject({ path: 'ledger[0].fromBag', reason: 'bag-outside-party' })
    expect(p.line).toBeGreaterThan(1)
    expect(reasonsEn.problem[p.reason!](p.params ?? {})).toMatch(/outside the party/)
    expect(reasonsFr.problem[p.reason!](p.params ?? {})).toMatch(/hors du groupe/)
  })
})
