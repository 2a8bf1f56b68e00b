// Issue 27, players at the table: the GM shares from the app (the sharing panel), a phone pairs from the
// character's link, sees its card, the GM's drop without a reload, only the unidentified name of what is
// not identified; a need claim shows beside the GM's stash line; a use request the GM approves is in the
// ledger. Phones emulated at 390×844 (French, light) and 360×800 (English, dark); screenshots under
// test-results/players/.
import type { Browser, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { card } from './locators'
import { openSplitDialog, proposeSplit, splitPanel } from './split-preview'
import { campaignWith, character, line } from './ui-campaigns'

const SHOTS = 'test-results/players'

function table() {
  return campaignWith('Crypt of the Everflame', {
    language: 'fr',
    characters: [
      {
        ...character('Valeros', 'Ann', 10, 'M', null, [
          line('dagger', 5, { id: 'l-daggers' }),
          line('torch', 4, { id: 'l-torches' }),
          line('potion', 2, { id: 'l-vial', identified: false, unidentifiedName: 'Fiole trouble' })
        ]),
        id: 'c-valeros'
      },
      { ...character('Ezren', 'Bob', 8, 'M', null, [line('rope-hemp', 1)]), id: 'c-ezren' }
    ],
    stash: [line('dagger', 8, { id: 'l-sdaggers' }), line('longsword', 1, { id: 'l-sword' })]
  })
}

test.use({ campaignData: table() })

async function phone(
  browser: Browser,
  url: string,
  o: { width: number; height: number; locale: string; dark: boolean }
) {
  const context = await browser.newContext({
    viewport: { width: o.width, height: o.height },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: o.locale,
    colorScheme: o.dark ? 'dark' : 'light'
  })
  const page = await context.newPage()
  await page.goto(url)
  return page
}

/** The GM shares from the panel (command palette → "Partager avec les joueurs" / "Share with players") on
 *  loopback. */
async function share(page: Page, lang: 'fr' | 'en' = 'fr'): Promise<Map<string, string>> {
  await page.keyboard.press('Control+k')
  const palette = page.getByRole('dialog')
  await palette.getByRole('combobox').fill(lang === 'fr' ? 'Partager avec' : 'Share with')
  await page.keyboard.press('Enter')
  const panel = page.locator('[data-sharing-panel]')
  await expect(panel).toBeVisible()
  await panel.locator('[data-share-interface]').selectOption('127.0.0.1')
  await panel.locator('[data-share-start]').click()
  await expect(panel.locator('[data-share-character] img')).toHaveCount(2)
  const links = new Map<string, string>()
  for (const id of ['c-valeros', 'c-ezren']) {
    links.set(id, (await panel.locator(`[data-share-character="${id}"] [data-share-link]`).textContent())!)
    links.set(`${id}:short`, (await panel.locator(`[data-share-character="${id}"] [data-share-short]`).textContent())!)
  }
  return links
}

test.describe('the GM in French', () => {
  test.use({ locale: 'fr-FR' })
  test('a phone pairs from its link, follows the GM live, claims and reports a use (FR 390×844, EN 360×800 dark)', async ({
    page,
    app,
    browser,
    pageErrors
  }) => {
    await page.goto(app.url)
    await expect(card(page, 'Valeros')).toBeVisible()
    const links = await share(page)
    await expect(page.locator('[data-sharing-indicator]')).toBeVisible()
    await page.locator('[data-sharing-panel]').screenshot({ path: `${SHOTS}/gm-sharing-panel-fr.png` })

    // pairing: the link opens Valeros's card, and the token leaves the address bar
    const fr = await phone(browser, links.get('c-valeros')!, { width: 390, height: 844, locale: 'fr-FR', dark: false })
    const mine = fr.locator('article[data-holder="c-valeros"]')
    await expect(mine).toBeVisible()
    expect(fr.url()).not.toContain('#')
    await expect(mine.locator('[data-line="l-daggers"] .qty')).toHaveText('5')
    // the unidentified potion: only its unidentified name
    await expect(mine.locator('[data-line="l-vial"]')).toContainText('Fioles troubles')
    await expect(fr.locator('body')).not.toContainText(/potion/i)
    await expect(mine.locator('[data-reasons]')).toContainText('Tout reste dans les limites légères')
    await expect(mine.locator('[data-group-key] .foot').first()).toContainText('→')
    // the words on the phone: counts agree with their number, headings start with a capital and are never cut
    await expect(mine.locator('[data-line="l-daggers"] .name')).toHaveText('Dagues')
    const headings = mine.locator('[data-group-key] .head .name')
    await expect(headings.first()).toHaveText('Armes légères')
    expect(await headings.evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth).length)).toBe(0)
    await expect(headings.nth(1)).toHaveText('Fioles troubles')
    await fr.screenshot({ path: `${SHOTS}/phone-fr-light-390.png`, fullPage: true })

    // the GM drops the stash's daggers on Valeros: the phone shows 13 without a reload
    const before = await fr.locator('main').getAttribute('data-revision')
    await close(page)
    await page.locator('li[data-line="l-sdaggers"]').first().dragTo(card(page, 'Valeros'))
    await expect(mine.locator('[data-line="l-daggers"] .qty')).toHaveText('13')
    expect(await fr.locator('main').getAttribute('data-revision')).not.toBe(before)

    // a need claim on the longsword, with its before → after, shows beside the GM's stash line
    const sword = fr.locator('[data-stash-line="l-sword"]')
    await sword.getByText('Besoin').click()
    await expect(sword.locator('[data-preview]')).toContainText('Votre charge')
    await sword.getByRole('button', { name: 'Envoyer' }).click()
    await expect(sword.locator('[data-my-claim="need"]')).toBeVisible()
    await expect(page.locator('[data-claims-for="l-sword"] [data-claim="need"]')).toContainText('Valeros')

    // "I used 2 torches": the GM approves in one click, the ledger has it
    await fr.locator('[data-use-line]').selectOption('l-torches')
    await fr.locator('[data-use-quantity]').fill('2')
    await fr.locator('[data-use-send]').click()
    await expect(fr.locator('[data-use-status="pending"]')).toBeVisible()
    await page.locator('[data-sharing-indicator] button').first().click()
    await page.locator('[data-use-request] [data-approve]').click()
    await expect(fr.locator('[data-use-status="approved"]')).toBeVisible()
    await expect(mine.locator('[data-line="l-torches"] .qty')).toHaveText('2')
    await app.settle(page)
    const ledger = (await app.readCampaign()).ledger
    expect(ledger.some((e) => e.action === 'use' && e.quantity === 2 && e.item.toLowerCase().includes('torch'))).toBe(
      true
    )

    // another phone, English and dark, 360×800: Ezren's view, from the short link a player types (its code
    // once: a second phone with the same code is told to ask the GM for the next one)
    const short = links.get('c-ezren:short')!
    expect(short).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#[0-9A-Z]{4}-[0-9A-Z]{4}$/)
    const en = await phone(browser, short.toLowerCase(), { width: 360, height: 800, locale: 'en-US', dark: true })
    await expect(en.locator('article[data-holder="c-ezren"]')).toBeVisible()
    expect(en.url()).not.toContain('#')
    pageErrors.allow(/status of 404/, 'the second phone’s code was spent: POST /api/pair answers 404, the page says so')
    const again = await phone(browser, short, { width: 360, height: 800, locale: 'en-US', dark: true })
    await expect(again.locator('[data-banner="bad-code"]')).toContainText('already used')
    await expect(again.locator('article[data-holder]')).toHaveCount(0)
    await expect(en.locator('#stash-title')).toHaveText('Stash')
    await en.screenshot({ path: `${SHOTS}/phone-en-dark-360.png`, fullPage: true })
    await fr.emulateMedia({ colorScheme: 'dark' })
    await fr.screenshot({ path: `${SHOTS}/phone-fr-dark-390.png`, fullPage: true })
  })
})

