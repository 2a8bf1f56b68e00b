// One set of strings per language, shared by the renderer, main (native menu and dialogs), the exports
// and the CLI. en.ts gives the shape; fr.ts must have exactly the same (a missing key fails the build).
import { en, type Messages } from './en'
import { fr } from './fr'
import type { Language } from './language'

export { LANGUAGES, LOCALE, isLanguage, type Language } from './language'
export { en, type Messages } from './en'
export { fr } from './fr'

export const MESSAGES: Record<Language, Messages> = { en, fr }

/** The strings of one language. */
export function messages(lang: Language): Messages {
  return MESSAGES[lang]
}
