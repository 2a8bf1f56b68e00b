// Issue 13 #1 in Chromium: other bearers (mounts, pack animals, hirelings, familiars) show as a compact
// row under their owner's card, or in the no-owner strip: kind, name, tier with the card's reason,
// speed; a row opens the bearer's sheet and takes drops like a card, the preview showing before → after.
// Six cards and the rows still fit 1366×768, in English and in French.
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { sixWithBearers } from './ui-campaigns'
import { characterToEvaluateInput } from '@shared/campaign/to-engine'
import { getCatalogEntry } from '@shared/catalog'
import { evaluate } from '@shared/rules'

const T = {
  en: {
    locale: 'en-US',
    valeros: 'Valeros’s mounts and hirelings',
    strip: 'Mounts and hirelings with no owner',
    mount: 'Mount',
    warhorseSpeed: /50 ft$/,
    back: 'Back to the party'
  },
  fr: {
    locale: 'fr-FR',
    valeros: 'Montures et serviteurs de Valeros',
    strip: 'Montures et serviteurs sans maître',
    mount: 'Monture',
    warhorseSpeed: /15 m$/,
    back: 'Retour au groupe'
  }
}

const row = (page: Page, id: string): Locator => page.locator(`[data-bearer="${id}"]`)

/** Presses on `from`, moves over `to` and stays there (as consequence.spec.ts: the drop is the caller's). */
async function dragOver(page: Page, from: Locator, to: Locator): Promise<void> {
  const a = (await from.boundingBox())!
  const b = (await to.boundingBox())!
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2)
  await page.mouse.down()
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2, { steps: 2 })
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 6 })
  await page.mouse.move(b.x + b.width / 2 + 4, b.y + b.height / 2 + 2, { steps: 2 })
}

for (const lang of ['en', 'fr'] as const) {
  test.describe(lang, () => {
    const t = T[lang]
    test.use({ campaignData: sixWithBearers(lang), locale: t.locale, viewport: { width: 1366, height: 768 } })

    test(`bearer rows beside their owners, at 1366×768 (${lang})`, async ({ page, app }) => {
      await page.goto(app.url)
      const cards = page.locator('article[data-character]')
      await expect(cards).toHaveCount(6) // the bearers are rows, not cards
      // the warhorse and the porter under Valeros and Kyra, the pony under Lem, the mule in the strip
      const valeros = page.getByRole('list', { name: t.valeros })
      await expect(valeros.locator('[data-bearer]')).toHaveCount(1)
      await expect(valeros).toContainText('Warhorse')
      await expect(page.getByRole('list', { name: t.strip }).locator('[data-bearer]')).toHaveCount(1)
      await expect(page.getByRole('list', { name: t.strip })).toContainText('Mule')
      const campaign = sixWithBearers(lang)
      for (const id of ['b-warhorse', 'b-pony', 'b-porter', 'b-mule']) {
        const bearer = campaign.characters.find((c) => c.id === id)!
        const { load } = evaluate(characterToEvaluateInput(campaign, bearer, getCatalogEntry))
        await expect(row(page, id)).toHaveAttribute('data-tier', load)
      }
      // kind, tier and reason, speed: 50 ft (15 m) at a light load
      const horse = row(page, 'b-warhorse')
      await expect(horse).toHaveAttribute('data-tier', 'light')
      await expect(horse).toContainText(t.mount)
      await expect(horse.locator('.speed')).toHaveText(t.warhorseSpeed)
      await expect(horse.locator('.reason')).not.toBeEmpty()

      // everything fits the window, nothing to scroll
      const bottoms = await page
        .locator('article[data-character], [data-bearer]')
        .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().bottom))
      for (const bottom of bottoms) expect(bottom).toBeLessThanOrEqual(768)
      expect(
        await page
          .locator('main ul')
          .first()
          .evaluate((el) => el.scrollHeight <= el.clientHeight + 1)
      ).toBe(true)
      await page.screenshot({ path: `test-results/bearers-party-${lang}.png` })

      // a drop on the mule's row: the preview says before → after on the row, the drop moves the chest
      const chest = page.locator('[data-holder=stash] li[data-line="l-chest"]')
      const mule = row(page, 'b-mule')
      const tierBefore = await mule.getAttribute('data-tier')
      await dragOver(page, chest, mule)
      const preview = mule.locator('[data-drop-preview]')
      await expect(preview).toBeVisible()
      await expect(preview).toHaveAttribute('data-after', /light|medium|heavy|over/)
      await expect(preview.locator('[data-said="b-mule"]')).toContainText('Mule')
      const after = await preview.getAttribute('data-after')
      if (after !== tierBefore) await expect(preview.locator(`[data-tier="${tierBefore}"]`)).toBeVisible()
      await page.screenshot({ path: `test-results/bearers-drop-${lang}.png` })
      await page.mouse.up()
      await expect(chest).toHaveCount(0)
      await expect(mule).toHaveAttribute('data-tier', after!)
      // the UI moves the chest before the host has the op: wait for the file, not for a flush
      const muleInFile = async () => (await app.readCampaign()).characters.find((c) => c.id === 'b-mule')!
      await expect.poll(async () => (await muleInFile()).inventory.map((l) => l.ref.id)).toContain('chest')
      // the preview and the row say the tier the engine gives the mule as saved
      const saved = await app.readCampaign()
      const { load } = evaluate(characterToEvaluateInput(saved, await muleInFile(), getCatalogEntry))
      expect(after).toBe(load)

      // the row opens the bearer's sheet
      await mule.getByRole('button').first().click()
      await expect(page.locator('section[data-character="b-mule"]')).toBeVisible()
      await page.getByRole('button', { name: t.back }).click()
      await expect(cards).toHaveCount(6)
    })
  })
}

