// Applying Ops benchmark: the loot split and the what-if apply batches of line/move from a large
// stash. Prints the time to apply 4,000 moves on 40,000 stash lines and 100 moves on 1,000 lines
// (as one batch, and as a fold of single applyOp calls, the cost model before applyBatch had its own
// draft), a single move on a 1,000-line stash, and the what-if replay (full, and one op appended).
import { applyBatch, applyOp, replayOps } from '@shared/campaign/apply-op'
import type { Op } from '@shared/campaign/ops'
import type { Campaign, Character, InventoryLine } from '@shared/campaign/schema'
import { SCHEMA_VERSION } from '@shared/campaign/version'
import { sized, type BenchOptions } from './areas'
import { time } from './timing'

const AT = '2024-06-01T19:00:00Z'
const REFS = ['dagger', 'longsword', 'torch', 'rope-hemp', 'potion', 'ration', 'chainmail', 'coin-gp', 'coin-sp', 'gem']

function party(): Character[] {
  return Array.from({ length: 8 }, (_, c) => ({
    id: `c${c}`,
    name: `Hero ${c + 1}`,
    player: '',
    strength: 10 + c,
    size: 'M',
    wornArmor: null,
    notes: '',
    inventory: REFS.slice(0, 5).map((ref, i) => ({
      id: `c${c}-${i}`,
      ref: { source: 'catalog', id: ref },
      quantity: 1 + i
    }))
  }))
}

/** A party of 8 and `lines` stash lines of a few kinds (many lines alike: moves merge at the bearer's). */
export function hoardCampaign(lines: number): Campaign {
  const stash: InventoryLine[] = Array.from({ length: lines }, (_, i) => ({
    id: `s-${i}`,
    ref: { source: 'catalog', id: REFS[i % REFS.length]! },
    quantity: 1 + (i % 4),
    ...(i % 7 === 0 ? { name: `Relic ${i}` } : {})
  }))
  return {
    schemaVersion: SCHEMA_VERSION,
    name: 'Bench',
    exportLanguage: 'en',
    options: { strengthRaisesMax: true, rounding: 'floor', coinsPerUnit: 100, customLimits: {} },
    characters: party(),
    stash,
    customItems: [],
    ledger: []
  }
}

/** `count` moves of distinct stash lines to the 8 bearers in turn; every third one moves part of its line. */
export function stashMoves(campaign: Campaign, count: number, tag = 'b'): Op[] {
  const step = Math.max(1, Math.floor(campaign.stash.length / count))
  return Array.from({ length: count }, (_, k) => {
    const line = campaign.stash[(k * step) % campaign.stash.length]!
    const quantity = k % 3 === 0 && line.quantity > 1 ? line.quantity - 1 : line.quantity
    return {
      type: 'line/move',
      from: { type: 'stash' },
      to: { type: 'character', id: `c${k % 8}` },
      lineId: line.id,
      quantity,
      newLineId: `${tag}-l${k}`,
      ledgerId: `${tag}-g${k}`,
      at: AT,
      note: 'Loot split'
    }
  })
}

const fold = (c: Campaign, ops: readonly Op[]) => ops.reduce(applyOp, c)
const ms = (v: number) => (v < 10 ? `${v.toFixed(3)} ms` : `${v.toFixed(0)} ms`)

export function run(options?: BenchOptions): void {
  const n = (full: number) => sized(options, full, Math.min(full, 2))
  const bigLines = sized(options, 40_000, 400)
  const lines = sized(options, 1_000, 100)
  const count = (v: number) => v.toLocaleString('en-US')
  const big = hoardCampaign(bigLines)
  const bigOps = stashMoves(big, bigLines / 10)
  applyBatch(big, bigOps.slice(0, 50)) // warm-up
  const bigBatch = time(() => applyBatch(big, bigOps), 3)
  console.log(
    `applyBatch: ${count(bigOps.length)} moves on ${count(bigLines)} stash lines: median ${ms(bigBatch.median)} (min ${ms(bigBatch.min)})`
  )

  const small = hoardCampaign(lines)
  const smallOps = stashMoves(small, lines / 10)
  for (let i = 0; i < n(20); i++) applyBatch(small, smallOps)
  const smallBatch = time(() => applyBatch(small, smallOps), n(200))
  const smallFold = time(() => fold(small, smallOps), n(50))
  console.log(
    `${smallOps.length} moves on ${count(lines)} stash lines: applyBatch median ${ms(smallBatch.median)}; fold of applyOp median ${ms(smallFold.median)}`
  )

  const one = smallOps[1]!
  for (let i = 0; i < n(200); i++) applyOp(small, one)
  const single = time(() => applyOp(small, one), n(2_000))
  console.log(
    `applyOp: one move on a ${count(lines)}-line stash: median ${ms(single.median)} (target < 16 ms for a UI edit)`
  )

  // a loot-split preview: every line of the stash moved, replayed as the what-if's ops
  const split = stashMoves(small, lines, 'w')
  const extra = stashMoves(replayOps(small, split).campaign, 1, 'x')
  const foldSkipping = () =>
    split.reduce((c, op) => {
      try {
        return applyOp(c, op)
      } catch {
        return c
      }
    }, small)
  for (let i = 0; i < n(10); i++) replayOps(small, split)
  const full = time(() => replayOps(small, split), n(100))
  const folded = time(foldSkipping, n(10))
  const sandbox = replayOps(small, split).campaign
  const appended = time(() => replayOps(sandbox, extra), n(1_000))
  console.log(
    `what-if of ${count(lines)} moves on a ${count(lines)}-line stash: full replay median ${ms(full.median)} (fold of applyOp ${ms(folded.median)}); ` +
      `one op appended median ${ms(appended.median)}`
  )
}
