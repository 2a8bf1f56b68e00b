// Boot: start fetching the screen's code (a larger chunk, imported below), ask main for the campaign and
// start the engine worker at once: the first paint waits for neither more than it must. The code is
// asked for first: it is the longer wait (1.7 MB to download, compile and run, where the campaign is
// read and parsed in a fraction of that), and main answers in order, so behind a 5 MB campaign it came
// a few hundred milliseconds late.
import { api } from './lib/api'
import { startEngineWorker } from './lib/engine/engine-client'

const screen = import('./start')
const first = api.invoke('campaign/get', {})
first.catch(() => undefined) // reported by the app once it is mounted
const engine = startEngineWorker()

void screen.then(({ start }) => start(api, engine, first))
