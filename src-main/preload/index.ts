// Sandboxed preload (built as CommonJS, everything bundled): exposes exactly the contract to the
// page as `window.encumbrance`, never ipcRenderer itself. Channel and event names are checked here
// against the contract's lists, and again (with the payload) in main.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron'
import { isChannelName, isEventName, EVENT_PREFIX, type EncumbranceBridge, type Result } from '@shared/contract'

const bridge: EncumbranceBridge = {
  invoke(channel, input) {
    if (!isChannelName(channel)) {
      return Promise.resolve({
        ok: false,
        error: { code: 'invalid-input', message: `unknown channel ${String(channel)}` }
      })
    }
    return ipcRenderer.invoke(channel, input) as Promise<Result<unknown>>
  },
  on(event, listener) {
    if (!isEventName(event) || typeof listener !== 'function') throw new TypeError(`unknown event ${String(event)}`)
    const channel = EVENT_PREFIX + event
    // The IPC event object (with its sender) never reaches the page: only the payload does.
    const relay = (_event: IpcRendererEvent, payload: unknown): void => listener(payload)
    ipcRenderer.on(channel, relay)
    return () => void ipcRenderer.removeListener(channel, relay)
  },
  platform: process.platform
}

contextBridge.exposeInMainWorld('encumbrance', bridge)
