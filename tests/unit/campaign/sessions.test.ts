// Issue 28 (RULES.md §15): play sessions, levels and the wealth table's settings, as ops through the one check
// (op-check.ts) and the fold (apply-op.ts); a hand-edited file's sessions through the parser.
import { describe, expect, it } from 'vitest'
import { applyBatch, applyOp, OpError } from '@shared/campaign/apply-op'
import { checkOp } from '@shared/campaign/op-check'
import type { Op } from '@shared/campaign/ops'
import { parseCampaignText } from '@shared/campaign/parse'
import { CampaignSchema, type Campaign } from '@shared/campaign/schema'
import { reasonsEn } from '@shared/i18n/reasons-en'
import { reasonsFr } from '@shared/i18n/reasons-fr'
import { fullCampaign } from './fixtures/full-campaign'

const AT = '2026-12-03T19:00:00Z'
const LATER = '2026-12-03T23:30:00Z'
const open12: Op = {
  type: 'session/open',
  session: { id: 's-12', name: 'Soirée 12 — la crypte', date: '2026-12-03' },
  at: AT
}

/** The OpError a call throws (fails the test when it throws none). */
function refusal(fn: () => unknown): OpError {
  try {
    fn()
  } catch (e) {
    expect(e).toBeInstanceOf(OpError)
    return e as OpError
  }
  throw new Error('expected an OpError')
}

/** The op through the one check, then the fold (what the store does). */
const apply = (c: Campaign, op: unknown): Campaign => applyOp(c, checkOp(op))

