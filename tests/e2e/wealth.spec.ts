// Issue 28 items 2–3 in the browser, French and English, one test each (the words themselves are checked in
// tests/unit/ui/wealth-line.test.ts and wealth-ui.test.ts): Valeros levelled from 4 to 5 on his sheet shows the new
// expected wealth (6 000 → 10 500 po) on the sheet and on his card, one undo takes it back; the party view sorts and
// colours by wealth against the table; the wealth view shows the value each character received, session by session,
// with the gap to the mean. Screenshots of the card, the sheet, the sorted party and the wealth view at 1280×720 and
// 1366×768 go to test-results/wealth/.
import type { Page } from '@playwright/test'
import type { Campaign } from '@shared/campaign/schema'
import { expect, test } from './fixtures'
import { card, cards } from './locators'
import { campaignWith, character, line } from './ui-campaigns'

const OUT = 'test-results/wealth'
const SIZES = [
  { width: 1280, height: 720 },
  { width: 1366, height: 768 }
] as const

/**
 * Four characters and two evenings: Valeros (level 4) holds 6 515 gp; Seoni (level 5) little; Lem no level; Kyra
 * (level 4) 9 000 gp of platinum. The stash's 4 000 gp is the party fund (1 000 gp each). The ledger gave Valeros his
 * potions in the first session and Kyra her platinum in the second.
 */
function wealthParty(language: 'en' | 'fr'): Campaign {
  const valeros = {
    ...character(
      'Valeros',
      'Marc',
      18,
      'M',
      ['scale-mail', 'Scale mail', 'medium'],
      [line('longsword', 1), line('potion-cure-light-wounds', 10), line('coin-pp', 600)]
    ),
    level: 4
  }
  const seoni = {
    ...character('Seoni', 'Julie', 8, 'M', null, [line('quarterstaff', 1), line('coin-gp', 45)]),
    level: 5
  }
  const lem = character('Lem', 'Hugo', 10, 'P', ['leather-armor', 'Leather armour', 'light'], [line('sling', 1)])
  const kyra = {
    ...character(
      'Kyra',
      'Sophie',
      14,
      'M',
      ['chainmail', 'Chainmail', 'medium'],
      [line('heavy-mace', 1), line('coin-pp', 900)]
    ),
    level: 4
  }
  return campaignWith(language === 'fr' ? 'La Crypte' : 'The Crypt', {
    language,
    characters: [valeros, seoni, lem, kyra],
    stash: [line('coin-gp', 4000)],
    sessions: [
      {
        id: 's-1',
        name: language === 'fr' ? 'Soirée 1 — la crypte' : 'Evening 1 — the crypt',
        date: '2026-11-20',
        openedAt: '2026-11-20T20:00:00+01:00',
        closedAt: '2026-11-20T23:30:00+01:00'
      },
      {
        id: 's-2',
        name: language === 'fr' ? 'Soirée 2 — le marais' : 'Evening 2 — the marsh',
        date: '2026-11-27',
        openedAt: '2026-11-27T20:00:00+01:00',
        closedAt: '2026-11-27T23:30:00+01:00'
      }
    ],
    ledger: [
      {
        id: 'e-1',
        at: '2026-11-20T21:00:00+01:00',
        item: 'Potion of cure light wounds',
        ref: { source: 'catalog', id: 'potion-cure-light-wounds' },
        quantity: 10,
        from: { type: 'stash' },
        to: { type: 'character', id: valeros.id },
        valueGp: 500,
        session: 's-1'
      },
      {
        id: 'e-2',
        at: '2026-11-27T21:00:00+01:00',
        item: 'Platinum piece',
        ref: { source: 'catalog', id: 'coin-pp' },
        quantity: 900,
        from: { type: 'stash' },
        to: { type: 'character', id: kyra.id },
        valueGp: 9000,
        session: 's-2'
      }
    ]
  })
}

