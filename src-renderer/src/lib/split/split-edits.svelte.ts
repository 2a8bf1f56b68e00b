// The split in its preview as the GM edits it: the optimizer's input and result, the rows (who gets
// what), their history for Ctrl+Z, and the coin consolidation it starts with. An edit's arithmetic is
// src-shared/split's (split-edit.ts); this class keeps the rows and tells its owner when they change.
import type { Campaign, InventoryLine, Op } from '@shared/campaign'
import {
  applicableRows,
  outOfGoneBags,
  rowsFromAssignments,
  splitOps,
  withGiven,
  withQuantity,
  withRecipient,
  type ConsolidateOp,
  type OpContext,
  type QuantityRefused,
  type SplitConsolidation,
  type SplitInput,
  type SplitResult,
  type SplitRow,
  type StashById
} from '@shared/split'

export interface SplitEditsHost {
  campaign(): Campaign | null
  /** Whether the GM may edit now (the preview is on screen). */
  editable(): boolean
  /** Before the input, rows or result change (the panel keeps the views it shows). */
  changing(): void
  /** After the GM changed the rows (an edit or its undo). */
  edited(): void
}

export class SplitEdits {
  input = $state.raw<SplitInput | null>(null)
  rows = $state.raw<readonly SplitRow[]>([])
  /** The optimizer's or the last review's result; null while the first review runs. */
  result = $state.raw<SplitResult | null>(null)
  /** How many edits Ctrl+Z can take back. */
  edits = $state(0)
  /** The preview's consolidation: coins saved (null when off or nothing to change). */
  consolidated = $state<{ saved: number } | null>(null)

  /** The consolidation op the batch starts with, and the stash the split's rows refer to after it. */
  #coinOp: ConsolidateOp | null = null
  #base = $state.raw<readonly InventoryLine[] | null>(null)
  #history: (readonly SplitRow[])[] = []
  #host: SplitEditsHost

  constructor(host: SplitEditsHost) {
    this.#host = host
  }

  /** The stash the split's rows refer to: after the consolidation when there is one. */
  get baseStash(): readonly InventoryLine[] {
    return this.#base ?? this.#host.campaign()?.stash ?? []
  }

  /** The stash's lines by id (the panel looks up every line of the split on each edit). */
  // eslint-disable-next-line svelte/prefer-svelte-reactivity -- built whole inside a $derived, never mutated
  stash: StashById = $derived(new Map(this.baseStash.map((l) => [l.id, l])))

  /** The optimizer's answer as rows to edit. False when the rows had to change to apply (a review is due). */
  begin(input: SplitInput, result: SplitResult, consolidation: SplitConsolidation | null): boolean {
    this.#host.changing()
    this.#coinOp = consolidation?.op ?? null
    this.#base = consolidation?.base.stash ?? null
    this.consolidated = consolidation ? { saved: consolidation.saved } : null
    const rows = rowsFromAssignments(result.assignments)
    const usable = applicableRows(this.baseStash, rows)
    this.input = input
    this.rows = usable
    this.result = usable === rows ? result : null
    this.#history = []
    this.edits = 0
    return this.result !== null
  }

  /** A review's answer for the rows as they are. */
  reviewed(result: SplitResult): void {
    this.#host.changing()
    this.result = result
  }

  /** The ops of the rows (the consolidation first): the split's block of the what-if. */
  ops(ctx: OpContext): Op[] {
    const ops = splitOps(this.baseStash, this.rows, ctx)
    if (this.#coinOp) ops.unshift({ ...this.#coinOp, at: ctx.at, note: ctx.note })
    return ops
  }

  /**
   * Gives the row to someone else, or into one of a participant's containers (`into`), merged into
   * their row of the same line and place; null: back to the stash. Without `into` the row goes loose.
   */
  setRecipient(key: string, character: string | null, into?: string): void {
    const rows = withRecipient(this.rows, key, character, into)
    if (rows) this.#edit(rows)
  }

  /**
   * Changes how much the row gives; 0 sends it back to the stash. More than the line has once the
   * other rows are served is refused (nothing changes): the answer says how much this row may give
   * and how much the other rows hold.
   */
  setQuantity(key: string, quantity: number): QuantityRefused | null {
    const next = withQuantity(this.rows, this.stash, key, quantity)
    if (next && 'refused' in next) return next
    if (next) this.#edit(next.rows)
    return null
  }

  /** Gives what is left of a line in the stash to a participant. */
  give(lootId: string, character: string): void {
    const rows = withGiven(this.rows, this.stash, lootId, character)
    if (rows) this.#edit(rows)
  }

  /** Takes back the last edit; false when there is none. */
  undo(): boolean {
    const previous = this.#history.pop()
    if (!previous) return false
    this.#host.changing()
    this.edits = this.#history.length
    this.rows = previous
    this.#host.edited()
    return true
  }

  end(): void {
    this.#host.changing()
    this.rows = []
    this.result = null
    this.input = null
    this.#history = []
    this.edits = 0
    this.#coinOp = null
    this.#base = null
    this.consolidated = null
  }

  #edit(rows: readonly SplitRow[]): void {
    if (!this.#host.editable()) return
    this.#host.changing()
    this.#history.push(this.rows)
    this.edits = this.#history.length
    this.rows = applicableRows(this.baseStash, outOfGoneBags(this.baseStash, rows))
    this.#host.edited()
  }
}
