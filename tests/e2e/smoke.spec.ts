import { test, expect } from '@playwright/test'
import { serveStatic } from './static-server'

test('the renderer bundle mounts the Svelte app', async ({ page }) => {
  const { url, server } = await serveStatic(new URL('../../out/renderer', import.meta.url).pathname)
  try {
    await page.goto(url)
    await expect(page.getByRole('heading', { name: 'Encumbrance' })).toBeVisible()
  } finally {
    server.close()
  }
})
