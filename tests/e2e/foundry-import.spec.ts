// Issue 11 item 2 through the UI, in French: File → Importer des personnages…, two Foundry VTT exports
// chosen, the review screen (the halfling's Medium shortbow and the ranged weapons asked), one flagged
// item fixed, one import, both cards; a malformed .json dropped on the window gets a located message.
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { Campaign } from '@shared/campaign/schema'
import { expect, test } from './fixtures'
import { card } from './locators'
import { campaignWith, character } from './ui-campaigns'

const OUT = new URL('../../test-results/screenshots/', import.meta.url).pathname
const FIXTURES = fileURLToPath(new URL('../fixtures/foundry/', import.meta.url))

const campaign = campaignWith('Pointesable', {
  language: 'fr',
  characters: [character('Amiri', 'Léa', 16, 'M', null, [])]
}) as unknown as Campaign

test.use({ locale: 'fr-FR', colorScheme: 'light', viewport: { width: 1366, height: 768 }, campaignData: campaign })

const IMPORT_FR = 'Importer des personnages de Foundry VTT'

/** File → Importer des personnages… (the page's menu), the review dialog. */
async function openImport(page: import('@playwright/test').Page) {
  await page.getByRole('button', { name: /^Fichier : campagne/ }).click()
  await page.getByRole('menuitem', { name: 'Importer des personnages…' }).click()
  return page.getByRole('dialog', { name: IMPORT_FR })
}

