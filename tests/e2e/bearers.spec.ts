// Issue 13 in Chromium: Enlarge Person on a halfling in a what-if gives the PF1 result (one size up,
// STR +2, his equipment growing with him), the effect is listed on the what-if bar and removable, and
// Apply leaves it out of the file.
import type { Locator, Page } from '@playwright/test'
import type { Campaign } from '@shared/campaign/schema'
import { SCHEMA_VERSION } from '@shared/campaign/version'
import { expect, test } from './fixtures'
import { character, line } from './ui-campaigns'

const halfling = character('Lem', 'Zoé', 16, 'P', null, [
  line('longsword', 1), // Medium: level 4 for him, two-handed weapons 2/3/4
  line('dagger', 9, { size: 'P' }) // Small: level 2, 8/12/16 at d 0 → medium
])
const party = {
  schemaVersion: SCHEMA_VERSION,
  name: 'Enlarge',
  language: 'en',
  options: { strengthRaisesMax: true, rounding: 'floor', coinsPerUnit: 100, customLimits: {} },
  characters: [halfling],
  stash: [],
  customItems: [],
  ledger: []
} as unknown as Campaign

test.use({ locale: 'en-US', colorScheme: 'light', campaignData: party })

const card = (page: Page, name: string): Locator =>
  page.locator('article[data-character]', { has: page.getByRole('heading', { name, exact: true }) })

test('Enlarge Person on a halfling in a what-if: Medium, STR 18, equipment grows, light; listed and removable', async ({
  page,
  app
}) => {
  await page.goto(app.url)
  const lem = card(page, 'Lem')
  await expect(lem).toHaveAttribute('data-tier', 'medium')
  await expect(lem).toContainText(/Speed\s*15 ft/) // a halfling's 20 ft at a medium load
  await app.flush()
  const before = await app.readText()

  await page.getByRole('button', { name: 'What-if' }).click()
  await lem.getByRole('button', { name: 'Try' }).click()
  await page.getByRole('menuitem', { name: /^Enlarge Person/ }).click()
  // STR 16 → 18 (d +1: light weapons 9/13/17), Small → Medium, the daggers still level 2: light
  await expect(lem).toHaveAttribute('data-tier', 'light')
  await expect(lem).toContainText(/16\s*→\s*18/)
  await expect(lem).toContainText(/Small\s*→\s*Medium/)
  await expect(lem).toContainText(/Speed\s*20 ft/) // base speed unchanged by the spell
  const bar = page.getByRole('region', { name: 'What-if' })
  const tried = bar.getByRole('list', { name: 'Effects tried' })
  await expect(tried).toContainText('Lem · Enlarge Person')
  await page.screenshot({ path: 'test-results/bearers-enlarge-whatif.png' })

  // each effect is removable
  await tried.getByRole('button', { name: 'Remove Enlarge Person from Lem' }).click()
  await expect(lem).toHaveAttribute('data-tier', 'medium')
  await expect(bar.getByRole('list', { name: 'Effects tried' })).toHaveCount(0)

  // tried again, then applied: the effect is temporary, the file does not keep it
  await lem.getByRole('button', { name: 'Try' }).click()
  await page.getByRole('menuitem', { name: /^Enlarge Person/ }).click()
  await expect(lem).toHaveAttribute('data-tier', 'light')
  await bar.getByRole('button', { name: 'Apply' }).click()
  await expect(lem).toHaveAttribute('data-tier', 'medium')
  await page.waitForTimeout(600)
  await app.flush()
  expect(JSON.parse(await app.readText()).characters[0].effects).toBeUndefined()
  expect(JSON.parse(await app.readText()).characters).toEqual(JSON.parse(before).characters)
})