const F = {
  en: {
    add: 'Mount, hireling…',
    dialog: 'New mount, pack animal, hireling or familiar',
    name: 'Name',
    kind: 'Hireling',
    speed: 'Base speed (ft)',
    bad: '35.5',
    good: '40',
    speedError: 'Base speed: a multiple of 5 ft from 0 to 1,000 ft (20, 30, 40…).',
    nameError: 'Name: required.',
    owner: 'Owner',
    submit: 'Add',
    shown: /40 ft$/,
    undo: 'Undo',
    seoni: 'Seoni’s mounts and hirelings',
    kindField: 'Kind',
    harsk: 'Harsk’s mounts and hirelings',
    removeBearer: 'Remove from the party',
    player: 'Player'
  },
  fr: {
    add: 'Monture, serviteur…',
    dialog: 'Nouvelle monture, bête de somme, serviteur ou familier',
    name: 'Nom',
    kind: 'Serviteur',
    speed: 'Vitesse de base (m)',
    bad: '10',
    good: '12',
    speedError: 'Vitesse de base : un multiple de 1,5 m, de 0 à 300 m (6 ; 9 ; 12…).',
    nameError: 'Nom : obligatoire.',
    owner: 'Maître',
    submit: 'Ajouter',
    shown: /12 m$/,
    undo: 'Annuler',
    seoni: 'Montures et serviteurs de Seoni',
    kindField: 'Type',
    harsk: 'Montures et serviteurs de Harsk',
    removeBearer: 'Retirer du groupe',
    player: 'Joueur'
  }
}

