// The loot split, from the stash's "Split loot" button to one undoable batch:
//   setup    the dialog: who shares (and a party fund), which stash lines, who wants what (SplitChoices);
//   running  the optimizer in the split worker (progress after 300 ms, Cancel terminates it: SplitRun);
//   preview  a what-if: the split's moves are the sandbox's ops (SplitOpsBlock), so every card shows
//            before → after through the engine worker like any what-if; the panel lists each line, its
//            reason and the figures (SplitPanel); the GM edits a row (SplitEdits) and the worker reviews
//            the edited split (stale answers dropped); Apply sends every move as ONE batch ("Loot split"),
//            Discard leaves the file as is.
// This class holds the phase and runs the flow between those parts; each keeps its own state.
import type { Campaign } from '@shared/campaign'
import { nowIso } from '@shared/core'
import type { Messages } from '@shared/i18n'
import {
  buildSplitInput,
  claimsForSplit,
  consolidateForSplit,
  mergePlayerClaims,
  movesOf,
  reviewInput,
  rowKey,
  SplitCancelledError,
  type PlayerClaimInput,
  type SplitClaimChoice,
  type SplitConsolidation,
  type SplitInput,
  type SplitResult
} from '@shared/split'
import type { AppState } from '../state/app.svelte'
import { errorMessage } from '../state/client'
import { explainError, explainReadOnly } from '../explain'
import type { SplitRunner } from './split-client'
import { SplitChoices } from './split-choices.svelte'
import { SplitRun } from './split-run.svelte'
import { SplitEdits } from './split-edits.svelte'
import { SplitPanel } from './split-panel.svelte'
import { SplitOpsBlock } from './split-block'

export type SplitPhase = 'closed' | 'setup' | 'running' | 'preview'

type Host = Pick<AppState, 'real' | 'whatIf' | 'm' | 'toast' | 'route'> & Partial<Pick<AppState, 'sharing'>>

/** The optimizer's input for the choices, and the coin consolidation it starts with (if any). */
interface Prepared {
  input: SplitInput
  consolidation: SplitConsolidation | null
}

export class LootSplitState {
  phase = $state<SplitPhase>('closed')
  /** Why the last run could not be made, in the GM's language (shown in the dialog). */
  error = $state<string | null>(null)

  readonly choices: SplitChoices
  readonly run: SplitRun
  readonly preview: SplitEdits
  readonly panel: SplitPanel

  #host: Host
  #block: SplitOpsBlock
  /** The players' claims as the dialog last took them (line id → claim). */
  #fromPlayers: Record<string, SplitClaimChoice> = {}

  constructor(host: Host, runner?: SplitRunner) {
    this.#host = host
    const campaign = () => host.real.campaign
    const m = () => host.m
    this.choices = new SplitChoices(campaign, m)
    this.run = new SplitRun(runner)
    this.preview = new SplitEdits({
      campaign,
      editable: () => this.previewing,
      changing: () => this.panel.keep(),
      edited: () => {
        this.#sync()
        this.#requestReview()
      }
    })
    this.panel = new SplitPanel(this.preview, this.choices, m)
    this.#block = new SplitOpsBlock(() => host.whatIf)
  }

  /**
   * The preview is on screen: the split's what-if is the active one (not discarded, nor replaced by
   * a fresh what-if since).
   */
  get previewing(): boolean {
    return this.phase === 'preview' && this.#block.shown
  }

  /** A split starts from the real campaign: not inside a what-if that already changed something. */
  get blockedByWhatIf(): boolean {
    return this.#block.changed && !this.previewing
  }

  get campaign(): Campaign | null {
    return this.#host.real.campaign
  }

  // ---- setup ------------------------------------------------------------------------------------

  /** Opens the dialog with everyone sharing every stash line (the last choices when reopened). */
  open(): void {
    if (this.blockedByWhatIf) {
      this.#host.toast(this.#host.m.lootSplit.finishWhatIf, 'error')
      return
    }
    if (this.previewing) return
    if (this.phase === 'preview') this.#end()
    const campaign = this.campaign
    if (!campaign) return
    this.choices.reopen(campaign)
    // the players' claims (issue 27) are the split's: need before greed; the GM can still change them here
    const fromPlayers = this.#playersClaims(this.#host.sharing?.claims ?? [])
    if (Object.keys(fromPlayers).length > 0) this.choices.claims = { ...this.choices.claims, ...fromPlayers }
    this.#fromPlayers = fromPlayers
    this.error = null
    this.phase = 'setup'
  }

