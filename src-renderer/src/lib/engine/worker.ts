// The rules engine's Web Worker: large batches of evaluations run here, off the UI thread (small ones run inline, inline.ts). comlink turns the exposed
// object into an async proxy on the UI side (engine-client.ts).
import { expose } from 'comlink'
import { evaluateParty } from './party'

const api = { evaluateParty }
export type EngineApi = typeof api

expose(api)
