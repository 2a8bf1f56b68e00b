// @vitest-environment jsdom
import { render, screen } from '@testing-library/svelte'
import { describe, expect, it } from 'vitest'
import GroupBar from '../../../src-renderer/src/lib/components/GroupBar.svelte'
import { i18nContext } from '../../../src-renderer/src/lib/context'
import { I18n } from '../../../src-renderer/src/lib/i18n/i18n.svelte'
import { evaluate } from '../../../src-shared/rules'
import type { GroupResult } from '../../../src-shared/rules/types'

/** A real group from the engine: STR 18 (limits +1), `n` daggers. */
function daggers(n: number, strength = 18): GroupResult {
  const ev = evaluate({ character: { strength }, items: [{ name: 'Dagger', type: 'weapon', category: 'light', quantity: n }] })
  return ev.groups[0]!
}

function renderBar(group: GroupResult, lang: 'en' | 'fr' = 'en') {
  return render(GroupBar, { props: { group, name: 'light weapons' }, context: i18nContext(new I18n(lang)) })
}

describe('GroupBar', () => {
  it('shows units against the three limits, the tier and the headroom, as an accessible meter', () => {
    const { container } = renderBar(daggers(10))
    const meter = screen.getByRole('meter', { name: 'light weapons' })
    expect(meter.getAttribute('aria-valuenow')).toBe('10')
    expect(meter.getAttribute('aria-valuemax')).toBe('17')
    expect(meter.getAttribute('aria-valuetext')).toBe('light weapons: 10 units; light up to 9, medium up to 13, heavy up to 17')
    expect(container.querySelector('.figures')!.textContent!.replace(/\s+/g, ' ').trim()).toBe('10/9 · 13 · 17')
    expect(container.textContent).toContain('medium')
    expect(container.textContent).toContain('3 more → heavy')
    const fill = container.querySelector<HTMLElement>('.fill')!
    expect(parseFloat(fill.style.width)).toBeCloseTo((10 / 17) * 100, 1)
    expect(container.querySelector('.group-bar')!.classList.contains('tier-medium')).toBe(true)
    const ticks = [...container.querySelectorAll<HTMLElement>('.tick')].map((t) => parseFloat(t.style.left))
    expect(ticks.map((x) => Math.round(x))).toEqual([53, 76, 100])
  })

  it('marks a group over its maximum and says by how much', () => {
    const { container } = renderBar(daggers(20, 10))
    expect(container.querySelector('.group-bar')!.classList.contains('tier-over')).toBe(true)
    expect(container.querySelector('.z-over')).not.toBeNull()
    expect(container.textContent).toContain('4 over')
    expect(screen.getByRole('meter').getAttribute('aria-valuemax')).toBe('20')
  })

  it('speaks French', () => {
    const { container } = renderBar(daggers(3), 'fr')
    expect(container.textContent).toContain('légère')
    expect(container.textContent).toContain('encore 6 → intermédiaire')
  })
})
