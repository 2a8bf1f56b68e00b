// Properties of the split on random parties and loot (fast-check), built from the engine's own
// generators: every item and coin is accounted for, nobody ends over, the loads are the engine's,
// anything left really fits nowhere, and a split carrying everything is found whenever one exists.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { evaluate, resolveOptions } from '@shared/rules'
import type { EngineItem, RuleOptions } from '@shared/rules'
import {
  reviewSplit,
  splitLoot,
  validateSplitMoves,
  type SplitInput,
  type SplitLootLine,
  type SplitResult
} from '@shared/split'
import { bearerArb, itemArb, optionsArb } from '../rules/arbitraries'

const characterArb = (i: number) =>
  fc
    .record({
      bearer: bearerArb,
      items: fc.array(itemArb(), { maxLength: 6 }),
      fund: fc.boolean().map((b) => b && i > 0)
    })
    .map(({ bearer, items, fund }) => ({
      ...bearer,
      id: `c${i}`,
      name: `Char ${i}`,
      items,
      ...(fund ? { fund: true } : {})
    }))

const lootArb: fc.Arbitrary<SplitLootLine[]> = fc
  .array(fc.tuple(itemArb(), fc.option(fc.integer({ min: 0, max: 500 }), { nil: undefined })), { maxLength: 12 })
  .map((lines) =>
    lines.map(([item, value], i) => ({ ...item, id: `l${i}`, ...(value === undefined ? {} : { valueGp: value }) }))
  )

const inputArb: fc.Arbitrary<SplitInput> = fc
  .tuple(fc.integer({ min: 1, max: 5 }), optionsArb, lootArb)
  .chain(([n, options, loot]) =>
    fc
      .tuple(
        fc.tuple(...Array.from({ length: n }, (_, i) => characterArb(i))),
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.option(fc.integer({ min: 1, max: 10 }), { nil: undefined })), {
          maxLength: 3
        })
      )
      .map(([characters, picks]) => {
        const claims =
          loot.length === 0
            ? []
            : picks.map(([l, c, q]) => ({
                loot: loot[l % loot.length]!.id,
                character: characters[c % characters.length]!.id,
                ...(q === undefined ? {} : { quantity: q })
              }))
        return { options, characters, loot, claims }
      })
  )

function engineItem(line: SplitLootLine): EngineItem {
  const { id: _id, valueGp: _v, ...item } = line
  return item
}

/** Every participant's inventory after the split. */
function finalInventories(input: SplitInput, result: SplitResult): Map<string, EngineItem[]> {
  const out = new Map(input.characters.map((c) => [c.id, [...c.items]]))
  for (const a of result.assignments) {
    const line = input.loot.find((l) => l.id === a.loot)!
    const item: EngineItem = { ...engineItem(line), quantity: a.quantity }
    if (a.rounds !== undefined) item.rounds = a.rounds
    out.get(a.character)!.push(item)
  }
  return out
}

