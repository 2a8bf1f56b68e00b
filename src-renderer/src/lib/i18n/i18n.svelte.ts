// The UI language: French or English, one at a time for the whole screen. Default from the OS /
// browser locale, then the GM's choice (remembered on this machine). The strings are src-shared/i18n's.
import { isLanguage, LOCALE, MESSAGES, type Language, type Messages } from '@shared/i18n'

const STORAGE_KEY = 'encumbrance.lang'

export function localeLang(languages: readonly string[]): Language {
  for (const l of languages) {
    const base = l.toLowerCase().split(/[-_]/)[0]
    if (isLanguage(base)) return base
  }
  return 'en'
}

function initialLang(): Language {
  try {
    const saved = globalThis.localStorage?.getItem(STORAGE_KEY)
    if (isLanguage(saved)) return saved
  } catch {
    // storage unavailable: fall back to the locale
  }
  const nav = globalThis.navigator
  return localeLang(nav ? (nav.languages?.length ? nav.languages : [nav.language]) : [])
}

export class I18n {
  /** What the language follows (Electron: the campaign's, like the native menu and exports). */
  #source = $state.raw<(() => Language | undefined) | null>(null)
  #chosen = $state<Language>(initialLang())
  /** Follows the source when there is one; `set` overrides it until the source changes. */
  lang = $derived<Language>(this.#source?.() ?? this.#chosen)
  /** The messages of the current language. */
  m = $derived<Messages>(MESSAGES[this.lang])
  /** The BCP 47 tag for Intl formatting. */
  locale = $derived(LOCALE[this.lang])
  constructor(lang?: Language) {
    if (lang) this.lang = lang
  }

  /** From now on the language is the source's whenever it has one. */
  follow(source: () => Language | undefined): void {
    this.#source = source
  }

  set(lang: Language, remember = true): void {
    this.#chosen = lang
    this.lang = lang
    if (remember) {
      try {
        globalThis.localStorage?.setItem(STORAGE_KEY, lang)
      } catch {
        // not remembered: harmless
      }
    }
    if (typeof document !== 'undefined') document.documentElement.lang = lang
  }

  toggle(): Language {
    const next = this.lang === 'fr' ? 'en' : 'fr'
    this.set(next)
    return next
  }
}