test('two characters imported through the review screen in French, one flagged item fixed, one undo step', async ({
  page,
  app
}) => {
  await page.goto(app.url)
  const dialog = await openImport(page)
  await expect(dialog).toBeVisible()
  await dialog
    .locator('input[data-import-files]')
    .setInputFiles([
      FIXTURES + 'fvtt-Actor-valeros-Fi9hterValeros01.json',
      FIXTURES + 'fvtt-Actor-lem-Ro9ueHalfling001.json'
    ])
  const lem = dialog.locator('[data-import-character="Lem-Pip"]')
  await expect(dialog.locator('[data-import-character]')).toHaveCount(2)
  await expect(lem).toContainText('FOR 8')
  // the review's wording (regressions): the armour's name mid-sentence in lower case, a typographic
  // apostrophe in names from the export, coins named in French instead of their 'currency.gp' key
  await expect(lem).toContainText('Armure portée : armure de cuir (armure légère)')
  const valeros = dialog.locator('[data-import-character="Valeros"]')
  await expect(valeros).toContainText('Armure portée : cotte de mailles (armure intermédiaire)')
  // regression: the buff item's English name showed unmarked; a §13 effect reads in French, an unknown
  // buff as exported, marked
  const buffs = valeros.locator('[data-import-buffs]')
  await expect(buffs).toHaveText(
    /^Effets sur la fiche \(non comptés dans la FOR\)\u00a0: Force de taureau, Heroism\s*EN$/
  )
  await expect(buffs.locator('abbr[lang=en]')).toHaveCount(1)
  await expect(buffs.locator('abbr[lang=en]')).toHaveAttribute(
    'title',
    'Nom tel qu’exporté de Foundry\u00a0: un effet que l’application ne connaît pas'
  )
  await expect(dialog).not.toContainText("'")
  await expect(dialog).not.toContainText('currency.')
  await expect(valeros.locator('tr[data-import-line="currency.gp"] td').first()).toHaveText('Monnaie (po)')
  await expect(valeros.getByLabel('Destination — Monnaie (po)')).toHaveValue('carried')
  const bow = lem.locator('tr[data-import-line="Shortbow"]')
  await expect(bow.locator('[data-flag="size-mismatch"]')).toContainText(
    'Objet de taille moyenne, pour un porteur de taille petite'
  )
  await expect(dialog.getByRole('status').filter({ hasText: 'à vérifier' })).toHaveText('2 objets à vérifier')
  await page.screenshot({ path: `${OUT}import-review-fr.png` })
  // the GM's word: Lem's shortbow was made for a halfling (Foundry left it Medium)
  await bow.getByLabel('Moyenne / Petite — Shortbow').selectOption({ label: 'Petite' })
  await dialog.getByRole('button', { name: 'Importer 2 personnages' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('2 personnages importés (Ctrl+Z pour annuler)')).toBeVisible()

  // chainmail worn → medium; the Small bow is a two-handed weapon for a Small bearer → light
  await expect(card(page, 'Valeros')).toHaveAttribute('data-tier', 'medium')
  await expect(card(page, 'Lem-Pip')).toHaveAttribute('data-tier', 'light')
  await page.screenshot({ path: `${OUT}import-cards-fr.png` })
  await expect.poll(async () => (await app.readCampaign()).characters.length).toBe(3)
  const saved = await app.readCampaign()
  const lemSaved = saved.characters.find((c) => c.name === 'Lem-Pip')!
  expect(lemSaved.inventory.find((l) => l.ref.id === 'shortbow')?.size).toBe('P')
  expect(saved.ledger.length).toBe(16)

  // one undo step takes both back
  await page.keyboard.press('Control+z')
  await expect(page.locator('article[data-character]')).toHaveCount(1)
})

test('a malformed .json dropped on the window: the review says where, in French; a good one dropped with it still imports', async ({
  page,
  app
}) => {
  await page.goto(app.url)
  await expect(page.locator('article[data-character]')).toHaveCount(1)
  const good = await readFile(FIXTURES + 'fvtt-Actor-harsk-Ran9erHarsk00001.json', 'utf8')
  await page.evaluate(
    ([text, bad]) => {
      const dt = new DataTransfer()
      dt.items.add(new File([bad!], 'casse.json', { type: 'application/json' }))
      dt.items.add(new File([text!], 'fvtt-Actor-harsk-Ran9erHarsk00001.json', { type: 'application/json' }))
      document
        .querySelector('main')!
        .dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }))
    },
    [
      good,
      '{"name": "x", "type": "character", "system": {},\n "items": [{"name": "Dague", "type": "weapon", "system": {"quantity": "deux"}}]}'
    ]
  )
  const dialog = page.getByRole('dialog', { name: IMPORT_FR })
  await expect(dialog.locator('[data-import-problem]')).toHaveText(
    /^casse\.json \(ligne 2, colonne \d+\)\u00a0: items\[0\]\.system\.quantity\u00a0: valeur inattendue \(attendu\u00a0: un nombre\)$/
  )
  await expect(dialog.locator('[data-import-character="Harsk"] tr[data-import-line="Arrow"]')).toContainText(
    '55 projectiles en 3 lots → 2 contenants'
  )
  await page.screenshot({ path: `${OUT}import-problem-fr.png` })
  await dialog.getByRole('button', { name: 'Importer 1 personnage' }).click()
  await expect(card(page, 'Harsk')).toHaveAttribute('data-tier', 'light')
  await expect.poll(async () => (await app.readCampaign()).characters.length).toBe(2)
})

test('items not carried in Foundry go to a place the GM names in the review; one undo takes back the place too', async ({
  page,
  app
}) => {
  await page.goto(app.url)
  const dialog = await openImport(page)
  await dialog.locator('input[data-import-files]').setInputFiles([FIXTURES + 'fvtt-Actor-kyra-C1ericKyra000001.json'])
  const kyra = dialog.locator('[data-import-character="Kyra"]')
  const storage = kyra.locator('[data-import-storage]')
  await expect(storage).toContainText('Les objets non portés dans Foundry vont dans un lieu')
  await expect(storage.getByLabel('Lieu des objets entreposés de Kyra')).toHaveValue('')
  const name = storage.getByLabel('Nom du nouveau lieu')
  await expect(name).toHaveValue('En dépôt — Kyra')
  await expect(kyra.getByLabel('Destination — Tent')).toHaveValue('place')
  // the data has no French name for the horse: the English one shows, marked
  const horse = kyra.locator('tr[data-import-line="Horse, light (combat trained)"] td.item')
  await expect(horse).toContainText('Combat-trained light horse')
  await expect(horse.locator('abbr[lang=en]')).toHaveAttribute(
    'title',
    'Nom anglais\u00a0: l’édition française n’en donne pas'
  )
  await expect(kyra.locator('tr[data-import-line="Tent"] td.item abbr')).toHaveCount(0)
  await name.fill('Auberge du Dragon rouillé')
  // the line's choice shows the place by its name
  await expect(kyra.getByLabel('Destination — Tent').locator('option[value=place]')).toHaveText(
    'Auberge du Dragon rouillé'
  )
  await page.screenshot({ path: `${OUT}import-storage-fr.png` })
  await dialog.getByRole('button', { name: 'Importer 1 personnage' }).click()
  await expect(dialog).toBeHidden()
  await expect
    .poll(async () => (await app.readCampaign()).places?.map((p) => [p.name, p.inventory.length]))
    .toEqual([['Auberge du Dragon rouillé', 3]])
  await page.keyboard.press('Control+z')
  await expect.poll(async () => (await app.readCampaign()).places ?? []).toEqual([])
  await expect(page.locator('article[data-character]')).toHaveCount(1)
})

