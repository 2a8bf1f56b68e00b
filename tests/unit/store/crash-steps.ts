// The deterministic sequence of changes the crash-test child saves: step k renames the campaign
// "rev k", adds a line of k torches, and every third step removes the oldest added line (so the
// file grows and shrinks). stateAt(k) is what the file must hold after step k was saved.
import { applyBatch, newCampaign } from '@shared/campaign/apply-op'
import type { Op } from '@shared/campaign/ops'
import type { Campaign } from '@shared/campaign/schema'

const AT = '2024-06-01T19:00:00Z'

export function seedCampaign(): Campaign {
  return {
    ...newCampaign('rev 0', 'en'),
    characters: [
      { id: 'c1', name: 'Aria', player: '', strength: 14, size: 'M', wornArmor: null, notes: '', inventory: [] }
    ]
  }
}

export function revisionOf(c: Campaign): number {
  const m = /^rev (\d+)$/.exec(c.name)
  if (!m) throw new Error(`not a crash-test campaign: ${c.name}`)
  return Number(m[1])
}

export function stepOps(k: number, c: Campaign): Op[] {
  const ops: Op[] = [
    { type: 'campaign/rename', name: `rev ${k}` },
    {
      type: 'line/add',
      to: { type: 'stash' },
      line: { id: `k${k}`, ref: { source: 'catalog', id: 'torch' }, quantity: k, notes: 'x'.repeat(k % 97) },
      ledgerId: `g${k}`,
      at: AT
    }
  ]
  if (k % 3 === 0 && c.stash[0])
    ops.push({ type: 'line/remove', holder: { type: 'stash' }, lineId: c.stash[0].id, ledgerId: `r${k}`, at: AT })
  return ops
}

const states: Campaign[] = [seedCampaign()]
export function stateAt(k: number): Campaign {
  while (states.length <= k) {
    const prev = states[states.length - 1]!
    states.push(applyBatch(prev, stepOps(states.length, prev)))
  }
  return states[k]!
}