describe('sessions (RULES.md §15)', () => {
  it('session/open records the session, its opening time and each character’s load then', () => {
    const c = apply(fullCampaign(), open12)
    expect(c.sessions).toEqual([
      {
        id: 's-12',
        name: 'Soirée 12 — la crypte',
        date: '2026-12-03',
        openedAt: AT,
        loadsAtOpen: { 'c-aria': expect.any(String), 'c-pip': expect.any(String) }
      }
    ])
    expect(['light', 'medium', 'heavy', 'over']).toContain(c.sessions![0]!.loadsAtOpen!['c-aria'])
    expect(CampaignSchema.parse(c)).toEqual(c)
  })

  it('every ledger entry made while it is open names it, with the full value of what moved; none after it closed', () => {
    let c = apply(fullCampaign(), open12)
    const before = c.ledger.length
    // a +1 longsword of the GM's value 2,315 gp moves to Pip; 3 golden idols (500 gp each) leave as used
    c = apply(c, {
      type: 'line/move',
      from: { type: 'character', id: 'c-aria' },
      to: { type: 'character', id: 'c-pip' },
      lineId: 'l-1',
      quantity: 1,
      newLineId: 'l-1b',
      ledgerId: 'g-3',
      at: AT
    })
    c = apply(c, {
      type: 'line/use',
      holder: { type: 'character', id: 'c-aria' },
      lineId: 'l-3',
      quantity: 2,
      ledgerId: 'g-4',
      at: AT
    })
    c = apply(c, { type: 'session/close', id: 's-12', at: LATER })
    c = apply(c, {
      type: 'line/add',
      to: { type: 'stash' },
      line: { id: 'l-9', ref: { source: 'catalog', id: 'dagger' }, quantity: 2 },
      ledgerId: 'g-5',
      at: LATER
    })
    const added = c.ledger.slice(before)
    expect(added.map((e) => [e.id, e.session, e.valueGp])).toEqual([
      ['g-3', 's-12', 2315],
      ['g-4', 's-12', 1000],
      // a dagger is 2 gp (PF1): 2 × 2
      ['g-5', undefined, 4]
    ])
    expect(c.sessions![0]!.closedAt).toBe(LATER)
    expect(Object.keys(c.sessions![0]!.loadsAtClose!)).toEqual(['c-aria', 'c-pip'])
    expect(CampaignSchema.parse(c)).toEqual(c)
  })

  it('a sale’s entries and the coins it fetched carry the session and their full value', () => {
    let c = apply(fullCampaign(), open12)
    const n = c.ledger.length
    c = apply(c, {
      type: 'line/sell',
      holder: { type: 'character', id: 'c-aria' },
      lines: [{ lineId: 'l-3', quantity: 1 }],
      newLineId: 'n-1',
      ledgerId: 'sale',
      at: AT
    })
    // one idol (500 gp) sold at half: 250 gp, paid as 25 pp into the stash
    expect(c.ledger.slice(n).map((e) => [e.id, e.session, e.valueGp, e.action])).toEqual([
      ['sale-s1', 's-12', 500, 'sell'],
      ['sale-p1', 's-12', 250, 'sell']
    ])
  })

  it('refuses a second open session, with the open one named (translated)', () => {
    const c = apply(fullCampaign(), open12)
    const e = refusal(() =>
      apply(c, { type: 'session/open', session: { id: 's-13', name: 'Soirée 13', date: '2026-12-10' }, at: LATER })
    )
    expect(e.code).toBe('conflict')
    expect(e.why).toEqual({ reason: 'session-already-open', params: { id: 's-12', name: 'Soirée 12 — la crypte' } })
    expect(reasonsEn.reason['session-already-open'](e.why!.params!)).toContain('Soirée 12 — la crypte')
    expect(reasonsFr.reason['session-already-open'](e.why!.params!)).toBe(
      'la séance «\u00a0Soirée 12 — la crypte\u00a0» est encore ouverte\u00a0: fermez-la avant d’en ouvrir une autre (une séance à la fois)'
    )
  })

  it('refuses to close a closed session or one that does not exist; an id taken by a closed one', () => {
    const c = apply(apply(fullCampaign(), open12), { type: 'session/close', id: 's-12', at: LATER })
    const closed = refusal(() => apply(c, { type: 'session/close', id: 's-12', at: LATER }))
    expect(closed.code).toBe('conflict')
    expect(closed.why).toEqual({ reason: 'session-closed', params: { id: 's-12', name: 'Soirée 12 — la crypte' } })
    expect(reasonsFr.reason['session-closed'](closed.why!.params!)).toContain('déjà fermée')
    const missing = refusal(() => apply(c, { type: 'session/close', id: 's-99', at: LATER }))
    expect(missing.code).toBe('not-found')
    expect(missing.why).toEqual({ reason: 'session-not-found', params: { id: 's-99' } })
    const again = refusal(() => apply(c, open12))
    expect(again.why?.reason).toBe('id-taken')
  })

  it('session/update renames a session or changes its date, open or closed', () => {
    let c = apply(fullCampaign(), open12)
    c = apply(c, { type: 'session/update', id: 's-12', patch: { name: 'La crypte', date: '2026-12-04' } })
    expect(c.sessions![0]).toMatchObject({ id: 's-12', name: 'La crypte', date: '2026-12-04', openedAt: AT })
  })

  it('a session’s date is a calendar day: "2026-02-30" is refused by the check', () => {
    const e = refusal(() =>
      checkOp({ type: 'session/open', session: { id: 's-1', name: 'x', date: '2026-02-30' }, at: AT })
    )
    expect(e.code).toBe('invalid')
    expect(e.message).toMatch(/^session\/open: session\.date: /)
  })

  it('a session/close in a batch after moves records the loads as the batch left them', () => {
    const c = apply(fullCampaign(), open12)
    const next = applyBatch(c, [
      checkOp({ type: 'session/close', id: 's-12', at: LATER }),
      checkOp({ type: 'session/update', id: 's-12', patch: { name: 'Crypte' } })
    ])
    expect(next.sessions![0]).toMatchObject({ name: 'Crypte', closedAt: LATER })
    expect(next.sessions![0]!.loadsAtClose).toEqual(c.sessions![0]!.loadsAtOpen)
  })
})

