// The split's block of ops in the what-if: the ONE place the loot split touches the what-if. The split's
// moves are one block of the what-if (one chip, "Loot split"), before whatever else the GM tries during the
// preview, and the block is refilled after each edit through the what-if's block API.
import type { Op } from '@shared/campaign'
import type { WhatIfBlock, WhatIfState } from '../state/whatif.svelte'

export class SplitOpsBlock {
  #whatIf: () => WhatIfState
  #block: WhatIfBlock | null = null

  constructor(whatIf: () => WhatIfState) {
    this.#whatIf = whatIf
  }

  /** The what-if shows the block: not removed, discarded nor applied since. */
  get shown(): boolean {
    return !!this.#block?.alive
  }

  /** The what-if has changes in it (the GM's, or a block's). */
  get changed(): boolean {
    const whatIf = this.#whatIf()
    return whatIf.active && whatIf.changes.length > 0
  }

  /** The block is the what-if's latest change: Ctrl+Z is the block's to take back. */
  get last(): boolean {
    return !!this.#block?.last
  }

  /**
   * Starts a block: in the what-if running, or a new one. `onRemove`: the GM took it out (its chip's ✕), the
   * rest of the what-if staying.
   */
  open(onRemove?: () => void): void {
    this.#block = this.#whatIf().beginBlock((m) => m.lootSplit.label, {
      onRemove: () => {
        this.#block = null
        onRemove?.()
      }
    })
  }

  /** The block's ops are now these (in the block's place, before the GM's own). */
  set(ops: Op[]): void {
    this.#block?.replace(ops)
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
    this.#block = null
  }
}
