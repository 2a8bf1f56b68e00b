// Importing characters from elsewhere (Foundry VTT's PF1 actors): parse, match to the catalog, review, ops.
export * from './foundry-schema'
export * from './foundry-pf1'
export * from './catalog-match'
export * from './buff-effects'
export * from './review'
export * from './import-ops'
