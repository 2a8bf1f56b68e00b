// Why a line goes where it goes, in the UI's language: worded from the optimizer's reason code and
// parameters (src-shared/split/why.ts), never from its English sentence. Names come from the caller
// (the line's name in the UI language, the recipient as the campaign names it now).
import type { Why } from '@shared/split'
import { type Language, type Messages, formatCount, lowerFirst, pluralName, familyGroupName } from '@shared/i18n'

/** The group a "no room" line would join, as the limit-group bars name it ("one-handed weapons"). */
function groupName(why: Extract<Why, { code: 'no-room' }>, item: string, m: Messages, lang: Language): string {
  return familyGroupName(why.params.family, why.params.level, m, () => lowerFirst(pluralName(item, lang), lang))
}

/**
 * The reason's text after "Borin: chainmail — ". `who` is the recipient's name (assignments),
 * `item` the line's name in `lang`.
 */
/** `container`: the container's name as the screens show it (the engine's is the catalog's English one). */
export function reasonText(
  why: Why,
  who: string,
  item: string,
  m: Messages,
  lang: Language,
  container?: string
): string {
  const w = m.lootSplit.why
  switch (why.code) {
    case 'claimed':
      return w.claimed(who)
    case 'fund-claimed':
      return w.fundClaimed
    case 'fund-share':
      return w.fundShare(m.money.gp(formatCount(why.params.shareGp, lang)))
    case 'only-bearer':
      return w.onlyBearer
    case 'only-stays':
      return w.onlyStays(who, m.tierLoad[why.params.tier])
    case 'raises':
      return w.raises(who, m.tierLoad[why.params.from], m.tierLoad[why.params.to])
    case 'made-for-size':
      return w.madeForSize(m.size[why.params.size])
    case 'balances-value':
      return w.balancesValue
    case 'into-container':
      return w.intoContainer(who, container ?? why.params.container)
    case 'past-container':
      // the card's words for a bag's problem: one wording on every screen
      return w.pastContainer(
        who,
        container ?? why.params.container,
        why.params.past === 'capacity' ? m.bag.overCapacityShort : m.bag.tooLargeShort
      )
    case 'overloads':
      return w.overloads(who)
    case 'fits':
      return w.fits(who, m.tierLoad[why.params.tier])
    case 'unlimited':
      return w.unlimited
    case 'too-heavy':
      return w.tooHeavy
    case 'no-room':
      return w.noRoom(groupName(why, item, m, lang))
    case 'holds-too-much':
      return w.holdsTooMuch
    case 'no-bearer':
      return w.noBearer
    case 'kept':
      return w.kept(m.lootSplit.list(why.params.room), why.params.room.length)
  }
}

/** A reason the GM must look at: only an edited split can put someone over. */
export function isWarning(why: Why): boolean {
  return why.code === 'overloads' || why.code === 'past-container'
}
