// The contract's channel and event names as plain data (no zod), so the sandboxed preload and the
// renderer's client can bundle them cheaply. contract.ts checks at compile time that these lists are
// exactly its channels and events; a unit test checks it at run time too.

export const CHANNELS = [
  'app/info',
  'campaign/get',
  'campaign/open',
  'campaign/create',
  'campaign/saveAs',
  'campaign/recent',
  'campaign/reload',
  'campaign/overwrite',
  'history/undo',
  'history/redo',
  'batch/apply',
  'backup/list',
  'backup/restore',
  'app/setTheme',
  'app/setLanguage',
  'export/render',
  'export/save',
  'campaign/openFromBackup',
  'folders/allow',
  'recovery/list',
  'recovery/restore',
  'recovery/discard',
  // Players at the table (issue 27): the GM's side of sharing.
  'players/interfaces',
  'players/start',
  'players/stop',
  'players/status',
  'players/renew-token',
  'players/revoke-token',
  'players/claims',
  'players/use-decide',
  // Ops (src-shared/campaign/ops.ts), one channel each.
  'campaign/rename',
  'campaign/setExportLanguage',
  'options/update',
  'character/add',
  'character/update',
  'character/remove',
  'line/add',
  'line/update',
  'line/use',
  'line/remove',
  'line/split',
  'line/move',
  'line/stow',
  'coins/exchange',
  'coins/consolidate',
  'line/sell',
  'place/add',
  'place/update',
  'place/remove',
  'customItem/add',
  'customItem/update',
  'customItem/remove',
  // Issue 28 (RULES.md §15): the wealth table's settings, play sessions.
  'campaign/setWealth',
  'session/open',
  'session/close',
  'session/update'
] as const

export const EVENT_NAMES = [
  'campaign/changedOnDisk',
  'campaign/saved',
  'campaign/saveFailed',
  'campaign/backupFailed',
  'campaign/replaced',
  'menu/command',
  'players/statusChanged',
  'players/claimsChanged'
] as const

export { ERROR_CODES } from '../core/reasons'

const channelSet: ReadonlySet<string> = new Set(CHANNELS)
const eventSet: ReadonlySet<string> = new Set(EVENT_NAMES)

/** True for a channel name of the contract (and nothing inherited: `__proto__`, `toString`, ...). */
export function isChannelName(name: unknown): name is (typeof CHANNELS)[number] {
  return typeof name === 'string' && channelSet.has(name)
}

export function isEventName(name: unknown): name is (typeof EVENT_NAMES)[number] {
  return typeof name === 'string' && eventSet.has(name)
}
