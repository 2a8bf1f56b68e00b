// The UI language: French or English, one at a time for the whole screen. Default from the OS /
// browser locale, then the GM's choice (remembered on this machine: the browser's storage, and in Electron
// main's settings too). Never a campaign's: a campaign keeps only its exports' language (issue 25 item 2),
// so undo, redo, a restored backup or another campaign opened never change what the screen speaks.
// The strings are src-shared/i18n's.
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
  lang = $state<Language>(initialLang())
  /** Where the host keeps the choice too (Electron: main, whose menu and dialogs speak it). */
  #keep: ((lang: Language) => void) | null = null
  /** The messages of the current language. */
  m = $derived<Messages>(MESSAGES[this.lang])
  /** The BCP 47 tag for Intl formatting. */
  locale = $derived(LOCALE[this.lang])
  constructor(lang?: Language) {
    if (lang) this.lang = lang
  }

  /** The host keeps the language: take its choice (when it has one), and tell it every later one. */
  keepWith(keep: (lang: Language) => void, hosts?: Language): void {
    this.#keep = keep
    if (hosts) this.set(hosts, false)
  }

  set(lang: Language, remember = true): void {
    this.lang = lang
    if (remember) {
      this.#keep?.(lang)
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
