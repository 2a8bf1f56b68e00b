// Regression (issue 10 item 3, the ledger reconciles): after a character left the party and a place was given
// up, the ledger screen showed "?" and "(removed place)" in From and To, while the CSV of the same ledger said
// "(removed character c-ezren)": neither named them, and they disagreed. Both now name a holder that went away
// by the name its removal recorded, through one helper ("Ezren (left the party)"). Through the UI, in Chromium
// on the real host and file, in French and English: Ezren removed from his sheet, the inn from the places
// panel, then the ledger screen read and its CSV downloaded from the export dialog, cell for cell.
import type { Campaign } from '@shared/campaign/schema'
import { expect, test } from './fixtures'
import { downloadLedgerCsv, LEDGER_UI, ledgerCampaign, ledgerScreenRows, person } from './ledger-helpers'

const AT = '2024-06-01T19:00:00.000Z'
const NAMES = { en: { inn: 'The Rusty Dragon' }, fr: { inn: 'Le Dragon rouillé' } }

function table(language: 'en' | 'fr'): Campaign {
  const torch = { source: 'catalog', id: 'torch' } as const
  const rope = { source: 'catalog', id: 'rope-hemp' } as const
  return ledgerCampaign('Departures', language, {
    characters: [
      person('c-ezren', 'Ezren', {
        player: 'Léa',
        strength: 10,
        inventory: [{ id: 'l-torch', ref: torch, quantity: 4 }]
      }),
      person('c-aria', 'Aria', { player: 'Tom', strength: 10 })
    ],
    places: [{ id: 'inn', name: NAMES[language].inn, inventory: [{ id: 'l-rope', ref: rope, quantity: 1 }] }],
    ledger: [
      {
        id: 'e1',
        at: AT,
        item: 'torch',
        ref: torch,
        quantity: 4,
        from: { type: 'stash' },
        to: { type: 'character', id: 'c-ezren' }
      },
      {
        id: 'e2',
        at: AT,
        item: 'rope-hemp',
        ref: rope,
        quantity: 1,
        from: { type: 'stash' },
        to: { type: 'place', id: 'inn' }
      }
    ]
  })
}

const T = {
  en: {
    ...LEDGER_UI.en,
    sheet: 'Ezren',
    removeCharacter: 'Remove character',
    actions: (name: string) => `Actions for ${name}`,
    remove: 'Remove…',
    removeConfirm: 'Move it and remove the place', // the inn holds one line
    innGone: 'The Rusty Dragon (given up)',
    // newest first: from, to, note
    rows: [
      ['The Rusty Dragon (given up)', 'Stash', 'The Rusty Dragon given up'],
      ['Ezren (left the party)', 'Stash', 'Ezren left the party'],
      ['Stash', 'The Rusty Dragon (given up)', ''],
      ['Stash', 'Ezren (left the party)', '']
    ]
  },
  fr: {
    ...LEDGER_UI.fr,
    sheet: 'Ezren',
    removeCharacter: 'Retirer le personnage',
    actions: (name: string) => `Actions pour ${name}`,
    remove: 'Supprimer…',
    removeConfirm: 'La déplacer et supprimer le lieu', // l’auberge tient une ligne
    innGone: 'Le Dragon rouillé (lieu abandonné)',
    rows: [
      ['Le Dragon rouillé (lieu abandonné)', 'Réserve', 'Le Dragon rouillé\u00a0: lieu abandonné'],
      ['Ezren (a quitté le groupe)', 'Réserve', 'Ezren a quitté le groupe'],
      ['Réserve', 'Le Dragon rouillé (lieu abandonné)', ''],
      ['Réserve', 'Ezren (a quitté le groupe)', '']
    ]
  }
} as const

for (const lang of ['en', 'fr'] as const) {
  const t = T[lang]
  test.describe(lang, () => {
    test.use({ locale: t.locale, colorScheme: 'light', campaignData: table(lang) })

    test(`the ledger screen named a removed character "?"; it and its CSV now name him as he was (${lang})`, async ({
      page,
      app
    }) => {
      await page.goto(app.url)
      const ezren = page.locator('article[data-character]', { has: page.getByRole('heading', { name: 'Ezren' }) })
      await ezren.getByRole('button', { name: 'Ezren', exact: true }).click()
      page.once('dialog', (d) => void d.accept())
      await page.getByRole('button', { name: t.removeCharacter, exact: true }).click()
      await expect(page.locator('article[data-character]')).toHaveCount(1)
      const inn = page.locator('li[data-place="inn"]')
      await inn.getByRole('button', { name: t.actions(NAMES[lang].inn) }).click()
      await page.getByRole('menuitem', { name: t.remove }).click()
      await page.locator('dialog[open]').getByRole('button', { name: t.removeConfirm }).click()
      await expect(page.locator('li[data-place]')).toHaveCount(0)
      await app.flush()
      expect((await app.readCampaign()).ledger).toHaveLength(4)

      await page.getByRole('button', { name: t.ledger, exact: true }).click()
      const screen = await ledgerScreenRows(page, 4, 3)
      expect(screen).toEqual(t.rows)

      const { rows: csv } = await downloadLedgerCsv(page, lang, app.dir)
      // the CSV is oldest first; the screen newest first
      expect(csv.map((r) => r.slice(3)).reverse()).toEqual(screen)
    })

    // Regression: a place whose lines went to a character when it was removed (Remove… → Aria) was named by its
    // id, "(lieu supprimé inn)", in From on the ledger screen and in the CSV: its removal itself moved no line.
    test(`a place removed with its lines sent to Aria is named in the ledger and its CSV, not by its id (${lang})`, async ({
      page,
      app
    }) => {
      await page.goto(app.url)
      const inn = page.locator('li[data-place="inn"]')
      await inn.getByRole('button', { name: t.actions(NAMES[lang].inn) }).click()
      await page.getByRole('menuitem', { name: t.remove }).click()
      const dialog = page.locator('dialog[open]')
      await dialog.locator('label[data-destination="character:c-aria"]').click()
      await dialog.getByRole('button', { name: t.removeConfirm }).click()
      await expect(page.locator('li[data-place]')).toHaveCount(0)
      await app.flush()
      const saved = await app.readCampaign()
      expect(saved.characters.find((c) => c.id === 'c-aria')?.inventory.map((l) => l.ref.id)).toEqual(['rope-hemp'])

      await page.getByRole('button', { name: t.ledger, exact: true }).click()
      const fromTo = await ledgerScreenRows(page, 3, 3, 5)
      expect(fromTo[0]).toEqual([t.innGone, 'Aria'])
      expect(fromTo.flat().join(' ')).not.toContain('inn')

      const { rows: csv } = await downloadLedgerCsv(page, lang, app.dir)
      expect(csv.map((r) => r.slice(3, 5)).reverse()).toEqual(fromTo)
    })
  })
}
