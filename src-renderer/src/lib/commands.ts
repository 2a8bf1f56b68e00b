// What each command of the table does (its declaration — id, label, keys, native menu — is in
// src-shared/commands, which main's menu reads too). One path per action: the keyboard (handleKey),
// the native menu's 'menu/command' events (listenMenuCommands), the in-page menus, the line rows and
// the command palette all call runCommand.
import {
  COMMANDS,
  KEY_HINTS,
  accelerator,
  chordText,
  command,
  isCommandId,
  matches,
  type CommandId
} from '@shared/commands'
import type { MenuCommandEvent } from '@shared/contract'
import { messages, type Language } from '@shared/i18n'
import { normalize } from '@shared/catalog'
import { partyLayout } from '@shared/campaign'
import type { AppState, LineTarget } from './state/app.svelte'
import type { FilesState } from './state/files.svelte'
import type { Client } from './state/client'
import type { ThemeChoice } from './state/theme.svelte'
import { typing } from './keyboard'
import { explainError } from './explain'
import { contractError, maybeFiles } from './state/files.svelte'
import { useApp } from './context'

export interface CommandContext {
  app: AppState
  /** Absent in component tests that render no files layer. */
  files?: FilesState
}

/** The commands of the screen a component is in (call during its initialisation). */
export function useCommands(): CommandContext {
  const app = useApp()
  const files = maybeFiles()
  return files ? { app, files } : { app }
}

export interface CommandArgs {
  /** open-path: the recent file to open. */
  path?: string
  language?: Language
  theme?: ThemeChoice
  /** The line a line command acts on (default: the selected line). */
  line?: LineTarget
  /** open-character: 1 … 9, the card's place. */
  index?: number
}

interface Binding {
  enabled?: (c: CommandContext, a: CommandArgs) => boolean
  run: (c: CommandContext, a: CommandArgs) => unknown
}

const loaded = ({ app, files }: CommandContext): boolean => !!files && app.real.campaign !== null
const viewing = ({ app }: CommandContext): boolean => app.view !== null
/** A campaign open that can be changed (not read only). */
const writable = (app: AppState): boolean => app.real.campaign !== null && app.real.readOnly === null
const lineOf = ({ app }: CommandContext, a: CommandArgs): LineTarget | null => a.line ?? app.selectedLine

function cards({ app }: CommandContext) {
  return partyLayout(app.view?.characters ?? []).cards.slice(0, 9)
}

/**
 * Edit → Undo / Redo, as Ctrl+Z / Ctrl+Shift+Z: in a text field they undo the typing; elsewhere the
 * app's undo, which in a what-if or a loot-split preview takes back the tentative change, not a saved one.
 */
export function historyCommand(app: AppState, which: 'undo' | 'redo', focused: Element | null): void {
  if (typing(focused)) {
    // Chromium still carries out the native text undo this way; nothing else reaches a field's history.
    if (typeof document.execCommand === 'function') document.execCommand(which)
    return
  }
  if (which === 'undo') app.undo()
  else app.redo()
}

const focusSoon = (selector: string) => queueMicrotask(() => document.querySelector<HTMLElement>(selector)?.focus())

