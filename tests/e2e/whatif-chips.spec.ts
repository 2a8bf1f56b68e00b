// Issue 25 item 7: what-if bookkeeping a GM can follow. Each change tried has its own chip (an effect, a use,
// rounds spent, a count corrected), removable one by one, so "apply one, discard the rest" works; the counter
// counts the chips; a card is outlined only while it differs; Apply writes only what is left, so the ledger
// holds only the applied change. French and English, through the UI.
import type { Locator, Page } from '@playwright/test'
import type { Campaign } from '@shared/campaign/schema'
import { expect, test } from './fixtures'
import { card } from './locators'
import { barProblems } from './whatif-bar'
import { campaignWith, character, line } from './ui-campaigns'

const WORDS = {
  fr: {
    locale: 'fr-FR',
    whatIf: 'Simulation',
    changes: 'Changements envisagés',
    count: (n: number) => `${n} ${n < 2 ? 'changement envisagé' : 'changements envisagés'}`,
    none: 'Aucun changement envisagé',
    try: 'Essayer',
    bulls: 'Force de taureau',
    potion: 'Potion de soins légers',
    quiver: 'Carquois de flèches',
    dagger: 'Dague',
    useOnLine: (n: string) => `Utiliser ${n}…`,
    rowHowMany: (n: string) => `Combien utiliser\u00a0: ${n}`,
    rowRounds: (n: string) => `Projectiles à dépenser\u00a0: ${n}`,
    quantityOf: (n: string) => `Quantité de ${n}`,
    chips: [
      'Lem · Force de taureau',
      '3 potions de soins légers utilisées',
      '12 projectiles utilisés',
      '−4 dagues (correction)'
    ],
    removeEffect: 'Retirer Force de taureau à Lem',
    collapsed: 'Les 4 changements envisagés',
    removeChange: (what: string) => `Retirer «\u00a0${what}\u00a0» de la simulation`,
    back: 'Retour au groupe',
    apply: 'Appliquer',
    undo: 'Annuler',
    undone: 'Simulation · Annulé\u00a0: 3 potions de soins légers utilisées',
    resumed: 'Simulation reprise\u00a0: 1 changement envisagé (rien n’est enregistré)'
  },
  en: {
    locale: 'en-GB',
    whatIf: 'What-if',
    changes: 'Changes tried',
    count: (n: number) => `${n} tentative ${n === 1 ? 'change' : 'changes'}`,
    none: 'No tentative change yet',
    try: 'Try',
    bulls: 'Bull’s Strength',
    potion: 'Potion of cure light wounds',
    quiver: 'Quiver of arrows',
    dagger: 'Dagger',
    useOnLine: (n: string) => `Use ${n}…`,
    rowHowMany: (n: string) => `How many to use: ${n}`,
    rowRounds: (n: string) => `Rounds to spend: ${n}`,
    quantityOf: (n: string) => `Quantity of ${n}`,
    chips: ['Lem · Bull’s Strength', '3 potions of cure light wounds used', '12 rounds used', '−4 daggers (corrected)'],
    removeEffect: 'Remove Bull’s Strength from Lem',
    collapsed: 'The 4 tentative changes',
    removeChange: (what: string) => `Remove “${what}” from the what-if`,
    back: 'Back to the party',
    apply: 'Apply',
    undo: 'Undo',
    undone: 'What-if · Undone: 3 potions of cure light wounds used',
    resumed: 'What-if resumed: 1 tentative change (nothing is saved)'
  }
} as const

function campaignFor(language: 'fr' | 'en'): Campaign {
  const lem = character('Lem', 'Zoé', 10, 'M', null, [line('longsword', 1)])
  const kyra = character('Kyra', 'Max', 10, 'M', null, [
    line('potion-cure-light-wounds', 10, { id: 'l-clw' }),
    line('quiver-arrows', 1, { id: 'l-quiver', rounds: 30 }),
    line('dagger', 9, { id: 'l-daggers' })
  ])
  return campaignWith('Quatre essais', { language, characters: [lem, kyra] }) as unknown as Campaign
}

const chip = (list: Locator, text: string): Locator => list.getByRole('listitem').filter({ hasText: text })

