// The browser's clipboard and downloads, for exports. The async clipboard needs a permission the
// Electron shell denies (it denies every permission request), so a copy falls back to the editing
// command, which needs none, inside the open dialog when there is one (the page behind is inert).
import type { ExportFile } from '@shared/contract'
import type { FilesIo } from '../../state/files.svelte'

export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text)
    return
  } catch {
    // no permission or no async clipboard: try the editing command below
  }
  const host = document.querySelector('dialog[open]') ?? document.body
  const area = document.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.style.cssText = 'position:fixed;left:-9999px;top:0;opacity:0'
  host.append(area)
  const active = document.activeElement as HTMLElement | null
  try {
    area.select()
    if (!document.execCommand('copy')) throw new Error('the clipboard refused the text')
  } finally {
    area.remove()
    active?.focus()
  }
}

/** The export's bytes: base64 decoded, text as UTF-8 (a CSV keeps its BOM). */
export function exportBlob(file: ExportFile): Blob {
  if (file.encoding === 'utf8') return new Blob([file.data], { type: file.mime })
  const binary = atob(file.data)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return new Blob([bytes], { type: file.mime })
}

export function download(file: ExportFile): void {
  const url = URL.createObjectURL(exportBlob(file))
  const a = document.createElement('a')
  a.href = url
  a.download = file.fileName
  a.rel = 'noopener'
  a.click()
  // The download has started by the next tasks; the URL is only needed until then.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

export const browserIo: FilesIo = { copyText, download }