  #playersClaims(claims: readonly PlayerClaimInput[]): Record<string, SplitClaimChoice> {
    return claimsForSplit(claims, Object.keys(this.choices.participants))
  }

  /**
   * The players' claims changed (a phone sent or took back one): while the dialog is open they go into it,
   * but for a line whose claim the GM changed there.
   */
  playersClaimed(claims: readonly PlayerClaimInput[]): void {
    if (this.phase !== 'setup') return
    const next = this.#playersClaims(claims)
    this.choices.claims = mergePlayerClaims(this.choices.claims, this.#fromPlayers, next)
    this.#fromPlayers = next
  }

  close(): void {
    if (this.phase === 'running') this.cancel()
    if (this.phase === 'setup') this.phase = 'closed'
  }

  // ---- running ----------------------------------------------------------------------------------

  /** Runs the optimizer on the choices; resolves when the preview shows (or the run ended otherwise). */
  async start(): Promise<void> {
    const campaign = this.campaign
    if (!campaign || this.phase !== 'setup' || this.choices.problem) return
    let prepared: Prepared
    try {
      prepared = this.#prepare(campaign)
    } catch (e) {
      this.error = splitFailed(e, this.#host.m)
      return
    }
    this.error = null
    this.phase = 'running'
    const outcome = await this.run.split(prepared.input)
    if (!outcome) return // cancelled, or another run started
    if (!outcome.ok) {
      this.phase = 'setup'
      if (!(outcome.error instanceof SplitCancelledError)) this.error = splitFailed(outcome.error, this.#host.m)
      return
    }
    if (this.phase !== 'running') return
    this.#preview(prepared, outcome.result)
  }

  /**
   * The optimizer's input for the choices. With the option on and coins to save, the split starts by
   * consolidating the stash's plain coins (the new coin lines chosen when any stash coin line was).
   */
  #prepare(campaign: Campaign): Prepared {
    const setup = this.choices.setup
    const consolidation = this.choices.consolidate
      ? consolidateForSplit(campaign, setup, { stamp: rowKey(), at: nowIso() })
      : null
    const input = buildSplitInput(
      consolidation?.base ?? campaign,
      consolidation?.setup ?? setup,
      this.#host.m.lootSplit.fund
    )
    return { input, consolidation }
  }

  /** Stops the running split; the dialog stays with the same choices. */
  cancel(): void {
    if (this.phase !== 'running') return
    this.run.cancel()
    this.phase = 'setup'
    this.#host.toast(this.#host.m.lootSplit.cancelled)
  }

  // ---- preview ----------------------------------------------------------------------------------

  #preview({ input, consolidation }: Prepared, result: SplitResult): void {
    const reviewed = this.preview.begin(input, result, consolidation)
    // the GM's ✕ on the split's chip ends the preview; the rest of the what-if stays
    this.#block.open(() => {
      this.#end()
      this.#host.toast(this.#host.m.lootSplit.discarded)
    })
    this.#sync()
    this.phase = 'preview'
    const route = this.#host.route.name
    if (route === 'rules' || route === 'ledger') this.#host.route = { name: 'party' }
    if (!reviewed) this.#requestReview()
  }

  /** The split's block in the what-if: its moves, before whatever else the GM tried during the preview. */
  #sync(): void {
    this.#block.set(this.preview.ops({ at: nowIso(), note: this.#host.m.lootSplit.label }))
  }

  #requestReview(): void {
    const input = this.preview.input
    if (!input) return
    const rows = this.preview.rows
    this.run.review(reviewInput(input, rows), movesOf(rows), (outcome) => {
      if (outcome.ok) this.preview.reviewed(outcome.result)
      else if (!(outcome.error instanceof SplitCancelledError))
        this.#host.toast(splitFailed(outcome.error, this.#host.m), 'error')
    })
  }

  /**
   * Ctrl+Z during the preview: takes back the GM's last edit of the split. False when the last
   * what-if op is not the split's (the GM tried something else too: the what-if undoes it).
   */
  undoEdit(): boolean {
    if (!this.previewing || !this.#block.last) return false
    this.preview.undo()
    return true
  }

  /** Every move as one batch ("Loot split"): one undo step, each move in the ledger. */
  apply(): void {
    if (!this.previewing) return
    const { real, m } = this.#host
    const readOnly = explainReadOnly(real, m)
    if (readOnly) {
      this.#host.toast(m.banner.readOnly(readOnly), 'error')
      return
    }
    this.#sync() // the ledger's time is the time of applying
    try {
      this.#block.apply(m.lootSplit.label)
      this.#host.toast(m.lootSplit.applied)
    } catch (e) {
      this.#host.toast(explainError(e, m), 'error')
    }
    this.#end()
  }

  /** Drops the preview: the campaign file never changed. */
  discard(): void {
    if (this.phase !== 'preview') return
    this.#block.discard()
    this.#end()
    this.#host.toast(this.#host.m.lootSplit.discarded)
  }

  /** Back to the dialog with the same choices (the preview is dropped). */
  options(): void {
    if (this.phase !== 'preview') return
    this.#block.discard()
    this.#end()
    this.open()
  }

  #end(): void {
    this.run.dropReviews()
    this.phase = 'closed'
    this.preview.end()
    this.#block.close()
  }
}

/** A failed split in the UI's language. The worker's message (English, a field path) goes to the log:
 *  the GM gets whether the data was refused (a RulesInputError, its name kept across comlink) or the
 *  calculation broke. */
function splitFailed(e: unknown, m: Messages): string {
  console.warn('[loot split]', errorMessage(e))
  const refused = e instanceof Error && e.name === 'RulesInputError'
  return m.lootSplit.failed(refused ? m.lootSplit.failure.refused : m.lootSplit.failure.unexpected)
}
