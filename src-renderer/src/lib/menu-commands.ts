// Native menu commands main sends as 'menu/command' (Electron only; the browser host has no menu).
// Export and Restore backup are the files layer's (FilesLayer.svelte); the rest are carried out here.
import type { MenuCommandEvent } from '@shared/contract'
import { typing } from './keyboard'
import type { AppState } from './state/app.svelte'
import type { Client } from './state/client'

/**
 * Edit → Undo / Redo, as Ctrl+Z / Ctrl+Shift+Z: in a text field they undo the typing; elsewhere the
 * app's undo, which in a what-if or a loot-split preview takes back the tentative change, not a saved one.
 */
export function historyCommand(app: AppState, command: 'undo' | 'redo', focused: Element | null): void {
  if (typing(focused)) {
    // Chromium still carries out the native text undo this way; nothing else reaches a field's history.
    if (typeof document.execCommand === 'function') document.execCommand(command)
    return
  }
  if (command === 'undo') app.undo()
  else app.redo()
}

export function runMenuCommand(app: AppState, { command, language, theme }: MenuCommandEvent): void {
  switch (command) {
    case 'undo':
    case 'redo':
      return historyCommand(app, command, document.activeElement)
    case 'language':
      return language ? app.setLanguage(language) : app.toggleLanguage()
    case 'theme':
      if (theme) app.theme.set(theme)
      return
    case 'shortcuts':
      app.shortcutsOpen = true
      return
    case 'about':
      app.aboutOpen = true
      return
    case 'new-character': {
      const ch = app.addCharacter()
      if (ch && !app.whatIf.active) app.openCharacter(ch.id)
      return
    }
    case 'export':
    case 'import':
    case 'restore-backup':
    case 'new':
    case 'open':
    case 'open-path':
    case 'save-as':
      return // FilesLayer
  }
}

/** Listens for menu commands; returns the function that stops listening. */
export function listenMenuCommands(app: AppState, client: Client): () => void {
  return client.on('menu/command', (event) => runMenuCommand(app, event))
}