describe('split properties', () => {
  it('never loses or duplicates an item, a coin or a round', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = splitLoot(input)
        const seen = new Set<string>()
        for (const a of result.assignments) {
          const key = `${a.loot}|${a.character}`
          expect(seen.has(key)).toBe(false)
          seen.add(key)
          expect(a.quantity > 0 || (a.rounds ?? 0) > 0).toBe(true)
        }
        for (const line of input.loot) {
          const given = result.assignments.filter((a) => a.loot === line.id)
          const left = result.left.filter((l) => l.loot === line.id)
          expect(left.length).toBeLessThanOrEqual(1)
          const total = [...given, ...left].reduce((s, p) => s + p.quantity, 0)
          expect(total).toBe(line.quantity)
          if (line.type === 'ammo' && line.rounds !== undefined) {
            expect([...given, ...left].reduce((s, p) => s + (p.rounds ?? 0), 0)).toBe(line.rounds)
          }
        }
        for (const p of [...result.assignments, ...result.left])
          expect(input.loot.some((l) => l.id === p.loot)).toBe(true)
      }),
      { numRuns: 300 }
    )
  })

  it('reports the engine’s loads, and nobody who could move ends over', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = splitLoot(input)
        const options = resolveOptions(input.options)
        const inventories = finalInventories(input, result)
        for (const c of input.characters) {
          if (c.fund) {
            expect(result.loads[c.id]).toBeUndefined()
            continue
          }
          const before = evaluate({ options, character: c, items: c.items }).load
          const after = evaluate({ options, character: c, items: inventories.get(c.id)! }).load
          expect(result.before[c.id]).toBe(before)
          expect(result.loads[c.id]).toBe(after)
          if (before !== 'over') expect(after).not.toBe('over')
          // Already over: receives nothing that counts.
          else
            expect(
              result.assignments.filter(
                (a) => a.character === c.id && !input.loot.find((l) => l.id === a.loot)!.unlimited
              )
            ).toEqual([])
        }
      }),
      { numRuns: 300 }
    )
  })

  it('leaves a line only when no bearer has room for one more without going over', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = splitLoot(input)
        const options = resolveOptions(input.options)
        const inventories = finalInventories(input, result)
        const bearers = input.characters.filter((c) => !c.fund && result.before[c.id] !== 'over')
        for (const left of result.left) {
          const line = input.loot.find((l) => l.id === left.loot)!
          expect(['no-room', 'too-heavy', 'no-bearer']).toContain(left.why.code)
          expect(left.why.text).toMatch(/^left in stash: /)
          for (const c of bearers) {
            // One more piece: a coin, a container (with its share of rounds), one item.
            const one: EngineItem = { ...engineItem(line), quantity: 1 }
            if (one.rounds !== undefined) one.rounds = left.rounds && left.quantity === 0 ? Math.min(left.rounds, 1) : 0
            const load = evaluate({ options, character: c, items: [...inventories.get(c.id)!, one] }).load
            expect(load).toBe('over')
          }
        }
      }),
      { numRuns: 300 }
    )
  })

  it('carries everything, nobody over, whenever such a split exists', () => {
    // Build the loot from pieces that fit: each bearer's existing items plus its pieces are not over.
    const fittingArb = fc
      .tuple(
        optionsArb,
        fc.array(
          fc.record({
            bearer: bearerArb,
            items: fc.array(itemArb(), { maxLength: 4 }),
            pieces: fc.array(itemArb(), { maxLength: 5 })
          }),
          { minLength: 1, maxLength: 4 }
        )
      )
      .filter(([options, cs]) =>
        cs.every((c) => evaluate({ options, character: c.bearer, items: [...c.items, ...c.pieces] }).load !== 'over')
      )
      .chain(([options, cs]) =>
        fc
          .shuffledSubarray(
            cs.flatMap((c) => c.pieces),
            { minLength: cs.flatMap((c) => c.pieces).length }
          )
          .map((pieces) => ({
            options,
            characters: cs.map((c, i) => ({ ...c.bearer, id: `c${i}`, name: `Char ${i}`, items: c.items })),
            loot: pieces.map((p, i) => ({ ...p, id: `l${i}` }))
          }))
      )
    fc.assert(
      fc.property(fittingArb, (input: SplitInput) => {
        const result = splitLoot(input)
        expect(result.left).toEqual([])
        for (const c of input.characters) expect(result.loads[c.id]).not.toBe('over')
      }),
      { numRuns: 300 }
    )
  })

  it('serves a fund its share in coins, cheapest first, and never gives it a load', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = splitLoot(input)
        const funds = input.characters.filter((c) => c.fund)
        const claimedForFund = new Set(
          (input.claims ?? []).filter((c) => funds.some((f) => f.id === c.character)).map((c) => c.loot)
        )
        for (const f of funds) {
          for (const a of result.assignments.filter((x) => x.character === f.id)) {
            const line = input.loot.find((l) => l.id === a.loot)!
            if (!claimedForFund.has(line.id)) expect(line.type).toBe('coins')
            expect(a.why.code === 'fund-share' || a.why.code === 'fund-claimed').toBe(true)
          }
        }
      }),
      { numRuns: 200 }
    )
  })
})

