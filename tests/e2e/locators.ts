// Locators of the GM screen shared by the specs.
import type { Locator, Page } from '@playwright/test'

/** A character's (or bearer's) card in the party view, by its name as its heading shows it. */
export const card = (page: Page, name: string): Locator =>
  page.locator('article[data-character]', { has: page.getByRole('heading', { name, exact: true }) })

/** Every card of the party view. */
export const cards = (page: Page): Locator => page.locator('article[data-character]')
