// The renderer's typed client wired in-process to the real main-side stack: the contract's dispatch
// over a Session on a real file, and the Session's events — the browser host minus HTTP.
import { createApi, type Api } from '../../../src-renderer/src/lib/api'
import { createDispatch } from '../../../src-main/handlers/dispatch'
import { createHandlers } from '../../../src-main/handlers/handlers'
import type { Session } from '../../../src-main/handlers/session'

type HandlerContext = Parameters<typeof createHandlers>[0]

export function inProcessApi(
  session: Session,
  host: 'web' | 'electron' = 'web',
  exports?: HandlerContext['exports']
): Api {
  const dispatch = createDispatch(createHandlers({ session, host, version: 'test', ...(exports ? { exports } : {}) }))
  return createApi({
    host,
    platform: 'test',
    invoke: (channel, input) => dispatch(channel, input),
    on: (event, cb) => session.events.onAny((name, payload) => name === event && cb(payload))
  })
}
