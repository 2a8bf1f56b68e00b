// Who shows where in the party (RULES.md §11): characters get a card; other bearers (mounts, pack
// animals, hirelings, familiars) a compact row beside their owner's card, or in the bearers strip when
// they have no owner (or one the file does not hold: a hand-edited file never hides a bearer).
import type { Character } from './schema'

export interface PartyLayout<C extends Pick<Character, 'id' | 'bearer' | 'owner'>> {
  /** Characters, in the file's order: the cards (and the 1–9 keys). */
  cards: C[]
  /** Other bearers by their owner's id, in the file's order. */
  byOwner: Map<string, C[]>
  /** Other bearers with no owner among the cards. */
  unowned: C[]
}

export function isOtherBearer(c: Pick<Character, 'bearer'>): boolean {
  return c.bearer !== undefined
}

export function partyLayout<C extends Pick<Character, 'id' | 'bearer' | 'owner'>>(
  characters: readonly C[]
): PartyLayout<C> {
  const cards = characters.filter((c) => !isOtherBearer(c))
  const cardIds = new Set(cards.map((c) => c.id))
  const byOwner = new Map<string, C[]>()
  const unowned: C[] = []
  for (const c of characters) {
    if (!isOtherBearer(c)) continue
    if (c.owner !== undefined && cardIds.has(c.owner)) {
      const list = byOwner.get(c.owner)
      if (list) list.push(c)
      else byOwner.set(c.owner, [c])
    } else unowned.push(c)
  }
  return { cards, byOwner, unowned }
}
