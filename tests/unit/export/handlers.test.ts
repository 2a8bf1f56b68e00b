// The export channels through the real dispatch (validation, errors as values) on a real session
// over a copy of the sample campaign, PDFs printed by real Chromium. The native save dialog cannot
// run here: a stand-in answers with a path, and records what the dialog was asked to show.
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { getCatalogEntry } from '@shared/catalog'
import type { Channel, Input, Output, Result } from '@shared/contract/contract'
import { renderExport } from '@shared/export/index'
import { reasonsEn } from '@shared/i18n/reasons-en'
import { reasonsFr } from '@shared/i18n/reasons-fr'
import { createDispatch } from '../../../src-main/handlers/dispatch'
import type { ExportHost, SaveDialogRequest } from '../../../src-main/handlers/export'
import { createHandlers } from '../../../src-main/handlers/handlers'
import { Session } from '../../../src-main/handlers/session'
import { chromiumPrinter } from './pdf-printer'
import { pdfInfo } from './poppler'

const ROOT = join(import.meta.dirname, '../../..')
const printer = chromiumPrinter()
const cleanups: Array<() => Promise<void>> = []

afterEach(async () => {
  for (const c of cleanups.splice(0)) await c()
})

async function setup(exports: ExportHost) {
  const dir = await mkdtemp(join(tmpdir(), 'export-handlers-'))
  const file = join(dir, 'campaign.json')
  const userDataDir = join(dir, 'user')
  await mkdir(userDataDir)
  await copyFile(join(ROOT, 'resources/sample-campaign.json'), file)
  const session = await Session.start({ userDataDir, samplePath: file, campaignPath: file, watchFile: false })
  cleanups.push(async () => {
    await session.close()
    await rm(dir, { recursive: true, force: true })
  })
  const dispatch = createDispatch(createHandlers({ session, host: 'electron', version: '0.0.0', exports }))
  const call = async <C extends Channel>(
    channel: C,
    input: Input<C> | Record<string, unknown>
  ): Promise<Result<Output<C>>> => (await dispatch(channel, input)) as Result<Output<C>>
  return { dir, file, userDataDir, session, call }
}

/** Stands in for the native dialog: answers with the queued paths, records the requests. */
function dialog(answers: Array<string | null>) {
  const asked: SaveDialogRequest[] = []
  return {
    asked,
    askSavePath: async (r: SaveDialogRequest) => {
      asked.push(r)
      return answers.shift() ?? null
    }
  }
}

describe('export/render', () => {
  it("returns each format: the renderers' text, and a PDF as base64", async () => {
    const { call, session } = await setup({ printPdf: (job) => printer.print(job) })
    const campaign = session.state.campaign
    const md = await call('export/render', { format: 'md', character: 'c-aria' })
    expect(md).toMatchObject({ ok: true, value: { fileName: 'Aria Swiftwind - summary.md', encoding: 'utf8' } })
    if (!md.ok) return
    expect(md.value.data).toBe(renderExport(campaign, { format: 'md', character: 'c-aria' }, getCatalogEntry).text)
    const csv = await call('export/render', { format: 'csv' })
    expect(csv.ok && csv.value.data.startsWith('\uFEFFWhen,Item,')).toBe(true)
    const pdf = await call('export/render', { format: 'pdf', paper: 'letter' })
    expect(pdf).toMatchObject({ ok: true, value: { encoding: 'base64', mime: 'application/pdf' } })
    if (!pdf.ok) return
    const bytes = Buffer.from(pdf.value.data, 'base64')
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
    const out = join(session.options.userDataDir, 'party.pdf')
    await writeFile(out, bytes)
    expect(await pdfInfo(out)).toMatchObject({ pages: 2 }) // the loads, then the wealth (issue 28)
  })

  it('refuses malformed requests and unknown characters with errors, as values', async () => {
    const { call } = await setup({})
    const refused = async (input: Record<string, unknown>, code: string, message: RegExp) => {
      const r = await call('export/render', input)
      expect(r.ok, JSON.stringify(input)).toBe(false)
      if (!r.ok) {
        expect(r.error.code).toBe(code)
        expect(r.error.message).toMatch(message)
      }
    }
    await refused({ format: 'docx' }, 'invalid-input', /^export\/render: format/)
    await refused({ format: 'md', extra: 1 }, 'invalid-input', /^export\/render: /)
    await refused({ format: 'md', character: 'Aria Swiftwind' }, 'invalid-input', /character/)
    await refused({ format: 'md', paper: 'a3' }, 'invalid-input', /paper/)
    await refused({ format: 'md', character: 'c-nobody' }, 'not-found', /no character 'c-nobody'/)
    await refused({ format: 'pdf' }, 'internal', /PDF export is not available/)
  })

  // Regression: the ledger export's filter took today's characters only (`character`); `holder` takes any holder
  // the ledger names, and one it does not is refused with the field's path, in the GM's language.
  it('the ledger of one holder: a wrong holder id is refused with its path; a holder outside the ledger export too', async () => {
    const { call } = await setup({})
    const stash = await call('export/render', { format: 'csv', holder: { type: 'stash' } })
    expect(stash.ok).toBe(true)
    const r = await call('export/render', { format: 'csv', holder: { type: 'place', id: 'nowhere' } })
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.error).toMatchObject({
      code: 'not-found',
      reason: 'ledger-holder-not-found',
      params: { path: 'holder.id', id: 'nowhere', holder: 'place' }
    })
    expect(r.error.message).toMatch(/^holder\.id: no place 'nowhere' in campaign/)
    const p = r.error.params!
    expect(reasonsEn.reason['ledger-holder-not-found'](p)).toBe(
      'holder.id: no place “nowhere” in this campaign nor in its ledger'
    )
    expect(reasonsFr.reason['ledger-holder-not-found'](p)).toBe(
      'holder.id\u00a0: aucun lieu «\u00a0nowhere\u00a0» dans cette campagne ni dans son registre'
    )
    const bad = async (input: Record<string, unknown>, message: RegExp) => {
      const out = await call('export/render', input)
      expect(out.ok, JSON.stringify(input)).toBe(false)
      if (!out.ok) expect(out.error).toMatchObject({ code: 'invalid-input', message: expect.stringMatching(message) })
    }
    await bad({ format: 'csv', holder: { type: 'mount', id: 'c-x' } }, /^export\/render: holder/)
    await bad({ format: 'csv', holder: { type: 'place', id: 'bad id!' } }, /^export\/render: holder\.id/)
    await bad({ format: 'md', holder: { type: 'stash' } }, /^export\/render: holder: only the ledger/)
    await bad({ format: 'csv', character: 'c-aria', holder: { type: 'stash' } }, /holder: give the holder or/)
    const saved = await call('export/save', { format: 'md', holder: { type: 'stash' }, path: '/tmp/x.md' })
    expect(saved.ok).toBe(false)
  })
})