for (const lang of ['en', 'fr'] as const) {
  test.describe(`${lang} form`, () => {
    const t = F[lang]
    test.use({ campaignData: sixWithBearers(lang), locale: T[lang].locale, viewport: { width: 1366, height: 768 } })

    test(`adding a hireling: located errors, metres in French, one undo step; the owner changed on its sheet (${lang})`, async ({
      page,
      app
    }) => {
      await page.goto(app.url)
      await page.getByRole('button', { name: t.add }).click()
      const dialog = page.getByRole('dialog', { name: t.dialog })
      await dialog.getByRole('radio', { name: t.kind }).check()
      await dialog.getByLabel(t.name).fill('')
      await dialog.getByLabel(t.speed).fill(t.bad)
      await dialog.getByRole('button', { name: t.submit }).click()
      // each error beside its field, the first bad field focused
      await expect(dialog.getByLabel(t.name)).toHaveAttribute('aria-invalid', 'true')
      await expect(dialog.getByLabel(t.name)).toBeFocused()
      await expect(dialog).toContainText(t.nameError)
      await expect(dialog.getByLabel(t.speed)).toHaveAttribute('aria-invalid', 'true')
      await expect(dialog.locator('#bearer-speed-error')).toHaveText(t.speedError)
      await page.screenshot({ path: `test-results/bearers-form-errors-${lang}.png` })
      await dialog.getByLabel(t.name).fill('Torchbearer')
      await dialog.getByLabel(t.speed).fill(t.good)
      await dialog.getByLabel(t.owner).selectOption({ label: 'Seoni' })
      await dialog.getByRole('button', { name: t.submit }).click()
      await expect(dialog).toHaveCount(0)

      const seoni = page.getByRole('list', { name: t.seoni })
      await expect(seoni).toContainText('Torchbearer')
      await expect(seoni.locator('.speed')).toHaveText(t.shown)
      await app.flush()
      const added = (await app.readCampaign()).characters.find((c) => c.name === 'Torchbearer')!
      expect(added).toMatchObject({
        bearer: 'hireling',
        size: 'M',
        strength: 10,
        baseSpeed: 40,
        owner: expect.any(String)
      })
      expect(added.quadruped).toBeUndefined()

      // one undo step takes the whole bearer back
      await page.getByRole('button', { name: t.undo, exact: true }).click()
      await expect(page.getByRole('list', { name: t.seoni })).toHaveCount(0)
      await page.getByRole('button', { name: lang === 'en' ? 'Redo' : 'Rétablir', exact: true }).click()
      await expect(page.getByRole('list', { name: t.seoni })).toContainText('Torchbearer')

      // on the mule's sheet: an owner, one undo step
      await page.locator('[data-bearer="b-mule"]').getByRole('button').first().click()
      const sheet = page.locator('section[data-character="b-mule"]')
      await sheet.getByLabel(t.owner).selectOption({ label: 'Harsk' })
      await expect(sheet.getByLabel(t.kindField)).toHaveValue('pack-animal')
      await sheet.getByLabel(t.speed).fill(t.bad)
      await sheet.getByLabel(t.speed).press('Tab')
      await expect(sheet.locator('[role=alert]')).toHaveText(t.speedError)
      // regression: a mule's sheet offered "Remove character" / "Retirer le personnage"
      await expect(page.getByRole('button', { name: t.removeBearer, exact: true })).toBeVisible()
      // regression: a mule's sheet asked for its player
      await expect(sheet.getByLabel(t.player, { exact: true })).toHaveCount(0)
      await expect(sheet.getByLabel(t.kindField)).toBeVisible()
      await page.screenshot({ path: `test-results/bearers-sheet-${lang}.png` })
      await page.getByRole('button', { name: T[lang].back }).click()
      await expect(page.getByRole('list', { name: t.harsk })).toContainText('Mule')
      await page.getByRole('button', { name: t.undo, exact: true }).click()
      await expect(page.getByRole('list', { name: t.harsk })).toHaveCount(0)
      await expect(page.getByRole('list', { name: T[lang].strip })).toContainText('Mule')
    })
  })
}

const R = {
  en: {
    rules: 'House rules',
    option: 'Quadrupeds carry more',
    help: /about 1\.5× the capacity/,
    bags: 'Contents of bags of holding count as carried',
    party: 'Party'
  },
  fr: {
    rules: 'Règles maison',
    option: 'Les quadrupèdes portent plus',
    help: /environ 1,5 fois la capacité/,
    bags: 'Le contenu des sacs sans fond compte comme porté',
    party: 'Groupe'
  }
}

