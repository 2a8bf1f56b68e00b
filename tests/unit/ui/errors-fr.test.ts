// @vitest-environment jsdom
// Main's refusals, failed saves, read-only files and damaged files, on a French screen: main sends a
// code, a reason and values; the renderer says them in French (and the English message stays for
// logs and the CLI). Real main-side stack on real files (files-fixture.ts), banners and the problem
// list rendered in jsdom.
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { render, screen } from '@testing-library/svelte'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import Banners from '../../../src-renderer/src/lib/components/Banners.svelte'
import FileProblems from '../../../src-renderer/src/lib/components/files/FileProblems.svelte'
import { contexts } from './contexts'
import { asContractError, explainError } from '../../../src-renderer/src/lib/explain'
import { fr } from '@shared/i18n/fr'
import { quantityOp } from '@shared/campaign/op-builders'
import type { FilesState } from '../../../src-renderer/src/lib/state/files.svelte'
import type { AppState } from '../../../src-renderer/src/lib/state/app.svelte'
import { formatProblem } from '@shared/campaign/parse'
import { diskReason } from '@shared/core/reasons'
import { sixAdventurers } from '../../e2e/ui-campaigns'
import { startStack, type Stack } from './files-fixture'

let stack: Stack
let app: AppState
let files: FilesState
let stop: () => void

beforeEach(async () => {
  stack = await startStack()
  ;({ app, files } = await stack.setup('web', 'fr'))
  stop = app.real.listen()
})
afterEach(async () => {
  stop()
  await stack.close()
})

const provided = () => contexts({ app, files })
const banners = () => render(Banners, {}, provided())
/** Visible text, spaces (the French non-breaking ones too) as single spaces. */
const plain = (t: string) => t.replace(/\s+/g, ' ').trim()
const text = (el: Element) => plain(el.textContent!)
/** Words that only English has: none may reach a French screen. */
const ENGLISH = /\b(the|could|not|was|found|line|column|expected|must|file|written|newer|read-only|changed)\b/i

