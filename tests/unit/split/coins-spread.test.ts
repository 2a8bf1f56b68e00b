// Issue 14's table: one character got all 2,078 copper pieces while another got the gold, and a chest
// and three longswords all went to one character although splitting the swords cost nobody a tier.
// Now each kind of coin is spread over the shares (loads stay optimal), and coins even out what the
// items leave: the shares differ by less than a silver piece, or, when one item is worth more than an
// equal share, its bearer takes no coin and the others share them evenly (the least spread, proved).
import { describe, expect, it } from 'vitest'
import { splitLoot, unitValueGp, type SplitInput } from '@shared/split'

function haul(bearers: number): SplitInput {
  const names = ['Aria', 'Borin', 'Pip', 'Grok', 'Elara']
  return {
    characters: names.slice(0, bearers).map((name, i) => ({
      id: name.toLowerCase(),
      name,
      strength: 12 + 2 * i,
      items: []
    })),
    loot: [
      { id: 'cp', name: 'copper pieces', type: 'coins', quantity: 2078 },
      { id: 'sp', name: 'silver pieces', type: 'coins', quantity: 640 },
      { id: 'gp', name: 'gold pieces', type: 'coins', quantity: 310 },
      { id: 'chest', name: 'chest', type: 'gear', level: 5, quantity: 1, valueGp: 2 },
      { id: 'ls', name: 'longsword', type: 'weapon', category: 'one-handed', size: 'M', quantity: 3, valueGp: 15 },
      { id: 'idol', name: 'gold idol', type: 'gear', level: 1, quantity: 1, valueGp: 120 }
    ]
  }
}

describe('coins and items shared by value', () => {
  for (const n of [3, 4, 5]) {
    it(`${n} bearers: every kind of coin goes to every share that takes coins, coins even out the idol`, () => {
      const input = haul(n)
      const fair = splitLoot(input)
      const plain = splitLoot(input, { valueFairness: false })
      // Value fairness never costs a tier.
      expect(fair.loads).toEqual(plain.loads)
      expect(fair.left).toEqual([])
      const idolTo = fair.assignments.find((a) => a.loot === 'idol')!.character
      const total = input.loot.reduce((sum, l) => sum + unitValueGp(l) * l.quantity, 0)
      const idolAlone = 120 > total / n
      // Every share that takes coins takes every kind.
      const coinTakers = input.characters.filter((c) => !(idolAlone && c.id === idolTo)).map((c) => c.id)
      for (const kind of ['cp', 'sp', 'gp']) {
        const takers = fair.assignments.filter((a) => a.loot === kind && a.quantity > 0).map((a) => a.character)
        expect({ kind, takers: takers.sort() }).toEqual({ kind, takers: [...coinTakers].sort() })
      }
      const values = Object.values(fair.stats.valueGp)
      const spread = Math.max(...values) - Math.min(...values)
      expect(fair.stats.valueSpreadGp).toBeCloseTo(spread, 2)
      if (idolAlone) {
        // 120 gp against what the others share: the least spread there is, and the split says so.
        expect(spread).toBeCloseTo(120 - (total - 120) / (n - 1), 1)
        expect(fair.stats.valueSpreadBound).toEqual({ gp: fair.stats.valueSpreadGp, exact: true })
      } else expect(spread).toBeLessThan(0.1)
      // The idol (120 gp) is evened by coins: whoever has it holds fewer coins by value.
      const coinValue = (who: string) =>
        fair.assignments
          .filter((a) => a.character === who && ['cp', 'sp', 'gp'].includes(a.loot))
          .reduce((s, a) => s + a.quantity * unitValueGp(input.loot.find((l) => l.id === a.loot)!), 0)
      for (const c of input.characters)
        if (c.id !== idolTo) expect(coinValue(c.id)).toBeGreaterThan(coinValue(idolTo) + 70) // 120 gp less the swords and the chest
    })
  }
})
