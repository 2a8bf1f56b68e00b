// The command table's declarations (issue 24 item 3): each action the GM can take by name, once —
// its id, its label in both languages (from en.ts / fr.ts), its keys and where the native menu shows
// it. Main builds the native menu from these (src-main/electron/menu.ts); the renderer binds each id
// to what it does (src-renderer/src/lib/commands.ts) and feeds the keyboard, the in-page menus, the
// shortcut sheet and the command palette from the same list. Pure: no Node, no DOM.
import type { Messages } from '../i18n'

/** One key chord. `key` is KeyboardEvent.key (letters lower case), or 'digit' for 1 … 9. */
export interface Chord {
  key: string
  /** Ctrl (Cmd on macOS). */
  mod?: boolean
  shift?: boolean
}

export type NativeMenu = 'file' | 'edit' | 'view' | 'help'

export interface CommandDeclaration {
  id: string
  label: (m: Messages) => string
  /** What the sheet and the palette add after the label ("party sheet, a character, the ledger"). */
  detail?: (m: Messages) => string
  /** The first chord is the one the native menu shows as its accelerator. */
  keys?: readonly Chord[]
  /** Where the native menu lists it; `ownsKeys`: Electron's menu takes the key (the page then leaves it). */
  menu?: { in: NativeMenu; ownsKeys: boolean }
  /** The keys also act while a text field has the focus (they type nothing there). */
  inFields?: boolean
  /** The keys also act while a dialog is open. */
  inDialogs?: boolean
  /** The keys act on the focused line row only (the row hands them to the table). */
  onLine?: boolean
  /** The palette lists one entry per party member (1 … 9) instead of one. */
  perCharacter?: boolean
}

const mod = (key: string, shift = false): Chord => (shift ? { key, mod: true, shift: true } : { key, mod: true })

/** Every command, in the order the shortcut sheet and the palette show them. */
export const COMMANDS = [
  {
    id: 'palette',
    label: (m) => m.commands.palette,
    keys: [mod('k')],
    inFields: true,
    menu: { in: 'view', ownsKeys: false }
  },
  {
    id: 'undo',
    label: (m) => m.toolbar.undo,
    keys: [mod('z')],
    inDialogs: true,
    menu: { in: 'edit', ownsKeys: false }
  },
  {
    id: 'redo',
    label: (m) => m.toolbar.redo,
    keys: [mod('z', true), mod('y')],
    inDialogs: true,
    menu: { in: 'edit', ownsKeys: false }
  },
  { id: 'quick-add', label: (m) => m.quickAdd.label, keys: [{ key: '/' }] },
  { id: 'search-catalog', label: (m) => m.commands.searchCatalog },
  { id: 'new', label: (m) => m.files.menu.new, keys: [mod('n')], menu: { in: 'file', ownsKeys: true } },
  { id: 'open', label: (m) => m.files.menu.open, keys: [mod('o')], menu: { in: 'file', ownsKeys: true } },
  { id: 'save-as', label: (m) => m.files.menu.saveAs, keys: [mod('s', true)], menu: { in: 'file', ownsKeys: true } },
  {
    id: 'export',
    label: (m) => m.files.menu.export,
    detail: (m) => m.commands.exportDetail,
    keys: [mod('e')],
    menu: { in: 'file', ownsKeys: true }
  },
  { id: 'import', label: (m) => m.files.menu.importCharacters, menu: { in: 'file', ownsKeys: true } },
  { id: 'restore-backup', label: (m) => m.files.menu.backups, menu: { in: 'file', ownsKeys: true } },
  { id: 'whatif', label: (m) => m.commands.whatIf, keys: [{ key: 'w' }] },
  { id: 'whatif-apply', label: (m) => m.commands.whatIfApply, keys: [mod('Enter')], inFields: true, inDialogs: true },
  { id: 'open-character', label: (m) => m.commands.openCharacter, keys: [{ key: 'digit' }], perCharacter: true },
  { id: 'party', label: (m) => m.nav.party, keys: [{ key: 'p' }] },
  { id: 'catalog', label: (m) => m.nav.catalog },
  { id: 'rules', label: (m) => m.nav.rules },
  { id: 'ledger', label: (m) => m.nav.ledger },
  { id: 'new-character', label: (m) => m.party.add },
  { id: 'share', label: (m) => m.share.command, detail: (m) => m.share.commandDetail },
  { id: 'session-open', label: (m) => m.sessions.openCommand, detail: (m) => m.sessions.openDetail },
  { id: 'session-close', label: (m) => m.sessions.closeCommand },
  { id: 'sessions', label: (m) => m.sessions.listCommand, detail: (m) => m.sessions.listDetail },
  { id: 'language', label: (m) => m.commands.language, keys: [{ key: 'l' }] },
  { id: 'theme', label: (m) => m.commands.theme, keys: [{ key: 't' }] },
  { id: 'move-line', label: (m) => m.commands.moveLine, keys: [{ key: 'm' }] },
  { id: 'edit-line', label: (m) => m.commands.editLine, keys: [{ key: 'e' }, { key: 'F2' }], onLine: true },
  { id: 'remove-line', label: (m) => m.commands.removeLine, keys: [{ key: 'Delete' }], onLine: true },
  {
    id: 'shortcuts',
    label: (m) => m.toolbar.shortcuts,
    keys: [{ key: 'F1' }, { key: '?' }],
    menu: { in: 'help', ownsKeys: true }
  },
  { id: 'about', label: (m) => m.toolbar.about, menu: { in: 'help', ownsKeys: true } }
] as const satisfies readonly CommandDeclaration[]

