// The native menu, built by a pure function from the campaign's language and the shell's state, so
// a unit test can check its labels and wiring. Undo/Redo show their shortcuts but leave the keys to
// the renderer (registerAccelerator: false): in a text field Ctrl+Z must undo the typing, not the
// last campaign change. Clicked, they too go to the renderer (`rendererActions`): only it knows
// whether a what-if or a loot-split preview is open, whose tentative change Undo takes back.
import type { MenuItemConstructorOptions } from 'electron'
import type { MenuCommand } from '@shared/contract/contract'
import { LANGUAGES, messages, type Language } from '@shared/i18n'
import type { Theme } from './shell-settings'

export interface MenuActions {
  newCampaign(): void
  open(): void
  openRecent(path: string): void
  saveAs(): void
  exportCampaign(): void
  restoreBackup(): void
  undo(): void
  redo(): void
  setLanguage(language: Language): void
  setTheme(theme: Theme): void
  showShortcuts(): void
}

export interface MenuState {
  language: Language
  recent: readonly string[]
  theme: Theme
  platform: NodeJS.Platform
}

/**
 * The menu items the renderer carries out, sent as a 'menu/command' event. Undo/Redo stay enabled:
 * main cannot tell whether the renderer has a tentative what-if change to take back (with nothing
 * to undo they do nothing, like Ctrl+Z).
 */
export function rendererActions(
  send: (command: MenuCommand) => void
): Pick<MenuActions, 'exportCampaign' | 'restoreBackup' | 'undo' | 'redo' | 'showShortcuts'> {
  return {
    exportCampaign: () => send('export'),
    restoreBackup: () => send('restore-backup'),
    undo: () => send('undo'),
    redo: () => send('redo'),
    showShortcuts: () => send('shortcuts')
  }
}

function fileName(path: string): string {
  return path.split(/[\\/]/).pop() ?? path
}

export function menuTemplate(state: MenuState, actions: MenuActions): MenuItemConstructorOptions[] {
  const t = messages(state.language).menu
  const mac = state.platform === 'darwin'
  const recent: MenuItemConstructorOptions[] = state.recent.length
    ? state.recent.map((path) => ({ label: `${fileName(path)} — ${path}`, click: () => actions.openRecent(path) }))
    : [{ label: t.noRecent, enabled: false }]

  const template: MenuItemConstructorOptions[] = [
    {
      label: t.file,
      submenu: [
        { id: 'new', label: t.new, accelerator: 'CmdOrCtrl+N', click: () => actions.newCampaign() },
        { id: 'open', label: t.open, accelerator: 'CmdOrCtrl+O', click: () => actions.open() },
        { id: 'open-recent', label: t.openRecent, submenu: recent },
        { type: 'separator' },
        { id: 'save-as', label: t.saveAs, accelerator: 'CmdOrCtrl+Shift+S', click: () => actions.saveAs() },
        { id: 'export', label: t.export, accelerator: 'CmdOrCtrl+E', click: () => actions.exportCampaign() },
        { id: 'restore-backup', label: t.restoreBackup, click: () => actions.restoreBackup() },
        ...(mac ? [] : [{ type: 'separator' } as const, { id: 'quit', label: t.quit, role: 'quit' } as const])
      ]
    },
    {
      label: t.edit,
      submenu: [
        {
          id: 'undo',
          label: t.undo,
          accelerator: 'CmdOrCtrl+Z',
          registerAccelerator: false,
          click: () => actions.undo()
        },
        {
          id: 'redo',
          label: t.redo,
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
          label: t.theme,
          submenu: (
            [
              ['system', t.themeSystem],
              ['light', t.themeLight],
              ['dark', t.themeDark]
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
        { label: t.fullScreen, role: 'togglefullscreen' }
      ]
    },
    {
      label: t.help,
      submenu: [{ id: 'shortcuts', label: t.shortcuts, accelerator: 'F1', click: () => actions.showShortcuts() }]
    }
  ]
  return mac ? [{ role: 'appMenu' }, ...template] : template
}
