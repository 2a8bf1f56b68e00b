// @vitest-environment jsdom
// Issue 28 item 2, the words on the card and the sheet: "8 200 po / 10 500 po · 78 %" with the fund's share beside it,
// "no level" said plainly, and in the party view's wealth order a colour that never stands alone (arrow and words).
import { render } from '@testing-library/svelte'
import { describe, expect, it } from 'vitest'
import WealthLine from '../../../src-renderer/src/lib/components/WealthLine.svelte'
import { I18n } from '../../../src-renderer/src/lib/i18n/i18n.svelte'
import type { WealthRow } from '@shared/export'
import { contexts } from './contexts'

const row = (patch: Partial<WealthRow> = {}): WealthRow => ({
  id: 'c-1',
  name: 'Valeros',
  level: 5,
  wealthGp: 8200,
  expectedGp: 10500,
  ratio: 8200 / 10500,
  band: 'behind',
  ...patch
})

function show(lang: 'fr' | 'en', r: WealthRow, extra: Record<string, unknown> = {}) {
  const { container } = render(
    WealthLine,
    { props: { row: r, fundGp: 5000, shareGp: 1250, characters: 4, ...extra } },
    contexts({ i18n: new I18n(lang) })
  )
  return container.querySelector('[data-wealth]') as HTMLElement
}

const text = (el: Element): string =>
  el
    .textContent!.replace(/[\u00a0\u202f]/g, '~')
    .replace(/\s+/g, ' ')
    .trim()

describe('WealthLine', () => {
  it('French: the issue’s figure, no-break spaces, the fund’s share beside it and why in its title', () => {
    const el = show('fr', row())
    expect(text(el.querySelector('.amount')!)).toBe('8~200~po / 10~500~po · 78~%')
    expect(text(el.querySelector('.share')!)).toBe('part du fonds 1~250~po')
    expect(el.querySelector('.share')!.getAttribute('title')).toBe(
      'Le fonds du groupe (réserve et lieux, 5\u00a0000\u00a0po) partagé entre 4 personnages\u00a0; il ne compte pas dans la richesse propre du personnage'.replace(
        '5\u00a0000',
        '5\u202f000'
      )
    )
    expect(el.dataset.band).toBe('') // not coloured outside the wealth order
  })

  it('English: "8,200 gp / 10,500 gp · 78%", "fund share 1,250 gp"', () => {
    const el = show('en', row())
    expect(text(el)).toBe('Wealth 8,200~gp / 10,500~gp · 78% fund share 1,250~gp')
    expect(el.querySelector('.figure')!.getAttribute('title')).toBe(
      'Wealth (RULES.md §15) against the table’s 10,500\u00a0gp for level 5 (behind)'
    )
  })

  it('no level: the wealth and "no level", and what to do in the title; nothing made up', () => {
    const el = show('en', row({ level: null, expectedGp: null, ratio: null, band: null }))
    expect(text(el.querySelector('.amount')!)).toBe('8,200~gp · no level')
    expect(el.querySelector('.figure')!.getAttribute('title')).toContain('Set the level on the sheet')
    expect(text(show('fr', row({ level: null, expectedGp: null, ratio: null, band: null })))).toContain(
      '8~200~po · sans niveau'
    )
  })

  it('the wealth order colours it, with an arrow and the words for screen readers (never colour alone)', () => {
    const el = show('fr', row(), { coloured: true })
    expect(el.dataset.band).toBe('behind')
    expect(el.querySelector('.arrow')!.textContent).toBe('▼')
    expect(text(el)).toContain('(en retard)')
    const ahead = show('en', row({ wealthGp: 14000, ratio: 14000 / 10500, band: 'ahead' }), { coloured: true })
    expect(ahead.querySelector('.arrow')!.textContent).toBe('▲')
    expect(text(ahead)).toContain('133% (ahead)')
  })

  it('one character: the share’s title says "1 character", French "1 personnage"', () => {
    const el = show('fr', row(), { characters: 1 })
    expect(el.querySelector('.share')!.getAttribute('title')).toContain('partagé entre 1 personnage\u00a0;')
  })
})
