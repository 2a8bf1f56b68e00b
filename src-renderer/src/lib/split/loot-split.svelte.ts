// The loot split, from the stash's "Split loot" button to one undoable batch:
//   setup    the dialog: who shares (and a party fund), which stash lines, who wants what;
//   running  the optimizer in the split worker (progress after 300 ms, Cancel terminates it);
//   preview  a what-if: the split's moves are the sandbox's ops, so every card shows before → after
//            through the engine worker like any what-if; the panel lists each line, its reason and
//            the figures; the GM edits a row and the worker reviews the edited split (stale answers
//            dropped); Apply sends every move as ONE batch ("Loot split"), Discard leaves the file as is.
/* eslint-disable svelte/prefer-svelte-reactivity -- the sets and maps here are private bookkeeping or built whole inside a $derived, never mutated where the UI reads them */
import { applyOp, plainCoinKind, purseOf, type Op, type Campaign, type InventoryLine } from '@shared/campaign'
import { coinCount, nowIso } from '@shared/core'
import { resolveOptions } from '@shared/rules'
import {
  lootBagHolders,
  MAX_BEARERS,
  SplitCancelledError,
  type SplitInput,
  type SplitLeft,
  type SplitResult,
  type Why,
  FUND_ID,
  buildSplitInput,
  containerChoices,
  heldBy,
  splittable,
  type SplitClaimChoice,
  type SplitSetup,
  applicableRows,
  movesOf,
  outOfGoneBags,
  reasonKey,
  rowKey,
  rowsFromAssignments,
  sameDestination,
  splitOps,
  type SplitRow
} from '@shared/split'
import type { AppState } from '../state/app.svelte'
import { errorMessage } from '../state/client'
import type { Messages } from '@shared/i18n'
import { explainError, explainReadOnly } from '../explain'
import { WorkerSplitRunner, type SplitRunner } from './split-client'

export type SplitPhase = 'closed' | 'setup' | 'running' | 'preview'

/** Runs shorter than this never show a progress bar (no flash for the usual instant split). */
export const PROGRESS_DELAY_MS = 300

/** One stash line of the split as the panel shows it. */
export interface SplitLineView {
  line: InventoryLine
  rows: { row: SplitRow; why: Why | undefined }[]
  left: SplitLeft | undefined
  /** Containers (or units, coins) of the line no row takes. */
  rest: number
}

type Host = Pick<AppState, 'real' | 'whatIf' | 'm' | 'toast' | 'route'>

export class LootSplitState {
  phase = $state<SplitPhase>('closed')

  // ---- setup ------------------------------------------------------------------------------------
  participants = $state<Record<string, boolean>>({})
  fund = $state(false)
  /** Consolidate the stash's coins (fewest coins, same value) before splitting: one more op of the batch. */
  consolidate = $state(true)
  /** The preview's consolidation: coins saved (null when off or nothing to change). */
  consolidated = $state<{ saved: number } | null>(null)
  /** The consolidation op the batch starts with, and the stash the split's rows refer to after it. */
  #coinOp: Extract<Op, { type: 'coins/consolidate' }> | null = null
  #base = $state<InventoryLine[] | null>(null)
  included = $state<Record<string, boolean>>({})
  claims = $state<Record<string, SplitClaimChoice | undefined>>({})
  /** Extradimensional line id → the split may put loot in it (off unless the GM ticks it). */
  fill = $state<Record<string, boolean>>({})
  /** Extradimensional line id → coins may go in it too (RULES.md §4: coins per unit; off by default). */
  fillCoins = $state<Record<string, boolean>>({})
  error = $state<string | null>(null)

  // ---- running ----------------------------------------------------------------------------------
  progress = $state(0)
  /** The run has lasted over PROGRESS_DELAY_MS: the progress bar and Cancel show. */
  slow = $state(false)

