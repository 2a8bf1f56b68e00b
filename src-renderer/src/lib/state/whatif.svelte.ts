// What-if mode: tentative ops over a copy of the real campaign. Nothing is sent until Apply, which
// sends every op as ONE batch (one undo step); Discard drops them and the file never changes.
import { applyOp, replayOps, type Op, type Campaign } from '@shared/campaign'
import type { CampaignState } from './campaign.svelte'

interface Replay {
  campaign: Campaign | null
  /** Ops that no longer apply (the real campaign changed underneath): left out of Apply. */
  dropped: number
}

/** The last replay, so that appended ops are applied to its sandbox instead of replaying them all. */
interface Memo {
  base: Campaign
  ops: readonly Op[]
  replay: Replay & { campaign: Campaign }
}

/** `ops` starts with every op of `prefix` (the same objects). */
function startsWith(ops: readonly Op[], prefix: readonly Op[]): boolean {
  if (ops.length < prefix.length) return false
  for (let i = 0; i < prefix.length; i++) if (ops[i] !== prefix[i]) return false
  return true
}

export class WhatIfState {
  active = $state(false)
  ops = $state.raw<readonly Op[]>([])
  #real: CampaignState
  #memo: Memo | null = null
  #replay = $derived.by(() => this.#replayed(this.#real.campaign, this.active ? this.ops : []))
  /** The sandbox: the real campaign with the tentative ops applied. */
  sandbox = $derived(this.#replay.campaign)
  dropped = $derived(this.#replay.dropped)

  constructor(real: CampaignState) {
    this.#real = real
  }

  /**
   * The real campaign with the ops applied. Ops appended since the last replay (one more tentative
   * change) are applied to its sandbox; a new base or an op removed or edited replays them all.
   */
  #replayed(base: Campaign | null, ops: readonly Op[]): Replay {
    if (!base) return { campaign: null, dropped: 0 }
    const memo = this.#memo
    let replay: Memo['replay']
    if (memo && memo.base === base && startsWith(ops, memo.ops)) {
      const more = replayOps(memo.replay.campaign, ops.slice(memo.ops.length))
      replay = { campaign: more.campaign, dropped: memo.replay.dropped + more.refused.length }
    } else {
      const all = replayOps(base, ops)
      replay = { campaign: all.campaign, dropped: all.refused.length }
    }
    this.#memo = { base, ops, replay }
    return replay
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
    const { refused } = replayOps(base, this.ops)
    let next = 0 // refused indices come in order
    const valid = withoutEffects(this.ops.filter((_, i) => (refused[next] === i ? (next++, false) : true)))
    this.ops = []
    this.active = false
    if (valid.length > 0) this.#real.applyBatch(valid, label)
  }
}

/** What-if effects are temporary (RULES.md §13): Apply keeps every other change and leaves them out. */
function withoutEffects(ops: readonly Op[]): Op[] {
  const out: Op[] = []
  for (const op of ops) {
    if (op.type !== 'character/update' || op.patch.effects === undefined) {
      out.push(op)
      continue
    }
    const { effects: _effects, ...patch } = op.patch
    if (Object.keys(patch).length > 0) out.push({ ...op, patch })
  }
  return out
}
