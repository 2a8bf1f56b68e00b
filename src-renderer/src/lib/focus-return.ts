// Where focus goes back when something that took it (a dialog, the loot split preview) goes away:
// the element focused before, or, when that element is gone (the row of a line just moved, a menu
// item), the row now at its place in the same list, else the toolbar or region, else the main area.

const FOCUSABLE = 'button:not(:disabled), input:not(:disabled), select:not(:disabled), [tabindex]:not([tabindex="-1"])'

/** Call when taking focus; call the function it returns when giving it back. */
export function focusReturn(): () => void {
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
  const row = opener?.closest('li') ?? null
  const list = row?.parentElement ?? null
  const index = row && list ? [...list.children].indexOf(row) : -1
  // a toolbar first: its opener gone (Sell selection, once sold), focus stays among the list's tools
  const region = opener?.closest('[role="toolbar"], section, nav, header, aside') ?? null
  return () => {
    // After the DOM has caught up with whatever the dialog did (a moved line's row removed).
    queueMicrotask(() => {
      const target = pick(opener, list, index, region)
      target?.focus()
    })
  }
}

function pick(
  opener: HTMLElement | null,
  list: Element | null,
  index: number,
  region: Element | null
): HTMLElement | null {
  if (opener?.isConnected && opener !== document.body) return opener
  if (list?.isConnected && list.children.length > 0) {
    const row = list.children[Math.min(index, list.children.length - 1)]
    const inRow = row?.querySelector<HTMLElement>(FOCUSABLE)
    if (inRow) return inRow
  }
  if (region?.isConnected) {
    const first = region.querySelector<HTMLElement>(FOCUSABLE)
    if (first) return first
  }
  return document.getElementById('main')
}
