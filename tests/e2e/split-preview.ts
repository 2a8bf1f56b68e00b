// The loot split's preview as the GM reaches it, for the split specs: a small campaign (Ezren and what
// the test puts in the stash), the words of the stash's button and the dialog in each language, and
// "open the dialog, propose a split, wait for the preview".
import type { Locator, Page } from '@playwright/test'
import type { Campaign } from '@shared/campaign/schema'
import { expect } from './fixtures'
import { campaignWith } from './ui-campaigns'

export type Lang = 'en' | 'fr'

/** A campaign of the given characters and stash, with the default house rules. */
export function splitCampaign(language: Lang, name: string, characters: unknown[], stash: unknown[]): Campaign {
  return campaignWith(name, { language, characters, stash })
}

/** The split's buttons as the GM reads them. */
export function splitWords(lang: Lang) {
  return lang === 'fr'
    ? {
        button: 'Partager le butin',
        title: 'Partager le butin',
        run: 'Proposer un partage',
        apply: 'Appliquer le partage'
      }
    : { button: 'Split loot', title: 'Split the loot', run: 'Propose a split', apply: 'Apply split' }
}

export const splitPanel = (page: Page): Locator => page.locator('[data-split-preview]')

export const characterCard = (page: Page, name: string): Locator =>
  page.locator('article[data-character]', { has: page.getByRole('heading', { name, exact: true }) })

/** Opens the split dialog from the stash's button. */
export async function openSplitDialog(page: Page, url: string, lang: Lang): Promise<Locator> {
  await page.goto(url)
  await page.getByRole('button', { name: splitWords(lang).button }).click()
  const dialog = page.getByRole('dialog', { name: splitWords(lang).title })
  await expect(dialog).toBeVisible()
  return dialog
}

/** Proposes the split from the open dialog and waits for the preview. */
export async function proposeSplit(page: Page, lang: Lang): Promise<Locator> {
  await page
    .getByRole('dialog')
    .getByRole('button', { name: splitWords(lang).run })
    .click()
  await expect(splitPanel(page)).toBeVisible()
  return splitPanel(page)
}

/** Applies the previewed split and waits for the panel to close. */
export async function applySplit(page: Page, lang: Lang): Promise<void> {
  await splitPanel(page)
    .getByRole('button', { name: splitWords(lang).apply })
    .click()
  await expect(splitPanel(page)).toBeHidden()
}
