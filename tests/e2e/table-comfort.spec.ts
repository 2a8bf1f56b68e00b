// Table comfort (issue 10, item 8), regressions found on screenshots of a real evening, through the UI
// on the real host and file: "Add to" never changes target by itself, French participles agree.
import type { Page } from '@playwright/test'
import type { Campaign } from '@shared/campaign/schema'
import { expect, test } from './fixtures'
import { card } from './locators'
import { line, sixAdventurers } from './ui-campaigns'

test.describe('en', () => {
  test.use({ locale: 'en-US', colorScheme: 'light', campaignData: sixAdventurers('en') })

  test('bug: "Add to" jumped to the last character viewed, so loot went to the wrong holder', async ({ page, app }) => {
    await page.goto(app.url)
    const addTo = page.locator('main').getByLabel('Add to', { exact: true })
    await expect(addTo).toHaveValue('stash')
    await card(page, 'Valeros').getByRole('button', { name: 'Valeros' }).click()
    await page.getByRole('button', { name: 'Back to the party' }).click()
    await expect(addTo).toHaveValue('stash')
    const stashBefore = (await app.readCampaign()).stash.length
    await page.getByRole('combobox', { name: 'Quick add' }).fill('3 daggers')
    await page.getByRole('combobox', { name: 'Quick add' }).press('Enter')
    await expect(page.getByRole('status').getByText('Added 3 daggers to the stash')).toBeVisible()
    await expect.poll(async () => (await app.readCampaign()).stash.length).toBe(stashBefore + 1)
    expect((await app.readCampaign()).characters[0]!.inventory.find((l) => l.ref.id === 'dagger')?.quantity).toBe(10)
    // The catalog keeps the GM's choice too.
    await page.getByRole('button', { name: 'Catalog' }).click()
    await expect(page.locator('main').getByLabel('Add to', { exact: true })).toHaveValue('stash')
  })

  test('bug: focus was lost after a dialog; it returns where it was (or to the row now in its place)', async ({
    page,
    app
  }) => {
    await page.goto(app.url)
    // Cancel: back on the button that opened the dialog.
    const chest = page.locator('[data-holder=stash] li', { hasText: 'Chest' })
    await chest.hover()
    const moveChest = chest.getByRole('button', { name: 'Move to… Chest' })
    await moveChest.click()
    await page.getByRole('dialog', { name: 'Move Chest' }).getByRole('button', { name: 'Cancel' }).click()
    await expect(moveChest).toBeFocused()
    // Escape closes too, and gives focus back.
    const grip = chest.getByRole('button', { name: 'Actions for Chest' })
    await grip.focus()
    await page.keyboard.press('m')
    await expect(page.getByRole('dialog', { name: 'Move Chest' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(grip).toBeFocused()
    // The whole line moved away: focus goes to the row that took its place, not to the page.
    await moveChest.click()
    await page.getByRole('dialog', { name: 'Move Chest' }).getByRole('button', { name: 'Move' }).click()
    await expect(chest).toHaveCount(0)
    const focusedRow = page.locator('[data-holder=stash] li:focus-within')
    await expect(focusedRow).toHaveCount(1)
    // The keyboard-shortcut sheet.
    const help = page.getByRole('button', { name: 'Help' })
    await help.click()
    await page.getByRole('menuitem', { name: 'Keyboard shortcuts' }).click()
    await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).getByRole('button', { name: 'Close' }).click()
    await expect(help).toBeFocused()
  })

  test('bug: focus was lost after proposing a loot split; it goes to the proposal, then back to Split loot', async ({
    page,
    app
  }) => {
    await page.goto(app.url)
    const splitLoot = page.getByRole('button', { name: 'Split loot' })
    await splitLoot.click()
    await page.getByRole('dialog', { name: 'Split the loot' }).getByRole('button', { name: 'Propose a split' }).click()
    const preview = page.locator('[data-split-preview]')
    await expect(preview.getByRole('heading', { name: 'Loot split' })).toBeFocused()
    await preview.getByRole('button', { name: 'Discard' }).click()
    await expect(page.getByRole('button', { name: 'Split loot' })).toBeFocused()
  })
})

/** Elements among `selector` whose text is cut (wider than their box). */
async function cut(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(selector)
    .evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent ?? ''))
}

/** Elements among `selector` reaching past their card's right edge. */
async function overflowing(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((els) =>
    els
      .filter((e) => {
        const card = e.closest('article')!.getBoundingClientRect()
        return [...e.querySelectorAll('*')].some((c) => c.getBoundingClientRect().right > card.right - 4)
      })
      .map((e) => e.textContent ?? '')
  )
}

function longNames() {
  const c = sixAdventurers('fr')
  c.characters[0]!.name = 'Valeros Brisefer de Sandpoint'
  c.characters[0]!.player = 'Marc-Antoine Delacroix-Montfort'
  c.stash.push(line('potion-cure-light-wounds', 4) as Campaign['stash'][number])
  return c
}

