// Types of outcome.mjs (plain JavaScript: the launcher runs before anything is built).
export declare const INSTALLER_NODE: readonly [number, number]
export declare function nodeCanInstall(version?: string): boolean
export declare function isSandboxFailure(run: { signal: string | null; stderr?: string }): boolean
export interface ElectronRun {
  code: number | null
  signal: string | null
  ready: boolean
  /** Main found another instance running and handed it its arguments. */
  handedOver?: boolean
  /** The window did not open within this many ms (the run was stopped). */
  timedOutMs?: number
  stderr?: string
  log?: string
}
export interface ElectronOutcome {
  kind: 'done' | 'fallback' | 'failed'
  /** done, failed: the launcher's exit code. */
  exitCode?: number
  /** failed: what to print. */
  message?: string
  /** fallback: why, and whether it was Chromium's sandbox. */
  why?: string
  sandbox?: boolean
}
export declare const EXIT_UNSAVED: number
export declare const WINDOW_TIMEOUT_MS: number
export declare function electronOutcome(run: ElectronRun): ElectronOutcome
export declare const SANDBOX_HELP: string
export declare function importUrl(path: string, platform?: string): string
