// Names the French UI shows in English (the French edition gives none: issue 11) are marked wherever
// they appear, in sentences too: "+2 bags of holding (type I) [EN] → intermédiaire" on a card's hint.
import type { Character } from '@shared/campaign/schema'
import { getCatalogEntry } from '@shared/catalog'
import type { Language } from '../core/language'
import { lowerFirst, pluralName } from './plural'

/** A piece of a sentence: an English-only name (to mark) or the text around it. */
export interface NameSpan {
  text: string
  english: boolean
}

/** The forms a holder's English-only catalog names take in its sentences (as a heading, inside a
 *  sentence, singular, plural), longest first; none outside French. */
export function englishNameForms(character: Pick<Character, 'inventory' | 'wornArmor'>, lang: Language): string[] {
  if (lang !== 'fr') return []
  const names = new Set<string>()
  const refs = character.inventory.map((l) => l.ref)
  if (character.wornArmor?.ref) refs.push(character.wornArmor.ref)
  for (const ref of refs) {
    if (ref.source !== 'catalog') continue
    const entry = getCatalogEntry(ref.id)
    if (!entry?.frMissing || names.has(entry.fr)) continue
    const plural = pluralName(entry.fr, lang)
    for (const form of [entry.fr, lowerFirst(entry.fr, lang), plural, lowerFirst(plural, lang)]) names.add(form)
  }
  return [...names].sort((a, b) => b.length - a.length)
}

/** `text` cut around each of `forms` it contains (whole words only: "Ring" is not marked in "Rings"
 *  unless "Rings" is itself a form). */
export function splitEnglishNames(text: string, forms: readonly string[]): NameSpan[] {
  if (forms.length === 0) return [{ text, english: false }]
  const spans: NameSpan[] = []
  let rest = 0
  let at = 0
  while (at < text.length) {
    const form =
      at === 0 || !/[\p{L}\p{N}]/u.test(text[at - 1]!) ? forms.find((f) => text.startsWith(f, at)) : undefined
    const end = form === undefined ? -1 : at + form.length
    if (form !== undefined && (end === text.length || !/[\p{L}\p{N}]/u.test(text[end]!))) {
      if (at > rest) spans.push({ text: text.slice(rest, at), english: false })
      spans.push({ text: form, english: true })
      rest = at = end
    } else at++
  }
  if (rest < text.length) spans.push({ text: text.slice(rest), english: false })
  return spans
}