test.describe('in English', () => {
  test.use({ locale: 'en-GB', campaignData: campaign })

  // the campaign exports in French; the screen speaks English, and so does every name the review proposes
  // (issue 25 item 11: the new place was "En dépôt — Kyra", the export language's)
  test('the review reads as English: coins named, worn armour, typographic apostrophes, no marker', async ({
    page,
    app
  }) => {
    await page.goto(app.url)
    await page.getByRole('button', { name: /^File: campaign/ }).click()
    await page.getByRole('menuitem', { name: 'Import characters…' }).click()
    const dialog = page.getByRole('dialog', { name: 'Import characters from Foundry VTT' })
    await dialog
      .locator('input[data-import-files]')
      .setInputFiles([
        FIXTURES + 'fvtt-Actor-valeros-Fi9hterValeros01.json',
        FIXTURES + 'fvtt-Actor-kyra-C1ericKyra000001.json'
      ])
    const valeros = dialog.locator('[data-import-character="Valeros"]')
    await expect(valeros).toContainText('Armour worn: Chainmail (medium armour)')
    await expect(valeros.locator('[data-import-buffs]')).toHaveText(
      'Buffs on the sheet (not counted in STR): Bull’s Strength, Heroism'
    )
    await expect(valeros.locator('tr[data-import-line="currency.pp"] td').first()).toHaveText('Currency (pp)')
    await expect(dialog).not.toContainText('currency.')
    await expect(dialog).not.toContainText("'")
    await expect(dialog.locator('abbr[lang=en]')).toHaveCount(0)
    const kyra = dialog.locator('[data-import-character="Kyra"]')
    await expect(kyra.getByLabel('Name of the new place')).toHaveValue('Stored — Kyra')
    await page.screenshot({ path: `${OUT}import-review-en.png` })
  })

  test.describe('with an inn', () => {
    test.use({
      campaignData: {
        ...campaign,
        exportLanguage: 'en',
        places: [{ id: 'inn', name: 'The Rusty Dragon', inventory: [] }]
      } as Campaign
    })

    test('re-import after the daggers were moved to a place: the Destination names the place', async ({
      page,
      app
    }) => {
      await page.goto(app.url)
      const open = async () => {
        await page.getByRole('button', { name: /^File: campaign/ }).click()
        await page.getByRole('menuitem', { name: 'Import characters…' }).click()
        return page.getByRole('dialog', { name: 'Import characters from Foundry VTT' })
      }
      let dialog = await open()
      const file = FIXTURES + 'fvtt-Actor-valeros-Fi9hterValeros01.json'
      await dialog.locator('input[data-import-files]').setInputFiles([file])
      await dialog.getByRole('button', { name: 'Import 1 character' }).click()
      await expect(dialog).toBeHidden()
      await card(page, 'Valeros').getByRole('heading', { name: 'Valeros', exact: true }).click()
      await page.locator('li[data-line]', { hasText: 'Dagger' }).locator('button.grip').focus()
      await page.keyboard.press('m')
      const move = page.getByRole('dialog', { name: 'Move Dagger' })
      await move.getByRole('radio', { name: /^The Rusty Dragon/ }).check()
      await move.getByRole('button', { name: 'Move', exact: true }).click()
      await expect(move).toBeHidden()

      dialog = await open()
      await dialog.locator('input[data-import-files]').setInputFiles([file])
      const valeros = dialog.locator('[data-import-character="Valeros"]')
      await expect(valeros).toContainText('Already imported: updates Valeros')
      const where = valeros.getByLabel('Goes to — Dagger')
      await expect(where.locator('option:checked')).toHaveText('The Rusty Dragon')
      await expect(where.locator('option')).toHaveText(['The Rusty Dragon', 'Leave unchanged'])
      await expect(valeros.getByLabel('Goes to — Longsword').locator('option:checked')).toHaveText('Carried')
      await page.screenshot({ path: `${OUT}import-reimport-en.png` })
    })
  })
})

