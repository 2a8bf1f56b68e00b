// What a coin op does, in the GM's words: "5 000 pa → 500 po : −45 unités, lourde → intermédiaire".
import { applyOp, holderLines } from '@shared/campaign/apply-op'
import { purseOf } from '@shared/campaign/coin-ops'
import type { Holder, Op } from '@shared/campaign/ops'
import type { Campaign } from '@shared/campaign/schema'
import { characterToEvaluateInput } from '@shared/campaign/to-engine'
import { getCatalogEntry } from '@shared/catalog'
import { COIN_KINDS, coinCount, type Purse } from '@shared/core/coins'
import type { Messages } from '@shared/i18n/en'
import type { Language } from '@shared/core/language'
import { formatCount } from '@shared/i18n/plural'
import { formatNumber } from '@shared/core/format'
import { evaluate } from '@shared/rules/evaluate'

export interface CoinPreview {
  /** "5 000 pa → 500 po : −45 unités, lourde → intermédiaire" */
  text: string
  after: Campaign
}

const linesOf = (c: Campaign, h: Holder) => holderLines(c, h) ?? []

export function holderPurse(c: Campaign, h: Holder): Purse {
  return purseOf(linesOf(c, h))
}

function coinsText(m: Messages, lang: Language, p: Partial<Purse>): string {
  return COIN_KINDS.filter((k) => (p[k] ?? 0) > 0)
    .map((k) => `${formatCount(p[k]!, lang)} ${m.exports.coinAbbr[k]}`)
    .join(' + ')
}

export function coinsWorthText(m: Messages, lang: Language, p: Purse): string {
  return coinsText(m, lang, p)
}

/** The op applied to a copy, said; null when it is refused (the refusal is the caller's to show). */
export function previewCoinOp(c: Campaign, holder: Holder, op: Op, m: Messages, lang: Language): CoinPreview | null {
  let after: Campaign
  try {
    after = applyOp(c, op)
  } catch {
    return null
  }
  const before = holderPurse(c, holder)
  const now = holderPurse(after, holder)
  const given: Partial<Purse> = {}
  const got: Partial<Purse> = {}
  for (const k of COIN_KINDS) {
    if (now[k] < before[k]) given[k] = before[k] - now[k]
    if (now[k] > before[k]) got[k] = now[k] - before[k]
  }
  const perUnit = c.options.coinsPerUnit
  const units = (coinCount(now) - coinCount(before)) / perUnit
  const unitsText = m.coins.units(units, formatNumber(lang, Math.abs(units)))
  let text = `${coinsText(m, lang, given)} → ${coinsText(m, lang, got)}${lang === 'fr' ? '\u00a0: ' : ': '}${unitsText}`
  if (holder.type === 'character') {
    const ch0 = c.characters.find((x) => x.id === holder.id)
    const ch1 = after.characters.find((x) => x.id === holder.id)
    if (ch0 && ch1) {
      const a = evaluate(characterToEvaluateInput(c, ch0, getCatalogEntry)).load
      const b = evaluate(characterToEvaluateInput(after, ch1, getCatalogEntry)).load
      text += a === b ? `, ${m.groupLoad[a]}` : `, ${m.groupLoad[a]} → ${m.groupLoad[b]}`
    }
  }
  return { text, after }
}