async function useOnLine(page: Page, button: string, field: string, n: number): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click()
  const count = page.getByRole('spinbutton', { name: field, exact: true })
  await count.fill(String(n))
  await count.press('Enter')
  await expect(count).toHaveCount(0)
}

for (const lang of ['fr', 'en'] as const) {
  const w = WORDS[lang]
  test.describe(lang, () => {
    test.use({ locale: w.locale, colorScheme: 'light', campaignData: campaignFor(lang) })

    test(`four changes, one applied, three discarded: the ledger holds only the applied one (${lang})`, async ({
      page,
      app
    }) => {
      await page.goto(app.url)
      await app.flush()
      const before = await app.readCampaign()
      await page.getByRole('button', { name: w.whatIf, exact: true }).click()
      const bar = page.getByRole('region', { name: w.whatIf })
      const list = bar.getByRole('list', { name: w.changes })
      const lem = card(page, 'Lem')
      await expect(bar).toContainText(w.none)
      await expect(lem).not.toHaveClass(/\baffected\b/)

      // 1. Bull's Strength on Lem, from his card
      await lem.getByRole('button', { name: w.try, exact: true }).click()
      await page.getByRole('menuitem', { name: w.bulls }).click()
      await expect(lem).toHaveClass(/\baffected\b/)
      // 2-4. on Kyra's sheet: drink 3 potions, spend 12 arrows, correct the daggers 9 → 5
      await card(page, 'Kyra').getByRole('button', { name: 'Kyra' }).click()
      await useOnLine(page, w.useOnLine(w.potion), w.rowHowMany(w.potion), 3)
      await useOnLine(page, w.useOnLine(w.quiver), w.rowRounds(w.quiver), 12)
      const daggers = page.getByRole('spinbutton', { name: w.quantityOf(w.dagger), exact: true })
      await daggers.fill('5')
      await daggers.press('Enter')
      await expect(bar).toContainText(w.count(4))
      await page.mouse.move(0, 0)
      await page.screenshot({ path: `test-results/whatif-chips-four-${lang}.png` })
      await expect(list.getByRole('listitem')).toHaveCount(4)
      for (const text of w.chips) await expect(chip(list, text)).toHaveCount(1)
      // each change whole (the potions' chip was cut to "3 × Potion de soins lé…"), no button covered; at
      // 1280×720 too, where the four no longer fit: then the whole of each is behind the bar's one button
      expect(await barProblems(bar)).toEqual([])
      await page.setViewportSize({ width: 1280, height: 720 })
      expect(await barProblems(bar)).toEqual([])
      const whole = w.chips.map((c) => new RegExp(`^${c.replace(/[()]/g, '\\$&')}`))
      const collapsed = bar.getByRole('button', { name: w.collapsed })
      if (await collapsed.isVisible()) {
        await collapsed.click()
        const menu = page.getByRole('menu', { name: w.collapsed })
        await expect(menu.getByRole('menuitem')).toHaveText(whole)
        await page.screenshot({ path: `test-results/whatif-chips-four-1280-${lang}.png` })
        await page.keyboard.press('Escape')
      } else await expect(list.getByRole('listitem')).toHaveText(whole)
      await page.setViewportSize({ width: 1366, height: 768 })

      // remove three, one by one: the counter follows the chips
      await list.getByRole('button', { name: w.removeEffect, exact: true }).click()
      await expect(bar).toContainText(w.count(3))
      await chip(list, w.chips[1])
        .getByRole('button', { name: w.removeChange(w.chips[1]), exact: true })
        .click()
      await expect(bar).toContainText(w.count(2))
      await chip(list, w.chips[3]).getByRole('button').click()
      await expect(bar).toContainText(w.count(1))
      await expect(list.getByRole('listitem')).toHaveCount(1)
      await expect(chip(list, w.chips[2])).toHaveCount(1)
      await expect(page.getByRole('spinbutton', { name: w.quantityOf(w.potion), exact: true })).toHaveValue('10')
      await expect(daggers).toHaveValue('9')
      await page.screenshot({ path: `test-results/whatif-chips-one-${lang}.png` })
      // Lem is as in the file again: his card is no longer outlined, Kyra's (12 arrows fewer) still is
      await page.getByRole('button', { name: w.back, exact: true }).click()
      await expect(lem).not.toHaveClass(/\baffected\b/)
      await expect(card(page, 'Kyra')).toHaveClass(/\baffected\b/)

      await app.settle(page)
      expect(await app.readCampaign()).toEqual(before) // nothing written yet
      await bar.getByRole('button', { name: w.apply, exact: true }).click()
      await expect(bar).toHaveCount(0)
      await app.settle(page)
      const after = await app.readCampaign()
      expect(after.ledger).toHaveLength(1)
      expect(after.ledger[0]).toMatchObject({ action: 'use', quantity: 0, rounds: 12 })
      const kyra = after.characters.find((c) => c.name === 'Kyra')!
      expect(kyra.inventory.map((l) => [l.id, l.quantity, l.rounds ?? null])).toEqual([
        ['l-clw', 10, null],
        ['l-quiver', 1, 18],
        ['l-daggers', 9, null]
      ])
      expect(after.characters.find((c) => c.name === 'Lem')!.effects ?? []).toEqual([])
    })

    test(`undo in a what-if says what it took back; a reload keeps the what-if; Apply writes the net of each line (${lang})`, async ({
      page,
      app
    }) => {
      await page.goto(app.url)
      await app.flush()
      const before = await app.readText()
      await page.getByRole('button', { name: w.whatIf, exact: true }).click()
      const bar = page.getByRole('region', { name: w.whatIf })
      const list = bar.getByRole('list', { name: w.changes })
      await card(page, 'Kyra').getByRole('button', { name: 'Kyra' }).click()
      const potions = page.getByRole('spinbutton', { name: w.quantityOf(w.potion), exact: true })

      // Undo takes back the latest change, and says which
      await useOnLine(page, w.useOnLine(w.potion), w.rowHowMany(w.potion), 3)
      await expect(potions).toHaveValue('7')
      await page.getByRole('button', { name: w.undo, exact: true }).click()
      await expect(page.getByRole('status').filter({ hasText: w.undone })).toBeVisible()
      await expect(potions).toHaveValue('10')
      await expect(bar).toContainText(w.none)
      await expect(list).toHaveCount(0)

      // a reload during the what-if: it is still there, said, and still not in the file
      await useOnLine(page, w.useOnLine(w.potion), w.rowHowMany(w.potion), 3)
      await expect(chip(list, w.chips[1])).toHaveCount(1)
      await page.reload()
      await expect(page.getByRole('status').filter({ hasText: w.resumed })).toBeVisible()
      await expect(bar).toContainText(w.count(1))
      await expect(chip(list, w.chips[1])).toHaveCount(1)
      await app.settle(page)
      expect(await app.readText()).toBe(before)

      // two more changes to the same lines: 2 potions more, the daggers corrected 9 → 5 then 5 → 7. Four
      // chips; Apply writes the net: one use of 5 potions, one correction of 2 daggers
      await card(page, 'Kyra').getByRole('button', { name: 'Kyra' }).click()
      await useOnLine(page, w.useOnLine(w.potion), w.rowHowMany(w.potion), 2)
      const daggers = page.getByRole('spinbutton', { name: w.quantityOf(w.dagger), exact: true })
      for (const n of ['5', '7']) {
        await daggers.fill(n)
        await daggers.press('Enter')
        await expect(daggers).toHaveValue(n)
      }
      await expect(bar).toContainText(w.count(4))
      await bar.getByRole('button', { name: w.apply, exact: true }).click()
      await expect(bar).toHaveCount(0)
      await app.settle(page)
      const after = await app.readCampaign()
      expect(after.ledger.map((e) => [e.action, e.quantity, e.to.type])).toEqual([
        ['use', 5, 'outside'],
        ['edit', 2, 'outside']
      ])
      const kyra = after.characters.find((c) => c.name === 'Kyra')!
      expect(kyra.inventory.map((l) => [l.id, l.quantity])).toEqual([
        ['l-clw', 5],
        ['l-quiver', 1],
        ['l-daggers', 7]
      ])
      // applied: a reload now opens no what-if
      await page.reload()
      await expect(card(page, 'Kyra')).toBeVisible()
      await expect(bar).toHaveCount(0)
    })
  })
}
