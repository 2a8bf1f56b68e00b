import type { Attachment } from 'svelte/attachments'

/**
 * Tells whether an element's text takes more than one line at its normal size (its `long` class, which
 * may make it smaller, taken off for the measure so the answer never flips back and forth). Measured
 * again when its container changes width; re-created by the caller when the text changes.
 */
export function lineFit(onchange: (wraps: boolean) => void): Attachment<HTMLElement> {
  return (el) => {
    const check = (): void => {
      const had = el.classList.contains('long')
      el.classList.remove('long')
      const lineHeight = parseFloat(getComputedStyle(el).lineHeight)
      const wraps = el.scrollHeight > lineHeight * 1.5
      el.classList.toggle('long', had)
      onchange(wraps)
    }
    return whenResized(el.closest('header') ?? el, check)
  }
}

/**
 * Tells whether a text fits on one line in a box: `probe` holds the same text laid out on one line out of
 * the flow (invisible), `el` is the box it would fill. Measured again when the box changes width;
 * re-created by the caller when the text changes.
 */
export function widthFit(
  probe: () => HTMLElement | undefined,
  onchange: (fits: boolean) => void
): Attachment<HTMLElement> {
  return (el) => {
    const check = (): void => {
      const p = probe()
      // exact widths: Chromium cuts a text with an ellipsis for a tenth of a pixel too many
      if (p) onchange(p.getBoundingClientRect().width <= el.getBoundingClientRect().width + 0.01)
    }
    const stop = whenResized(el, check)
    if (stop) void document.fonts?.ready.then(check) // a font loaded late changes the text's width, not the box's
    return stop
  }
}

/**
 * Measures now (the observer's first call) and again each time `target` changes size, until the returned
 * function stops it; where there is no layout to follow (jsdom), measures once and returns nothing.
 */
function whenResized(target: Element, check: () => void): (() => void) | undefined {
  if (typeof ResizeObserver === 'undefined') {
    check()
    return undefined
  }
  const observer = new ResizeObserver(check)
  observer.observe(target)
  return () => observer.disconnect()
}
