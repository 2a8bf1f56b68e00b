// `split`: a party and its loot as JSON on stdin (issue 5's input), the optimal split as JSON on stdout:
// `assignments` (loot, character, quantity, why), `left` (loot, quantity, why), `loads`, plus the
// loads before, the reasons' codes and the objective-4 figures. `into` (ids of participants'
// extradimensional lines, or of a bag of the loot: filled as its claimant's, or as whoever the split gives
// it to) lets the split fill those containers, `coinsInto` put coins in them too
// (coins per unit; items take the room first): such assignments say `in`. `effects` (speed for each
// carrier's base at its load after the split) and `warnings` (its containers past capacity or largest
// level) are evaluate's for each carrier's inventory after the split (issue 13 item 7).
//
// `split --campaign <file> [--apply]` (issue 24 item 1): the campaign's stash split among all its characters
// with the screen's own functions (the dialog's openingTicks and setupOf, consolidateForSplit, buildSplitInput,
// rowsFromAssignments, applicableRows, splitOps) and the worker's (validateSplitInput, splitLoot); the same
// JSON as above plus `moves`, `ops` and `written`. As on the screen by default, the stash's coins are first
// consolidated when that saves any (the batch's first op; --no-consolidate: not). The dialog's choices are
// options: --claim <line>=<character>[:<quantity>], --fund, --into <bag line>, --coins-into <bag line> (only
// where --into, as the dialog's coins tick), --balance-campaign [--sessions <id,id>] (issue 28: the value rule
// evens what each character received over the campaign, or over those sessions; `campaign` in the output
// gives each one's total before → after). --apply writes the moves as one batch (each with its ledger entry, noted as the
// screen notes them in the campaign's language) through the campaign store: lock, backup, durable atomic
// write. Any problem (invalid campaign, unknown item, locked or read-only file, full disk): exit 1, nothing
// written.
import { evaluate, RulesInputError, type EngineItem, type TierEffects } from '@shared/rules'
import {
  engineItemOf,
  givenItem,
  splitLoot,
  validateSplitInput,
  type SplitCampaign,
  type SplitInput,
  type SplitResult,
  type Why
} from '@shared/split'
import {
  applicableRows,
  buildSplitInput,
  consolidateForSplit,
  movesOf,
  openingTicks,
  rowKey,
  rowsFromAssignments,
  setupOf,
  splitOps,
  type SplitMove,
  type SplitSetup
} from '@shared/split'
import { formatProblem, type Campaign, type Op } from '@shared/campaign'
import { nowIso } from '@shared/core'
import { messages } from '@shared/i18n'
import { CampaignFileError, CampaignStore } from '../store/index'
import type { FlushResult } from '../store/campaign-store'
import { readCampaignBytesForCli } from './campaign-file-cli'
import { CliInputError, EXIT_FAILURE, EXIT_OK, parseJson, type CliIO } from './index'

type Reason = Omit<Why, 'text'>

export interface SplitOutput {
  assignments: {
    loot: string
    character: string
    quantity: number
    rounds?: number
    in?: string
    why: string
    reason: Reason
  }[]
  left: { loot: string; quantity: number; rounds?: number; why: string; reason: Reason }[]
  loads: SplitResult['loads']
  before: SplitResult['before']
  /** Each carrier's effects after the split, as evaluate gives them: `speed` in ft for its base (null when over). */
  effects: Record<string, TierEffects>
  /** Containers past their capacity or largest level after the split, of whichever carrier. */
  warnings: SplitWarning[]
  /**
   * Each share of the loot's value (funds included), in input order: a participant's own value plus
   * what the bearers carrying for it (`valueFor`) received, listed in `carriedBy`.
   */
  shares: { character: string; name: string; fund?: true; carriedBy?: string[]; valueGp: number }[]
  /** Richest share minus poorest; the optimizer's lower bound, and whether it proved the spread least. */
  spread: { gp: number; lowerBoundGp?: number; exact?: boolean }
  /**
   * Balance over the campaign (issue 28): each character's total received before and after this split
   * (gp, in input order), the spread after, and whether it is the least with these loads.
   */
  campaign?: {
    totals: { character: string; name: string; beforeGp: number; afterGp: number }[]
    spreadGp: number
    least: boolean
  }
  stats: SplitResult['stats']
}