const BINDINGS: Record<CommandId, Binding> = {
  palette: { run: ({ app }) => app.openDialog({ kind: 'palette' }) },
  undo: { run: ({ app }) => historyCommand(app, 'undo', document.activeElement) },
  redo: { run: ({ app }) => historyCommand(app, 'redo', document.activeElement) },
  'quick-add': { enabled: viewing, run: () => focusSoon('[data-quick-add]') },
  'search-catalog': {
    enabled: viewing,
    run: ({ app }) => {
      app.route = { name: 'catalog' }
      focusSoon('#catalog-search')
    }
  },
  new: {
    enabled: (c) => !!c.files,
    run: ({ files }) => (files!.byPath ? files!.openFileDialog('new') : files!.createCampaign())
  },
  open: {
    enabled: (c) => !!c.files,
    run: ({ files }) => (files!.byPath ? files!.openFileDialog('open') : files!.openCampaign())
  },
  'save-as': {
    enabled: loaded,
    run: ({ files }) => (files!.byPath ? files!.openFileDialog('saveAs') : files!.saveAs())
  },
  export: { enabled: loaded, run: ({ files }) => files!.openExport() },
  import: { enabled: loaded, run: ({ files }) => files!.openImport() },
  'restore-backup': { enabled: loaded, run: ({ files }) => files!.openBackups() },
  whatif: {
    enabled: viewing,
    run: ({ app }) => (app.whatIf.active ? app.discardWhatIf() : app.startWhatIf())
  },
  'whatif-apply': { enabled: ({ app }) => app.whatIf.active, run: ({ app }) => app.applyWhatIf() },
  'open-character': {
    enabled: (c, a) => cards(c).length >= (a.index ?? 1),
    run: (c, a) => {
      const ch = cards(c)[(a.index ?? 1) - 1]
      if (ch) c.app.openCharacter(ch.id)
    }
  },
  party: { run: ({ app }) => void (app.route = { name: 'party' }) },
  catalog: { run: ({ app }) => void (app.route = { name: 'catalog' }) },
  rules: { run: ({ app }) => void (app.route = { name: 'rules' }) },
  ledger: { run: ({ app }) => void (app.route = { name: 'ledger' }) },
  'new-character': {
    enabled: viewing,
    run: ({ app }) => {
      const ch = app.addCharacter()
      if (ch && !app.whatIf.active) app.openCharacter(ch.id)
    }
  },
  language: { run: ({ app }, a) => (a.language ? app.setLanguage(a.language) : app.toggleLanguage()) },
  theme: { run: ({ app }, a) => (a.theme ? app.theme.set(a.theme) : app.theme.cycle()) },
  'move-line': {
    enabled: (c, a) => lineOf(c, a) !== null,
    run: (c, a) => c.app.openDialog({ kind: 'move', target: lineOf(c, a)! })
  },
  'edit-line': {
    enabled: (c, a) => lineOf(c, a) !== null,
    run: (c, a) => c.app.openDialog({ kind: 'edit', target: lineOf(c, a)! })
  },
  'remove-line': {
    enabled: (c, a) => lineOf(c, a) !== null,
    run: (c, a) => {
      const line = lineOf(c, a)!
      c.app.removeLine(line.holder, line.lineId)
    }
  },
  share: { enabled: ({ app }) => app.real.campaign !== null, run: ({ app }) => app.openDialog({ kind: 'sharing' }) },
  'session-open': {
    enabled: ({ app }) => writable(app) && app.currentSession === null,
    run: ({ app }) => app.openDialog({ kind: 'session-open' })
  },
  'session-close': {
    enabled: ({ app }) => writable(app) && app.currentSession !== null,
    run: ({ app }) => app.closeSession()
  },
  sessions: {
    enabled: ({ app }) => app.real.campaign !== null,
    run: ({ app }) => app.openDialog({ kind: 'sessions' })
  },
  shortcuts: { run: ({ app }) => app.openDialog({ kind: 'shortcuts' }) },
  about: { run: ({ app }) => app.openDialog({ kind: 'about' }) }
}

export function commandEnabled(c: CommandContext, id: CommandId, a: CommandArgs = {}): boolean {
  return BINDINGS[id].enabled?.(c, a) ?? true
}

/** Carries out a command if it can be now; a refusal from main is said in a toast. False if it could not run. */
export function runCommand(c: CommandContext, id: CommandId, a: CommandArgs = {}): boolean {
  if (!commandEnabled(c, id, a)) return false
  const report = (e: unknown) => c.app.toast(explainError(e, c.app.m), 'error')
  try {
    const done = BINDINGS[id].run(c, a)
    if (done instanceof Promise) done.catch(report)
  } catch (e) {
    report(e)
  }
  return true
}

function dialogOpen(): boolean {
  return document.querySelector('dialog[open]') !== null
}

/**
 * A key pressed on the window (no `line`) or on a focused line row (`line`): the command whose chord it
 * is, if any, runs. Single keys never act while typing in a field; Electron's menu takes the keys it
 * registers itself (it sends them back as 'menu/command').
 */
export function handleKey(c: CommandContext, e: KeyboardEvent, line?: LineTarget): void {
  for (const decl of COMMANDS) {
    if (('onLine' in decl && decl.onLine) !== (line !== undefined)) continue
    const keys: readonly { key: string; mod?: boolean; shift?: boolean }[] = 'keys' in decl ? decl.keys : []
    const chord = keys.find((k) => matches(k, e))
    if (!chord) continue
    const d = command(decl.id)
    if (!d.inFields && typing(e.target)) return
    if (!d.inDialogs && !line && dialogOpen()) return
    if (d.menu?.ownsKeys && chord === keys[0] && c.files?.native) return
    const args: CommandArgs = chord.key === 'digit' ? { index: Number(e.key) } : line ? { line } : {}
    if (!commandEnabled(c, decl.id, args)) return
    e.preventDefault()
    runCommand(c, decl.id, args)
    return
  }
}

