// @vitest-environment jsdom
// The files state (exports, backups, campaign files) against the real main-side stack in-process
// (files-fixture.ts): real campaign files, the real contract dispatch and store.
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  campaignFileName,
  exportRequest,
  FilesState,
  splitPath
} from '../../../src-renderer/src/lib/state/files.svelte'
import type { Campaign } from '@shared/campaign/schema'
import { getCatalogEntry } from '@shared/catalog'
import { exportMarkdown, renderExport } from '@shared/export/index'
import { RecordingIo, startStack, type Stack } from './files-fixture'

let stack: Stack
let dir: string
let file: string
const setup = (host?: 'web' | 'electron') => stack.setup(host)
const onDisk = (path?: string) => stack.onDisk(path)

beforeEach(async () => {
  stack = await startStack()
  dir = stack.dir
  file = stack.file
})

afterEach(() => stack.close())

describe('exports', () => {
  it('copies the party sheet and a character summary as Markdown, and says so', async () => {
    const { app, files, io } = await setup()
    const campaign = app.real.campaign!
    await files.copyMarkdown(null)
    expect(io.copied[0]).toBe(exportMarkdown(campaign, null, getCatalogEntry))
    for (const c of campaign.characters) expect(io.copied[0]).toContain(`**${c.name}**`)
    expect(app.toasts.at(-1)!.text).toBe('Party sheet: copied as Markdown, ready to paste')
    const seoni = campaign.characters[1]!
    await files.copyMarkdown(seoni.id)
    expect(io.copied[1]).toBe(exportMarkdown(campaign, seoni.id, getCatalogEntry))
    expect(app.toasts.at(-1)!.text).toBe('Seoni: copied as Markdown, ready to paste')
  })

  it('copies the campaign as saved, not the what-if on screen', async () => {
    const { app, files, io } = await setup()
    const seoni = app.real.campaign!.characters[1]!
    app.startWhatIf()
    app.updateCharacter(seoni.id, { name: 'Seoni the Tentative' })
    await files.copyMarkdown(null)
    expect(io.copied[0]).toContain('**Seoni**')
    expect(io.copied[0]).not.toContain('Tentative')
  })

  it('browser host: downloads what main renders, including changes still on their way', async () => {
    const { app, files, io } = await setup()
    const valeros = app.real.campaign!.characters[0]!
    app.updateCharacter(valeros.id, { name: 'Valeros “the Bold”, | 🗡' })
    const outcome = await files.saveExport({ what: { kind: 'party' }, format: 'md', paper: 'a4' })
    expect(outcome).toEqual({ kind: 'downloaded', fileName: 'Rise of the Runelords - party.md' })
    expect(io.downloads[0]!.data).toContain('Valeros “the Bold”, \\| 🗡')
    expect(io.downloads[0]!.data).toBe(exportMarkdown(app.real.campaign!, null, getCatalogEntry))

    await files.saveExport({ what: { kind: 'ledger', holder: null }, format: 'pdf', paper: 'letter' })
    const csv = io.downloads[1]!
    expect([csv.fileName, csv.mime, csv.encoding]).toEqual([
      'Rise of the Runelords - ledger.csv',
      'text/csv; charset=utf-8',
      'utf8'
    ])
    expect(csv.data).toBe(renderExport(await onDisk(), { format: 'csv' }, getCatalogEntry).text)
    expect(app.toasts.at(-1)!.text).toBe('Downloaded “Rise of the Runelords - ledger.csv”')

    await files.saveExport({ what: { kind: 'character', id: valeros.id }, format: 'html', paper: 'letter' })
    expect(io.downloads[2]!.fileName).toBe('Valeros “the Bold”, _ 🗡 - summary.html')
    expect(io.downloads[2]!.data).toContain('size: letter')
  })

  it('remembers the last format and paper on this machine', async () => {
    localStorage.clear()
    const first = await setup()
    await first.files.saveExport({ what: { kind: 'party' }, format: 'html', paper: 'letter' })
    const again = new FilesState(first.app, stack.client('web'), new RecordingIo())
    expect([again.format, again.paper]).toEqual(['html', 'letter'])
    await again.saveExport({ what: { kind: 'ledger', holder: null }, format: 'html', paper: 'a4' })
    expect([again.format, again.paper]).toEqual(['html', 'a4']) // the ledger's CSV is not a format preference
  })

  it('Electron host: the native save dialog chooses the path (cancel writes nothing)', async () => {
    const { app, files } = await setup('electron')
    const merisiel = app.real.campaign!.characters[5]!
    stack.answer = null
    expect(await files.saveExport({ what: { kind: 'character', id: merisiel.id }, format: 'md', paper: 'a4' })).toEqual(
      { kind: 'cancelled' }
    )
    expect(stack.dialogs[0]).toMatchObject({ fileName: 'Merisiel - summary.md', format: 'md', language: 'en' })
    expect((await readdir(dir)).filter((f) => f.endsWith('.md'))).toEqual([])

    stack.answer = join(dir, 'merisiel')
    const outcome = await files.saveExport({ what: { kind: 'character', id: merisiel.id }, format: 'md', paper: 'a4' })
    expect(outcome).toEqual({ kind: 'saved', path: join(dir, 'merisiel.md') })
    expect(await readFile(join(dir, 'merisiel.md'), 'utf8')).toBe(
      exportMarkdown(app.real.campaign!, merisiel.id, getCatalogEntry)
    )
    expect(app.toasts.at(-1)!.text).toBe(`Saved ${join(dir, 'merisiel.md')}`)
    stack.answer = null
    await files.saveExport({ what: { kind: 'party' }, format: 'md', paper: 'a4' })
    expect(stack.dialogs[2]).toMatchObject({ folder: dir, fileName: 'Rise of the Runelords - party.md' }) // the last folder is remembered
  })

  it('a failed export says why (no PDF printer in this host)', async () => {
    const { files } = await setup()
    await expect(files.saveExport({ what: { kind: 'party' }, format: 'pdf', paper: 'a4' })).rejects.toThrow(
      /PDF export is not available/
    )
  })
})

