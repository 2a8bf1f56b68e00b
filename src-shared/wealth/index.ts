// Wealth over a campaign (RULES.md §15, issue 28): a character's wealth and the party fund, the expected wealth
// by level, the value each character received (whole campaign, some sessions, session by session) and a
// session's report. Pure: a campaign in, numbers in gp out.
export { fundShare, linesValueGp, ownBearers, partyCharacters, partyFund, wealthOf } from './wealth'
export { expectedWealth, WEALTH_BY_LEVEL, WEALTH_SCALE_FACTOR } from './expected'
export {
  countsFor,
  entriesOf,
  entryValueGp,
  entryValueOrNull,
  receivedBy,
  receivedByHolder,
  receivedBySession,
  type SessionReceipts
} from './received'
export { sessionReport, type ReceivedRow, type ReportEntry, type SessionReport } from './report'
