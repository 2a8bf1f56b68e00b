// @vitest-environment jsdom
// Issue 27, the player page: what the phone says of a character is what the GM's card says (the same
// engine and words, from the player server's projection, with no catalog on the phone), and a stash line
// shows before → after of a claim.
import { fireEvent, render, screen, waitFor } from '@testing-library/svelte'
import { describe, expect, it } from 'vitest'
import { getCatalogEntry } from '@shared/catalog'
import type { Campaign, Character, InventoryLine } from '@shared/campaign'
import { characterToEvaluateInput } from '@shared/campaign/to-engine'
import { describeLoad, groupCount as gmGroupCount, groupLines as gmGroupLines } from '@shared/i18n'
import { DEFAULT_SHARE_SETTINGS, playerView, type PlayerView } from '@shared/players'
import { evaluate } from '@shared/rules'
import { I18n } from '../../../src-renderer/src/lib/i18n/i18n.svelte'
import PlayerApp from '../../../src-renderer/src/player/PlayerApp.svelte'
import { PlayerConnection } from '../../../src-renderer/src/player/connection.svelte'
import { claimPreview, evaluateHolder, groupCount, groupLines, reasons } from '../../../src-renderer/src/player/model'
import { character, emptyParty, line } from '../../e2e/ui-campaigns'

function setup(lang: 'en' | 'fr', inventory: unknown[], stash: unknown[]) {
  const c: Campaign = emptyParty(lang)
  const ch = character('Valeros', 'Ann', 10, 'M', null, inventory) as Character
  c.characters.push(ch)
  c.stash = stash as InventoryLine[]
  const view: PlayerView = playerView(c, ch.id, DEFAULT_SHARE_SETTINGS, { revision: 3, lookup: getCatalogEntry })!
  return { c, ch, view }
}

describe('player page model', () => {
  for (const lang of ['en', 'fr'] as const)
    it(`says the GM card's reasons and counts, in ${lang}`, () => {
      const { c, ch, view } = setup(lang, [line('torch', 7), line('dagger', 3), line('potion', 12)], [])
      const gmEv = evaluate(characterToEvaluateInput(c, ch, getCatalogEntry))
      const m = new I18n(lang).m
      const gm = describeLoad(ch, gmEv, { m, lang, customItems: [], coinsPerUnit: 100 })
      const ev = evaluateHolder(view, view.character)
      expect(ev.load).toBe(gmEv.load)
      expect(reasons(view.character, ev, { m, lang })).toEqual(gm.reasons)
      for (const g of ev.groups) {
        const gmG = gmEv.groups.find((x) => x.key === g.key)!
        for (const n of [1, 4])
          expect(groupCount(g, groupLines(g, view.character.lines), n, { m, lang })).toBe(
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
    const ev = evaluateHolder(view, view.character)
    expect(card.getAttribute('data-tier')).toBe(ev.load)
    // the next threshold of the daggers' group, in the phone's language ("+N dagues → …")
    const g = ev.groups[0]!
    expect(card.querySelector(`[data-group-key="${g.key}"] .foot`)!.textContent).toContain(
      `+${g.headroom.nextTier! + 1} dagues →`
    )
    // claiming every stash dagger: the engine's before → after, said before sending
    // the rest of the page comes in the frame after the card
    const stashLine = await waitFor(() => {
      const found = container.querySelector('[data-stash-line]')
      if (!found) throw new Error('no stash line yet')
      return found
    })
    const qty = stashLine.querySelector('input[type=number]') as HTMLInputElement
    await fireEvent.input(qty, { target: { value: '8' } })
    const { after } = claimPreview(view, view.character, view.stash![0]!, 8)
    expect(after.load).not.toBe(ev.load)
    const preview = stashLine.querySelector('[data-preview]')!
    expect(preview.getAttribute('data-preview')).toBe(`${ev.load}>${after.load}`)
    expect(preview.textContent).toContain('Votre charge')
    expect(screen.getByRole('radio', { name: 'Besoin' })).toBeTruthy()
  })

  it('says the words a player reads: counts agree with their number, group headings start with a capital', async () => {
    const { view } = setup('fr', [line('dagger', 5), line('torch', 1)], [line('dagger', 8)])
    const conn = new PlayerConnection('t')
    conn.view = view
    const { container } = render(PlayerApp, { props: { conn, i18n: new I18n('fr') } })
    const card = container.querySelector('[data-holder]')!
    const names = [...card.querySelectorAll('[data-line] .name')].map((e) => e.textContent)
    expect(names).toEqual(['Dagues', 'Torche'])
    const headings = [...card.querySelectorAll('[data-group-key] .head .name')].map((e) => e.textContent)
    expect(headings).toContain('Armes légères')
    const stash = await waitFor(() => {
      const found = container.querySelector('[data-stash-line] .name')
      if (!found) throw new Error('no stash line yet')
      return found
    })
    expect(stash.textContent).toBe('Dagues')
  })
})