test('re-import after the GM moved a whole line to the stash: the change is shown and the line updated where it is, never duplicated', async ({
  page,
  app
}) => {
  await page.goto(app.url)
  let dialog = await openImport(page)
  await dialog
    .locator('input[data-import-files]')
    .setInputFiles([FIXTURES + 'fvtt-Actor-valeros-Fi9hterValeros01.json'])
  await dialog.getByRole('button', { name: 'Importer 1 personnage' }).click()
  await expect(dialog).toBeHidden()

  // Valeros's 2 daggers, moved whole to the stash from his sheet (keyboard: M, Réserve, Déplacer)
  await card(page, 'Valeros').getByRole('heading', { name: 'Valeros', exact: true }).click()
  await page.locator('li[data-line]', { hasText: 'Dague' }).locator('button.grip').focus()
  await page.keyboard.press('m')
  const move = page.getByRole('dialog', { name: 'Déplacer Dague' })
  await move.getByRole('radio', { name: /^Réserve/ }).check()
  await move.getByRole('button', { name: 'Déplacer', exact: true }).click()
  await expect(move).toBeHidden()
  await app.flush()
  const moved = await app.readCampaign()
  const daggers = moved.stash.filter((l) => l.ref.id === 'dagger')
  expect(daggers.map((l) => l.quantity)).toEqual([2])

  // Foundry now says 3 daggers: the review says so, the import updates the stash's line
  const actor = JSON.parse(await readFile(FIXTURES + 'fvtt-Actor-valeros-Fi9hterValeros01.json', 'utf8'))
  actor.items.find((i: { name: string }) => i.name === 'Dagger').system.quantity = 3
  dialog = await openImport(page)
  await dialog.locator('input[data-import-files]').setInputFiles({
    name: 'fvtt-Actor-valeros-Fi9hterValeros01.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(actor))
  })
  const valeros = dialog.locator('[data-import-character="Valeros"]')
  await expect(valeros).toContainText('Déjà importé : met à jour Valeros')
  await expect(valeros.locator('[data-import-change]')).toHaveText(['Dague : 2 → 3'])
  // regression: the Destination said "Porté" for a line the import updates in the stash
  const where = valeros.getByLabel('Destination — Dagger')
  await expect(where.locator('option:checked')).toHaveText('Réserve')
  await expect(where).toHaveAttribute(
    'title',
    'Déjà dans la campagne\u00a0: l’import met la ligne à jour là où elle est'
  )
  await expect(valeros.getByLabel('Destination — Longsword').locator('option:checked')).toHaveText('Porté')
  // nothing of Valeros's goes to a storage place: the storage choice does not show
  await expect(valeros.locator('[data-import-storage]')).toHaveCount(0)
  await page.screenshot({ path: `${OUT}import-reimport-fr.png` })
  await dialog.getByRole('button', { name: 'Importer 1 personnage' }).click()
  await expect(dialog).toBeHidden()
  await expect
    .poll(async () => {
      const c = await app.readCampaign()
      return [...c.stash, ...c.characters.flatMap((x) => x.inventory)]
        .filter((l) => l.ref.id === 'dagger')
        .map((l) => [l.id, l.quantity])
    })
    .toEqual([[daggers[0]!.id, 3]])
  expect((await app.readCampaign()).characters).toHaveLength(2)
  // one undo takes the update back: 2 daggers in the stash again
  await page.keyboard.press('Control+z')
  await expect
    .poll(async () => (await app.readCampaign()).stash.filter((l) => l.ref.id === 'dagger').map((l) => l.quantity))
    .toEqual([2])
})