describe('split on a known party', () => {
  const options: Partial<RuleOptions> = {}
  const party = (): SplitInput => ({
    options,
    characters: [
      { id: 'aria', name: 'Aria', strength: 10, items: [] },
      { id: 'borin', name: 'Borin', strength: 16, wornArmor: 'medium', items: [] },
      { id: 'pip', name: 'Pip', strength: 10, size: 'P', items: [] }
    ],
    loot: []
  })

  it('gives the chainmail to the one who stays at medium, and says so', () => {
    const input = party()
    input.loot = [
      { id: 'cm', name: 'chainmail', type: 'armor', category: 'medium', size: 'M', quantity: 1, valueGp: 150 }
    ]
    const result = splitLoot(input)
    expect(result.assignments.map((a) => [a.loot, a.character, a.quantity])).toEqual([['cm', 'borin', 1]])
    expect(result.assignments[0]!.why.code).toBe('only-stays')
    expect(result.assignments[0]!.why.text).toBe('Borin: chainmail — only Borin stays at medium load with it')
    expect(result.loads).toEqual({ aria: 'light', borin: 'medium', pip: 'light' })
  })

  it('leaves what nobody can carry, with the reason', () => {
    const input = party()
    input.loot = [
      { id: 'wagon', name: 'loaded wagon', type: 'gear', level: 7, quantity: 1 },
      { id: 'ts', name: 'tower shield', type: 'gear', level: 5, kind: 'tower shield', quantity: 7 }
    ]
    const result = splitLoot(input)
    const left = Object.fromEntries(result.left.map((l) => [l.loot, l]))
    expect(left.wagon!.quantity).toBe(1)
    expect(left.wagon!.why.code).toBe('too-heavy')
    // Two each fit at heavy (0/1/2): six carried, one left.
    expect(left.ts!.quantity).toBe(1)
    expect(left.ts!.why.text).toBe(
      'left in stash: tower shield — nobody can carry another tower shield (level 5) without going over'
    )
    expect(result.loads).toEqual({ aria: 'heavy', borin: 'heavy', pip: 'heavy' })
  })

  it('prefers heavy+light+light to medium+medium+heavy', () => {
    const input = party()
    input.characters[1]!.wornArmor = null
    // Whoever takes the anvil (level 6: 0/0/1) is heavy anyway: the two shields (level 5: 0/1/2) go
    // with it rather than making two more bearers medium.
    input.loot = [
      { id: 'anvil', name: 'anvil', type: 'gear', level: 6, quantity: 1 },
      { id: 'ts', name: 'tower shield', type: 'gear', level: 5, quantity: 2 }
    ]
    const result = splitLoot(input)
    expect(Object.values(result.loads).sort()).toEqual(['heavy', 'light', 'light'])
    expect(new Set(result.assignments.map((a) => a.character)).size).toBe(1)
  })

  it('prefers medium+light+light to medium+medium+light', () => {
    const input = party()
    input.characters[1]!.wornArmor = null
    input.loot = [{ id: 'tent', name: 'tent', type: 'gear', level: 4, quantity: 3 }]
    const result = splitLoot(input)
    // 3 tents: 2 + 1 keeps everyone light (limits 2/3/4), better than 3 on one (medium).
    expect(Object.values(result.loads).sort()).toEqual(['light', 'light', 'light'])
    input.loot = [{ id: 'tent', name: 'tent', type: 'gear', level: 4, quantity: 7 }]
    // 7 tents: 2 + 2 + 2 is light for all but leaves one: 3 + 2 + 2 (medium, light, light) beats 3 + 3 + 1.
    expect(Object.values(splitLoot(input).loads).sort()).toEqual(['light', 'light', 'medium'])
  })

  it('honours a claim when it costs nothing on loads, and gives sized items to their size', () => {
    const input = party()
    input.loot = [
      { id: 'ls', name: 'longsword', type: 'weapon', category: 'one-handed', size: 'M', quantity: 1, valueGp: 15 },
      { id: 'ss', name: 'short sword', type: 'weapon', category: 'light', size: 'P', quantity: 1, valueGp: 10 }
    ]
    input.claims = [{ loot: 'ls', character: 'aria' }]
    const result = splitLoot(input)
    const to = Object.fromEntries(result.assignments.map((a) => [a.loot, a.character]))
    expect(to.ls).toBe('aria')
    expect(to.ss).toBe('pip')
    expect(result.stats.claims).toEqual({ honoured: 1, total: 1 })
    expect(result.stats.madeForSize).toEqual({ matched: 2, total: 2 })
    expect(result.assignments.find((a) => a.loot === 'ls')!.why.code).toBe('claimed')
  })

  it('evens out the value with coins, to the coin', () => {
    const input = party()
    input.loot = [
      { id: 'gem', name: 'ruby', type: 'gear', level: 1, quantity: 1, valueGp: 300 },
      { id: 'gp', name: 'gold pieces', type: 'coins', quantity: 900 },
      { id: 'sp', name: 'silver pieces', type: 'coins', quantity: 1001 }
    ]
    const result = splitLoot(input)
    // 300 + 900 + 100.1 = 1300.1 gp: 433.37 each, within a silver piece.
    expect(result.stats.valueSpreadGp).toBeLessThanOrEqual(0.1)
    expect(result.left).toEqual([])
  })

  it('keeps a party fund’s share in the stash, bulky coins first', () => {
    const input = party()
    input.characters.push({ id: 'fund', name: 'Party fund', strength: 10, items: [], fund: true })
    input.loot = [
      { id: 'cp', name: 'copper pieces', type: 'coins', quantity: 40000 },
      { id: 'pp', name: 'platinum pieces', type: 'coins', quantity: 120 }
    ]
    const result = splitLoot(input)
    // 400 + 1200 = 1600 gp, four shares of 400: the fund takes all the copper.
    expect(result.assignments.filter((a) => a.character === 'fund').map((a) => [a.loot, a.quantity])).toEqual([
      ['cp', 40000]
    ])
    expect(result.stats.valueGp).toEqual({ aria: 400, borin: 400, pip: 400, fund: 400 })
    expect(result.loads.fund).toBeUndefined()
  })

  it('splits ammunition rounds with their containers', () => {
    const input = party()
    input.characters = input.characters.slice(0, 2)
    // 3 quivers holding 420 rounds need 9 containers: ammo is level 3 (4/6/8), so it must be split.
    input.loot = [{ id: 'q', name: 'quiver of arrows', type: 'ammo', container: 'arrows', quantity: 3, rounds: 420 }]
    const result = splitLoot(input)
    expect(result.left).toEqual([])
    const pieces = result.assignments.map((a) => ({ q: a.quantity, r: a.rounds! }))
    expect(pieces.reduce((s, p) => s + p.q, 0)).toBe(3)
    expect(pieces.reduce((s, p) => s + p.r, 0)).toBe(420)
  })

  it('stops when cancelled and reports progress up to 1', () => {
    const input = party()
    input.loot = [{ id: 'gp', name: 'gold pieces', type: 'coins', quantity: 5000 }]
    expect(() => splitLoot(input, { signal: { aborted: true } })).toThrow(/cancelled/)
    const seen: number[] = []
    splitLoot(input, { onProgress: (f) => seen.push(f) })
    expect(seen.at(-1)).toBe(1)
    expect(seen).toEqual([...seen].sort((a, b) => a - b))
  })
})

