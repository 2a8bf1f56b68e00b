// The native menu, built by a pure function from the campaign's language and the shell's state, so
// a unit test can check its labels and wiring. Its commands are the command table's (src-shared/commands:
// id, label, accelerator declared once). Every command goes to the renderer, which carries it out
// through the same code as its own buttons: only it knows whether a what-if, a loot-split preview or
// changes not yet answered must be settled first (one path per action).
import type { MenuItemConstructorOptions } from 'electron'
import type { MenuCommandEvent } from '@shared/contract'
import { LANGUAGES, messages, type Language, type Messages } from '@shared/i18n'
import { accelerator, command, type CommandId } from '@shared/commands'
import type { Theme } from './shell-settings'

export interface MenuState {
  language: Language
  recent: readonly string[]
  theme: Theme
  platform: NodeJS.Platform
  /** A development build (not packaged): View also has Reload and Toggle Developer Tools. */
  dev?: boolean
}

/**
 * A command of the table as a menu item: its id, label and first chord declared once in
 * src-shared/commands; clicking it sends the id to the renderer. Undo/Redo and the palette leave their
 * keys to the renderer (registerAccelerator: false): in a text field Ctrl+Z must undo the typing. They
 * stay enabled: main cannot tell whether the renderer has a tentative what-if change to take back.
 */
function commandItem(id: CommandId, m: Messages, send: (event: MenuCommandEvent) => void): MenuItemConstructorOptions {
  const c = command(id)
  const chord = c.keys?.[0]
  return {
    id,
    label: c.label(m),
    ...(chord ? { accelerator: accelerator(chord) } : {}),
    ...(c.menu?.ownsKeys === false ? { registerAccelerator: false } : {}),
    click: () => send({ command: id })
  }
}

function fileName(path: string): string {
  return path.split(/[\\/]/).pop() ?? path
}

export function menuTemplate(state: MenuState, send: (event: MenuCommandEvent) => void): MenuItemConstructorOptions[] {
  const all = messages(state.language)
  const item = (id: CommandId) => commandItem(id, all, send)
  const t = all.menu
  const page = all.files.menu
  const bar = all.toolbar
  const mac = state.platform === 'darwin'
  const recent: MenuItemConstructorOptions[] = state.recent.length
    ? state.recent.map((path) => ({
        label: `${fileName(path)} — ${path}`,
        click: () => send({ command: 'open-path', path })
      }))
    : [{ label: t.noRecent, enabled: false }]

  const template: MenuItemConstructorOptions[] = [
    {
      id: 'file',
      label: t.file,
      submenu: [
        item('new'),
        item('open'),
        { id: 'open-recent', label: page.recent, submenu: recent },
        { type: 'separator' },
        item('save-as'),
        item('export'),
        item('import'),
        item('restore-backup'),
        ...(mac ? [] : [{ type: 'separator' } as const, { id: 'quit', label: t.quit, role: 'quit' } as const])
      ]
    },
    {
      id: 'edit',
      label: t.edit,
      submenu: [
        item('undo'),
        item('redo'),
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
            click: () => send({ command: 'language', language })
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
            click: () => send({ command: 'theme', theme })
          }))
        },
        { type: 'separator' },
        item('palette'),
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
      submenu: [item('shortcuts'), { type: 'separator' }, item('about')]
    }
  ]
  return mac ? [{ role: 'appMenu' }, ...template] : template
}