test.describe('with a dagger already in the stash', () => {
  test.use({
    campaignData: {
      ...campaign,
      stash: [{ id: 'l-dague-mj', ref: { source: 'catalog', id: 'dagger' }, quantity: 1 }]
    } as Campaign
  })

  test('daggers moved whole onto the stash’s dagger merge into it; a re-import updates the merged line, never adds them back', async ({
    page,
    app
  }) => {
    await page.goto(app.url)
    let dialog = await openImport(page)
    const file = FIXTURES + 'fvtt-Actor-valeros-Fi9hterValeros01.json'
    await dialog.locator('input[data-import-files]').setInputFiles([file])
    await dialog.getByRole('button', { name: 'Importer 1 personnage' }).click()
    await expect(dialog).toBeHidden()
    await card(page, 'Valeros').getByRole('heading', { name: 'Valeros', exact: true }).click()
    await page.locator('section.sheet li[data-line]', { hasText: 'Dague' }).locator('button.grip').focus()
    await page.keyboard.press('m')
    const move = page.getByRole('dialog', { name: 'Déplacer Dague' })
    await move.getByRole('radio', { name: /^Réserve/ }).check()
    await move.getByRole('button', { name: 'Déplacer', exact: true }).click()
    await expect(move).toBeHidden()
    await app.flush()
    const daggers = async () => {
      const c = await app.readCampaign()
      return [...c.stash, ...c.characters.flatMap((x) => x.inventory)]
        .filter((l) => l.ref.id === 'dagger')
        .map((l) => [l.id, l.quantity])
    }
    expect(await daggers()).toEqual([['l-dague-mj', 3]])

    // the same sheet again: nothing to do, nothing added back
    dialog = await openImport(page)
    await dialog.locator('input[data-import-files]').setInputFiles([file])
    const valeros = dialog.locator('[data-import-character="Valeros"]')
    await expect(valeros).toContainText('Rien n’a changé depuis le dernier import')
    await expect(valeros.getByLabel('Destination — Dagger').locator('option:checked')).toHaveText('Réserve')
    await dialog.getByRole('button', { name: 'Annuler' }).click()

    // Foundry now says 3: Valeros's part goes 2 → 3, the GM's dagger stays
    const actor = JSON.parse(await readFile(file, 'utf8'))
    actor.items.find((i: { name: string }) => i.name === 'Dagger').system.quantity = 3
    dialog = await openImport(page)
    await dialog.locator('input[data-import-files]').setInputFiles({
      name: 'fvtt-Actor-valeros-Fi9hterValeros01.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(actor))
    })
    await expect(valeros.locator('[data-import-change]')).toHaveText(['Dague : 2 → 3'])
    await expect(valeros.getByLabel('Destination — Dagger').locator('option:checked')).toHaveText('Réserve')
    // regression: the crossbow, already in the campaign, was asked again ("1 objet à vérifier") though a
    // re-import only updates its count
    await expect(valeros.locator('[data-flag="ranged-category"]')).toHaveCount(0)
    await expect(dialog.getByRole('status').filter({ hasText: 'vérifier' })).toHaveText('Rien à vérifier')
    await page.screenshot({ path: `${OUT}import-reimport-merged-fr.png` })
    await dialog.getByRole('button', { name: 'Importer 1 personnage' }).click()
    await expect(dialog).toBeHidden()
    await expect.poll(daggers).toEqual([['l-dague-mj', 4]])
    await page.keyboard.press('Control+z')
    await expect.poll(daggers).toEqual([['l-dague-mj', 3]])
  })
})
