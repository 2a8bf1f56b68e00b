import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  DEFAULT_SETTINGS,
  loadShellSettings,
  placeWindow,
  saveShellSettings
} from '../../../src-main/electron/shell-settings'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'enc-shell-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('shell settings file', () => {
  it('round-trips window bounds and theme', async () => {
    const file = join(dir, 'shell.json')
    const settings = { window: { x: 40, y: 30, width: 1280, height: 720, maximized: true }, theme: 'dark' as const }
    await saveShellSettings(file, settings)
    expect(await loadShellSettings(file)).toEqual(settings)
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(settings)
  })

  it('falls back to defaults on a missing, corrupt or invalid file', async () => {
    const file = join(dir, 'shell.json')
    expect(await loadShellSettings(file)).toEqual(DEFAULT_SETTINGS)
    for (const junk of [
      '{',
      'null',
      '[]',
      '{"window":{"width":-5,"height":10,"maximized":false},"theme":"dark"}',
      '{"window":{"width":1000,"height":700,"maximized":false},"theme":"purple"}',
      '{"window":{"width":1000,"height":700,"maximized":false},"theme":"dark","extra":1}'
    ]) {
      await writeFile(file, junk)
      expect(await loadShellSettings(file)).toEqual(DEFAULT_SETTINGS)
    }
  })

  it('refuses to write invalid settings', async () => {
    await expect(
      saveShellSettings(join(dir, 's.json'), { window: { width: 5, height: 5, maximized: false }, theme: 'system' })
    ).rejects.toThrow()
  })
})

describe('window placement', () => {
  const screens = [
    { x: 0, y: 0, width: 1920, height: 1050 },
    { x: 1920, y: 0, width: 1280, height: 1000 }
  ]

  it('keeps bounds that are on a screen', () => {
    const saved = { x: 2000, y: 100, width: 1000, height: 700, maximized: false }
    expect(placeWindow(saved, screens)).toEqual(saved)
  })

  it('re-centres a window left on an unplugged screen, shrunk to the primary screen', () => {
    expect(placeWindow({ x: 4000, y: 100, width: 2500, height: 700, maximized: false }, screens)).toEqual({
      width: 1920,
      height: 700,
      maximized: false
    })
  })

  it('does not count a sliver as visible', () => {
    expect(placeWindow({ x: 1900, y: 1040, width: 800, height: 600, maximized: false }, [screens[0]!])).toEqual({
      width: 800,
      height: 600,
      maximized: false
    })
  })
})
