// Golden vectors (golden.json, written by hand from RULES.md) against the engine.
import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import {
  adjustLimits,
  baseLimits,
  classify,
  creatureLevel,
  effectiveLevel,
  evaluate,
  limitsFor,
  resolveOptions,
  strengthAdjustment,
  strengthModifier,
  validateEvaluateInput,
  type Evaluation,
  type GroupLoad,
  type Level,
  type Size
} from '@shared/rules'

interface Golden {
  strengthBands: { rows: { strength: number; modifier: number; floor: number; towardZero: number }[] }
  adjustedLimits: { rows: { adjustment: number; strengthRaisesMax: boolean; levels: [number, number, number][] }[] }
  boundaries: { levels: { level: number; cases: [number, GroupLoad, number | null, number | null][] }[] }
  sizeSteps: {
    items: { base: number; itemSize: Size | null; bearerSize: Size; level: number }[]
    creatures: { size: Size; bearerSize: Size; withGear: boolean; level: number }[]
  }
  classify: {
    cases: {
      weightKg: number | null
      sizeCue: Level | string | null
      byWeight: number | null
      bySize: number | null
      level: number | null
    }[]
  }
  evaluations: {
    name: string
    rule: string
    input: unknown
    expect: Partial<Omit<Evaluation, 'groups'>> & { groups?: Record<string, unknown>[] }
  }[]
}

const golden = JSON.parse(readFileSync(new URL('./golden.json', import.meta.url), 'utf8')) as Golden

describe('strength bands (RULES.md §5)', () => {
  it.each(golden.strengthBands.rows)(
    'STR $strength → m $modifier, d $floor (floor) / $towardZero (toward zero)',
    (row) => {
      expect(strengthModifier(row.strength)).toBe(row.modifier)
      expect(strengthAdjustment(row.strength, { rounding: 'floor' })).toBe(row.floor)
      expect(strengthAdjustment(row.strength, { rounding: 'toward-zero' })).toBe(row.towardZero)
    }
  )

  it('covers every adjustment −2…+2 under floor and −1…+2 under toward-zero (−2 needs STR below 0)', () => {
    expect(new Set(golden.strengthBands.rows.map((r) => r.floor))).toEqual(new Set([-2, -1, 0, 1, 2, 3]))
    expect(new Set(golden.strengthBands.rows.map((r) => r.towardZero))).toEqual(new Set([-1, 0, 1, 2, 3]))
  })
})

describe('limits after strength (RULES.md §5, §9)', () => {
  const table = golden.adjustedLimits.rows
  it.each(table)('d $adjustment, strengthRaisesMax $strengthRaisesMax', (row) => {
    row.levels.forEach((limits, level) => {
      expect(adjustLimits(baseLimits(level), row.adjustment, row, level, false), `level ${level}`).toEqual(limits)
    })
  })

  // limitsFor goes from the strength score: every band row, both roundings, both settings.
  const cases = golden.strengthBands.rows.flatMap((band) =>
    (['floor', 'toward-zero'] as const).flatMap((rounding) =>
      [true, false].map((strengthRaisesMax) => ({ band, rounding, strengthRaisesMax }))
    )
  )
  it.each(cases)(
    'limitsFor STR $band.strength, $rounding, raises max $strengthRaisesMax',
    ({ band, rounding, strengthRaisesMax }) => {
      const d = rounding === 'floor' ? band.floor : band.towardZero
      const row = table.find((r) => r.adjustment === d && r.strengthRaisesMax === strengthRaisesMax)
      if (!row) return // d +3 (STR 34) is outside the table; its limits are checked by the properties
      const options = resolveOptions({ rounding, strengthRaisesMax })
      row.levels.forEach((limits, level) =>
        expect(limitsFor(level, band.strength, options), `level ${level}`).toEqual(limits)
      )
    }
  )
})

describe('boundaries of every level at STR 10 (RULES.md §3)', () => {
  const cases = golden.boundaries.levels.flatMap(({ level, cases }) =>
    cases.map(([units, load, nextTier, beforeOver]) => ({ level, units, load, nextTier, beforeOver }))
  )
  it.each(cases)('level $level, $units units → $load', ({ level, units, load, nextTier, beforeOver }) => {
    const result = evaluate(
      validateEvaluateInput({
        character: { strength: 10 },
        items: [{ name: 'thing', type: 'gear', level, quantity: units }]
      })
    )
    expect(result.groups).toHaveLength(1)
    const group = result.groups[0]!
    expect(group).toMatchObject({ key: `kind:thing:${level}`, level, units, load, headroom: { nextTier, beforeOver } })
    expect(result.load).toBe(load === 'none' ? 'light' : load)
  })
})

describe('size steps (RULES.md §8)', () => {
  it.each(golden.sizeSteps.items)('level $base made for $itemSize, bearer $bearerSize → $level', (row) => {
    expect(effectiveLevel(row.base, row.itemSize, row.bearerSize)).toBe(row.level)
  })
  it.each(golden.sizeSteps.creatures)('creature $size (gear $withGear), bearer $bearerSize → $level', (row) => {
    expect(creatureLevel(row.size, row.bearerSize, row.withGear)).toBe(row.level)
    const result = evaluate(
      validateEvaluateInput({
        character: { strength: 10, size: row.bearerSize },
        items: [{ name: 'someone', type: 'creature', size: row.size, withGear: row.withGear, quantity: 1 }]
      })
    )
    expect(result.groups[0]).toMatchObject({ key: `creature:${row.level}`, level: row.level })
  })
})

describe('GM classifier (RULES.md §2)', () => {
  it.each(golden.classify.cases)('$weightKg kg, cue $sizeCue → $level', (row) => {
    expect(classify(row.weightKg, row.sizeCue)).toEqual({
      level: row.level,
      byWeight: row.byWeight,
      bySize: row.bySize
    })
  })
})

describe('evaluations', () => {
  it.each(golden.evaluations)('$name ($rule)', ({ input, expect: expected }) => {
    const result = evaluate(validateEvaluateInput(input))
    const { groups, ...top } = expected
    expect(result).toMatchObject(top)
    if (groups) {
      expect(result.groups.map((g) => g.key)).toEqual(groups.map((g) => g.key))
      groups.forEach((group, i) => expect(result.groups[i]).toMatchObject(group))
    }
  })
})