/**
 * evaluate's container warning for one carrier: `id` is the container's line (its own or the loot's),
 * `content` (past the largest level) the line inside, by its id or, for a line with none, its name.
 */
export type SplitWarning =
  | { character: string; code: 'capacity'; id: string; units: number; capacity: number }
  | { character: string; code: 'max-level'; id: string; content: string; level: number; maxLevel: number }

/** Each carrier's inventory after the split (its own lines, then what it was given) through evaluate. */
function after(result: SplitResult, input: SplitInput): Pick<SplitOutput, 'effects' | 'warnings'> {
  const loot = new Map(input.loot.map((l) => [l.id, l]))
  const effects: Record<string, TierEffects> = {}
  const warnings: SplitWarning[] = []
  for (const character of input.characters) {
    if (character.fund || result.loads[character.id] === undefined) continue
    const items: EngineItem[] = [...character.items]
    const ids: (string | undefined)[] = character.items.map((item) => item.id)
    for (const a of result.assignments) {
      if (a.character !== character.id) continue
      const line = loot.get(a.loot)!
      const item = givenItem(engineItemOf(line), a)
      items.push(item)
      ids.push(line.id)
      if (!line.extradimensional) continue
      // a bag given from the loot keeps its id, for what the split put in it and what it holds already
      item.id = line.id
      for (const content of line.contents ?? []) {
        items.push({ ...content, in: line.id })
        ids.push(undefined)
      }
    }
    const evaluation = evaluate({ options: input.options, character, items })
    effects[character.id] = evaluation.effects
    for (const w of evaluation.warnings) {
      if (w.code === 'capacity') {
        warnings.push({ character: character.id, code: w.code, id: w.id, units: w.units, capacity: w.capacity })
      } else {
        const content = ids[w.content] ?? items[w.content]!.name
        warnings.push({
          character: character.id,
          code: w.code,
          id: w.id,
          content,
          level: w.level,
          maxLevel: w.maxLevel
        })
      }
    }
  }
  return { effects, warnings }
}

export function toOutput(result: SplitResult, input: SplitInput): SplitOutput {
  const bound = result.stats.valueSpreadBound
  const reason = (w: Why): Reason => ({ code: w.code, params: w.params }) as Reason
  return {
    assignments: result.assignments.map(({ why, ...a }) => ({ ...a, why: why.text, reason: reason(why) })),
    left: result.left.map(({ why, ...l }) => ({ ...l, why: why.text, reason: reason(why) })),
    loads: result.loads,
    before: result.before,
    ...after(result, input),
    shares: input.characters
      .filter((c) => c.valueFor === undefined)
      .map((c) => ({ c, carriedBy: input.characters.filter((b) => b.valueFor === c.id).map((b) => b.id) }))
      .filter(({ c, carriedBy }) => [c.id, ...carriedBy].some((id) => !result.stats.alreadyOver.includes(id)))
      .map(({ c, carriedBy }) => ({
        character: c.id,
        name: c.name,
        ...(c.fund ? { fund: true as const } : {}),
        ...(carriedBy.length > 0 ? { carriedBy } : {}),
        valueGp: result.stats.shareGp[c.id] ?? 0
      })),
    spread: {
      gp: result.stats.valueSpreadGp,
      ...(bound ? { lowerBoundGp: bound.gp, exact: bound.exact } : {})
    },
    ...(result.stats.campaign ? { campaign: campaignTotals(result.stats.campaign, input) } : {}),
    stats: result.stats
  }
}

