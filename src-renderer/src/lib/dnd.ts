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
 *  until it moves again, and the zone must show its preview all the same (and accept the drop). */
export function dropZone(
  onDrop: (line: DraggedLine, ask: boolean) => void,
  setOver: (over: boolean, ask: boolean) => void
) {
  function over(event: DragEvent): void {
    if (!isLineDrag(event)) return
    event.preventDefault()
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
      setOver(false, event.shiftKey === true)
      const line = readLineDrop(event)
      if (!line) return
      event.preventDefault()
      onDrop(line, event.shiftKey === true)
    }
  }
}
