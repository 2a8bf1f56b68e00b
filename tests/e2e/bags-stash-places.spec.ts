// Bags of holding in the stash and in places (issue 13 items 2 and 3, RULES.md §10), in Chromium on the real host
// and file. Regressions:
// - the stash and the places listed a bag's contents as loose lines beside the bag; they are now nested under it,
//   as on the sheet (its summary, the GM's capacity warning), and go in and out by drag and by keyboard; the bag
//   moved (stash → a card, the inn → the stash) takes its contents along, still inside.
// - a bag's summary counted coins as items: "1,531 items inside" for 30 potions, a sword and 1,500 gp. It now says
//   the items and the coins apart, and what it all is worth: "31 items · 1,500 gp inside · worth 1,515 gp".
import type { Locator, Page } from '@playwright/test'
import type { Campaign, InventoryLine } from '@shared/campaign/schema'
import { expect, test } from './fixtures'
import { card } from './locators'
import { campaignWith, character, line } from './ui-campaigns'

const NAMES = {
  en: { sack: 'Bottomless sack', dwarf: 'Dwarven bag', haversack: 'Haversack', inn: 'The Inn' },
  fr: { sack: 'Sac sans fond', dwarf: 'Sac du nain', haversack: 'Havresac', inn: 'L’auberge' }
}

function table(language: 'en' | 'fr'): Campaign {
  const n = NAMES[language]
  const bag = (ref: string, id: string, name: string, extra: Record<string, unknown> = {}) =>
    line(ref, 1, { id, name, nameFr: name, ...extra })
  return campaignWith('Bags everywhere', {
    language,
    characters: [
      character('Ezren', 'Léa', 10, 'M', null, [
        bag('bag-of-holding-1', 'l-bag', n.sack),
        line('potion', 30, { id: 'l-potions', in: 'l-bag' }),
        line('longsword', 1, { id: 'l-sword', in: 'l-bag' }),
        line('coin-gp', 1500, { id: 'l-gold', in: 'l-bag' })
      ])
    ],
    stash: [
      line('dagger', 4, { id: 'l-daggers' }),
      bag('bag-of-holding-2', 'l-dbag', n.dwarf, { capacity: 3 }),
      line('rope-hemp', 2, { id: 'l-rope', in: 'l-dbag' }),
      line('coin-gp', 200, { id: 'l-sgold', in: 'l-dbag' }),
      line('coin-sp', 30, { id: 'l-ssilver', in: 'l-dbag' })
    ],
    places: [
      {
        id: 'p-inn',
        name: n.inn,
        inventory: [bag('handy-haversack', 'l-hav', n.haversack), line('dagger', 2, { id: 'l-hdag', in: 'l-hav' })]
      }
    ]
  }) as Campaign
}

const T = {
  en: {
    locale: 'en-US',
    sackSummary: '31 items · 1,500 gp inside · worth 1,515 gp',
    dwarfSummary: '2 items · 200 gp + 30 sp inside · worth 205 gp',
    dwarfWithDaggers: '6 items · 200 gp + 30 sp inside · worth 213 gp',
    havSummary: '2 items inside · worth 4 gp',
    capacity: '⚠ 4.3 units inside: room for 3',
    bagMenu: /^Put Dagger in a bag of holding/,
    putIn: (bag: string) => `Put in ${bag}`,
    takeOut: 'Take out of the bag',
    back: 'Back to the party'
  },
  fr: {
    locale: 'fr-FR',
    sackSummary: '31 objets · 1 500 po dedans · valeur 1 515 po',
    dwarfSummary: '2 objets · 200 po + 30 pa dedans · valeur 205 po',
    dwarfWithDaggers: '6 objets · 200 po + 30 pa dedans · valeur 213 po',
    havSummary: '2 objets dedans · valeur 4 po',
    capacity: '⚠ 4,3 unités dedans : place pour 3',
    bagMenu: /^Ranger Dague dans un contenant extradimensionnel/,
    putIn: (bag: string) => `Ranger dans : ${bag}`,
    takeOut: 'Sortir du contenant',
    back: 'Retour au groupe'
  }
} as const

const stash = (page: Page): Locator => page.locator('[data-holder=stash]')
const inn = (page: Page): Locator => page.locator('li[data-place="p-inn"]')
const bagOf = (scope: Locator, id: string): Locator => scope.locator(`li[data-bag="${id}"]`)

/** The file's lines of a holder, as `[ref, quantity, in]`, sorted. */
const held = (lines: readonly InventoryLine[]) => lines.map((l) => [l.ref.id, l.quantity, l.in ?? null]).sort()

