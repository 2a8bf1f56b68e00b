// The rules engine's Web Worker: evaluations never run on the UI thread. comlink turns the exposed
// object into an async proxy on the UI side (engine-client.ts).
import { expose } from 'comlink'
import { evaluateParty } from './party'

const api = { evaluateParty }
export type EngineApi = typeof api

expose(api)
