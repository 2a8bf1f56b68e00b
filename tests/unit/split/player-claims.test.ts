// Issue 27 item 3: the players' claims are the split's claims — need before greed, a pass is none, only
// the participants' count — and a need claim moves the split's result.
import { describe, expect, it } from 'vitest'
import { buildSplitInput, claimsForSplit, mergePlayerClaims, splitLoot, type PlayerClaimInput } from '@shared/split'
import type { Campaign } from '@shared/campaign'
import { character, emptyParty, line } from '../../e2e/ui-campaigns'

const claim = (
  characterId: string,
  lineId: string,
  kind: PlayerClaimInput['kind'],
  quantity = 0
): PlayerClaimInput => ({
  characterId,
  lineId,
  kind,
  quantity
})

describe('claimsForSplit', () => {
  it('takes need before greed, the earliest of a kind, never a pass nor someone who does not share', () => {
    const claims = [
      claim('amiri', 'sword', 'greed'),
      claim('ezren', 'sword', 'need', 1),
      claim('kyra', 'sword', 'need'),
      claim('amiri', 'potion', 'pass'),
      claim('seelah', 'wand', 'need'),
      claim('kyra', 'wand', 'greed', 2)
    ]
    expect(claimsForSplit(claims, ['amiri', 'ezren', 'kyra'])).toEqual({
      sword: { character: 'ezren', quantity: 1 },
      wand: { character: 'kyra', quantity: 2 }
    })
  })
})

describe('a need claim moves the split', () => {
  it('the longsword goes to whoever needs it, not to whom the optimizer gave it', () => {
    const c: Campaign = emptyParty('en')
    c.characters.push(
      character('Amiri', 'Ann', 18, 'M', null, []) as Campaign['characters'][number],
      character('Ezren', 'Bob', 18, 'M', null, []) as Campaign['characters'][number]
    )
    const sword = line('longsword', 1)
    c.stash = [sword as Campaign['stash'][number]]
    const ids = c.characters.map((ch) => ch.id)
    const setup = { participants: ids, fund: false, loot: [sword.id] }
    const holder = (claims: Record<string, { character: string; quantity?: number }>) =>
      splitLoot(buildSplitInput(c, { ...setup, claims }, 'Fund')).assignments.find((a) => a.loot === sword.id)
        ?.character
    const unclaimed = holder({})
    expect(unclaimed).toBeDefined()
    const other = ids.find((id) => id !== unclaimed)!
    const claims = [claim(unclaimed!, sword.id, 'greed'), claim(other, sword.id, 'need')]
    expect(holder(claimsForSplit(claims, ids))).toBe(other)
    expect(holder(claimsForSplit([claim(other, sword.id, 'pass')], ids))).toBe(unclaimed)
  })
})

describe('claims arriving while the split dialog is open', () => {
  const v = { character: 'valeros' }
  const e = { character: 'ezren', quantity: 2 }
  it('a line as the players had it (or unclaimed) follows them; one the GM changed keeps the GM’s', () => {
    // sword: unclaimed, Valeros now needs it; wand: Ezren took his claim back; bow: the GM gave it to Ezren
    // over Valeros's claim; rope: the GM cleared Valeros's claim
    const current = { wand: e, bow: e }
    const before = { wand: e, bow: v, rope: v }
    const after = { sword: v, bow: v, rope: v }
    expect(mergePlayerClaims(current, before, after)).toEqual({ sword: v, bow: e })
  })
  it('the same claims again change nothing', () => {
    const current = { sword: v, bow: e }
    expect(mergePlayerClaims(current, { sword: v }, { sword: v })).toEqual(current)
  })
})
