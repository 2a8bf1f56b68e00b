// Native open/save dialogs and error boxes, labelled in the campaign's language.
import { app, dialog, type BrowserWindow } from 'electron'
import { join } from 'node:path'
import type { ContractError } from '@shared/contract/contract'
import { explainContractError, explainLocated } from '@shared/contract/explain'
import { messages, type Language } from '@shared/i18n'

function filters(language: Language): Electron.FileFilter[] {
  return [{ name: messages(language).nativeDialog.campaignFiles, extensions: ['json'] }]
}

export async function askOpenPath(win: BrowserWindow, language: Language): Promise<string | null> {
  const result = await dialog.showOpenDialog(win, {
    title: messages(language).nativeDialog.openTitle,
    properties: ['openFile'],
    filters: filters(language)
  })
  return result.canceled ? null : (result.filePaths[0] ?? null)
}

export async function askSavePath(
  win: BrowserWindow,
  language: Language,
  kind: 'new' | 'saveAs',
  suggested?: string
): Promise<string | null> {
  const t = messages(language).nativeDialog
  const result = await dialog.showSaveDialog(win, {
    title: kind === 'new' ? t.newTitle : t.saveAsTitle,
    defaultPath: suggested ?? join(app.getPath('documents'), `${t.defaultName}.json`),
    filters: filters(language),
    properties: ['createDirectory', 'showOverwriteConfirmation']
  })
  if (result.canceled || !result.filePath) return null
  return result.filePath.toLowerCase().endsWith('.json') ? result.filePath : `${result.filePath}.json`
}

export async function showFailure(win: BrowserWindow | null, language: Language, error: ContractError): Promise<void> {
  // In the menu's language: the located problems, or why (the English message is for the log).
  const t = messages(language).errors
  const detail = [
    ...(error.problems ?? []).slice(0, 5).map((p) => explainLocated(p, t)),
    ...(error.backups?.[0] ? [`↺ ${error.backups[0].id} (${error.backups[0].at})`] : [])
  ].join('\n')
  console.warn(`[${error.code}] ${error.message}`)
  const options: Electron.MessageBoxOptions = {
    type: 'error',
    message: messages(language).nativeDialog.cannot,
    detail: detail || explainContractError(error, t)
  }
  if (win) await dialog.showMessageBox(win, options)
  else await dialog.showMessageBox(options)
}