describe('reviewing a split the GM edits', () => {
  it('gives back the optimizer’s own result for its own moves', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = splitLoot(input)
        const reviewed = reviewSplit(input, result.assignments)
        // A review proves nothing about the spread: it has no bound.
        expect(reviewed.stats.valueSpreadBound).toBeUndefined()
        const { valueSpreadBound: _bound, ...stats } = result.stats
        expect({ ...reviewed, stats: { ...reviewed.stats, profiles: result.stats.profiles } }).toEqual({
          ...result,
          stats
        })
      }),
      { numRuns: 200 }
    )
  })

  it('shows the consequence of an edit: a heavier bearer, a line kept, an overload', () => {
    const input: SplitInput = {
      characters: [
        { id: 'aria', name: 'Aria', strength: 10, items: [] },
        { id: 'borin', name: 'Borin', strength: 16, wornArmor: 'medium', items: [] }
      ],
      loot: [
        { id: 'cm', name: 'chainmail', type: 'armor', category: 'medium', quantity: 1 },
        { id: 'ts', name: 'tower shield', type: 'gear', level: 5, quantity: 3 },
        { id: 'rope', name: 'rope', type: 'gear', level: 3, quantity: 1 }
      ]
    }
    const moves = validateSplitMoves(input, [
      { loot: 'cm', character: 'aria', quantity: 1 },
      { loot: 'ts', character: 'aria', quantity: 3 }
    ])
    const result = reviewSplit(input, moves)
    expect(result.loads).toEqual({ aria: 'over', borin: 'medium' })
    expect(result.assignments.find((a) => a.loot === 'ts')!.why.text).toBe(
      'Aria: tower shield ×3 — puts Aria over the limit: Aria cannot move'
    )
    const rope = result.left.find((l) => l.loot === 'rope')!
    expect(rope.why.code).toBe('kept')
    expect(rope.why.text).toBe('left in stash: rope — kept in the stash, though Borin could carry more')
  })

  it('rejects moves that name unknown ids or give more than a line has, with the path', () => {
    const input: SplitInput = {
      characters: [{ id: 'a', name: 'A', strength: 10, items: [] }],
      loot: [{ id: 'x', name: 'rope', type: 'gear', level: 3, quantity: 2 }]
    }
    expect(() =>
      validateSplitMoves(input, [
        { loot: 'x', character: 'a', quantity: 1 },
        { loot: 'x', character: 'a', quantity: 2 }
      ])
    ).toThrow('assignments[1].quantity: gives 3 of "rope" in all, but the line has 2')
    expect(() => validateSplitMoves(input, [{ loot: 'y', character: 'a', quantity: 1 }])).toThrow(
      'assignments[0].loot: no loot line has the id "y"'
    )
    expect(() => validateSplitMoves(input, [{ loot: 'x', character: 'b', quantity: 1 }])).toThrow(
      'assignments[0].character: no character has the id "b"'
    )
    expect(() => validateSplitMoves(input, [{ loot: 'x', character: 'a', quantity: -1 }])).toThrow(
      /^assignments\[0\]\.quantity: must be at least 0/
    )
  })
})

