// Types of process-end.mjs (plain JavaScript: the launchers run before anything is built).
export declare const QUIT_SIGNALS: readonly NodeJS.Signals[]
export declare const FOLLOW_PARENT_MS: number
export declare function currentParent(): number | null
export declare function parentGone(parent: number): boolean
export declare function followParent(onGone: () => void, intervalMs?: number): () => void
export declare function survivesClosedTerminal(): void