function campaignTotals(campaign: SplitCampaign, input: SplitInput): NonNullable<SplitOutput['campaign']> {
  return {
    totals: input.characters
      .filter((c) => campaign.beforeGp[c.id] !== undefined)
      .map((c) => ({
        character: c.id,
        name: c.name,
        beforeGp: campaign.beforeGp[c.id]!,
        afterGp: campaign.afterGp[c.id]!
      })),
    spreadGp: campaign.spreadGp,
    least: campaign.least === true
  }
}

const USAGE =
  'usage: npm run -s cli -- split < party.json\n' +
  '       npm run -s cli -- split --campaign <file> [--apply] [--fund] [--claim <line>=<character>[:<quantity>]]… ' +
  '[--into <bag line>]… [--coins-into <bag line>]… [--no-consolidate] [--balance-campaign [--sessions <id,id>]]'

export async function run(args: readonly string[], io: CliIO): Promise<number> {
  if (args.length > 0) return runCampaign(parseCampaignArgs(args), io)
  const raw = parseJson(await io.readStdin())
  let input
  try {
    input = validateSplitInput(raw)
  } catch (error) {
    if (error instanceof RulesInputError) throw new CliInputError(error.message)
    throw error
  }
  io.stdout(`${JSON.stringify(toOutput(splitLoot(input), input), null, 2)}\n`)
  return EXIT_OK
}

interface CampaignArgs {
  file: string
  apply: boolean
  fund: boolean
  /** Consolidate the stash's coins before splitting (the dialog's option, on by default). */
  consolidate: boolean
  claims: { loot: string; character: string; quantity?: number }[]
  into: string[]
  coinsInto: string[]
  /** Balance over the campaign (the dialog's option). */
  balance: boolean
  /** Over these sessions (null: the whole campaign). */
  sessions: string[] | null
}

function parseCampaignArgs(args: readonly string[]): CampaignArgs {
  const out: CampaignArgs = {
    file: '',
    apply: false,
    fund: false,
    consolidate: true,
    claims: [],
    into: [],
    coinsInto: [],
    balance: false,
    sessions: null
  }
  const value = (i: number): string => {
    const v = args[i + 1]
    if (v === undefined || v.startsWith('--')) throw new CliInputError(`${args[i]} needs a value; ${USAGE}`)
    return v
  }
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!
    if (a === '--apply') out.apply = true
    else if (a === '--fund') out.fund = true
    else if (a === '--no-consolidate') out.consolidate = false
    else if (a === '--balance-campaign') out.balance = true
    else if (a === '--sessions')
      out.sessions = value(i++)
        .split(',')
        .map((id) => id.trim())
        .filter((id) => id !== '')
    else if (a === '--campaign') out.file = value(i++)
    else if (a === '--into') out.into.push(value(i++))
    else if (a === '--coins-into') out.coinsInto.push(value(i++))
    else if (a === '--claim') {
      const m = /^([^=]+)=([^:]+)(?::(\d+))?$/.exec(value(i++))
      if (!m) throw new CliInputError(`--claim takes <line>=<character>[:<quantity>] (got ${args[i]}); ${USAGE}`)
      out.claims.push({ loot: m[1]!, character: m[2]!, ...(m[3] !== undefined ? { quantity: Number(m[3]) } : {}) })
    } else throw new CliInputError(`unknown argument ${a}; ${USAGE}`)
  }
  if (!out.file) throw new CliInputError(`split with arguments needs --campaign <file>; ${USAGE}`)
  if (out.sessions && !out.balance) throw new CliInputError(`--sessions needs --balance-campaign; ${USAGE}`)
  if (out.sessions?.length === 0) throw new CliInputError(`--sessions needs at least one session id; ${USAGE}`)
  return out
}

