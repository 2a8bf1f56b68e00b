// The split's block of ops in the what-if: the ONE place the loot split touches the what-if. The split's
// moves are the sandbox's first ops, whatever else the GM tries during the preview comes after them,
// and the block is rewritten after each edit. (The what-if's owner is giving it an explicit API for a
// block of ops it does not own: this class is what changes to use it.)
import type { Op } from '@shared/campaign'
import type { WhatIfState } from '../state/whatif.svelte'

export class SplitOpsBlock {
  #whatIf: () => WhatIfState
  /** The ops of the block now in the what-if (the same objects). */
  #mine = new Set<Op>()

  constructor(whatIf: () => WhatIfState) {
    this.#whatIf = whatIf
  }

  /** The what-if shows the block: active, and not discarded nor replaced by a fresh what-if since. */
  get shown(): boolean {
    const whatIf = this.#whatIf()
    return whatIf.active && (this.#mine.size === 0 || whatIf.ops.some((op) => this.#mine.has(op)))
  }

  /** The what-if has changes in it (the GM's, or a block's). */
  get changed(): boolean {
    const whatIf = this.#whatIf()
    return whatIf.active && whatIf.ops.length > 0
  }

  /** The what-if's last op is the block's (or it has none): Ctrl+Z is the block's to take back. */
  get last(): boolean {
    const last = this.#whatIf().ops.at(-1)
    return !last || this.#mine.has(last)
  }

  /** Starts a block: in the what-if running, or a new one. */
  open(): void {
    const whatIf = this.#whatIf()
    if (!whatIf.active) whatIf.start()
    this.#mine = new Set()
  }

  /** The block's ops are now these: first in the what-if, before the GM's own. */
  set(ops: Op[]): void {
    const whatIf = this.#whatIf()
    const others = whatIf.ops.filter((op) => !this.#mine.has(op))
    this.#mine = new Set(ops)
    whatIf.ops = [...ops, ...others]
  }

  /** Applies the what-if, block and all, as one batch (`label`). Throws what the what-if throws. */
  apply(label: string): void {
    this.#whatIf().apply(label)
  }

  /** Drops the what-if, block and all: the campaign file never changed. */
  discard(): void {
    const whatIf = this.#whatIf()
    if (whatIf.active) whatIf.discard()
  }

  /** Forgets the block (the preview closed). */
  close(): void {
    this.#mine = new Set()
  }
}
