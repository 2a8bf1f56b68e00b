// Golden vectors of RULES.md §10–§13 (golden-bearers.json, written by hand) against the engine.
import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import {
  RulesInputError,
  SIZES,
  defaultBaseSpeed,
  evaluate,
  feetToMetres,
  reducedSpeed,
  validateEvaluateInput,
  type Evaluation,
  type Size,
  type Tier
} from '@shared/rules'

interface Golden {
  speed: {
    rows: { base: number; reduced: number; baseM: number; reducedM: number }[]
    defaultsBySize: Record<Size, number>
    run: Record<Tier, number | null>
  }
  evaluations: {
    name: string
    rule: string
    input: unknown
    expect: Partial<Omit<Evaluation, 'groups'>> & { groups?: Record<string, unknown>[] }
  }[]
  refused: { name: string; path: string; input: unknown }[]
}

const golden = JSON.parse(readFileSync(new URL('./golden-bearers.json', import.meta.url), 'utf8')) as Golden

/** One line that makes a STR 10 Medium bearer's load `tier` (a level-5 chest: 0/1/2). */
const LOAD: Record<Tier, unknown[]> = {
  light: [],
  medium: [{ name: 'chest', type: 'gear', level: 5, quantity: 1 }],
  heavy: [{ name: 'chest', type: 'gear', level: 5, quantity: 2 }],
  over: [{ name: 'chest', type: 'gear', level: 5, quantity: 3 }]
}

describe('speed for every base from 5 to 120 ft (RULES.md §12)', () => {
  it('covers every multiple of 5 from 5 to 120', () => {
    expect(golden.speed.rows.map((r) => r.base)).toEqual(Array.from({ length: 24 }, (_, i) => 5 * (i + 1)))
  })

  it.each(golden.speed.rows)('base $base ft → $reduced ft at medium and heavy ($baseM m → $reducedM m)', (row) => {
    expect(reducedSpeed(row.base)).toBe(row.reduced)
    expect(feetToMetres(row.base)).toBe(row.baseM)
    expect(feetToMetres(row.reduced)).toBe(row.reducedM)
    for (const tier of ['light', 'medium', 'heavy', 'over'] as const) {
      const input = { character: { strength: 10, baseSpeed: row.base }, items: LOAD[tier] }
      const result = evaluate(validateEvaluateInput(input))
      expect(result.load).toBe(tier)
      const expected = tier === 'light' ? row.base : tier === 'over' ? null : row.reduced
      expect(result.effects, tier).toMatchObject({
        baseSpeed: row.base,
        speed: expected,
        runMultiplier: golden.speed.run[tier],
        canMove: tier !== 'over'
      })
      // never reduced by load or armour (dwarves): the base at every tier that can move
      const dwarf = evaluate(
        validateEvaluateInput({ ...input, character: { ...input.character, speedNeverReduced: true } })
      )
      expect(dwarf.effects.speed, `${tier}, never reduced`).toBe(tier === 'over' ? null : row.base)
    }
  })

  it.each(SIZES)('default base speed of a %s bearer', (size) => {
    expect(defaultBaseSpeed(size)).toBe(golden.speed.defaultsBySize[size])
    const result = evaluate(validateEvaluateInput({ character: { strength: 10, size }, items: [] }))
    expect(result.effects.baseSpeed).toBe(golden.speed.defaultsBySize[size])
  })
})

describe('bearers, containers and effects (RULES.md §10, §11, §13)', () => {
  it.each(golden.evaluations)('$name ($rule)', ({ input, expect: expected }) => {
    const result = evaluate(validateEvaluateInput(input))
    const { groups, ...top } = expected
    expect(result).toMatchObject(top)
    if (groups) {
      expect(result.groups.map((g) => g.key)).toEqual(groups.map((g) => g.key))
      groups.forEach((group, i) => expect(result.groups[i]).toMatchObject(group))
    }
  })

  it.each(golden.refused)('refuses $name at $path', ({ input, path }) => {
    let error: unknown
    try {
      validateEvaluateInput(input)
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(RulesInputError)
    expect((error as RulesInputError).path).toBe(path)
  })
})
