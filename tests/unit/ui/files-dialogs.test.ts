// @vitest-environment jsdom
// The export and backups dialogs rendered (jsdom) over the files state on the real main-side stack
// (files-fixture.ts): what the GM sees and picks, and what reaches main and the disk.
import { fireEvent, render, screen, waitFor } from '@testing-library/svelte'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import BackupsDialog from '../../../src-renderer/src/lib/components/files/BackupsDialog.svelte'
import ExportDialog from '../../../src-renderer/src/lib/components/files/ExportDialog.svelte'
import SaveElsewhereButton from '../../../src-renderer/src/lib/components/files/SaveElsewhereButton.svelte'
import { contexts } from './contexts'
import { getCatalogEntry } from '@shared/catalog'
import { exportMarkdown } from '@shared/export/index'
import { startStack, type Stack } from './files-fixture'

let stack: Stack

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true
  }
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false
  }
})
beforeEach(async () => {
  localStorage.clear()
  stack = await startStack()
})
afterEach(() => stack.close())

const radio = (name: RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement

describe('ExportDialog', () => {
  it('starts on the party sheet; the ledger is CSV only, without paper or Markdown; Download sends the choice', async () => {
    const { files, io } = await stack.setup('web')
    files.openExport()
    render(ExportDialog, { props: { initial: files.app.dialogOf('export')!.what } }, contexts({ files: files }))
    expect(screen.getByRole('heading', { name: 'Export' })).toBeTruthy()
    expect(radio(/^Party sheet/).checked).toBe(true)
    expect(radio(/^PDF/).checked).toBe(true)
    expect(screen.getByRole('button', { name: 'Download' })).toBeTruthy()
    expect(screen.getByText('The file goes to your browser’s downloads.')).toBeTruthy()

    await fireEvent.click(radio(/^Ledger/))
    expect(screen.queryByRole('radio', { name: /^PDF/ })).toBeNull()
    expect(radio(/^CSV/).checked).toBe(true)
    expect(screen.queryByRole('group', { name: 'Paper' })).toBeNull()
    // An English campaign: commas by default; the GM picks semicolons for a French spreadsheet.
    expect(radio(/^Commas/).checked).toBe(true)
    await fireEvent.click(radio(/^Semicolons/))
    expect(screen.queryByRole('button', { name: 'Copy Markdown' })).toBeNull()
    const who = screen.getByRole('combobox', { name: 'Transfers of' }) as HTMLSelectElement
    // picked by its name, as the GM does: the options' values are holder keys ('character:<id>'), not ids
    const lem = Array.from(who.options).find((o) => o.text === files.app.real.campaign!.characters[2]!.name)!
    expect(lem.value).not.toBe('')
    await fireEvent.change(who, { target: { value: lem.value } })
    await fireEvent.click(screen.getByRole('button', { name: 'Download' }))
    await waitFor(() => expect(files.app.dialogOf('export')).toBeNull()) // closed once done
    expect(io.downloads.map((d) => d.fileName)).toEqual(['Lem - ledger.csv'])
    expect(io.downloads[0]!.data.startsWith('\uFEFFWhen;Item;Qty;From;To;Note\r\n')).toBe(true)
  })

  it('picking a character in the list selects its summary; Copy Markdown copies it and closes', async () => {
    const { files, io, app } = await stack.setup('web')
    files.openExport()
    render(ExportDialog, { props: { initial: files.app.dialogOf('export')!.what } }, contexts({ files: files }))
    const kyra = app.real.campaign!.characters[3]!
    await fireEvent.change(screen.getByRole('combobox', { name: 'Character' }), { target: { value: kyra.id } })
    expect(radio(/^A character’s summary/).checked).toBe(true)
    await fireEvent.click(screen.getByRole('button', { name: 'Copy Markdown' }))
    await waitFor(() => expect(files.app.dialogOf('export')).toBeNull())
    expect(io.copied).toEqual([exportMarkdown(app.real.campaign!, kyra.id, getCatalogEntry)])
    expect(app.toasts.at(-1)!.text).toBe('Kyra: copied as Markdown, ready to paste')
  })

  it('in the Electron app it saves through the native dialog; a cancelled dialog keeps the export dialog open', async () => {
    const { files } = await stack.setup('electron', 'fr')
    files.openExport({ kind: 'party' })
    render(ExportDialog, { props: { initial: files.app.dialogOf('export')!.what } }, contexts({ files: files }))
    expect(screen.getByRole('heading', { name: 'Exporter' })).toBeTruthy()
    expect(screen.getByText('Une fenêtre d’enregistrement s’ouvre dans le dernier dossier utilisé.')).toBeTruthy()
    await fireEvent.click(radio(/^Markdown/))
    stack.answer = null
    await fireEvent.click(screen.getByRole('button', { name: 'Enregistrer…' }))
    await waitFor(() => expect(stack.dialogs).toHaveLength(1))
    expect(files.app.dialogOf('export')).not.toBeNull()
    stack.answer = `${stack.dir}/groupe.md`
    await fireEvent.click(screen.getByRole('button', { name: 'Enregistrer…' }))
    await waitFor(() => expect(files.app.dialogOf('export')).toBeNull())
    expect(stack.dialogs[1]).toMatchObject({ fileName: 'Rise of the Runelords - party.md', format: 'md' })
  })

  it('shows why an export failed, in the dialog', async () => {
    const { files } = await stack.setup('web')
    files.openExport()
    render(ExportDialog, { props: { initial: files.app.dialogOf('export')!.what } }, contexts({ files: files }))
    await fireEvent.click(screen.getByRole('button', { name: 'Download' })) // PDF, and this host prints none
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toMatch(/^The export failed: PDF export is not available here/)
    expect(files.app.dialogOf('export')).not.toBeNull()
  })
})

describe('BackupsDialog', () => {
  it('lists the backups with kind and size; restoring asks first, saying the current state stays undoable', async () => {
    const { files, app } = await stack.setup('web')
    const valeros = app.real.campaign!.characters[0]!
    for (const strength of [15, 16]) {
      app.updateCharacter(valeros.id, { strength })
      await app.real.settled()
      await stack.session.store.flush()
    }
    files.openBackups()
    const { container } = render(BackupsDialog, {}, contexts({ files: files }))
    expect(screen.getByRole('heading', { name: 'Backups of campaign.json' })).toBeTruthy()
    await waitFor(() => expect(container.querySelectorAll('tr[data-backup]')).toHaveLength(3))
    const rows = [...container.querySelectorAll('tr[data-backup]')].map((r) => r.textContent!.replace(/\s+/g, ' '))
    expect(rows.filter((r) => r.includes('Before a save'))).toHaveLength(2)
    expect(rows.filter((r) => r.includes('Start of a day'))).toHaveLength(1)
    expect(rows.every((r) => /\d kB/.test(r))).toBe(true)
    expect(screen.getByText(/in the “campaign\.backups” folder beside the campaign file/)).toBeTruthy()

    const buttons = screen.getAllByRole('button', { name: /^Restore the backup of/ })
    await fireEvent.click(buttons.at(-2)!) // the oldest "before a save": the file as it started
    expect(screen.getByText(/Undo \(Ctrl\+Z\) brings it back/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
    await fireEvent.click(screen.getByRole('button', { name: 'Keep the current state' }))
    expect(container.querySelectorAll('tr[data-backup]')).toHaveLength(3)
    expect(app.real.campaign!.characters[0]!.strength).toBe(16)

    await fireEvent.click(screen.getAllByRole('button', { name: /^Restore the backup of/ }).at(-2)!)
    await fireEvent.click(screen.getByRole('button', { name: 'Restore this backup' }))
    await waitFor(() => expect(files.app.dialogOf('backups')).toBeNull())
    expect(app.real.campaign!.characters[0]!.strength).toBe(18)
    expect((await stack.onDisk()).characters[0]!.strength).toBe(18)
  })

  it('says so when there is no backup yet', async () => {
    const { files } = await stack.setup('web', 'fr')
    render(BackupsDialog, {}, contexts({ files: files }))
    expect(await screen.findByText(/Aucune sauvegarde pour l’instant/)).toBeTruthy()
  })
})

describe('SaveElsewhereButton (failed-save banner)', () => {
  it('opens Save as in the browser host, and is absent in the Electron app (its menu has Save As)', async () => {
    const web = await stack.setup('web')
    const { unmount } = render(SaveElsewhereButton, {}, contexts({ files: web.files }))
    await fireEvent.click(screen.getByRole('button', { name: 'Save as…' }))
    expect(web.files.app.dialogOf('file')?.file).toEqual({ which: 'saveAs' })
    unmount()
    const app = await stack.setup('electron')
    render(SaveElsewhereButton, {}, contexts({ files: app.files }))
    expect(screen.queryByRole('button')).toBeNull()
  })
})
