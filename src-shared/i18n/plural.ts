// Plural forms of item names for short sentences ("30 potions → heavy", "+2 dagues → intermédiaire").
// Catalog names are singular; these rules cover the catalog's nouns well enough and fall back to
// the unchanged name rather than inventing a wrong form.
import { formatNumber } from './format'
import type { Language } from './language'
import { catalog } from '../catalog/index'

let englishOnly: Set<string> | null = null
/** The catalog names shown in English in the French UI (built on first use). */
function englishOnlyNames(): Set<string> {
  return (englishOnly ??= new Set(catalog.filter((e) => e.frMissing).map((e) => e.fr)))
}

const FR_LINKS = new Set(['de', 'du', 'des', 'à', 'au', 'aux', 'en', 'pour', 'sur', 'avec', '(', 'd’', "d'"])
const EN_LINKS = new Set(['of', 'for', 'with', 'in', 'on', 'to', '('])
/** Adjectives that, after a one-word "de" complement, agree with the head noun ("Masse d’armes lourde",
 *  "Cheval de guerre léger", "Armure de cuir cloutée"); a plural one ("Potion de soins légers") is left alone. */
const FR_TRAILING_ADJECTIVES = /^(lourde?|léger|légère|cloutée?|longue?|courte?|petite?|grande?)$/i

/** Enhancement bonuses, numbers and parentheticals ("+1", "(10)") never take a plural mark. */
const MODIFIER = /^[\d(+]/
/** A plain word: letters (with apostrophes and hyphens), or a bonus or number. */
const WORD = /^([\p{L}][\p{L}'’-]*|[+\d][\d+,.]*)$/u

function frWord(word: string): string {
  if (MODIFIER.test(word) || word.length < 2 || !WORD.test(word)) return word
  if (/[sxz]$/i.test(word)) return word
  if (/(eau|eu|au)$/i.test(word)) return word + 'x'
  if (/al$/i.test(word) && !/^(bal|carnaval|chacal|festival|récital|régal)$/i.test(word))
    return word.slice(0, -2) + 'aux'
  return word + 's'
}

function enWord(word: string): string {
  if (MODIFIER.test(word) || word.length < 2 || !WORD.test(word)) return word
  if (/[^s]s$/i.test(word)) return word // already plural ("Trail rations")
  if (/(s|x|z|ch|sh)$/i.test(word)) return word + 'es'
  if (/[^aeiou]y$/i.test(word)) return word.slice(0, -1) + 'ies'
  if (/(knife|life)$/i.test(word)) return word.slice(0, -2) + 'ves'
  if (/staff$/i.test(word)) return word.slice(0, -2) + 'ves'
  if (/man$/i.test(word)) return word.slice(0, -2) + 'en'
  return word + 's'
}

/** The plural of a singular item name: French pluralises the noun and its adjectives up to a
 * linking word ("Épée longue" → "Épées longues", "Potion de soins" → "Potions de soins"); English
 * pluralises the head noun (last word before "of", "(", ...). */
export function pluralName(name: string, lang: Language): string {
  // A catalog name the French UI shows in English (no French name in the data) takes an English plural.
  if (lang === 'fr' && englishOnlyNames().has(name)) return pluralName(name, 'en')
  const words = name.split(' ')
  const links = lang === 'fr' ? FR_LINKS : EN_LINKS
  // A parenthetical ends the agreeing part, like a linking word ("Bière (4 litres)" → "Bières (4 litres)").
  // A word that is not plain letters (a GM's «quote», a comma, an emoji) ends it too: names like that are
  // left as typed rather than given a wrong plural mark.
  const link = words.findIndex(
    (w, i) => i > 0 && (!WORD.test(w) || w.startsWith('(') || links.has(w.toLowerCase().replace(/^d['’].*/, 'd’')))
  )
  const end = link === -1 ? words.length : link
  if (end === 0) return name
  if (lang === 'fr') {
    for (let i = 0; i < end; i++) words[i] = frWord(words[i]!)
    const linkWord = words[end]?.toLowerCase() ?? ''
    if (linkWord === 'de' || /^d['’]/.test(linkWord)) {
      // The complement is one word ("d’armes", "de guerre"); what follows it may agree with the head noun.
      const first = linkWord === 'de' ? end + 2 : end + 1
      for (let i = first; i < words.length; i++) {
        if (!FR_TRAILING_ADJECTIVES.test(words[i]!)) break
        words[i] = frWord(words[i]!)
      }
    }
  } else {
    // The head noun is the last word before the link that is not a bonus ("Longsword +1" → "Longswords +1").
    let head = end - 1
    while (head > 0 && MODIFIER.test(words[head]!)) head--
    words[head] = enWord(words[head]!)
  }
  return words.join(' ')
}

/** Whether a count takes the singular: French "0 dague", "1,5 dague"; English "1 dagger" only. */
export function isSingular(count: number, lang: Language): boolean {
  return lang === 'fr' ? Math.abs(count) < 2 : Math.abs(count) === 1
}

/** "1 dague", "3 dagues" — the count and the name in the right number. */
export function countName(count: number, name: string, lang: Language): string {
  const one = isSingular(count, lang)
  return `${formatCount(count, lang)} ${one ? lowerFirst(name, lang) : lowerFirst(pluralName(name, lang), lang)}`
}

export function formatCount(n: number, lang: Language, maxFraction = 2): string {
  return formatNumber(lang, n, maxFraction)
}

/** The text with its first letter in upper case, for a heading ("light weapons" → "Light weapons"). */
export function upperFirst(text: string, lang: Language): string {
  return text.charAt(0).toLocaleUpperCase(lang) + text.slice(1)
}

/** A name as it reads inside a sentence: "Potions" → "potions"; proper nouns and acronyms ("PV")
 *  kept (only a capital followed by a lower-case letter is lowered). */
export function lowerFirst(name: string, lang: Language): string {
  return /^\p{Lu}\p{Ll}/u.test(name) ? name.charAt(0).toLocaleLowerCase(lang) + name.slice(1) : name
}
