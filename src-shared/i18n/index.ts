// One set of strings per language, shared by the renderer, main (native menu and dialogs), the exports
// and the CLI. en.ts gives the shape; fr.ts must have exactly the same (a missing key fails the build).
import { en, type Messages } from './en'
import { fr } from './fr'
import type { Language } from '../core/language'

export { LANGUAGES, LOCALE, isLanguage, type Language } from '../core/language'
export { en, type Messages } from './en'
export { fr } from './fr'

export const MESSAGES: Record<Language, Messages> = { en, fr }

/** The strings of one language. */
export function messages(lang: Language): Messages {
  return MESSAGES[lang]
}

export * from './plural'
export * from './gender'
export * from './describe'
export * from './effects'
export * from './speed'
export * from './container-warnings'
export * from './coins-preview'
export * from './english-names'
export * from './ledger-holder'
export * from './ledger-item'
export * from './ledger-note'
export * from './history'
export * from './legal-notices'
export * from './exports'
export * from './reasons-en'
export * from './reasons-fr'
export * from './limit-targets'
export * from './wealth'
