// evaluate keeps each kind's key, rank and group keys across calls (src-shared/rules/evaluate.ts):
// a later call must not see an earlier call's rows, labels or order.
import { describe, expect, it } from 'vitest'
import { evaluate, type EngineItem, type EvaluateInput } from '@shared/rules'

const gear = (name: string, level = 1, quantity = 1, extra: Partial<EngineItem> = {}): EngineItem => ({
  name,
  type: 'gear',
  level,
  quantity,
  ...extra
})
const input = (items: EngineItem[]): EvaluateInput => ({ character: { strength: 10 }, items })
const summary = (e: ReturnType<typeof evaluate>) => e.groups.map((g) => [g.key, g.label, g.units, g.items])

describe('evaluate across calls (kind cache)', () => {
  it('a label is the smallest spelling of this call, not of an earlier one', () => {
    expect(summary(evaluate(input([gear('potion'), gear(' Potion ')])))[0]![1]).toBe('Potion')
    expect(summary(evaluate(input([gear('potion')])))).toEqual([['kind:potion:1', 'potion', 1, [0]]])
  })

  it('kinds met in a later call are sorted with the ones met before', () => {
    expect(evaluate(input([gear('zither'), gear('mug')])).groups.map((g) => g.kind)).toEqual(['mug', 'zither'])
    const later = evaluate(input([gear('zither'), gear('ale'), gear('nail', 2), gear('mug'), gear('nail', 1)]))
    expect(later.groups.map((g) => g.key)).toEqual([
      'kind:ale:1',
      'kind:mug:1',
      'kind:nail:1',
      'kind:nail:2',
      'kind:zither:1'
    ])
  })

  it("a kind's groups come out by level, lowest first, whatever order its lines and the kinds came in", () => {
    const levels = [7, 0, 5, 2, 6, 1, 4, 3]
    const e = evaluate(
      input([
        ...levels.map((level) => gear('whetstone', level)),
        gear('anvil', 6),
        gear('Whetstone ', 4),
        gear('anvil', 0),
        gear('bellows', 3)
      ])
    )
    expect(e.groups.map((g) => g.key)).toEqual([
      'kind:anvil:0',
      'kind:anvil:6',
      'kind:bellows:3',
      ...[0, 1, 2, 3, 4, 5, 6, 7].map((level) => `kind:whetstone:${level}`)
    ])
    expect(e.groups.find((g) => g.key === 'kind:whetstone:4')!.items).toEqual([6, 9])
  })

  it('custom limits sort among the kinds by key', () => {
    const e = evaluate(input([gear('rope', 3, 1, { limits: [1, 2, 3] }), gear('axe', 3), gear('rope', 3)]))
    expect(e.groups.map((g) => g.key)).toEqual(['kind:axe:3', 'kind:rope:3', 'kind:rope:3|limits:1/2/3'])
  })

  it('gives the same result fresh and after thousands of other kinds (the cache starts again)', () => {
    const party = input([
      gear('Lantern', 3, 2),
      gear('lantern', 3, 1),
      gear('oil', 1, 5, { limits: [2, 3, 4] }),
      gear('b', 0)
    ])
    const before = evaluate(party)
    for (let n = 0; n < 3; n++) evaluate(input(Array.from({ length: 2500 }, (_, i) => gear(`kind ${n}-${i}`, i % 8))))
    expect(evaluate(party)).toEqual(before)
    expect(summary(before)).toEqual([
      ['kind:b:0', 'b', 1, [3]],
      ['kind:lantern:3', 'Lantern', 3, [0, 1]],
      ['kind:oil:1|limits:2/3/4', 'oil', 5, [2]]
    ])
  })
})
