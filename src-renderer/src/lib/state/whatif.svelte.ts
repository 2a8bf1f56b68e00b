// What-if mode: tentative changes over a copy of the real campaign (issue 25 item 7). Each change the GM tries
// (one action: a use, a move, a quick add of several ops, an effect) is one entry, one chip on the what-if bar,
// removable on its own; a block (the loot split's preview, issue 24 item 5) is one entry its owner fills and
// replaces whole through a handle. Nothing is sent until Apply, which sends the ops of the changes left as ONE
// batch (one undo step, their ledger entries only, each line's net: two uses of one line are one entry); Discard
// drops them and the file never changes. The changes are kept for the tab (sessionStorage, per campaign file),
// so a reload during a what-if resumes it.
import { applyBatch, netOps, OpSchema, replayOps, type Op, type Campaign } from '@shared/campaign'
import type { Messages } from '@shared/i18n'
import { EffectInputSchema, type Effect } from '@shared/rules'
import type { CampaignState } from './campaign.svelte'

/** One change tried: its own ops, an effect (RULES.md §13, added to the bearer's as it is then), or a block. */
export type WhatIfChange =
  | { readonly id: number; readonly kind: 'ops'; readonly ops: readonly Op[] }
  | { readonly id: number; readonly kind: 'effect'; readonly characterId: string; readonly effect: Effect }
  | {
      readonly id: number
      readonly kind: 'block'
      readonly ops: readonly Op[]
      /** What its chip says, in the screen's language. */
      readonly label: (m: Messages) => string
      /** Told when the GM takes it out (its chip's ✕, Ctrl+Z), not when its owner does or the what-if ends. */
      readonly onRemove?: () => void
    }

/** A change as the replay met it: the campaign before and after it, the ops it made and those refused. */
export interface WhatIfStep {
  readonly change: WhatIfChange
  readonly before: Campaign
  readonly after: Campaign
  /** The ops that applied (an effect's is made against `before`). */
  readonly ops: readonly Op[]
  /** Ops of the change that no longer apply (the real campaign changed underneath): left out of Apply. */
  readonly refused: number
}

/**
 * A block of ops the what-if holds for another feature (the loot split's preview): one chip, filled and
 * refilled by its owner, removed by it or by the GM (its chip's ✕). Replacing keeps its place among the changes.
 */
export interface WhatIfBlock {
  readonly id: number
  /** Still in the what-if: not removed, discarded or applied. */
  readonly alive: boolean
  /** The what-if's latest change (Ctrl+Z is the owner's to take back). */
  readonly last: boolean
  /** Its ops now. */
  readonly ops: readonly Op[]
  /** Puts `ops` in the block's place (not checked: ops that do not apply are left out, as on a replay). */
  replace(ops: readonly Op[]): void
  /** Takes the block out of the what-if. */
  remove(): void
}

interface Replay {
  campaign: Campaign | null
  steps: readonly WhatIfStep[]
  /** Ops that no longer apply: left out of Apply. */
  dropped: number
}

/** A replay and what it was made from: appended changes are applied to its sandbox instead of replaying all. */
interface Made {
  base: Campaign | null
  changes: readonly WhatIfChange[]
  replay: Replay
}

/** `list` starts with every entry of `prefix` (the same objects). */
function startsWith<T>(list: readonly T[], prefix: readonly T[]): boolean {
  if (list.length < prefix.length) return false
  for (let i = 0; i < prefix.length; i++) if (list[i] !== prefix[i]) return false
  return true
}

/** The ops of a change against the campaign as it is when its turn comes. */
function opsOf(change: WhatIfChange, campaign: Campaign): readonly Op[] {
  if (change.kind !== 'effect') return change.ops
  const ch = campaign.characters.find((c) => c.id === change.characterId)
  if (!ch) return []
  return [{ type: 'character/update', id: ch.id, patch: { effects: [...(ch.effects ?? []), change.effect] } }]
}

