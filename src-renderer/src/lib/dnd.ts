// Drag and drop of inventory lines between holders (character cards, the stash, the sheet).
import type { Holder } from '@shared/campaign'

export const LINE_MIME = 'application/x-encumbrance-line'

export interface DraggedLine {
  lineId: string
  from: Holder
  quantity: number
}

export function startLineDrag(event: DragEvent, payload: DraggedLine, label: string): void {
  if (!event.dataTransfer) return
  event.dataTransfer.setData(LINE_MIME, JSON.stringify(payload))
  event.dataTransfer.setData('text/plain', label)
  event.dataTransfer.effectAllowed = 'move'
}

export function isLineDrag(event: DragEvent): boolean {
  return event.dataTransfer?.types.includes(LINE_MIME) ?? false
}

export function readLineDrop(event: DragEvent): DraggedLine | null {
  const raw = event.dataTransfer?.getData(LINE_MIME)
  if (!raw) return null
  try {
    const v = JSON.parse(raw) as DraggedLine
    return typeof v.lineId === 'string' && typeof v.quantity === 'number' && v.from ? v : null
  } catch {
    return null
  }
}

/** The handlers of a drop zone, to spread on its element (`<div {...zone}>`). `ask`: Shift is held (the
 *  drop asks how many). The zone is "over" from the dragenter on: a pointer that comes to rest on an
 *  element it has just entered (a card's armour line, say) gets a dragenter there and no dragover
 *  until it moves again, and the zone must show its preview all the same (and accept the drop).
 *  `inner`: a zone inside another (a bag in a card): the drag and the drop stop there. `active`: false
 *  when the element is no drop zone now (a row that is not a bag's). */
export function dropZone(
  onDrop: (line: DraggedLine, ask: boolean) => void,
  setOver: (over: boolean, ask: boolean) => void,
  { inner = false, active = () => true }: { inner?: boolean; active?: () => boolean } = {}
) {
  function over(event: DragEvent): void {
    if (!active() || !isLineDrag(event)) return
    event.preventDefault()
    if (inner) event.stopPropagation()
    if (event.dataTransfer) event.dataTransfer.dropEffect = 'move'
    setOver(true, event.shiftKey === true)
  }
  return {
    ondragenter: over,
    ondragover: over,
    ondragleave(event: DragEvent) {
      const to = event.relatedTarget as Node | null
      if (!to || !(event.currentTarget as Node).contains(to)) setOver(false, event.shiftKey === true)
    },
    ondrop(event: DragEvent) {
      if (!active()) return
      setOver(false, event.shiftKey === true)
      const line = readLineDrop(event)
      if (!line) return
      event.preventDefault()
      if (inner) event.stopPropagation()
      onDrop(line, event.shiftKey === true)
    }
  }
}

/** What a holder's drop zone asks of the app: the drop, and the hover for the drag's forecasts. */
export interface DropHost {
  readonly drag: { hover(to: Holder, on: boolean, ask: boolean): void }
  dropLine(line: DraggedLine, to: Holder, ask: boolean): void
}

/** The drop zone of a holder (a card, a sheet, a place, the stash): a line dropped there moves to it
 *  (Shift: asks how many), and the pointer over it shows the forecast of that drop. */
export function holderDropZone(app: DropHost, holder: () => Holder, setOver: (over: boolean) => void) {
  return dropZone(
    (line, ask) => app.dropLine(line, holder(), ask),
    (over, ask) => {
      setOver(over)
      app.drag.hover(holder(), over, ask)
    }
  )
}

/** What a bag's drop zone asks of the app. */
export interface StowHost {
  readonly drag: { end(): void }
  findLine(lineId: string): { line: { in?: string } } | undefined
  stow(from: Holder, lineId: string, options: { into: string; quantity: number; to: Holder; quiet: boolean }): unknown
}

/** The drop zone of an extradimensional container (its row, the list of its contents: RULES.md §10): a
 *  line dropped there goes in, and the card around it does not take the drop as well. `bag()`: the bag's
 *  line id and its holder, or null when the element is no bag's. */
export function bagDropZone(
  app: StowHost,
  bag: () => { id: string; holder: Holder } | null,
  setOver: (over: boolean) => void
) {
  return dropZone(
    (d) => {
      const b = bag()
      if (!b) return
      app.drag.end()
      if (d.lineId === b.id || app.findLine(d.lineId)?.line.in === b.id) return
      app.stow(d.from, d.lineId, { into: b.id, quantity: d.quantity, to: b.holder, quiet: true })
    },
    (over) => setOver(over),
    { inner: true, active: () => bag() !== null }
  )
}
