// Regression (issue 14 item 5): the character export said "Moyenne (M)" and "Harnois (armure lourde)" where
// the card says "Moyenne" and "Harnois · lourde". One wording now (describe.ts wornArmorWords, m.size): this
// reads the card in Chromium, downloads the PDF its Export menu makes (a real file, read with pdftotext) and
// finds the card's words in it, in French and in English.
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import type { Campaign } from '@shared/campaign/schema'
import { expect, test } from './fixtures'
import { campaignWith, character, line } from './ui-campaigns'

function table(language: 'en' | 'fr'): Campaign {
  return campaignWith('Labels', {
    language,
    characters: [
      character('Amiri', 'Léa', 16, 'M', ['full-plate', 'Full plate', 'heavy'], [line('dagger', 2)]),
      character('Lem', 'Hugo', 10, 'P', ['leather-armor', 'Leather armour', 'light'], [line('dagger', 1)])
    ]
  }) as unknown as Campaign
}

const T = {
  en: { locale: 'en-US', export: 'Export', pdf: 'Download PDF', amiri: ['Medium', 'Full plate · heavy'] },
  fr: { locale: 'fr-FR', export: 'Exporter', pdf: 'Télécharger le PDF', amiri: ['Moyenne', 'Harnois · lourde'] }
} as const

const squash = (s: string): string => s.replace(/\s+/g, ' ').trim()

for (const lang of ['fr', 'en'] as const) {
  const t = T[lang]
  test.describe(lang, () => {
    test.use({ campaignData: table(lang), locale: t.locale, colorScheme: 'light' })

    test(`the PDF says the card's size and armour words (${lang})`, async ({ page, app }) => {
      await page.goto(app.url)
      const card = page.locator('article[data-character]', {
        has: page.getByRole('heading', { name: 'Amiri', exact: true })
      })
      await expect(card).toHaveAttribute('data-tier', /.+/)
      const size = squash(await card.locator('.stat[title]').first().innerText())
      const armour = squash(await card.locator('.armour-name').innerText())
      expect([size, armour]).toEqual(t.amiri)

      await card.getByRole('button', { name: t.export, exact: true }).click()
      const download = page.waitForEvent('download')
      await page.getByRole('menuitem', { name: t.pdf }).click()
      const path = join(app.dir, 'amiri.pdf')
      await (await download).saveAs(path)
      const pdf = squash(execFileSync('/usr/bin/pdftotext', ['-layout', path, '-'], { encoding: 'utf8' }))
      expect(pdf).toContain(`${size} `)
      // the card's words, the category in brackets: a ' · ' in the identity line read as one more field
      const [name, category] = armour.split(' · ')
      expect(pdf).toContain(`${name} (${category})`)
      expect(pdf).not.toMatch(/\((M|armure lourde|heavy armour)\)/)
    })
  })
}
