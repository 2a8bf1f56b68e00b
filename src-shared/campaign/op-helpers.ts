// Helpers the Ops share: finding holders and lines (refusing with located reasons), ledger entries.
import { getCatalogEntry } from '../catalog'
import { partValueGp } from '../catalog/price'
import type { CampaignDraft, LinesDraft } from './draft'
import { mergedLinks } from './import-links'
import type { Holder } from './ops'
import { OpError } from './op-error'
import type { Character, InventoryLine, LedgerAction, LedgerBag, LedgerEntry, Place, StoragePlace } from './schema'
import { lineDisplayName, resolveRef } from './to-engine'

export function holderLabel(
  campaign: { readonly characters: readonly Character[]; readonly places?: readonly StoragePlace[] | undefined },
  holder: Holder | Place
): string {
  if (holder.type === 'stash') return 'the stash'
  if (holder.type === 'outside') return 'outside the party'
  if (holder.type === 'place') {
    const place = campaign.places?.find((p) => p.id === holder.id)
    return place ? `${place.name} (place ${place.id})` : `place ${holder.id}`
  }
  const ch = campaign.characters.find((c) => c.id === holder.id)
  return ch ? `${ch.name}'s inventory (${ch.id})` : `character ${holder.id}`
}

export function characterIndex(d: CampaignDraft, id: string): number {
  const i = d.characterIndex(id)
  if (i < 0)
    throw new OpError('not-found', `character ${id} not found`, {
      why: {
        reason: 'character-not-found',
        params: { id }
      }
    })
  return i
}

export function linesOf(d: CampaignDraft, holder: Holder): LinesDraft {
  const lines = d.linesOf(holder)
  if (!lines && holder.type === 'place')
    throw new OpError('not-found', `place ${holder.id} not found`, {
      why: {
        reason: 'place-not-found',
        params: { id: holder.id }
      }
    })
  if (!lines)
    throw new OpError('not-found', `character ${(holder as { id: string }).id} not found`, {
      why: {
        reason: 'character-not-found',
        params: { id: (holder as { id: string }).id }
      }
    })
  return lines
}

export function lineSlot(d: CampaignDraft, lines: LinesDraft, holder: Holder, lineId: string): number {
  const slot = lines.slotOf(lineId)
  if (slot < 0)
    throw new OpError('not-found', `line ${lineId} not found in ${holderLabel(d, holder)}`, {
      why: {
        reason: 'line-not-found',
        params: { id: lineId }
      }
    })
  return slot
}

/**
 * The names a transfer records: the line's own (or its custom item's), in both languages when they
 * differ, so that a French ledger shows the French one; a catalog item's id otherwise (shown by its
 * name in the reader's language).
 */
export function ledgerItemNames(d: CampaignDraft, line: InventoryLine): Pick<LedgerEntry, 'item' | 'itemFr'> {
  const own = line.name || line.nameFr ? line : line.ref.source === 'custom' ? d.customItem(line.ref.id) : undefined
  const item = own?.name || own?.nameFr || line.ref.id
  return own?.nameFr && own.nameFr !== item ? { item, itemFr: own.nameFr } : { item }
}

export function splitRounds(line: InventoryLine, quantity: number): { moved?: number; kept?: number } {
  if (line.rounds === undefined) return {}
  const moved = line.quantity === 0 ? 0 : Math.floor((line.rounds * quantity) / line.quantity)
  return { moved, kept: line.rounds - moved }
}

/**
 * A transfer as the ledger records it: the names, the units and rounds, where from and where to; their full
 * value then (RULES.md §14, 0 when none is known), and the play session open in the draft, if any (RULES.md
 * §15): every entry an op writes is made here.
 */
export function ledgerEntry(
  id: string,
  at: string,
  d: CampaignDraft,
  line: InventoryLine,
  quantity: number,
  rounds: number | undefined,
  from: Place,
  to: Place,
  action?: LedgerAction
): LedgerEntry {
  const entry: LedgerEntry = { id, at, ...ledgerItemNames(d, line), ref: line.ref, quantity, from, to }
  if (rounds !== undefined) entry.rounds = rounds
  if (action) entry.action = action
  const item = resolveRef(line.ref, getCatalogEntry, d.customItems)
  entry.valueGp = partValueGp(line, item, quantity, rounds ?? 0) ?? 0
  const session = d.openSession()
  if (session) entry.session = session.id
  return entry
}

/** A bag as the ledger records it: its line's id and its name then, the line's own or its item's, in both languages. */
export function ledgerBag(d: CampaignDraft, bag: InventoryLine): LedgerBag {
  const named = (lang: 'en' | 'fr') =>
    lineDisplayName(bag, resolveRef(bag.ref, getCatalogEntry, d.customItems, lang), lang)
  const name = named('en')
  const nameFr = named('fr')
  return nameFr !== name ? { id: bag.id, name, nameFr } : { id: bag.id, name }
}

/** The bag of `lines` with the id `id`, as the ledger records it; undefined when it is not there (or loose). */
export function ledgerBagOf(d: CampaignDraft, lines: LinesDraft, id: string | undefined): LedgerBag | undefined {
  if (id === undefined) return undefined
  const slot = lines.slotOf(id)
  return slot < 0 ? undefined : ledgerBag(d, lines.at(slot))
}

/** Records on `entry` the bags its units left and went into. */
export function withBags(
  entry: LedgerEntry,
  { fromBag, toBag }: { fromBag?: LedgerBag | undefined; toBag?: LedgerBag | undefined }
): LedgerEntry {
  if (fromBag) entry.fromBag = fromBag
  if (toBag) entry.toBag = toBag
  return entry
}

/** Adds `line` to `lines`, merged into the line in slot `into` (an identical one) when there is one. */
export function addMerged(lines: LinesDraft, into: number, line: InventoryLine): void {
  if (into < 0) {
    lines.append(line)
    return
  }
  const target = lines.at(into)
  const merged: InventoryLine = { ...target, quantity: target.quantity + line.quantity }
  if (target.rounds !== undefined) merged.rounds = target.rounds + (line.rounds ?? 0)
  const links = mergedLinks(target, line)
  if (links) merged.imported = links
  lines.set(into, merged)
}

export function isExtradimensional(d: CampaignDraft, line: InventoryLine): boolean {
  return resolveRef(line.ref, getCatalogEntry, d.customItems)?.extradimensional === true
}

/** What stays of a line when `quantity` of it leaves (with `kept` of its rounds). */
export function keptPart(line: InventoryLine, quantity: number, kept: number | undefined): InventoryLine {
  const out: InventoryLine = { ...line, quantity: line.quantity - quantity }
  if (kept !== undefined) out.rounds = kept
  return out
}

/** The lines a removed container held stay with its holder, loose (RULES.md §10). */
export function emptyOut(d: CampaignDraft, lines: LinesDraft, container: InventoryLine): void {
  if (!isExtradimensional(d, container)) return
  for (const l of [...lines.live()]) {
    if (l.in !== container.id) continue
    const loose: InventoryLine = { ...l }
    delete loose.in
    lines.set(lines.slotOf(l.id), loose)
  }
}
