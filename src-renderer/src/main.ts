// Boot: ask main for the campaign and start the engine worker at once, while the screen's code
// (a larger chunk, imported below) downloads and compiles: the first paint waits for neither.
import { api } from './lib/api'
import { startEngineWorker } from './lib/engine/engine-client'

const first = api.invoke('campaign/get', {})
first.catch(() => undefined) // reported by the app once it is mounted
const engine = startEngineWorker()

void import('./start').then(({ start }) => start(api, engine, first))
