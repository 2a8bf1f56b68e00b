// The desktop app's first start and its window, through the Electron stand-in (built main, preload
// and renderer; see tests/standin/runtime.ts).
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { campaignShown, expect, test } from './desktop-fixtures'

test('first start: main registers app://, opens the sample campaign in a window shown once painted', async ({
  desktop
}) => {
  const app = await desktop()
  const page = await app.page()
  await campaignShown(page)
  const win = await app.window()
  expect(win.isVisible()).toBe(true)
  expect(win.shownBeforePaint).toBe(false)
  expect(app.runtime.privilegedSchemes).toEqual([
    expect.objectContaining({ scheme: 'app', privileges: expect.objectContaining({ standard: true, secure: true }) })
  ])
  expect(win.webContents.getURL()).toBe('app://encumbrance/index.html')
  await expect(page.locator('.card')).toHaveCount(6)
  // The default campaign was created in the user-data folder from the sample.
  expect(existsSync(join(app.userData, 'campaign.json')) || existsSync(join(app.userData, 'campaigns'))).toBe(true)
  expect(app.runtime.menuItem('File').submenu?.labels()).toContain('Open…')
})
