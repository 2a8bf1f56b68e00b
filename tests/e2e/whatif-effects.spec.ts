// Issue 13 item 5 in Chromium: a custom what-if effect (strength ±N, size ±N steps with or without the
// equipment following, d ±N) from the what-if bar's form and from a card's Try menu, listed on the bar,
// removable, never written; and "use N" of a consumable inside a what-if: tentative until Apply, then
// one ledger entry. The tiers expected are the engine's own for the same effects.
import type { Campaign, Character } from '@shared/campaign/schema'
import { characterToEvaluateInput } from '@shared/campaign/to-engine'
import { getCatalogEntry } from '@shared/catalog'
import { evaluate } from '@shared/rules'
import type { Effect } from '@shared/rules/types'
import { expect, test } from './fixtures'
import { card } from './locators'
import { campaignWith, character, line } from './ui-campaigns'

const lem = character('Lem', 'Zoé', 16, 'P', null, [line('longsword', 1), line('dagger', 9, { size: 'P' })])
const kyra = character('Kyra', 'Max', 10, 'M', null, [line('potion', 20, { id: 'l-potions' })])
const bram = character('Bram', 'Léo', 10, 'M', null, [line('potion', 30)]) // potions 16/24/32: heavy
const party = campaignWith('Effects', { characters: [lem, kyra, bram] }) as unknown as Campaign

/** The tier the engine gives a character of `party` under `effects`. */
function tierWith(ch: unknown, effects: Effect[]): string {
  const c = { ...(ch as Character), effects }
  return evaluate(characterToEvaluateInput(party, c, getCatalogEntry)).load
}

test.use({ locale: 'en-US', colorScheme: 'light', campaignData: party })

test('custom effects from the what-if bar and a card: listed, removable, the engine’s tiers, never saved', async ({
  page,
  app
}) => {
  await page.goto(app.url)
  await app.flush()
  const before = await app.readText()
  const l = card(page, 'Lem')
  await expect(l).toHaveAttribute('data-tier', tierWith(lem, []))

  await page.getByRole('button', { name: 'What-if' }).click()
  const bar = page.getByRole('region', { name: 'What-if' })
  await bar.getByRole('button', { name: 'Try a custom effect on someone (strength, size, d)' }).click()
  const form = page.locator('form[data-custom-effect]')
  // nothing typed: refused with a message, nothing tried
  await form.getByRole('button', { name: 'Try' }).click()
  await expect(form.getByRole('alert')).toHaveText('Give a strength, a size or a d change (not all zero)')
  await form.getByLabel('Strength (±)').fill('12')
  await form.getByLabel('Size (± steps)').fill('+9')
  await form.getByRole('button', { name: 'Try' }).click()
  await expect(form.getByRole('alert')).toHaveText('Size (± steps): a whole number between −8 and +8')
  // size +1 step, the equipment NOT following (his Small daggers now shift), STR −2 written with a minus sign
  await form.getByLabel('On').selectOption({ label: 'Lem' })
  await form.getByLabel('Strength (±)').fill('−2')
  await form.getByLabel('Size (± steps)').fill('+1')
  await form.getByLabel('Worn and carried equipment changes size with the bearer').uncheck()
  await page.screenshot({ path: 'test-results/whatif-custom-effect-form.png' })
  await form.getByRole('button', { name: 'Try' }).click()
  await expect(form).toHaveCount(0)
  const tried = bar.getByRole('list', { name: 'Changes tried' })
  await expect(tried).toContainText('Lem · STR −2, Size +1 (gear unchanged)')
  await expect(l).toContainText(/16\s*→\s*14/)
  await expect(l).toContainText(/Small\s*→\s*Medium/)
  await expect(l).toHaveAttribute('data-tier', tierWith(lem, [{ strength: -2, size: 1, withEquipment: false }]))

  // from Kyra's Try menu: d −2
  const k = card(page, 'Kyra')
  await k.getByRole('button', { name: 'Try' }).click()
  await page.getByRole('menuitem', { name: 'Custom effect…' }).click()
  await expect(form.getByLabel('On')).toHaveValue((kyra as Character).id)
  await form.getByLabel('d (±)').fill('-2')
  await form.getByLabel('d (±)').press('Enter')
  await expect(tried).toContainText('Kyra · d −2')
  await expect(k).toHaveAttribute('data-tier', tierWith(kyra, [{ d: -2 }]))
  await page.screenshot({ path: 'test-results/whatif-custom-effects-bar.png' })

  // each removable
  await tried.getByRole('button', { name: 'Remove d −2 from Kyra' }).click()
  await expect(k).toHaveAttribute('data-tier', tierWith(kyra, []))
  await bar.getByRole('button', { name: 'Apply' }).click()
  await app.settle(page)
  expect(JSON.parse(await app.readText()).characters).toEqual(JSON.parse(before).characters)
})

test('use N of a consumable in a what-if: tentative until Apply, then written once to the ledger', async ({
  page,
  app
}) => {
  await page.goto(app.url)
  await app.flush()
  const before = await app.readText()
  await page.getByRole('button', { name: 'What-if' }).click()
  await card(page, 'Kyra').getByRole('button', { name: 'Kyra' }).click()
  await page.getByRole('button', { name: 'Edit Potion' }).click()
  const editor = page.locator('[data-line-editor]')
  await editor.getByLabel('How many').fill('3')
  await editor.getByRole('button', { name: 'Use', exact: true }).click()
  await editor.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('spinbutton', { name: 'Quantity of Potion' })).toHaveValue('17')
  await expect(page.getByRole('region', { name: 'What-if' })).toContainText('1 tentative change')
  await app.settle(page)
  expect(await app.readText()).toBe(before) // nothing written yet
  await page.getByRole('region', { name: 'What-if' }).getByRole('button', { name: 'Apply' }).click()
  await app.settle(page)
  const after = JSON.parse(await app.readText()) as Campaign
  expect(after.characters[1]!.inventory).toMatchObject([{ id: 'l-potions', quantity: 17 }])
  expect(after.ledger).toHaveLength(1)
  expect(after.ledger[0]).toMatchObject({ action: 'use', quantity: 3, to: { type: 'outside' } })
})

test('over (item 6): the card says it cannot move and why, with no max Dex, check penalty or run', async ({
  page,
  app
}) => {
  await page.goto(app.url)
  await page.getByRole('button', { name: 'What-if' }).click()
  const k = card(page, 'Bram')
  await k.getByRole('button', { name: 'Try' }).click()
  await page.getByRole('menuitem', { name: 'Custom effect…' }).click()
  const form = page.locator('form[data-custom-effect]')
  await form.getByLabel('d (±)').fill('-10') // potions 6/14/22: 30 are over
  await form.getByRole('button', { name: 'Try' }).click()
  expect(tierWith(bram, [{ d: -10 }])).toBe('over')
  await expect(k).toHaveAttribute('data-tier', 'over')
  await expect(k).toContainText(/Speed\s*cannot move/)
  await expect(k).toContainText(/Cannot move with this load: 30 potions/)
  for (const heavyOnly of ['Max Dex', 'Check', 'Run']) await expect(k).not.toContainText(heavyOnly)
  await k.screenshot({ path: 'test-results/whatif-over-card.png' })
})
