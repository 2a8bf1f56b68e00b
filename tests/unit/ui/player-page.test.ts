// @vitest-environment jsdom
// Issue 27, the player page: what the phone says of a character is what the GM's card says (the same
// engine and words, with no catalog on the phone), and a stash line shows before → after of the claim.
import { fireEvent, render, screen } from '@testing-library/svelte'
import { describe, expect, it } from 'vitest'
import { getCatalogEntry } from '@shared/catalog'
import {
  characterToBearer,
  engineOptions,
  lineToEngineItem,
  type Campaign,
  type Character,
  type InventoryLine
} from '@shared/campaign'
import { lineName } from '@shared/campaign/items'
import { describeLoad, groupCount as gmGroupCount, groupLines as gmGroupLines, pluralName } from '@shared/i18n'
import { evaluate } from '@shared/rules'
import { characterToEvaluateInput } from '@shared/campaign/to-engine'
import { I18n } from '../../../src-renderer/src/lib/i18n/i18n.svelte'
import PlayerApp from '../../../src-renderer/src/player/PlayerApp.svelte'
import { PlayerConnection } from '../../../src-renderer/src/player/connection.svelte'
import {
  evaluateHolder,
  groupCount,
  groupLines,
  reasons,
  type PlayerHolder,
  type PlayerLine,
  type PlayerView
} from '../../../src-renderer/src/player/model'
import { character, emptyParty, line } from '../../e2e/ui-campaigns'

/** A line as the player server sends it: in the engine's terms, named in both languages. */
function playerLine(c: Campaign, l: InventoryLine): PlayerLine {
  const names = (lang: 'en' | 'fr') => {
    const one = lineName(l, c.customItems, lang)
    return { one, other: pluralName(one, lang) }
  }
  return {
    id: l.id,
    quantity: l.quantity,
    item: lineToEngineItem(l, { lookup: getCatalogEntry, customItems: c.customItems, language: 'en' }),
    names: { en: names('en'), fr: names('fr') }
  }
}
function holder(c: Campaign, ch: Character): PlayerHolder {
  return { id: ch.id, name: ch.name, bearer: characterToBearer(ch), lines: ch.inventory.map((l) => playerLine(c, l)) }
}
function setup(lang: 'en' | 'fr', inventory: unknown[], stash: unknown[]) {
  const c = emptyParty(lang)
  const ch = character('Valeros', 'Ann', 10, 'M', null, inventory) as Character
  c.characters.push(ch)
  c.stash = stash as InventoryLine[]
  const view: PlayerView = {
    revision: 3,
    characterId: ch.id,
    options: engineOptions(c.options),
    holders: [holder(c, ch)],
    stash: c.stash.map((l) => playerLine(c, l)),
    claims: [],
    uses: []
  }
  return { c, ch, view }
}

describe('player page model', () => {
  for (const lang of ['en', 'fr'] as const)
    it(`says the GM card's reasons and counts, in ${lang}`, () => {
      const { c, ch, view } = setup(lang, [line('torch', 7), line('dagger', 3), line('potion', 12)], [])
      const gmEv = evaluate(characterToEvaluateInput(c, ch, getCatalogEntry))
      const m = new I18n(lang).m
      const gm = describeLoad(ch, gmEv, { m, lang, customItems: [], coinsPerUnit: 100 })
      const ev = evaluateHolder(view, view.holders[0]!)!
      expect(ev.load).toBe(gmEv.load)
      expect(reasons(view.holders[0]!, ev, { m, lang, coinsPerUnit: 100 })).toEqual(gm.reasons)
      for (const g of ev.groups) {
        const gmG = gmEv.groups.find((x) => x.key === g.key)!
        for (const n of [1, 4])
          expect(groupCount(g, groupLines(g, view.holders[0]!.lines!), n, { m, lang, coinsPerUnit: 100 })).toBe(
            gmGroupCount(gmG, gmGroupLines(gmG, ch), n, { m, lang, customItems: [], coinsPerUnit: 100 })
          )
      }
    })
})

describe('PlayerApp', () => {
  it('shows the tier, its headroom per group and a claim’s before → after, in French', async () => {
    const { view } = setup('fr', [line('dagger', 5)], [line('dagger', 8)])
    const conn = new PlayerConnection('t')
    conn.view = view
    const { container } = render(PlayerApp, { props: { conn, i18n: new I18n('fr') } })
    const card = container.querySelector('[data-holder]')!
    const ev = evaluateHolder(view, view.holders[0]!)!
    expect(card.getAttribute('data-tier')).toBe(ev.load)
    // the next threshold of the daggers' group, in the phone's language ("+N dagues → …")
    const g = ev.groups[0]!
    expect(card.querySelector(`[data-group-key="${g.key}"] .foot`)!.textContent).toContain(
      `+${g.headroom.nextTier! + 1} dagues →`
    )
    // claiming every stash dagger: the engine's before → after, said before sending
    const stashLine = container.querySelector('[data-stash-line]')!
    const qty = stashLine.querySelector('input[type=number]') as HTMLInputElement
    await fireEvent.input(qty, { target: { value: '8' } })
    const after = evaluate({
      options: view.options,
      character: view.holders[0]!.bearer,
      items: [...view.holders[0]!.lines!.map((l) => l.item), { ...view.stash![0]!.item, quantity: 8 }]
    }).load
    expect(after).not.toBe(ev.load)
    const preview = stashLine.querySelector('[data-preview]')!
    expect(preview.getAttribute('data-preview')).toBe(`${ev.load}>${after}`)
    expect(preview.textContent).toContain('Votre charge')
    expect(screen.getByRole('radio', { name: 'Besoin' })).toBeTruthy()
  })
})
