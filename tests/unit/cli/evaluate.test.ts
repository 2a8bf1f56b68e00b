// The CLI (through npm in a child process once, then its main in this process): `evaluate` reads JSON on
// stdin and prints JSON; bad input exits 2.
import { describe, expect, it } from 'vitest'
import { expectBadInput, runCli } from './run-cli'

const cli = (args: string[], stdin = '') => runCli(args, { stdin })

const seed = {
  character: { strength: 18, wornArmor: 'medium' },
  items: [
    { name: 'dagger', type: 'weapon', category: 'light', quantity: 10 },
    { name: 'ration', type: 'gear', level: 2, quantity: 6 },
    { name: 'potion of cure light wounds', type: 'gear', level: 1, kind: 'potion', quantity: 30 }
  ]
}

describe('cli evaluate', () => {
  it('npm run -s cli -- evaluate: the seed example is heavy because of the potions, daggers 9/13/17', async () => {
    const outcome = await runCli(['evaluate'], { viaNpm: true, stdin: JSON.stringify(seed) })
    expect(outcome.stderr).toBe('')
    expect(outcome.status).toBe(0)
    const output = JSON.parse(outcome.stdout)
    expect(Object.keys(output)).toEqual([
      'load',
      'reason',
      'strengthAdjustment',
      'effects',
      'bearer',
      'warnings',
      'groups'
    ])
    expect(output.load).toBe('heavy')
    expect(output.reason).toEqual({ source: 'groups', groups: ['potion'] })
    expect(output.strengthAdjustment).toBe(1)
    expect(output.effects).toEqual({
      canMove: true,
      maxDex: 1,
      checkPenalty: -6,
      baseSpeed: 30,
      speed: 20,
      speed30: 20,
      speed20: 15,
      runMultiplier: 3
    })
    expect(output.bearer).toEqual({ strength: 18, size: 'M', d: 1 })
    expect(output.warnings).toEqual([])
    expect(output.groups).toEqual([
      {
        label: 'light weapons',
        level: 2,
        units: 10,
        limits: [9, 13, 17],
        load: 'medium',
        headroom: { nextTier: 3, beforeOver: 7 }
      },
      {
        label: 'potion',
        level: 1,
        units: 30,
        limits: [17, 25, 33],
        load: 'heavy',
        headroom: { nextTier: 3, beforeOver: 3 }
      },
      {
        label: 'ration',
        level: 2,
        units: 6,
        limits: [9, 13, 17],
        load: 'light',
        headroom: { nextTier: 3, beforeOver: 11 }
      }
    ])
  })

  it('prints coins in units (16.01), options and sizes applied, worn armour as a reason', async () => {
    const input = {
      options: { strengthRaisesMax: false, rounding: 'toward-zero' },
      character: { strength: 26, size: 'P', wornArmor: 'heavy' },
      items: [
        { name: 'gold', type: 'coins', quantity: 1601 },
        { name: 'longsword', type: 'weapon', category: 'one-handed', size: 'M', quantity: 1 },
        { name: 'ladder', type: 'gear', level: 6, quantity: 1 }
      ]
    }
    const outcome = await cli(['evaluate'], JSON.stringify(input))
    expect(outcome.status).toBe(0)
    expect(outcome.stdout).toContain('"units": 16.01')
    const output = JSON.parse(outcome.stdout)
    expect(output.load).toBe('heavy')
    expect(output.reason).toEqual({ source: 'armor', armor: 'heavy' })
    expect(output.strengthAdjustment).toBe(2)
    expect(output.groups).toEqual([
      {
        label: 'two-handed weapons',
        level: 4,
        units: 1,
        limits: [4, 4, 4],
        load: 'light',
        headroom: { nextTier: 3, beforeOver: 3 }
      },
      {
        label: 'coins',
        level: 1,
        units: 16.01,
        limits: [18, 26, 32],
        load: 'light',
        headroom: { nextTier: 1.99, beforeOver: 15.99, coins: { nextTier: 199, beforeOver: 1599 } }
      },
      {
        label: 'ladder',
        level: 6,
        units: 1,
        limits: [1, 1, 1],
        load: 'light',
        headroom: { nextTier: 0, beforeOver: 0 }
      }
    ])
  })

  it('bad input: exit 2, nothing on stdout, one line on stderr naming the field', async () => {
    const bad = (items: unknown[]) => JSON.stringify({ character: { strength: 10 }, items })
    const [negative, fractional, level, size, type, malformed, empty, typed] = await Promise.all([
      cli(
        ['evaluate'],
        bad([
          { name: 'a', type: 'gear', level: 1, quantity: 1 },
          { name: 'b', type: 'gear', level: 1, quantity: -3 }
        ])
      ),
      cli(['evaluate'], bad([{ name: 'a', type: 'gear', level: 1, quantity: 1.5 }])),
      cli(['evaluate'], bad([{ name: 'a', type: 'gear', level: 8, quantity: 1 }])),
      cli(['evaluate'], bad([{ name: 'a', type: 'weapon', category: 'light', size: 'XXL', quantity: 1 }])),
      cli(['evaluate'], bad([{ name: 'a', type: 'potion', quantity: 1 }])),
      cli(['evaluate'], '{ "character": { "strength": 10 },\n  "items": [ { "name": "a", } ] }'),
      cli(['evaluate'], '   '),
      cli(['evaluate'], '{ "character": { "strength": "strong" }, "items": [] }')
    ])
    expectBadInput(negative, /^items\[1\]\.quantity: must be at least 0, got -3 \(line 1, column \d+\)$/m)
    expectBadInput(fractional, /^items\[0\]\.quantity: must be a whole number, got 1.5/)
    expectBadInput(level, /^items\[0\]\.level: must be at most 7, got 8/)
    expectBadInput(size, /^items\[0\]\.size: must be one of .*got the string "XXL"/)
    expectBadInput(type, /^items\[0\]\.type: must be one of .*got the string "potion"/)
    expectBadInput(malformed, /^stdin:2:29: malformed JSON: expected a property name/)
    expectBadInput(empty, /^stdin: expected one JSON object, got nothing/)
    expectBadInput(typed, /^character\.strength: must be a number, got the string "strong"/)
  })

  it('unknown command, no command, or arguments to evaluate: usage on stderr, exit 2', async () => {
    const [unknown, none, extra, help] = await Promise.all([
      cli(['nope']),
      cli([]),
      cli(['evaluate', '--fast'], '{}'),
      cli(['--help'])
    ])
    for (const outcome of [unknown, none, extra]) {
      expect(outcome.status).toBe(2)
      expect(outcome.stdout).toBe('')
      expect(outcome.stderr).toMatch(/usage: npm run -s cli -- <command>/)
      expect(outcome.stderr).toMatch(/evaluate/)
    }
    expect(unknown.stderr).toMatch(/unknown command "nope"/)
    expect(help.status).toBe(0)
    expect(help.stdout).toMatch(/usage:/)
  })
})