describe('a French screen says in French what main reports', () => {
  it('a save that fails on the disk: why, and what to do', async () => {
    banners()
    // The campaign's folder becomes a file: every write in it fails (ENOTDIR), even as root.
    await rm(stack.dir, { recursive: true, force: true })
    await writeFile(stack.dir, 'not a folder')
    app.updateCharacter(app.real.campaign!.characters[0]!.id, { strength: 17 })
    await app.real.settled()
    await stack.session.store.flush()
    const alert = await screen.findByRole('alert')
    expect(text(alert)).toContain('La campagne n’a pas pu être enregistrée : le disque a signalé une erreur (ENOTDIR)')
    expect(text(alert)).toContain(fr.banner.saveFailedHelp)
    expect(app.real.saveError).toMatchObject({ reason: 'disk-error', params: { code: 'ENOTDIR' } })
    expect(app.real.saveError!.message).toMatch(/^could not save .*campaign\.json: /) // English, for the log
    await rm(stack.dir, { force: true })
    await mkdir(stack.dir)
  })

  it('a full disk and a folder without permission, as main classifies them', async () => {
    expect(['ENOSPC', 'EDQUOT', 'EACCES', 'EPERM', 'EROFS', 'EIO'].map(diskReason)).toEqual([
      'disk-full',
      'disk-full',
      'no-permission',
      'no-permission',
      'no-permission',
      'disk-error'
    ])
    banners()
    const emit = (code: string) =>
      stack.session.events.emit('campaign/saveFailed', {
        message: `could not save x: ${code}`,
        reason: diskReason(code),
        params: { code }
      })
    emit('ENOSPC')
    const alert = await screen.findByRole('alert')
    await expect.poll(() => text(alert)).toContain('La campagne n’a pas pu être enregistrée : le disque est plein')
    expect(text(alert)).toContain(fr.banner.saveFailedHelpFull)
    emit('EACCES')
    await expect
      .poll(() => text(screen.getByRole('alert')))
      .toContain('l’application n’a pas le droit d’écrire à cet endroit')
    expect(text(screen.getByRole('alert'))).toContain(fr.banner.saveFailedHelpPermission)
    expect(text(screen.getByRole('alert'))).not.toMatch(ENGLISH)
  })

  it('a file changed on disk by another program', async () => {
    banners()
    await writeFile(stack.file, JSON.stringify({ ...sixAdventurers('en'), name: 'Changed elsewhere' }))
    await stack.session.store.checkDisk()
    const alert = await screen.findByRole('alert')
    expect(text(alert)).toContain('Le fichier de campagne a été modifié hors de l’application.')
    expect(text(alert)).toContain(fr.banner.changedOnDiskHelp)
    expect(text(alert)).not.toMatch(ENGLISH)
  })

  it('a file written by a newer version opens read-only, says so, and refuses changes in French', async () => {
    const newer = join(stack.dir, 'newer.json')
    await writeFile(newer, JSON.stringify({ ...sixAdventurers('en'), schemaVersion: 99, tags: ['x'] }))
    await files.openCampaign(newer)
    banners()
    const status = screen.getByRole('status')
    expect(text(status)).toBe(
      plain(
        `Lecture seule : écrite par une version plus récente de l’application (schéma 99) ${fr.banner.readOnlyHelp}`
      )
    )
    app.updateCharacter(app.real.campaign!.characters[0]!.id, { strength: 17 })
    expect(app.toasts.at(-1)).toMatchObject({
      kind: 'error',
      text: 'Lecture seule\u00a0: écrite par une version plus récente de l’application (schéma 99)'
    })
  })

  it('a damaged file: each problem located (file, line, column, field) and worded in French', async () => {
    const damaged = join(stack.dir, 'damaged.json')
    const campaign = sixAdventurers('en') as unknown as { characters: Array<Record<string, unknown>> }
    campaign.characters[0]!.strength = 12.5
    campaign.characters[1]!.size = 'Huge'
    campaign.characters[2]!.mood = 'grumpy'
    await writeFile(damaged, JSON.stringify(campaign, null, 2))
    const error = asContractError(await files.openCampaign(damaged).catch((e: unknown) => e))
    expect(error.code).toBe('invalid-file')
    expect(app.real.path).toBe(stack.file) // the open campaign stays
    render(FileProblems, { props: { error, path: damaged, onbackup: () => undefined } }, provided())
    const items = screen.getAllByRole('listitem').map(text)
    expect(items).toHaveLength(3)
    // The place as main located it, the words in French.
    const [strength, size, mood] = error.problems!
    expect(items[0]).toBe(
      `${damaged}, ligne ${strength!.line}, colonne ${strength!.column} characters[0].strength doit être un nombre entier (trouvé : 12.5)`
    )
    expect(items[1]).toMatch(
      /^.*, ligne \d+, colonne \d+ characters\[1\]\.size doit être l’une des valeurs "I", "Min", .* \(trouvé : "Huge"\)$/
    )
    expect(items[2]).toBe(
      `${damaged}, ligne ${mood!.line}, colonne ${mood!.column} characters[2].mood champ inconnu « mood »`
    )
    expect(size!.path).toBe('characters[1].size')
    for (const item of items) expect(item.replace(damaged, '')).not.toMatch(ENGLISH)
    // The English stays for logs and the CLI.
    expect(formatProblem(strength!)).toBe(
      `${damaged}:${strength!.line}:${strength!.column}: characters[0].strength: must be a whole number (found 12.5)`
    )
    expect(plain(explainError(error, fr))).toBe(
      `damaged.json, ligne ${strength!.line}, colonne ${strength!.column} (characters[0].strength) : doit être un nombre entier (trouvé : 12.5)`
    )
  })

  it('a file that is not JSON: the syntax error located and worded in French', async () => {
    const broken = join(stack.dir, 'broken.json')
    await writeFile(broken, '{\n  "schemaVersion": 2,\n  "name": "Kingmaker"\n  "characters": []\n}\n')
    const error = asContractError(await files.openCampaign(broken).catch((e: unknown) => e))
    expect(error.problems).toMatchObject([
      { line: 4, column: 3, reason: 'json-syntax', params: { syntax: 'CommaExpected' } }
    ])
    expect(plain(explainError(error, fr))).toBe(
      'broken.json, ligne 4, colonne 3 : JSON invalide : « , » attendue entre deux valeurs'
    )
    const truncated = join(stack.dir, 'truncated.json')
    await writeFile(truncated, '{"schemaVersion": 2, "characters": [\n')
    const cut = asContractError(await files.openCampaign(truncated).catch((e: unknown) => e))
    expect(plain(explainError(cut, fr))).toBe(
      'truncated.json, ligne 2, colonne 1 : JSON invalide : fin de fichier inattendue : « ] » attendu pour fermer la liste (le fichier est-il tronqué ?)'
    )
  })

  it('a refused change: the item is no longer there (not found), the file exists already (conflict)', async () => {
    banners()
    const chest = app.real.campaign!.stash.find((l) => l.ref.id === 'chest')!
    // Another window removed the chest meanwhile.
    await stack.client('web').invoke('line/remove', {
      holder: { type: 'stash' },
      lineId: chest.id,
      ledgerId: 'g-other',
      at: new Date().toISOString()
    })
    app.dispatch(quantityOp({ type: 'stash' }, chest.id, 5))
    await app.real.settled()
    await app.real.settled()
    const alert = await screen.findByRole('alert')
    expect(text(alert)).toBe(
      'Ce changement a été refusé : cet objet n’est plus là. La campagne a été relue depuis le fichier. Fermer'
    )
    expect(app.real.refused).toMatchObject({ code: 'not-found', reason: 'line-not-found' })

    const taken = await files.createCampaign(stack.file, 'Doublon').catch((e: unknown) => e)
    expect(asContractError(taken)).toMatchObject({ code: 'conflict', reason: 'file-exists' })
    expect(explainError(taken, fr)).toBe(`${stack.file} existe déjà`)
  })

  it('a custom item still carried cannot be removed: said in French, with how many lines', async () => {
    const item = { id: 'ci-lute', name: 'Lute', type: 'gear' as const, kind: 'lute', level: 3 }
    app.dispatch({ type: 'customItem/add', item })
    app.addItem({ source: 'custom', id: item.id }, 1, { type: 'stash' })
    app.addItem({ source: 'custom', id: item.id }, 1, { type: 'character', id: app.real.campaign!.characters[0]!.id })
    await app.real.settled()
    expect(app.dispatch({ type: 'customItem/remove', id: item.id })).toBe(false)
    expect(app.toasts.at(-1)).toMatchObject({ kind: 'error', text: 'l’objet est encore utilisé par 2 lignes' })
  })
})
