// What the screens say about one line beyond its name: how its size shifts its level for its bearer.
import { type Campaign, type InventoryLine, sizeShift, type SizeShift, itemOf } from '@shared/campaign'
import type { Size } from '@shared/rules'
import type { Language } from '@shared/core'

/** The size shift of a line held by a bearer of `bearerSize` ("made for Medium: level 4 for a Small
 * bearer"), else null (no bearer: the stash, a place). */
export function lineShift(
  line: InventoryLine,
  bearerSize: Size | undefined,
  customItems: Campaign['customItems'],
  lang: Language
): SizeShift | null {
  if (!bearerSize) return null
  const item = itemOf(line.ref, customItems, lang)
  return item ? sizeShift(line, item, bearerSize) : null
}
