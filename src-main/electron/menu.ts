// The native menu, built by a pure function from the campaign's language and the shell's state, so
// a unit test can check its labels and wiring. Undo/Redo show their shortcuts but leave the keys to
// the renderer (registerAccelerator: false): in a text field Ctrl+Z must undo the typing, not the
// last campaign change. Every command goes to the renderer (`rendererActions`), which carries it out
// through the same code as its own buttons: only it knows whether a what-if, a loot-split preview or
// changes not yet answered must be settled first (one path per action).
import type { MenuItemConstructorOptions } from 'electron'
import type { MenuCommandEvent } from '@shared/contract'
import { LANGUAGES, messages, type Language } from '@shared/i18n'
import type { Theme } from './shell-settings'

export interface MenuActions {
  newCampaign(): void
  open(): void
  openRecent(path: string): void
  saveAs(): void
  exportCampaign(): void
  importCharacters(): void
  restoreBackup(): void
  undo(): void
  redo(): void
  setLanguage(language: Language): void
  setTheme(theme: Theme): void
  showShortcuts(): void
  showAbout(): void
}

export interface MenuState {
  language: Language
  recent: readonly string[]
  theme: Theme
  platform: NodeJS.Platform
  /** A development build (not packaged): View also has Reload and Toggle Developer Tools. */
  dev?: boolean
}

/**
 * What each menu item does: a 'menu/command' event the renderer carries out with its own code.
 * Undo/Redo stay enabled: main cannot tell whether the renderer has a tentative what-if change to
 * take back (with nothing to undo they do nothing, like Ctrl+Z).
 */
export function rendererActions(send: (event: MenuCommandEvent) => void): MenuActions {
  return {
    newCampaign: () => send({ command: 'new' }),
    open: () => send({ command: 'open' }),
    openRecent: (path) => send({ command: 'open-path', path }),
    saveAs: () => send({ command: 'save-as' }),
    exportCampaign: () => send({ command: 'export' }),
    importCharacters: () => send({ command: 'import' }),
    restoreBackup: () => send({ command: 'restore-backup' }),
    undo: () => send({ command: 'undo' }),
    redo: () => send({ command: 'redo' }),
    setLanguage: (language) => send({ command: 'language', language }),
    setTheme: (theme) => send({ command: 'theme', theme }),
    showShortcuts: () => send({ command: 'shortcuts' }),
    showAbout: () => send({ command: 'about' })
  }
}

function fileName(path: string): string {
  return path.split(/[\\/]/).pop() ?? path
}

export function menuTemplate(state: MenuState, actions: MenuActions): MenuItemConstructorOptions[] {
  const all = messages(state.language)
  // A command the page has too is worded as the page words it (its File menu, its toolbar).
  const t = all.menu
  const page = all.files.menu
  const bar = all.toolbar
  const mac = state.platform === 'darwin'
  const recent: MenuItemConstructorOptions[] = state.recent.length
    ? state.recent.map((path) => ({ label: `${fileName(path)} — ${path}`, click: () => actions.openRecent(path) }))
    : [{ label: t.noRecent, enabled: false }]

  const template: MenuItemConstructorOptions[] = [
    {
      id: 'file',
      label: t.file,
      submenu: [
        { id: 'new', label: page.new, accelerator: 'CmdOrCtrl+N', click: () => actions.newCampaign() },
        { id: 'open', label: page.open, accelerator: 'CmdOrCtrl+O', click: () => actions.open() },
        { id: 'open-recent', label: page.recent, submenu: recent },
        { type: 'separator' },
        { id: 'save-as', label: page.saveAs, accelerator: 'CmdOrCtrl+Shift+S', click: () => actions.saveAs() },
        { id: 'export', label: page.export, accelerator: 'CmdOrCtrl+E', click: () => actions.exportCampaign() },
        { id: 'import', label: page.importCharacters, click: () => actions.importCharacters() },
        { id: 'restore-backup', label: page.backups, click: () => actions.restoreBackup() },
        ...(mac ? [] : [{ type: 'separator' } as const, { id: 'quit', label: t.quit, role: 'quit' } as const])
      ]
    },
    {
      id: 'edit',
      label: t.edit,
      submenu: [
        {
          id: 'undo',
          label: bar.undo,
          accelerator: 'CmdOrCtrl+Z',
          registerAccelerator: false,
          click: () => actions.undo()
        },
        {
          id: 'redo',
          label: bar.redo,
          accelerator: 'CmdOrCtrl+Shift+Z',
          registerAccelerator: false,
          click: () => actions.redo()
        },
        { type: 'separator' },
        { label: t.cut, role: 'cut' },
        { label: t.copy, role: 'copy' },
        { label: t.paste, role: 'paste' },
        { label: t.selectAll, role: 'selectAll' }
      ]
    },
    {
      id: 'view',
      label: t.view,
      submenu: [
        {
          id: 'language',
          label: t.language,
          submenu: LANGUAGES.map((language) => ({
            id: `language-${language}`,
            label: messages(language).lang.name,
            type: 'radio' as const,
            checked: state.language === language,
            click: () => actions.setLanguage(language)
          }))
        },
        {
          id: 'theme',
          label: bar.theme,
          submenu: (
            [
              ['system', bar.themeSystem],
              ['light', bar.themeLight],
              ['dark', bar.themeDark]
            ] as const
          ).map(([theme, label]) => ({
            id: `theme-${theme}`,
            label,
            type: 'radio' as const,
            checked: state.theme === theme,
            click: () => actions.setTheme(theme)
          }))
        },
        { type: 'separator' },
        { label: t.zoomIn, role: 'zoomIn' },
        { label: t.zoomOut, role: 'zoomOut' },
        { label: t.resetZoom, role: 'resetZoom' },
        { type: 'separator' },
        { label: t.fullScreen, role: 'togglefullscreen' },
        ...(state.dev
          ? [
              { type: 'separator' } as const,
              { id: 'reload', label: t.reload, role: 'reload', accelerator: 'CmdOrCtrl+R' } as const,
              { id: 'toggle-devtools', label: t.devTools, role: 'toggleDevTools', accelerator: 'F12' } as const
            ]
          : [])
      ]
    },
    {
      id: 'help',
      label: t.help,
      submenu: [
        { id: 'shortcuts', label: bar.shortcuts, accelerator: 'F1', click: () => actions.showShortcuts() },
        { type: 'separator' },
        { id: 'about', label: bar.about, click: () => actions.showAbout() }
      ]
    }
  ]
  return mac ? [{ role: 'appMenu' }, ...template] : template
}
