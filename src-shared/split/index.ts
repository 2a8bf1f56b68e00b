// The loot split's public entry: the pure engine (engine.ts; what the split worker runs, through
// '@shared/split/engine' so that it does not load the catalog), and the screen's and the CLI's way from a
// campaign to a split input and from a split back to ops (split-input.ts, split-rows.ts), the dialog's choices
// (split-setup.ts), the preview's edits (split-edit.ts) and the preview panel's lines (split-view.ts).
export * from './engine'
export * from './bins'
export * from './split-input'
export * from './split-rows'
export * from './split-setup'
export * from './split-edit'
export * from './split-view'
export * from './player-claims'
