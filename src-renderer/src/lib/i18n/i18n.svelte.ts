// The UI language: French or English, one at a time for the whole screen. Default from the OS /
// browser locale, then the GM's choice (remembered on this machine).
import { en, type Lang, type Messages } from './messages'
import { fr } from './fr'

const STORAGE_KEY = 'encumbrance.lang'
const dictionaries: Record<Lang, Messages> = { en, fr }

export function localeLang(languages: readonly string[]): Lang {
  for (const l of languages) {
    const base = l.toLowerCase().split(/[-_]/)[0]
    if (base === 'fr') return 'fr'
    if (base === 'en') return 'en'
  }
  return 'en'
}

function initialLang(): Lang {
  try {
    const saved = globalThis.localStorage?.getItem(STORAGE_KEY)
    if (saved === 'fr' || saved === 'en') return saved
  } catch {
    // storage unavailable: fall back to the locale
  }
  const nav = globalThis.navigator
  return localeLang(nav ? (nav.languages?.length ? nav.languages : [nav.language]) : [])
}

export class I18n {
  lang = $state<Lang>(initialLang())
  /** The messages of the current language. */
  m = $derived<Messages>(dictionaries[this.lang])
  /** The BCP 47 tag for Intl formatting. */
  locale = $derived(this.lang === 'fr' ? 'fr-FR' : 'en-US')
  constructor(lang?: Lang) {
    if (lang) this.lang = lang
  }

  set(lang: Lang, remember = true): void {
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

  toggle(): Lang {
    const next = this.lang === 'fr' ? 'en' : 'fr'
    this.set(next)
    return next
  }
}

export { type Lang, type Messages } from './messages'
