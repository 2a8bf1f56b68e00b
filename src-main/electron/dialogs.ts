// Native open/save dialogs and error boxes, labelled in the campaign's language.
import { app, dialog, type BrowserWindow } from 'electron'
import { join } from 'node:path'
import type { ContractError } from '@shared/contract/contract'
import { explainContractError, explainLocated, REASON_TEXTS } from '@shared/contract/explain'
import { DIALOG_LABELS, type Language } from './menu'

function filters(language: Language): Electron.FileFilter[] {
  return [{ name: DIALOG_LABELS[language].campaignFiles, extensions: ['json'] }]
}

export async function askOpenPath(win: BrowserWindow, language: Language): Promise<string | null> {
  const result = await dialog.showOpenDialog(win, {
    title: DIALOG_LABELS[language].openTitle,
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
  const t = DIALOG_LABELS[language]
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
  const t = REASON_TEXTS[language]
  const detail = [
    ...(error.problems ?? []).slice(0, 5).map((p) => explainLocated(p, t)),
    ...(error.backups?.[0] ? [`↺ ${error.backups[0].id} (${error.backups[0].at})`] : [])
  ].join('\n')
  console.warn(`[${error.code}] ${error.message}`)
  const options: Electron.MessageBoxOptions = {
    type: 'error',
    message: DIALOG_LABELS[language].cannot,
    detail: detail || explainContractError(error, t)
  }
  if (win) await dialog.showMessageBox(win, options)
  else await dialog.showMessageBox(options)
}
