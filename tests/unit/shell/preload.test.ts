// The preload runs only inside Electron; here its `electron` import is replaced by a recorder so we
// can check what it exposes to the page and what it lets through to ipcRenderer.
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { EncumbranceBridge } from '@shared/contract/bridge'
import { CHANNELS } from '@shared/contract/channels'

const exposed = new Map<string, unknown>()
const invoked: Array<[string, unknown]> = []
const listeners = new Map<string, Set<(event: unknown, payload: unknown) => void>>()

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, value: unknown) => exposed.set(key, value) },
  ipcRenderer: {
    invoke: (channel: string, input: unknown) => {
      invoked.push([channel, input])
      return Promise.resolve({ ok: true, value: channel })
    },
    on: (channel: string, l: (event: unknown, payload: unknown) => void) => {
      if (!listeners.has(channel)) listeners.set(channel, new Set())
      listeners.get(channel)!.add(l)
    },
    removeListener: (channel: string, l: (event: unknown, payload: unknown) => void) =>
      listeners.get(channel)?.delete(l)
  }
}))

let bridge: EncumbranceBridge
beforeAll(async () => {
  await import('../../../src-main/preload/index')
  bridge = exposed.get('encumbrance') as EncumbranceBridge
})

describe('preload bridge', () => {
  it('exposes exactly invoke, on and platform under one key', () => {
    expect([...exposed.keys()]).toEqual(['encumbrance'])
    expect(Object.keys(bridge).sort()).toEqual(['invoke', 'on', 'platform'])
    expect(bridge.platform).toBe(process.platform)
  })

  it('forwards every contract channel and nothing else', async () => {
    for (const channel of CHANNELS) expect(await bridge.invoke(channel, {})).toEqual({ ok: true, value: channel })
    const before = invoked.length
    for (const bad of ['evil/channel', '__proto__', 'toString', 'constructor', '', 42, null]) {
      const result = await bridge.invoke(bad as string, {})
      expect(result.ok).toBe(false)
    }
    expect(invoked.length).toBe(before)
  })

  it('relays only the payload of contract events, and unsubscribes', () => {
    const got: unknown[] = []
    const off = bridge.on('campaign/saved', (p) => got.push(p))
    const [relay] = [...listeners.get('event:campaign/saved')!]
    relay!({ sender: 'ipc internals' }, { revision: 3, at: 'now' })
    expect(got).toEqual([{ revision: 3, at: 'now' }])
    off()
    expect(listeners.get('event:campaign/saved')!.size).toBe(0)
    expect(() => bridge.on('ipc/anything', () => {})).toThrow(TypeError)
  })
})
