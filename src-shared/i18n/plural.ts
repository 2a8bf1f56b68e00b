// Plural forms of item names for short sentences ("30 potions → heavy", "+2 dagues → intermédiaire").
// Catalog names are singular; these rules cover the catalog's nouns well enough and fall back to
// the unchanged name rather than inventing a wrong form.
import { formatNumber } from '../core/format'
import { LOCALE, type Language } from '../core/language'
import { catalog } from '../catalog/index'

let englishOnly: Set<string> | null = null
/** The catalog names shown in English in the French UI (built on first use). */
function englishOnlyNames(): Set<string> {
  return (englishOnly ??= new Set(catalog.filter((e) => e.frMissing).map((e) => e.fr)))
}

// "et" and "/" join two names ("Houx et gui", "Chignole / Foreuse"): what follows is left as typed.
const FR_LINKS = new Set(['de', 'du', 'des', 'à', 'au', 'aux', 'en', 'pour', 'sur', 'avec', '(', 'd’', "d'", 'et', '/'])
const EN_LINKS = new Set(['of', 'for', 'with', 'in', 'on', 'to', '('])
/** Adjectives that, after a singular one-word "de" complement, agree with the head noun ("Cheval de guerre
 *  léger", "Armure de cuir cloutée infernale", "Tour de siège colossale"): after a singular complement the
 *  agreement is ambiguous ("Amulette d’armure naturelle"), so only these are known to go with the head. */
const FR_TRAILING_ADJECTIVES =
  /^(lourde?|léger|légère|cloutée?|longue?|courte?|petite?|grande?|infernale?|colossale?|gigantesque|portable|aiguisée?|agile)$/i
/** A French word already plural (or invariable): "armes", "soins", "légers", "épineux". */
const FR_PLURAL = /[sxz]$/i
/** A proper noun after the head ("Mitrailleuse Maxim M1910", "Mortier Aasen"): a capital and not an
 *  adjective's ending ("Tunique Renforcée" agrees). */
function isFrProperNoun(word: string, next: string | undefined): boolean {
  return /^\p{Lu}/u.test(word) && (/\d/.test(next ?? '') || !/(é|ée|ant|ante|ale?|e)$/i.test(word))
}

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
    (w, i) =>
      i > 0 &&
      (!WORD.test(w) ||
        w.startsWith('(') ||
        links.has(w.toLowerCase().replace(/^d['’].*/, 'd’')) ||
        (lang === 'fr' && isFrProperNoun(w, words[i + 1])))
  )
  const end = link === -1 ? words.length : link
  if (end === 0) return name
  if (lang === 'fr') {
    // A name with an article ("Un Fil d’Argent") is a title: left as it is.
    if (/^(un|une)$/i.test(words[0]!)) return name
    // A head already plural or invariable ("Feuilles d’érable doré", "Bois de chauffage") keeps what
    // follows its complement as it is.
    const headPlural = FR_PLURAL.test(words[0]!)
    for (let i = 0; i < end; i++) words[i] = frWord(words[i]!)
    const linkWord = words[end]?.toLowerCase() ?? ''
    if (!headPlural && (linkWord === 'de' || /^d['’]/.test(linkWord))) {
      // The complement is one word ("d’armes", "de guerre"); the adjectives after it may agree with the
      // head noun: after a plural complement a singular adjective can only ("Hache d’armes naine" →
      // "Haches d’armes naines"; "Potion de soins légers" is already plural), after a singular one
      // only the known ones do.
      const complement = linkWord === 'de' ? (words[end + 1] ?? '') : words[end]!.replace(/^d['’]/, '')
      const pluralComplement = FR_PLURAL.test(complement)
      // A proper noun's complement ("Armure de Légionnaire infernal") takes its own adjective.
      const first = /^\p{Lu}/u.test(complement) ? words.length : linkWord === 'de' ? end + 2 : end + 1
      for (let i = first; i < words.length; i++) {
        const word = words[i]!
        if (!WORD.test(word) || MODIFIER.test(word) || FR_LINKS.has(word.toLowerCase()) || /^\p{Lu}/u.test(word)) break
        if (pluralComplement) {
          if (!FR_PLURAL.test(word)) words[i] = frWord(word)
        } else if (FR_TRAILING_ADJECTIVES.test(word)) words[i] = frWord(word)
        else break
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

const RULES = new Map<Language, Intl.PluralRules>()

/**
 * Whether a count takes the singular, as Intl.PluralRules says for the language: French "0 dague", "1 dague",
 * "1,5 dague"; English "1 dagger" only ("0 daggers"). The one rule every plural of the app goes through.
 */
export function isSingular(count: number, lang: Language): boolean {
  let rules = RULES.get(lang)
  if (!rules) RULES.set(lang, (rules = new Intl.PluralRules(LOCALE[lang])))
  return rules.select(Math.abs(count)) === 'one'
}

/** The form of a word or phrase for `count` (issue 25 item 8): `plural(n, 'fr', 'ligne', 'lignes')`. */
export function plural(count: number, lang: Language, one: string, other: string): string {
  return isSingular(count, lang) ? one : other
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