export type CommandId = (typeof COMMANDS)[number]['id']

const BY_ID = new Map<string, CommandDeclaration>(COMMANDS.map((c) => [c.id, c]))

export function isCommandId(id: string): id is CommandId {
  return BY_ID.has(id)
}

export function command(id: CommandId): CommandDeclaration {
  return BY_ID.get(id)!
}

/** Keys the sheet lists that are no command of their own (Escape closes what is open). */
export const KEY_HINTS: readonly { keys: readonly Chord[]; label: (m: Messages) => string }[] = [
  { keys: [{ key: 'Escape' }], label: (m) => m.commands.escape }
]

/** A chord as Electron's accelerator: "CmdOrCtrl+Shift+S", "F1". */
export function accelerator(chord: Chord): string {
  const key = chord.key.length === 1 ? chord.key.toUpperCase() : chord.key === 'Enter' ? 'Return' : chord.key
  return [chord.mod ? 'CmdOrCtrl' : '', chord.shift ? 'Shift' : '', key].filter(Boolean).join('+')
}

/** A chord as the GM reads it: "Ctrl+Maj+S", "Ctrl+Entrée", "Suppr", "1 … 9". */
export function chordText(chord: Chord, m: Messages): string {
  const k = m.commands.keys
  const named: Record<string, string> = { Enter: k.enter, Delete: k.delete, Escape: k.escape, digit: '1 … 9' }
  const key = named[chord.key] ?? (chord.key.length === 1 ? chord.key.toUpperCase() : chord.key)
  return [chord.mod ? k.ctrl : '', chord.shift ? k.shift : '', key].filter(Boolean).join('+')
}

/** A command's keys as a button's title says them: "Ctrl+Z", "Suppr" (empty if it has none). */
export function keyText(id: CommandId, m: Messages): string {
  return (command(id).keys ?? []).map((k) => chordText(k, m))[0] ?? ''
}

/** Whether a key event is this chord (Shift is ignored for keys typed with it: '?'). */
export function matches(
  chord: Chord,
  e: { key: string; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }
): boolean {
  if (e.altKey || (e.ctrlKey || e.metaKey) !== !!chord.mod) return false
  if (chord.key === 'digit') return /^[1-9]$/.test(e.key)
  const letter = /^[a-z]$/.test(chord.key)
  if (letter || chord.mod || chord.key.length > 1) {
    if (e.shiftKey !== !!chord.shift && (chord.mod || chord.key.length > 1)) return false
    return (letter ? e.key.toLowerCase() : e.key) === chord.key
  }
  return e.key === chord.key
}
