// Issue 25 items 3–5 through the UI, in French and English, on the real host and file: a 15-line haul
// (the four lines that were "Incomprise", studded leather +1, a quiver of arrows) added in one go with
// "Tout ajouter" / "Add all", the rubies at 1,000 po and the armour +1 at 1,175 po; the line editor's
// enhancement bonus renaming and repricing a line; a quiver of 80 arrows worth 4 gp in the split preview;
// 20 bolts selling for 2 gp at full value (1 gp at the usual half, RULES.md §14). Screenshots of the haul
// preview at 1366×768 and 1280×720 go to test-results/.
import type { Locator, Page } from '@playwright/test'
import type { Campaign, InventoryLine } from '@shared/campaign/schema'
import { SCHEMA_VERSION } from '@shared/campaign/version'
import { expect, test } from './fixtures'
import { character, line } from './ui-campaigns'
import { openSplitDialog, proposeSplit, splitPanel } from './split-preview'
import { EVENING_HAUL } from '../fixtures/evening-haul'

const OUT = new URL('../../test-results/', import.meta.url).pathname

function campaign(language: 'en' | 'fr', stash: unknown[]): Campaign {
  const ezren = character('Ezren', 'Léa', 10, 'M', null, [])
  ezren.id = 'c-ezren'
  return {
    schemaVersion: SCHEMA_VERSION,
    name: 'Sandpoint',
    exportLanguage: language,
    options: { strengthRaisesMax: true, rounding: 'floor', coinsPerUnit: 100, customLimits: {} },
    characters: [ezren],
    stash,
    customItems: [],
    ledger: []
  } as unknown as Campaign
}

const T = {
  fr: {
    paste: 'Coller un butin…',
    text: 'Un objet par ligne, ou séparés par des virgules, en français ou en anglais',
    addAll: 'Tout ajouter (15 lignes)',
    added: '15 lignes ajoutées à la réserve',
    rubies: 'Rubis',
    armour: 'Armure de cuir cloutée +1',
    plainArmour: 'Armure de cuir cloutée',
    sword: 'Épée longue de maître',
    guess: 'approximatif : à vérifier',
    custom: 'Lettre de change scellée',
    gp: (n: string) => new RegExp(`^${n.replace(' ', '[\\s\\u202f\\u00a0]')} po$`),
    edit: (n: string) => `Modifier ${n}`,
    enh: 'Bonus d’altération',
    save: 'Enregistrer',
    sellRow: 'Carquois de carreaux',
    quick: 'Ajout rapide',
    quickArmour: 'armure de cuir clouté +1',
    quickSword: 'épée longue de maître',
    usual: '1 po',
    full: '2 po'
  },
  en: {
    paste: 'Paste a haul…',
    text: 'One item a line, or separated by commas, in French or English',
    addAll: 'Add all (15 lines)',
    added: '15 lines added to the stash',
    rubies: 'Rubies',
    armour: 'Studded leather +1',
    plainArmour: 'Studded leather',
    sword: 'Masterwork longsword',
    guess: 'a guess: check it',
    custom: 'Sealed letter of credit',
    gp: (n: string) => new RegExp(`^${n.replace(' ', ',')} gp$`),
    edit: (n: string) => `Edit ${n}`,
    enh: 'Enhancement bonus',
    save: 'Save',
    sellRow: 'Quiver of bolts',
    quick: 'Quick add',
    quickArmour: 'studded leather +1',
    quickSword: 'masterwork longsword',
    usual: '1 gp',
    full: '2 gp'
  }
} as const

/** A stash line by its shown name (Ezren holds nothing: every line on the page is the stash's). */
const stashRow = (page: Page, name: string): Locator =>
  page.locator('li[data-line]', {
    has: page.locator('.name', { hasText: new RegExp(`^\\s*${name.replace(/[+()]/g, '\\$&')}\\s*$`) })
  })

