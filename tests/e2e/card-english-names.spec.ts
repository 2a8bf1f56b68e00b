// Issue 13 review, bug: in a French campaign the card's hint read "+2 bags of holding (type I) →
// intermédiaire" with no mark, where the catalog screen marks every name the French edition does not
// give (issue 11: no invented translation, the English name marked "EN"). The card's hints now carry
// the same mark after such a name; French names get none.
import { expect, test } from './fixtures'
import { character, line, sixAdventurers } from './ui-campaigns'

const data = sixAdventurers('fr')
data.characters[1] = character('Ezren', 'Paul', 10, 'M', null, [
  line('bag-of-holding-1', 1),
  line('dagger', 2)
]) as unknown as (typeof data.characters)[number]

test.use({ campaignData: data, locale: 'fr-FR', colorScheme: 'light', viewport: { width: 1366, height: 768 } })

test('a card hint naming an English-only catalog item marks it as the catalog does: "+2 bags of holding (type I)" (fr)', async ({
  page,
  app
}) => {
  await page.goto(app.url)
  const cards = page.locator('article[data-character]')
  await expect(cards).toHaveCount(6)
  const ezren = cards.nth(1)
  const hint = ezren.locator('.why li', { hasText: 'bags of holding (type I)' })
  await expect(hint).toHaveText(/\+2 bags of holding \(type I\)\s*EN\s*→ intermédiaire/)
  const marker = hint.locator('abbr.en-marker')
  await expect(marker).toHaveText('EN')
  await expect(marker).toHaveAttribute('title', 'Nom anglais\u00a0: l’édition française n’en donne pas')
  await expect(marker).toHaveAttribute('lang', 'en')
  // the name itself is read as English
  await expect(hint.locator('[lang=en]', { hasText: 'bags of holding (type I)' })).toHaveCount(1)
  // the same mark as the catalog screen's
  await page.getByRole('button', { name: 'Catalogue', exact: true }).click()
  await page.getByLabel('Rechercher un objet').fill('bag of holding')
  const row = page.locator('tr[data-item="bag-of-holding-1"]')
  await expect(row.locator('abbr.en-marker')).toHaveText('EN')
  await page.getByRole('button', { name: 'Groupe', exact: true }).click()
  await expect(cards).toHaveCount(6)
  // French names carry none: Valeros's potions, Lem's sling bullets
  await expect(cards.nth(0).locator('.why li', { hasText: 'potions de soins légers' }).first()).toBeVisible()
  await expect(cards.nth(0).locator('.why abbr.en-marker')).toHaveCount(0)
  await expect(cards.nth(2).locator('.why abbr.en-marker')).toHaveCount(0)
  await ezren.screenshot({ path: 'test-results/card-english-names-fr.png' })
})
