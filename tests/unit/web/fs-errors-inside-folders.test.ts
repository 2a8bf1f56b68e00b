// Issue 9 leftover, through the browser host's HTTP contract on real files: inside the folders the GM
// allowed, a folder where a file is expected (EISDIR), a file where a folder is expected (ENOTDIR) or a
// folder the app may not write in (EPERM: chattr +i, which root cannot bypass) answered 500 with the
// bare Node message. Each is now a 4xx whose FR/EN sentence names the path and says what to do, and
// nothing is lost: the campaign stays where it was, its file intact.
import { describe, expect, it } from 'vitest'
import { execFileSync } from 'node:child_process'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { ContractError } from '@shared/contract/contract'
import { explainContractError } from '@shared/contract/explain'
import { reasonsEn } from '@shared/i18n/reasons-en'
import { reasonsFr } from '@shared/i18n/reasons-fr'
import { start } from './running-host'

function said(error: ContractError): { en: string; fr: string } {
  return { en: explainContractError(error, reasonsEn), fr: explainContractError(error, reasonsFr) }
}

describe('file system refusals inside allowed folders are located 4xx errors, not 500', () => {
  it('a folder where a file goes, a file where a folder goes, a folder that cannot be written', async () => {
    const r = await start()
    const before = await readFile(r.file, 'utf8')
    const folder = join(r.dir, 'folder.json')
    await mkdir(folder)
    const folderMd = join(r.dir, 'party.md')
    await mkdir(folderMd)
    const plain = join(r.dir, 'notes')
    await writeFile(plain, 'a file, not a folder')
    const locked = join(r.dir, 'locked')
    await mkdir(locked)
    execFileSync('chattr', ['+i', locked])
    try {
      const cases: Array<[string, Record<string, unknown>, string, string, RegExp, RegExp]> = [
        ['campaign/saveAs', { path: folder, replace: true }, folder, 'path-is-folder', /is a folder/, /est un dossier/],
        [
          'export/save',
          { format: 'md', path: folderMd },
          folderMd,
          'export-is-folder',
          /is a folder/,
          /est un dossier/
        ],
        [
          'campaign/saveAs',
          { path: join(plain, 'copy.json') },
          plain,
          'path-not-folder',
          /is a file, not a folder/,
          /est un fichier, pas un dossier/
        ],
        [
          'export/save',
          { format: 'md', path: join(plain, 'party.md') },
          plain,
          'path-not-folder',
          /is a file, not a folder/,
          /est un fichier, pas un dossier/
        ],
        [
          'campaign/saveAs',
          { path: join(locked, 'copy.json') },
          join(locked, 'copy.json'),
          'no-permission',
          /not allowed to write .*: choose another folder/,
          /pas le droit d’écrire .*\u00a0: choisissez un autre dossier/
        ],
        [
          'campaign/create',
          { path: join(locked, 'new.json') },
          join(locked, 'new.json'),
          'no-permission',
          /not allowed to write/,
          /pas le droit d’écrire/
        ],
        [
          'export/save',
          { format: 'md', path: join(locked, 'party.md') },
          join(locked, 'party.md'),
          'no-permission',
          /not allowed to write/,
          /pas le droit d’écrire/
        ]
      ]
      for (const [channel, body, path, reason, en, fr] of cases) {
        const what = `${channel} ${JSON.stringify(body)}`
        const res = await r.post(channel, body)
        expect(res.status, `${what}: ${res.body}`).toBeGreaterThanOrEqual(400)
        expect(res.status, `${what}: ${res.body}`).toBeLessThan(500)
        const error = (JSON.parse(res.body) as { error: ContractError }).error
        expect(error.reason, `${what}: ${res.body}`).toBe(reason)
        expect(error.params?.path, what).toBe(path)
        expect(said(error).en, what).toContain(path)
        expect(said(error).en, what).toMatch(en)
        expect(said(error).fr, what).toMatch(fr)
      }
      // nothing lost: the campaign is still the one open, its file unchanged, nothing half-written
      expect(r.host.session.state.path).toBe(r.file)
      expect(await readFile(r.file, 'utf8')).toBe(before)
      expect(execFileSync('ls', ['-A', locked]).toString()).toBe('')
      expect(await readFile(plain, 'utf8')).toBe('a file, not a folder')
    } finally {
      execFileSync('chattr', ['-i', locked])
    }
  })
})