/** Carries out the native menu's commands; returns the function that stops listening. */
export function listenMenuCommands(c: CommandContext, client: Client): () => void {
  return client.on('menu/command', (event: MenuCommandEvent) => {
    const { command: id, path, language, theme } = event
    if (id === 'open-path') {
      if (path && c.files) void c.files.openCampaign(path).catch((e) => c.app.toast(explainError(e, c.app.m), 'error'))
      return
    }
    if (isCommandId(id)) runCommand(c, id, { ...(language ? { language } : {}), ...(theme ? { theme } : {}) })
  })
}

/** Opens a recent campaign from the page's File menu; one that cannot be read opens the Open dialog on it. */
export async function openRecent(files: FilesState, path: string): Promise<void> {
  try {
    await files.openCampaign(path)
  } catch (e) {
    files.openFileDialog('open', { path, error: contractError(e) })
  }
}

// ---- the palette and the sheet ------------------------------------------------------------------

export interface CommandEntry {
  id: CommandId
  /** Unique per entry (open-character has one per card). */
  key: string
  label: string
  /** The label in the other language (the palette finds both). */
  other: string
  detail?: string
  /** Each chord as the GM reads it ("Ctrl+Maj+Z") and as an accelerator ("CmdOrCtrl+Shift+Z"). */
  keys: { text: string; accelerator: string }[]
  enabled: boolean
  args: CommandArgs
}

const OTHER: Record<Language, Language> = { fr: 'en', en: 'fr' }

function chords(id: CommandId, lang: Language) {
  const d = command(id)
  const m = messages(lang)
  return (d.keys ?? []).map((k) => ({
    text: chordText(k, m),
    accelerator: accelerator(k)
  }))
}

/**
 * Every command with its keys, as the palette lists them (`perCharacter`: one entry per card, "Open
 * Kyra's sheet", 1) or the shortcut sheet (`keyed`: only those with keys, one entry each).
 */
export function commandEntries(c: CommandContext, { keyed = false } = {}): CommandEntry[] {
  const lang = c.app.i18n.lang
  const m = messages(lang)
  const o = messages(OTHER[lang])
  return COMMANDS.flatMap((decl): CommandEntry[] => {
    const d = command(decl.id)
    if (keyed && !d.keys?.length) return []
    const base = {
      id: decl.id,
      key: decl.id,
      label: d.label(m),
      other: d.label(o),
      ...(d.detail ? { detail: d.detail(m) } : {}),
      keys: chords(decl.id, lang),
      args: {}
    }
    if (!d.perCharacter || keyed) return [{ ...base, enabled: commandEnabled(c, decl.id) }]
    const people = cards(c)
    if (people.length === 0) return [{ ...base, enabled: false }]
    return people.map((ch, i) => ({
      ...base,
      key: `${decl.id}-${i + 1}`,
      label: m.commands.openNamed(ch.name),
      other: `${o.commands.openNamed(ch.name)} ${base.label} ${base.other}`,
      keys: [{ text: String(i + 1), accelerator: String(i + 1) }],
      args: { index: i + 1 },
      enabled: true
    }))
  })
}

/** Keys the sheet lists that are no command (Escape), as the GM reads them. */
export function keyHints(lang: Language): { keys: string[]; label: string }[] {
  const m = messages(lang)
  return KEY_HINTS.map((h) => ({ keys: h.keys.map((k) => chordText(k, m)), label: h.label(m) }))
}

/**
 * The entries matching `query`, in the current language first, then those only the other language's
 * label matches; accents, case and punctuation ignored ("epee" finds "épée").
 */
export function searchEntries(
  entries: readonly CommandEntry[],
  query: string
): (CommandEntry & { viaOther: boolean })[] {
  const words = normalize(query).split(' ').filter(Boolean)
  /** How well `text` matches: 0 it starts with the query, 1 a word starts with it, 2 it holds it; null none. */
  const rank = (text: string): number | null => {
    const n = normalize(text)
    if (!words.every((w) => n.includes(w))) return null
    if (words.length === 0 || n.startsWith(words[0]!)) return 0
    return ` ${n}`.includes(` ${words[0]}`) ? 1 : 2
  }
  const scored = entries.flatMap((e) => {
    const label = rank(e.label)
    const detail = e.detail ? rank(`${e.label} ${e.detail}`) : null
    const other = rank(e.other)
    // The current language's label, then its detail, then the other language's label.
    const score = label ?? (detail !== null ? 3 : other !== null ? 4 + other : null)
    return score === null ? [] : [{ ...e, viaOther: score >= 4, score }]
  })
  return scored.sort((a, b) => a.score - b.score).map(({ score: _score, ...e }) => e)
}
