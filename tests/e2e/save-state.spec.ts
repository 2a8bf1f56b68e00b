// Issue 9 item 2: "Saved" means saved. A state in which saving is paused survives a reload (F5): the
// banner stays and the header never says "Saved" while the app's changes are not in the file.
import { writeFile } from 'node:fs/promises'
import { test, expect } from './fixtures'

test('a campaign changed on disk keeps its banner and no "Saved" after F5, and later edits are not written over it', async ({
  page,
  app
}) => {
  await page.goto(app.url)
  const status = page.locator('.topbar .status')
  await expect(status).toHaveText(/Saved|Enregistré/)
  const banner = page.getByRole('alert').filter({ hasText: /changed|modifié/i })

  const theirs = await app.readCampaign()
  theirs.name = 'Edited in a text editor'
  await writeFile(app.file, `${JSON.stringify(theirs, null, 2)}\n`)
  await expect(banner).toBeVisible({ timeout: 10_000 })

  await page.reload()
  await expect(page.locator('.topbar .campaign')).not.toBeEmpty()
  await expect(banner).toBeVisible()
  await expect(status).not.toHaveText(/^(Saved|Enregistré)$/)
  await page.screenshot({ path: 'test-results/save-state-changed-on-disk-after-reload.png' })

  // an edit made now is held by the app, not written over the other program's file, and still said
  await page.evaluate(async () => {
    await fetch('/api/campaign/rename', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Mine' })
    })
  })
  await app.flush()
  expect((await app.readCampaign()).name).toBe('Edited in a text editor')
  await page.reload()
  await expect(banner).toBeVisible()
  await expect(status).not.toHaveText(/^(Saved|Enregistré)$/)

  // the GM keeps their version: written, and "Saved" again
  await banner.getByRole('button', { name: /keep|garder/i }).click()
  await expect(banner).toBeHidden()
  await expect(status).toHaveText(/Saved|Enregistré/)
  expect((await app.readCampaign()).name).toBe('Mine')
})
