// The engine's extradimensional container warnings (RULES.md §10: past the GM's capacity, an item past
// its largest level) as words: full sentences under the bag on the sheet and in the exports, one short
// line per bag on the card. One wording for every screen and document.
import type { Character } from '@shared/campaign/schema'
import type { ContainerWarning } from '@shared/rules/types'
import { formatCount } from './plural'
import { lineName } from './items'
import type { Speech } from './describe'

/** One sentence per warning, grouped by the container's line id, in the engine's order. */
export function containerWarningSentences(
  warnings: readonly ContainerWarning[],
  character: Pick<Character, 'inventory'>,
  s: Pick<Speech, 'm' | 'lang' | 'customItems'>
): Map<string, string[]> {
  const out = new Map<string, string[]>()
  for (const w of warnings) {
    const list = out.get(w.id) ?? []
    if (w.code === 'capacity')
      list.push(s.m.bag.overCapacity(formatCount(w.units, s.lang), formatCount(w.capacity, s.lang)))
    else {
      const content = character.inventory[w.content]
      list.push(s.m.bag.tooLarge(content ? lineName(content, s.customItems, s.lang) : '?', w.level, w.maxLevel))
    }
    out.set(w.id, list)
  }
  return out
}

/** The card's line per container: its name and what is wrong ("over capacity", "an item too large", or both). */
export function containerCardWarnings(
  warnings: readonly ContainerWarning[],
  character: Pick<Character, 'inventory'>,
  s: Pick<Speech, 'm' | 'lang' | 'customItems'>
): string[] {
  const byBag = new Map<number, { capacity: boolean; tooLarge: boolean }>()
  for (const w of warnings) {
    const kinds = byBag.get(w.item) ?? { capacity: false, tooLarge: false }
    if (w.code === 'capacity') kinds.capacity = true
    else kinds.tooLarge = true
    byBag.set(w.item, kinds)
  }
  return [...byBag].map(([i, kinds]) => {
    const bag = character.inventory[i]
    const problems = [kinds.capacity ? s.m.bag.overCapacityShort : '', kinds.tooLarge ? s.m.bag.tooLargeShort : '']
    return s.m.bag.cardWarning(bag ? lineName(bag, s.customItems, s.lang) : '?', problems.filter(Boolean))
  })
}
