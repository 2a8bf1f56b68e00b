// The contract over Electron IPC: one ipcMain.handle per channel, answered only for the app's own
// page (the main frame of the main window, showing app://encumbrance); events go back as
// `event:<name>` messages.
import { ipcMain, type IpcMainInvokeEvent, type WebContents } from 'electron'
import { CHANNELS, EVENT_PREFIX, type Events, type Result } from '@shared/contract'
import type { Dispatch } from '../handlers/dispatch'
import type { Emitter } from '../store'
import { isAppUrl } from './app-origin'

export function isTrustedSender(
  event: IpcMainInvokeEvent,
  contents: WebContents | null,
  devOrigin: string | null
): boolean {
  const frame = event.senderFrame
  if (!frame || !contents || contents.isDestroyed() || event.sender.id !== contents.id) return false
  // Only the top frame of our window, showing our own origin (not a subframe, not a navigated page).
  const main = contents.mainFrame
  return (
    frame.processId === main.processId &&
    frame.routingId === main.routingId &&
    frame.parent === null &&
    isAppUrl(frame.url, devOrigin)
  )
}

export function registerContract(
  dispatch: Dispatch,
  trusted: (event: IpcMainInvokeEvent) => boolean,
  after: () => void
): void {
  for (const channel of CHANNELS) {
    ipcMain.handle(channel, async (event, input: unknown): Promise<Result<unknown>> => {
      if (!trusted(event)) {
        return {
          ok: false,
          error: { code: 'invalid-input', message: `${channel}: refused, the caller is not the app's own page` }
        }
      }
      const result = await dispatch(channel, input)
      after()
      return result
    })
  }
}

/** Sends every contract event to the window; returns the function that stops it. */
export function forwardEvents(events: Emitter<Events>, contents: () => WebContents | null): () => void {
  return events.onAny((name, payload) => {
    const target = contents()
    if (target && !target.isDestroyed()) target.send(EVENT_PREFIX + name, payload)
  })
}