/** Applies `changes` in turn from `from` (whose steps are `steps`). */
function replayChanges(from: Replay & { campaign: Campaign }, changes: readonly WhatIfChange[]): Replay {
  let campaign = from.campaign
  let dropped = from.dropped
  const steps = [...from.steps]
  for (const change of changes) {
    const ops = opsOf(change, campaign)
    const r = replayOps(campaign, ops)
    let next = 0 // refused indices come in order
    const applied =
      r.refused.length === 0 ? ops : ops.filter((_, i) => (r.refused[next] === i ? (next++, false) : true))
    steps.push({ change, before: campaign, after: r.campaign, ops: applied, refused: r.refused.length })
    dropped += r.refused.length
    campaign = r.campaign
  }
  return { campaign, steps, dropped }
}

/** The tab's store of what-ifs in progress, one per campaign file. */
const STORAGE_PREFIX = 'encumbrance.whatif:'

/** A change as kept across a reload (a block becomes plain ops: its owner's state did not survive). */
type Kept = { kind: 'ops'; ops: Op[] } | { kind: 'effect'; characterId: string; effect: Effect }

export class WhatIfState {
  active = $state(false)
  /** The changes tried, in order: one chip each. */
  changes = $state.raw<readonly WhatIfChange[]>([])
  #real: CampaignState
  #seq = 0
  /** The replay #set made when changes were appended (no state is written while a derived is read). */
  #made = $state.raw<Made | null>(null)
  #replay = $derived.by(() => this.#replayOf(this.#real.campaign, this.active ? this.changes : []))
  /** The sandbox: the real campaign with the tentative changes applied. */
  sandbox = $derived(this.#replay.campaign)
  /** Each change as replayed (its chip's words are read from it). */
  steps = $derived(this.#replay.steps)
  /** Every op of the changes, in order, as they applied or were refused. */
  ops = $derived(this.#replay.steps.flatMap((s) => s.ops))
  dropped = $derived(this.#replay.dropped)

  constructor(real: CampaignState) {
    this.#real = real
  }

  /**
   * The real campaign with the changes applied: the replay #set made for exactly these, else all of them
   * replayed (a new base underneath, a change removed or replaced). Pure: it writes nothing.
   */
  #replayOf(base: Campaign | null, changes: readonly WhatIfChange[]): Replay {
    const made = this.#made
    if (made && made.base === base && made.changes === changes) return made.replay
    if (!base) return { campaign: null, steps: [], dropped: 0 }
    return replayChanges({ campaign: base, steps: [], dropped: 0 }, changes)
  }

  /**
   * The changes are now `changes`. Appended ones are applied here, once, to the sandbox as it is (one
   * change's ops, not a replay of all); any other edit leaves the replay to #replayOf.
   */
  #set(changes: readonly WhatIfChange[], active = this.active): void {
    const base = this.#real.campaign
    const now = this.#replay
    const before = this.active ? this.changes : []
    this.#made =
      active && base && now.campaign && startsWith(changes, before)
        ? {
            base,
            changes,
            replay: replayChanges(now as Replay & { campaign: Campaign }, changes.slice(before.length))
          }
        : null
    this.changes = changes
    this.active = active
    this.#keep()
  }

  start(): void {
    this.#set([], true)
  }

  /** Adds one tentative change of `ops` (one GM action); throws (and adds nothing) when it cannot apply. */
  addChange(ops: readonly Op[]): WhatIfChange | null {
    if (!this.sandbox) throw new Error('no campaign loaded')
    if (ops.length === 0) return null
    applyBatch(this.sandbox, ops)
    const change: WhatIfChange = { id: ++this.#seq, kind: 'ops', ops: [...ops] }
    this.#set([...this.changes, change])
    return change
  }

  /** One op as one change (see addChange). */
  add(op: Op): void {
    this.addChange([op])
  }

  /** Tries a temporary effect on a bearer (RULES.md §13): one change, left out of the file on Apply. */
  tryEffect(characterId: string, effect: Effect): WhatIfChange {
    if (!this.active) this.start()
    const change: WhatIfChange = { id: ++this.#seq, kind: 'effect', characterId, effect }
    this.#set([...this.changes, change])
    return change
  }

  /** Takes one change out (the GM: its chip's ✕); the others stay. The change taken, or null. */
  remove(id: number): WhatIfChange | null {
    const change = this.#take(id)
    if (change?.kind === 'block') change.onRemove?.()
    return change
  }

  #take(id: number): WhatIfChange | null {
    const change = this.changes.find((c) => c.id === id)
    if (!change) return null
    this.#set(this.changes.filter((c) => c !== change))
    return change
  }

  /** Takes back the latest change (Ctrl+Z inside a what-if): the change taken, or null when there is none. */
  undoLast(): WhatIfChange | null {
    const last = this.changes.at(-1)
    return last ? this.remove(last.id) : null
  }

  /**
   * A block of ops another feature owns inside the what-if (starting one if none is on): one change, one
   * chip saying `label`; its owner fills it with `replace` and takes it out with `remove`; `onRemove` tells
   * it when the GM takes it out instead.
   */
  beginBlock(
    label: (m: Messages) => string,
    { ops = [], onRemove }: { ops?: readonly Op[]; onRemove?: () => void } = {}
  ): WhatIfBlock {
    if (!this.active) this.start()
    const id = ++this.#seq
    const block = (next: readonly Op[]): WhatIfChange => ({ id, kind: 'block', ops: [...next], label, onRemove })
    this.#set([...this.changes, block(ops)])
    const mine = () => (this.active ? this.changes.find((c) => c.id === id) : undefined)
    const isLast = () => this.active && this.changes.at(-1)?.id === id
    const replace = (next: readonly Op[]) => {
      if (mine()) this.#set(this.changes.map((c) => (c.id === id ? block(next) : c)))
    }
    const remove = () => void this.#take(id)
    return {
      id,
      get alive() {
        return mine() !== undefined
      },
      get last() {
        return isLast()
      },
      get ops() {
        const c = mine()
        return c && c.kind === 'block' ? c.ops : []
      },
      replace,
      remove
    }
  }

  discard(): void {
    this.#set([], false)
  }

  /**
   * Sends the ops of the changes left that still apply as one batch, effects left out (they are temporary),
   * each line's steps folded into their net (use 2 then use 1: one use of 3, one ledger entry).
   */
  apply(label: string): void {
    const base = this.#real.campaign
    if (!base) return
    const { steps } = replayChanges({ campaign: base, steps: [], dropped: 0 }, this.active ? this.changes : [])
    const valid = netOps(base, withoutEffects(steps.filter((s) => s.change.kind !== 'effect').flatMap((s) => s.ops)))
    this.#set([], false)
    if (valid.length > 0) this.#real.applyBatch(valid, label)
  }

  // ---- kept across a reload -----------------------------------------------------------------------

  #key(): string | null {
    const path = this.#real.path
    return path ? STORAGE_PREFIX + path : null
  }

  #keep(): void {
    const key = this.#key()
    const store = globalThis.sessionStorage
    if (!key || !store) return
    try {
      if (!this.active) return store.removeItem(key)
      const kept: Kept[] = this.changes.map((c) =>
        c.kind === 'effect'
          ? { kind: 'effect', characterId: c.characterId, effect: c.effect }
          : { kind: 'ops', ops: [...c.ops] }
      )
      store.setItem(key, JSON.stringify(kept))
    } catch {
      // storage full or refused: the what-if goes on, it is only not kept across a reload
    }
  }

  /**
   * After a campaign is loaded: the what-if this tab had on it before a reload, taken up again. Its changes
   * apply to the file as it is now (one that no longer applies is counted in `dropped`). The number of
   * changes taken up (0: none).
   */
  resume(): number {
    const key = this.#key()
    const store = globalThis.sessionStorage
    if (!key || !store || this.active) return 0
    let kept: unknown
    try {
      kept = JSON.parse(store.getItem(key) ?? 'null')
    } catch {
      kept = null
    }
    if (!Array.isArray(kept)) return 0
    // read back as any input is: a change that is not one (an older build's, a hand edit) is left out
    const changes: WhatIfChange[] = []
    for (const k of kept as Partial<Kept>[]) {
      if (k?.kind === 'ops' && Array.isArray(k.ops)) {
        const ops = k.ops.map((op) => OpSchema.safeParse(op))
        if (ops.length > 0 && ops.every((r) => r.success))
          changes.push({ id: ++this.#seq, kind: 'ops', ops: ops.map((r) => r.data!) })
      } else if (k?.kind === 'effect' && typeof k.characterId === 'string') {
        const effect = EffectInputSchema.safeParse(k.effect)
        if (effect.success)
          changes.push({ id: ++this.#seq, kind: 'effect', characterId: k.characterId, effect: effect.data })
      }
    }
    this.#set(changes, true)
    return changes.length
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
