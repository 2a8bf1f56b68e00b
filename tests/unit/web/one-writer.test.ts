// Issue 26 item 5, with two real browser hosts on one campaign: one writer per file, whatever its name.
// Before: the lock was keyed on the path string, so a symbolic link to the open campaign, or a deleted
// lock file, gave two writable hosts; through a hard link the first save split the file in two, both
// hosts saying "saved". Now the lock is keyed on the file's real path and checked before each save,
// and a campaign with several hard links is refused, with a translated message.
import { describe, expect, it } from 'vitest'
import { existsSync } from 'node:fs'
import { link, readdir, symlink, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import type { CampaignState } from '@shared/contract/contract'
import { EXIT_UNSAVED } from '../../../src-main/web/quit-report'
import { nameOn, post, saveStatus, serve, withCampaignDir, type Served } from './serve-process'

async function stateOf(host: Served): Promise<CampaignState> {
  const res = await post(host, 'campaign/get')
  expect(res.status, res.body).toBe(200)
  return (JSON.parse(res.body) as { value: CampaignState }).value
}

async function stop(host: Served) {
  host.child.kill('SIGTERM')
  return host.exited
}

const withDir = (body: (dir: string, file: string) => Promise<void>) => withCampaignDir('enc-one-writer-', body)

describe('one writer per campaign file', () => {
  it('a second host opening a symbolic link to the open campaign is read-only, naming the first', async () => {
    await withDir(async (dir, file) => {
      const alias = join(dir, 'alias.json')
      await symlink(file, alias)
      const first = await serve(join(dir, 'a'), ['--campaign', file])
      const second = await serve(join(dir, 'b'), ['--campaign', alias])
      try {
        const state = await stateOf(second)
        expect(state.readOnlyReason?.reason, second.output()).toBe('locked-by')
        expect(state.readOnlyReason?.params?.pid).toBe(first.child.pid)
        expect((await post(second, 'campaign/rename', { name: 'Through the link' })).status).toBe(409)
        expect((await post(first, 'campaign/rename', { name: 'The one writer' })).status).toBe(200)
      } finally {
        expect((await stop(second)).code).toBe(0)
        expect((await stop(first)).code).toBe(0)
      }
      expect(await nameOn(file)).toBe('The one writer')
    })
  }, 60_000)

  it('a deleted lock file is put back by its holder: a second host is read-only, and only the first writes', async () => {
    await withDir(async (dir, file) => {
      const first = await serve(join(dir, 'a'), ['--campaign', file])
      await unlink(`${file}.lock`)
      let back = false
      for (let i = 0; i < 50 && !back; i++) {
        await new Promise((r) => setTimeout(r, 100))
        back = existsSync(`${file}.lock`)
      }
      expect(back, 'the holder put its lock back within 5 s').toBe(true)
      const second = await serve(join(dir, 'b'), ['--campaign', file])
      try {
        const state = await stateOf(second)
        expect(state.readOnlyReason?.reason, second.output()).toBe('locked-by')
        expect((await post(second, 'campaign/rename', { name: 'Second' })).status).toBe(409)
        expect((await post(first, 'campaign/rename', { name: 'First' })).status).toBe(200)
      } finally {
        expect((await stop(second)).code).toBe(0)
        expect((await stop(first)).code).toBe(0)
      }
      expect(await nameOn(file)).toBe('First')
    })
  }, 60_000)

  it('a campaign with two hard links is refused when opened, and never written by the host that had it open', async () => {
    await withDir(async (dir, file) => {
      const first = await serve(join(dir, 'a'), ['--campaign', file])
      const alias = join(dir, 'other-name.json')
      await link(file, alias)
      const second = await serve(join(dir, 'b'), ['--campaign', alias])
      try {
        expect(second.output()).toContain('No campaign could be opened')
        const opened = await post(second, 'campaign/get')
        expect(opened.status).not.toBe(200)
        expect(opened.body).toContain('hard-linked')
        expect((await post(first, 'campaign/rename', { name: 'Not split' })).status).toBe(200)
        expect(await saveStatus(first, 'failed')).toBe('failed')
        const state = await stateOf(first)
        expect(state.save?.error?.reason).toBe('hard-linked')
      } finally {
        await stop(second)
      }
      const ended = await stop(first)
      expect(ended.code, first.output()).toBe(EXIT_UNSAVED)
      expect(first.output()).toContain(`${file} a 2\u00a0noms (liens physiques)`)
      // neither name was split off: both still the same unchanged file; the edit is in the recovery file
      expect(await nameOn(file)).toBe('Rise of the Runelords')
      expect(await nameOn(alias)).toBe('Rise of the Runelords')
      const kept = (await readdir(dir)).filter((n) => n.includes('.unsaved-'))
      expect(kept).toHaveLength(1)
      expect(await nameOn(join(dir, kept[0]!))).toBe('Not split')
    })
  }, 60_000)
})
