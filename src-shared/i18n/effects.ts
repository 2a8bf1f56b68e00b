// The names of RULES.md §13's named effects in the UI's language (the what-if bar, the import review).
import type { NamedEffect } from '../rules/types'
import type { Messages } from './en'

export function namedEffectName(m: Messages, effect: NamedEffect): string {
  if (effect === 'bulls-strength') return m.whatIf.bulls
  if (effect === 'enlarge-person') return m.whatIf.enlarge
  return m.whatIf.reduce
}
