// The native "Export…" save dialog (Electron): suggests the last export folder (else Documents) and
// a file name, filters by the chosen format, labels in the campaign's language.
import { app, dialog, type BrowserWindow } from 'electron'
import { join } from 'node:path'
import { FORMAT_INFO } from '@shared/export'
import { messages } from '@shared/i18n'
import type { SaveDialogRequest } from '../handlers/export'

export async function askExportPath(win: BrowserWindow | null, request: SaveDialogRequest): Promise<string | null> {
  const t = messages(request.language).nativeDialog.saveExport
  const options: Electron.SaveDialogOptions = {
    title: t.title,
    defaultPath: join(request.folder ?? app.getPath('documents'), request.fileName),
    filters: [{ name: t[request.format], extensions: [FORMAT_INFO[request.format].extension] }],
    properties: ['createDirectory', 'showOverwriteConfirmation']
  }
  const result = win ? await dialog.showSaveDialog(win, options) : await dialog.showSaveDialog(options)
  return result.canceled || !result.filePath ? null : result.filePath
}