describe('backups', () => {
  it('lists the backups of a few saves; a restore is one undoable step and the file follows', async () => {
    const { app, files } = await setup()
    const original = await readFile(file, 'utf8')
    const seoni = app.real.campaign!.characters[1]!
    for (const strength of [9, 10, 11]) {
      app.updateCharacter(seoni.id, { strength })
      await app.real.settled()
      await stack.session.store.flush()
    }
    const list = await files.listBackups()
    expect(list.map((b) => b.kind).sort()).toEqual(['daily', 'recent', 'recent', 'recent'])
    expect(list.every((b) => b.bytes > 1000)).toBe(true)
    const oldest = list.filter((b) => b.kind === 'recent').at(-1)!

    await files.restoreBackup(oldest)
    expect(app.real.campaign!.characters[1]!.strength).toBe(8)
    expect(app.real.canUndo).toBe(true)
    expect(await onDisk()).toEqual(JSON.parse(original))
    expect(app.toasts.at(-1)!.text).toMatch(
      /^Restored the backup of .+\. Undo \(Ctrl\+Z\) brings the previous state back\.$/
    )
    // What the confirmation promises: Undo brings the state back, and the replaced file is a backup
    // (plus the app's state just before the restore, a destructive step).
    const after = await files.listBackups()
    expect(after.length).toBe(6)
    expect(after.filter((b) => b.kind === 'before')).toHaveLength(1)
    await app.real.undo()
    expect(app.real.campaign!.characters[1]!.strength).toBe(11)
    expect((await onDisk()).characters[1]!.strength).toBe(11)
  })

  it('a restore ends a what-if first', async () => {
    const { app, files } = await setup()
    app.updateCharacter(app.real.campaign!.characters[0]!.id, { strength: 5 })
    await app.real.settled()
    await stack.session.store.flush()
    app.startWhatIf()
    const [backup] = await files.listBackups()
    await files.restoreBackup(backup!)
    expect(app.whatIf.active).toBe(false)
    expect(app.real.campaign!.characters[0]!.strength).toBe(18)
  })
})

