// Issue 25 item 6 through the door the GM used (File → Importer des personnages…, the review, Importer):
// re-importing a renamed copy of an already-imported export ("Lem-Pip (1).json", no Foundry id left in
// it) made a second, empty Lem-Pip while the review said "Nouveau personnage" and its destinations
// "Porté par Lem-Pip". The character is found by name, the GM chooses update or new, the review says what
// the import does, and the saved campaign holds one Lem-Pip. And the answer the review shows chosen is the
// one applied: a sling shown as "arme à une main" came in at level 0.
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { campaignWith } from './ui-campaigns'

const OUT = new URL('../../test-results/screenshots/', import.meta.url).pathname
const LEM = fileURLToPath(new URL('../fixtures/foundry/fvtt-Actor-lem-Ro9ueHalfling001.json', import.meta.url))

const T = {
  fr: {
    locale: 'fr-FR',
    file: /^Fichier : campagne/,
    menu: 'Importer des personnages…',
    dialog: 'Importer des personnages de Foundry VTT',
    import1: 'Importer 1 personnage',
    match: 'Mettre à jour ou créer — Lem-Pip',
    updates: 'Même nom que Lem-Pip (sans identifiant Foundry)\u00a0: met à jour Lem-Pip',
    asNew: 'Importer comme nouveau personnage',
    where: 'Destination — Dagger',
    carried: 'Porté',
    change: 'Dague\u00a0: 3 → 4',
    added: 'Fronde\u00a0: + 1',
    catalog: 'niveau 0, insignifiant (catalogue)',
    oneHanded: 'arme à une main (niveau 3)'
  },
  en: {
    locale: 'en-GB',
    file: /^File: campaign/,
    menu: 'Import characters…',
    dialog: 'Import characters from Foundry VTT',
    import1: 'Import 1 character',
    match: 'Update or new — Lem-Pip',
    updates: 'Same name as Lem-Pip (no Foundry id to tell): updates Lem-Pip',
    asNew: 'Import as a new character',
    where: 'Goes to — Dagger',
    carried: 'Carried',
    change: 'Dagger: 3 → 4',
    added: 'Sling: + 1',
    catalog: 'level 0, insignificant (catalog)',
    oneHanded: 'one-handed weapon (level 3)'
  }
} as const

const campaign = (language: 'fr' | 'en') => campaignWith('Pointesable', { language })

/** Lem's export downloaded again and renamed: no `flags.core.sourceId`, one more dagger, a sling. */
async function renamedCopy(): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const actor = JSON.parse(await readFile(LEM, 'utf8'))
  delete actor.flags.core
  actor.items.find((i: { name: string }) => i.name === 'Dagger').system.quantity = 4
  const bow = actor.items.find((i: { name: string }) => i.name === 'Shortbow')
  actor.items.push({ ...structuredClone(bow), name: 'Sling', _id: 'S1ingS1ingS1ing0' })
  return { name: 'Lem-Pip (1).json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(actor)) }
}

for (const lang of ['fr', 'en'] as const) {
  const t = T[lang]
  test.describe(`in ${lang}`, () => {
    test.use({
      locale: t.locale,
      colorScheme: 'light',
      viewport: { width: 1366, height: 768 },
      campaignData: campaign(lang)
    })

    async function openImport(page: Page) {
      await page.getByRole('button', { name: t.file }).click()
      await page.getByRole('menuitem', { name: t.menu }).click()
      return page.getByRole('dialog', { name: t.dialog })
    }

    test('a renamed copy of an imported export updates the character, never a second one; the review never contradicts itself', async ({
      page,
      app
    }) => {
      await page.goto(app.url)
      let dialog = await openImport(page)
      await dialog.locator('input[data-import-files]').setInputFiles([LEM])
      await dialog.getByRole('button', { name: t.import1 }).click()
      await expect(dialog).toBeHidden()
      await expect.poll(async () => (await app.readCampaign()).characters.map((c) => c.name)).toEqual(['Lem-Pip'])
      const before = (await app.readCampaign()).characters[0]!

      dialog = await openImport(page)
      await dialog.locator('input[data-import-files]').setInputFiles(await renamedCopy())
      const lem = dialog.locator('[data-import-character="Lem-Pip"]')
      const match = lem.getByLabel(t.match)
      await expect(match.locator('option:checked')).toHaveText(t.updates)
      await expect(lem.locator('[data-import-change]')).toHaveText([t.change, t.added])
      // the dagger is the character's own: "Porté", never "Porté par Lem-Pip"
      await expect(lem.getByLabel(t.where).locator('option:checked')).toHaveText(t.carried)
      const sling = lem.locator('tr[data-import-line="Sling"] [data-flag="ranged-category"] select')
      await expect(sling.locator('option:checked')).toHaveText(t.catalog)
      for (const size of [
        { width: 1366, height: 768 },
        { width: 1280, height: 720 }
      ]) {
        await page.setViewportSize(size)
        await page.screenshot({ path: `${OUT}import-renamed-update-${lang}-${size.width}.png` })
      }

      // "new": the review then speaks of a new character, its destinations of its own lines
      await match.selectOption({ label: t.asNew })
      await expect(lem.locator('[data-import-change]')).toHaveCount(0)
      await expect(lem.getByLabel(t.where)).toHaveValue('carried')
      await expect(lem.getByLabel(t.where).locator('option:checked')).toHaveText(t.carried)
      await expect(lem).not.toContainText(lang === 'fr' ? 'Porté par' : 'Carried by')
      await page.screenshot({ path: `${OUT}import-renamed-new-${lang}-1280.png` })
      await match.selectOption({ label: t.updates })
      await expect(lem.locator('[data-import-change]').first()).toHaveText(t.change)
      if (lang === 'fr') await sling.selectOption({ label: t.oneHanded })
      await dialog.getByRole('button', { name: t.import1 }).click()
      await expect(dialog).toBeHidden()

      await expect
        .poll(async () => {
          const c = await app.readCampaign()
          return c.characters.map((x) => [
            x.id,
            x.name,
            x.inventory.filter((l) => l.ref.id === 'dagger').map((l) => l.quantity)
          ])
        })
        .toEqual([[before.id, 'Lem-Pip', [4]]])
      const saved = await app.readCampaign()
      const slingLine = saved.characters[0]!.inventory.find((l) => l.ref.id === 'sling')!
      // the level the review showed chosen: French, "arme à une main (niveau 3)"; English, the catalog's 0
      expect(slingLine.level).toBe(lang === 'fr' ? 3 : undefined)
      expect(saved.characters[0]!.inventory.length).toBe(before.inventory.length + 1)
    })
  })
}