for (const lang of ['fr', 'en'] as const) {
  const t = T[lang]

  test.describe(`haul (${lang})`, () => {
    test.use({ locale: lang === 'fr' ? 'fr-FR' : 'en-US', colorScheme: 'light', campaignData: campaign(lang, []) })

    test(`a 15-line haul goes in with one click; rubies 1,000, armour +1 1,175 (${lang})`, async ({ page, app }) => {
      await page.setViewportSize({ width: 1366, height: 768 })
      await page.goto(app.url)
      await page.locator('[data-holder=stash]').getByRole('button', { name: t.paste }).click()
      const dialog = page.locator('dialog[open]')
      await dialog.getByLabel(t.text).fill(EVENING_HAUL[lang].join('\n'))
      const rows = dialog.locator('tr[data-haul-row]')
      await expect(rows).toHaveCount(15)
      // nothing the GM pasted blocks: no row in red, the button adds all fifteen
      await expect(dialog.locator('tr.bad')).toHaveCount(0)
      const add = dialog.getByRole('button', { name: t.addAll })
      await expect(add).toBeEnabled()
      // the rubies: a gem line of their own, 2 × 500 read on the line
      await expect(rows.nth(0)).toHaveAttribute('data-haul-row', 'treasure')
      await expect(rows.nth(0).locator('[data-haul-value]')).toHaveText(t.gp('1 000'))
      // the tapestry and the statuette are art objects, the letter a custom item made in place
      await expect(rows.nth(1)).toHaveAttribute('data-haul-row', 'treasure')
      await expect(rows.nth(2)).toHaveAttribute('data-haul-row', 'treasure')
      await expect(rows.nth(14)).toHaveAttribute('data-haul-row', 'custom')
      // the heavy steel shield is the catalog's
      await expect(rows.nth(3)).toHaveAttribute('data-haul-row', 'ok')
      // studded leather +1 as PF1 prices it; a masterwork longsword named so
      await expect(rows.nth(4).locator('td.item')).toHaveText(t.armour)
      await expect(rows.nth(4).locator('[data-haul-value]')).toHaveText(t.gp('1 175'))
      await expect(rows.nth(8).locator('td.item')).toHaveText(t.sword)
      await expect(rows.nth(8).locator('[data-haul-value]')).toHaveText(t.gp('315'))
      // 40 arrows are worth 2 gp, 20 bolts 2 gp
      await expect(rows.nth(5).locator('[data-haul-value]')).toHaveText(t.gp('2'))
      await expect(rows.nth(9).locator('[data-haul-value]')).toHaveText(t.gp('2'))
      // the far guess is marked
      await expect(rows.nth(11).locator('td.item')).toContainText(t.guess)
      await dialog.screenshot({ path: `${OUT}haul-preview-${lang}-1366x768.png` })
      await rows.nth(14).scrollIntoViewIfNeeded()
      await dialog.screenshot({ path: `${OUT}haul-preview-${lang}-1366x768-end.png` })
      await page.setViewportSize({ width: 1280, height: 720 })
      await expect(add).toBeInViewport()
      await dialog.screenshot({ path: `${OUT}haul-preview-${lang}-1280x720.png` })
      await add.click()
      await expect(dialog).toBeHidden()
      await expect(page.locator('[data-toast] .text')).toHaveText(t.added)
      await expect.poll(async () => (await app.readCampaign()).stash.length).toBe(15)
      const c = await app.readCampaign()
      const of = (id: string): InventoryLine | undefined => c.stash.find((l) => l.ref.id === id)
      expect(of('gem')).toMatchObject({ quantity: 2, valueGp: 500, fullValue: true })
      expect(of('studded-leather')).toMatchObject({ quantity: 1, enhancement: 1, magic: true })
      expect(of('longsword')).toMatchObject({ masterwork: true })
      expect(of('quiver-arrows')).toMatchObject({ quantity: 1, rounds: 40 })
      expect(of('heavy-steel-shield')).toMatchObject({ quantity: 1 })
      expect(c.customItems.map((i) => [i.name, i.level])).toEqual([[t.custom, 2]])
      // the stash shows the armour +1 at 1,175 and the rubies at 1,000
      await expect(stashRow(page, t.armour).locator('.value')).toHaveText(t.gp('1 175'))
      await expect(stashRow(page, t.rubies).locator('.value')).toHaveText(t.gp('1 000'))
    })
  })

  test.describe(`line editor (${lang})`, () => {
    test.use({
      locale: lang === 'fr' ? 'fr-FR' : 'en-US',
      colorScheme: 'light',
      campaignData: campaign(lang, [line('studded-leather', 1, { id: 'l-armour' })])
    })

    test(`setting the enhancement bonus renames and reprices the line (${lang})`, async ({ page, app }) => {
      await page.goto(app.url)
      const row = stashRow(page, t.plainArmour)
      await expect(row.locator('.value')).toHaveText(t.gp('25'))
      // the row's E shortcut: at 1366×768 the stash row's name covers its edit button (seen on main, left to
      // the row's owners; the click times out on "<span class="name"> intercepts pointer events")
      await row.locator('button.grip').focus()
      await page.keyboard.press('e')
      const editor = page.locator('[data-line-editor]')
      await editor.getByLabel(t.enh).fill('1')
      await editor.getByRole('button', { name: t.save }).click()
      await expect(editor).toBeHidden()
      await expect(stashRow(page, t.armour).locator('.value')).toHaveText(t.gp('1 175'))
      await expect.poll(async () => (await app.readCampaign()).stash[0]?.enhancement).toBe(1)
    })
  })

  test.describe(`quick add (${lang})`, () => {
    test.use({ locale: lang === 'fr' ? 'fr-FR' : 'en-US', colorScheme: 'light', campaignData: campaign(lang, []) })

    test(`quick add reads “+1” and masterwork (${lang})`, async ({ page, app }) => {
      await page.goto(app.url)
      await page
        .locator('article[data-character]', { has: page.getByRole('heading', { name: 'Ezren', exact: true }) })
        .getByRole('button', { name: 'Ezren', exact: true })
        .click()
      const quick = page.locator('section[data-character]').getByRole('combobox', { name: new RegExp(t.quick) })
      await quick.fill(t.quickArmour)
      await quick.press('Enter')
      await quick.fill(t.quickSword)
      await quick.press('Enter')
      await expect
        .poll(async () =>
          (await app.readCampaign()).characters[0]!.inventory.map((l) => [
            l.ref.id,
            l.enhancement ?? null,
            l.masterwork ?? null
          ])
        )
        .toEqual([
          ['studded-leather', 1, null],
          ['longsword', null, true]
        ])
    })
  })

  test.describe(`ammunition value (${lang})`, () => {
    test.use({
      locale: lang === 'fr' ? 'fr-FR' : 'en-US',
      colorScheme: 'light',
      campaignData: campaign(lang, [
        line('quiver-arrows', 2, { id: 'l-arrows', rounds: 80 }),
        line('quiver-bolts', 1, { id: 'l-bolts', rounds: 20 })
      ])
    })

    test(`80 arrows in two quivers are worth 4 gp in the split preview (${lang})`, async ({ page, app }) => {
      const dialog = await openSplitDialog(page, app.url, lang)
      await expect(dialog).toBeVisible()
      const preview = await proposeSplit(page, lang)
      await expect(preview.locator('[data-loot="l-arrows"] .line-head .num')).toHaveText(
        new RegExp(`·\\s${lang === 'fr' ? '4 po' : '4 gp'}$`)
      )
      // the share counts them: 4 gp of arrows and 2 gp of bolts
      await expect(splitPanel(page).locator('[data-value]').first()).toHaveText(t.gp('6'))
    })

    test(`20 bolts sell for 1 gp at half value, 2 gp at full value (${lang})`, async ({ page, app }) => {
      await page.goto(app.url)
      await page.locator('[data-holder="stash"] [data-open-sell]').click()
      const dialog = page.locator('[data-sell-dialog]')
      const bolts = dialog.locator('tr', { hasText: t.sellRow })
      await bolts.locator('input[type="checkbox"]').check()
      await expect(bolts.locator('td').last()).toHaveText(t.usual)
      await dialog.locator('[data-sell-custom]').check()
      await dialog.locator('[data-sell-rate]').fill('100')
      await expect(bolts.locator('td').last()).toHaveText(t.full)
      await dialog.locator('[data-sell-confirm]').click()
      await expect(dialog).toBeHidden()
      await expect
        .poll(async () =>
          (await app.readCampaign()).stash
            .filter((l) => l.ref.id.startsWith('coin-'))
            .map((l) => [l.ref.id, l.quantity])
        )
        .toEqual([['coin-gp', 2]])
    })
  })
}
