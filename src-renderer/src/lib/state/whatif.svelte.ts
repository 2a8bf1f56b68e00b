// What-if mode: tentative ops over a copy of the real campaign. Nothing is sent until Apply, which
// sends every op as ONE batch (one undo step); Discard drops them and the file never changes.
import { applyOp } from '../../../../src-shared/campaign/apply-op'
import type { Op } from '../../../../src-shared/campaign/ops'
import type { Campaign } from '../../../../src-shared/campaign/schema'
import type { CampaignState } from './campaign.svelte'

interface Replay {
  campaign: Campaign | null
  /** Ops that no longer apply (the real campaign changed underneath): left out of Apply. */
  dropped: number
}

function replay(base: Campaign | null, ops: readonly Op[]): Replay {
  if (!base) return { campaign: null, dropped: 0 }
  let campaign = base
  let dropped = 0
  for (const op of ops) {
    try {
      campaign = applyOp(campaign, op)
    } catch {
      dropped++
    }
  }
  return { campaign, dropped }
}

export class WhatIfState {
  active = $state(false)
  ops = $state.raw<readonly Op[]>([])
  #real: CampaignState
  #replay = $derived.by(() => replay(this.#real.campaign, this.active ? this.ops : []))
  /** The sandbox: the real campaign with the tentative ops applied. */
  sandbox = $derived(this.#replay.campaign)
  dropped = $derived(this.#replay.dropped)

  constructor(real: CampaignState) {
    this.#real = real
  }

  start(): void {
    this.ops = []
    this.active = true
  }

  /** Adds a tentative op; throws (and adds nothing) when it cannot apply to the sandbox. */
  add(op: Op): void {
    if (!this.sandbox) throw new Error('no campaign loaded')
    applyOp(this.sandbox, op)
    this.ops = [...this.ops, op]
  }

  /** Drops the last tentative op (Ctrl+Z inside a what-if). */
  undoLast(): boolean {
    if (this.ops.length === 0) return false
    this.ops = this.ops.slice(0, -1)
    return true
  }

  discard(): void {
    this.ops = []
    this.active = false
  }

  /** Sends the ops that still apply as one batch. */
  apply(label: string): void {
    const base = this.#real.campaign
    if (!base) return
    const valid: Op[] = []
    let campaign = base
    for (const op of this.ops) {
      try {
        campaign = applyOp(campaign, op)
        valid.push(op)
      } catch {
        // no longer applies: left out
      }
    }
    this.ops = []
    this.active = false
    if (valid.length > 0) this.#real.applyBatch(valid, label)
  }
}
