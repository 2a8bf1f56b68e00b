import { mount } from 'svelte'
import App from './App.svelte'
import './lib/styles/app.css'
import type { Api } from './lib/api'
import type { startEngineWorker } from './lib/engine/engine-client'
import { inlineSmallBatches } from './lib/engine/inline'
import { AppState } from './lib/state/app.svelte'
import type { CampaignState as Loaded } from '@shared/contract'

export function start(api: Api, engine: ReturnType<typeof startEngineWorker>, first: Promise<Loaded>): void {
  const app = new AppState(api, inlineSmallBatches(engine.evaluate))
  if (api.host === 'electron') {
    // One language and one theme for the window, the native menu and the dialogs: those main keeps on this
    // machine (its menu radios and nativeTheme follow them). The language is the GM's, never a campaign's.
    void api.invoke('app/info', {}).then(
      (info) => {
        app.theme.keepWith((theme) => void api.invoke('app/setTheme', { theme }).catch(() => undefined), info.theme)
        app.i18n.keepWith(
          (language) => void api.invoke('app/setLanguage', { language }).catch(() => undefined),
          info.language
        )
      },
      () => undefined
    )
  }
  mount(App, { target: document.getElementById('app')!, props: { app, client: api, first } })
}
