// The accessibility check of the e2e suite: axe-core over what is on screen, no serious or critical
// violation. One helper for every spec (it was written out in four).
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** The axe rules that read colours: all a theme can change (the DOM stays the same). */
export const COLOUR_RULES: readonly string[] = ['color-contrast', 'link-in-text-block']

/**
 * Fails with each serious or critical violation (rule, impact, first three elements), named after
 * `screen`. `include`: a selector to scan instead of the whole page; `rules`: only these rules.
 * Returns the rules violated at any impact, for a test that logs them.
 */
export async function expectAccessible(
  page: Page,
  screen: string,
  options: { include?: string; rules?: readonly string[] } = {}
): Promise<string[]> {
  const builder = new AxeBuilder({ page })
  if (options.include) builder.include(options.include)
  if (options.rules) builder.withRules([...options.rules])
  const { violations } = await builder.analyze()
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(
    bad.map(
      (v) =>
        `${screen}: ${v.id} (${v.impact}) ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`
    )
  ).toEqual([])
  return violations.map((v) => `${v.id} (${v.impact})`)
}