test.describe('fr, long names', () => {
  test.use({ locale: 'fr-FR', colorScheme: 'light', campaignData: longNames() })

  test('bug: names were cut while there was room (what-if card, sheet title, party list, stash); "Petite → Moyenne"', async ({
    page,
    app
  }) => {
    await page.goto(app.url)
    await page.getByRole('button', { name: 'Simulation' }).click()
    await expect(card(page, 'Valeros Brisefer de Sandpoint')).toBeVisible()
    expect(await cut(page, 'article[data-character] .name')).toEqual([])
    expect(await cut(page, '[data-holder=stash] .name')).toEqual([])
    // Reduce/Enlarge Person on Lem (Small): the size reads "Petite → Moyenne".
    await card(page, 'Lem').getByRole('button', { name: 'Essayer' }).click()
    await page.getByRole('menuitem', { name: /^Agrandissement/ }).click()
    await expect(card(page, 'Lem')).toContainText('Petite → Moyenne')
    await page.screenshot({ path: 'test-results/table-comfort-whatif-fr.png' })
    // The long name takes two lines and the six cards still fit in 1366×768, nothing to scroll; the
    // whole name is the button's accessible name and its hover title.
    const bottoms = await page
      .locator('article[data-character]')
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().bottom))
    console.log(`long names, what-if: cards end at ${Math.max(...bottoms).toFixed(0)} px (window 768)`)
    for (const bottom of bottoms) expect(bottom).toBeLessThanOrEqual(768)
    expect(
      await page
        .locator('main ul')
        .first()
        .evaluate((el) => el.scrollHeight <= el.clientHeight + 1)
    ).toBe(true)
    const valeros = card(page, 'Valeros Brisefer de Sandpoint').getByRole('button', { name: /Valeros/ })
    await expect(valeros).toHaveAccessibleName(/Valeros Brisefer de Sandpoint$/)
    await expect(valeros).toHaveAttribute('title', /Valeros Brisefer de Sandpoint/)
    expect(await overflowing(page, 'article[data-character] .stats')).toEqual([])
    await page.getByRole('button', { name: 'Abandonner' }).click()
    await card(page, 'Valeros Brisefer de Sandpoint')
      .getByRole('button', { name: /Valeros/ })
      .click()
    await expect(page.locator('#sheet-title')).toHaveText('Valeros Brisefer de Sandpoint')
    expect(await cut(page, '#sheet-title')).toEqual([])
    expect(await cut(page, 'nav .name')).toEqual([])
    await page.screenshot({ path: 'test-results/table-comfort-sheet-fr.png' })
  })

  test('bug: the player vanished from a card whose name took two lines; a long sheet title wrapped to 3 lines', async ({
    page,
    app
  }) => {
    await page.goto(app.url)
    const valeros = card(page, 'Valeros Brisefer de Sandpoint')
    /** How the name and the player's name are laid out on the card, in the DOM at 1366×768. */
    const layout = () =>
      valeros.evaluate((el) => {
        const name = el.querySelector('.name')!
        const player = el.querySelector<HTMLElement>('.player')!
        const box = player.getBoundingClientRect()
        const card = el.getBoundingClientRect()
        return {
          nameLines: Math.round(name.getBoundingClientRect().height / parseFloat(getComputedStyle(name).lineHeight)),
          playerWidth: box.width,
          playerCut: player.scrollWidth > player.clientWidth + 1,
          playerInside: box.left >= card.left && box.right <= card.right
        }
      })
    for (const mode of ['party', 'what-if']) {
      if (mode === 'what-if') await page.getByRole('button', { name: 'Simulation' }).click()
      await expect(valeros.locator('.player')).toHaveText('Marc-Antoine Delacroix-Montfort')
      const l = await layout()
      console.log(`${mode}: name on ${l.nameLines} lines, player ${l.playerWidth.toFixed(0)} px wide`)
      expect(l.nameLines, mode).toBe(2)
      expect(l, mode).toMatchObject({ playerCut: false, playerInside: true })
      expect(l.playerWidth, mode).toBeGreaterThan(0)
      // the six cards still fit in the window
      const bottoms = await page
        .locator('article[data-character]')
        .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().bottom))
      expect(Math.max(...bottoms), mode).toBeLessThanOrEqual(768)
    }
    await page.screenshot({ path: 'test-results/table-comfort-long-card-fr.png' })
    await page.getByRole('button', { name: 'Abandonner' }).click()
    await valeros.getByRole('button', { name: /Valeros/ }).click()
    const title = page.locator('#sheet-title')
    await expect(title).toHaveText('Valeros Brisefer de Sandpoint')
    // one line: there is room for it once the sheet's actions give way; they stay whole and in the header
    const lines = await title.evaluate((el) =>
      Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight))
    )
    expect(lines).toBe(1)
    const header = (await page.locator('section.sheet > header').boundingBox())!
    for (const name of ['Exporter', 'Retirer le personnage', 'Retour au groupe']) {
      const b = (await page.locator('section.sheet > header').getByRole('button', { name }).boundingBox())!
      expect(b.x >= header.x && b.x + b.width <= header.x + header.width, name).toBe(true)
      expect(b.y >= header.y && b.y + b.height <= header.y + header.height, name).toBe(true)
    }
    await page.screenshot({ path: 'test-results/table-comfort-long-sheet-fr.png' })
  })
})

