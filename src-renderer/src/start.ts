import { mount } from 'svelte'
import App from './App.svelte'
import './lib/styles/app.css'
import type { Api } from './lib/api'
import type { startEngineWorker } from './lib/engine/engine-client'
import { AppState } from './lib/state/app.svelte'
import type { CampaignState as Loaded } from '@shared/contract/contract'

export function start(api: Api, engine: ReturnType<typeof startEngineWorker>, first: Promise<Loaded>): void {
  const app = new AppState(api, engine.evaluate)
  mount(App, { target: document.getElementById('app')!, props: { app, client: api, first } })
}
