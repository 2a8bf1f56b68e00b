// Coins as a GM handles them (RULES.md §14): kinds and rates, exact exchange, consolidation.
export * from './denominations'
export * from './exchange'
export * from './consolidate'
