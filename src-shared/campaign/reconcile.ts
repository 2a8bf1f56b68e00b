// The ledger as an account: summing its entries (in at `to`, out at `from`) gives what each holder holds,
// item by item, in units and in ammunition rounds. `ledgerHoldings` and `inventoryHoldings` are equal for a
// campaign whose every change went through the Ops (apply-op.ts writes an entry for each).
import type { Campaign, ItemRef, LedgerEntry, Place } from './schema'

/** Units and rounds of one item at one holder. */
export interface Held {
  quantity: number
  rounds: number
}

/** holder key ('stash', 'character:<id>', 'place:<id>') → item key ('catalog:<id>', 'custom:<id>') → what is held. */
export type Holdings = Map<string, Map<string, Held>>

export function placeKey(p: Place): string | null {
  if (p.type === 'outside') return null
  return p.type === 'stash' ? 'stash' : `${p.type}:${p.id}`
}

const refKey = (ref: ItemRef) => `${ref.source}:${ref.id}`

function add(h: Holdings, holder: string | null, ref: ItemRef, quantity: number, rounds: number): void {
  if (holder === null) return
  let items = h.get(holder)
  if (!items) h.set(holder, (items = new Map()))
  const k = refKey(ref)
  const cur = items.get(k) ?? { quantity: 0, rounds: 0 }
  items.set(k, { quantity: cur.quantity + quantity, rounds: cur.rounds + rounds })
}

/** Drops the items held at zero (and holders left with nothing), so two holdings compare as they read. */
function prune(h: Holdings): Holdings {
  for (const [holder, items] of h) {
    for (const [k, v] of items) if (v.quantity === 0 && v.rounds === 0) items.delete(k)
    if (items.size === 0) h.delete(holder)
  }
  return h
}

/** What the ledger says each holder holds. */
export function ledgerHoldings(ledger: readonly LedgerEntry[]): Holdings {
  const h: Holdings = new Map()
  for (const e of ledger) {
    add(h, placeKey(e.to), e.ref, e.quantity, e.rounds ?? 0)
    add(h, placeKey(e.from), e.ref, -e.quantity, -(e.rounds ?? 0))
  }
  return prune(h)
}

/** What each holder's lines hold. */
export function inventoryHoldings(campaign: Pick<Campaign, 'stash' | 'characters' | 'places'>): Holdings {
  const h: Holdings = new Map()
  for (const l of campaign.stash) add(h, 'stash', l.ref, l.quantity, l.rounds ?? 0)
  for (const c of campaign.characters)
    for (const l of c.inventory) add(h, `character:${c.id}`, l.ref, l.quantity, l.rounds ?? 0)
  for (const p of campaign.places ?? [])
    for (const l of p.inventory) add(h, `place:${p.id}`, l.ref, l.quantity, l.rounds ?? 0)
  return prune(h)
}

/** Where the two disagree, as readable lines ("stash catalog:dagger: ledger 3, lines 2"); empty when they agree. */
export function reconcile(campaign: Pick<Campaign, 'stash' | 'characters' | 'places' | 'ledger'>): string[] {
  const a = ledgerHoldings(campaign.ledger)
  const b = inventoryHoldings(campaign)
  const out: string[] = []
  for (const holder of new Set([...a.keys(), ...b.keys()])) {
    const x = a.get(holder) ?? new Map<string, Held>()
    const y = b.get(holder) ?? new Map<string, Held>()
    for (const k of new Set([...x.keys(), ...y.keys()])) {
      const l = x.get(k) ?? { quantity: 0, rounds: 0 }
      const r = y.get(k) ?? { quantity: 0, rounds: 0 }
      if (l.quantity !== r.quantity || l.rounds !== r.rounds)
        out.push(`${holder} ${k}: ledger ${l.quantity} (${l.rounds} rounds), lines ${r.quantity} (${r.rounds} rounds)`)
    }
  }
  return out
}