describe('campaign files (browser host)', () => {
  it('save as continues in the new file; new creates an empty one; open switches back', async () => {
    const { app, files } = await setup()
    const copy = join(dir, 'copy.json')
    app.route = { name: 'character', id: app.real.campaign!.characters[0]!.id }
    await files.saveAs(copy)
    expect(app.real.path).toBe(copy)
    app.updateCharacter(app.real.campaign!.characters[0]!.id, { notes: 'only in the copy' })
    await app.real.settled()
    expect((await onDisk(copy)).characters[0]!.notes).toBe('only in the copy')
    expect((JSON.parse(await readFile(file, 'utf8')) as Campaign).characters[0]!.notes).toBe('')

    const fresh = join(dir, campaignFileName('Crypt of the Éverflame'))
    expect(fresh).toBe(join(dir, 'crypt-of-the-everflame.json'))
    await files.createCampaign(fresh, 'Crypt of the Éverflame')
    expect([app.real.campaign!.name, app.real.campaign!.characters.length, app.real.path]).toEqual([
      'Crypt of the Éverflame',
      0,
      fresh
    ])
    expect(app.route).toEqual({ name: 'party' })
    await expect(files.createCampaign(fresh, 'Again')).rejects.toMatchObject({ code: 'conflict' })

    expect(await files.recent()).toEqual([fresh, copy, file])
    await files.openCampaign(file)
    expect([app.real.path, app.real.campaign!.characters.length]).toEqual([file, 6])
    expect(app.toasts.at(-1)!.text).toBe('Opened “Rise of the Runelords”')
  })

  it('a damaged file is reported, located, with its backups; the open campaign stays; its backup opens instead', async () => {
    const { app, files } = await setup()
    const other = join(dir, 'other.json')
    await files.saveAs(other)
    app.updateCharacter(app.real.campaign!.characters[0]!.id, { notes: 'saved once' })
    await app.real.settled()
    await stack.session.store.flush() // other.backups/ now holds the version before the notes
    await files.openCampaign(file)
    const damaged = '{\n  "schemaVersion": 2,\n  "name": "Broken",\n  "characters": [\n'
    await writeFile(other, damaged)

    const error = await files.openCampaign(other).then(
      () => null,
      (e: unknown) =>
        e as { code: string; problems: { file: string; line: number | null }[]; backups: { id: string }[] }
    )
    expect(error?.code).toBe('invalid-file')
    expect(error?.problems[0]).toMatchObject({ file: other })
    expect(error?.problems[0]!.line).toBeGreaterThan(0)
    expect(error?.backups.length).toBeGreaterThan(0)
    expect(app.real.path).toBe(file) // still on the campaign that was open
    expect(await readFile(other, 'utf8')).toBe(damaged) // nothing written over it

    await files.openFromBackup(other, error!.backups[0]!.id)
    expect(app.real.path).toBe(other)
    expect(app.real.campaign!.characters[0]!.notes).toBe('')
    expect((await readdir(join(dir, 'other.backups'))).some((f) => f.startsWith('corrupt-'))).toBe(true)
  })

  it('helpers: export requests, paths and file names', () => {
    expect(exportRequest({ what: { kind: 'party' }, format: 'csv', paper: 'a4' })).toEqual({
      format: 'pdf',
      paper: 'a4'
    })
    expect(exportRequest({ what: { kind: 'character', id: 'c-1' }, format: 'md', paper: 'letter' })).toEqual({
      format: 'md',
      character: 'c-1',
      paper: 'letter'
    })
    expect(
      exportRequest({ what: { kind: 'ledger', holder: { type: 'place', id: 'inn' } }, format: 'pdf', paper: 'a4' })
    ).toEqual({ format: 'csv', holder: { type: 'place', id: 'inn' }, paper: 'a4' })
    expect(splitPath('/home/gm/camp.json')).toEqual({ folder: '/home/gm', name: 'camp.json', sep: '/' })
    expect(splitPath('C:\\Users\\gm\\camp.json')).toEqual({ folder: 'C:\\Users\\gm', name: 'camp.json', sep: '\\' })
    expect(campaignFileName('  L’Éveil des Seigneurs des runes !')).toBe('l-eveil-des-seigneurs-des-runes.json')
    expect(campaignFileName('???')).toBe('campaign.json')
  })
})