for (const lang of ['en', 'fr'] as const) {
  const t = T[lang]
  const n = NAMES[lang]
  test.describe(lang, () => {
    test.use({ locale: t.locale, colorScheme: 'light', campaignData: table(lang) })

    test(`a bag's summary says its items and its coins apart, on the sheet, in the stash and at the inn (${lang})`, async ({
      page,
      app
    }) => {
      await page.goto(app.url)
      await inn(page).locator('button.toggle').click()
      await expect(bagOf(stash(page), 'l-dbag').locator('[data-bag-summary]')).toHaveText(t.dwarfSummary)
      await expect(bagOf(inn(page), 'l-hav').locator('[data-bag-summary]')).toHaveText(t.havSummary)
      await page.getByRole('button', { name: 'Ezren' }).first().click()
      await expect(bagOf(page.locator('section.sheet'), 'l-bag').locator('[data-bag-summary]')).toHaveText(
        t.sackSummary
      )
      await page.screenshot({ path: `test-results/bags-summary-sheet-${lang}.png` })
    })

    test(`the stash and the inn nest a bag's contents under it: in and out by drag and keyboard, the bag moved with its contents (${lang})`, async ({
      page,
      app
    }) => {
      await page.goto(app.url)
      const dwarf = bagOf(stash(page), 'l-dbag')
      // nested under the bag, not loose in the stash's list; the GM's capacity warned as on a sheet
      await expect(dwarf.locator('li[data-line="l-rope"]')).toBeVisible()
      await expect(stash(page).locator('ul.lines > li[data-line="l-rope"]')).toHaveCount(0)
      await expect(dwarf.locator('[data-bag-warning]')).toHaveText(t.capacity)
      await page.screenshot({ path: `test-results/bags-stash-${lang}.png` })

      // the daggers dragged onto the bag's row go in; dragged back onto the stash they come out
      await stash(page).locator('li[data-line="l-daggers"]').dragTo(stash(page).locator('li[data-line="l-dbag"]'))
      await expect(dwarf.locator('li[data-line="l-daggers"]')).toBeVisible()
      await expect(dwarf.locator('[data-bag-summary]')).toHaveText(t.dwarfWithDaggers)
      await expect
        .poll(async () => {
          await app.flush()
          return (await app.readCampaign()).stash.find((l) => l.id === 'l-daggers')?.in
        })
        .toBe('l-dbag')
      await dwarf.locator('li[data-line="l-daggers"]').dragTo(stash(page).locator('header'))
      await expect(stash(page).locator('ul.lines > li[data-line="l-daggers"]')).toBeVisible()
      await expect(dwarf.locator('li[data-line="l-daggers"]')).toHaveCount(0)

      // by keyboard: the row's bag menu puts them in, and takes them out
      const menu = stash(page).locator('li[data-line="l-daggers"]').getByRole('button', { name: t.bagMenu })
      await menu.focus()
      await page.keyboard.press('Enter')
      await page.getByRole('menuitem', { name: t.putIn(n.dwarf) }).press('Enter')
      await expect(dwarf.locator('li[data-line="l-daggers"]')).toBeVisible()

      // the bag dragged onto Ezren's card: its contents go with it, still inside
      await stash(page).locator('li[data-line="l-dbag"]').dragTo(card(page, 'Ezren'))
      await expect(stash(page).locator('li[data-line]')).toHaveCount(0)
      await expect
        .poll(async () => {
          await app.flush()
          const file = await app.readCampaign()
          const ezren = file.characters[0]!.inventory
          const moved = ezren.find((l) => l.name === n.dwarf)
          return [file.stash.length, held(ezren.filter((l) => l.in !== undefined && l.in === moved?.id))]
        })
        .toEqual([
          0,
          [
            ['coin-gp', 200, expect.any(String)],
            ['coin-sp', 30, expect.any(String)],
            ['dagger', 4, expect.any(String)],
            ['rope-hemp', 2, expect.any(String)]
          ]
        ])

      // the haversack at the inn: nested when the inn is open; dragged onto the stash, its dagger goes with it
      await inn(page).locator('button.toggle').click()
      const hav = bagOf(inn(page), 'l-hav')
      await expect(hav.locator('li[data-line="l-hdag"]')).toBeVisible()
      await expect(inn(page).locator('ul.lines > li[data-line="l-hdag"]')).toHaveCount(0)
      await page.screenshot({ path: `test-results/bags-inn-${lang}.png` })
      await inn(page).locator('li[data-line="l-hav"]').dragTo(stash(page))
      await expect(stash(page).locator('li[data-bag] [data-bag-summary]')).toHaveText(t.havSummary)
      await expect
        .poll(async () => {
          await app.flush()
          const file = await app.readCampaign()
          const bag = file.stash.find((l) => l.ref.id === 'handy-haversack')
          return [file.places![0]!.inventory.length, held(file.stash.filter((l) => l.in === bag?.id))]
        })
        .toEqual([0, [['dagger', 2, expect.any(String)]]])

      // taken out of the bag in the stash by keyboard
      const dagger = stash(page).locator('li[data-bag] li[data-line]')
      await dagger.getByRole('button', { name: t.bagMenu }).focus()
      await page.keyboard.press('Enter')
      await page.getByRole('menuitem', { name: t.takeOut }).press('Enter')
      await expect(stash(page).locator('ul.lines > li[data-line]')).toHaveCount(2)
    })
  })
}
