// What the preload exposes as `window.encumbrance` (Electron), and the IPC names it uses. The
// renderer's typed client (src-renderer/src/lib/api) wraps it; the browser host offers the same over HTTP.
import type { Result } from './contract'

/** Main → renderer events travel on IPC channels `event:<name>` (e.g. `event:campaign/saved`). */
export const EVENT_PREFIX = 'event:'

export interface EncumbranceBridge {
  /** Calls a contract channel; errors come back as `{ ok: false, error }`, never as a rejection. */
  invoke(channel: string, input: unknown): Promise<Result<unknown>>
  /** Listens to a contract event; returns the function that stops listening. */
  on(event: string, listener: (payload: unknown) => void): () => void
  /** Node's `process.platform` (for shortcut labels: ⌘ on macOS). */
  platform: string
}