for (const lang of ['en', 'fr'] as const) {
  test.describe(`${lang} house rule`, () => {
    const t = R[lang]
    test.use({ campaignData: sixWithBearers(lang), locale: T[lang].locale, viewport: { width: 1366, height: 768 } })

    test(`"quadrupeds carry more" in the house rules: the mule's pack saddle goes from medium to light (${lang})`, async ({
      page,
      app
    }) => {
      await page.goto(app.url)
      const mule = row(page, 'b-mule')
      await expect(mule).toHaveAttribute('data-tier', 'medium')
      await page.getByRole('button', { name: t.rules, exact: true }).click()
      const option = page.getByRole('checkbox', { name: t.option })
      await expect(option).not.toBeChecked()
      await expect(page.getByText(t.help)).toBeVisible()
      await expect(page.getByRole('checkbox', { name: t.bags })).not.toBeChecked()
      await option.check()
      await page.screenshot({ path: `test-results/bearers-rules-${lang}.png` })
      await page.getByRole('button', { name: t.party, exact: true }).click()
      await expect(mule).toHaveAttribute('data-tier', 'light') // d +1 for four legs
      await expect(row(page, 'b-porter')).toHaveAttribute('data-tier', 'heavy') // two legs: unchanged
      await app.flush()
      expect((await app.readCampaign()).options.quadrupedsCarryMore).toBe(true)
    })
  })
}

const S = {
  en: {
    open: 'Split loot',
    dialog: 'Split the loot',
    none: 'None',
    run: 'Propose a split',
    apply: 'Apply split',
    inValeros: 'in Valeros’s share',
    withWarhorse: 'with Warhorse',
    forParty: 'for the party: in nobody’s share',
    // Valeros's share (with the warhorse's) against Kyra's: the mule's holds none, so the gap is 0 and proved
    spread: /^value gap 0\sgp, the least possible$/
  },
  fr: {
    open: 'Partager le butin',
    dialog: 'Partager le butin',
    none: 'Rien',
    run: 'Proposer un partage',
    apply: 'Appliquer le partage',
    inValeros: 'dans la part de Valeros',
    withWarhorse: 'avec Warhorse',
    forParty: 'pour le groupe : dans la part de personne',
    spread: /^écart de valeur 0\spo, le plus petit possible$/
  }
}

