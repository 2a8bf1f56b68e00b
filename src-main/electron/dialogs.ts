// Native open/save dialogs and message boxes, labelled in the campaign's language.
import { app, dialog, type BrowserWindow } from 'electron'
import { existsSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { type ContractError, explainContractError, explainLocated } from '@shared/contract'
import { messages, type Language } from '@shared/i18n'

function filters(language: Language): Electron.FileFilter[] {
  return [{ name: messages(language).nativeDialog.campaignFiles, extensions: ['json'] }]
}

async function ask(win: BrowserWindow | null, options: Electron.MessageBoxOptions): Promise<number> {
  const result = win ? await dialog.showMessageBox(win, options) : await dialog.showMessageBox(options)
  return result.response
}

export async function askOpenPath(win: BrowserWindow | null, language: Language): Promise<string | null> {
  const options: Electron.OpenDialogOptions = {
    title: messages(language).nativeDialog.openTitle,
    properties: ['openFile'],
    filters: filters(language)
  }
  const result = win ? await dialog.showOpenDialog(win, options) : await dialog.showOpenDialog(options)
  return result.canceled ? null : (result.filePaths[0] ?? null)
}

/** A campaign file's name always ends in .json (the contract refuses to write any other). */
export function withJson(path: string): string {
  return path.toLowerCase().endsWith('.json') ? path : `${path}.json`
}

/**
 * Where to create a campaign or save it as: the save dialog, then the app's own check of the name
 * with .json added (Linux's dialog can only check the name as typed, so the dialog's own overwrite
 * confirmation is off). On Linux, New never offers to replace a file (it asks for another name) and
 * Save As asks before replacing one. macOS and Windows dialogs add the extension from the filter and
 * always confirm a replacement themselves: a name they returned with .json was confirmed, and is
 * replaced (for New too: the old file goes to its backups first) rather than asked about twice.
 * A path returned here for an existing file is one the GM agreed to replace.
 */
export async function askWritePath(
  win: BrowserWindow | null,
  language: Language,
  kind: 'new' | 'saveAs',
  suggested?: string
): Promise<string | null> {
  const t = messages(language).nativeDialog
  let defaultPath = suggested ?? join(app.getPath('documents'), `${t.defaultName}.json`)
  for (;;) {
    const options: Electron.SaveDialogOptions = {
      title: kind === 'new' ? t.newTitle : t.saveAsTitle,
      defaultPath,
      filters: filters(language),
      properties: ['createDirectory']
    }
    const result = win ? await dialog.showSaveDialog(win, options) : await dialog.showSaveDialog(options)
    if (result.canceled || !result.filePath) return null
    const path = withJson(result.filePath)
    if (!existsSync(path)) return path
    if (process.platform !== 'linux' && path === result.filePath) return path
    if (kind === 'new') {
      const again = await ask(win, {
        type: 'warning',
        message: t.exists(basename(path)),
        detail: t.existsDetail,
        buttons: [t.chooseAnother, t.cancel],
        defaultId: 0,
        cancelId: 1
      })
      if (again !== 0) return null
      defaultPath = path
      continue
    }
    const replace = await ask(win, {
      type: 'question',
      message: t.replace(basename(path)),
      detail: t.replaceDetail(dirname(path)),
      buttons: [t.replaceButton, t.cancel],
      defaultId: 1,
      cancelId: 1
    })
    return replace === 0 ? path : null
  }
}

export type UnsavedChoice = 'save-as' | 'discard' | 'cancel'

/** Quitting while changes cannot be written: Save As…, Quit without saving, Cancel. */
export async function askUnsavedQuit(
  win: BrowserWindow | null,
  language: Language,
  conflict: boolean
): Promise<UnsavedChoice> {
  const t = messages(language).nativeDialog
  const response = await ask(win, {
    type: 'warning',
    message: t.unsaved,
    detail: t.unsavedDetail(conflict ? t.unsavedConflict : t.unsavedFailed),
    buttons: [t.saveAs, t.quitWithout, t.cancel],
    defaultId: 0,
    cancelId: 2
  })
  return response === 0 ? 'save-as' : response === 1 ? 'discard' : 'cancel'
}

export async function showFailure(win: BrowserWindow | null, language: Language, error: ContractError): Promise<void> {
  // In the menu's language: the located problems, or why (the English message is for the log).
  const t = messages(language).errors
  const detail = [
    ...(error.problems ?? []).slice(0, 5).map((p) => explainLocated(p, t)),
    ...(error.backups?.[0] ? [`↺ ${error.backups[0].id} (${error.backups[0].at})`] : [])
  ].join('\n')
  console.warn(`[${error.code}] ${error.message}`)
  await ask(win, {
    type: 'error',
    message: messages(language).nativeDialog.cannot,
    detail: detail || explainContractError(error, t)
  })
}
