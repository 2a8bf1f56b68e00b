// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/svelte'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import CharacterCard from '../../../src-renderer/src/lib/components/CharacterCard.svelte'
import { contexts } from './contexts'
import { LINE_MIME } from '../../../src-renderer/src/lib/dnd'
import { evaluateParty, type EvalResult } from '../../../src-renderer/src/lib/engine/party'
import { I18n } from '../../../src-renderer/src/lib/i18n/i18n.svelte'
import { characterToEvaluateInput } from '@shared/campaign/to-engine'
import type { Campaign, Character } from '@shared/campaign/schema'
import { SCHEMA_VERSION } from '@shared/campaign/version'
import { getCatalogEntry } from '@shared/catalog'

beforeAll(() => {
  // jsdom has no popover API; the menu's items are in the DOM all the same.
  HTMLElement.prototype.hidePopover ??= function () {}
})

const line = (id: string, ref: string, quantity: number) => ({
  id,
  ref: { source: 'catalog' as const, id: ref },
  quantity
})

/** RULES.md §7's example: STR 18, 10 daggers, 6 rations, 30 potions, scale mail worn → heavy. */
function seedCharacter(patch: Partial<Character> = {}): Character {
  return {
    id: 'c-1',
    name: 'Valeros',
    player: 'Marc',
    strength: 18,
    size: 'M',
    notes: '',
    wornArmor: { name: 'Scale mail', category: 'medium', ref: { source: 'catalog', id: 'scale-mail' } },
    inventory: [line('l-1', 'dagger', 10), line('l-2', 'ration', 6), line('l-3', 'potion', 30)],
    ...patch
  }
}

function campaignOf(...characters: Character[]): Campaign {
  return {
    schemaVersion: SCHEMA_VERSION,
    name: 'Test',
    exportLanguage: 'en',
    characters,
    stash: [],
    customItems: [],
    ledger: [],
    options: { strengthRaisesMax: true, rounding: 'floor', coinsPerUnit: 100, customLimits: {} }
  }
}

/** The real engine, as the worker runs it. */
function evaluated(ch: Character): EvalResult {
  const c = campaignOf(ch)
  return evaluateParty([characterToEvaluateInput(c, ch, getCatalogEntry)])[0]!
}

function renderCard(props: Record<string, unknown>, lang: 'en' | 'fr' = 'en') {
  const character = props.character as Character
  return render(
    CharacterCard,
    {
      props: { result: evaluated(character), customItems: [], coinsPerUnit: 100, ...props } as never
    },
    contexts({ i18n: new I18n(lang) })
  )
}

const text = (el: Element) => el.textContent!.replace(/\s+/g, ' ')

