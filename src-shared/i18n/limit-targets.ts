// The words of custom limits' targets (RULES.md §9, campaign/limit-targets.ts): a target's name in the UI's
// language, the list the house rules offer (the groups first, then every item kind) and its search.
import { catalog, kindName, normalize } from '../catalog/index'
import type { CustomItem } from '../campaign/schema'
import { GROUP_TARGET_KEYS, limitTarget } from '../campaign/limit-targets'
import { LOCALE, type Language } from '../core/language'
import type { Messages } from './en'

export interface LimitTargetChoice {
  /** The key in `options.customLimits`: an item kind, or a group's "@…" key. */
  key: string
  name: string
  /** A group of RULES.md §4 (weapons, armours, ammunition), not an item kind. */
  group: boolean
  /** The name, normalized for the search. */
  search: string
}

/** A target's name: a group's from the words, an item kind's from the catalog (else as written); an "@" key
 * that names no group (a hand-edited file the check let through) as written. */
export function limitTargetName(key: string, m: Messages, lang: Language): string {
  const target = limitTarget(key)
  switch (target?.type) {
    case 'weapon':
      return m.rules.targets.weapon[target.category]
    case 'armor':
      return m.rules.targets.armor[target.category]
    case 'ammo':
      return m.rules.targets.ammo
    case 'rounds':
      return m.rules.targets.rounds[target.container]
    default:
      return kindName(key, lang)
  }
}

/** Every target the house rules offer: the groups in their order, then the gear kinds of the catalog and
 * of the campaign's custom items, by name. */
export function limitTargetChoices(
  customItems: readonly CustomItem[],
  m: Messages,
  lang: Language
): LimitTargetChoice[] {
  const choice = (key: string, group: boolean): LimitTargetChoice => {
    const name = limitTargetName(key, m, lang)
    return { key, name, group, search: normalize(name) }
  }
  const kinds = new Set<string>()
  for (const e of catalog) if (e.type === 'gear') kinds.add(e.kind ?? e.id)
  for (const c of customItems) if (c.type === 'gear') kinds.add(c.kind ?? c.name)
  const collator = new Intl.Collator(LOCALE[lang])
  return [
    ...GROUP_TARGET_KEYS.map((key) => choice(key, true)),
    ...[...kinds]
      .filter((k) => limitTarget(k)?.type === 'kind')
      .map((key) => choice(key, false))
      .sort((a, b) => collator.compare(a.name, b.name))
  ]
}

/** The choices whose name holds every word of `query` (case, accents and punctuation aside), in order. */
export function searchLimitTargets(choices: readonly LimitTargetChoice[], query: string): LimitTargetChoice[] {
  const words = normalize(query).split(' ').filter(Boolean)
  if (words.length === 0) return [...choices]
  return choices.filter((c) => words.every((w) => c.search.includes(w)))
}
