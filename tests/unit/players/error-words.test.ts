// Issue 27, the player API's refusals in the phone's language: the page sends its language
// (Accept-Language), the answer keeps its code (and reason) and words its message in French or English.
import { describe, expect, it } from 'vitest'
import { start } from '../web/running-host'
import { share } from './players-host'

const error = (res: { body: string }) =>
  (JSON.parse(res.body) as { error: { code: string; reason?: string; message: string } }).error

describe('the player API speaks the phone’s language', () => {
  it('words a wrong token, an unknown line, a claim too big and bad input in French, codes unchanged', async () => {
    const r = await start()
    const p = await share(r)
    const fr = { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' }
    const en = { 'accept-language': 'en-US' }
    const cases = [
      { call: () => p.call('GET', '/api/view', { token: 'wrong', headers: fr }), code: 'unauthorized', fr: /MJ/ },
      {
        call: () =>
          p.call('POST', '/api/claims', {
            headers: fr,
            body: { lineId: 'nope', kind: 'need', quantity: 1, seenRevision: r.host.session.state.revision }
          }),
        code: 'not-found',
        fr: /ligne/
      },
      {
        call: () => p.call('POST', '/api/claims', { headers: fr, body: '{oops' }),
        code: 'invalid-input',
        fr: /JSON/
      }
    ]
    for (const c of cases) {
      const e = error(await c.call())
      expect(e.code).toBe(c.code)
      expect(e.message).toMatch(c.fr)
      expect(e.message).not.toMatch(/\b(the|your|ask|no such|not valid)\b/i)
    }
    // English when the phone says so
    expect(error(await p.call('GET', '/api/view', { token: 'wrong', headers: en })).message).toMatch(/GM/)
  })
})