describe('CharacterCard', () => {
  it('shows identity, the tier with icon and word, PF1 effects, why, and the nearest thresholds', () => {
    const { container } = renderCard({ character: seedCharacter() })
    const card = container.querySelector('article')!
    expect(card.dataset.tier).toBe('heavy')
    expect(screen.getByRole('heading', { name: 'Valeros' })).toBeTruthy()
    const all = text(card)
    expect(all).toContain('Marc')
    expect(all).toContain('STR 18 (+4)')
    expect(all).toContain('Scale mail · medium')
    const strip = card.querySelector('.strip')!
    expect(text(strip)).toContain('Heavy')
    expect(strip.querySelector('svg.tier-icon')).not.toBeNull() // never colour alone
    expect(all).toMatch(/Speed\s*20 ft\s*Max Dex/) // base 30 ft, heavy: 20 ft (RULES.md §12), no bracket
    expect(all).toMatch(/Max Dex\s*\+1/)
    expect(all).toMatch(/Check\s*−6/)
    expect(all).toMatch(/Run\s*×3/)
    expect(all).toContain('30 potions → heavy') // the potions, not the armour or the daggers
    expect(all).toContain('+4 potions → over') // 17/25/33: 30 + 4 = 34
    expect(all).toContain('−5 potions → medium') // down to 25
  })

  it('names the worn armour when it alone decides, and says so in French', () => {
    const ch = seedCharacter({ inventory: [line('l-1', 'dagger', 2)] })
    const { container } = renderCard({ character: ch }, 'fr')
    const all = text(container)
    expect(container.querySelector('article')!.dataset.tier).toBe('medium')
    expect(all).toContain('Intermédiaire')
    expect(all).toContain('Armure portée (Armure d’écailles) → intermédiaire')
    expect(all).toContain('FOR 18 (+4)')
    expect(all).toMatch(/Vitesse\s*6 m\s*Dex max/) // 30 ft → 20 ft at a medium load, in metres
    expect(all).toContain('+12 dagues → lourde')
    expect(all).not.toContain('Pour s’alléger') // nothing to drop: the armour alone sets the floor
  })

  it('the hidden labels of the nearest thresholds read "Pour s’alléger :" in French, with its space (was "Pour s’alléger:")', () => {
    const { container } = renderCard({ character: seedCharacter() }, 'fr')
    const labels = [...container.querySelectorAll('li.next .visually-hidden')].map((el) => el.textContent)
    expect(labels).toEqual(['Prochain seuil\u00a0:', 'Pour s’alléger\u00a0:'])
    const en = renderCard({ character: seedCharacter() }, 'en').container
    expect([...en.querySelectorAll('li.next .visually-hidden')].map((el) => el.textContent)).toEqual([
      'Next threshold:',
      'To get lighter:'
    ])
  })

  it('a halfling shows his own speed in metres, not "9 m (6)" (RULES.md §12)', () => {
    const light = seedCharacter({ size: 'P', wornArmor: null, inventory: [line('l-1', 'dagger', 2)] })
    const medium = seedCharacter({ size: 'P', wornArmor: null, inventory: [line('l-1', 'dagger', 6)] }) // Medium daggers: level 3 for him, 5/7/9
    const a = text(renderCard({ character: light }, 'fr').container)
    expect(a).toMatch(/Vitesse\s*6 m\s*Dex max/)
    expect(a).not.toContain('9 m')
    const b = text(renderCard({ character: medium }, 'en').container)
    expect(b).toMatch(/Speed\s*15 ft\s*Max Dex/)
  })

  it('names a masculine worn armour without a wrong agreement in French', () => {
    const ch = seedCharacter({
      inventory: [line('l-1', 'dagger', 2)],
      wornArmor: { name: 'Full plate', category: 'heavy', ref: { source: 'catalog', id: 'full-plate' } }
    })
    const all = text(renderCard({ character: ch }, 'fr').container)
    expect(all).toContain('Armure portée (Harnois) → lourde')
    expect(all).not.toContain('Harnois portée')
  })

  it('shows before → after in what-if mode', async () => {
    const oneffect = vi.fn()
    const before = seedCharacter({ inventory: [line('l-1', 'dagger', 10)], wornArmor: null })
    const after = { ...before, strength: 10 } // exhaustion: 9/13/17 becomes 8/12/16 — 10 daggers stay medium
    const enlarged = { ...before, size: 'G' as const } // Large: daggers count as level 1 → light
    const { container, rerender } = renderCard({
      character: after,
      before: evaluated(before),
      beforeCharacter: before,
      whatIf: true,
      oneffect
    })
    let card = container.querySelector('article')!
    expect(card.classList.contains('affected')).toBe(true)
    expect(text(card)).toContain('STR 18 → 10')
    expect(card.querySelector('.strip [data-tier]')).toBeNull() // same tier: no before badge
    rerender({ character: enlarged, result: evaluated(enlarged), before: evaluated(before), beforeCharacter: before })
    card = container.querySelector('article')!
    expect(card.dataset.tier).toBe('light')
    expect(card.querySelector('.strip [data-tier="medium"]')).not.toBeNull()
    expect(text(card.querySelector('.strip')!)).toMatch(/before\s*Medium\s*→\s*after\s*Light/) // said as "before Medium, after Light"
    expect(text(card)).toContain('Medium → Large')
    // Temporary effects from one small menu in the header (no row of buttons to make the card taller).
    const tryButton = screen.getByRole('button', { name: 'Try' })
    expect(tryButton.getAttribute('aria-haspopup')).toBe('menu')
    expect(tryButton.getAttribute('aria-describedby')).toBe(card.querySelector('h3')!.id)
    expect(screen.getAllByRole('menuitem', { hidden: true }).map((b) => b.textContent)).toEqual([
      'Bull’s StrengthSTR +4',
      'ExhaustionSTR −6',
      'Enlarge PersonSize +1, STR +2',
      'Reduce PersonSize −1, STR −2'
    ])
    await fireEvent.click(screen.getByRole('menuitem', { name: /Bull’s Strength/, hidden: true }))
    expect(oneffect).toHaveBeenCalledWith('bulls')
  })

  it('accepts a dropped inventory line and opens the sheet from the name', async () => {
    const ondropline = vi.fn()
    const onopen = vi.fn()
    const { container } = renderCard({ character: seedCharacter(), ondropline, onopen })
    const card = container.querySelector('article')!
    const payload = JSON.stringify({ lineId: 'l-9', from: { type: 'stash' }, quantity: 3 })
    const dataTransfer = {
      types: [LINE_MIME],
      getData: (t: string) => (t === LINE_MIME ? payload : ''),
      dropEffect: 'none'
    }
    await fireEvent.dragOver(card, { dataTransfer })
    expect(card.classList.contains('over')).toBe(true)
    await fireEvent.drop(card, { dataTransfer })
    expect(ondropline).toHaveBeenCalledWith({ lineId: 'l-9', from: { type: 'stash' }, quantity: 3 }, false)
    expect(card.classList.contains('over')).toBe(false)
    await fireEvent.click(screen.getByRole('button', { name: /Valeros/ }))
    expect(onopen).toHaveBeenCalledOnce()
  })
})

