import { describe, expect, it } from 'vitest'
import type { MenuItemConstructorOptions } from 'electron'
import { menuTemplate, type MenuState } from '../../../src-main/electron/menu'
import type { MenuCommandEvent } from '@shared/contract/contract'
import { messages } from '@shared/i18n'

/** What the menu's items send to the renderer, as "command[:argument]". */
function recorder(): { send: (event: MenuCommandEvent) => void; calls: string[] } {
  const calls: string[] = []
  const send = ({ command, path, language, theme }: MenuCommandEvent) =>
    void calls.push([command, path ?? language ?? theme].filter(Boolean).join(':'))
  return { send, calls }
}

function flatten(items: readonly MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return items.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? flatten(item.submenu) : [])])
}

function byId(items: readonly MenuItemConstructorOptions[], id: string): MenuItemConstructorOptions {
  const found = flatten(items).find((i) => i.id === id)
  if (!found) throw new Error(`no menu item ${id}`)
  return found
}

function click(item: MenuItemConstructorOptions): void {
  ;(item.click as () => void)()
}

const base: MenuState = { language: 'en', recent: [], theme: 'system', platform: 'linux' }

describe('native menu', () => {
  it('is labelled in the campaign language', () => {
    const { send: actions } = recorder()
    const fr = menuTemplate({ ...base, language: 'fr' }, actions)
    expect(fr.map((m) => m.label)).toEqual(['&Fichier', '&Édition', '&Affichage', '&Aide'])
    expect(byId(fr, 'save-as').label).toBe('Enregistrer sous…')
    const en = menuTemplate(base, actions)
    expect(en.map((m) => m.label)).toEqual(['&File', '&Edit', '&View', '&Help'])
  })

  // Regression: the native menu said 'Ouvrir un fichier récent', 'Apparence' and 'Suivre le système' where
  // the page's File menu and toolbar say 'Campagnes récentes', 'Thème' and 'Système' (EN: 'Open Recent',
  // 'Restore Backup…', 'Appearance', 'Follow System').
  it('words a command the page has too as the page does', () => {
    const { send: actions } = recorder()
    const fr = menuTemplate({ ...base, language: 'fr' }, actions)
    const labels = (menu: MenuItemConstructorOptions[]) =>
      [
        'new',
        'open',
        'open-recent',
        'save-as',
        'export',
        'import',
        'restore-backup',
        'theme',
        'theme-system',
        'theme-light',
        'theme-dark',
        'shortcuts',
        'about'
      ].map((id) => byId(menu, id).label)
    expect(labels(fr)).toEqual([
      'Nouvelle campagne…',
      'Ouvrir…',
      'Campagnes récentes',
      'Enregistrer sous…',
      'Exporter…',
      'Importer des personnages…',
      'Restaurer une sauvegarde…',
      'Thème',
      'Système',
      'Clair',
      'Sombre',
      'Raccourcis clavier',
      'À propos d’Encombrement'
    ])
    for (const language of ['fr', 'en'] as const) {
      const m = messages(language)
      const page = m.files.menu
      const bar = m.toolbar
      expect(labels(menuTemplate({ ...base, language }, actions))).toEqual([
        page.new,
        page.open,
        page.recent,
        page.saveAs,
        page.export,
        page.importCharacters,
        page.backups,
        bar.theme,
        bar.themeSystem,
        bar.themeLight,
        bar.themeDark,
        bar.shortcuts,
        bar.about
      ])
    }
  })

  it('wires every command to its action', () => {
    const { send: actions, calls } = recorder()
    const menu = menuTemplate({ ...base, recent: ['/games/kingmaker.json'] }, actions)
    for (const id of [
      'new',
      'open',
      'save-as',
      'export',
      'import',
      'restore-backup',
      'undo',
      'redo',
      'language-fr',
      'theme-dark',
      'shortcuts',
      'about'
    ]) {
      click(byId(menu, id))
    }
    const recent = byId(menu, 'open-recent').submenu as MenuItemConstructorOptions[]
    expect(recent[0]?.label).toBe('kingmaker.json — /games/kingmaker.json')
    click(recent[0]!)
    expect(calls).toEqual([
      'new',
      'open',
      'save-as',
      'export',
      'import',
      'restore-backup',
      'undo',
      'redo',
      'language:fr',
      'theme:dark',
      'shortcuts',
      'about',
      'open-path:/games/kingmaker.json'
    ])
  })

  it('leaves Ctrl+Z to the renderer, and sends Undo/Redo clicks to it as menu commands', () => {
    const { send, calls: sent } = recorder()
    const menu = menuTemplate(base, send)
    // Enabled: only the renderer knows whether a what-if holds a tentative change to take back.
    expect(byId(menu, 'undo')).toMatchObject({ accelerator: 'CmdOrCtrl+Z', registerAccelerator: false })
    expect(byId(menu, 'redo')).toMatchObject({ accelerator: 'CmdOrCtrl+Shift+Z', registerAccelerator: false })
    expect(byId(menu, 'undo').enabled).not.toBe(false)
    expect(byId(menu, 'redo').enabled).not.toBe(false)
    for (const id of ['undo', 'redo', 'export', 'import', 'restore-backup', 'shortcuts', 'about']) click(byId(menu, id))
    expect(sent).toEqual(['undo', 'redo', 'export', 'import', 'restore-backup', 'shortcuts', 'about'])
  })

  it('checks the current language and theme, greys an empty recent list, and has Quit except on macOS', () => {
    const { send: actions } = recorder()
    const menu = menuTemplate(base, actions)
    expect(byId(menu, 'language-en').checked).toBe(true)
    expect(byId(menu, 'language-fr').checked).toBe(false)
    expect(byId(menu, 'theme-system').checked).toBe(true)
    const recent = byId(menu, 'open-recent').submenu as MenuItemConstructorOptions[]
    expect(recent).toEqual([{ label: 'No recent campaigns', enabled: false }])
    expect(byId(menu, 'quit').role).toBe('quit')
    const mac = menuTemplate({ ...base, platform: 'darwin' }, actions)
    expect(mac[0]).toEqual({ role: 'appMenu' })
    expect(flatten(mac).some((i) => i.id === 'quit')).toBe(false)
  })
})
