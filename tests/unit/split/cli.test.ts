// The CLI (through npm in a child process once, then its main in this process): `split` reads issue 5's JSON on stdin and prints the split; bad input
// exits 2 with nothing on stdout and one located line on stderr.
import { describe, expect, it } from 'vitest'
import { evaluate } from '@shared/rules'
import { expectBadInput, runCli } from '../cli/run-cli'

const cli = (stdin: string) => runCli(['split'], { stdin })

/** The fight: 4,000 gp, a chest, six longswords, a suit of chainmail and twenty potions. */
const party = {
  characters: [
    {
      id: 'aria',
      name: 'Aria',
      strength: 12,
      items: [{ name: 'longsword', type: 'weapon', category: 'one-handed', quantity: 1 }]
    },
    { id: 'borin', name: 'Borin', strength: 16, wornArmor: 'medium', items: [] },
    { id: 'pip', name: 'Pip', strength: 8, size: 'P', items: [] }
  ],
  loot: [
    { id: 'gp', name: 'gold pieces', type: 'coins', quantity: 4000 },
    { id: 'chest', name: 'chest', type: 'gear', level: 5, quantity: 1 },
    { id: 'ls', name: 'longsword', type: 'weapon', category: 'one-handed', size: 'M', quantity: 6 },
    { id: 'cm', name: 'chainmail', type: 'armor', category: 'medium', size: 'M', quantity: 1 },
    { id: 'pot', name: 'potion of cure light wounds', type: 'gear', level: 1, kind: 'potion', quantity: 20 },
    { id: 'wagon', name: 'loaded wagon', type: 'gear', level: 7, quantity: 1 }
  ]
}