const T = {
  en: {
    locale: 'en-US',
    level: 'Level',
    order: 'Sort',
    byWealth: 'Wealth, behind first',
    tab: 'Wealth',
    back: 'Back to the party',
    undo: 'Undo',
    gp: 'gp',
    six: / \/ 6,000 gp · /,
    ten: / \/ 10,500 gp · /
  },
  fr: {
    locale: 'fr-FR',
    level: 'Niveau',
    order: 'Tri',
    byWealth: 'Richesse, en retard d’abord',
    tab: 'Richesse',
    back: 'Retour au groupe',
    undo: 'Annuler',
    gp: 'po',
    six: / \/ 6 000 po · /,
    ten: / \/ 10 500 po · /
  }
} as const

/** The text as a reader compares it: no-break spaces as spaces. */
const plain = (t: string | null): string => (t ?? '').replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ')

async function shoot(page: Page, name: string, lang: string, target?: ReturnType<Page['locator']>): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size)
    const path = `${OUT}/${name}-${lang}-${size.width}x${size.height}.png`
    if (target) await target.screenshot({ path })
    else await page.screenshot({ path })
  }
}

for (const lang of ['fr', 'en'] as const) {
  const t = T[lang]
  test.describe(lang, () => {
    test.use({ campaignData: wealthParty(lang), locale: t.locale, colorScheme: 'light' })

    test(`Valeros levelled 4 → 5: expected 6 000 → 10 500 ${t.gp}, undoable; the party sorted by wealth; the value received (${lang})`, async ({
      page,
      app
    }) => {
      await page.goto(app.url)
      const valeros = card(page, 'Valeros')
      const figure = valeros.locator('[data-wealth] .amount')
      await expect.poll(async () => plain(await figure.textContent())).toMatch(t.six)
      await shoot(page, 'card', lang, valeros)

      await valeros.getByRole('button', { name: 'Valeros' }).click()
      const sheet = page.locator('section.sheet')
      await sheet.getByRole('combobox', { name: t.level, exact: true }).selectOption('5')
      const sheetFigure = sheet.locator('[data-wealth] .amount')
      await expect.poll(async () => plain(await sheetFigure.textContent())).toMatch(t.ten)
      await shoot(page, 'sheet', lang)
      await app.settle(page)
      expect((await app.readCampaign()).characters[0]!.level).toBe(5)

      await sheet.getByRole('button', { name: t.back }).click()
      await expect.poll(async () => plain(await figure.textContent())).toMatch(t.ten)

      // Sorted by wealth against the table: Seoni (level 5, a few gp) first, Valeros (62 %) next, Kyra (150 %), Lem last
      // (no level); the keys on the cards stay those of the file's order.
      await page.getByLabel(t.order, { exact: true }).selectOption({ label: t.byWealth })
      await expect(cards(page).locator('h3')).toHaveText(['2Seoni', '1Valeros', '4Kyra', '3Lem'])
      await expect(valeros.locator('[data-wealth]')).toHaveAttribute('data-band', 'behind')
      await expect(card(page, 'Kyra').locator('[data-wealth]')).toHaveAttribute('data-band', 'ahead')
      await shoot(page, 'party-sorted', lang)

      // One undo takes the level back: 6 000 again; Valeros's 109 % is on track, still below Kyra's 150 %.
      await page.getByRole('button', { name: t.undo, exact: true }).click()
      await expect.poll(async () => plain(await figure.textContent())).toMatch(t.six)
      await expect(valeros.locator('[data-wealth]')).toHaveAttribute('data-band', 'even')
      await expect(cards(page).locator('h3')).toHaveText(['2Seoni', '1Valeros', '4Kyra', '3Lem'])

      // Who is behind: the value received session by session, and the gap to the mean (Valeros 500, Kyra 9 000).
      await page.getByRole('navigation').getByRole('button', { name: t.tab, exact: true }).click()
      const received = page.locator('[data-received-table]')
      await expect(received.locator('tbody tr')).toHaveCount(2)
      const gaps = received.locator('[data-gap] td')
      await expect
        .poll(async () => (await gaps.allTextContents()).map(plain))
        .toEqual(
          ['−1 875', '−2 375', '−2 375', '+6 625'].map((n) => `${lang === 'en' ? n.replace(' ', ',') : n} ${t.gp}`)
        )
      await shoot(page, 'received', lang)
    })
  })
}