test.describe('fr', () => {
  test.use({ locale: 'fr-FR', colorScheme: 'light', campaignData: sixAdventurers('fr') })

  test('bug: French toasts said "ajouté(s)"; they agree with the item ("3 dagues ajoutées")', async ({ page, app }) => {
    await page.goto(app.url)
    const quick = page.getByRole('combobox', { name: 'Ajout rapide' })
    const toasts = page.locator('.toasts')
    await quick.fill('3 dagues')
    await quick.press('Enter')
    await expect(toasts).toContainText('3 dagues ajoutées à la réserve')
    await quick.fill('harnois')
    await quick.press('Enter')
    await expect(toasts).toContainText('1 harnois ajouté à la réserve')
    await quick.fill('2 harnois')
    await quick.press('Enter')
    await expect(toasts).toContainText('2 harnois ajoutés à la réserve')
    await expect(toasts).not.toContainText('(s)')
    // A move by the Move dialog says it the same way.
    const row = page.locator('[data-holder=stash] li', { hasText: 'Épée longue' })
    await row.hover()
    await row.getByRole('button', { name: /^Déplacer vers… Épée longue/ }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('radio', { name: 'Valeros' }).check()
    await dialog.getByRole('button', { name: 'Déplacer' }).click()
    await expect(toasts).toContainText('6 épées longues déplacées vers Valeros')
    expect(await app.readCampaign()).toBeTruthy()
  })
})

for (const lang of ['en', 'fr'] as const) {
  test.describe(`${lang}, notifications`, () => {
    test.use({ locale: lang === 'fr' ? 'fr-FR' : 'en-US', colorScheme: 'light', campaignData: sixAdventurers(lang) })

    test(`bug: stacked notifications covered rows and buttons; they stack into one, in a well of their own (${lang})`, async ({
      page,
      app
    }) => {
      const t =
        lang === 'fr'
          ? {
              quick: 'Ajout rapide',
              items: ['dague', 'torche', 'corde', 'gourde', 'dague'],
              earlier: /4 notifications précédentes/
            }
          : {
              quick: 'Quick add',
              items: ['dagger', 'torch', 'rope', 'waterskin', 'dagger'],
              earlier: /4 earlier notifications/
            }
      await page.goto(app.url)
      await page.locator('article[data-character]').first().getByRole('button').first().click()
      const sheet = page.locator('section[data-character]')
      const quick = sheet.getByRole('combobox', { name: new RegExp(t.quick) })
      for (const item of t.items) {
        await quick.fill(item)
        await quick.press('Enter')
      }
      // five notifications: one shown, with the count of the four under it
      const toasts = page.locator('.toasts [data-toast]')
      await expect(toasts).toHaveCount(1)
      await expect(page.locator('.toasts')).toContainText(t.earlier)
      const box = (await toasts.boundingBox())!
      // every button of the sheet's and the stash's rows is what a click at its centre reaches, and no row
      // of either meets the notification
      const rows = page.locator('section[data-character] li, [data-holder=stash] li')
      expect(await rows.count()).toBeGreaterThan(6)
      // (the stash's row buttons show on hover or focus: each row's first field is focused first)
      const blocked = await rows.evaluateAll((lis) =>
        lis.flatMap((li) => {
          li.querySelector<HTMLElement>('input, button')?.focus()
          return [...li.querySelectorAll<HTMLElement>('button, input')].flatMap((b) => {
            const r = b.getBoundingClientRect()
            if (r.width === 0 || r.bottom > window.innerHeight || r.top < 0) return []
            const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)
            return hit && (hit === b || b.contains(hit))
              ? []
              : [`${b.getAttribute('aria-label') ?? b.textContent} → ${hit?.className}`]
          })
        })
      )
      await expect(toasts).toHaveCount(1) // still shown while they were checked
      expect(blocked).toEqual([])
      const overlapping = await rows.evaluateAll(
        (lis, toast) =>
          lis.filter((li) => {
            const r = li.getBoundingClientRect()
            return (
              r.right > toast.x &&
              r.left < toast.x + toast.width &&
              r.bottom > toast.y &&
              r.top < toast.y + toast.height
            )
          }).length,
        box
      )
      expect(overlapping).toBe(0)
      await page.screenshot({ path: `test-results/table-comfort-toasts-${lang}.png` })
      // closing the newest shows the one before it
      await toasts.getByRole('button').click()
      await expect(page.locator('.toasts')).toContainText(lang === 'fr' ? /gourde/i : /waterskin/i)
    })
  })
}