describe('cli split', () => {
  it('npm run -s cli -- split: assignments, left with why, loads that the engine confirms', async () => {
    const outcome = await runCli(['split'], { viaNpm: true, stdin: JSON.stringify(party) })
    expect(outcome.stderr).toBe('')
    expect(outcome.status).toBe(0)
    const out = JSON.parse(outcome.stdout) as {
      assignments: { loot: string; character: string; quantity: number; why: string }[]
      left: { loot: string; quantity: number; why: string }[]
      loads: Record<string, string>
    }
    expect(out.left).toEqual([
      expect.objectContaining({
        loot: 'wagon',
        quantity: 1,
        why: expect.stringMatching(/^left in stash: loaded wagon — /)
      })
    ])
    for (const line of party.loot.filter((l) => l.id !== 'wagon')) {
      expect(out.assignments.filter((a) => a.loot === line.id).reduce((s, a) => s + a.quantity, 0)).toBe(line.quantity)
    }
    expect(out.assignments.find((a) => a.loot === 'cm')).toMatchObject({
      character: 'borin',
      why: 'Borin: chainmail — only Borin stays at medium load with it'
    })
    for (const c of party.characters) {
      const items = [...c.items] as Parameters<typeof evaluate>[0]['items'][number][]
      for (const a of out.assignments.filter((x) => x.character === c.id)) {
        const { id: _id, ...item } = party.loot.find((l) => l.id === a.loot)!
        items.push({ ...(item as (typeof items)[number]), quantity: a.quantity })
      }
      expect(out.loads[c.id]).toBe(
        evaluate({ character: c as Parameters<typeof evaluate>[0]['character'], items }).load
      )
    }
    // Everyone but Borin (medium armour) stays light: the optimum for this party.
    expect(out.loads).toEqual({ aria: 'light', borin: 'medium', pip: 'light' })
  })

  it('says each participant’s share value and the spread (4,000 gp even out a chest and longswords)', async () => {
    const valued = {
      ...party,
      loot: party.loot.map((l) => ({ ...l, valueGp: l.type === 'coins' ? undefined : 15 }))
    }
    const outcome = await cli(JSON.stringify(valued))
    const out = JSON.parse(outcome.stdout) as {
      assignments: { loot: string; character: string; quantity: number }[]
      shares: { character: string; name: string; valueGp: number }[]
      spread: { gp: number; lowerBoundGp: number; exact: boolean }
    }
    expect(out.shares.map((s) => s.character)).toEqual(['aria', 'borin', 'pip'])
    // The shares are what the assignments are worth.
    for (const share of out.shares) {
      let value = 0
      for (const a of out.assignments.filter((x) => x.character === share.character))
        value += a.quantity * (a.loot === 'gp' ? 1 : 15)
      expect(share.valueGp).toBeCloseTo(value, 2)
    }
    const values = out.shares.map((s) => s.valueGp)
    expect(out.spread.gp).toBeCloseTo(Math.max(...values) - Math.min(...values), 2)
    // 4,000 gp + 28 items at 15 gp: coins even the items out to the gold piece.
    expect(out.spread.gp).toBeLessThanOrEqual(1)
    expect(out.spread.lowerBoundGp).toBeLessThanOrEqual(out.spread.gp)
  })

  it('a mule carrying for Borin: one share with him ("carriedBy"), even with the others', async () => {
    const valued = {
      ...party,
      characters: [
        ...party.characters,
        { id: 'mule', name: 'Mule', strength: 16, size: 'G', quadruped: true, items: [], valueFor: 'borin' }
      ],
      loot: party.loot.map((l) => ({ ...l, valueGp: l.type === 'coins' ? undefined : 15 }))
    }
    const out = JSON.parse((await cli(JSON.stringify(valued))).stdout) as {
      shares: { character: string; carriedBy?: string[]; valueGp: number }[]
      stats: { valueGp: Record<string, number> }
      spread: { gp: number }
    }
    expect(out.shares.map((s) => [s.character, s.carriedBy])).toEqual([
      ['aria', undefined],
      ['borin', ['mule']],
      ['pip', undefined]
    ])
    const borin = out.shares.find((s) => s.character === 'borin')!
    expect(borin.valueGp).toBeCloseTo(out.stats.valueGp.borin! + out.stats.valueGp.mule!, 2)
    expect(out.spread.gp).toBeLessThanOrEqual(1)
  })

  it('bearers in the split: the spread and its lower bound are between shares, a pony for the party holds none', async () => {
    // Seven 100 gp rubies, three shares (Borin's with his mule): one ruby apart at best, and proved so.
    const withBearers = {
      characters: [
        ...party.characters,
        { id: 'mule', name: 'Mule', strength: 16, size: 'G', quadruped: true, items: [], valueFor: 'borin' },
        { id: 'pony', name: 'Pony', strength: 13, size: 'M', quadruped: true, items: [], valueFor: null }
      ],
      loot: [{ id: 'ruby', name: 'ruby', type: 'gear', level: 1, quantity: 7, valueGp: 100 }]
    }
    const out = JSON.parse((await cli(JSON.stringify(withBearers))).stdout) as {
      shares: { character: string; carriedBy?: string[]; valueGp: number }[]
      stats: { valueGp: Record<string, number> }
      spread: { gp: number; lowerBoundGp?: number; exact?: boolean }
    }
    expect(out.shares.map((s) => [s.character, s.carriedBy])).toEqual([
      ['aria', undefined],
      ['borin', ['mule']],
      ['pip', undefined]
    ])
    expect(out.shares.map((s) => s.valueGp).sort()).toEqual([200, 200, 300])
    expect(out.stats.valueGp.pony).toBe(0)
    expect(out.spread).toEqual({ gp: 100, lowerBoundGp: 100, exact: true })
  })

  it('into: Pip\'s bag of holding takes what would make him heavy; the output says which lines went in ("in")', async () => {
    const bag = {
      id: 'pip-bag',
      name: 'Bag of holding (type I)',
      type: 'gear',
      level: 1,
      quantity: 1,
      extradimensional: true,
      capacity: 10,
      maxLevel: 3
    }
    const pip = { id: 'pip', name: 'Pip', strength: 8, size: 'P', items: [bag] }
    const loot = [{ id: 'rope', name: 'rope', type: 'gear', level: 3, quantity: 8, valueGp: 1 }]
    const run = async (extra: object) =>
      JSON.parse((await cli(JSON.stringify({ characters: [pip], loot, ...extra }))).stdout) as {
        assignments: { loot: string; character: string; quantity: number; in?: string; reason: { code: string } }[]
        loads: Record<string, string>
        left: unknown[]
      }
    const off = await run({})
    expect(off.assignments.some((a) => a.in !== undefined)).toBe(false)
    expect(off.loads.pip).not.toBe('light')
    const on = await run({ into: ['pip-bag'] })
    expect(on.loads).toEqual({ pip: 'light' })
    expect(on.left).toEqual([])
    const inside = on.assignments.filter((a) => a.in === 'pip-bag')
    expect(inside.length).toBe(1)
    expect(inside[0]!.character).toBe('pip')
    expect(inside[0]!.reason.code).toBe('into-container')
    expect(inside[0]!.quantity).toBeLessThanOrEqual(10)
    // The engine agrees: with the lines written in, Pip is light and the bag raises no warning.
    const items = [
      bag,
      ...on.assignments.map((a) => ({ ...loot[0], quantity: a.quantity, ...(a.in ? { in: a.in } : {}) }))
    ]
    const after = evaluate({ character: { strength: 8, size: 'P' }, items: items as never })
    expect([after.load, after.warnings]).toEqual(['light', []])
    const bad = await cli(JSON.stringify({ characters: [pip], loot, into: ['rope'] }))
    expectBadInput(bad, /into\[0\]/)
  })

  // Issue 13 item 3, RULES.md §10: moving the container moves its contents. With the house rule counting
  // them as carried, a bag of the loot holding 20 potions went to one carrier and its loads said light,
  // though the 20 potions inside count for it: 20 in the bag + 10 loose made Ezren heavy in evaluate.
  it('contents counted as carried: a bag of the loot and what it holds go to one carrier, the loads count them', async () => {
    const bag = {
      id: 'sack',
      name: 'bag of holding',
      type: 'gear',
      level: 1,
      quantity: 1,
      extradimensional: true,
      valueGp: 2520,
      contents: [{ name: 'potion', type: 'gear', level: 1, kind: 'potion', quantity: 20 }]
    }
    const potions = { id: 'pot', name: 'potion', type: 'gear', level: 1, kind: 'potion', quantity: 20, valueGp: 1 }
    const characters = [
      { id: 'ezren', name: 'Ezren', strength: 10, items: [] },
      { id: 'meri', name: 'Merisiel', strength: 10, items: [] }
    ]
    const input = { options: { extradimensionalContentsCount: true }, characters, loot: [bag, potions] }
    const outcome = await cli(JSON.stringify(input))
    expect(outcome.stderr).toBe('')
    const out = JSON.parse(outcome.stdout) as {
      assignments: { loot: string; character: string; quantity: number; in?: string }[]
      left: unknown[]
      loads: Record<string, string>
      effects: Record<string, unknown>
    }
    const sack = out.assignments.filter((a) => a.loot === 'sack')
    expect(sack).toHaveLength(1)
    expect(out.left).toEqual([])
    // 40 potions for two at 16/24/32: one light (16), the bag's carrier medium (20 inside + 4)
    expect(Object.values(out.loads).sort()).toEqual(['light', 'medium'])
    expect(out.loads[sack[0]!.character]).toBe('medium')
    for (const c of characters) {
      const items: Record<string, unknown>[] = []
      for (const a of out.assignments.filter((x) => x.character === c.id)) {
        const { id, valueGp: _v, contents, ...item } = input.loot.find((l) => l.id === a.loot)! as typeof bag
        items.push({ ...item, quantity: a.quantity, ...(contents ? { id } : {}) })
        for (const content of contents ?? []) items.push({ ...content, in: id })
      }
      const alone = evaluate({ options: input.options, character: { strength: 10 }, items: items as never })
      expect(alone.load).toBe(out.loads[c.id])
      expect(alone.effects).toEqual(out.effects[c.id])
    }
  })

  // Issue 13 item 3: `into` naming a bag of the loot nobody claimed exited 2 ('only an extradimensional
  // container claimed whole … can be filled'). A GM means: the bag goes to whoever the split gives it,
  // and what goes in goes with it. Claimed for a party fund, it cannot be filled: said where.
  it('into: an unclaimed stash bag goes to whoever the split gives it, filled as theirs', async () => {
    const sack = {
      id: 'sack',
      name: 'Bag of holding (type I)',
      type: 'gear',
      level: 1,
      quantity: 1,
      extradimensional: true,
      capacity: 10,
      valueGp: 2500
    }
    const rope = { id: 'rope', name: 'rope', type: 'gear', level: 3, quantity: 16, valueGp: 1 }
    const characters = [
      { id: 'ezren', name: 'Ezren', strength: 8, items: [] },
      { id: 'kyra', name: 'Kyra', strength: 8, items: [] }
    ]
    const input = { characters, loot: [sack, rope], into: ['sack'] }
    const outcome = await cli(JSON.stringify(input))
    expect(outcome.stderr).toBe('')
    expect(outcome.status).toBe(0)
    const out = JSON.parse(outcome.stdout) as {
      assignments: { loot: string; character: string; quantity: number; in?: string; reason: { code: string } }[]
      left: unknown[]
      loads: Record<string, string>
      warnings: unknown[]
    }
    const bag = out.assignments.filter((a) => a.loot === 'sack')
    expect(bag).toHaveLength(1)
    const inside = out.assignments.filter((a) => a.in === 'sack')
    expect(inside.length).toBeGreaterThan(0)
    expect(inside.every((a) => a.character === bag[0]!.character && a.reason.code === 'into-container')).toBe(true)
    expect(inside.reduce((s, a) => s + a.quantity, 0)).toBeLessThanOrEqual(10)
    expect(out.left).toEqual([])
    expect(out.warnings).toEqual([])
    // 16 ropes for two at STR 8 (level 3: 3/5/7 each): without the bag someone is medium or worse
    expect(out.loads).toEqual({ ezren: 'light', kyra: 'light' })
    for (const c of characters) {
      const items = out.assignments
        .filter((a) => a.character === c.id)
        .map((a) => {
          const { valueGp: _v, ...line } = input.loot.find((l) => l.id === a.loot)!
          return { ...line, quantity: a.quantity, ...(a.in ? { in: a.in } : {}) }
        })
      expect(evaluate({ character: { strength: 8 }, items: items as never }).load).toBe(out.loads[c.id])
    }
    const fund = { id: 'f', name: 'Party fund', strength: 10, items: [], fund: true }
    expectBadInput(
      await cli(
        JSON.stringify({ ...input, characters: [...characters, fund], claims: [{ loot: 'sack', character: 'f' }] })
      ),
      /^into\[0\]: "sack" is claimed for Party fund, a party fund that carries nothing: it cannot be filled/
    )
  })

  it('bad input: exit 2, nothing on stdout, the field path on stderr', async () => {
    const bad = structuredClone(party) as { loot: Record<string, unknown>[]; claims?: unknown[] }
    bad.loot[2]!.quantity = 2.5
    expectBadInput(await cli(JSON.stringify(bad)), /^loot\[2\]\.quantity: must be a whole number/)
    expectBadInput(
      await cli(JSON.stringify({ ...party, claims: [{ loot: 'ls', character: 'zed' }] })),
      /^claims\[0\]\.character: no character has the id "zed"/
    )
    expectBadInput(
      await cli(JSON.stringify({ ...party, loot: [...party.loot, party.loot[0]] })),
      /^loot\[6\]\.id: duplicate id "gp"/
    )
    expectBadInput(
      await cli(JSON.stringify({ ...party, characters: [{ ...party.characters[0], size: 'XL' }] })),
      /^characters\[0\]\.size: must be one of/
    )
    expectBadInput(await cli('{ "characters": [ }'), /^stdin:1:19: malformed JSON: expected a value/)
  })
})