for (const lang of ['en', 'fr'] as const) {
  test.describe(`${lang} split`, () => {
    const t = S[lang]
    test.use({ campaignData: sixWithBearers(lang), locale: T[lang].locale, viewport: { width: 1366, height: 768 } })

    test(`the mule joins a split and takes the chest (${lang})`, async ({ page, app }) => {
      await page.goto(app.url)
      await page.getByRole('button', { name: t.open, exact: true }).click()
      const dialog = page.getByRole('dialog', { name: t.dialog })
      // the bearers are participants like anyone: the mule alone shares this time
      const people = dialog.locator('.people .person:not(.fund)')
      await expect(people).toHaveCount(10)
      for (const box of await people.getByRole('checkbox').all()) await box.uncheck()
      await dialog.locator('.person', { hasText: 'Mule' }).getByRole('checkbox').check()
      await dialog.getByRole('button', { name: t.none, exact: true }).click()
      await dialog.locator('li[data-loot="l-chest"]').getByRole('checkbox').check()
      await page.screenshot({ path: `test-results/bearers-split-setup-${lang}.png` })
      await dialog.getByRole('button', { name: t.run }).click()
      const preview = page.locator('[data-split-preview]')
      await expect(preview.locator('[data-loot="l-chest"] [data-character="b-mule"]')).toBeVisible()
      await page.screenshot({ path: `test-results/bearers-split-${lang}.png` })
      await preview.getByRole('button', { name: t.apply }).click()
      await expect(page.locator('[data-holder=stash] li[data-line="l-chest"]')).toHaveCount(0)
      // STR 16, d 0: the pack saddle and the chest are two level-5 kinds, one of each at 0/1/2: medium
      await expect(row(page, 'b-mule')).toHaveAttribute('data-tier', 'medium')
      // in the file: the chest on the mule, out of the stash, and the ledger says so
      await expect
        .poll(async () => {
          await app.flush()
          const file = await app.readCampaign()
          const mule = file.characters.find((c) => c.id === 'b-mule')!
          return {
            mule: mule.inventory.filter((l) => l.ref.id === 'chest').map((l) => l.quantity),
            stash: file.stash.filter((l) => l.ref.id === 'chest').length,
            // the chest's entries (the stash's coins are consolidated first: the dialog's default)
            ledger: file.ledger.filter((e) => e.ref.id === 'chest').map((e) => [e.quantity, e.from, e.to])
          }
        })
        .toEqual({
          mule: [1],
          stash: 0,
          ledger: [[1, { type: 'stash' }, { type: 'character', id: 'b-mule' }]]
        })
    })

    // Regression: the split gave the warhorse a full value share as if it were a person, so Valeros and
    // Kyra each got a third of the gold and gems. A mount carries for its owner: two shares, even.
    test(`a mount's value counts in its owner's share (${lang})`, async ({ page, app }) => {
      await page.goto(app.url)
      const characters = (await app.readCampaign()).characters
      const idOf = (name: string) => characters.find((c) => c.name === name)!.id
      const [valeros, kyra] = [idOf('Valeros'), idOf('Kyra')]
      await page.getByRole('button', { name: t.open, exact: true }).click()
      const dialog = page.getByRole('dialog', { name: t.dialog })
      const people = dialog.locator('.people .person:not(.fund)')
      // .all() does not wait: before the dialog had drawn, it found no box, nobody was unchecked and Kyra's
      // porter joined the split (CI, stop 19)
      await expect(people).toHaveCount(10)
      for (const box of await people.getByRole('checkbox').all()) await box.uncheck()
      for (const name of ['Valeros', 'Warhorse', 'Kyra', 'Mule'])
        await dialog.locator('.person', { hasText: name }).getByRole('checkbox').check()
      await expect(people.getByRole('checkbox', { checked: true })).toHaveCount(4)
      await dialog.getByRole('button', { name: t.none, exact: true }).click()
      // the gold and the three 100 gp gems
      await dialog.locator('li[data-loot]').first().getByRole('checkbox').check()
      await dialog.locator('li[data-loot]').last().getByRole('checkbox').check()
      await dialog.getByRole('button', { name: t.run }).click()
      const preview = page.locator('[data-split-preview]')
      const share = (id: string) => preview.locator(`tr[data-participant="${id}"]`)
      await expect(share('b-warhorse').locator('[data-share-note]')).toHaveText(t.inValeros)
      await expect(share(valeros).locator('[data-share-note]')).toHaveText(t.withWarhorse)
      await expect(share('b-mule').locator('[data-share-note]')).toHaveText(t.forParty)
      await expect(share(kyra).locator('[data-share-note]')).toHaveCount(0)
      const gp = async (id: string) =>
        Number(
          (await share(id).locator('[data-value]').innerText()).replace(/[^0-9,.]/g, '').replace(/[,\u202f ]/g, '')
        )
      // Valeros's share (with his warhorse's) and Kyra's are even, the mule's holds nothing of value
      const [v, k, w, m] = [await gp(valeros), await gp(kyra), await gp('b-warhorse'), await gp('b-mule')]
      expect(v).toBe(k)
      expect(v + k).toBe(4300)
      expect(w).toBeLessThanOrEqual(v)
      expect(m).toBe(0)
      await expect(preview.locator('[data-spread]')).toHaveText(t.spread)
      await page.screenshot({ path: `test-results/bearers-split-shares-${lang}.png` })
    })
  })
}
