// @vitest-environment jsdom
// Edit → Undo / Redo of the native menu, end to end minus Electron: the real menu template with the
// shell's renderer actions, the session's event hub, the renderer's client and AppState, over the
// real main stack on a real file. In a what-if or a loot-split preview Undo must take back the
// tentative change, never a saved one.
import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { MenuItemConstructorOptions } from 'electron'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { menuTemplate } from '../../../src-main/electron/menu'
import { Session } from '../../../src-main/handlers/session'
import { inProcessApi } from './in-process-api'
import { evaluateParty } from '../../../src-renderer/src/lib/engine/party'
import { I18n } from '../../../src-renderer/src/lib/i18n/i18n.svelte'
import { listenMenuCommands } from '../../../src-renderer/src/lib/commands'
import type { SplitRunner } from '../../../src-renderer/src/lib/split/split-client'
import { AppState } from '../../../src-renderer/src/lib/state/app.svelte'
import { quantityOp } from '@shared/campaign/op-builders'
import type { Campaign } from '@shared/campaign/schema'
import { runReview, runSplit } from '../../../src-renderer/src/lib/split/split-api'

const runner: SplitRunner = {
  split: async (input, onProgress) => runSplit(input, onProgress),
  review: async (input, moves) => runReview(input, moves),
  cancel: () => undefined
}

const SAMPLE = join(process.cwd(), 'resources', 'sample-campaign.json')
let dir: string
let file: string
let session: Session
let app: AppState
let stop: () => void
let menu: MenuItemConstructorOptions[]

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'enc-ui-menu-'))
  file = join(dir, 'campaign.json')
  await copyFile(SAMPLE, file)
  session = await Session.start({
    userDataDir: dir,
    samplePath: file,
    campaignPath: file,
    watchFile: false,
    store: { debounceMs: 5 }
  })
  const api = inProcessApi(session)
  app = new AppState(api, async (inputs) => evaluateParty(inputs), new I18n('en'), runner)
  await app.real.load()
  stop = listenMenuCommands({ app }, api)
  // As src-main/electron/index.ts wires it: every item sends its command to the page.
  menu = menuTemplate({ language: 'en', recent: [], theme: 'system', platform: 'linux' }, (event) =>
    session.events.emit('menu/command', event)
  )
})

afterEach(async () => {
  stop()
  document.body.innerHTML = ''
  await session.close()
  await rm(dir, { recursive: true, force: true })
})

function click(id: 'undo' | 'redo'): void {
  const edit = menu.find((m) => m.label === '&Edit')!.submenu as MenuItemConstructorOptions[]
  const item = edit.find((i) => i.id === id)!
  expect(item.enabled).not.toBe(false)
  ;(item.click as () => void)()
}

const onDisk = async (): Promise<Campaign> => {
  await app.real.settled()
  await session.store.flush()
  return JSON.parse(await readFile(file, 'utf8')) as Campaign
}
const stashQuantity = (c: Campaign, lineId: string) => c.stash.find((l) => l.id === lineId)?.quantity
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** A saved change: the stash's first line set to 7. */
async function savedChange(): Promise<string> {
  const line = app.real.campaign!.stash[0]!
  expect(line.quantity).not.toBe(7)
  app.dispatch(quantityOp({ type: 'stash' }, line.id, 7))
  expect(stashQuantity(await onDisk(), line.id)).toBe(7)
  return line.id
}

describe('Edit → Undo / Redo from the native menu', () => {
  it('undoes and redoes a saved change outside what-if', async () => {
    const original = await onDisk()
    const lineId = await savedChange()
    click('undo')
    expect(stashQuantity(await onDisk(), lineId)).toBe(stashQuantity(original, lineId))
    expect(stashQuantity(app.real.campaign!, lineId)).toBe(stashQuantity(original, lineId))
    click('redo')
    expect(stashQuantity(await onDisk(), lineId)).toBe(7)
  })

  it('in what-if mode takes back the tentative change and keeps the saved one', async () => {
    const lineId = await savedChange()
    const before = await readFile(file, 'utf8')
    app.startWhatIf()
    const hero = app.view!.characters[0]!
    app.tryEffect(hero, 'bulls')
    expect(app.view!.characters[0]!.effects).toEqual(['bulls-strength']) // the engine adds its +4 STR
    click('undo')
    expect(app.whatIf.active).toBe(true)
    expect(app.whatIf.changes).toHaveLength(0)
    expect(app.view!.characters[0]!.effects).toBeUndefined()
    expect(stashQuantity(app.real.campaign!, lineId)).toBe(7)
    await onDisk()
    expect(await readFile(file, 'utf8')).toBe(before)
    expect(session.store.undoLabel).not.toBeNull() // the saved change is still one undo away
  })

  it('in a loot-split preview takes back the last edit of the split, not a saved change', async () => {
    const lineId = await savedChange()
    const before = await readFile(file, 'utf8')
    const split = app.lootSplit
    split.open()
    await split.start()
    expect(split.previewing).toBe(true)
    const row = split.preview.rows.find((r) => r.character !== null)!
    const other = app.view!.characters.find((c) => c.id !== row.character)!
    const rows = split.preview.rows
    split.preview.setRecipient(row.key, other.id)
    await settle()
    expect(split.preview.edits).toBe(1)
    click('undo')
    await settle()
    expect(split.preview.edits).toBe(0)
    expect(split.preview.rows).toEqual(rows)
    expect(split.previewing).toBe(true)
    expect(stashQuantity(app.real.campaign!, lineId)).toBe(7)
    await onDisk()
    expect(await readFile(file, 'utf8')).toBe(before)
  })

  it('in a text field leaves the campaign alone (the field’s own typing is what Undo means there)', async () => {
    const lineId = await savedChange()
    const input = document.createElement('input')
    document.body.append(input)
    input.focus()
    click('undo')
    await app.real.settled()
    expect(stashQuantity(app.real.campaign!, lineId)).toBe(7)
    expect(stashQuantity(await onDisk(), lineId)).toBe(7)
  })
})
