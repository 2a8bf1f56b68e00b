// Svelte contexts: the UI language for every component, the whole app state for the screens.
import { getContext, setContext } from 'svelte'
import type { I18n } from './i18n/i18n.svelte'
import type { AppState } from './state/app.svelte'

const I18N = Symbol('i18n')
const APP = Symbol('app')

export function setI18n(i18n: I18n): void {
  setContext(I18N, i18n)
}

export function useI18n(): I18n {
  const i18n = getContext<I18n | undefined>(I18N)
  if (!i18n) throw new Error('useI18n: no I18n in context')
  return i18n
}

export function setApp(app: AppState): void {
  setContext(APP, app)
  setContext(I18N, app.i18n)
}

export function useApp(): AppState {
  const app = getContext<AppState | undefined>(APP)
  if (!app) throw new Error('useApp: no AppState in context')
  return app
}

/** Context entries for component tests: `render(C, { props, context: i18nContext(i18n) })`. */
export function i18nContext(i18n: I18n): Map<symbol, unknown> {
  return new Map([[I18N, i18n]])
}

/** Context entries for component tests of screens: the app state and its language. */
export function appContext(app: AppState): Map<symbol, unknown> {
  return new Map<symbol, unknown>([
    [APP, app],
    [I18N, app.i18n]
  ])
}
