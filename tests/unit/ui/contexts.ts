// Renders a component inside the contexts App.svelte provides (Svelte's createContext keys are private:
// a test provides them the way the app does, through a wrapper component).
import type { I18n } from '../../../src-renderer/src/lib/i18n/i18n.svelte'
import type { AppState } from '../../../src-renderer/src/lib/state/app.svelte'
import type { FilesState } from '../../../src-renderer/src/lib/state/files.svelte'
import Contexts from './Contexts.svelte'

export interface Provided {
  app?: AppState
  i18n?: I18n
  files?: FilesState
}

/** The third argument of `render`: `render(C, { props }, contexts({ i18n }))`. */
export function contexts(provided: Provided): { wrapper: typeof Contexts; wrapperProps: Provided } {
  return { wrapper: Contexts, wrapperProps: provided }
}