// Regression (issue 13 item 5), moved down from two browser tests (e2e whatif-try-menu-hints, fr and en):
// the hints of a card's Try menu ("STR +4", "Size +1, STR +2") were aria-hidden, so a screen reader
// heard "Enlarge Person" and never what it does. Each effect's hint is its menu item's accessible
// description; its accessible name stays the effect's.
describe('the Try menu: each hint is its item’s accessible description', () => {
  const ITEMS = {
    en: [
      ['Bull’s Strength', 'STR +4'],
      ['Exhaustion', 'STR −6'],
      ['Enlarge Person', 'Size +1, STR +2'],
      ['Reduce Person', 'Size −1, STR −2']
    ],
    fr: [
      ['Force de taureau', 'FOR +4'],
      ['Épuisement', 'FOR −6'],
      ['Agrandissement', 'Taille +1, FOR +2'],
      ['Rapetissement', 'Taille −1, FOR −2']
    ]
  } as const
  for (const lang of ['fr', 'en'] as const)
    it(lang, () => {
      const lem = seedCharacter({ name: 'Lem', size: 'P', wornArmor: null, inventory: [line('l-1', 'dagger', 2)] })
      renderCard(
        { character: lem, before: evaluated(lem), beforeCharacter: lem, whatIf: true, oneffect: vi.fn() },
        lang
      )
      const items = screen.getAllByRole('menuitem', { hidden: true })
      expect(items).toHaveLength(ITEMS[lang].length)
      for (const [name, hint] of ITEMS[lang])
        expect(screen.getByRole('menuitem', { name, description: hint, hidden: true })).toBeTruthy()
    })
})

// Issue 28 item 2: the card shows the character's wealth against the table and the fund's share, given by the party
// view; a bearer's row (none given) shows none.
describe('the wealth line on the card', () => {
  const row = { id: 'c-1', name: 'Valeros', level: 5, wealthGp: 8200, expectedGp: 10500, ratio: 0.78, band: 'behind' }
  it('shows "8 200 po / 10 500 po · 78 %" and the share, in the card, under the armour', () => {
    const { container } = renderCard(
      { character: seedCharacter(), wealth: { row, fundGp: 5000, shareGp: 1250, characters: 4 } },
      'fr'
    )
    const line = container.querySelector('article [data-wealth]')!
    expect(line.previousElementSibling!.classList.contains('armour-line')).toBe(true)
    expect(text(line).replace(/[\u00a0\u202f]/g, ' ')).toContain('8 200 po / 10 500 po · 78 % part du fonds 1 250 po')
  })
  it('none without it', () => {
    const { container } = renderCard({ character: seedCharacter() })
    expect(container.querySelector('[data-wealth]')).toBeNull()
  })
})