/** The dialog's ticks as the screen opens it (everyone shares every stash line), with these options. */
export function campaignSetup(
  campaign: Campaign,
  args: Omit<CampaignArgs, 'file' | 'apply' | 'consolidate'>
): SplitSetup {
  const stash = new Set(campaign.stash.map((l) => l.id))
  const characters = new Set(campaign.characters.map((c) => c.id))
  for (const c of args.claims) {
    if (!stash.has(c.loot)) throw new CliInputError(`--claim: the stash has no line "${c.loot}"`)
    if (!characters.has(c.character)) throw new CliInputError(`--claim: the campaign has no character "${c.character}"`)
  }
  const sessions = new Set((campaign.sessions ?? []).map((s) => s.id))
  for (const id of args.sessions ?? [])
    if (!sessions.has(id)) throw new CliInputError(`--sessions: the campaign has no session "${id}"`)
  const ticked = (ids: readonly string[]) => Object.fromEntries(ids.map((id) => [id, true]))
  return setupOf(campaign, {
    ...openingTicks(campaign, { participants: {}, included: {} }),
    fund: args.fund,
    claims: Object.fromEntries(
      args.claims.map((c) => [c.loot, c.quantity === undefined ? { character: c.character } : c])
    ),
    fill: ticked(args.into),
    fillCoins: ticked(args.coinsInto),
    balance: args.balance,
    balanceSessions: args.sessions ? ticked(args.sessions) : null
  })
}

export interface CampaignSplit {
  output: SplitOutput & { moves: SplitMove[] }
  ops: Op[]
}

/**
 * What the screen computes for these choices: the coins consolidated first (when `consolidate` and that
 * saves any), the optimizer's input and result, its rows, their ops (the consolidation's first).
 */
export function splitCampaign(campaign: Campaign, setup: SplitSetup, at: string, consolidate = true): CampaignSplit {
  const m = messages(campaign.exportLanguage).lootSplit
  const consolidation = consolidate ? consolidateForSplit(campaign, setup, { stamp: rowKey(), at }) : null
  const base = consolidation?.base ?? campaign
  const input = validateSplitInput(buildSplitInput(base, consolidation?.setup ?? setup, m.fund))
  const result = splitLoot(input)
  const rows = applicableRows(base.stash, rowsFromAssignments(result.assignments))
  const ops = splitOps(base.stash, rows, { at, note: m.label })
  if (consolidation) ops.unshift({ ...consolidation.op, note: m.label })
  return { output: { ...toOutput(result, input), moves: movesOf(rows) }, ops }
}

async function runCampaign(args: CampaignArgs, io: CliIO): Promise<number> {
  const fail = (message: string): number => {
    io.stderr(`${args.file}: ${message}\n`)
    return EXIT_FAILURE
  }
  const readable = await readCampaignBytesForCli(args.file)
  if (!readable.ok) return fail(readable.message)
  let store: CampaignStore
  try {
    store = await CampaignStore.open(args.file, args.apply ? {} : { readOnly: true })
  } catch (e) {
    if (!(e instanceof CampaignFileError)) throw e
    for (const p of e.problems) io.stderr(`${formatProblem(p)}\n`)
    return EXIT_FAILURE
  }
  let outcome: { text: string; written: boolean } | number
  let flushed: FlushResult
  try {
    outcome = splitAndApply(store, args, fail)
  } finally {
    flushed = await store.close()
  }
  if (typeof outcome === 'number') return outcome
  if (outcome.written && flushed !== 'saved')
    return fail(
      `${flushed === 'changed-on-disk' ? 'the file changed on disk meanwhile' : 'the save failed'}; nothing written`
    )
  io.stdout(outcome.text)
  return EXIT_OK
}

function splitAndApply(
  store: CampaignStore,
  args: CampaignArgs,
  fail: (message: string) => number
): { text: string; written: boolean } | number {
  if (args.apply && store.readOnly) return fail(`read-only (${store.readOnly}); nothing written`)
  let split: CampaignSplit
  try {
    split = splitCampaign(store.campaign, campaignSetup(store.campaign, args), nowIso(), args.consolidate)
  } catch (e) {
    if (e instanceof CliInputError) throw e
    return fail(`${(e as Error).message}; nothing written`)
  }
  const written = args.apply && split.ops.length > 0
  if (written) store.applyBatch(split.ops, messages(store.campaign.exportLanguage).lootSplit.label)
  return { text: `${JSON.stringify({ ...split.output, ops: split.ops.length, written }, null, 2)}\n`, written }
}
