import { mount } from 'svelte'
import App from './App.svelte'
import './lib/styles/app.css'
import { api } from './lib/api'
import { startEngineWorker } from './lib/engine/engine-client'
import { AppState } from './lib/state/app.svelte'

const engine = startEngineWorker()
const app = new AppState(api, engine.evaluate)

mount(App, { target: document.getElementById('app')!, props: { app, client: api } })
