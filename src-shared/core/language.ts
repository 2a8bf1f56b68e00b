// The languages the app speaks: the campaign's (exports, the native menu and dialogs) and the screen's.
export const LANGUAGES = ['fr', 'en'] as const
export type Language = (typeof LANGUAGES)[number]

/** The BCP 47 tag for Intl formatting. */
export const LOCALE: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB' }

export function isLanguage(v: unknown): v is Language {
  return v === 'fr' || v === 'en'
}
