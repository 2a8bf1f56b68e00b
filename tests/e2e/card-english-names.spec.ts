// Issue 13 review, bug: in a French campaign the card's hint read "+2 bags of holding (type I) →
// intermédiaire" with no mark, where the catalog screen marks every name the French edition does not
// give (issue 11: no invented translation, the English name marked "EN"). The card's hints now carry
// the same mark after such a name; French names get none.
import { expect, test } from './fixtures'
import { bearer, character, line, sixAdventurers } from './ui-campaigns'

const data = sixAdventurers('fr')
data.characters[1] = character('Ezren', 'Paul', 10, 'M', null, [
  line('bag-of-holding-1', 1),
  line('dagger', 2)
]) as unknown as (typeof data.characters)[number]
// Issue 13 (inventory task 2): the mark was on the card's hints only, not on a bearer row nor on the
// sheet's lines ("+2 bags of holding (type I) → intermédiaire" unmarked on Ezren's sheet). Ezren's mule
// carries three bags (level 4, 2/3/4: medium), the reason its row shows.
data.characters.push(
  bearer('b-mule', 'Mule', 'pack-animal', 10, 'G', { owner: data.characters[1]!.id, quadruped: true }, [
    line('bag-of-holding-1', 3)
  ]) as unknown as (typeof data.characters)[number]
)

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

test('a bearer row marks an English-only name in its reason: "3 bags of holding (type I) EN" (fr)', async ({
  page,
  app
}) => {
  await page.goto(app.url)
  const mule = page.locator('[data-bearer="b-mule"]')
  await expect(mule).toHaveAttribute('data-tier', 'medium')
  const reason = mule.locator('.reason')
  await expect(reason).toContainText('3 bags of holding (type I)')
  await expect(reason.locator('span[lang=en]', { hasText: 'bags of holding (type I)' })).toHaveCount(1)
  await expect(reason.locator('abbr.en-marker')).toHaveText('EN')
  // the whole sentence laid over the row on focus carries it too
  await mule.getByRole('button').first().focus()
  await expect(mule.locator('[data-reason-full] abbr.en-marker')).toBeVisible()
  await mule.getByRole('button').first().blur()
  await page.mouse.move(0, 0)
  await mule.screenshot({ path: 'test-results/bearer-english-names-fr.png' })
  // the mule's row alone: no other bearer here
  await expect(page.locator('[data-bearer] .reason abbr.en-marker')).toHaveCount(1)
})

test('the sheet marks an English-only name in its reason, thresholds and group heading: "+2 bags of holding (type I) EN" (fr)', async ({
  page,
  app
}) => {
  await page.goto(app.url)
  const ezren = page.locator('article[data-character]').nth(1)
  await ezren.getByRole('button', { name: /Ezren/ }).first().click()
  const sheet = page.locator('section.sheet')
  await expect(sheet.locator('#sheet-title')).toHaveText('Ezren')
  // the group's bar: its heading and its next threshold
  const bar = sheet.locator('.group-bar', { hasText: 'ags of holding (type I)' })
  await expect(bar).toHaveCount(1)
  await expect(bar.locator('.name span[lang=en]')).toHaveText('Bags of holding (type I)')
  await expect(bar.locator('.name abbr.en-marker')).toHaveText('EN')
  const threshold = bar.locator('.threshold')
  await expect(threshold).toHaveText(/^\+2 bags of holding \(type I\)\s*EN\s*→ intermédiaire$/)
  await expect(threshold.locator('span[lang=en]')).toHaveText('bags of holding (type I)')
  // the summary's next threshold, as on the card
  const next = sheet.locator('.summary li', { hasText: 'Prochain seuil' })
  await expect(next).toHaveText(/bags of holding \(type I\)\s*EN\s*→ intermédiaire/)
  await expect(next.locator('abbr.en-marker')).toHaveCount(1)
  // French names carry none: the daggers' bar
  const daggers = sheet.locator('.group-bar', { hasText: /dague/i })
  await expect(daggers).toHaveCount(1)
  await expect(daggers.locator('abbr.en-marker')).toHaveCount(0)
  await sheet.screenshot({ path: 'test-results/sheet-english-names-fr.png' })
})

test('the mule\'s sheet marks the name in its reason: "3 bags of holding (type I) EN → intermédiaire" (fr)', async ({
  page,
  app
}) => {
  await page.goto(app.url)
  await page.locator('[data-bearer="b-mule"]').getByRole('button').first().click()
  const sheet = page.locator('section.sheet')
  await expect(sheet.locator('#sheet-title')).toHaveText('Mule')
  const reason = sheet.locator('.summary li.reason')
  await expect(reason).toHaveText(/^3 bags of holding \(type I\)\s*EN\s*→ intermédiaire$/)
  await expect(reason.locator('span[lang=en]')).toHaveText('bags of holding (type I)')
})
