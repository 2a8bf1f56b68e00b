// Svelte contexts (Svelte's createContext: typed, no hand-made keys): the UI language for every
// component, the whole app state for the screens. Component tests provide them through a wrapper
// (tests/unit/ui/Contexts.svelte), as App.svelte does.
import { createContext } from 'svelte'
import type { I18n } from './i18n/i18n.svelte'
import type { AppState } from './state/app.svelte'

const [getI18n, provideI18n] = createContext<I18n>()
const [getApp, provideApp] = createContext<AppState>()

export function setI18n(i18n: I18n): void {
  provideI18n(i18n)
}

/** The UI language; throws (Svelte's missing_context) where none was provided. */
export function useI18n(): I18n {
  return getI18n()
}

export function setApp(app: AppState): void {
  provideApp(app)
  provideI18n(app.i18n)
}

/** The app state; throws (Svelte's missing_context) where none was provided. */
export function useApp(): AppState {
  return getApp()
}
