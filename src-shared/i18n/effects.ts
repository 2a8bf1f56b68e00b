// The names of RULES.md §13's effects in the UI's language (the what-if bar, the import review).
import type { Effect, NamedEffect } from '../rules/types'
import type { Messages } from './en'
import { signed } from './describe'

export function namedEffectName(m: Messages, effect: NamedEffect): string {
  if (effect === 'bulls-strength') return m.whatIf.bulls
  if (effect === 'enlarge-person') return m.whatIf.enlarge
  return m.whatIf.reduce
}

/** Any effect in words: a named one's name, exhaustion, else its changes ("STR −2, Size +1 (gear unchanged)"). */
export function effectWords(m: Messages, effect: Effect): string {
  const w = m.whatIf
  if (typeof effect === 'string') return namedEffectName(m, effect)
  if (effect.strength === -6 && effect.size === undefined && effect.d === undefined) return w.exhaustion
  const parts: string[] = []
  if (effect.strength) parts.push(w.strDelta(signed(effect.strength)))
  if (effect.size)
    parts.push(w.sizeDelta(signed(effect.size)) + (effect.withEquipment === false ? ` (${w.withoutGear})` : ''))
  if (effect.d) parts.push(w.dDelta(signed(effect.d)))
  return parts.join(', ')
}