describe('claims among equally good splits', () => {
  it('makes the claimant the one who goes heavy when someone must', () => {
    const characters = Array.from({ length: 10 }, (_, i) => ({ id: `c${i}`, name: `C${i}`, strength: 10, items: [] }))
    const input: SplitInput = {
      characters,
      loot: [{ id: 'anvil', name: 'anvil', type: 'gear', level: 6, quantity: 1 }],
      claims: [{ loot: 'anvil', character: 'c9' }]
    }
    const result = splitLoot(input)
    expect(result.assignments.map((a) => [a.loot, a.character])).toEqual([['anvil', 'c9']])
    expect(result.stats.claims).toEqual({ honoured: 1, total: 1 })
    expect(result.stats.profiles.optimal).toBe(10)
  })

  it('does not honour a claim that would make the party heavier', () => {
    const input: SplitInput = {
      characters: [
        { id: 'aria', name: 'Aria', strength: 10, items: [] },
        { id: 'borin', name: 'Borin', strength: 10, wornArmor: 'heavy', items: [] }
      ],
      loot: [{ id: 'anvil', name: 'anvil', type: 'gear', level: 6, quantity: 1 }],
      claims: [{ loot: 'anvil', character: 'aria' }]
    }
    const result = splitLoot(input)
    expect(result.assignments.map((a) => [a.character, a.why.code])).toEqual([['borin', 'only-stays']])
    expect(result.stats.claims).toEqual({ honoured: 0, total: 1 })
  })
})
