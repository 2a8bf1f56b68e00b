// Issue 9 item 9, through the browser host's HTTP contract: main trusts no path from the page. Before
// the fix the page could write a campaign or an export anywhere this user can write (every case below
// answered 200 and wrote the file), and Save As replaced an existing file without asking.
import { describe, expect, it } from 'vitest'
import { mkdtemp, readdir, readFile, realpath, rm, symlink, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { gunzipSync } from 'node:zlib'
import { join } from 'node:path'
import type { ContractError } from '@shared/contract/contract'
import { explainContractError } from '@shared/contract/explain'
import { reasonsEn } from '@shared/i18n/reasons-en'
import { reasonsFr } from '@shared/i18n/reasons-fr'
import { createDispatch } from '../../../src-main/handlers/dispatch'
import { createHandlers } from '../../../src-main/handlers/handlers'
import { WriteFolders } from '../../../src-main/handlers/write-folders'
import { start, type Running } from './running-host'

async function outsideDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'enc-outside-'))
}

async function refusedWith(r: Running, channel: string, body: unknown, status = 400): Promise<ContractError> {
  const res = await r.post(channel, body)
  expect(res.status, res.body).toBe(status)
  return (JSON.parse(res.body) as { error: ContractError }).error
}

function said(error: ContractError): { en: string; fr: string } {
  return { en: explainContractError(error, reasonsEn), fr: explainContractError(error, reasonsFr) }
}

describe('the browser host writes only inside folders the GM picked', () => {
  it('refuses Save As, New, Open and export paths outside them: absolute, traversal, symlinks', async () => {
    const r = await start()
    const out = await outsideDir()
    try {
      await writeFile(join(out, 'target.json'), 'precious')
      await symlink(out, join(r.dir, 'link-out'))
      await symlink(join(out, 'target.json'), join(r.dir, 'evil.json'))
      const cases: Array<[string, Record<string, unknown>]> = [
        ['campaign/saveAs', { path: join(out, 'copy.json') }],
        ['campaign/saveAs', { path: `${r.dir}/../${out.split('/').at(-1)}/copy.json` }],
        ['campaign/saveAs', { path: join(r.dir, 'link-out', 'copy.json') }],
        ['campaign/saveAs', { path: join(r.dir, 'evil.json'), replace: true }],
        ['campaign/create', { path: join(out, 'new.json') }],
        ['campaign/create', { path: join(r.dir, 'link-out', 'new.json') }],
        ['campaign/open', { path: join(out, 'target.json') }],
        ['export/save', { format: 'md', path: join(out, 'party.md') }],
        ['export/save', { format: 'md', path: `${r.dir}/../../${out.slice(1)}/party.md` }],
        ['export/save', { format: 'md', path: join(r.dir, 'link-out', 'party.md') }],
        ['export/save', { format: 'md', path: '/etc/encumbrance.md' }]
      ]
      for (const [channel, body] of cases) {
        const error = await refusedWith(r, channel, body)
        expect(error.reason, `${channel} ${JSON.stringify(body)}`).toBe('path-outside-folders')
        expect(said(error).en).toContain('outside the folders the app may write in')
        expect(said(error).fr).toContain('hors des dossiers où l’app peut écrire')
      }
      // nothing was written outside, the link's target is intact, the campaign did not move
      expect((await readdir(out)).sort()).toEqual(['target.json'])
      expect(await readFile(join(out, 'target.json'), 'utf8')).toBe('precious')
      expect(existsSync('/etc/encumbrance.md')).toBe(false)
      expect(r.host.session.state.path).toBe(r.file)
    } finally {
      await rm(out, { recursive: true, force: true })
    }
  })

  it('writes inside the campaign folder; a folder the GM allows once is kept across runs', async () => {
    const r = await start()
    const out = await outsideDir()
    try {
      const inside = await r.post('export/save', { format: 'md', path: join(r.dir, 'party.md') })
      expect(inside.status, inside.body).toBe(200)
      expect(await readFile(join(r.dir, 'party.md'), 'utf8')).toContain('#')

      for (const bad of ['/', '/etc', '/dev', '/proc/self', join(r.dir, 'campaign.json'), join(out, 'missing')]) {
        const error = await refusedWith(r, 'folders/allow', { path: bad })
        expect(error.reason, bad).toBe('folder-not-allowed')
        expect(said(error).fr).toContain('l’app n’écrit jamais dans')
      }
      const allowed = await r.post('folders/allow', { path: out })
      expect(allowed.status, allowed.body).toBe(200)
      expect(JSON.parse(allowed.body).value.folders).toContain(await realpath(out))
      const saved = await r.post('campaign/saveAs', { path: join(out, 'copy.json') })
      expect(saved.status, saved.body).toBe(200)
      expect(JSON.parse(await readFile(join(out, 'copy.json'), 'utf8')).name).toBe('Rise of the Runelords')

      // the next run remembers the folder (user-data folders.json)
      const next = await WriteFolders.load({ userDataDir: join(r.dir, 'user'), campaigns: () => [] })
      expect(await next.list()).toContain(await realpath(out))
      expect(await next.check(join(out, 'again.json'))).toBe(join(await realpath(out), 'again.json'))
    } finally {
      await rm(out, { recursive: true, force: true })
    }
  })

  it('Save As over an existing file is refused until the page says the GM agreed; the old file is backed up', async () => {
    const r = await start()
    const other = join(r.dir, 'other.json')
    const before = (await readFile(r.file, 'utf8')).replace('Rise of the Runelords', 'Another campaign')
    await writeFile(other, before)
    const error = await refusedWith(r, 'campaign/saveAs', { path: other }, 409)
    expect(error).toMatchObject({ code: 'conflict', reason: 'file-exists' })
    expect(said(error).fr).toBe(`${other} existe déjà`)
    expect(await readFile(other, 'utf8')).toBe(before)
    expect(r.host.session.state.path).toBe(r.file)

    const replaced = await r.post('campaign/saveAs', { path: other, replace: true })
    expect(replaced.status, replaced.body).toBe(200)
    expect(JSON.parse(await readFile(other, 'utf8')).name).toBe('Rise of the Runelords')
    const backups = await readdir(join(r.dir, 'other.backups'))
    expect(backups.length).toBeGreaterThan(0)
    const raw = await readFile(join(r.dir, 'other.backups', backups[0]!))
    const kept = (backups[0]!.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8')
    expect(JSON.parse(kept).name).toBe('Another campaign')
  })

  it('Electron takes no export path from the page: its own dialog asks', async () => {
    const r = await start()
    const dispatch = createDispatch(
      createHandlers({
        session: r.host.session,
        host: 'electron',
        version: '0.0.0',
        exports: { askSavePath: async () => null }
      })
    )
    const result = await dispatch('export/save', { format: 'md', path: join(r.dir, 'party.md') })
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid-input' } })
    expect(existsSync(join(r.dir, 'party.md'))).toBe(false)
    expect(await dispatch('export/save', { format: 'md' })).toEqual({ ok: true, value: null })
  })
})
