// @vitest-environment jsdom
import { render, screen } from '@testing-library/svelte'
import { describe, expect, it } from 'vitest'
import GroupBar from '../../../src-renderer/src/lib/components/GroupBar.svelte'
import { contexts } from './contexts'
import { groupCount, groupLines, groupName } from '@shared/i18n/describe'
import { I18n } from '../../../src-renderer/src/lib/i18n/i18n.svelte'
import { getCatalogEntry } from '@shared/catalog'
import { characterToEvaluateInput } from '@shared/campaign/to-engine'
import type { Character } from '@shared/campaign/schema'
import { evaluate } from '@shared/rules'
import type { GroupResult } from '@shared/rules/types'
import { character, emptyParty, line } from '../../e2e/ui-campaigns'

/** A real group from the engine, as the character sheet builds it: `n` of a catalog item at STR `strength`. */
function group(item: string, n: number, strength: number, lang: 'en' | 'fr') {
  const campaign = emptyParty(lang)
  const ch = character('Valeros', 'Ann', strength, 'M', null, [line(item, n)]) as Character
  const g: GroupResult = evaluate(characterToEvaluateInput(campaign, ch, getCatalogEntry)).groups[0]!
  const m = new I18n(lang).m
  const speech = { m, lang, customItems: [], coinsPerUnit: 100 }
  const lines = groupLines(g, ch)
  return { group: g, name: groupName(g, lines, speech), count: (k: number) => groupCount(g, lines, k, speech) }
}

function renderBar(
  props: { group: GroupResult; name: string; count?: (n: number) => string },
  lang: 'en' | 'fr' = 'en'
) {
  return render(GroupBar, { props }, contexts({ i18n: new I18n(lang) }))
}

const foot = (container: HTMLElement) => container.querySelector('.foot')!.textContent!.replace(/\s+/g, ' ').trim()

describe('GroupBar', () => {
  it('shows units against the three limits, the tier, the next threshold and the headroom, as an accessible meter', () => {
    // STR 18: light weapons 9/13/17; 10 daggers are medium, 3 more stay medium, the 4th makes it heavy.
    const { container } = renderBar(group('dagger', 10, 18, 'en'))
    const meter = screen.getByRole('meter', { name: 'light weapons' })
    expect(meter.getAttribute('aria-valuenow')).toBe('10')
    expect(meter.getAttribute('aria-valuemax')).toBe('17')
    expect(meter.getAttribute('aria-valuetext')).toBe(
      'light weapons: 10 units; light up to 9, medium up to 13, heavy up to 17'
    )
    expect(container.querySelector('.figures')!.textContent!.replace(/\s+/g, ' ').trim()).toBe('10/9 · 13 · 17')
    expect(container.querySelector('.load')!.textContent).toBe('medium')
    expect(foot(container)).toBe('+4 daggers → heavy · room for 3 more at medium')
    const fill = container.querySelector<HTMLElement>('.fill')!
    expect(parseFloat(fill.style.width)).toBeCloseTo((10 / 17) * 100, 1)
    expect(container.querySelector('.group-bar')!.classList.contains('tier-medium')).toBe(true)
    const ticks = [...container.querySelectorAll<HTMLElement>('.tick')].map((t) => parseFloat(t.style.left))
    expect(ticks.map((x) => Math.round(x))).toEqual([53, 76, 100])
  })

  it('says only the threshold when the group is at a limit, and one item in the singular', () => {
    // 13 daggers: at the medium maximum, no room left; one more is heavy.
    const { container } = renderBar(group('dagger', 13, 18, 'en'))
    expect(foot(container)).toBe('+1 dagger → heavy')
  })

  it('counts coins in coins', () => {
    // STR 10: coins 16/24/32 units of 100; 2,000 coins are medium (≤ 2,400).
    const { container } = renderBar(group('coin-gp', 2000, 10, 'en'))
    expect(foot(container)).toBe('+401 coins → heavy · room for 400 more at medium')
  })

  it('marks a group over its maximum and says by how much', () => {
    const { container } = renderBar(group('dagger', 20, 10, 'en'))
    expect(container.querySelector('.group-bar')!.classList.contains('tier-over')).toBe(true)
    expect(container.querySelector('.z-over')).not.toBeNull()
    expect(foot(container)).toBe('4 over')
    expect(screen.getByRole('meter').getAttribute('aria-valuemax')).toBe('20')
  })

  it('without a count, gives the bare numbers', () => {
    const { group: g, name } = group('dagger', 10, 18, 'en')
    const { container } = renderBar({ group: g, name })
    expect(foot(container)).toBe('+4 → heavy · room for 3 more at medium')
  })

  it('speaks French', () => {
    const { container } = renderBar(group('dagger', 10, 18, 'fr'), 'fr')
    expect(container.querySelector('.load')!.textContent).toBe('intermédiaire')
    expect(foot(container)).toBe('+4 dagues → lourde · place pour 3 de plus, toujours intermédiaire')
    const light = renderBar(group('dagger', 3, 18, 'fr'), 'fr')
    expect(foot(light.container)).toBe('+7 dagues → intermédiaire · place pour 6 de plus, toujours légère')
  })
})
