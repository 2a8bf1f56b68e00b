// Issue 9 item 3, end to end through the real browser host (src-main/web/serve.ts in a child process,
// the production renderer in Chromium): a quit with a change it cannot write leaves a recovery file;
// at the next start the page offers it in the GM's language, and restoring it puts the change in the
// campaign file on disk, as one undoable step with a backup before. (Before: a console line only.)
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { EXIT_UNSAVED } from '../../src-main/web/quit-report'
import { sampleCampaign, writeCampaign } from '../unit/contract/fixtures'
import { raw } from '../unit/web/http-client'
import { serve } from '../unit/web/serve-process'
import { expect, RENDERER_DIR, test } from './fixtures'

// a French-speaking GM: the page speaks the browser's language
test.use({ locale: 'fr-FR' })

const OUT = new URL('../../test-results/screenshots/', import.meta.url).pathname

test('a quit with unsaved changes → recovery file → next start offers it → restored into the file on disk', async ({
  page
}) => {
  test.setTimeout(90_000)
  const dir = await mkdtemp(join(tmpdir(), 'enc-recovery-'))
  const env = { ENCUMBRANCE_RENDERER_DIR: RENDERER_DIR }
  try {
    const file = join(dir, 'Runelords.json')
    await writeCampaign(file, sampleCampaign())
    const first = await serve(dir, ['--campaign', file], env)
    const token = /token=([\w-]+)/.exec(first.output())![1]!
    const origin = new URL(first.url).origin
    // another program writes the file; the GM's change cannot be saved over it, then Ctrl+C
    await writeCampaign(file, sampleCampaign('Edited in a text editor'))
    const renamed = await raw(`${origin}/api/campaign/rename`, {
      method: 'POST',
      body: JSON.stringify({ name: 'Mine, not saved' }),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }
    })
    expect(renamed.status).toBe(200)
    await new Promise((r) => setTimeout(r, 800))
    first.child.kill('SIGINT')
    expect((await first.exited).code, first.output()).toBe(EXIT_UNSAVED)
    const [recovery] = (await readdir(dir)).filter((n) => n.includes('.unsaved-'))
    expect(recovery).toBeDefined()

    const second = await serve(dir, ['--campaign', file], env)
    try {
      await page.goto(second.url)
      const offer = page.locator('[data-recovery]')
      // in the GM's language, with the date and the number of changes
      await expect(offer).toContainText('Des changements non enregistrés du')
      await expect(offer).toContainText('1 changement absent de cette campagne')
      await expect(offer).toContainText(join(dir, recovery!))
      await expect(offer.getByRole('button', { name: 'Garder pour plus tard' })).toBeVisible()
      await expect(offer.getByRole('button', { name: 'Écarter' })).toBeVisible()
      await page.screenshot({ path: `${OUT}recovery-offer-fr.png` })
      await offer.getByRole('button', { name: 'Les restaurer' }).click()
      await expect(offer).toHaveCount(0)
      await expect(page.locator('header .campaign')).toContainText('Mine, not saved')
      await expect.poll(async () => JSON.parse(await readFile(file, 'utf8')).name).toBe('Mine, not saved')
      // moved aside, not deleted, and no longer offered; the version replaced was backed up first
      const names = await readdir(dir)
      expect(names).toContain(recovery!.replace(/\.json$/, '.restored.json'))
      expect(names).not.toContain(recovery)
      expect((await readdir(join(dir, 'Runelords.backups'))).some((n) => n.startsWith('before-'))).toBe(true)
      // one undoable step
      await page.keyboard.press('Control+z')
      await expect.poll(async () => JSON.parse(await readFile(file, 'utf8')).name).toBe('Edited in a text editor')
    } finally {
      second.child.kill('SIGTERM')
      await second.exited
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
})
