// Issue 13 item 3 review, item 4: the preview's words with one participant. Ezren alone shares 30
// potions and 7 gp: the coins row said « personne d’autre n’a la place sans passer en surcharge » /
// "nobody else has room for it without going over", nonsense with nobody else in the split. And the
// shares table's hidden "before" label glued a plain colon in French (« avant: Légère »), where French
// puts a no-break space before ':' (the card's labels use the same colon, m.exports.colon).
import type { Campaign } from '@shared/campaign/schema'
import { expect, test } from './fixtures'
import { character, line } from './ui-campaigns'
import { openSplitDialog, proposeSplit, splitCampaign, splitPanel as panel } from './split-preview'

function alone(language: 'en' | 'fr'): Campaign {
  const ezren = character('Ezren', 'Ana', 10, 'M', null, [])
  ezren.id = 'c-ezren'
  return splitCampaign(
    language,
    'Alone',
    [ezren],
    [line('potion', 30, { id: 'l-potions' }), line('coin-gp', 7, { id: 'l-gold' })]
  )
}

for (const lang of ['fr', 'en'] as const) {
  const t =
    lang === 'fr'
      ? {
          coins: 'tient dans la charge lourde d’Ezren',
          potions:
            'fait passer Ezren de charge légère à charge lourde\u00a0; aucun partage ne garde le groupe plus léger',
          before: 'avant\u00a0: Légère'
        }
      : {
          coins: 'fits within Ezren’s heavy load',
          potions: 'takes Ezren from light load to heavy load; no split keeps the party lighter',
          before: 'before: Light'
        }
  test.describe(lang, () => {
    test.use({ locale: lang === 'fr' ? 'fr-FR' : 'en-US', colorScheme: 'light', campaignData: alone(lang) })

    test('a sole participant’s rows say nothing of anybody else; the hidden before label has the language’s colon', async ({
      page,
      app
    }) => {
      await openSplitDialog(page, app.url, lang)
      await proposeSplit(page, lang)
      const gold = panel(page).locator('[data-loot="l-gold"] [data-character="c-ezren"] .why')
      await expect(gold).toHaveText(t.coins)
      await expect(panel(page).locator('[data-loot="l-potions"] [data-character="c-ezren"] .why')).toHaveText(t.potions)
      const before = panel(page).locator('[data-participant="c-ezren"] .before')
      await expect(before.locator('.visually-hidden')).toHaveText(t.before)
      await expect(before).toHaveAttribute('title', t.before)
    })
  })
}