  // ---- preview ----------------------------------------------------------------------------------
  input = $state.raw<SplitInput | null>(null)
  rows = $state.raw<readonly SplitRow[]>([])
  /** The optimizer's or the last review's result; null while the first review runs. */
  result = $state.raw<SplitResult | null>(null)
  /** A review of the latest edit is running (the reasons shown may be one edit old). */
  reviewing = $state(false)
  edits = $state(0)

  #host: Host
  #runner: SplitRunner
  #history: (readonly SplitRow[])[] = []
  #mine = new Set<Op>()
  #run = 0
  #review = 0

  constructor(host: Host, runner: SplitRunner = new WorkerSplitRunner()) {
    this.#host = host
    this.#runner = runner
  }

  /**
   * The preview is on screen: the split's what-if is the active one (not discarded, nor replaced by
   * a fresh what-if since).
   */
  get previewing(): boolean {
    const whatIf = this.#host.whatIf
    return (
      this.phase === 'preview' &&
      whatIf.active &&
      (this.#mine.size === 0 || whatIf.ops.some((op) => this.#mine.has(op)))
    )
  }

  /** A split starts from the real campaign: not inside a what-if that already changed something. */
  get blockedByWhatIf(): boolean {
    return this.#host.whatIf.active && !this.previewing && this.#host.whatIf.ops.length > 0
  }

  get campaign(): Campaign | null {
    return this.#host.real.campaign
  }

  /** Stash lines the dialog offers. */
  get stashLines(): InventoryLine[] {
    return (this.campaign?.stash ?? []).filter(splittable)
  }

  /**
   * The dialog's lines in stash order, each stash bag followed by what it holds (`bag`): those go with
   * it, picked with it (RULES.md §10), never on their own.
   */
  get dialogLines(): { line: InventoryLine; bag?: InventoryLine }[] {
    const stash = this.campaign?.stash ?? []
    const lines = stash.filter(splittable)
    if (!lines.some((l) => l.in !== undefined)) return lines.map((line) => ({ line }))
    // a bag of quantity 1 is splittable itself: each content has its bag among the lines
    const held = new Map<string, InventoryLine[]>()
    const out: { line: InventoryLine; bag?: InventoryLine }[] = []
    for (const line of lines) {
      const bag = heldBy(stash, line)
      if (!bag) continue
      const list = held.get(bag.id)
      if (list) list.push(line)
      else held.set(bag.id, [line])
    }
    const inside = new Set([...held.values()].flat())
    for (const line of lines) {
      if (inside.has(line)) continue
      out.push({ line })
      const bag = line
      for (const content of held.get(line.id) ?? []) out.push({ line: content, bag })
    }
    return out
  }

  /** Whether the stash has a line to split (the button asks after every change: no 11,000-line copy). */
  get hasLoot(): boolean {
    return (this.campaign?.stash ?? []).some(splittable)
  }

  get setup(): SplitSetup {
    const characters = this.campaign?.characters ?? []
    return {
      participants: characters.filter((c) => this.participants[c.id]).map((c) => c.id),
      fund: this.fund,
      // what a stash bag holds goes with it (see dialogLines), never on its own
      loot: this.stashLines
        .filter((l) => this.included[l.id] && !(l.in !== undefined && heldBy(this.campaign?.stash ?? [], l)))
        .map((l) => l.id),
      claims: this.claims,
      into: Object.keys(this.fill).filter((id) => this.fill[id]),
      coinsInto: Object.keys(this.fillCoins).filter((id) => this.fill[id] && this.fillCoins[id])
    }
  }

  /** The participants' extradimensional containers the split could fill, with their free units. */
  get containers(): ReturnType<typeof containerChoices> {
    const campaign = this.campaign
    if (!campaign) return []
    const characters = campaign.characters.filter((c) => this.participants[c.id]).map((c) => c.id)
    try {
      // the claimed lines, and the stash's bags picked (claimed by nobody, they are filled by whoever gets them)
      const loot = Object.keys(this.included).filter((id) => this.included[id])
      return containerChoices(campaign, { participants: characters, loot, claims: this.claims })
    } catch {
      return [] // an unknown item: the split's own run says where
    }
  }

  /** Why the split cannot run with these choices, or null. */
  get problem(): string | null {
    const s = this.setup
    const m = this.#host.m.lootSplit
    if (s.loot.length === 0) return m.noLoot
    if (s.participants.length === 0) return m.noBearer
    if (s.participants.length > MAX_BEARERS) return m.tooMany(MAX_BEARERS)
    return null
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
    const known = (ids: Record<string, unknown>, id: string) => Object.hasOwn(ids, id)
    const participants: Record<string, boolean> = {}
    for (const c of campaign.characters)
      participants[c.id] = known(this.participants, c.id) ? this.participants[c.id]! : true
    const included: Record<string, boolean> = {}
    for (const l of this.stashLines) included[l.id] = known(this.included, l.id) ? this.included[l.id]! : true
    this.participants = participants
    this.included = included
    this.error = null
    this.phase = 'setup'
  }

  close(): void {
    if (this.phase === 'running') this.cancel()
    if (this.phase === 'setup') this.phase = 'closed'
  }

  includeAll(on: boolean): void {
    this.included = Object.fromEntries(this.stashLines.map((l) => [l.id, on]))
  }

  setClaim(lootId: string, character: string | null, quantity?: number): void {
    const next = { ...this.claims }
    if (character === null) delete next[lootId]
    else next[lootId] = quantity === undefined ? { character } : { character, quantity }
    this.claims = next
  }

  // ---- running ----------------------------------------------------------------------------------

  /** Runs the optimizer on the choices; resolves when the preview shows (or the run ended otherwise). */
  async start(): Promise<void> {
    const campaign = this.campaign
    if (!campaign || this.phase !== 'setup' || this.problem) return
    let input: SplitInput
    try {
      const { base, setup } = this.#consolidate(campaign)
      input = buildSplitInput(base, setup, this.#host.m.lootSplit.fund)
    } catch (e) {
      this.error = splitFailed(e, this.#host.m)
      return
    }
    const run = ++this.#run
    this.error = null
    this.progress = 0
    this.slow = false
    this.phase = 'running'
    const timer = setTimeout(() => {
      if (run === this.#run && this.phase === 'running') this.slow = true
    }, PROGRESS_DELAY_MS)
    let result: SplitResult
    try {
      result = await this.#runner.split(input, (fraction) => {
        if (run === this.#run) this.progress = fraction
      })
    } catch (e) {
      if (run !== this.#run) return
      this.phase = 'setup'
      if (!(e instanceof SplitCancelledError)) this.error = splitFailed(e, this.#host.m)
      return
    } finally {
      clearTimeout(timer)
      if (run === this.#run) this.slow = false
    }
    if (run !== this.#run || this.phase !== 'running') return
    this.#preview(input, result)
  }

  /**
   * With the option on and coins to save: the campaign after consolidating the stash's plain coins, and
   * the choices with the new coin lines in place of the old (chosen when any stash coin line was).
   */
  #consolidate(campaign: Campaign): { base: Campaign; setup: SplitSetup } {
    const setup = this.setup
    this.#coinOp = null
    this.#base = null
    this.consolidated = null
    const coins = campaign.stash.filter((l) => plainCoinKind(l) !== undefined)
    const before = coinCount(purseOf(coins))
    if (!this.consolidate || coins.length === 0) return { base: campaign, setup }
    const stamp = rowKey()
    const op: Extract<Op, { type: 'coins/consolidate' }> = {
      type: 'coins/consolidate',
      holder: { type: 'stash' },
      newLineId: `l-coins-${stamp}`,
      ledgerId: `g-coins-${stamp}`,
      at: nowIso()
    }
    const base = applyOp(campaign, op)
    const after = base.stash.filter((l) => plainCoinKind(l) !== undefined)
    const saved = before - coinCount(purseOf(after))
    if (saved <= 0) return { base: campaign, setup }
    const chosen = new Set(setup.loot)
    const coinsChosen = coins.some((l) => chosen.has(l.id))
    const old = new Set(campaign.stash.map((l) => l.id))
    const loot = base.stash
      .filter((l) => (plainCoinKind(l) !== undefined ? coinsChosen : chosen.has(l.id) || !old.has(l.id)))
      .map((l) => l.id)
    const claims = Object.fromEntries(
      Object.entries(setup.claims).filter(([id]) => base.stash.some((l) => l.id === id))
    )
    this.#coinOp = op
    this.#base = base.stash
    this.consolidated = { saved }
    return { base, setup: { ...setup, loot, claims } }
  }

  /** The stash the split's rows refer to: after the consolidation when there is one. */
  get #baseStash(): readonly InventoryLine[] {
    return this.#base ?? this.campaign?.stash ?? []
  }

  /** Stops the running split; the dialog stays with the same choices. */
  cancel(): void {
    if (this.phase !== 'running') return
    this.#run++
    this.#runner.cancel()
    this.slow = false
    this.phase = 'setup'
    this.#host.toast(this.#host.m.lootSplit.cancelled)
  }

  // ---- preview ----------------------------------------------------------------------------------

  #preview(input: SplitInput, result: SplitResult): void {
    const rows = rowsFromAssignments(result.assignments)
    const usable = applicableRows(this.#baseStash, rows)
    this.input = input
    this.rows = usable
    this.result = usable === rows ? result : null
    this.#history = []
    this.edits = 0
    this.#mine = new Set()
    const whatIf = this.#host.whatIf
    if (!whatIf.active) whatIf.start()
    this.#sync()
    this.phase = 'preview'
    const route = this.#host.route.name
    if (route === 'rules' || route === 'ledger') this.#host.route = { name: 'party' }
    if (!this.result) this.#requestReview()
  }

  /** The what-if's ops: the split's moves first, then whatever else the GM tried during the preview. */
  #sync(): void {
    const whatIf = this.#host.whatIf
    const at = nowIso()
    const note = this.#host.m.lootSplit.label
    const ops = splitOps(this.#baseStash, this.rows, { at, note })
    if (this.#coinOp) ops.unshift({ ...this.#coinOp, at, note })
    const others = whatIf.ops.filter((op) => !this.#mine.has(op))
    this.#mine = new Set(ops)
    whatIf.ops = [...ops, ...others]
  }

  #requestReview(): void {
    const input = this.input
    if (!input) return
    const seq = ++this.#review
    this.reviewing = true
    this.#runner.review(this.#reviewInput(input), movesOf(this.rows)).then(
      (result) => {
        if (seq !== this.#review) return
        this.result = result
        this.reviewing = false
      },
      (e: unknown) => {
        if (seq !== this.#review) return
        this.reviewing = false
        if (!(e instanceof SplitCancelledError)) this.#host.toast(splitFailed(e, this.#host.m), 'error')
      }
    )
  }

  #edit(rows: readonly SplitRow[]): void {
    if (!this.previewing) return
    this.#history.push(this.rows)
    this.edits = this.#history.length
    this.rows = applicableRows(this.#baseStash, outOfGoneBags(this.#baseStash, rows))
    this.#sync()
    this.#requestReview()
  }

  /** The stash's lines by id (the panel looks up every line of the split on each edit). */
  #stash = $derived(new Map(this.#baseStash.map((l) => [l.id, l])))

  #line(lootId: string): InventoryLine | undefined {
    return this.#stash.get(lootId)
  }

  /** What of the line no other row takes (containers/units, and rounds). */
  #free(lootId: string, exceptKey?: string): { quantity: number; rounds: number } {
    const line = this.#line(lootId)
    let quantity = line?.quantity ?? 0
    let rounds = line?.rounds ?? 0
    for (const r of this.rows) {
      if (r.loot !== lootId || r.key === exceptKey) continue
      quantity -= r.quantity
      rounds -= r.rounds ?? 0
    }
    return { quantity: Math.max(0, quantity), rounds: Math.max(0, rounds) }
  }

  /** Rounds that go with `quantity` containers of an ammunition line: its share, within what is free. */
  #roundsFor(lootId: string, quantity: number, free: number): number | undefined {
    const line = this.#line(lootId)
    if (line?.rounds === undefined) return undefined
    const share = line.quantity === 0 ? 0 : Math.floor((line.rounds * quantity) / line.quantity)
    return Math.min(share, free)
  }

  /**
   * Gives the row to someone else, or into one of a participant's containers (`into`), merged into
   * their row of the same line and place; null: back to the stash. Without `into` the row goes loose.
   */
  setRecipient(key: string, character: string | null, into?: string): void {
    const row = this.rows.find((r) => r.key === key)
    if (!row || (row.character === character && row.in === into)) return
    if (character === null) {
      this.#edit(this.rows.filter((r) => r.key !== key))
      return
    }
    const twin = this.rows.find(
      (r) => r.key !== key && r.loot === row.loot && sameDestination(r, { character, ...(into ? { in: into } : {}) })
    )
    if (twin) {
      const merged: SplitRow = { ...twin, quantity: twin.quantity + row.quantity }
      if (twin.rounds !== undefined || row.rounds !== undefined) merged.rounds = (twin.rounds ?? 0) + (row.rounds ?? 0)
      this.#edit(this.rows.filter((r) => r.key !== key).map((r) => (r.key === twin.key ? merged : r)))
      return
    }
    this.#edit(
      this.rows.map((r) => {
        if (r.key !== key) return r
        const { in: _in, ...loose } = r
        return into === undefined ? { ...loose, character } : { ...loose, character, in: into }
      })
    )
  }

  /**
   * The containers a row of this line may go into by hand, per participant (RULES.md §10): the
   * extradimensional lines they carry, and a bag of the stash the rows give them whole (claimed or not:
   * the GM may hand it over in the preview; what it holds goes with it and takes room). Coins too
   * (100 to a unit, in the room the items chosen for the bag leave: the review says). None for a
   * container itself (the PF1 paradox), none when the house rule counts a bag's contents as carried.
   */
  bagsFor(lootId: string): { character: string; container: string }[] {
    const input = this.input
    const item = input?.loot.find((l) => l.id === lootId)
    if (!input || !item || item.extradimensional) return []
    const holders = input.characters.filter((c) => !c.fund)
    const carried = this.containers
      .filter((b) => b.takes === 'items' && b.container !== lootId && !this.#stash.has(b.container))
      .map((b) => ({ character: holders[b.holder]?.id ?? '', container: b.container }))
      .filter(({ character }) => character !== '')
    return [...carried, ...this.#handedBags]
  }

  /** What a bag of the split holds and takes with it (none when its contents are split loose). */
  contentsOf(lootId: string): InventoryLine[] {
    if (!this.input?.loot.find((l) => l.id === lootId)?.contents) return []
    return this.#baseStash.filter((l) => l.in === lootId)
  }

  /** The stash's bags the rows give whole to a participant (see bagsFor). */
  #handedBags = $derived.by((): { character: string; container: string }[] => {
    const input = this.input
    if (!input || resolveOptions(input.options).extradimensionalContentsCount) return []
    return [...lootBagHolders(input, movesOf(this.rows))].map(([container, holder]) => ({
      character: input.characters[holder]!.id,
      container
    }))
  })

  /** The input the review runs on: the containers the GM chose by hand are filled too (coins apart). */
  #reviewInput(input: SplitInput): SplitInput {
    const coins = new Set(input.loot.filter((l) => l.type === 'coins').map((l) => l.id))
    const withChosen = (had: readonly string[] | undefined, ofCoins: boolean): string[] | undefined => {
      const chosen = this.rows.filter((r) => r.in !== undefined && coins.has(r.loot) === ofCoins).map((r) => r.in!)
      const all = [...new Set([...(had ?? []), ...chosen])]
      return all.length === (had?.length ?? 0) ? undefined : all
    }
    const into = withChosen(input.into, false)
    const coinsInto = withChosen(input.coinsInto, true)
    return into || coinsInto ? { ...input, ...(into ? { into } : {}), ...(coinsInto ? { coinsInto } : {}) } : input
  }

  /**
   * Changes how much the row gives; 0 sends it back to the stash. More than the line has once the
   * other rows are served is refused (nothing changes): the answer says how much this row may give
   * and how much the other rows hold.
   */
  setQuantity(key: string, quantity: number): { refused: { max: number; others: number } } | null {
    const row = this.rows.find((r) => r.key === key)
    if (!row || !Number.isFinite(quantity)) return null
    const free = this.#free(row.loot, key)
    const wanted = Math.max(0, Math.floor(quantity))
    if (wanted > free.quantity) {
      const total = this.#line(row.loot)?.quantity ?? 0
      return { refused: { max: free.quantity, others: Math.max(0, total - free.quantity) } }
    }
    const q = wanted
    if (q === row.quantity) return null
    if (q === 0) {
      this.#edit(this.rows.filter((r) => r.key !== key))
      return null
    }
    const next: SplitRow = { ...row, quantity: q }
    const rounds = this.#roundsFor(row.loot, q, free.rounds)
    if (rounds !== undefined) next.rounds = rounds
    this.#edit(this.rows.map((r) => (r.key === key ? next : r)))
    return null
  }

  /** Gives what is left of a line in the stash to a participant. */
  give(lootId: string, character: string): void {
    const free = this.#free(lootId)
    if (free.quantity < 1) return
    const twin = this.rows.find((r) => r.loot === lootId && sameDestination(r, { character }))
    if (twin) {
      this.setQuantity(twin.key, twin.quantity + free.quantity)
      return
    }
    const row: SplitRow = { key: rowKey(), loot: lootId, character, quantity: free.quantity }
    const rounds = this.#roundsFor(lootId, free.quantity, free.rounds)
    if (rounds !== undefined) row.rounds = rounds
    const at = this.rows.findLastIndex((r) => r.loot === lootId)
    const rows = [...this.rows]
    rows.splice(at < 0 ? rows.length : at + 1, 0, row)
    this.#edit(rows)
  }

  /**
   * Ctrl+Z during the preview: takes back the GM's last edit of the split. False when the last
   * what-if op is not the split's (the GM tried something else too: the what-if undoes it).
   */
  undoEdit(): boolean {
    if (!this.previewing) return false
    const last = this.#host.whatIf.ops.at(-1)
    if (last && !this.#mine.has(last)) return false
    const previous = this.#history.pop()
    if (!previous) return true
    this.edits = this.#history.length
    this.rows = previous
    this.#sync()
    this.#requestReview()
    return true
  }

  /** Every move as one batch ("Loot split"): one undo step, each move in the ledger. */
  apply(): void {
    if (!this.previewing) return
    const { real, whatIf, m } = this.#host
    const readOnly = explainReadOnly(real, m)
    if (readOnly) {
      this.#host.toast(m.banner.readOnly(readOnly), 'error')
      return
    }
    this.#sync() // the ledger's time is the time of applying
    try {
      whatIf.apply(m.lootSplit.label)
      this.#host.toast(m.lootSplit.applied)
    } catch (e) {
      this.#host.toast(explainError(e, m), 'error')
    }
    this.#end()
  }

  /** Drops the preview: the campaign file never changed. */
  discard(): void {
    if (this.phase !== 'preview') return
    if (this.#host.whatIf.active) this.#host.whatIf.discard()
    this.#end()
    this.#host.toast(this.#host.m.lootSplit.discarded)
  }

  /** Back to the dialog with the same choices (the preview is dropped). */
  options(): void {
    if (this.phase !== 'preview') return
    if (this.#host.whatIf.active) this.#host.whatIf.discard()
    this.#end()
    this.open()
  }

  #end(): void {
    this.#review++
    this.phase = 'closed'
    this.reviewing = false
    this.rows = []
    this.result = null
    this.input = null
    this.#history = []
    this.edits = 0
    this.#mine = new Set()
    this.#coinOp = null
    this.#base = null
    this.consolidated = null
  }

  // ---- what the panel shows ---------------------------------------------------------------------

  /** The last views by line id: a line whose rows, reasons and rest did not change keeps its view object. */
  #views = new Map<string, SplitLineView>()

  /**
   * The split's lines in stash order, each with its rows, their reasons, and what stays. An edit
   * changes a row or two: the other lines keep their view, so the panel redraws only what changed.
   */
  lines = $derived.by((): SplitLineView[] => {
    const input = this.input
    if (!input) return []
    const result = this.result
    const reasons = new Map(result?.assignments.map((a) => [reasonKey(a), a.why]) ?? [])
    const left = new Map(result?.left.map((l) => [l.loot, l]) ?? [])
    const byLine = new Map<string, SplitRow[]>()
    for (const r of this.rows) {
      const rows = byLine.get(r.loot)
      if (rows) rows.push(r)
      else byLine.set(r.loot, [r])
    }
    const out: SplitLineView[] = []
    const views = new Map<string, SplitLineView>()
    for (const item of input.loot) {
      const line = this.#line(item.id)
      if (!line) continue
      const rows = byLine.get(item.id) ?? []
      const fresh: SplitLineView = {
        line,
        rows: rows.map((row) => ({ row, why: reasons.get(reasonKey(row)) })),
        left: left.get(item.id),
        rest: Math.max(0, line.quantity - rows.reduce((s, r) => s + r.quantity, 0))
      }
      const last = this.#views.get(item.id)
      const view = last && sameView(last, fresh) ? last : fresh
      views.set(item.id, view)
      out.push(view)
    }
    this.#views = views
    return out
  })

  /** Who can receive in this split: the participants, then the fund. */
  recipients = $derived(
    (this.input?.characters ?? []).map((c) => ({
      id: c.id,
      name: c.fund ? this.#host.m.lootSplit.fund : c.name,
      fund: c.fund === true,
      /** Whose share its value counts in (absent: its own; null: nobody's, it carries for the party). */
      valueFor: c.valueFor
    }))
  )
}

/** Reasons are flat: a code, an English text and primitive params. */
function sameWhy(a: Why | undefined, b: Why | undefined): boolean {
  if (a === b) return true
  if (!a || !b || a.code !== b.code || a.text !== b.text) return false
  const pa = a.params as unknown as Record<string, unknown>
  const pb = b.params as unknown as Record<string, unknown>
  const keys = Object.keys(pa)
  return keys.length === Object.keys(pb).length && keys.every((k) => pa[k] === pb[k])
}

function sameView(a: SplitLineView, b: SplitLineView): boolean {
  if (a.line !== b.line || a.rest !== b.rest || a.rows.length !== b.rows.length) return false
  if (
    a.left !== b.left &&
    (a.left === undefined ||
      b.left === undefined ||
      a.left.quantity !== b.left.quantity ||
      a.left.rounds !== b.left.rounds ||
      !sameWhy(a.left.why, b.left.why))
  )
    return false
  return a.rows.every((r, i) => r.row === b.rows[i]!.row && sameWhy(r.why, b.rows[i]!.why))
}

export { FUND_ID }

/** A failed split in the UI's language. The worker's message (English, a field path) goes to the log:
 *  the GM gets whether the data was refused (a RulesInputError, its name kept across comlink) or the
 *  calculation broke. */
function splitFailed(e: unknown, m: Messages): string {
  console.warn('[loot split]', errorMessage(e))
  const refused = e instanceof Error && e.name === 'RulesInputError'
  return m.lootSplit.failed(refused ? m.lootSplit.failure.refused : m.lootSplit.failure.unexpected)
}
