// What the screens say about one line beyond its name: how its size shifts its level for its bearer.
import type { Holder } from '@shared/campaign/ops'
import type { InventoryLine } from '@shared/campaign/schema'
import { sizeShift, type SizeShift } from '@shared/campaign/lines'
import { itemOf } from '@shared/i18n/items'
import type { AppState } from './state/app.svelte'

/** The size shift of a line held by a character ("made for Medium: level 4 for a Small bearer"), else null. */
export function lineShift(app: AppState, line: InventoryLine, holder: Holder): SizeShift | null {
  if (holder.type !== 'character') return null
  const bearer = app.view?.characters.find((c) => c.id === holder.id)
  const item = itemOf(line.ref, app.view?.customItems ?? [], app.i18n.lang)
  return bearer && item ? sizeShift(line, item, bearer.size) : null
}
