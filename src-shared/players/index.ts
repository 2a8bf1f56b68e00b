// Players at the table (issue 27): what the GM shares with each character's phone, and what a player
// may send back (claims on the stash, use requests).
export * from './settings'
export * from './requests'
export * from './view'
export * from './line-stamps'
export * from './gm'