describe('levels and the wealth table’s settings (RULES.md §15)', () => {
  it('character/update sets a level and clears it', () => {
    let c = apply(fullCampaign(), { type: 'character/update', id: 'c-aria', patch: { level: 5 } })
    expect(c.characters[0]!.level).toBe(5)
    c = apply(c, { type: 'character/update', id: 'c-aria', patch: {}, clear: ['level'] })
    expect('level' in c.characters[0]!).toBe(false)
  })

  it.each([0, 21, 4.5])('refuses level %s in the one check, located and translated', (level) => {
    const e = refusal(() => checkOp({ type: 'character/update', id: 'c-aria', patch: { level } }))
    expect(e.code).toBe('invalid')
    expect(e.message).toMatch(/^character\/update: patch\.level: a character level is a whole number from 1 to 20/)
    expect(e.why).toEqual({
      reason: 'level-out-of-range',
      params: { level, min: 1, max: 20, field: 'patch.level' }
    })
    expect(reasonsFr.reason['level-out-of-range'](e.why!.params!)).toBe(
      `le niveau d’un personnage est un nombre entier de 1 à 20 (trouvé\u00a0: ${level})`
    )
  })

  it('campaign/setWealth sets the scale and level 1’s wealth; a field left out keeps its value', () => {
    let c = apply(fullCampaign(), { type: 'campaign/setWealth', scale: 'high' })
    expect(c.wealth).toEqual({ scale: 'high', startingGp: 150 })
    c = apply(c, { type: 'campaign/setWealth', startingGp: 175 })
    expect(c.wealth).toEqual({ scale: 'high', startingGp: 175 })
    expect(() => checkOp({ type: 'campaign/setWealth', scale: 'epic' })).toThrow(/scale/)
  })
})

describe('a hand-edited v5 file', () => {
  const v5 = (edit: (c: Campaign) => void): string => {
    const c = apply(fullCampaign(), open12)
    edit(c)
    return JSON.stringify(c, null, 2)
  }

  it('a ledger entry naming no session of the file is refused at that entry, located and translated', () => {
    const text = v5((c) => {
      c.ledger[1]!.session = 's-ghost'
    })
    const r = parseCampaignText(text, 'hand.json')
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.problems[0]).toMatchObject({
      path: 'ledger[1].session',
      reason: 'unknown-session',
      params: { id: 's-ghost' }
    })
    expect(r.problems[0]!.line).toBe(text.split('\n').findIndex((l) => l.includes('"s-ghost"')) + 1)
    expect(reasonsFr.problem['unknown-session']({ id: 's-ghost' })).toBe(
      'aucune séance de cette campagne n’a l’identifiant «\u00a0s-ghost\u00a0»'
    )
  })

  it('a second open session is refused at it', () => {
    const text = v5((c) => {
      c.sessions!.push({ id: 's-13', name: 'Soirée 13', date: '2026-12-10', openedAt: LATER })
    })
    const r = parseCampaignText(text, 'hand.json')
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.problems[0]).toMatchObject({ path: 'sessions[1]', reason: 'sessions-open' })
  })

  it('a level of 0 or 21 in the file is refused at the character’s level', () => {
    for (const level of [0, 21]) {
      const text = v5((c) => {
        c.characters[1]!.level = level
      })
      const r = parseCampaignText(text, 'hand.json')
      expect(r.ok).toBe(false)
      if (r.ok) return
      expect(r.problems[0]).toMatchObject({ path: 'characters[1].level', reason: 'level-out-of-range' })
      expect(reasonsEn.problem['level-out-of-range'](r.problems[0]!.params!)).toBe(
        `a character level is a whole number from 1 to 20 (found ${level})`
      )
    }
  })

  it('a date that is no day is refused at it, translated', () => {
    const text = v5((c) => {
      c.sessions![0]!.date = '03/12/2026'
    })
    const r = parseCampaignText(text, 'hand.json')
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.problems[0]).toMatchObject({ path: 'sessions[0].date', reason: 'date' })
    expect(reasonsFr.problem.date(r.problems[0]!.params!)).toBe(
      'doit être une date comme "2026-12-03" (trouvé\u00a0: "03/12/2026")'
    )
  })
})
