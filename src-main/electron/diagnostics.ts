// For code that cannot be watched while it runs at the table: what goes wrong in the window (a
// renderer crash, a failed load, a hung page) is written to a log in the user-data folder and told
// to the GM in a dialog that offers the way on; the context menu gives cut/copy/paste and the spell
// checker's suggestions.
import { Menu, dialog, type BrowserWindow, type MenuItemConstructorOptions } from 'electron'
import { appendFileSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { messages, type Language } from '@shared/i18n'

export class MainLog {
  readonly file: string
  constructor(readonly dir: string) {
    this.file = join(dir, 'main.log')
  }

  /** Appends one line now (synchronously: the process may be about to die). Never throws. */
  write(kind: string, detail: string): void {
    try {
      mkdirSync(this.dir, { recursive: true })
      appendFileSync(this.file, `${new Date().toISOString()} ${kind} ${detail.replace(/\s+/g, ' ')}\n`)
    } catch {
      // nowhere to log: the console has it
    }
    console.error(`[${kind}] ${detail}`)
  }
}

export function watchWindow(win: BrowserWindow, log: MainLog, language: () => Language, reload: () => void): void {
  const box = async (options: Electron.MessageBoxOptions): Promise<number> =>
    win.isDestroyed() ? -1 : (await dialog.showMessageBox(win, options)).response

  win.webContents.on('render-process-gone', (_event, details) => {
    log.write('render-process-gone', `${details.reason} (exit code ${details.exitCode})`)
    const t = messages(language()).nativeDialog
    void box({
      type: 'error',
      message: t.crashed,
      detail: t.crashedDetail(details.reason, log.file),
      buttons: [t.reload, t.quit],
      defaultId: 0,
      cancelId: 0
    }).then((r) => (r === 0 ? reload() : r === 1 ? win.close() : undefined))
  })
  win.webContents.on('did-fail-load', (_event, code, description, url, isMainFrame) => {
    if (!isMainFrame) return
    log.write('did-fail-load', `${description} (${code}) ${url}`)
    const t = messages(language()).nativeDialog
    void box({
      type: 'error',
      message: t.failedLoad,
      detail: t.failedLoadDetail(`${description} (${code})`, log.file),
      buttons: [t.retry, t.quit],
      defaultId: 0,
      cancelId: 0
    }).then((r) => (r === 0 ? reload() : r === 1 ? win.close() : undefined))
  })
  win.on('unresponsive', () => {
    log.write('unresponsive', 'the window stopped answering')
    const t = messages(language()).nativeDialog
    void box({
      type: 'warning',
      message: t.unresponsive,
      detail: t.unresponsiveDetail(log.file),
      buttons: [t.wait, t.reload],
      defaultId: 0,
      cancelId: 0
    }).then((r) => (r === 1 ? reload() : undefined))
  })
  win.webContents.on('context-menu', (_event, params) => {
    const template = contextMenu(params, language(), {
      replace: (word) => win.webContents.replaceMisspelling(word),
      learn: (word) => win.webContents.session.addWordToSpellCheckerDictionary(word)
    })
    if (template.length) Menu.buildFromTemplate(template).popup({ window: win })
  })
}

/** The context menu for what was right-clicked: spelling suggestions first, then the edit commands. */
export function contextMenu(
  params: Pick<
    Electron.ContextMenuParams,
    'isEditable' | 'misspelledWord' | 'dictionarySuggestions' | 'selectionText' | 'editFlags'
  >,
  language: Language,
  spell: { replace(word: string): void; learn(word: string): void }
): MenuItemConstructorOptions[] {
  const t = messages(language).menu
  const items: MenuItemConstructorOptions[] = []
  if (params.isEditable && params.misspelledWord) {
    for (const word of params.dictionarySuggestions.slice(0, 6))
      items.push({ label: word, click: () => spell.replace(word) })
    items.push({
      label: messages(language).nativeDialog.addToDictionary,
      click: () => spell.learn(params.misspelledWord)
    })
    items.push({ type: 'separator' })
  }
  if (params.isEditable) {
    items.push(
      { label: t.cut, role: 'cut', enabled: params.editFlags.canCut },
      { label: t.copy, role: 'copy', enabled: params.editFlags.canCopy },
      { label: t.paste, role: 'paste', enabled: params.editFlags.canPaste },
      { type: 'separator' },
      { label: t.selectAll, role: 'selectAll', enabled: params.editFlags.canSelectAll }
    )
  } else if (params.selectionText.trim()) {
    items.push({ label: t.copy, role: 'copy' })
  }
  return items
}
