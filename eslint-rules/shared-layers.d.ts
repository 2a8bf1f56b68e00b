// Types of the local ESLint plugin (shared-layers.js), for the tests that use its helpers.
import type { ESLint } from 'eslint'

export const LAYERS: readonly string[]
export const KNOWN_BREAKS: ReadonlyArray<readonly [string, string]>
export function sharedFolderOfFile(file: string): string | null
export function sharedFolderOfImport(file: string, specifier: string): string | null
export function layerBreak(from: string, to: string | null): string | null
declare const plugin: ESLint.Plugin
export default plugin