describe('export/save', () => {
  it('asks the native dialog, writes the file, and offers the same folder next time, across restarts', async () => {
    const first = await setup({ printPdf: (job) => printer.print(job) })
    const target = join(first.dir, 'out', 'Aria.pdf')
    await mkdir(join(first.dir, 'out'))
    const d1 = dialog([target])
    const handlers1 = createDispatch(
      createHandlers({
        session: first.session,
        host: 'electron',
        version: '0',
        exports: { printPdf: (j) => printer.print(j), askSavePath: d1.askSavePath }
      })
    )
    const saved = await handlers1('export/save', { format: 'pdf', character: 'c-aria' })
    expect(saved).toMatchObject({ ok: true, value: { path: target } })
    expect(d1.asked).toEqual([
      { folder: null, fileName: 'Aria Swiftwind - summary.pdf', format: 'pdf', language: 'en' }
    ])
    expect((await readFile(target)).subarray(0, 5).toString()).toBe('%PDF-')

    // A new handler set (the app restarted): the dialog opens in the folder used last.
    const d2 = dialog([join(first.dir, 'out', 'party')])
    const handlers2 = createDispatch(
      createHandlers({
        session: first.session,
        host: 'electron',
        version: '0',
        exports: { askSavePath: d2.askSavePath }
      })
    )
    const party = await handlers2('export/save', { format: 'md' })
    expect(d2.asked[0]).toMatchObject({
      folder: join(first.dir, 'out'),
      fileName: 'Rise of the Runelords — Thistletop - party.md'
    })
    // The extension the GM left out is added.
    expect(party).toMatchObject({ ok: true, value: { path: join(first.dir, 'out', 'party.md') } })
    expect(await readFile(join(first.dir, 'out', 'party.md'), 'utf8')).toMatch(/^## Rise of the Runelords/)
  })

  it('writes nothing when the GM cancels, and returns null', async () => {
    const d = dialog([null])
    const { call, dir } = await setup({ askSavePath: d.askSavePath })
    const before = await readdir(dir)
    expect(await call('export/save', { format: 'csv' })).toEqual({ ok: true, value: null })
    expect(await readdir(dir)).toEqual(before)
  })

  it("writes to a given absolute path with the format's extension, and nowhere else", async () => {
    const { call, dir } = await setup({})
    const ok = await call('export/save', { format: 'html', character: 'c-pip', path: join(dir, 'pip.html') })
    expect(ok).toMatchObject({ ok: true, value: { path: join(dir, 'pip.html') } })
    expect(await readFile(join(dir, 'pip.html'), 'utf8')).toMatch(/^<!DOCTYPE html>/)
    for (const [path, message] of [
      ['pip.html', /absolute path/],
      [join(dir, 'campaign.json'), /ends in \.html/],
      [join(dir, 'missing-folder', 'pip.html'), /does not exist/]
    ] as const) {
      const r = await call('export/save', { format: 'html', character: 'c-pip', path })
      expect(r.ok).toBe(false)
      if (!r.ok) expect(r.error).toMatchObject({ code: 'invalid-input', message: expect.stringMatching(message) })
    }
    // Without a dialog, a path is required.
    const r = await call('export/save', { format: 'md' })
    expect(r.ok === false && r.error.message).toMatch(/no save dialog; give a path/)
  })

  it('leaves an existing file untouched when printing fails (nothing half-written)', async () => {
    const { call, dir } = await setup({
      printPdf: async () => {
        throw new Error('printer on fire')
      }
    })
    const target = join(dir, 'kept.pdf')
    await writeFile(target, 'previous')
    const before = (await readdir(dir)).sort()
    const r = await call('export/save', { format: 'pdf', path: target })
    expect(r).toMatchObject({ ok: false, error: { message: 'printer on fire' } })
    expect(await readFile(target, 'utf8')).toBe('previous')
    expect((await readdir(dir)).sort()).toEqual(before)
  })
})
