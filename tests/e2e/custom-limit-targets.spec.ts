// Issue 25 item 10: the house rules do what RULES.md §9 says. A custom limit can target the ammunition
// containers, rounds one by one and weapon or armour categories ("arrows of level 0 with 64/96/128" is §9's
// own example); the list of what a limit applies to is a searchable combobox (1,059 kinds in one select
// before). Before: the select offered gear kinds only, so neither arrows nor light weapons could be picked.
// Through the UI on the real browser host, keyboard only, in French and in English; the file is read back.
import type { Page } from '@playwright/test'
import { messages } from '@shared/i18n'
import { expect, test } from './fixtures'
import { campaignWith, character, line } from './ui-campaigns'
import { card } from './locators'

const FR = messages('fr')
const EN = messages('en')

const campaign = campaignWith('Les Flèches de Kyra', {
  language: 'fr',
  characters: [character('Kyra', 'Léa', 10, 'M', null, [line('quiver-arrows', 2, { rounds: 80 }), line('dagger', 13)])]
})

async function openRules(page: Page, lang: 'fr' | 'en'): Promise<void> {
  await page.getByRole('button', { name: messages(lang).nav.rules, exact: true }).click()
  await expect(page.getByRole('heading', { name: messages(lang).rules.title })).toBeVisible()
}

test.describe('in French', () => {
  test.use({ locale: 'fr-FR', campaignData: campaign, viewport: { width: 1280, height: 720 } })

  test('"Flèches, une à une (niveau 0)" at 64/96/128 is found by typing, picked with the keyboard, and counts the 80 arrows', async ({
    page,
    app
  }) => {
    await page.goto(app.url)
    // before: 80 arrows in 2 quivers are 2 containers (light), 13 daggers are over 12 light weapons (heavy)
    await expect(card(page, 'Kyra')).toHaveAttribute('data-tier', 'heavy')
    await openRules(page, 'fr')
    const box = page.getByRole('combobox', { name: FR.rules.kind })
    await box.click()
    const list = page.getByRole('listbox', { name: FR.rules.kind })
    await expect(list).toBeVisible()
    // the groups come first, then the item kinds; the count says the list is longer than what is shown
    await expect(list.getByRole('option').first()).toContainText(FR.rules.targets.weapon.light)
    // the count is what the combobox's description says
    const count = page.locator(`[id="${await box.getAttribute('aria-describedby')}"]`)
    await expect(count).toContainText('tapez pour affiner')

    await box.pressSequentially('fleches une')
    await expect(list.getByRole('option')).toHaveCount(1)
    await expect(list.getByRole('option')).toContainText(FR.rules.targets.rounds.arrows)
    await box.press('ArrowDown')
    await expect(box).toHaveAttribute('aria-activedescendant', /lt-.*-0/)
    await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
    await box.press('Enter')
    await expect(box).toHaveValue(FR.rules.targets.rounds.arrows)
    await expect(list).toBeHidden()
    await expect(page.locator('[data-target-help]')).toHaveText(FR.rules.targetHelp.rounds)

    await box.press('Tab')
    await page.keyboard.type('64')
    await page.keyboard.press('Tab')
    await page.keyboard.type('96')
    await page.keyboard.press('Tab')
    await page.keyboard.type('128')
    await page.keyboard.press('Enter')
    await expect
      .poll(async () => (await app.readCampaign()).options.customLimits)
      .toEqual({
        '@rounds:arrows': [64, 96, 128]
      })
    const table = page.locator('table.limits')
    await expect(table.getByRole('row', { name: FR.rules.targets.rounds.arrows })).toContainText('6496128')
    await expect(box).toHaveValue('')

    // light weapons, by typing part of two words, accents left out
    await box.fill('arme leg')
    await expect(page.getByRole('listbox', { name: FR.rules.kind }).getByRole('option')).toHaveCount(1)
    await box.press('Enter')
    await expect(box).toHaveValue(FR.rules.targets.weapon.light)
    await page.getByLabel(FR.rules.light, { exact: true }).fill('10')
    await page.getByLabel(FR.rules.medium, { exact: true }).fill('15')
    await page.getByLabel(FR.rules.heavy, { exact: true }).fill('20')
    await page.getByRole('button', { name: FR.rules.add }).click()
    await expect
      .poll(async () => (await app.readCampaign()).options.customLimits)
      .toEqual({
        '@rounds:arrows': [64, 96, 128],
        '@weapon:light': [10, 15, 20]
      })
    await page.screenshot({ path: 'test-results/screens/rules-limits-fr-1280.png', fullPage: true })

    // the party: 80 arrows of 64/96/128 and 13 daggers of 10/15/20 are medium
    await page.getByRole('button', { name: FR.nav.party, exact: true }).click()
    await expect(card(page, 'Kyra')).toHaveAttribute('data-tier', 'medium')
    await expect(card(page, 'Kyra')).toContainText('80 flèches')
  })
})

test.describe('in English', () => {
  test.use({ locale: 'en-GB', campaignData: campaign, viewport: { width: 1366, height: 768 } })

  test('"Heavy armours, carried" and the ammunition containers are targets; Escape closes the list, nothing half-typed is added', async ({
    page,
    app
  }) => {
    await page.goto(app.url)
    await openRules(page, 'en')
    const box = page.getByRole('combobox', { name: EN.rules.kind })
    await box.fill('containers')
    const list = page.getByRole('listbox', { name: EN.rules.kind })
    await expect(
      list.getByRole('option', { name: new RegExp(EN.rules.targets.ammo.replace(/[()]/g, '.')) })
    ).toBeVisible()
    await box.press('Escape')
    await expect(list).toBeHidden()
    // Enter on a half-typed target adds nothing
    await box.press('Enter')
    await expect(page.getByRole('button', { name: EN.rules.add })).toBeDisabled()
    await box.fill('heavy armour')
    await box.press('ArrowDown')
    await box.press('Enter')
    await expect(box).toHaveValue(EN.rules.targets.armor.heavy)
    await page.getByLabel(EN.rules.light, { exact: true }).fill('1')
    await page.getByLabel(EN.rules.medium, { exact: true }).fill('1')
    await page.getByLabel(EN.rules.heavy, { exact: true }).fill('2')
    await page.getByRole('button', { name: EN.rules.add }).click()
    await expect
      .poll(async () => (await app.readCampaign()).options.customLimits)
      .toEqual({ '@armor:heavy': [1, 1, 2] })
    await expect(page.locator('table.limits')).toContainText(EN.rules.targets.armor.heavy)
    await page.screenshot({ path: 'test-results/screens/rules-limits-en-1366.png', fullPage: true })
  })
})
