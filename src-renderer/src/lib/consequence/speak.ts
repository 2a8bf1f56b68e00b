// A forecast in words: "Fizzbang: heavy → over, 2 harnois" (what now decides the load follows the
// change when it gets heavier), "Aria: heavy → medium", "Seoni: still light".
import type { Tier } from '@shared/rules'
import { groupCount, groupLines, held, wornArmorName, type Speech } from '@shared/i18n'
import type { Outcome } from './forecast'

const RANK: Record<Tier, number> = { light: 0, medium: 1, heavy: 2, over: 3 }

export interface Said {
  id: string
  before: Tier
  after: Tier
  text: string
  /** The load gets heavier. */
  heavier: boolean
  /** The load goes (or stays) over the limit: the character could not move. */
  warn: boolean
}

/** What decides `o`'s new load: "2 harnois", "30 potions", the worn armour. */
function causes(o: Outcome, s: Speech): string[] {
  const { character, evaluation } = o.after
  const r = evaluation.reason
  const out: string[] = []
  if (r.source === 'groups' || r.source === 'both') {
    for (const key of r.groups) {
      const g = evaluation.groups.find((x) => x.key === key)
      if (g) out.push(groupCount(g, groupLines(g, character), held(g), s))
    }
  }
  if (r.source === 'armor' || r.source === 'both') out.push(wornArmorName(character, s))
  return out
}

export function sayOutcome(o: Outcome, s: Speech): Said {
  const before = o.before.evaluation.load
  const after = o.after.evaluation.load
  const heavier = RANK[after] > RANK[before]
  const text =
    before === after
      ? s.m.consequence.same(o.name, after)
      : s.m.consequence.change(
          o.name,
          s.m.groupLoad[before],
          s.m.groupLoad[after],
          heavier ? causes(o, s).join(', ') : ''
        )
  return { id: o.id, before, after, text, heavier, warn: after === 'over' && RANK[after] >= RANK[before] }
}
