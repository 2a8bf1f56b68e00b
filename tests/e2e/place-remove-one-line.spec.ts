// Regression (issue 13 walk, places): removing a place that holds one line asked "La charrette contient
// encore 1 ligne. Où les mettre ?" / "… still holds 1 line. Where should they go?", and offered "Les déplacer
// vers" / "Move them to": plural pronouns for one line. One line now says "la" / "it"; two or more "les" /
// "them".
import type { Campaign } from '@shared/campaign/schema'
import { expect, test } from './fixtures'
import { campaignWith, character, line } from './ui-campaigns'

function table(language: 'en' | 'fr'): Campaign {
  return campaignWith('Places', {
    language,
    characters: [character('Aria', 'Tom', 10, 'M', null, [line('dagger', 1)])],
    places: [
      { id: 'cart', name: 'Cart', inventory: [line('chest', 1)] },
      { id: 'inn', name: 'Inn', inventory: [line('tent', 1), line('bedroll', 2)] }
    ]
  }) as unknown as Campaign
}

const T = {
  fr: {
    actions: (n: string) => `Actions pour ${n}`,
    remove: 'Supprimer…',
    title: (n: string) => `Supprimer ${n}`,
    one: ['Cart contient encore 1 ligne. Où la mettre\u00a0?', 'La déplacer vers', 'La déplacer et supprimer le lieu'],
    two: [
      'Inn contient encore 2 lignes. Où les mettre\u00a0?',
      'Les déplacer vers',
      'Les déplacer et supprimer le lieu'
    ]
  },
  en: {
    actions: (n: string) => `Actions for ${n}`,
    remove: 'Remove…',
    title: (n: string) => `Remove ${n}`,
    one: ['Cart still holds 1 line. Where should it go?', 'Move it to', 'Move it and remove the place'],
    two: ['Inn still holds 2 lines. Where should they go?', 'Move them to', 'Move them and remove the place']
  }
} as const

for (const lang of ['fr', 'en'] as const) {
  const t = T[lang]
  test.describe(lang, () => {
    test.use({ campaignData: table(lang), locale: lang === 'fr' ? 'fr-FR' : 'en-US', colorScheme: 'light' })

    test(`removing a place asks about one line in the singular, two in the plural (${lang})`, async ({ page, app }) => {
      await page.goto(app.url)
      for (const [id, name, words] of [
        ['cart', 'Cart', t.one],
        ['inn', 'Inn', t.two]
      ] as const) {
        await page
          .locator(`li[data-place="${id}"]`)
          .getByRole('button', { name: t.actions(name) })
          .click()
        await page.getByRole('menuitem', { name: t.remove }).click()
        const ask = page.getByRole('dialog', { name: t.title(name) })
        await expect(ask.locator('p').first()).toHaveText(words[0])
        await expect(ask.getByRole('group', { name: words[1] })).toBeVisible()
        await expect(ask.getByRole('button', { name: words[2], exact: true })).toBeVisible()
        await ask.press('Escape')
        await expect(ask).toBeHidden()
      }
    })
  })
}
