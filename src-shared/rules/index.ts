// The rules engine (RULES.md): pure functions, no Node, DOM or Electron.
export * from './types'
export * from './tables'
export { DEFAULT_OPTIONS, resolveOptions } from './options'
export { strengthModifier, strengthAdjustment } from './strength'
export { baseLimits, adjustLimits, limitsFor } from './limits'
export { tierOf, compareTiers, worstTier, tierEffects, headroom } from './tiers'
export { clampLevel, effectiveLevel, creatureLevel } from './size'
export { classify, levelByWeight, SIZE_CUES, WEIGHT_BANDS_KG, type Classification } from './classify'
export {
  placeItem,
  lineUnits,
  itemLevel,
  baseLevelOf,
  kindKey,
  kindOf,
  groupKey,
  groupLabel,
  categoryAt,
  containersForRounds,
  FAMILY_OF_TYPE,
  FAMILY_ORDER
} from './placement'
export { evaluate, containerWarnings, containerUse, usedUnits, type ContainerUse } from './evaluate'
export {
  resolveBearer,
  shiftSize,
  defaultBaseSpeed,
  baseSpeedOf,
  reducedSpeed,
  feetToMetres,
  NAMED_EFFECT_CHANGES,
  type ResolvedBearer
} from './bearer'
export {
  RulesInputError,
  validateEvaluateInput,
  validateEngineItem,
  toRulesInputError,
  formatPath,
  describeIssue,
  PARSE_PARAMS,
  checkEngineItem,
  EngineItemObjectSchema,
  EngineItemSchema,
  BearerSchema,
  RuleOptionsInputSchema,
  EvaluateInputSchema,
  SizeInputSchema,
  ArmorCategoryInputSchema,
  MAX_QUANTITY,
  MAX_ITEMS,
  MAX_CUSTOM_LIMIT,
  MAX_BASE_SPEED,
  MAX_EFFECTS,
  BaseSpeedInputSchema,
  CustomEffectInputSchema,
  EffectInputSchema,
  containmentProblem,
  checkContainment
} from './validate'
