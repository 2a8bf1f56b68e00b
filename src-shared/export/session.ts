// A session's report (issue 28, RULES.md §15) as its documents show it (model.ts `SessionDocument`): the figures
// are `sessionReport`'s (src-shared/wealth); this module words them, in the campaign's export language or the
// screen's, the ledger's way (item names and holders as the ledger names them, removed ones included).
import type { Campaign } from '../campaign/schema'
import { resolveRef, type CatalogLookup } from '../campaign/to-engine'
import { sessionReport } from '../wealth/index'
import { formatDate, formatNumber } from '../core/format'
import type { Language } from '../core/language'
import type { Tier } from '../rules/types'
import { messages } from '../i18n/index'
import { TIER_SYMBOL } from '../i18n/exports'
import { ledgerHolderNames } from '../i18n/ledger-holder'
import { ledgerItemName } from '../i18n/ledger-item'
import { ledgerQuantity } from '../i18n/ledger-note'
import type { SessionDocument, SessionLine } from './model'
import { localIsoNow } from './summary'

export interface SessionDocumentOptions {
  lookup: CatalogLookup
  generatedAt?: string
  /** The words' language; default, the campaign's export language (the screen passes its own). */
  language?: Language
}

/** The report of the session `sessionId` (one the campaign has). */
export function sessionDocument(
  campaign: Campaign,
  sessionId: string,
  { lookup, generatedAt, language = campaign.exportLanguage }: SessionDocumentOptions
): SessionDocument {
  const m = messages(language)
  const report = sessionReport(campaign, sessionId)
  if (!report) throw new Error(`no session '${sessionId}' in campaign '${campaign.name}'`)
  const place = ledgerHolderNames(campaign, m, language)
  const nameOf = (id: string): string => place({ type: 'character', id })
  const tier = (t: Tier | undefined) => (t === undefined ? null : { tier: t, label: m.tier[t], symbol: TIER_SYMBOL[t] })
  const line = ({ entry: e, valueGp }: { entry: Campaign['ledger'][number]; valueGp: number | null }): SessionLine => {
    const item = ledgerItemName(e, language, () => resolveRef(e.ref, lookup, campaign.customItems, language)?.name)
    const quantity = ledgerQuantity(e)
    const rounds = e.rounds ?? 0
    const what =
      quantity === null
        ? `${item} · ${m.ledger.roundsSpent(formatNumber(language, rounds), rounds)}`
        : `${formatNumber(language, quantity)} × ${item}`
    return { what, from: place(e.from, e.fromBag), valueGp }
  }
  const characters = campaign.characters.map((c) => c.id)
  return {
    kind: 'session',
    language,
    campaignName: campaign.name,
    generatedAt: generatedAt ?? localIsoNow(),
    session: {
      id: report.session.id,
      name: report.session.name,
      date: report.session.date,
      dateLabel: formatDate(language, report.session.date),
      open: report.session.closedAt === undefined
    },
    haulGp: report.haulGp,
    received: report.received.map((r) => ({
      name: nameOf(r.characterId),
      valueGp: r.valueGp,
      bearers: r.bearers.map((b) => ({ name: nameOf(b.characterId), valueGp: b.valueGp }))
    })),
    sold: report.sold.map(line),
    used: report.used.map(line),
    spent: report.spent.map(line),
    loads: characters.map((id) => ({
      name: nameOf(id),
      before: tier(report.loadsBefore[id]),
      after: tier(report.loadsAfter[id])
    }))
  }
}