/** Valeros already carries two longswords, Ezren none: with no claim the split balances the value and gives
 *  the stash's longsword to Ezren; Valeros's need claim gives it to him. */
function swordTable(language: 'fr' | 'en') {
  return campaignWith(language === 'fr' ? 'La crypte' : 'The crypt', {
    language,
    characters: [
      { ...character('Valeros', 'Ann', 12, 'M', null, [line('longsword', 2, { id: 'l-mine' })]), id: 'c-valeros' },
      { ...character('Ezren', 'Bob', 12, 'M', null, []), id: 'c-ezren' }
    ],
    stash: [line('longsword', 1, { id: 'l-sword' })]
  })
}

for (const { lang, locale, width, height } of [
  { lang: 'fr', locale: 'fr-FR', width: 390, height: 844 },
  { lang: 'en', locale: 'en-US', width: 360, height: 800 }
] as const)
  test.describe(`a claim while the split dialog is open (${lang}, ${width}×${height})`, () => {
    test.use({ locale, campaignData: swordTable(lang) })
    test('a need claim sent while the GM’s split dialog is open moves the split’s result', async ({
      page,
      app,
      browser
    }) => {
      const claimWord = lang === 'fr' ? 'Besoin' : 'Need'
      await page.goto(app.url)
      await expect(card(page, 'Valeros')).toBeVisible()
      const links = await share(page, lang)
      await close(page)
      const phoneOf = await phone(browser, links.get('c-valeros')!, { width, height, locale, dark: false })
      const sword = phoneOf.locator('[data-stash-line="l-sword"]')
      await expect(sword).toBeVisible()

      // no claim: the split gives the longsword to Ezren (Valeros has two already)
      const dialog = await openSplitDialog(page, app.url, lang)
      const claimSelect = dialog.locator('[data-loot="l-sword"] select')
      await expect(claimSelect).toHaveValue('')
      await proposeSplit(page, lang)
      const row = splitPanel(page).locator('[data-loot="l-sword"] [data-row]')
      await expect(row).toHaveAttribute('data-character', 'c-ezren')
      await splitPanel(page).getByRole('button', { name: 'Options…' }).click()
      await expect(dialog).toBeVisible()

      // the player's need claim, sent while the dialog is open, comes into it…
      await sword.getByText(claimWord, { exact: true }).click()
      await sword.locator('button[type="submit"]').click()
      await expect(sword.locator('[data-my-claim="need"]')).toBeVisible()
      await expect(claimSelect).toHaveValue('c-valeros')
      // …and the split honours it
      await proposeSplit(page, lang)
      await expect(row).toHaveAttribute('data-character', 'c-valeros')
      await expect(dialog).toBeHidden()
    })
  })

async function close(page: Page) {
  await page.keyboard.press('Escape')
  await expect(page.locator('[data-sharing-panel]')).toHaveCount(0)
}
