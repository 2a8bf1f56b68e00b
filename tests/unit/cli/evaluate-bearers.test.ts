// The real CLI for issue 13's fields: base speed, quadrupeds, effects, extradimensional containers.
import { describe, expect, it } from 'vitest'
import { expectBadInput, runCli } from './run-cli'

const cli = (args: string[], input: unknown) =>
  runCli(args, { stdin: typeof input === 'string' ? input : JSON.stringify(input) })

describe('cli evaluate: bearers, speed, effects and containers (issue 13)', () => {
  it('a mule and an enlarged halfling: effects.speed for the base, bearer after effects, a container warning', async () => {
    const mule = {
      options: { quadrupedsCarryMore: true },
      character: { strength: 16, size: 'G', quadruped: true, baseSpeed: 30 },
      items: [
        {
          id: 'bag',
          name: 'bag of holding',
          type: 'gear',
          level: 4,
          quantity: 1,
          extradimensional: true,
          capacity: 10,
          maxLevel: 4
        },
        { name: 'chest', type: 'gear', level: 5, quantity: 2 },
        { name: 'potion', type: 'gear', level: 1, quantity: 12, in: 'bag' }
      ]
    }
    const halfling = {
      character: { strength: 16, size: 'P', effects: ['enlarge-person'] },
      items: [
        { name: 'longsword', type: 'weapon', category: 'one-handed', size: 'M', quantity: 1 },
        { name: 'dagger', type: 'weapon', category: 'light', size: 'P', quantity: 9 }
      ]
    }
    const [m, h] = await Promise.all([cli(['evaluate'], mule), cli(['evaluate'], halfling)])
    expect(m.stderr).toBe('')
    const mo = JSON.parse(m.stdout)
    // d +1 for the quadruped: chests 1/2/3 → 2 is medium; the potions in the bag count for nothing
    expect(mo.load).toBe('medium')
    expect(mo.strengthAdjustment).toBe(1)
    expect(mo.effects).toMatchObject({ baseSpeed: 30, speed: 20, speed30: 20, speed20: 15, runMultiplier: 4 })
    expect(mo.groups.map((g: { label: string }) => g.label)).toEqual(['bag of holding', 'chest'])
    expect(mo.warnings).toEqual([{ code: 'capacity', item: 0, id: 'bag', units: 12, capacity: 10 }])
    const ho = JSON.parse(h.stdout)
    expect(ho.load).toBe('light')
    expect(ho.bearer).toEqual({ strength: 18, size: 'M', d: 1 })
    expect(ho.effects).toMatchObject({ baseSpeed: 20, speed: 20 })
    expect(ho.groups.map((g: { label: string; level: number }) => [g.label, g.level])).toEqual([
      ['light weapons', 2],
      ['two-handed weapons', 4]
    ])
  })

  it('over: effects.speed null, no max Dex nor check penalty', async () => {
    const out = await cli(['evaluate'], {
      character: { strength: 10, baseSpeed: 40 },
      items: [{ name: 'wagon', type: 'gear', level: 7, quantity: 1 }]
    })
    expect(JSON.parse(out.stdout).effects).toEqual({
      canMove: false,
      maxDex: null,
      checkPenalty: null,
      baseSpeed: 40,
      speed: null,
      speed30: null,
      speed20: null,
      runMultiplier: null
    })
  })

  it('bad values exit 2 with the field path', async () => {
    const bag = { id: 'bag', name: 'bag', type: 'gear', level: 4, quantity: 1, extradimensional: true }
    const [speed, effect, custom, paradox, missing, capacity, option] = await Promise.all([
      cli(['evaluate'], { character: { strength: 10, baseSpeed: 32 }, items: [] }),
      cli(['evaluate'], { character: { strength: 10, effects: ['haste'] }, items: [] }),
      cli(['evaluate'], { character: { strength: 10, effects: [{ size: 'big' }] }, items: [] }),
      cli(['evaluate'], { character: { strength: 10 }, items: [bag, { ...bag, id: 'hole', in: 'bag' }] }),
      cli(['evaluate'], {
        character: { strength: 10 },
        items: [{ name: 'p', type: 'gear', level: 1, quantity: 1, in: 'x' }]
      }),
      cli(['evaluate'], { character: { strength: 10 }, items: [{ ...bag, capacity: -1 }] }),
      cli(['evaluate'], { options: { quadrupedsCarryMore: 'yes' }, character: { strength: 10 }, items: [] })
    ])
    expectBadInput(speed, /^character\.baseSpeed: must be a multiple of 5 ft/)
    expectBadInput(
      effect,
      /^character\.effects\[0\]: must be one of "bulls-strength", "enlarge-person", "reduce-person"/
    )
    expectBadInput(custom, /^character\.effects\[0\]\.size: must be a number, got the string "big"/)
    expectBadInput(paradox, /^items\[1\]\.in: an extradimensional container cannot go inside another one/)
    expectBadInput(missing, /^items\[0\]\.in: no line has the id "x"/)
    expectBadInput(capacity, /^items\[0\]\.capacity: must be at least 0, got -1/)
    expectBadInput(option, /^options\.quadrupedsCarryMore: must be true or false/)
  })

  it('split: a quadruped mule with the option takes the chests a Medium character cannot', async () => {
    const input = {
      options: { quadrupedsCarryMore: true },
      characters: [
        { id: 'aria', name: 'Aria', strength: 10, items: [{ name: 'chest', type: 'gear', level: 5, quantity: 2 }] },
        { id: 'mule', name: 'Mule', strength: 16, size: 'G', quadruped: true, baseSpeed: 30, items: [] }
      ],
      loot: [{ id: 'chests', name: 'chest', type: 'gear', level: 5, quantity: 3 }]
    }
    const [ok, bad] = await Promise.all([
      cli(['split'], input),
      cli(['split'], { ...input, characters: [{ ...input.characters[1], effects: ['fly'] }] })
    ])
    expect(ok.stderr).toBe('')
    const out = JSON.parse(ok.stdout)
    // Aria is heavy already (0/1/2, 2 chests); the mule (d +1: 1/2/3) takes all three
    expect(out.assignments).toMatchObject([{ loot: 'chests', character: 'mule', quantity: 3 }])
    expect(out.loads).toEqual({ aria: 'heavy', mule: 'heavy' })
    expectBadInput(bad, /^characters\[0\]\.effects\[0\]: must be one of/)
  })

  // Issue 13 item 7: each character of a split takes the same fields, and the output says each
  // carrier's speed after the split and its containers past capacity or largest level (it said loads only).
  it('split: each carrier’s speed after the split and its container warnings, as evaluate says them', async () => {
    const input = {
      options: { quadrupedsCarryMore: true },
      characters: [
        {
          id: 'lem',
          name: 'Lem',
          strength: 10,
          size: 'P',
          effects: ['enlarge-person'],
          items: [
            {
              id: 'bag',
              name: 'bag of holding',
              type: 'gear',
              level: 3,
              quantity: 1,
              extradimensional: true,
              capacity: 5,
              maxLevel: 2
            },
            { id: 'pots', name: 'potion', type: 'gear', level: 1, quantity: 8, in: 'bag' }
          ]
        },
        { id: 'harsk', name: 'Harsk', strength: 10, baseSpeed: 20, speedNeverReduced: true, items: [] },
        { id: 'mule', name: 'Mule', strength: 16, size: 'G', quadruped: true, baseSpeed: 40, items: [] }
      ],
      loot: [{ id: 'chests', name: 'chest', type: 'gear', level: 5, quantity: 4 }],
      into: ['bag']
    }
    const out = await cli(['split'], input)
    expect(out.stderr).toBe('')
    const split = JSON.parse(out.stdout)
    // 4 chests (0/1/2): nobody need be heavy: the mule (d +1: 1/2/3) takes 2, Lem (STR 12, d 0) and Harsk 1 each
    expect(split.loads).toEqual({ lem: 'medium', harsk: 'medium', mule: 'medium' })
    // RULES.md §12: Lem's own 20 ft (enlarged, base speed unchanged) → 15; Harsk never reduced; the mule 40 → 30
    expect(split.effects.lem).toMatchObject({ baseSpeed: 20, speed: 15, runMultiplier: 4 })
    expect(split.effects.harsk).toMatchObject({ baseSpeed: 20, speed: 20 })
    expect(split.effects.mule).toMatchObject({ baseSpeed: 40, speed: 30, runMultiplier: 4 })
    // his bag holds 8 potions for 5 units; the split put nothing into it
    expect(split.warnings).toEqual([{ character: 'lem', code: 'capacity', id: 'bag', units: 8, capacity: 5 }])
    expect(split.assignments.some((a: { in?: string }) => a.in)).toBe(false)
    // each figure is evaluate's for the same inventory after the split
    for (const id of ['lem', 'harsk', 'mule']) {
      const character = input.characters.find((c) => c.id === id)!
      const { id: _id, name: _name, items, ...bearer } = character
      const given = split.assignments
        .filter((a: { character: string }) => a.character === id)
        .map((a: { quantity: number }) => ({ name: 'chest', type: 'gear', level: 5, quantity: a.quantity }))
      const one = JSON.parse(
        (await cli(['evaluate'], { options: input.options, character: bearer, items: [...items, ...given] })).stdout
      )
      expect(one.load).toBe(split.loads[id])
      expect(one.effects).toEqual(split.effects[id])
    }
  })
  // A bag of the loot that holds something (split-containers c) went to its claimant empty in the
  // warnings: 3 potions in a 2-unit bag said nothing, though evaluate of the same inventory warns.
  it('split: a bag given from the loot brings what it holds into its warnings', async () => {
    const out = await cli(['split'], {
      characters: [{ id: 'lem', name: 'Lem', strength: 10, items: [] }],
      loot: [
        {
          id: 'sack',
          name: 'bag of holding',
          type: 'gear',
          level: 3,
          quantity: 1,
          extradimensional: true,
          capacity: 2,
          contents: [{ name: 'potion', type: 'gear', level: 1, quantity: 3 }]
        }
      ],
      claims: [{ loot: 'sack', character: 'lem' }]
    })
    expect(out.stderr).toBe('')
    const split = JSON.parse(out.stdout)
    expect(split.assignments).toMatchObject([{ loot: 'sack', character: 'lem', quantity: 1 }])
    expect(split.warnings).toEqual([{ character: 'lem', code: 'capacity', id: 'sack', units: 3, capacity: 2 }])
  })
})
