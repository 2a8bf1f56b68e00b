// House-rule options (RULES.md §9).
import type { RuleOptions } from './types'

export const DEFAULT_OPTIONS: Readonly<RuleOptions> = Object.freeze({
  strengthRaisesMax: true,
  rounding: 'floor',
  coinsPerUnit: 100,
  quadrupedsCarryMore: false,
  extradimensionalContentsCount: false
})

/** Fills the options a campaign or an input left out with the defaults. */
export function resolveOptions(partial?: Partial<RuleOptions> | null): RuleOptions {
  if (!partial) return { ...DEFAULT_OPTIONS }
  const out: RuleOptions = {
    strengthRaisesMax: partial.strengthRaisesMax ?? DEFAULT_OPTIONS.strengthRaisesMax,
    rounding: partial.rounding ?? DEFAULT_OPTIONS.rounding,
    coinsPerUnit: partial.coinsPerUnit ?? DEFAULT_OPTIONS.coinsPerUnit,
    quadrupedsCarryMore: partial.quadrupedsCarryMore ?? DEFAULT_OPTIONS.quadrupedsCarryMore,
    extradimensionalContentsCount:
      partial.extradimensionalContentsCount ?? DEFAULT_OPTIONS.extradimensionalContentsCount
  }
  if (partial.groupLimits) out.groupLimits = partial.groupLimits
  return out
}
