// Objectives 1–3 are exact: on 300 seeded random small instances the optimizer carries as much and
// ends with the same sorted load vector as an independent exhaustive search.
import { describe, expect, it } from 'vitest'
import { evaluate } from '@shared/rules'
import type { Tier } from '@shared/rules'
import { splitLoot } from '@shared/split'
import { exhaustiveSplit } from './exhaustive'
import { smallInstance } from './instances'

const RANK: Record<Tier, number> = { light: 0, medium: 1, heavy: 2, over: 3 }

describe('split exactness against exhaustive search', () => {
  it('matches carried amount and sorted load vector on 300 seeded instances', () => {
    let nontrivial = 0
    let somethingLeft = 0
    for (let seed = 1; seed <= 300; seed++) {
      const input = smallInstance(seed)
      const result = splitLoot(input)
      const truth = exhaustiveSplit(input)
      const carried = result.stats.carried.units + result.stats.carried.coins / 100
      const vector = truth.bearers.map((id) => result.loads[id]!).sort((a, b) => RANK[b] - RANK[a])
      expect({ seed, carried, vector }).toEqual({ seed, carried: truth.carried, vector: truth.vector })
      // The exhaustive optimum is real: its allocation, evaluated, gives its vector.
      const loads = truth.bearers.map((id, i) => {
        const c = input.characters.find((x) => x.id === id)!
        const items = [...c.items]
        truth.alloc.forEach((qs, l) => {
          const { id: _id, valueGp: _v, ...item } = input.loot[l]!
          if (qs[i]! > 0) items.push({ ...item, quantity: qs[i]! })
        })
        return evaluate({ options: input.options, character: c, items }).load
      })
      expect(loads.sort((a, b) => RANK[b] - RANK[a])).toEqual(truth.vector)
      if (truth.vector.some((t, i) => t !== result.before[truth.bearers[i]!])) nontrivial++
      if (result.left.length > 0) somethingLeft++
    }
    // The instances exercise the interesting cases, not only "everything fits at the floor".
    expect(nontrivial).toBeGreaterThan(100)
    expect(somethingLeft).toBeGreaterThan(30)
  })
})
