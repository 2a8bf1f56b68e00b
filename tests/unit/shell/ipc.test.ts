// The IPC layer with Electron's ipcMain replaced by a recorder; behind it, the real dispatch on a
// real campaign file. Only the app's own top frame may call; anything else changes nothing.
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { IpcMainInvokeEvent, WebContents } from 'electron'
import { CHANNELS } from '@shared/contract/channels'
import { createDispatch } from '../../../src-main/handlers/dispatch'
import { createHandlers } from '../../../src-main/handlers/handlers'
import { tempCampaign, type TempCampaign } from '../contract/fixtures'

const handlers = new Map<string, (event: IpcMainInvokeEvent, input: unknown) => Promise<unknown>>()
vi.mock('electron', () => ({
  ipcMain: {
    handle: (channel: string, fn: (event: IpcMainInvokeEvent, input: unknown) => Promise<unknown>) =>
      handlers.set(channel, fn)
  }
}))

const mainFrame = { processId: 4, routingId: 1, parent: null, url: 'app://encumbrance/index.html' }
const contents = { id: 7, isDestroyed: () => false, mainFrame } as unknown as WebContents

function event(frame: Record<string, unknown> | null, senderId = 7): IpcMainInvokeEvent {
  return { sender: { id: senderId }, senderFrame: frame } as unknown as IpcMainInvokeEvent
}

let t: TempCampaign | null = null
afterEach(async () => {
  await t?.cleanup()
  t = null
})

describe('IPC', () => {
  it('trusts only the main frame of the app window showing app://encumbrance', async () => {
    const { isTrustedSender } = await import('../../../src-main/electron/ipc')
    expect(isTrustedSender(event(mainFrame), contents, null)).toBe(true)
    expect(isTrustedSender(event({ ...mainFrame }), contents, null)).toBe(true)
    expect(isTrustedSender(event(null), contents, null)).toBe(false)
    expect(isTrustedSender(event(mainFrame, 8), contents, null)).toBe(false)
    expect(isTrustedSender(event({ ...mainFrame, routingId: 2, parent: mainFrame }), contents, null)).toBe(false)
    expect(isTrustedSender(event({ ...mainFrame, url: 'https://evil.example/' }), contents, null)).toBe(false)
    expect(isTrustedSender(event({ ...mainFrame, url: 'file:///tmp/x.html' }), contents, null)).toBe(false)
    expect(isTrustedSender(event(mainFrame), null, null)).toBe(false)
    expect(
      isTrustedSender(event(mainFrame), { ...contents, isDestroyed: () => true } as unknown as WebContents, null)
    ).toBe(false)
  })

  it('registers every channel; untrusted calls are refused before dispatch, trusted ones reach the store', async () => {
    const { isTrustedSender, registerContract } = await import('../../../src-main/electron/ipc')
    t = await tempCampaign()
    const dispatch = createDispatch(createHandlers({ session: t.session, host: 'electron', version: '1.0.0' }))
    let after = 0
    registerContract(
      dispatch,
      (e) => isTrustedSender(e, contents, null),
      () => {
        after++
      }
    )
    expect([...handlers.keys()].sort()).toEqual([...CHANNELS].sort())

    const rename = handlers.get('campaign/rename')!
    const refused = await rename(event({ ...mainFrame, url: 'https://evil.example/' }), { name: 'pwned' })
    expect(refused).toMatchObject({ ok: false, error: { code: 'invalid-input' } })
    expect(t.session.state.revision).toBe(0)
    expect(after).toBe(0)

    expect(await rename(event(mainFrame), { name: 'Jade Regent' })).toMatchObject({ ok: true, value: { revision: 1 } })
    expect(t.session.state.campaign.name).toBe('Jade Regent')
    expect(await rename(event(mainFrame), { name: 'x'.repeat(5000) })).toMatchObject({
      ok: false,
      error: { code: 'invalid-input' }
    })
    expect(after).toBe(2)
  })
})
